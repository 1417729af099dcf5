"""Searching the library: forgiving of case, of ё against е and of word order."""

from __future__ import annotations

import re
from collections.abc import Iterable

from koloda.library.model import Entry

_WORD = re.compile(r"[0-9a-zа-я]+")


def fold(text: str) -> str:
    """Lower case, ё as е, every other mark as a space: the form both sides are compared in."""
    return " ".join(_WORD.findall(text.lower().replace("ё", "е")))


def _names(entry: Entry) -> list[str]:
    return [fold(n) for n in (entry.name_ru, entry.name_en, entry.key.replace("_", " "),
                              *entry.aliases, *(v.name_ru for v in entry.variants),
                              *(v.name_en for v in entry.variants))]


def score(entry: Entry, query: str) -> int:
    """How well an entry answers a query: 0 is no match; names weigh above the summaries.

    Every word of the query must be found (as the start of a word) somewhere in the entry."""
    words = fold(query).split()
    if not words:
        return 1
    names = _names(entry)
    body = fold(" ".join(entry.texts()))
    total = 0
    for w in words:
        if any(n == w for n in names):
            total += 100
        elif any(n.startswith(w) for n in names):
            total += 60
        elif any(re.search(rf"\b{re.escape(w)}", n) for n in names):
            total += 40
        elif re.search(rf"\b{re.escape(w)}", body):
            total += 5
        else:
            return 0
    return total


def search(items: Iterable[Entry], query: str = "", *, family: str | None = None,
           players: int | None = None, deck: str | None = None) -> list[Entry]:
    """The entries that match every filter given, best first (then in library order)."""
    found: list[tuple[int, int, Entry]] = []
    for i, e in enumerate(items):
        if family is not None and e.family != family:
            continue
        if players is not None and not (
                e.players_min <= players and (e.players_max is None or players <= e.players_max)):
            continue
        if deck is not None and deck not in e.decks:
            continue
        s = score(e, query)
        if s:
            found.append((-s, i, e))
    found.sort(key=lambda t: (t[0], t[1]))
    return [e for _, _, e in found]
