"""Seat names: one name per seat, used the same way by every view, log line, score
sheet and result, in both languages, and never a 0-based seat number."""

from __future__ import annotations

from collections.abc import Collection, Sequence


def seat_names(players: int, humans: Collection[int] = (), lang: str = "ru") -> list[str]:
    """Default names: with one human, "Вы" for that seat and "Игрок 1", "Игрок 2", …
    for the others in seat order; otherwise "Игрок 1" … "Игрок N" by seat."""
    ru = lang == "ru"
    word = "Игрок" if ru else "Player"
    if len(humans) != 1:
        return [f"{word} {s + 1}" for s in range(players)]
    (me,) = tuple(humans)
    out: list[str] = []
    number = 0
    for s in range(players):
        if s == me:
            out.append("Вы" if ru else "You")
        else:
            number += 1
            out.append(f"{word} {number}")
    return out


def name_of(seat: object, me: int, lang: str, names: Sequence[str] | None,
            players: int) -> str:
    """The display name of ``seat`` as the observing seat ``me`` knows it ("—" for
    none). Views call this instead of formatting seat numbers themselves."""
    if not isinstance(seat, int) or not 0 <= seat < players:
        return "—"
    if names is not None and seat < len(names):
        return names[seat]
    return seat_names(players, (me,) if 0 <= me < players else (), lang)[seat]


def lower_name(name: str) -> str:
    """"Вы" inside a sentence reads "вы"; a player's own name keeps its case."""
    return name.lower() if name in ("Вы", "You") else name
