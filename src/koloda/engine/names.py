"""Seat names: one name per seat, used the same way by every view, log line, score
sheet and result, in both languages, and never a 0-based seat number."""

from __future__ import annotations

from collections.abc import Collection, Sequence


def seat_names(players: int, humans: Collection[int] = (), lang: str = "ru") -> list[str]:
    """Default names: "Игрок N" is seat N-1 in every game and mode (watched, against
    computers, at the web table), so a number names the same seat everywhere (``--level
    2=hard`` too); with one human, that seat is "Вы" instead."""
    ru = lang == "ru"
    word = "Игрок" if ru else "Player"
    out = [f"{word} {s + 1}" for s in range(players)]
    if len(humans) == 1:
        (me,) = tuple(humans)
        if 0 <= me < players:
            out[me] = "Вы" if ru else "You"
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
