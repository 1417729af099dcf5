"""A solver for Паганини (Gaps/Montana with 36 cards): depth-first search on a flat grid
of 36 places, with undo instead of clones, a table of the grids seen, and the moves that
lengthen a row's ordered run tried first, then those that put a card after the card
below it (or before the card above it) without taking it from such a place.

The grid never holds an Ace (they sit left of the rows), so a place is 0 when it is a
gap. A redeal (variant ``montana``) is a chance event: the search takes it as the deal's
own RNG would make it (the solver is *thoughtful*, as the solvability literature counts
it) by playing it on a clone of the position, after every move of that position was
tried; a hint draws other futures by resampling. Positions after a redeal are told apart
by the grid and the redeals used, not by the RNG's state, so with two redeals a ``lost``
is a strong guess rather than a proof.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from koloda.engine import cards as C
from koloda.games.patience import actions as A
from koloda.games.patience import clock as _clock
from koloda.games.patience.solve import Solution

if TYPE_CHECKING:
    from koloda.games.patience.state import PatienceState

COLS = 9
ACES = 4
REDEAL = (-1, -1)


def _tables() -> tuple[list[int], list[int]]:
    up = [0] * 128
    down = [0] * 128
    for suit in range(4):
        up[C.make(C.ACE, suit)] = C.make(6, suit)
        for rank in range(6, C.KING):
            up[C.make(rank, suit)] = C.make(rank + 1, suit)
            down[C.make(rank + 1, suit)] = C.make(rank, suit)
    return up, down


UP, DOWN = _tables()


class _Limit(Exception):
    """The time or node budget ran out."""


class GapsSearch:
    """One search from a position, and from the deals its redeals bring."""

    def __init__(self, redeal_action: int, time_limit: float,
                 node_limit: int | None, greedy: bool = False) -> None:
        self.greedy = greedy
        self.redeal_action = redeal_action
        self.start = _clock.seconds()
        self.deadline = self.start + time_limit
        self.node_limit = node_limit
        self.nodes = 0
        self.seen: set[bytes] = set()

    def run(self, state: PatienceState) -> Solution:
        try:
            path = self.search(state)
        except _Limit:
            return Solution("unknown", [], self.nodes, _clock.seconds() - self.start)
        return Solution("won" if path is not None else "lost", path or [], self.nodes,
                        _clock.seconds() - self.start)

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes & 1023 == 0 and (_clock.seconds() > self.deadline or (
                self.node_limit is not None and self.nodes > self.node_limit)):
            raise _Limit

    def search(self, state: PatienceState) -> list[int] | None:
        """A winning line from ``state``, or None when there is none."""
        right = bool(getattr(state.rules, "right", True))
        can_redeal = state.passes < int(getattr(state.rules, "redeals", 0))
        aces = [state.piles[r][-1] if state.piles[r] else 0 for r in range(4)]
        grid = [p[-1] if p else 0 for p in state.piles[ACES:]]
        pos = [0] * 128
        for i, card in enumerate(grid):
            pos[card] = i
        gaps = [i for i, card in enumerate(grid) if not card]
        up, down = UP, DOWN
        tag = bytes([state.passes])
        seen = self.seen

        def won() -> bool:
            for r in range(4):
                want = aces[r]
                for c in range(r * COLS, r * COLS + COLS - 1):
                    want = up[want]
                    if grid[c] != want:
                        return False
            return True

        def pairs_at(card: int, at: int) -> int:
            """How many of ``card``'s neighbours at place ``at`` follow on from it."""
            c = at % COLS
            left = aces[at // COLS] if c == 0 else grid[at - 1]
            n = 1 if left and up[left] == card else 0
            if c < COLS - 1 and grid[at + 1] and down[grid[at + 1]] == card:
                n += 1
            return n

        def moves() -> list[tuple[int, int]]:
            scored: list[tuple[int, int, int]] = []
            for g in gaps:
                r, c = divmod(g, COLS)
                left = aces[r] if c == 0 else grid[g - 1]
                w = up[left] if left else 0
                if w:
                    k, want = r * COLS, up[aces[r]]
                    while k < g and grid[k] == want:
                        k += 1
                        want = up[want]
                    src = pos[w]
                    score = 9 if k == g else pairs_at(w, g) - pairs_at(w, src)
                    scored.append((-score, src, g))
                if right and c < COLS - 1:
                    nb = grid[g + 1]
                    v = down[nb] if nb else 0
                    if v and v != w:
                        src = pos[v]
                        scored.append((pairs_at(v, src) - pairs_at(v, g), src, g))
            scored.sort()
            if self.greedy and scored and scored[0][0] == -9:
                return [(scored[0][1], scored[0][2])]
            out = [(s, d) for _, s, d in scored]
            if can_redeal:
                out.append(REDEAL)
            return out

        def move(src: int, dst: int) -> None:
            card = grid[src]
            grid[dst], grid[src] = card, 0
            pos[card] = dst
            gaps[gaps.index(dst)] = src

        seen.add(tag + bytes(grid))
        if won():
            return []
        done: list[tuple[int, int]] = []
        stack: list[tuple[list[tuple[int, int]], int]] = [(moves(), 0)]
        while stack:
            options, k = stack[-1]
            if k >= len(options):
                stack.pop()
                if done:
                    src, dst = done.pop()
                    move(dst, src)
                continue
            stack[-1] = (options, k + 1)
            src, dst = options[k]
            self._tick()
            if src < 0:
                child = state.clone()
                for i, card in enumerate(grid):
                    child.piles[ACES + i] = [card] if card else []
                child.apply(self.redeal_action)
                rest = self.search(child)
                if rest is not None:
                    return [A.move(ACES + s, ACES + d) for s, d in done] + \
                        [self.redeal_action] + rest
                continue
            move(src, dst)
            key = tag + bytes(grid)
            if key in seen:
                move(dst, src)
                continue
            seen.add(key)
            done.append((src, dst))
            if won():
                return [A.move(ACES + s, ACES + d) for s, d in done]
            stack.append((moves(), 0))
        return None


def solve_gaps(state: PatienceState, redeal_action: int, time_limit: float,
               node_limit: int | None) -> Solution:
    """Solve a Паганини position (see the module's docstring): first a quick search that
    always lengthens a row's ordered run when it can (it finds most wins fast, but may
    miss one), then, with the rest of the budget, the full search."""
    start = _clock.seconds()
    quick = GapsSearch(redeal_action, time_limit * 0.3,
                       None if node_limit is None else node_limit // 3, greedy=True)
    found = quick.run(state)
    if found.status == "won":
        return found
    left = max(0.0, time_limit - (_clock.seconds() - start))
    full = GapsSearch(redeal_action, left,
                      None if node_limit is None else max(0, node_limit - quick.nodes))
    found = full.run(state)
    found.nodes += quick.nodes
    found.seconds = _clock.seconds() - start
    return found
