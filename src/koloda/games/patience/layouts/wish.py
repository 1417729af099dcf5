"""Желание (Wish): two decks. Eight index piles of 12 cards, only the top one face up: it
is the pile's *index* and stays there. Below them a row of eight single cards, face up.
Above each index pile is its foundation: it starts with the card one rank above the index
and goes on up by one, suit regardless, the King followed by the Ace (a Two goes on an
Ace). A top card of the bottom row goes onto any foundation it fits. Dealing ("click the
index row") puts one card from under each index onto the bottom-row card below it. Won
when all 96 cards but the eight indexes are on the foundations.

Each index pile hides 11 cards, so eleven deals bring 88 cards and, with the first eight,
96: exactly 12 for each foundation, from one above its index round to one below it. That
is why we read the foundations as turning the corner (King, Ace, Two …) and full at 12
cards, and the deal as taking the card under the index, never the index itself. The text
deals "when all the options are exhausted"; here the player may deal at any time, as with
any stock (dealing early only buries cards). There is no redeal.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.odd_common import dfs
from koloda.games.patience.piles import PileSpec, prank
from koloda.games.patience.solve import Solution
from koloda.games.patience.state import PatienceState

N = 8  # index piles, foundations, bottom-row places
HEIGHT = 12  # cards in an index pile
FULL = HEIGHT  # cards a foundation takes
FOUND, INDEX, ROW = 0, N, 2 * N  # first pile of each kind


@dataclass(frozen=True)
class WishRules(Rules):
    """Nothing to choose."""


def wanted(index: C.Card, count: int) -> int:
    """The rank a foundation over ``index`` holding ``count`` cards takes next (0: full)."""
    if count >= FULL:
        return 0
    return (prank(index) + count) % 13 + 1


class Wish(PatienceGame):
    key = "wish"
    aliases = ("желание",)
    title_en = "Wish"
    title_ru = "Желание"
    rules_type = WishRules
    copies = 2
    stock = "special"
    goal_en = "Build eight foundations up from one above their index cards, suits regardless."
    goal_ru = "Собрать восемь оснований вверх от карт-индексов, масть неважна."
    reading_en = (
        "Two decks: eight piles of 12 with the top card (the index) face up, a row of eight "
        "cards below, eight foundations above. A bottom-row card goes on a foundation one "
        "rank above its top (or above the index when empty), any suit; the King is "
        "followed by the Ace and a foundation is full at 12 cards. Dealing puts one card "
        "from under each index onto the row, at any time. Won when every foundation is "
        "full.")
    reading_ru = (
        "Две колоды: восемь стопок по 12 карт, верхняя (индекс) открыта, под ними ряд из "
        "восьми карт, над ними восемь оснований. Карта нижнего ряда кладётся в основание "
        "на одно достоинство выше его верхней карты (или индекса, если оно пусто), масть "
        "неважна; за королём идёт туз, в основании 12 карт. Сдача кладёт на ряд по карте "
        "из-под каждого индекса, когда угодно. Все основания полны — пасьянс сошёлся.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            *(PileSpec("foundation", gives=False, row=0, col=i, fan="none")
              for i in range(N)),
            *(PileSpec("reserve", gives=False, flip=False, row=1, col=i, fan="none")
              for i in range(N)),
            *(PileSpec("tableau", row=2, col=i) for i in range(N)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        index = [order[i * HEIGHT:(i + 1) * HEIGHT] for i in range(N)]
        row = [[c] for c in order[N * HEIGHT:]]
        founds: list[list[C.Card]] = [[] for _ in range(N)]
        return [*founds, *index, *row], [0] * N + [HEIGHT - 1] * N + [0] * N

    def index_of(self, state: PatienceState, f: int) -> C.Card:
        return state.piles[INDEX + f][-1]

    def own_moves(self, rules: Rules) -> frozenset[int]:
        return frozenset({A.MOVE})

    def own_forms(self, rules: Rules) -> list[tuple[str, str]]:
        return [("1 f1", "1 о1")]

    def extra_actions(self, state: PatienceState) -> list[int]:
        piles = state.piles
        want = [wanted(piles[INDEX + f][-1], len(piles[FOUND + f])) for f in range(N)]
        out: list[int] = []
        for b in range(ROW, ROW + N):
            if piles[b]:
                rank = prank(piles[b][-1])
                out.extend(A.move(b, FOUND + f, 1) for f in range(N) if want[f] == rank)
        return out

    def can_deal(self, state: PatienceState) -> bool:
        return any(len(state.piles[INDEX + i]) > 1 for i in range(N))

    def deal_stock(self, state: PatienceState) -> None:
        for i in range(N):
            pile = state.piles[INDEX + i]
            if len(pile) > 1:
                state.piles[ROW + i].append(pile.pop(-2))
                state.down[INDEX + i] -= 1

    def won(self, state: PatienceState) -> bool:
        return all(len(state.piles[FOUND + f]) == FULL for f in range(N))

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Solution:
        return dfs(state, time_limit, node_limit, wish_key, wish_order)


def wish_key(state: PatienceState) -> Hashable:
    """A foundation matters only by its index's rank and how full it is (its top follows
    from them), and two such foundations are interchangeable; the bottom row matters by
    its cards' ranks alone (suits never matter in this game). The cards still under the
    indexes are known to the solver and fixed, so how many deals are left says the rest."""
    piles = state.piles
    return (tuple(sorted((prank(piles[INDEX + f][-1]), len(piles[FOUND + f]))
                         for f in range(N))),
            tuple(tuple(prank(c) for c in piles[ROW + i]) for i in range(N)),
            len(piles[INDEX]))


def wish_order(state: PatienceState, moves: list[int]) -> list[int]:
    """Plays first, the ones that uncover more (taller bottom piles) first; of plays that
    put the same card on foundations alike (same index rank, same count), one only; the
    deal last."""
    piles = state.piles
    plays: list[tuple[int, int]] = []
    alike: set[tuple[int, int, int]] = set()
    rest = []
    for m in moves:
        kind, a, b, _n = A.decode(m)
        if kind != A.MOVE:
            rest.append(m)
            continue
        f = b - FOUND
        same = (a, prank(piles[INDEX + f][-1]), len(piles[b]))
        if same in alike:
            continue
        alike.add(same)
        plays.append((-len(piles[a]), m))
    plays.sort()
    return [m for _h, m in plays] + rest

