"""The table picture of «Пьяница» (docs/table-picture.md), from one observation only:
each player's face-down pile with its size, the cards of the round on the table (face
down where they lie so), the round and the limit as markers, the last round, a sheet of
the last rounds, and a button for the one move."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine.names import seat_names
from koloda.engine.picture import (
    Badge,
    Control,
    Hand,
    Marker,
    MoveRef,
    Picture,
    SeatView,
    Sheet,
    Zone,
    face_of,
)


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    rules = obs["rules"]
    piles: list[int] = obs["piles"]
    over: bool = obs["over"]
    turn = obs["to_move"]
    seats = []
    for s in range(n):
        badges = [Badge(t(f"карт {piles[s]}", f"cards {piles[s]}"),
                        "bad" if piles[s] == 0 else "")]
        if obs["disputes"] and s in obs["contest"] and not over:
            badges.append(Badge(t("спор", "dispute"), "attack"))
        if over and s in obs["winners"]:
            badges.append(Badge(t("победа", "winner"), "good"))
        # a seat's pile lies face down, unseen by its owner too: backs in every hand
        seats.append(SeatView(s, Hand(backs=piles[s]), tuple(badges), to_move=turn == s))

    table = obs["table"]
    zones = []
    zones.append(Zone("table", "trick", t("На столе", "On the table"),
                      cards=tuple(face_of(c) for _, c in table),
                      seats=tuple(s for s, _ in table)))
    markers = [
        Marker(t("Ход", "Round"), f"{obs['rounds'] + (0 if over else 1)} / "
                                  f"{rules['max_rounds']}"),
    ]
    if rules["giveaway"]:
        markers.append(Marker(t("Поддавки", "Giveaway"), t("цель — отдать все карты",
                                                           "aim: lose every card")))
    if rules["six_beats_ace"]:
        low = "6" if rules["deck"] == 36 else "2"
        markers.append(Marker(t(f"{low} бьёт туза", f"{low} beats the ace")))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"] is not None:
        cards = obs["last"]["cards"]
        last = (Zone("last", "trick", cards=tuple(face_of(c) for _, c in cards),
                     seats=tuple(s for s, _ in cards)),)
        who = names[obs["last"]["won"]]
        last_label = t(f"Последний ход взял: {who}", f"Last round taken by {who}")

    rows = tuple((str(r), "—" if w is None else names[w], str(k), str(d))
                 for r, w, k, d in obs["rows"])
    sheet = Sheet(t("Последние ходы", "Last rounds"),
                  (t("Ход", "Round"), t("Взял", "Taken by"), t("Карт", "Cards"),
                   t("Споров", "Disputes")), rows,
                  ("", t("У игроков", "Held"), " / ".join(str(p) for p in piles), ""))
    controls = tuple(Control(i, button=True) for i in range(len(moves)))
    return Picture(obs["game"], t("Пьяница", "Drunkard (War)"), viewer, tuple(seats),
                   tuple(zones), tuple(markers), _status(obs, viewer, moves, names, lang),
                   last, last_label, sheet, controls)


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        who = ", ".join(names[s] for s in obs["winners"])
        return f"Игра окончена: выигрыш — {who}" if ru else f"Game over: {who} won"
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn == viewer and moves:
        if obs["disputes"]:
            return ("Спор! Ваш ход: положите карты" if ru
                    else "A dispute! Your move: lay your cards")
        return "Ваш ход: откройте карту" if ru else "Your move: turn up a card"
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
