"""What the pair-removal solitaires share: the discard pile, the ranks of a position, and
the solver model of piles that only shrink (Пары, Платок)."""

from __future__ import annotations

from collections.abc import Iterator

from koloda.engine import cards as C
from koloda.games.patience import actions as A
from koloda.games.patience.piles import PileSpec, prank
from koloda.games.patience.solvers.pairs import Puzzle
from koloda.games.patience.state import PatienceState

Heights = tuple[int, ...]


# the name people read for that pile (Russian, English)
REMOVED = ("Убранные карты", "Cards out")


def discard(row: float = 0, col: float = 0) -> PileSpec:
    """The pile removed cards go to (a foundation nothing may be put on by hand)."""
    return PileSpec("foundation", accepts=None, gives=False, row=row, col=col, fan="none",
                    label="f")


def ranks(cards: list[C.Card]) -> list[int]:
    return [prank(c) for c in cards]


def tableau(state: PatienceState) -> list[int]:
    """The indices of the tableau piles, in order."""
    return [i for i, s in enumerate(state.specs) if s.kind == "tableau"]


class ShrinkingPiles(Puzzle[Heights]):
    """Piles whose top cards pair off by rank and never grow; a position is the piles'
    heights. A rank whose every remaining card is on top is taken off at once (nothing
    else can ever use those cards), which the search plays as its only move."""

    def __init__(self, state: PatienceState, piles: list[int]) -> None:
        self.index = piles
        self.cards = [ranks(state.piles[i]) for i in piles]
        self.heights: Heights = tuple(len(state.piles[i]) for i in piles)

    def start(self) -> Heights:
        return self.heights

    def children(self, s: Heights) -> Iterator[tuple[int, Heights]]:
        cards = self.cards
        left = [0] * 14
        tops: list[tuple[int, int]] = []
        for i, h in enumerate(s):
            pile = cards[i]
            for k in range(h):
                left[pile[k]] += 1
            if h:
                tops.append((i, pile[h - 1]))
        on_top = [0] * 14
        for _, r in tops:
            on_top[r] += 1
        pairs: list[tuple[int, int]] = []
        for x, (a, ra) in enumerate(tops):
            for b, rb in tops[x + 1:]:
                if ra == rb:
                    if on_top[ra] == left[ra]:
                        yield self._take(s, a, b)
                        return
                    pairs.append((a, b))
        pairs.sort(key=lambda p: -(s[p[0]] + s[p[1]]))
        for a, b in pairs:
            yield self._take(s, a, b)

    def _take(self, s: Heights, a: int, b: int) -> tuple[int, Heights]:
        h = list(s)
        h[a] -= 1
        h[b] -= 1
        return A.remove(self.index[a], self.index[b]), tuple(h)

    def won(self, s: Heights) -> bool:
        return not any(s)

    def key(self, s: Heights) -> tuple[Heights, int]:
        return s, 0
