"""The rule keys of Дрейфус, declared once (``koloda rules dreyfus`` lists them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, rule

FINISH = ("deal", "cycle")


@dataclass(frozen=True)
class DreyfusRules(Rules):
    target: int = rule(10, lo=1, hi=50,
                       en="points under the line that win the game",
                       ru="сколько очков под чертой выигрывает партию")
    others_buy: bool = rule(True,
                            en="cards left in the widow may be bought by the next players too",
                            ru="оставшиеся в прикупке карты могут прикупить и следующие игроки")
    buy_cost: int = rule(1, lo=0, hi=5,
                         en="minus points above the line for each card bought",
                         ru="минус над чертой за каждую прикупленную карту")
    no_trump_deal: bool = rule(True,
                               en="every fifth deal is played without trumps (spades, clubs, "
                                  "diamonds, hearts, none)",
                               ru="каждая пятая сдача без козыря (пики, трефы, бубны, черви, "
                                  "без козыря)")
    finish: str = rule("deal", choices=FINISH,
                       labels={"deal": ("сдача", "the deal"),
                               "cycle": ("круг козырей", "the trump cycle")},
                       en="once someone reaches the target: deal — the game ends after that "
                          "deal; cycle — the round of trump suits is played out first",
                       ru="когда кто-то набрал нужное: deal — партия кончается этой сдачей; "
                          "cycle — сначала доигрывают круг козырей")

    def check_players(self, players: int) -> None:
        if players != 3:
            raise RuleError("Dreyfus is played by exactly three players",
                            "в Дрейфус играют ровно трое")


PRESETS: dict[str, dict[str, Any]] = {
    "classic": {},
    "short": {"target": 5},
}
