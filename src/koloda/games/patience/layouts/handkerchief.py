"""Платок (Handkerchief): the 52 cards face up in five rows of ten, the last two in a sixth
row under the first two columns. The lowest card of each column is free; two free cards
of the same rank go out together, which frees the card above each. Won when all cards are
out, lost when no two free cards match.

The text is complete; the layout is read as ten columns, the first two six cards deep.
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

COLUMNS, ROWS = 10, 5


@dataclass(frozen=True)
class HandkerchiefRules(Rules):  # no foundation to play home to: no "auto" key
    """Nothing to choose."""


class Handkerchief(PatienceGame):
    key = "handkerchief"
    aliases = ("платок", "platok")
    title_en = "Handkerchief"
    title_ru = "Платок"
    pile_titles: ClassVar[Mapping[str, tuple[str, str]]] = {"f": REMOVED}
    rules_type = HandkerchiefRules
    pairing = "rank"
    goal_en = "Put all 52 cards out in pairs of the same rank."
    goal_ru = "Убрать все 52 карты парами одного достоинства."
    reading_en = ("All 52 cards lie face up in five rows of ten, the last two in a sixth "
                  "row under the first two columns. The lowest card of each column is "
                  "free; two free cards of the same rank go out together, freeing the "
                  "cards above them. Won when every card is out; lost when no two free "
                  "cards match.")
    reading_ru = ("Все 52 карты лежат открытыми пятью рядами по десять, последние две — "
                  "шестым рядом под первыми двумя столбцами. Свободна нижняя карта "
                  "каждого столбца; две свободные карты одного достоинства убираются "
                  "вместе и открывают доступ к картам над ними. Пасьянс сошёлся, когда "
                  "убраны все карты; не сошёлся, когда среди свободных карт нет пары.")

    def redeals(self, rules: Rules) -> int | None:
        """No waste is ever turned over, so there is no count to show."""
        return None

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (discard(row=0, col=0),
                *(PileSpec("tableau", row=1, col=i) for i in range(COLUMNS)))

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        cols = [[order[r * COLUMNS + c] for r in range(ROWS)] for c in range(COLUMNS)]
        for c, card in enumerate(order[ROWS * COLUMNS:]):
            cols[c].append(card)
        return [[], *cols], [0] * (1 + COLUMNS)

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Any:
        return search(ShrinkingPiles(state, tableau(state)), time_limit, node_limit)
