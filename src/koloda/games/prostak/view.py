"""The table picture of Простак (docs/table-picture.md), from one observation only: the
seats (faces for the viewer, backs for the others, the turned trump shown in the hand of
whoever drew it) with points and the dealer; the stock with the trump turned under it;
each seat's last combination of the deal; markers for the trumps and the target; the
sheet of points per deal; a control on every card of each combination that may be
declared (a click on a card lists the combinations it is in) and a button to draw or
pass."""

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
from koloda.games.prostak.combos import kind_name
from koloda.games.prostak.state import DRAW, PASS
from koloda.games.prostak.texts import points


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    over: bool = obs["over"]
    scores: list[int] = obs["scores"]
    winners: list[int] = obs["winners"]
    turn = obs["to_move"]
    seats = []
    for s in range(n):
        size = obs["hand_sizes"][s]
        if s == viewer:
            hand = Hand(tuple(obs["hand"]))
        elif obs["holder"] == s and obs["holder_keeps"]:
            hand = Hand((obs["turnup"],), size - 1)  # everybody saw it drawn
        else:
            hand = Hand(backs=size)
        badges = [Badge(points(scores[s], lang), "good" if s in winners else "")]
        if s == obs["dealer"] and not over:
            badges.append(Badge(t("сдаёт", "deals"), "muted"))
        if s in winners:
            badges.append(Badge(t("победитель", "winner"), "good"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    zones: list[Zone] = []
    markers: list[Marker] = []
    if obs["deal_no"]:
        zones.append(Zone("stock", "stock", t("Колода", "Stock"), count=obs["stock"],
                          trump=obs["turnup"] if obs["turnup_in_stock"] else None))
        for s in range(n):
            melds = obs["melds"][s]
            if not melds:
                continue
            last = melds[-1]
            note = t(f"комбинаций в раздаче: {len(melds)}, очков {obs['row'][s]}",
                     f"combinations this deal: {len(melds)}, {obs['row'][s]} points")
            zones.append(Zone(f"meld{s}", "row",
                              f"{names[s]}: {kind_name(last['kind'], lang)}, "
                              f"{points(last['points'], lang)}",
                              cards=tuple(last["cards"]), note=note))
        turnup = C.show(C.parse(obs["turnup"]), lang)
        markers.append(Marker(t("Козырь", "Trumps"), turnup, suit=C.SUIT_ASCII[obs["trump"]]))
        if obs["holder"] is not None:
            markers.append(Marker(t("Козырь взял", "Trump drawn by"), names[obs["holder"]]))
        markers.append(Marker(t("Раздача", "Deal"), f"{obs['deal_no']}/"
                              f"{obs['rules']['max_deals']}"))
    markers.append(Marker(t("Игра до", "Game to"), points(obs["rules"]["target"], lang)))

    rows = [(str(i + 1), *(str(p) if p else "·" for p in row))
            for i, row in enumerate(obs["sheet"])]
    if obs["phase"] == "turn":
        rows.append((str(obs["deal_no"]), *(str(p) if p else "·" for p in obs["row"])))
    sheet = Sheet(t("Очки по раздачам", "Points per deal"), (t("Раздача", "Deal"), *names),
                  tuple(rows), (t("Итого", "Total"), *(str(p) for p in scores)))

    controls = []
    mine: list[str] = list(obs["hand"])
    for i, m in enumerate(moves):
        if m.action in (DRAW, PASS):
            controls.append(Control(i, button=True))
            continue
        for k, card in enumerate(mine):
            if (m.action >> k) & 1:
                controls.append(Control(i, card=card))
    return Picture(obs["game"], t("Простак", "Prostak"), viewer, tuple(seats),
                   tuple(zones), tuple(markers), _status(obs, viewer, moves, names, lang),
                   (), "", sheet, tuple(controls))


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        win = obs["winners"]
        if viewer is not None and viewer in win:
            return t2(ru, "Игра окончена: вы победили", "Game over: you won")
        who = ", ".join(names[s] for s in win)
        return t2(ru, f"Игра окончена: побеждает {who}", f"Game over: {who} wins")
    turn = obs["to_move"]
    if turn is None:
        return t2(ru, "Раздача", "Dealing")
    if turn != viewer or not moves:
        return t2(ru, f"Ходит {names[turn]}", f"{names[turn]} to move")
    if moves[0].action == DRAW:
        return t2(ru, "Комбинаций нет: возьмите карту из колоды",
                  "No combination: draw a card")
    if moves[0].action == PASS:
        return t2(ru, "Комбинаций нет, колода кончилась: пас",
                  "No combination and the stock is empty: pass")
    if any(m.action == DRAW for m in moves):
        return t2(ru, "Выложите комбинацию (нажмите на её карту) или возьмите карту",
                  "Lay down a combination (click one of its cards) or draw a card")
    return t2(ru, "Выложите комбинацию: нажмите на её карту",
              "Lay down a combination: click one of its cards")


def t2(ru: bool, ru_text: str, en_text: str) -> str:
    return ru_text if ru else en_text
