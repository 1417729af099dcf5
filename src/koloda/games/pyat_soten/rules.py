"""The rule keys of Пять сотен (500), declared once (``koloda rules pyat_soten``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from koloda.engine.rules import Rules, rule

SLAMS = ("text", "classic")


@dataclass(frozen=True)
class PyatSotenRules(Rules):
    target: int = rule(
        500, choices=(0, 250, 500, 1000),
        labels={0: ("одна сдача", "one deal"), 250: ("250", "250"), 500: ("500", "500"),
                1000: ("1000", "1000")},
        en="points that win the game (0: a single deal, the best score wins it)",
        ru="сколько очков нужно для победы (0 — одна сдача, побеждает лучший счёт)")
    must_trump: bool = rule(
        True, en="a player with no card of the suit led must play a trump if he has one",
        ru="у кого нет масти хода, тот обязан бить козырем, если козырь есть")
    slam: str = rule(
        "text", choices=SLAMS,
        labels={"text": ("ниже 7♣", "below 7♣"), "classic": ("ниже 250", "below 250")},
        en="all ten tricks score 250 on a bid below 7♣ (text) or on any bid worth less "
           "than 250 (classic)",
        ru="все десять взяток дают 250 при заказе ниже 7♣ (text) или при любом заказе "
           "дешевле 250 (classic)")
    instant_win: bool = rule(
        True, en="making 10♥ or ten no-trumps wins the game at once",
        ru="сыгранный заказ 10♥ или 10 без козыря сразу выигрывает партию")
    minus_out: bool = rule(
        False, en="a side whose score falls to minus the target or below loses the game",
        ru="сторона, чей счёт упал до минус цели или ниже, проигрывает партию")
    max_deals: int = rule(
        50, lo=1, hi=1000,
        en="a guard against endless games: after this many deals the best score wins",
        ru="защита от бесконечной партии: после стольких сдач побеждает лучший счёт")


PRESETS: Mapping[str, Mapping[str, Any]] = {
    "text": {},
    "classic": {"must_trump": False, "slam": "classic", "minus_out": True},
    "one_deal": {"target": 0},
}
