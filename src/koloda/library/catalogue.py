"""The library's entries, read once from the TOML files beside this module."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources

from koloda.library.model import Entry, EntryError, entry_from_data


def _read(name: str, text: str) -> Entry:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise EntryError(f"{name}: not TOML ({exc})") from None
    entry = entry_from_data(data, name)
    if f"{entry.key}.toml" != name:
        raise EntryError(f"{name}: the file must be named after its key ({entry.key}.toml)")
    return entry


@cache
def entries() -> tuple[Entry, ...]:
    """Every entry, sorted by its Russian name (ё as е); a flawed file raises EntryError."""
    folder = resources.files("koloda.library") / "entries"
    found = [_read(item.name, item.read_text(encoding="utf-8"))
             for item in folder.iterdir() if item.name.endswith(".toml")]
    keys = [e.key for e in found]
    if len(set(keys)) != len(keys):
        raise EntryError("two entries share a key")
    known = set(keys)
    for e in found:
        missing = [k for k in e.related if k not in known]
        if missing:
            raise EntryError(f"{e.key}.toml: related names unknown entries {missing}")
    return tuple(sorted(found, key=lambda e: (e.name_ru.lower().replace("ё", "е"), e.key)))


def by_key() -> dict[str, Entry]:
    return {e.key: e for e in entries()}
