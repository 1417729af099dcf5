"""The rule keys of Мушка-копилка (``koloda rules mushka_kopilka`` lists them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class KopilkaRules(Rules):
    deals: int = rule(4, lo=1, hi=8, en="deals in a match (the text: four)",
                      ru="сдач в партии (по тексту четыре)")
    ante: int = rule(20, lo=0, hi=200, en="what each player puts into the kitty at the start",
                     ru="сколько каждый кладёт в копилку в начале партии")
    fine: int = rule(5, lo=0, hi=100,
                     en="fine into the kitty for a deal without a trick, and for passing "
                        "while holding the suit led",
                     ru="штраф в копилку за сдачу без взятки и за пас при нужной масти")
    fee: int = rule(2, lo=0, hi=100,
                    en="what everyone but the first to shed his cards pays in each deal",
                    ru="сколько платят за сдачу все, кроме первого снёсшего карты")
    unit: int = rule(2, lo=1, hi=20,
                     en="price of a trick: spades 1, clubs 2, diamonds 3, hearts 4 times this",
                     ru="цена взятки: пики 1, трефы 2, бубны 3, черви 4, умноженные на это")
    spade_ace_wild: bool = rule(True,
                                en="the ace of spades may be played on any suit and takes "
                                   "the trick",
                                ru="туза пик можно положить на любую масть, и он берёт взятку")
    pass_holding: bool = rule(True,
                              en="a player may pass while holding the suit led, paying the "
                                 "fine (off: he must give a card)",
                              ru="можно спасовать, имея нужную масть, заплатив штраф "
                                 "(выкл.: нужно дать карту)")

    def check_players(self, players: int) -> None:
        if players != 4:
            raise RuleError("Mushka-kopilka is played by exactly four players",
                            "в Мушку-копилку играют ровно вчетвером")


PRESETS: dict[str, dict[str, Any]] = {
    "match": {},
    "one_deal": {"deals": 1},
}
