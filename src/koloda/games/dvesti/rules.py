"""The rule keys of Двести, declared once (``koloda rules dvesti`` lists them)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, check_seat_rule, rule

TOP_BID = 100  # every card point of the deal: nobody can promise more


@dataclass(frozen=True)
class DvestiRules(Rules):
    target: int = rule(200, choices=(200, 300, 500),
                       en="points that win the game (and minus points that lose it)",
                       ru="очков для победы (и столько же минусовых — для проигрыша)")
    min_bid: int = rule(50, choices=(50, 60), en="the lowest bid",
                        ru="наименьшая ставка")
    hundred_for_two: bool = rule(
        False, en="«100 for 200»: a made bid of 100 scores 200, a lost one costs 100",
        ru="«100 на 200»: сыгранная ставка 100 приносит 200, проигранная стоит 100")
    single_bid: bool = rule(False, en="one-round auction: each player speaks once",
                            ru="одноразовая торговля: каждый говорит один раз")
    partners: bool = rule(True, en="partners sit opposite (4 or 6 players); five: two pairs "
                                   "and a shadow partner; off: each plays for himself",
                          ru="партнёры сидят напротив (4 или 6 игроков); впятером — две "
                             "пары и теневой партнёр; выкл.: каждый играет сам за себя")
    rotate: bool = rule(False, en="six players: three pairs in turn, two play each deal "
                                  "with 36 cards while the third sits out",
                        ru="вшестером: три пары по очереди — каждую раздачу играют две "
                           "пары колодой в 36 карт, третья отдыхает")
    kitten: bool = rule(False, en="the kitten: four face-down cards the auction's winner "
                                  "may exchange (the deck gets its sixes)",
                        ru="котёнок: четыре закрытые карты для обмена победителю торговли "
                           "(в колоду добавляют шестёрки)")
    deck: int = rule(0, choices=(0, 36, 40, 52),
                     en="cards in the deck: 36 (no 2-4, no 6), 40 (with the sixes), 52 "
                        "(six players); 0: by the players (52 for six, 40 for five or with "
                        "the kitten, else 36)",
                     ru="карт в колоде: 36 (без 2-4 и 6), 40 (с шестёрками), 52 (вшестером); "
                        "0 — по числу игроков (52 вшестером, 40 впятером или с котёнком, "
                        "иначе 36)")
    max_deals: int = rule(60, lo=1, hi=500,
                          en="a limit of deals: after it the highest score wins",
                          ru="предел раздач: после него побеждает больший счёт")
    first_dealer: int | None = rule(None, lo=1, hi=6, optional=True,
                                    en="who deals first (a seat); empty: the last seat",
                                    ru="кто сдаёт первым (место); пусто — последнее место")

    def check(self) -> None:
        if self.kitten and self.deck == 36:
            raise RuleError("the kitten needs the sixes: a 40- or 52-card deck (rules "
                            "kitten, deck)",
                            "котёнку нужны шестёрки: колода из 40 или 52 карт (правила "
                            "kitten, deck)")

    def size(self, players: int) -> int:
        """The deck for this many players (the rule ``deck``, or 0: chosen by them)."""
        if self.deck:
            return self.deck
        if players == 6 and not self.rotate:
            return 52
        return 40 if players == 5 or self.kitten else 36

    def check_players(self, players: int) -> None:
        size = self.size(players)
        if self.rotate:
            if players != 6 or not self.partners:
                raise RuleError("three pairs in turn need six players with partners (rules "
                                "rotate, partners)",
                                "три пары по очереди — это игра вшестером с партнёрами "
                                "(правила rotate, partners)")
            if size not in (36, 40):
                raise RuleError("three pairs in turn play a 36-card deck, 40 with the kitten "
                                "(rule deck)",
                                "три пары по очереди играют колодой в 36 карт, с котёнком — "
                                "в 40 (правило deck)")
            check_seat_rule(self, "first_dealer", players)
            return
        if players == 6 and size != 52:
            raise RuleError("six players need the 52-card deck (rule deck=52)",
                            "вшестером играют колодой из 52 карт (правило deck=52)")
        if players < 6 and size == 52:
            raise RuleError("the 52-card deck is for six players only (rule deck)",
                            "колода из 52 карт — только для игры вшестером (правило deck)")
        if players == 5 and (size != 40 or self.kitten):
            raise RuleError("five play with 40 cards and no kitten (rules deck, kitten)",
                            "впятером играют колодой из 40 карт без котёнка (правила deck, "
                            "kitten)")
        check_seat_rule(self, "first_dealer", players)
        if players == 5 and self.partners and self.first_dealer == 5:
            raise RuleError("the shadow partner (seat 5) never deals (rule first_dealer)",
                            "теневой партнёр (место 5) не сдаёт (правило first_dealer)")


PRESETS: Mapping[str, Mapping[str, Any]] = {
    "to300": {"target": 300, "min_bid": 60},
    "to500": {"target": 500, "min_bid": 60},
    "six": {"deck": 52, "kitten": True},
    "bank": {"deck": 52, "kitten": True, "target": 500},
    "solo": {"partners": False},
    "turns": {"rotate": True},
}
