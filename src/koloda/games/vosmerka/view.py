"""The table picture of «Восьмёрка» (docs/table-picture.md), from one observation only.

The ring: its cards in a row, the stock with the trump under it, the drawn card, and a
control per ring card the drawn card may beat. Durak: the hands, face up to all (every
card in them was seen face up), the attack/defence pairs, the trump, and a control per
card that may be played, with buttons to take, pass or transfer."""

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
from koloda.games.vosmerka.state import RING, TAKE, TRANSFER


def view(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
         lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    over: bool = obs["over"]
    phase = obs["phase"]
    turn = obs["to_move"]
    pens: list[int] = obs["penalties"]
    least = min(pens)

    seats = []
    for s in range(n):
        hand = Hand(tuple(obs["hands"][s]))
        badges = []
        if phase == "play":
            if s == obs["attacker"]:
                badges.append(Badge(t("ходит", "attacks"), "attack"))
            if s == obs["defender"]:
                badges.append(Badge(t("берёт" if obs["taking"] else "отбивается",
                                      "takes" if obs["taking"] else "defends"), "defend"))
            if s in obs["out"]:
                badges.append(Badge(t("без карт", "out"), "good"))
        badges.append(Badge(t(f"штраф {pens[s]}", f"penalty {pens[s]}"),
                            "good" if over and pens[s] == least else ""))
        if over and pens[s] == least:
            badges.append(Badge(t("победитель", "winner"), "good"))
        elif not over and s == obs["dealer"]:
            badges.append(Badge(t("сдаёт", "deals"), "muted"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    zones: list[Zone] = []
    markers = [Marker(t("Раздача", "Deal"),
                      t(f"{obs['deal']} из {obs['deals']}", f"{obs['deal']} of {obs['deals']}"))]
    if phase == "draw":
        zones.append(Zone("ring", "row", t("Круг", "The ring"), cards=tuple(obs["ring"])))
        trump_under = obs["trump_card"] if obs["stock"] else None
        zones.append(Zone("stock", "stock", t("Колода", "Stock"), count=obs["stock"],
                          trump=trump_under))
        drawn = obs["drawn"]
        zones.append(Zone("drawn", "row", t("Взятая карта", "Drawn card"),
                          cards=(drawn,) if drawn else ()))
    elif phase == "play":
        zones.append(Zone("table", "pairs", t("Стол", "The table"),
                          pairs=tuple((a, c) for a, c in obs["table"])))
        markers.append(Marker(t("Отбой", "Discard"), str(obs["discard"])))
        markers.append(Marker(t("Ходов", "Moves"), f"{obs['moves']} / {obs['rules']['cap']}"))
    if obs["trump"]:
        markers.append(Marker(t("Козырь", "Trump"), "", suit=obs["trump"]))

    rows = []
    for i, (losers, capped) in enumerate(obs["sheet"]):
        cells = ["1" if s in losers else "0" for s in range(n)]
        rows.append((f"{i + 1}{'*' if capped else ''}", *cells))
    sheet = Sheet(t("Штрафы по раздачам (* — лимит ходов)",
                    "Penalties by deal (* — move limit)"),
                  (t("Раздача", "Deal"), *names), tuple(rows),
                  (t("Итого", "Total"), *(str(p) for p in pens)))

    controls = []
    for i, m in enumerate(moves):
        a = m.action
        if a >= TAKE or a >= TRANSFER:
            controls.append(Control(i, button=True))
        elif a >= RING:
            card = C.to_text(a - RING)
            controls.append(Control(i, zone="ring", pos=obs["ring"].index(card)))
        else:
            controls.append(Control(i, card=C.to_text(a)))
    title = t("Восьмёрка", "Ring of Eight")
    return Picture(obs["game"], title, viewer, tuple(seats), tuple(zones), tuple(markers),
                   _status(obs, viewer, moves, names, ru), sheet=sheet,
                   controls=tuple(controls))


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], ru: bool) -> str:
    if obs["over"]:
        pens: list[int] = obs["penalties"]
        least = min(pens)
        top = ", ".join(names[s] for s, p in enumerate(pens) if p == least)
        return f"Игра окончена: побеждает {top}" if ru else f"Game over: {top} wins"
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn == viewer and moves:
        if obs["phase"] == "draw":
            card = C.show(C.parse(obs["drawn"]), "ru" if ru else "en")
            return (f"Какую карту круга бьёт {card}?" if ru
                    else f"Which ring card does {card} beat?")
        if not obs["table"]:
            return "Ваш ход: заходите" if ru else "Your move: lead a card"
        if obs["defender"] == viewer and not obs["taking"]:
            return "Отбивайтесь или берите" if ru else "Cover or take"
        return "Подкиньте или бито" if ru else "Throw in or pass"
    if turn == viewer:
        return ""
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
