"""Lines of play from an open position: the anchored search where nothing is hidden.

When a seat sees every card (Восьмёрка's second part: every card was shown face up, the
stock is gone), every world the sampler draws is the same position, and a play-out by
the game's heuristic, which draws on no chance, is one line. Sampling worlds then
measures the same number again and again, and a one-step search sees only the move at
hand against the heuristic's continuation. Here the budget buys depth instead: every
line of ``d`` choices is followed (a forced move is not a choice), each seat at its turn
taking the move best for itself, and every line ends in one heuristic play-out. Two seats
are searched by alpha-beta on the margin of the seat to move at the root over the other
(the values of a two-handed game sum to one, so this is each seat's own best); more seats
by max^n, without cut-offs. Each mover keeps its heuristic's move
unless another is strictly better for it, as the anchored search keeps the root's: the
others are modelled as the heuristic improved by the same look-ahead, and a choice that
is no better is never made for nothing. Depth grows one choice at a time (1, 2, ...)
while the play-outs of the next depth fit in the budget; the deepest depth completed
decides. Root moves it finds equal are told apart by their first depth, the play-out
after the move: a position lost (or won) against best play by every move is still worth
the move that wins against the heuristic's own continuation.

The search is exact against that model only if the play-outs repeat:
:func:`deterministic` plays the heuristic's move on two random streams and the caller
searches here only when both give the same value (else it samples, as everywhere); that
value is the move's first depth."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from koloda.ai.tree import Node
from koloda.engine.game import State
from koloda.engine.infoset import decide

if TYPE_CHECKING:
    from koloda.ai.adapters import Adapter
    from koloda.ai.thought import Clock
    from koloda.engine.game import Action

MAX_DEPTH = 12  # choices: deeper lines than any budget here reaches
_EPS = 1e-12


class _OutOfBudget(Exception):
    pass


def is_open(state: State, seat: int) -> bool:
    """Does ``seat`` see every card of ``state`` (nothing to sample)?"""
    return state.unseen(seat) == 0


def deterministic(state: State, action: Action, adapter: Adapter, seat: int
                  ) -> list[float] | None:
    """The value of the play-outs after ``action`` if it is one whatever their random
    stream (stream 0 is the one :class:`Lines` plays), else None."""
    got = []
    for stream in (0, 1):
        st = state.clone()
        st.apply(action)
        got.append(_evaluate(adapter, st, random.Random(stream)))
    return got[0] if got[0] == got[1] else None


def _evaluate(adapter: Adapter, st: State, rng: random.Random) -> list[float]:
    return adapter.evaluate(st, rng, Node())


class Lines:
    """One search of an open position (``state`` is a world, cloned before any move)."""

    def __init__(self, adapter: Adapter, budget: int, clock: Clock,
                 cutoffs: bool = True) -> None:
        """``cutoffs``: two seats are searched by alpha-beta on the margin (False: by
        max^n as more seats are, the same choices slower; for the bench)."""
        self.adapter = adapter
        self.cutoffs = cutoffs
        self.budget = budget  # play-outs at most, all depths together
        self.clock = clock
        self.playouts = 0
        self.limit = 0  # the play-out count at which the depth being searched stops
        self.timed = False  # whether the clock may stop it
        self.models: list[Any] = adapter.model_agents(random.Random(0))
        self.me = 0
        self.two = False
        self.known: dict[Action, list[float]] = {}

    def best(self, state: State, seat: int, base: Action, moves: Sequence[Action],
             base_value: list[float] | None = None
             ) -> tuple[Action, dict[Action, float], int]:
        """The move for ``seat`` (``base`` unless another is strictly better, or equal
        and better at the first depth), each move's value to ``seat`` at the deepest
        depth completed (with two players a move worse than the best has only a bound),
        and that depth. ``base_value``: the play-out after ``base`` if already known
        (:func:`deterministic`'s)."""
        self.me = seat
        self.two = state.players == 2 and self.cutoffs
        self.known = {} if base_value is None else {base: base_value}
        moves = [base, *(a for a in moves if a != base)]
        first: dict[Action, float] = {}
        done: tuple[Action, dict[Action, float], int] | None = None
        last = prev = 0
        for depth in range(1, MAX_DEPTH + 1):
            left = self.budget - self.playouts
            # the next depth costs about the last one times its branching
            if done is not None and (last * max(1.0, last / max(1, prev)) > left
                                     or not self.clock.more(0)):
                break
            # the first depth always completes: a decision needs one
            self.limit = self.budget if done is not None else 1 << 62
            self.timed = done is not None
            # a known play-out counts as one of the first depth's (it was played)
            start = self.playouts - (len(self.known) if depth == 1 else 0)
            try:
                choice, values = self._root(state, moves, depth)
            except _OutOfBudget:
                break
            prev, last = last, self.playouts - start
            if depth == 1:
                first = values
            choice = self._tie_break(choice, values, first, moves)
            done = (choice, values, depth)
            if last == 0:
                break  # every line ended before its depth: deeper changes nothing
        assert done is not None
        return done

    @staticmethod
    def _tie_break(choice: Action, values: dict[Action, float], first: dict[Action, float],
                   moves: list[Action]) -> Action:
        """Among the moves as good as ``choice``, the one best at the first depth (the
        earliest of those, the heuristic's first)."""
        top = values[choice]
        for a in moves:
            if values[a] >= top - _EPS and first[a] > first[choice] + _EPS:
                choice = a
        return choice

    def _root(self, state: State, moves: list[Action], depth: int
              ) -> tuple[Action, dict[Action, float]]:
        choice = moves[0]
        values: dict[Action, float] = {}
        if self.two:  # the margin over the other seat, by alpha-beta
            for a in moves:
                if depth == 1 and a in self.known:
                    v = self.known[a]
                    values[a] = v[self.me] - v[1 - self.me]
                    continue
                # just below the best, so that a move as good gets its exact value
                alpha = values[choice] - 2 * _EPS if values else -math.inf
                values[a] = self._margin(self._play(state, a), depth - 1, alpha, math.inf)
                if values[a] > values[choice] + _EPS:
                    choice = a
            # on values in [0, 1] that sum to one, the margin m is the value (1 + m) / 2
            return choice, {a: (1.0 + m) / 2.0 for a, m in values.items()}
        for a in moves:
            if depth == 1 and a in self.known:
                values[a] = self.known[a][self.me]
            else:
                values[a] = self._values(self._play(state, a), depth - 1)[self.me]
            if values[a] > values[choice] + _EPS:
                choice = a
        return choice, values

    @staticmethod
    def _play(state: State, action: Action) -> State:
        st = state.clone()
        st.apply(action)
        return st

    def _choice(self, st: State) -> tuple[int, list[Action]] | list[float]:
        """The seat to choose and its moves, past forced moves; or the value where the
        search stops (the end, or a chance node)."""
        while True:
            player = st.current_player()
            if player < 0:
                return self.adapter.utility(st)
            legal = st.legal_actions()
            if len(legal) > 1:
                return player, legal
            st.apply(legal[0])  # a forced move is no choice

    def _leaf(self, st: State) -> list[float]:
        if self.playouts >= self.limit or (self.timed and not self.clock.more(0)):
            raise _OutOfBudget
        self.playouts += 1
        return _evaluate(self.adapter, st, random.Random(0))

    def _ordered(self, st: State, player: int, legal: list[Action]) -> list[Action]:
        """The mover's heuristic move first: it stays unless another is strictly
        better (and it is the likeliest best, for the cut-offs)."""
        base = decide(self.models[player], st, player, legal, play=True)
        return [base, *(a for a in legal if a != base)]

    def _values(self, st: State, depth: int) -> list[float]:
        """Every seat's value, each mover taking the move best for itself (max^n)."""
        got = self._choice(st)
        if isinstance(got, list):
            return got
        if depth == 0:
            return self._leaf(st)
        player, legal = got
        best: list[float] | None = None
        for a in self._ordered(st, player, legal):
            v = self._values(self._play(st, a), depth - 1)
            if best is None or v[player] > best[player] + _EPS:
                best = v
        assert best is not None
        return best

    def _margin(self, st: State, depth: int, alpha: float, beta: float) -> float:
        """Two seats: the root seat's value less the other's, the root seat maximising
        and the other minimising (alpha-beta; a result at or below ``alpha`` or at or
        above ``beta`` is only a bound)."""
        got = self._choice(st)
        if isinstance(got, list) or depth == 0:
            v = got if isinstance(got, list) else self._leaf(st)
            return v[self.me] - v[1 - self.me]
        player, legal = got
        mine = player == self.me
        best = -math.inf if mine else math.inf
        for a in self._ordered(st, player, legal):
            m = self._margin(self._play(st, a), depth - 1, alpha, beta)
            if mine:
                if m > best + _EPS:
                    best = m
                    alpha = max(alpha, m)
            elif m < best - _EPS:
                best = m
                beta = min(beta, m)
            # a margin lies in [-1, 1]: at the mover's end of it nothing does better
            if alpha >= beta or (best >= 1.0 - _EPS if mine else best <= -1.0 + _EPS):
                break
        return best
