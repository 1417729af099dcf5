"""Перекрёсток (Crossroads): five piles in a cross (top, left, centre, right, bottom), one
card each, and the other 47 cards in a reserve whose top card lies face up. Two cards of
the same rank among the piles' tops and the reserve's top go out together. When no pair
is left, the reserve's top card goes onto the centre pile. An empty pile is filled at once
from the centre pile while that holds more than one card, otherwise from the reserve. The
reserve is not dealt again. Won when all 52 cards are out.

Readings: the reserve card goes to the centre only when no pair is left, as the text
orders it (the one choice left is which pair goes when several could); empty piles are
filled in the order top, left, right, bottom, then the centre (from the reserve only).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.pairs_common import REMOVED, discard, ranks
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.solvers.pairs import Puzzle, search
from koloda.games.patience.state import PatienceState

FOUND, TOP, LEFT, CENTRE, RIGHT, BOTTOM, RESERVE = range(7)
CROSS = (TOP, LEFT, CENTRE, RIGHT, BOTTOM)
PLACE = {TOP: (1, 1), LEFT: (2, 0), CENTRE: (2, 1), RIGHT: (2, 2), BOTTOM: (3, 1)}


def refill(piles: list[list[Any]]) -> None:
    """Fill empty piles: the outer ones from the centre while it holds more than one card,
    else from the reserve; the centre from the reserve. (Cards or ranks alike.)"""
    centre, reserve = piles[CENTRE], piles[RESERVE]
    for i in (TOP, LEFT, RIGHT, BOTTOM):
        if not piles[i]:
            if len(centre) > 1:
                piles[i].append(centre.pop())
            elif reserve:
                piles[i].append(reserve.pop())
    if not centre and reserve:
        centre.append(reserve.pop())


@dataclass(frozen=True)
class CrossroadsRules(Rules):  # no foundation to play home to: no "auto" key
    """Nothing to choose."""


class Crossroads(PatienceGame):
    key = "crossroads"
    aliases = ("перекрёсток", "перекресток", "perekrestok")
    title_en = "Crossroads"
    title_ru = "Перекрёсток"
    pile_titles: ClassVar[Mapping[str, tuple[str, str]]] = {"f": REMOVED}
    rules_type = CrossroadsRules
    stock = "special"
    pairing = "rank"
    goal_en = "Put all 52 cards out in pairs of the same rank."
    goal_ru = "Убрать все 52 карты парами одного достоинства."
    reading_en = ("Five piles of one card lie in a cross; the other cards form a reserve "
                  "with its top card face up. Two cards of a rank among the piles' tops "
                  "and the reserve's top go out together. When no pair is left, the "
                  "reserve's top card goes onto the centre pile. An empty pile is filled "
                  "at once from the centre while it holds more than one card, otherwise "
                  "from the reserve (top, left, right, bottom, then the centre). No "
                  "second pass. Won when every card is out.")
    reading_ru = ("Пять стопок по одной карте лежат крестом, остальные карты — резерв, "
                  "его верхняя карта открыта. Две карты одного достоинства среди верхних "
                  "карт стопок и резерва убираются вместе. Когда пар нет, верхняя карта "
                  "резерва кладётся на центральную стопку. Пустая стопка сразу "
                  "заполняется из центральной, пока в ней больше одной карты, иначе из "
                  "резерва (верх, лево, право, низ, затем центр). Резерв не "
                  "пересдаётся. Пасьянс сошёлся, когда убраны все карты.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            discard(row=0, col=0),
            *(PileSpec("tableau", row=PLACE[i][0], col=PLACE[i][1], fan="none")
              for i in CROSS),
            PileSpec("reserve", row=0, col=2, fan="none", label="r"),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        reserve = order[5:][::-1]  # the first card left over is on top
        piles = [[], *([c] for c in order[:5]), reserve]
        return piles, [0] * 6 + [len(reserve) - 1]

    def can_deal(self, state: PatienceState) -> bool:
        return bool(state.piles[RESERVE]) and not state.pairs_now()

    def deal_stock(self, state: PatienceState) -> None:
        state.piles[CENTRE].append(state.piles[RESERVE].pop())

    def settle(self, state: PatienceState) -> None:
        refill(state.piles)

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Any:
        return search(CrossroadsPuzzle(state), time_limit, node_limit)


Pos = tuple[tuple[tuple[int, ...], ...], int]  # (the piles' ranks, cards in the reserve)


class CrossroadsPuzzle(Puzzle[Pos]):
    """The five piles as tuples of ranks and the reserve as how many of its cards are
    left (it only ever loses its top); ranks stand for cards, suits never matter."""

    def __init__(self, state: PatienceState) -> None:
        self.reserve = ranks(state.piles[RESERVE])
        self.root: Pos = (tuple(tuple(ranks(state.piles[i])) for i in CROSS),
                          len(self.reserve))

    def start(self) -> Pos:
        return self.root

    def children(self, s: Pos) -> Iterator[tuple[int, Pos]]:
        piles, left = s
        tops = [(k, p[-1]) for k, p in enumerate(piles) if p]
        if left:
            tops.append((5, self.reserve[left - 1]))
        found = False
        for x, (a, ra) in enumerate(tops):
            for b, rb in tops[x + 1:]:
                if ra == rb:
                    found = True
                    yield A.remove(CROSS[a] if a < 5 else RESERVE,
                                   CROSS[b] if b < 5 else RESERVE), self._take(s, a, b)
        if not found and left:
            grown = list(piles)
            grown[2] = piles[2] + (self.reserve[left - 1],)
            yield A.DRAW_ACTION, (tuple(grown), left - 1)

    def _take(self, s: Pos, a: int, b: int) -> Pos:
        piles, left = s
        work: list[list[int]] = [[], *(list(p) for p in piles),
                                 self.reserve[:left]]
        for k in (a, b):
            work[1 + k].pop()  # k == 5 is the reserve, at index RESERVE
        refill(work)
        return tuple(tuple(p) for p in work[1:6]), len(work[RESERVE])

    def won(self, s: Pos) -> bool:
        return not s[1] and not any(s[0])

    def key(self, s: Pos) -> tuple[Pos, int]:
        return s, 0
