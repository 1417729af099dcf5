"""Коко (Coco): 36 cards. 32 of them are dealt face down in four rows of eight; each
row has a ninth place, empty, at its right end, kept for the Ace. The last four cards
make a small face-down pile. Each row belongs to one suit (♠, ♣, ♦, ♥ from the top, as
the text's example puts the diamonds in the third row) and each column to one rank: 6,
7, 8, 9, 10, J, Q, K, and the Ace's empty place.

Play is a chain: the top card of the small pile is turned up and put on its own place;
the face-down card lying there is taken up, turned, and put on *its* place, and so on.
An Ace goes to its empty place and uncovers nothing, so the chain stops and the next card
is taken from the small pile, which may be touched only then.

The goal, as the text states it, is the cards laid out in four rows by suit in
ascending order: the deal is won when every place holds its own card. A card dealt
face down onto its own place is never reached by a chain (only that card could uncover
its place), yet it is already where the goal wants it: it does not spoil the deal, and
it is turned up when the rest is done.

Every step is decided by the deal: the patience is forced (the "solver" plays it out).
It is won exactly when the face-down cards hold no closed cycle of two or more cards
(two cards on each other's places, three in a ring, …): the four chains start at the
pile's four cards and end at the four Aces, and such a cycle is never reached. The text
is complete except for which row is which suit beyond the third; we take the deck's suit
order.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.forced_common import grid_label, play_out, step_if
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.rules import NoRules
from koloda.games.patience.solve import Solution
from koloda.games.patience.state import PatienceState

COLS = 9  # 6 7 8 9 10 J Q K A
SLOTS = 4 * COLS
STOCK = SLOTS  # the small pile of four
HAND = SLOTS + 1  # the card just turned up, on its way to its place


def place_of(card: C.Card) -> int:
    """The slot where ``card`` belongs: its suit's row, its rank's column."""
    return C.suit_of(card) * COLS + C.rank_of(card) - 6


class Coco(PatienceGame):
    key = "coco"
    aliases = ("коко",)
    title_en = "Coco"
    title_ru = "Коко"
    pile_titles: ClassVar[Mapping[str, tuple[str, str]]] = {"h": ("В руке", "In hand")}
    rules_type = NoRules
    deck_size = 36
    goal_en = "Put all 36 cards on their places: a row for each suit, a column for each rank."
    goal_ru = "Разложить все 36 карт по местам: ряд — масть, столбец — достоинство."
    reading_en = (
        "32 cards lie face down in four rows of eight, with an empty ninth place for the Ace "
        "at the end of each row; four more make a small face-down pile. Rows are suits (♠, "
        "♣, ♦, ♥ from the top) and columns ranks (6 to K, then the Ace). The pile's top card "
        "goes to its place, the card found there goes to its own place, and so on; an Ace "
        "fills an empty place and ends the chain, and only then is the pile touched again. "
        "There is no choice at all: the deal alone decides. It is won when every card lies "
        "on its own place, the text's goal of rows by suit in ascending order; a card "
        "dealt face down onto its own place is never reached by a chain, but it is "
        "already in order, so it counts, and it is turned up at the end.")
    reading_ru = (
        "32 карты лежат рубашкой вверх в четырёх рядах по восемь, в конце каждого ряда — "
        "пустое девятое место для туза; ещё четыре карты — маленькая стопка. Ряд — масть "
        "(сверху ♠, ♣, ♦, ♥), столбец — достоинство (от 6 до К, затем туз). Верхняя карта "
        "стопки идёт на своё место, карта, лежавшая там, — на своё, и так далее; туз ложится "
        "на пустое место и обрывает цепочку, и только тогда берут карту из стопки. Выбора нет "
        "совсем: всё решает расклад. Пасьянс сошёлся, когда каждая карта лежит на своём "
        "месте — это и есть цель текста: ряды по мастям в порядке возрастания. Карту, "
        "которой при раздаче досталось её же место, цепочка не откроет, но она и так "
        "лежит где нужно: она не мешает, а в конце её открывают.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        slots = tuple(PileSpec("tableau", flip=False, row=r, col=c, fan="none",
                               label=grid_label(r, c))
                      for r in range(4) for c in range(COLS))
        return (*slots,
                PileSpec("stock", row=4, col=0, fan="none", label="s"),
                PileSpec("reserve", gives=False, row=4, col=2, fan="none", label="h"))

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        piles: list[list[C.Card]] = []
        it = iter(order)
        for _r in range(4):
            piles.extend([next(it)] for _c in range(COLS - 1))
            piles.append([])  # the Ace's place
        stock = list(it)[::-1]  # the first of the four on top
        piles.extend([stock, []])
        down = [len(p) for p in piles]
        return piles, down

    def own_moves(self, rules: Rules) -> frozenset[int]:
        return frozenset({A.STEP})

    def extra_actions(self, state: PatienceState) -> list[int]:
        return step_if(bool(state.piles[HAND] or state.piles[STOCK]))

    def apply_extra(self, state: PatienceState, action: int) -> None:
        piles, down = state.piles, state.down
        hand = piles[HAND]
        if not hand:  # an Ace ended the chain: the next card of the pile
            hand.append(piles[STOCK].pop())
            down[HAND] = 0
            return
        card = hand.pop()
        slot = place_of(card)
        if piles[slot]:  # the face-down card there comes up and travels on
            hand.append(piles[slot].pop())
        piles[slot].append(card)
        down[slot] = 0
        down[HAND] = 0

    def settle(self, state: PatienceState) -> None:
        # a card dealt onto its own place was never reached; once all is in order it is
        # turned up, so the finished rows show every card
        if self.won(state):
            for i in range(SLOTS):
                state.down[i] = 0

    def won(self, state: PatienceState) -> bool:
        """The text's goal: every place holds its own card (face up or not: a card dealt
        onto its own place is in order though no chain ever turns it)."""
        return all(len(state.piles[i]) == 1 and place_of(state.piles[i][0]) == i
                   for i in range(SLOTS))

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Solution:
        return play_out(state, time_limit, node_limit)
