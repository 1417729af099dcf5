"""The rule keys of «Валеты»: how many points each pair writes off."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class ValetyRules(Rules):
    target: int = rule(15, lo=1, hi=60,
                       en="the points each pair starts with and must write off to win",
                       ru="сколько очков каждой паре нужно списать, чтобы выиграть")

    def check_players(self, players: int) -> None:
        if players != 4:
            raise RuleError("this game is played by four, two against two",
                            "в эту игру играют вчетвером, двое на двое")
