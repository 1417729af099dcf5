"""Пирамида (Pyramid): 28 cards face up in a pyramid of seven rows, each card resting on
two of the row below; the other 24 cards are the stock. A King is removed alone, and two
cards whose values make 13 (the Ace is 1, the Jack 11, the Queen 12) are removed together.
The cards that may be used are the pyramid cards no card rests on, the stock's top card
(turned face up) and the top of the waste; a stock card not wanted goes onto the waste.

Readings where the text is silent, after the classic Pyramid of Morehead and Mott-Smith:

- the stock goes through once (the text names no turning over); the ``redeals`` rule
  allows more passes, ``unlimited`` without limit;
- the deal is won when the pyramid is cleared, as the goal sentence says; ``clear=all``
  asks for all 52 cards, as the classic does;
- the stock may be turned at any time: the text's "when every chance is used up, start
  turning the stock" is advice, not a rule, as in every Pyramid we know.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.pairs_common import discard
from koloda.games.patience.piles import PileSpec, prank
from koloda.games.patience.rules import PatienceRules
from koloda.games.patience.solvers.pairs import Puzzle, search
from koloda.games.patience.state import PatienceState

ROWS = 7
STOCK, TURNED, WASTE, FOUND, FIRST = 0, 1, 2, 3, 4  # pile indices; the pyramid from FIRST
CELLS = ROWS * (ROWS + 1) // 2
PLACES = [(r, c) for r in range(ROWS) for c in range(r + 1)]


def _index(r: int, c: int) -> int:
    return r * (r + 1) // 2 + c


# the two cards resting on each pyramid card (none for the bottom row), as a bit mask
COVER = [0 if r == ROWS - 1 else (1 << _index(r + 1, c)) | (1 << _index(r + 1, c + 1))
         for r, c in PLACES]
FULL = (1 << CELLS) - 1


@dataclass(frozen=True)
class PyramidRules(PatienceRules):
    redeals: int | None = rule(0, lo=0, hi=99, optional=True,
                               en="times the waste may be turned over into a new stock "
                                  "(none: without limit)",
                               ru="сколько раз сброс можно перевернуть в новую колоду "
                                  "(none — без ограничений)")
    clear: str = rule("pyramid", choices=("pyramid", "all"),
                      en="what must go to win: the pyramid, or all 52 cards",
                      ru="что нужно убрать: пирамиду или все 52 карты")


class Pyramid(PatienceGame):
    key = "pyramid"
    aliases = ("пирамида", "piramida")
    title_en = "Pyramid"
    title_ru = "Пирамида"
    rules_type = PyramidRules
    stock = "special"
    pairing = "sum13"
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "unlimited": ({"redeals": None}, "the stock may go through without limit",
                      "колоду можно проходить сколько угодно раз"),
        "three_passes": ({"redeals": 2}, "the stock goes through three times",
                         "колоду можно пройти три раза"),
        "all_cards": ({"clear": "all"}, "all 52 cards must be removed",
                      "убрать нужно все 52 карты"),
    }
    goal_en = "Clear the pyramid by removing Kings alone and pairs that make 13."
    goal_ru = "Разобрать пирамиду, убирая королей поодиночке и пары карт с суммой 13."
    reading_en = ("28 cards lie face up in a pyramid of seven rows, each resting on two "
                  "cards of the row below; the rest is the stock, its top card face up. "
                  "A King goes out alone, two cards making 13 together (Ace 1, Jack 11, "
                  "Queen 12), using uncovered pyramid cards, the stock's top card and the "
                  "waste's top card; a stock card may be turned onto the waste at any "
                  "time. The text names no second pass, so the stock goes through once "
                  "(the redeals rule allows more). Won when the pyramid is cleared "
                  "(clear=all: all 52 cards).")
    reading_ru = ("28 карт лежат открытыми пирамидой из семи рядов, каждая на двух картах "
                  "ряда ниже; остальные — колода, её верхняя карта открыта. Король "
                  "убирается один, две карты с суммой 13 — вместе (туз 1, валет 11, дама "
                  "12); играют открытые карты пирамиды, верхняя карта колоды и верхняя "
                  "карта сброса, карту колоды можно в любой момент положить в сброс. "
                  "О повторном проходе текст молчит, поэтому колода проходится один раз "
                  "(правило redeals разрешает больше). Пасьянс сошёлся, когда разобрана "
                  "пирамида (clear=all — все 52 карты).")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            PileSpec("stock", row=0, col=0, fan="none", label="s"),
            PileSpec("reserve", row=0, col=1, fan="none", label="t"),
            PileSpec("waste", row=0, col=2, fan="none", label="w"),
            discard(row=0, col=3),
            *(PileSpec("tableau", row=1 + r, col=ROWS - 1 - r + 2 * c, fan="none",
                       label=str(_index(r, c) + 1)) for r, c in PLACES),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        stock = order[CELLS:][::-1]  # the first card left over is on top
        piles = [stock, [], [], [], *([card] for card in order[:CELLS])]
        return piles, [len(stock)] + [0] * (len(piles) - 1)

    # --- hooks -------------------------------------------------------------------------

    def free(self, state: PatienceState, pile: int) -> bool:
        if pile < FIRST:
            return True
        piles = state.piles
        cover = COVER[pile - FIRST]
        return all(not piles[FIRST + k] for k in range(CELLS) if cover >> k & 1)

    def settle(self, state: PatienceState) -> None:
        """The stock's top card lies face up: turn the next one when it has gone."""
        piles = state.piles
        if not piles[TURNED] and piles[STOCK]:
            piles[TURNED].append(piles[STOCK].pop())

    def can_deal(self, state: PatienceState) -> bool:
        return bool(state.piles[TURNED])

    def deal_stock(self, state: PatienceState) -> None:
        state.piles[WASTE].append(state.piles[TURNED].pop())

    def extra_actions(self, state: PatienceState) -> list[int]:
        piles = state.piles
        limit = self.redeals(state.rules)
        if not piles[TURNED] and not piles[STOCK] and piles[WASTE] and (
                limit is None or state.passes < limit):
            return [A.RECYCLE_ACTION]
        return []

    def won(self, state: PatienceState) -> bool:
        piles = state.piles
        if any(piles[FIRST:]):
            return False
        return state.rules.clear != "all" or not (piles[STOCK] or piles[TURNED]
                                                  or piles[WASTE])

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Any:
        return search(PyramidPuzzle(state), time_limit, node_limit)


# --- the solver's model ----------------------------------------------------------------

Pos = tuple[int, int, int, int]  # (pyramid cards gone, talon cards gone, boundary, passes)


class PyramidPuzzle(Puzzle[Pos]):
    """The stock, its turned card and the waste are one sequence (the talon, in the order
    the cards are turned) with a boundary: the cards still there before it are the waste
    (the last one on top), the first one at or after it is the turned card, the rest the
    stock. Turning a card moves the boundary past it; turning the waste over sets it to
    0. Ranks stand for cards (suits never matter)."""

    def __init__(self, state: PatienceState) -> None:
        piles = state.piles
        self.pyramid = [prank(p[0]) if p else 0 for p in piles[FIRST:]]
        talon = piles[WASTE] + piles[TURNED] + piles[STOCK][::-1]
        self.talon = [prank(c) for c in talon]
        self.size = len(talon)
        gone = sum(1 << k for k, p in enumerate(piles[FIRST:]) if not p)
        self.root: Pos = (gone, 0, len(piles[WASTE]), state.passes)
        self.limit = state.game.redeals(state.rules)
        self.all = state.rules.clear == "all"

    def start(self) -> Pos:
        return self.root

    def children(self, s: Pos) -> Iterator[tuple[int, Pos]]:
        pm, tm, b, passes = s
        pyr, talon, size = self.pyramid, self.talon, self.size
        free = [p for p in range(CELLS) if not pm >> p & 1 and pm & COVER[p] == COVER[p]]
        turned = b
        while turned < size and tm >> turned & 1:
            turned += 1
        if turned == size:
            turned = -1
        top = b - 1  # the waste's top (b is kept just past it)
        # a King goes at once: nothing else can use it
        for p in free:
            if pyr[p] == 13:
                yield A.remove(FIRST + p), (pm | 1 << p, tm, b, passes)
                return
        if turned >= 0 and talon[turned] == 13:
            yield A.remove(TURNED), (pm, tm | 1 << turned, b, passes)
            return
        if top >= 0 and talon[top] == 13:
            yield A.remove(WASTE), (pm, tm | 1 << top, self._back(tm | 1 << top, top),
                                    passes)
            return
        for x, p in enumerate(free):
            need = 13 - pyr[p]
            for q in free[x + 1:]:
                if pyr[q] == need:
                    yield A.remove(FIRST + p, FIRST + q), (pm | 1 << p | 1 << q, tm, b,
                                                           passes)
        for p in free:
            need = 13 - pyr[p]
            if turned >= 0 and talon[turned] == need:
                yield A.remove(TURNED, FIRST + p), (pm | 1 << p, tm | 1 << turned, b,
                                                    passes)
            if top >= 0 and talon[top] == need:
                gone = tm | 1 << top
                yield A.remove(WASTE, FIRST + p), (pm | 1 << p, gone,
                                                   self._back(gone, top), passes)
        if turned >= 0 and top >= 0 and talon[turned] + talon[top] == 13:
            gone = tm | 1 << top | 1 << turned
            yield A.remove(TURNED, WASTE), (pm, gone, self._back(gone, top), passes)
        if turned >= 0:
            yield A.DRAW_ACTION, (pm, tm, turned + 1, passes)
        elif top >= 0 and (self.limit is None or passes < self.limit):
            yield A.RECYCLE_ACTION, (pm, tm, 0, passes + 1)

    def _back(self, tm: int, k: int) -> int:
        """The boundary just past the waste's top card once card ``k`` has gone."""
        while k > 0 and tm >> (k - 1) & 1:
            k -= 1
        return k

    def won(self, s: Pos) -> bool:
        if s[0] != FULL:
            return False
        return not self.all or s[1] == (1 << self.size) - 1

    def key(self, s: Pos) -> tuple[tuple[int, int, int], int]:
        return (s[0], s[1], s[2]), (0 if self.limit is None else s[3])
