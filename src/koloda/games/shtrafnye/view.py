"""The table picture of «Штрафные очки» (docs/table-picture.md), from one observation
only: the hands (faces for the viewer, backs for the others), each seat's penalty, the
bank on its pile, the stock, the suit to follow, the deal and the end, the sheet of
penalties, and a control per legal move (a hand card to lay; buttons to draw, to pass,
to name a suit)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
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
from koloda.games.shtrafnye.state import DRAW, NAME, PASS


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
    totals: list[int] = obs["totals"]
    winners = _winners(obs) if over else []
    seats = []
    for s in range(n):
        hand = Hand(tuple(obs["hand"])) if s == viewer else Hand(backs=obs["hand_sizes"][s])
        badges = [Badge(t(f"штраф {totals[s]}", f"penalty {totals[s]}"),
                        "bad" if totals[s] else "")]
        if s == obs["dealer"] and not over:
            badges.append(Badge(t("сдаёт", "deals"), "muted"))
        if s in winners:
            badges.append(Badge(t("победа", "winner"), "good"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    zones = []
    if obs["bank"] is not None:
        zones.append(Zone("bank", "pile", t("Банк", "Bank"), cards=(obs["bank"],),
                          count=obs["pile"]))
    if obs["stock"]:
        zones.append(Zone("stock", "stock", t("Колода", "Stock"), count=obs["stock"]))
    markers = []
    rules = obs["rules"]
    if obs["suit"] is not None and not over:
        suit = obs["suit"]
        markers.append(Marker(t("Масть", "Suit"),
                              C.SUIT_NAMES_RU[suit] if ru else C.SUIT_NAMES_EN[suit],
                              suit=C.SUIT_ASCII[suit]))
    if rules["deals"]:
        markers.append(Marker(t("Сдача", "Deal"),
                              f"{max(obs['deal_no'], 1)}/{rules['deals']}"))
    if rules["limit"]:
        markers.append(Marker(t("Предел", "Limit"), str(rules["limit"])))

    rows = []
    for i, row in enumerate(obs["rows"]):
        rows.append((str(i + 1), *(str(v) for v in row)))
    sheet = Sheet(t("Штрафы", "Penalties"), (t("Сдача", "Deal"), *names), tuple(rows),
                  (t("Итого", "Total"), *(str(v) for v in totals)))

    controls = []
    for i, m in enumerate(moves):
        if m.action in (DRAW, PASS) or m.action >= NAME:
            controls.append(Control(i, button=True))
        else:
            controls.append(Control(i, card=C.to_text(m.action), to="bank"))
    return Picture(obs["game"], t("Штрафные очки", "Penalty Points"), viewer, tuple(seats),
                   tuple(zones), tuple(markers), _status(obs, viewer, moves, names, lang),
                   (), "", sheet, tuple(controls))


def _winners(obs: Mapping[str, Any]) -> list[int]:
    totals: list[int] = obs["totals"]
    best = min(totals)
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
        first = moves[0].action
        if first >= NAME:
            return "Ваш ход: назовите масть" if ru else "Your move: name a suit"
        if first == DRAW:
            return ("Ваш ход: подходящей карты нет — берите из колоды" if ru
                    else "Your move: nothing fits — draw")
        if first == PASS:
            return ("Ваш ход: подходящей карты нет, колода кончилась — пас" if ru
                    else "Your move: nothing fits and the stock is gone — pass")
        return ("Ваш ход: положите карту той же масти, того же достоинства или туза" if ru
                else "Your move: lay a card of the same suit or rank, or an ace")
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
