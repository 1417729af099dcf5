"""The table picture of «Захват» (docs/table-picture.md), from one observation only: each
seat's stack as a count (nobody sees its faces), the pile in the middle with its top
cards, the viewer's own stack as a face-down pile, who pays how much, the cards laid
against the time limit, the last pile taken, and the one move as a button."""

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
    Zone,
)

TOP = 4  # pile cards shown face up (the rest lie under them)
LAST = 12  # cards of the last pile taken that the «last» panel shows


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    over: bool = obs["over"]
    turn = obs["to_move"]
    stacks: list[int] = obs["stacks"]
    claimant = obs["claimant"]
    seats = []
    for s in range(n):
        # a stack lies face down, unseen by its owner too: backs in every hand
        hand = Hand(backs=stacks[s])
        badges = [Badge(t(f"карт {stacks[s]}", f"cards {stacks[s]}"), "info")]
        if claimant == s:
            badges.append(Badge(t("ждёт уплаты", "is owed"), "attack"))
        if claimant is not None and turn == s:
            badges.append(Badge(t(f"платит {obs['owed']}", f"pays {obs['owed']}"), "defend"))
        if not stacks[s] and not over:
            badges.append(Badge(t("без карт", "no cards"), "muted"))
        if s in obs["winners"]:
            badges.append(Badge(t("победа", "winner"), "good"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    pile: list[str] = obs["pile"]
    zones = [Zone("pile", "pile", t("Куча", "Pile"), cards=tuple(pile[-TOP:]),
                  count=len(pile))]
    rules = obs["rules"]
    markers = [Marker(t("Выложено", "Laid"), f"{obs['laid']}/{rules['cap']}"),
               Marker(t("Цель", "Aim"), t("собрать все карты", "win all the cards")
                      if rules["aim"] == "all" else t("первым остаться без карт",
                                                      "be first out of cards"))]
    if claimant is not None and turn is not None:
        markers.append(Marker(t("Платит", "Paying"), f"{names[turn]}: {obs['owed']}",
                              tone="attack"))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"] is not None:
        cards = obs["last"]["cards"]
        last = (Zone("last", "row", cards=tuple(cards[-LAST:]), note=t(
            f"карт в куче: {len(cards)}", f"cards in the pile: {len(cards)}")),)
        last_label = t(f"Последнюю кучу забрал: {names[obs['last']['seat']]}",
                       f"Last pile taken by {names[obs['last']['seat']]}")
    controls = tuple(Control(i, button=True) for i in range(len(moves)))
    return Picture(obs["game"], t("Захват", "Capture All"), viewer, tuple(seats),
                   tuple(zones), tuple(markers), _status(obs, viewer, moves, names, lang),
                   last, last_label, None, controls)


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        who = ", ".join(names[s] for s in obs["winners"])
        if obs["by_cap"]:
            return (f"Время вышло: победа — {who}" if ru else f"Time is up: {who} won")
        return f"Игра окончена: победа — {who}" if ru else f"Game over: {who} won"
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn == viewer and moves:
        if obs["claimant"] is not None:
            return (f"Ваш ход: платите, осталось {obs['owed']}" if ru
                    else f"Your move: pay, {obs['owed']} to go")
        return "Ваш ход: откройте карту" if ru else "Your move: turn a card"
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
