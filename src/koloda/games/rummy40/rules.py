"""The rule keys of Rummy to 40."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, rule

HAND = 13


@dataclass(frozen=True)
class Rummy40Rules(Rules):
    deals: int = rule(5, lo=1, hi=10, en="deals in the game; then the lowest total wins",
                      ru="раздач в игре; затем побеждает меньший счёт")
    opening: int = rule(40, lo=0, hi=100, step=5,
                        en="points a player's first lay-down must hold at least",
                        ru="сколько очков должно быть в первой выкладке игрока, не меньше")
    opening_single: bool = rule(
        False, en="the first lay-down is one meld that holds the points alone (off: "
                  "the melds laid in that turn count together)",
        ru="первая выкладка — одна комбинация, набирающая очки сама (выкл: считаются "
           "вместе все комбинации, выложенные за этот ход)")
    lay_off: str = rule("own", choices=("own", "any"),
                        en="cards are added to: own — one's own melds only; any — any meld",
                        ru="докладывать карты: own — только к своим комбинациям; any — "
                           "к любым",
                        labels={"own": ("к своим", "to one's own"),
                                "any": ("к любым", "to any meld")})
    go_out: str = rule("meld", choices=("meld", "discard"),
                       en="going out: meld — every last card goes into melds; discard — "
                          "the last card may be discarded",
                       ru="как закончить: meld — все карты до последней в комбинации; "
                          "discard — последнюю карту можно сбросить",
                       labels={"meld": ("всё в комбинации", "all into melds"),
                               "discard": ("можно сбросом", "by a discard too")})
    decks: int | None = rule(None, lo=1, hi=2, optional=True,
                             en="decks of 52 cards and 2 jokers (none: one for 3–4 "
                                "players, two for 5–6)",
                             ru="колод по 52 карты и 2 джокера (none: одна на 3–4 игроков, "
                                "две на 5–6)")
    rounds: int = rule(20, lo=5, hi=100,
                       en="rounds in a deal at most (each player's turn once a round); "
                          "then the deal ends with nobody out and every hand pays for its "
                          "cards",
                       ru="раундов в раздаче самое большее (раунд — по ходу каждого); "
                          "затем раздача заканчивается без победителя и все платят за "
                          "свои карты")

    def deck_count(self, players: int) -> int:
        if self.decks is not None:
            return self.decks
        return 1 if players <= 4 else 2

    def check_players(self, players: int) -> None:
        decks = self.deck_count(players)
        if players * HAND >= decks * 54:
            raise RuleError(
                f"{players} players need two decks: 13 cards each leave no stock in one "
                f"(rule decks)",
                f"на {players} игроков нужны две колоды: по 13 карт из одной не остаётся "
                f"колоды для добора (правило decks)")
