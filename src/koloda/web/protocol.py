"""The WebSocket frames from the page: parsed and validated here, before anything reads
them (sizes, types, unknown types and keys). A bad frame becomes a :class:`FrameError`
with a code and a message in both languages; nothing about it reaches the table."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from koloda.web import messages

MAX_FRAME = 4096  # bytes of one client frame
MAX_TOKEN = 200
MAX_TEXT = 200
MAX_REQUEST = 100
LANGS = ("ru", "en")
_INT_LIMIT = 1 << 31
_SURROGATE = re.compile("[\ud800-\udfff]")

# type -> (required keys, optional keys)
_KEYS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "hello": (frozenset({"type"}), frozenset({"token", "lang", "obs", "patch"})),
    "act": (frozenset({"type", "version"}), frozenset({"action", "text"})),
    "undo": (frozenset({"type"}), frozenset({"version"})),
    "redo": (frozenset({"type"}), frozenset({"version"})),
    "restart": (frozenset({"type"}), frozenset({"version"})),
    "hint": (frozenset({"type", "request"}), frozenset()),
    "lang": (frozenset({"type", "lang"}), frozenset()),
    "ping": (frozenset({"type"}), frozenset()),
    "rematch": (frozenset({"type"}), frozenset({"deal", "agree"})),
}
REMATCH_DEALS = ("next", "same")


class FrameError(Exception):
    def __init__(self, code: str, **fmt: Any) -> None:
        super().__init__(code)
        self.code = code
        self.fmt = fmt

    def message(self, lang: str) -> str:
        return messages.text(self.code, lang, **self.fmt)


def _flag(data: dict[str, Any], name: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise _bad(f"'{name}' must be true or false", f"поле '{name}' должно быть true или false")
    return value


def _bad(en: str, ru: str) -> FrameError:
    return FrameError("bad_frame", detail_en=en, detail_ru=ru)


@dataclass(frozen=True)
class Frame:
    type: str
    token: str | None = None
    lang: str | None = None
    action: int | None = None
    text: str | None = None
    version: int | None = None
    request: str | None = None
    deal: str | None = None  # rematch: "next" (a new deal) or "same" (a solitaire's again)
    agree: bool = True  # rematch: false declines (withdraws the offer)
    obs: bool = False  # hello: the state frames carry the raw observation too
    patch: bool = False  # hello: after the first state frame, patches (what changed)


def _no_constant(name: str) -> Any:
    raise ValueError(name)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def lone_surrogate(value: Any) -> bool:
    """Does a decoded JSON value hold a lone surrogate (``"\\ud800"``) in any text, a key
    included? JSON may spell one, but it is no character: UTF-8 cannot carry it back, so
    an answer quoting it could not be sent. Walked without recursion (values nest deep)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _short_repr(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def parse(raw: str | bytes | None) -> Frame:
    """The frame in ``raw``, validated; FrameError otherwise."""
    if raw is None or isinstance(raw, bytes):
        raise FrameError("binary")
    if len(raw) > MAX_FRAME or len(raw.encode("utf-8", "surrogatepass")) > MAX_FRAME:
        raise FrameError("too_large", limit=MAX_FRAME)
    try:
        data = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError) as err:
        raise FrameError("bad_json") from err
    if not isinstance(data, dict):
        raise FrameError("bad_json")
    if lone_surrogate(data):  # checked first: the refusals below quote what they got
        raise _bad("a text holds a lone surrogate (\\ud800-\\udfff), which is no character",
                   "в тексте одиночный суррогат (\\ud800-\\udfff) — это не символ")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise _bad("'type' must be a string", "поле 'type' должно быть строкой")
    if kind not in _KEYS:
        raise FrameError("unknown_type", kind=_short_repr(kind))
    required, optional = _KEYS[kind]
    keys = set(data)
    missing = sorted(required - keys)
    if missing:
        raise _bad(f"'{missing[0]}' is missing", f"нет поля '{missing[0]}'")
    extra = sorted(keys - required - optional)
    if extra:
        name = _short_repr(extra[0])
        raise _bad(f"unknown field {name}", f"неизвестное поле {name}")
    if kind == "hello":
        token = data.get("token")
        if token is not None and not (isinstance(token, str) and 1 <= len(token) <= MAX_TOKEN):
            raise _bad("'token' must be null or a seat token",
                       "поле 'token' должно быть null или ключом места")
        lang = data.get("lang", "ru")
        if lang not in LANGS:
            raise _bad("'lang' must be 'ru' or 'en'", "поле 'lang' должно быть 'ru' или 'en'")
        return Frame("hello", token=token, lang=lang, obs=_flag(data, "obs"),
                     patch=_flag(data, "patch"))
    if kind == "act":
        version = data["version"]
        if not (_is_int(version) and 0 <= version < _INT_LIMIT):
            raise _bad("'version' must be a whole number", "поле 'version' — целое число")
        has_action, has_text = "action" in data, "text" in data
        if has_action == has_text:
            raise _bad("give exactly one of 'action' and 'text'",
                       "нужно ровно одно из полей 'action' и 'text'")
        if has_action:
            action = data["action"]
            if not (_is_int(action) and -_INT_LIMIT < action < _INT_LIMIT):
                raise _bad("'action' must be a whole number", "поле 'action' — целое число")
            return Frame("act", action=action, version=version)
        text = data["text"]
        if not (isinstance(text, str) and 1 <= len(text) <= MAX_TEXT):
            raise _bad(f"'text' must be a move of 1 to {MAX_TEXT} characters",
                       f"поле 'text' — ход от 1 до {MAX_TEXT} знаков")
        return Frame("act", text=text, version=version)
    if kind in ("undo", "redo", "restart"):
        version = data.get("version")
        if version is not None and not (_is_int(version) and 0 <= version < _INT_LIMIT):
            raise _bad("'version' must be a whole number", "поле 'version' — целое число")
        return Frame(kind, version=version)
    if kind == "hint":
        request = data["request"]
        if not (isinstance(request, str) and len(request) <= MAX_REQUEST):
            raise _bad(f"'request' must be text of at most {MAX_REQUEST} characters",
                       f"поле 'request' — текст не длиннее {MAX_REQUEST} знаков")
        return Frame("hint", request=request)
    if kind == "lang":
        lang = data["lang"]
        if lang not in LANGS:
            raise _bad("'lang' must be 'ru' or 'en'", "поле 'lang' должно быть 'ru' или 'en'")
        return Frame("lang", lang=lang)
    if kind == "rematch":
        deal = data.get("deal", "next")
        if deal not in REMATCH_DEALS:
            raise _bad("'deal' must be 'next' or 'same'",
                       "поле 'deal' должно быть 'next' или 'same'")
        agree = data.get("agree", True)
        if not isinstance(agree, bool):
            raise _bad("'agree' must be true or false", "поле 'agree' — true или false")
        return Frame("rematch", deal=deal, agree=agree)
    return Frame("ping")


def error_frame(code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message}
