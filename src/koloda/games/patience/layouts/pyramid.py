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

from collections.abc import Hashable, Iterator, Mapping
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.pairs_common import REMOVED, discard
from koloda.games.patience.piles import PileSpec, prank
from koloda.games.patience.solvers.pairs import Puzzle, Step, search
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
# every card that must go before each pyramid card is free (the cone below it)
BELOW = [sum(1 << _index(rr, cc) for rr in range(r + 1, ROWS)
             for cc in range(c, c + rr - r + 1)) for r, c in PLACES]
FULL = (1 << CELLS) - 1


@dataclass(frozen=True)
class PyramidRules(Rules):  # no foundation to play home to: no "auto" key
    redeals: int | None = rule(0, lo=0, hi=99, optional=True,
                               en="times the waste may be turned over into a new stock "
                                  "(none: without limit)",
                               ru="сколько раз сброс можно перевернуть в новую колоду "
                                  "(none — без ограничений)")
    clear: str = rule("pyramid", choices=("pyramid", "all"),
                       labels={"pyramid": ("пирамиду", "the pyramid"),
                               "all": ("все карты", "every card")},
                      en="what must go to win: the pyramid, or all 52 cards",
                      ru="что нужно убрать: пирамиду или все 52 карты")


class Pyramid(PatienceGame):
    key = "pyramid"
    aliases = ("пирамида", "piramida")
    title_en = "Pyramid"
    title_ru = "Пирамида"
    pile_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "t": ("Открытая карта колоды", "Turned stock card"), "f": REMOVED}
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

    def own_moves(self, rules: Rules) -> frozenset[int]:
        """The stock turned over (the ``redeals`` rule) is the game's own move."""
        return frozenset() if self.redeals(rules) == 0 else frozenset({A.RECYCLE})

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
        puzzle = PyramidPuzzle(state) if self.redeals(state.rules) is not None \
            else CyclePuzzle(state)
        return search(puzzle, time_limit, node_limit)


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
        # where each rank lies, as masks of pyramid places and of talon places
        self.in_pyramid = [0] * 14
        for p, r in enumerate(self.pyramid):
            self.in_pyramid[r] |= 1 << p
        self.in_talon = [0] * 14
        for k, r in enumerate(self.talon):
            self.in_talon[r] |= 1 << k
        # the pyramid cards each could ever pair with: 13 minus its value, and neither
        # of the two in the cone below the other
        self.mates = [0] * CELLS
        for p, r in enumerate(self.pyramid):
            if 0 < r < 13:
                for q in range(CELLS):
                    if self.pyramid[q] == 13 - r and not BELOW[p] >> q & 1 \
                            and not BELOW[q] >> p & 1:
                        self.mates[p] |= 1 << q
        self._cache: dict[tuple[int, int, int], bool] = {}

    def _usable(self, pm: int, tm: int, b: int, passes: int) -> int:
        """The talon cards left that may still be played, as a mask: all of them while
        the waste may be turned over again; on the last pass, a waste card none of
        whose partners is left in the pyramid or the stock can never go, and buries
        the waste cards under it."""
        left = ~tm & ((1 << self.size) - 1)
        if self.limit is None or passes < self.limit:
            return left
        stock = left >> b << b
        pyr_at, talon_at, talon = self.in_pyramid, self.in_talon, self.talon
        for k in range(b - 1, -1, -1):
            if left >> k & 1:
                r = talon[k]
                if r != 13 and not pyr_at[13 - r] & ~pm and not talon_at[13 - r] & stock:
                    return left >> (k + 1) << (k + 1)
        return left

    def _stuck(self, pm: int, usable: int) -> bool:
        """Whether some pyramid cards can never all go: for each two ranks making 13,
        a card with no partner left that it could ever meet, or more cards than the
        partners the talon and the pyramid itself can give (a matching)."""
        cache = self._cache
        pyr_at, talon_at = self.in_pyramid, self.in_talon
        for r in range(1, 7):
            n = 13 - r
            key = (r, ~pm & (pyr_at[r] | pyr_at[n]), usable & (talon_at[r] | talon_at[n]))
            found = cache.get(key)
            if found is None:
                found = cache[key] = self._stuck_pair(r, key[1], key[2])
            if found:
                return True
        return False

    def _stuck_pair(self, r: int, pyr_left: int, talon_left: int) -> bool:
        n = 13 - r
        mates = self.mates
        mine, theirs = pyr_left & self.in_pyramid[r], pyr_left & self.in_pyramid[n]
        have_r = (talon_left & self.in_talon[r]).bit_count()
        have_n = (talon_left & self.in_talon[n]).bit_count()
        for p in range(CELLS):
            if mine >> p & 1 and not have_n and not mates[p] & theirs:
                return True
            if theirs >> p & 1 and not have_r and not mates[p] & mine:
                return True
        short = max(theirs.bit_count() - have_r, mine.bit_count() - have_n)
        return short > 0 and _matching([mates[p] & theirs for p in range(CELLS)
                                        if mine >> p & 1]) < short

    def _last(self, r: int, pm: int, tm: int) -> bool:
        """Whether exactly one card of rank ``r`` is left."""
        return ((self.in_pyramid[r] & ~pm).bit_count()
                + (self.in_talon[r] & ~tm).bit_count()) == 1

    def start(self) -> Pos:
        return self.root

    def children(self, s: Pos) -> Iterator[tuple[Step, Pos]]:
        pm, tm, b, passes = s
        usable = self._usable(pm, tm, b, passes)
        if self._stuck(pm, usable):
            return
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
        moves: list[tuple[int, Pos, int]] = []  # (action, position, a rank taken)
        for x, p in enumerate(free):
            need = 13 - pyr[p]
            for q in free[x + 1:]:
                if pyr[q] == need:
                    moves.append((A.remove(FIRST + p, FIRST + q),
                                  (pm | 1 << p | 1 << q, tm, b, passes), need))
        for p in free:
            need = 13 - pyr[p]
            if turned >= 0 and talon[turned] == need:
                moves.append((A.remove(TURNED, FIRST + p),
                              (pm | 1 << p, tm | 1 << turned, b, passes), need))
            if top >= 0 and talon[top] == need:
                gone = tm | 1 << top
                moves.append((A.remove(WASTE, FIRST + p),
                              (pm | 1 << p, gone, self._back(gone, top), passes), need))
        if turned >= 0 and top >= 0 and talon[turned] + talon[top] == 13:
            gone = tm | 1 << top | 1 << turned
            moves.append((A.remove(TURNED, WASTE),
                          (pm, gone, self._back(gone, top), passes), talon[top]))
        # the last card of a rank with the last of its complement: nothing else can use
        # either, so they go at once
        for action, after, r in moves:
            if self._last(r, pm, tm) and self._last(13 - r, pm, tm):
                yield action, after
                return
        for action, after, _r in moves:
            yield action, after
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

    def key(self, s: Pos) -> tuple[Hashable, int]:
        return (s[0], s[1], s[2]), (0 if self.limit is None else s[3])


class CyclePuzzle(PyramidPuzzle):
    """Pyramid with the stock going round without limit. Turning cards and turning the
    waste over change nothing but the boundary, and every boundary can reach every
    other, so the key leaves it out and a move fetches any talon card it needs: the
    draws (and the turn-over) that make it the stock's top card, then the removal.

    To clear the pyramid only, the talon is a pool: any of its cards can be fetched at
    any time, cards of a rank are alike, and pairing two talon cards only wastes them;
    so the key holds how many cards of each rank the talon has left, and a pyramid card
    goes out with the nearest talon card of the rank it needs. To clear all cards, the
    key holds the talon cards left, and two talon cards pair when they are next to each
    other among them (the earlier one is then the waste's top)."""

    def children(self, s: Pos) -> Iterator[tuple[Step, Pos]]:
        pm, tm, b, passes = s
        usable = ~tm & ((1 << self.size) - 1)
        if self._stuck(pm, usable):
            return
        pyr, talon = self.pyramid, self.talon
        free = [p for p in range(CELLS) if not pm >> p & 1 and pm & COVER[p] == COVER[p]]
        left = [k for k in range(self.size) if not tm >> k & 1]
        for p in free:
            if pyr[p] == 13:
                yield A.remove(FIRST + p), (pm | 1 << p, tm, b, passes)
                return
        if self.all:
            for k in left:
                if talon[k] == 13:
                    yield self._take(s, k, -1)
                    return
        moves: list[tuple[Step, Pos, int]] = []
        for x, p in enumerate(free):
            need = 13 - pyr[p]
            for q in free[x + 1:]:
                if pyr[q] == need:
                    moves.append((A.remove(FIRST + p, FIRST + q),
                                  (pm | 1 << p | 1 << q, tm, b, passes), need))
        for p in free:
            need = 13 - pyr[p]
            fetch = [k for k in left if talon[k] == need]
            if not self.all and fetch:
                fetch = [self._nearest(fetch, left, b)]
            for k in fetch:
                step, after = self._take(s, k, p)
                moves.append((step, after, need))
        if self.all:
            for j, k in pairwise(left):
                if talon[j] + talon[k] == 13:
                    step, after = self._take(s, k, -1, j)
                    moves.append((step, after, talon[k]))
        for step, after, r in moves:
            if self._last(r, pm, tm) and self._last(13 - r, pm, tm):
                yield step, after
                return
        for step, after, _r in moves:
            yield step, after

    @staticmethod
    def _nearest(fetch: list[int], left: list[int], b: int) -> int:
        """Of talon cards alike, the one fetched with the fewest turns."""
        top = max((k for k in left if k < b), default=-1)
        if top in fetch:
            return top
        return min(fetch, key=lambda k: (k < b, k))

    def _take(self, s: Pos, k: int, p: int, also: int = -1) -> tuple[Step, Pos]:
        """Fetch talon card ``k`` and take it out: with pyramid card ``p`` (-1: alone or
        with the waste's top ``also``)."""
        pm, tm, b, passes = s
        before = [j for j in range(k) if not tm >> j & 1]
        gone = tm | 1 << k
        if p >= 0:
            pm |= 1 << p
        if also < 0 and k < b and all(tm >> j & 1 for j in range(k + 1, b)):
            # k is the waste's top: no turning needed
            remove = A.remove(WASTE, FIRST + p) if p >= 0 else A.remove(WASTE)
            return remove, (pm, gone, self._back(gone, k), passes)
        if k >= b:
            steps: tuple[int, ...] = (A.DRAW_ACTION,) * sum(1 for j in before if j >= b)
        else:
            draws = sum(1 for j in range(b, self.size) if not tm >> j & 1)
            steps = ((A.DRAW_ACTION,) * draws + (A.RECYCLE_ACTION,)
                     + (A.DRAW_ACTION,) * len(before))
            passes += 1
        if also >= 0:
            gone |= 1 << also
            before = before[:-1]
            remove = A.remove(TURNED, WASTE)
        else:
            remove = A.remove(TURNED, FIRST + p) if p >= 0 else A.remove(TURNED)
        return (*steps, remove), (pm, gone, before[-1] + 1 if before else 0, passes)

    def key(self, s: Pos) -> tuple[Hashable, int]:
        if self.all:
            return (s[0], s[1]), 0
        tm = s[1]
        return (s[0], *((t & ~tm).bit_count() for t in self.in_talon[1:13])), 0


def _matching(edges: list[int]) -> int:
    """The size of a largest matching: ``edges[i]`` is the mask of places left-hand
    item ``i`` may pair with (a handful of items: plain augmenting paths)."""
    owner: dict[int, int] = {}

    def grab(i: int, tried: int) -> tuple[bool, int]:
        mask = edges[i] & ~tried
        while mask:
            low = mask & -mask
            mask ^= low
            tried |= low
            q = low.bit_length() - 1
            if q not in owner:
                owner[q] = i
                return True, tried
            ok, tried = grab(owner[q], tried)
            if ok:
                owner[q] = i
                return True, tried
        return False, tried

    return sum(1 for i in range(len(edges)) if grab(i, 0)[0])
