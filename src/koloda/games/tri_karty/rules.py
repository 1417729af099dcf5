"""The rule keys of «Три карты на кон» (see the package docstring for the reading)."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class TriKartyRules(Rules):
    stake: int = rule(1, lo=1, hi=100,
                      en="the stake each player of the side against the dealer puts in the pot",
                      ru="ставка, которую каждый игрок стороны против сдатчика кладёт на кон")
    target: int = rule(5, lo=0, hi=50,
                       en="the game ends when a side has won this many chips in all; "
                          "0: one deal only",
                       ru="игра кончается, когда сторона выиграла столько фишек в сумме; "
                          "0 — одна сдача")
    dealer_swap: bool = rule(True,
                             en="the dealer may exchange one card of his hand for the "
                                "turned-up trump",
                             ru="сдатчик может обменять одну свою карту на открытый козырь")

    def check_players(self, players: int) -> None:
        if players not in (2, 4):
            raise RuleError(
                f"this game is for 2 players or two pairs of 4, not {players}",
                f"в эту игру играют вдвоём или двое на двое (4 игрока), а не {players}")
