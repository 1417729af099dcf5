"""The table picture of Пятёрка (docs/table-picture.md), from one observation only: the
seats (faces for the viewer, backs for the others) with points, tricks of the deal and
the dealer; the trick on the table; the stock with the turned trump; markers for the
trump, the target and a march; the last trick; the sheet of points per deal; a control
on each playable card and a button for each other move."""

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
from koloda.games.pyaterka.texts import points, tricks


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
    turn = obs["to_move"]
    seats = []
    for s in range(n):
        hand = Hand(tuple(obs["hand"])) if s == viewer else Hand(backs=obs["hand_sizes"][s])
        badges = [Badge(points(scores[s], lang), "good" if over and scores[s] == max(scores)
                        else "")]
        if obs["deal_no"] and not over:
            badges.append(Badge(tricks(obs["taken"][s], lang), "info"))
        if s == obs["dealer"] and not over:
            badges.append(Badge(t("сдаёт", "deals"), "muted"))
        if obs["marching"] == s:
            badges.append(Badge(t("марш", "march"), "attack"))
        if over and scores[s] == max(scores):
            badges.append(Badge(t("победитель", "winner"), "good"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    zones: list[Zone] = []
    markers: list[Marker] = []
    if obs["deal_no"]:
        trick = obs["trick"]
        number = min(len(obs["tricks"]) + 1, 5)
        zones.append(Zone("trick", "trick", t(f"Взятка {number}", f"Trick {number}"),
                          cards=tuple(c for _, c in trick), seats=tuple(s for s, _ in trick)))
        taken = obs["robber"] is not None
        zones.append(Zone("stock", "stock", t("Колода", "Stock"), count=obs["stock"],
                          trump=None if taken else obs["turnup"]))
        turnup = C.show(C.parse(obs["turnup"]), lang)
        markers.append(Marker(t("Козырь", "Trumps"), turnup, suit=C.SUIT_ASCII[obs["trump"]]))
        if taken:
            markers.append(Marker(t("Козырь взял", "Trump taken by"), names[obs["robber"]]))
        elif obs["ace_seat"] is not None and obs["phase"] != "rob":
            markers.append(Marker(t("Туз козырей", "Trump ace"), names[obs["ace_seat"]]))
        if viewer is not None and viewer == obs["robber"] and obs["discard"]:
            shown = C.show(C.parse(obs["discard"][0]), lang)
            markers.append(Marker(t("Ваш снос", "Your discard"), shown))
    markers.append(Marker(t("Игра до", "Game to"), points(obs["rules"]["target"], lang)))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["tricks"]:
        done = obs["tricks"][-1]
        last = (Zone("last", "trick", cards=tuple(c for _, c in done["cards"]),
                     seats=tuple(s for s, _ in done["cards"])),)
        last_label = t(f"Взятку {len(obs['tricks'])} взял {names[done['winner']]}",
                       f"Trick {len(obs['tricks'])} taken by {names[done['winner']]}")

    sheet = Sheet(t("Очки по раздачам", "Points per deal"), (t("Раздача", "Deal"), *names),
                  tuple((str(i + 1), *(str(p) if p else "·" for p in row))
                        for i, row in enumerate(obs["sheet"])),
                  (t("Итого", "Total"), *(str(p) for p in scores)))

    controls = []
    for i, m in enumerate(moves):
        if m.action < 64:
            controls.append(Control(i, card=C.to_text(m.action)))
        else:
            controls.append(Control(i, button=True))
    return Picture(obs["game"], t("Пятёрка", "Spoil Five"), viewer, tuple(seats),
                   tuple(zones), tuple(markers), _status(obs, viewer, moves, names, lang),
                   last, last_label, sheet, tuple(controls))


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    scores: list[int] = obs["scores"]
    if obs["over"]:
        win = max(range(len(scores)), key=lambda s: scores[s])
        if names[win] in ("Вы", "You"):
            return t2(ru, f"Игра окончена: вы победили ({points(scores[win], 'ru')})",
                      f"Game over: you won ({points(scores[win], 'en')})")
        return t2(ru, f"Игра окончена: побеждает {names[win]} ({points(scores[win], 'ru')})",
                  f"Game over: {names[win]} wins ({points(scores[win], 'en')})")
    turn = obs["to_move"]
    if turn is None:
        return t2(ru, "Раздача", "Dealing")
    if turn != viewer or not moves:
        return t2(ru, f"Ходит {names[turn]}", f"{names[turn]} to move")
    phase = obs["phase"]
    if phase == "rob":
        return t2(ru, "У вас туз козырей: возьмите открытый козырь, снеся карту, или "
                  "откажитесь", "You hold the trump ace: take the turned trump, "
                  "discarding a card, or leave it")
    if phase == "march":
        return t2(ru, "У вас три первые взятки: хватит или сквозной марш на все пять?",
                  "You took the first three tricks: stop, or march for all five?")
    if obs["trick"]:
        return t2(ru, "Ваш ход: положите карту (в масть, иначе козырь)",
                  "Your move: play a card (follow suit, else trump)")
    return t2(ru, "Ваш ход: ходите любой картой", "Your lead: play any card")


def t2(ru: bool, ru_text: str, en_text: str) -> str:
    return ru_text if ru else en_text
