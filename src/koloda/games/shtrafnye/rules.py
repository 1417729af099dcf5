"""The rule keys of «Штрафные очки» (see the package docstring for the reading)."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class ShtrafnyeRules(Rules):
    decks: int = rule(2, choices=(1, 2), en="52-card packs shuffled together",
                      ru="колод по 52 карты, перемешанных вместе")
    deals: int = rule(3, lo=0, hi=50,
                      en="deals in a game; 0: no count, play to the points limit",
                      ru="сдач в игре; 0 — без счёта сдач, до предела очков")
    limit: int = rule(0, lo=0, hi=1000,
                      en="the game ends when a player's penalty reaches this; 0: no limit",
                      ru="игра кончается, когда штраф игрока достиг этого числа; 0 — "
                         "без предела")
    draw_until: bool = rule(True,
                            en="without a card to lay, draw until one fits (off: draw one "
                               "card, and pass if it does not fit)",
                            ru="без подходящей карты тянуть из колоды, пока не придёт "
                               "подходящая (выключено: тянуть одну и пропустить ход, если "
                               "не подошла)")
    ace_suit: bool = rule(False,
                          en="the player of an ace names the suit to follow",
                          ru="положивший туза называет масть, в которую ходить дальше")

    def check(self) -> None:
        if self.deals == 0 and self.limit == 0:
            raise RuleError("set a number of deals or a points limit, or the game never "
                            "ends (rules deals, limit)",
                            "задайте число сдач или предел очков, иначе игра не кончится "
                            "(правила deals, limit)")
