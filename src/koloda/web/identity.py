"""Who is who: a person's name and player id in a signed cookie, seat tokens (only their
SHA-256 is stored), the server's secret."""

from __future__ import annotations

import hashlib
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from itsdangerous import BadSignature, URLSafeSerializer

COOKIE = "koloda_id"
COOKIE_AGE = 5 * 365 * 24 * 3600
MAX_NAME = 40
LANGS = ("ru", "en")


@dataclass(frozen=True)
class Identity:
    pid: str
    name: str | None
    lang: str


def clean_name(value: object) -> str | None:
    """A display name: 1 to 40 printable characters once trimmed (None: not one)."""
    if not isinstance(value, str):
        return None
    name = " ".join(value.split())
    if not 1 <= len(name) <= MAX_NAME or not name.isprintable():
        return None
    return name


def new_token() -> str:
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def load_secret(data_dir: Path, given: str | None = None) -> str:
    """``--secret``, else ``KOLODA_SECRET``, else a random secret kept in the data folder
    (made once, readable by its owner only), so a restart keeps every cookie valid."""
    if given:
        return given
    env = os.environ.get("KOLODA_SECRET")
    if env:
        return env
    path = data_dir / "secret"
    try:
        text = path.read_text(encoding="ascii").strip()
        if len(text) >= 32:
            return text
    except (OSError, UnicodeDecodeError):
        pass
    data_dir.mkdir(parents=True, exist_ok=True)
    text = secrets.token_urlsafe(48)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(text)
    return text


class Signer:
    """The cookie's codec: ``{"p": player id, "n": name, "l": lang}`` signed."""

    def __init__(self, secret: str) -> None:
        self._s = URLSafeSerializer(secret, salt="koloda-id")

    def dump(self, ident: Identity) -> str:
        return str(self._s.dumps({"p": ident.pid, "n": ident.name, "l": ident.lang}))

    def load(self, value: str | None) -> Identity | None:
        if not value or len(value) > 512:
            return None
        try:
            data = self._s.loads(value)
        except (BadSignature, ValueError, UnicodeError):
            return None
        if not isinstance(data, dict):
            return None
        pid, name, lang = data.get("p"), data.get("n"), data.get("l")
        if not (isinstance(pid, str) and 16 <= len(pid) <= 64):
            return None
        return Identity(pid, clean_name(name) if name is not None else None,
                        lang if lang in LANGS else "ru")


def new_pid() -> str:
    return secrets.token_urlsafe(18)
