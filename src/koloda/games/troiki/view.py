"""The table picture of «Тройки» (docs/table-picture.md), from one observation only: the
hands (faces for the viewer, backs for the others, the turned card shown in the hand of
the seat who drew it), each seat's sets this deal and in all, the table's cards, the
stock with the turned card under it, the last capture, the sheet of deals, and a control
per legal move (a hand card to lay; a button per capture)."""

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
)
from koloda.games.troiki.state import CAPTURE


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
    winners = _winners(obs) if over else []
    seats = []
    for s in range(n):
        if s == viewer:
            hand = Hand(tuple(obs["hand"]))
        elif obs["trump_holder"] == s and obs["trump"] is not None:
            hand = Hand((obs["trump"],), backs=obs["hand_sizes"][s] - 1)
        else:
            hand = Hand(backs=obs["hand_sizes"][s])
        badges = [Badge(t(f"наборов {obs['sets'][s]}", f"sets {obs['sets'][s]}"), "info"),
                  Badge(t(f"всего {obs['totals'][s]}", f"total {obs['totals'][s]}"), "")]
        if s == obs["dealer"] and not over:
            badges.append(Badge(t("сдаёт", "deals"), "muted"))
        if s in winners:
            badges.append(Badge(t("победа", "winner"), "good"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    zones = [Zone("table", "row", t("Стол", "Table"), cards=tuple(obs["table"]))]
    if obs["stock"]:
        zones.append(Zone("stock", "stock", t("Колода", "Stock"), count=obs["stock"],
                          trump=obs["trump"] if obs["trump_in_stock"] else None))
    markers = []
    if obs["trump"] is not None:
        markers.append(Marker(t("Открытая карта", "Turned card"), "", card=obs["trump"]))
    rules = obs["rules"]
    markers.append(Marker(t("Сдача", "Deal"), f"{max(obs['deal_no'], 1)}/{rules['deals']}"))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"] is not None:
        who = names[obs["last"]["seat"]]
        last = (Zone("last_own", "row", t("Своими", "With"), cards=tuple(obs["last"]["mine"])),
                Zone("last_took", "row", t("Забрал", "Took"), cards=tuple(obs["last"]["took"])))
        last_label = t(f"Последний захват: {who}", f"Last capture: {who}")

    rows = [(str(i + 1), *(str(v) for v in row)) for i, row in enumerate(obs["rows"])]
    sheet = Sheet(t("Наборы", "Sets"), (t("Сдача", "Deal"), *names), tuple(rows),
                  (t("Итого", "Total"), *(str(v) for v in obs["totals"])))

    controls = []
    for i, m in enumerate(moves):
        if m.action >= CAPTURE:
            controls.append(Control(i, button=True))
        else:
            controls.append(Control(i, card=m.text.split()[-1], to="table"))
    return Picture(obs["game"], t("Тройки", "Threes"), viewer, tuple(seats), tuple(zones),
                   tuple(markers), _status(obs, viewer, moves, names, lang), last,
                   last_label, sheet, tuple(controls))


def _winners(obs: Mapping[str, Any]) -> list[int]:
    totals: list[int] = obs["totals"]
    best = max(totals)
    return [s for s, v in enumerate(totals) if v == best]


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        who = ", ".join(names[s] for s in _winners(obs))
        return f"Игра окончена: победа — {who}" if ru else f"Game over: {who} won"
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn == viewer and moves:
        if any(m.action >= CAPTURE for m in moves):
            return ("Ваш ход: можно забрать карты со стола или положить карту" if ru
                    else "Your move: you may capture from the table, or lay a card")
        return "Ваш ход: положите карту на стол" if ru else "Your move: lay a card on the table"
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
