"""Пары (Pairs): 36 cards in nine piles of four, face down; the top card of every pile lies
face up, and any two face-up tops of the same rank are taken off together, which turns up
the cards beneath them. The deal is won when all eighteen pairs are off.

The text says the tops "are turned up in any order" and pairs of a rank are set aside as
they appear. Turning a top up costs nothing and may be done at any time, so the order
cannot matter: we show every top at once and leave the player the one real choice, which
two cards of a rank go out when three or four of it are showing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.pairs_common import (
    REMOVED,
    ShrinkingPiles,
    discard,
    tableau,
)
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.solvers.pairs import search
from koloda.games.patience.state import PatienceState

PILES = 9


@dataclass(frozen=True)
class PairsRules(Rules):  # no foundation to play home to: no "auto" key
    """Nothing to choose."""


class Pairs(PatienceGame):
    key = "pairs"
    aliases = ("пары", "pary")
    title_en = "Pairs"
    title_ru = "Пары"
    pile_titles: ClassVar[Mapping[str, tuple[str, str]]] = {"f": REMOVED}
    rules_type = PairsRules
    deck_size = 36
    pairing = "rank"
    goal_en = "Take all 36 cards off in pairs of the same rank."
    goal_ru = "Снять все 36 карт парами одного достоинства."
    reading_en = ("Nine piles of four cards, face down; the top card of every pile is "
                  "face up. Any two face-up tops of the same rank may be taken off, and "
                  "the cards under them turn up. The text turns the tops up 'in any "
                  "order'; since turning one up costs nothing, all tops are shown at "
                  "once. Won when all eighteen pairs are off; lost when no two tops "
                  "match.")
    reading_ru = ("Девять стопок по четыре карты рубашкой вверх; верхняя карта каждой "
                  "стопки открыта. Любые две открытые верхние карты одного достоинства "
                  "можно убрать, и карты под ними открываются. В тексте верхние карты "
                  "открываются «в произвольном порядке»; открыть карту ничего не стоит, "
                  "поэтому открыты сразу все. Пасьянс сошёлся, когда убраны все "
                  "восемнадцать пар; не сошёлся, когда пар среди верхних карт нет.")

    def redeals(self, rules: Rules) -> int | None:
        """No waste is ever turned over, so there is no count to show."""
        return None

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (discard(row=0, col=0),
                *(PileSpec("tableau", row=1, col=i) for i in range(PILES)))

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        piles: list[list[C.Card]] = [[]]
        piles.extend(order[4 * i:4 * i + 4] for i in range(PILES))
        return piles, [0] + [3] * PILES

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Any:
        return search(ShrinkingPiles(state, tableau(state)), time_limit, node_limit)
