"""The table picture of Наполеон (docs/table-picture.md), from one observation only: the
seats (faces for the viewer, backs for the others) with money, bids and tricks; the
trick on the table; the stock; markers for the contract, the trump, the kitty and the
stake; the last trick; the sheet of money per deal; a control on each playable card
and a button for each other move."""

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
from koloda.games.napoleon.texts import tricks

_BID_RU = {"pass": "пас", "here": "здесь", "bid nap": "наполеон"}
_BID_EN = {"pass": "pass", "here": "here", "bid nap": "Napoleon"}


def _bid_word(text: str, ru: bool) -> str:
    words = _BID_RU if ru else _BID_EN
    if text in words:
        return words[text]
    return ("заказ " if ru else "bid ") + text.split()[-1]


def _contract(high: int, ru: bool) -> str:
    if high == 6:
        return "наполеон" if ru else "Napoleon"
    return tricks(high, "ru" if ru else "en")


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    over: bool = obs["over"]
    money: list[int] = obs["money"]
    turn = obs["to_move"]
    last_bid: dict[int, str] = {}
    for s, text in obs["bids"]:
        last_bid[s] = text
    seats = []
    for s in range(n):
        hand = Hand(tuple(obs["hand"])) if s == viewer else Hand(backs=obs["hand_sizes"][s])
        badges = [Badge(f"{money[s]:+d}", "good" if over and money[s] == max(money) else "")]
        if not over and obs["phase"] == "bid" and s in last_bid:
            badges.append(Badge(_bid_word(last_bid[s], ru), "muted" if obs["passed"][s]
                                else "info"))
        if obs["declarer"] == s and not over:
            badges.append(Badge(t("играет", "declarer"), "attack"))
        if obs["declarer"] is not None and obs["phase"] == "play":
            badges.append(Badge(tricks(obs["taken"][s], lang), "info"))
        if s == obs["dealer"] and not over:
            badges.append(Badge(t("сдаёт", "deals"), "muted"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    zones: list[Zone] = []
    markers: list[Marker] = []
    if obs["deal_no"]:
        trick = obs["trick"]
        zones.append(Zone("trick", "trick", t("Взятка", "Trick"),
                          cards=tuple(c for _, c in trick), seats=tuple(s for s, _ in trick)))
        zones.append(Zone("stock", "stock", t("Колода", "Stock"), count=obs["stock"]))
        if obs["high"]:
            who = names[obs["high_seat"]]
            markers.append(Marker(t("Заказ", "Bid"), f"{_contract(obs['high'], ru)} — {who}"))
        if obs["trump"] is not None:
            markers.append(Marker(t("Козырь", "Trumps"),
                                  (C.SUIT_NAMES_RU if ru else C.SUIT_NAMES_EN)[obs["trump"]],
                                  suit=C.SUIT_ASCII[obs["trump"]]))
        if obs["bought"]:
            markers.append(Marker(t("Прикуп", "Bought"), t("одна карта", "one card")))
        if viewer is not None and viewer == obs["declarer"] and obs["discard"]:
            markers.append(Marker(t("Ваш снос", "Your discard"),
                                  C.show(C.parse(obs["discard"][0]), lang)))
    markers.append(Marker(t("Клад Наполеона", "Napoleon's kitty"), str(obs["kitty"])))
    markers.append(Marker(t("Ставка", "Stake"), str(obs["rules"]["stake"])))
    markers.append(Marker(t("Сдача", "Deal"), f"{obs['deal_no']} / {obs['deals']}"))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["tricks"]:
        done = obs["tricks"][-1]
        last = (Zone("last", "trick", cards=tuple(c for _, c in done["cards"]),
                     seats=tuple(s for s, _ in done["cards"])),)
        last_label = t(f"Взятку взял {names[done['winner']]}",
                       f"Trick taken by {names[done['winner']]}")

    sheet = Sheet(t("Расчёт по сдачам", "Money per deal"),
                  (t("Сдача", "Deal"), *names, t("Клад", "Kitty")),
                  tuple((str(i + 1), *(f"{p:+d}" for p in row[:-1]), str(row[-1]))
                        for i, row in enumerate(obs["sheet"])),
                  (t("Итого", "Total"), *(f"{m:+d}" for m in money), str(obs["kitty"])))

    controls = tuple(Control(i, card=C.to_text(m.action)) if m.action < 64
                     else Control(i, button=True) for i, m in enumerate(moves))
    return Picture(obs["game"], t("Наполеон", "Napoleon"), viewer, tuple(seats),
                   tuple(zones), tuple(markers), _status(obs, viewer, moves, names, ru),
                   last, last_label, sheet, controls)


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], ru: bool) -> str:
    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    money: list[int] = obs["money"]
    if obs["over"]:
        best = max(money)
        who = ", ".join(names[s] for s, m in enumerate(money) if m == best)
        return t(f"Игра окончена: впереди {who} ({best:+d})",
                 f"Game over: {who} ahead ({best:+d})")
    turn = obs["to_move"]
    if turn is None:
        return t("Раздача", "Dealing")
    if turn != viewer or not moves:
        return t(f"Ходит {names[turn]}", f"{names[turn]} to move")
    phase = obs["phase"]
    if phase == "bid":
        return t("Ваш заказ: больше прежнего или пас", "Your bid: higher than the last, or pass")
    if phase == "buy":
        return t("Прикупить: скиньте карту и возьмите верхнюю из колоды, или оставьте руку",
                 "Buying: discard a card and take the top of the stock, or keep your hand")
    if obs["trump"] is None:
        return t("Ваш ход: масть первой карты станет козырем",
                 "Your lead: the suit of this card becomes trumps")
    if obs["trick"]:
        return t("Ваш ход: в масть, иначе козырь", "Your move: follow suit, else trump")
    return t("Ваш ход: любая карта", "Your lead: any card")
