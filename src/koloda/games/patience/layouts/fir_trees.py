"""Ёлочки (Fir Trees): two trees of 16 face-up cards each; one card from the stock starts
the main pile, the other 19 stay in the stock. A tree card that nothing covers goes onto
the main pile when it is one rank above or below the pile's top card, suit regardless
(so runs like 7-8-9-8 are built, as in Golf and TriPeaks). The next stock card may be
turned onto the main pile at any time; there is no redeal. Won when both trees are gone.

The text does not draw the trees. Each is a triangle of five rows (1, 2, 3, 4 and 5
cards, as in Pyramid: a card is covered by the two cards below it) standing on a trunk: a
sixteenth card under the middle card of the bottom row, which covers that card alone. So
at the start the trunk and the four other cards of the bottom row are free, ten cards in
all. The text is silent about the King and the Ace: they do not follow each other (the
variant ``wrap`` lets them, as TriPeaks does).
"""

from __future__ import annotations

from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.foundation import golf_solution, main_pile, turn_stock
from koloda.games.patience.layouts.odd_common import BuildRules
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.solve import Solution
from koloda.games.patience.state import PatienceState

TREES, PER_TREE, ROWS = 2, 16, 5
TRUNK = PER_TREE - 1  # the trunk's index within its tree
CARDS = TREES * PER_TREE
STOCK, MAIN = CARDS, CARDS + 1  # pile indices


def _tree_covers() -> list[list[int]]:
    """For each of a tree's 16 places, the places that cover it."""
    place: dict[tuple[int, int], int] = {}
    for r in range(ROWS):
        for k in range(r + 1):
            place[r, k] = len(place)
    out: list[list[int]] = [[] for _ in range(PER_TREE)]
    for (r, k), i in place.items():
        if r + 1 < ROWS:
            out[i] = [place[r + 1, k], place[r + 1, k + 1]]
    out[place[ROWS - 1, (ROWS - 1) // 2]] = [TRUNK]
    return out


TREE_COVERS = _tree_covers()
COVERS = [[t * PER_TREE + c for c in TREE_COVERS[i]]
          for t in range(TREES) for i in range(PER_TREE)]


def _where(i: int) -> tuple[float, float]:
    """(row, col) of tree place ``i`` for the views."""
    tree, k = divmod(i, PER_TREE)
    if k == TRUNK:
        return ROWS + 1, tree * 6 + 2
    r = 0
    while (r + 1) * (r + 2) // 2 <= k:
        r += 1
    return r + 1, tree * 6 + (ROWS - 1 - r) / 2 + (k - r * (r + 1) // 2)


class FirTrees(PatienceGame):
    key = "fir_trees"
    aliases = ("ёлочки", "елочки", "fir-trees")
    title_en = "Fir Trees"
    title_ru = "Ёлочки"
    rules_type = BuildRules
    stock = "special"
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "wrap": ({"wrap": True}, "a King and an Ace follow each other",
                 "король и туз идут друг за другом"),
    }
    goal_en = "Clear both trees onto the main pile before the stock runs out."
    goal_ru = "Разобрать обе ёлочки в главную стопку, пока не кончилась колода."
    reading_en = (
        "Two trees of 16 face-up cards: rows of 1 to 5 cards, each covered by the two "
        "below it as in Pyramid, on a one-card trunk under the middle of the bottom row. "
        "A free card goes on the main pile one rank above or below its top, any suit, as "
        "in Golf; the stock is turned onto the main pile one card at a time whenever the "
        "player likes. King and Ace do not follow each other (the variant 'wrap' allows "
        "it). Won when both trees are cleared.")
    reading_ru = (
        "Две ёлочки по 16 открытых карт: ряды из 1–5 карт, каждая закрыта двумя картами "
        "ниже, как в «Пирамиде», и ствол — одна карта под серединой нижнего ряда. "
        "Свободная карта кладётся в главную стопку на карту на одно достоинство выше или "
        "ниже, масть неважна, как в «Гольфе»; колода открывается в стопку по одной карте, "
        "когда захочет игрок. Король и туз не соседи (вариант wrap — соседи). Обе ёлочки "
        "разобраны — пасьянс сошёлся.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        places = []
        for i in range(CARDS):
            row, col = _where(i)
            places.append(PileSpec("tableau", row=row, col=col, fan="none"))
        return (*places, PileSpec("stock", row=0, col=0, fan="none"),
                main_pile(rules, 0, 1))

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        stock = order[CARDS + 1:][::-1]  # the first undealt card on top
        piles = [[c] for c in order[:CARDS]]
        return [*piles, stock, [order[CARDS]]], [0] * CARDS + [len(stock), 0]

    def free(self, state: PatienceState, pile: int) -> bool:
        if pile >= CARDS:
            return True
        piles = state.piles
        return not any(piles[c] for c in COVERS[pile])

    def can_deal(self, state: PatienceState) -> bool:
        return bool(state.piles[STOCK])

    def deal_stock(self, state: PatienceState) -> None:
        turn_stock(state, MAIN)

    def won(self, state: PatienceState) -> bool:
        return not any(state.piles[:CARDS])

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Solution:
        slots = [(i, 0) for i in range(CARDS) if state.piles[i]]
        index = {p: k for k, (p, _) in enumerate(slots)}
        covers = [[index[c] for c in COVERS[p] if c in index] for p, _ in slots]
        return golf_solution(state, slots, covers, MAIN, time_limit, node_limit)
