"""Узник (the Prisoner): 36 cards. Eighteen are dealt face up in two rows of nine, the
"prisoners"; the next three are turned one by one into a top row of three places (left,
middle, right); the last fifteen make the stock.

Every card of the two lower rows whose rank is the rank of the middle top card is freed:
it goes onto the middle place. When nothing more can be freed, the next three cards of
the stock are turned one by one onto the three top places, covering the cards there, and
freeing starts again with the new middle card. The stock is gone through twice. Won when
all eighteen prisoners have been freed.

The patience is forced: every step is decided by the deal (the "solver" plays it out).
Readings where the text is silent: the freed cards are kept at the middle place as a pile
of their own (the text lays them on the middle card; kept apart, they stay out of the
second pass). For the second pass the three top piles are picked up, the left one first,
then the middle one, then the right one, and dealt again three at a time in the order in
which their cards were laid; so different cards come to the middle. The rule ``passes``
sets how many times the stock is gone through (the text: twice).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.forced_common import grid_label, play_out, step_if
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.solve import Solution
from koloda.games.patience.state import PatienceState

COLS = 9
CELLS = 2 * COLS  # piles 0..17: the prisoners
LEFT, MIDDLE, RIGHT = CELLS, CELLS + 1, CELLS + 2
FREED = CELLS + 3
STOCK = CELLS + 4


@dataclass(frozen=True)
class PrisonerRules(Rules):
    passes: int = rule(2, lo=1, hi=3, en="times the stock is gone through (the text: twice)",
                       ru="сколько раз раскладывается колода (в тексте — дважды)")


class Prisoner(PatienceGame):
    key = "prisoner"
    aliases = ("узник",)
    title_en = "The Prisoner"
    title_ru = "Узник"
    pile_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "l": ("Слева", "Left"), "m": ("В середине", "Middle"), "r": ("Справа", "Right"),
        "f": ("Освобождённые", "Freed")}
    rules_type = PrisonerRules
    deck_size = 36
    goal_en = "Free all eighteen cards of the two lower rows onto the middle top place."
    goal_ru = "Переложить все восемнадцать карт двух нижних рядов на среднее место верхнего ряда."
    reading_en = (
        "Two rows of nine face up, three cards above them, fifteen in the stock. Cards of "
        "the lower rows that match the rank of the middle top card go onto the middle "
        "place (kept there as a pile of their own); then three more stock cards cover the "
        "top three. There is no choice: the deal alone decides. For the second pass the "
        "top piles are gathered left, middle, right and dealt again in their order. Won "
        "when the lower rows are empty.")
    reading_ru = (
        "Два открытых ряда по девять, над ними три карты, в колоде пятнадцать. Карты нижних "
        "рядов того же достоинства, что средняя верхняя, перекладываются на среднее место "
        "(там они лежат отдельной стопкой); затем три карты из колоды накрывают верхние. "
        "Выбора нет: всё решает расклад. Для второго раза верхние стопки собираются — "
        "левая, средняя, правая — и раскладываются в том же порядке. Сошёлся, когда нижние "
        "ряды опустели.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        cells = tuple(PileSpec("tableau", row=1 + r, col=c, fan="none",
                               label=grid_label(r, c)) for r in range(2) for c in range(COLS))
        return (*cells,
                PileSpec("reserve", gives=False, row=0, col=3, fan="none", label="l"),
                PileSpec("reserve", gives=False, row=0, col=4, fan="none", label="m"),
                PileSpec("reserve", gives=False, row=0, col=5, fan="none", label="r"),
                PileSpec("foundation", gives=False, row=0, col=6, fan="none", label="f"),
                PileSpec("stock", row=0, col=0, fan="none", label="s"))

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        cells = [[card] for card in order[:CELLS]]
        top = [[card] for card in order[CELLS:CELLS + 3]]
        stock = order[CELLS + 3:][::-1]  # the first undealt card on top
        piles = [*cells, *top, [], stock]
        return piles, [0] * (CELLS + 4) + [len(stock)]

    @staticmethod
    def _passes(rules: Rules) -> int:
        return int(getattr(rules, "passes", 2))

    def redeals(self, rules: Rules) -> int | None:
        return self._passes(rules) - 1

    def _matching(self, state: PatienceState) -> list[int]:
        middle = state.piles[MIDDLE]
        if not middle:
            return []
        rank = C.rank_of(middle[-1])
        return [i for i in range(CELLS)
                if state.piles[i] and C.rank_of(state.piles[i][-1]) == rank]

    def own_moves(self, rules: Rules) -> frozenset[int]:
        return frozenset({A.STEP})

    def extra_actions(self, state: PatienceState) -> list[int]:
        return step_if(bool(self._matching(state) or state.piles[STOCK] or (
            state.passes < self._passes(state.rules) - 1 and state.piles[MIDDLE])))

    def apply_extra(self, state: PatienceState, action: int) -> None:
        piles = state.piles
        matching = self._matching(state)
        if matching:  # free every prisoner of the middle card's rank
            for i in matching:
                piles[FREED].append(piles[i].pop())
            return
        stock = piles[STOCK]
        if stock:  # the next three cards onto the top row
            for pile in (LEFT, MIDDLE, RIGHT):
                if stock:
                    piles[pile].append(stock.pop())
            return
        # the next pass: the top piles gathered left, middle, right, in their order
        order = piles[LEFT] + piles[MIDDLE] + piles[RIGHT]
        piles[LEFT], piles[MIDDLE], piles[RIGHT] = [], [], []
        piles[STOCK] = order[::-1]
        state.passes += 1

    def won(self, state: PatienceState) -> bool:
        return not any(state.piles[i] for i in range(CELLS))

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Solution:
        return play_out(state, time_limit, node_limit)
