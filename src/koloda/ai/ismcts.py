"""Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012), the
single-observer variant (SO-ISMCTS), for every game.

One tree is grown from the deciding seat's information set. Each iteration draws a world
from it (:meth:`~koloda.engine.infoset.InfoSet.resample`: the hidden cards re-dealt,
uniformly over what the seat has seen), walks down the tree playing that world's legal
moves (an opponent's moves are chosen in the tree too, from the moves his cards allow in
that world), adds one node, evaluates the position reached and backs the value up.

- *Availability counts*: a move's UCB term uses how often it was legal when its node was
  visited, not the node's visits, since in other worlds other moves exist.
- *UCB1* with the constant ``c`` (values are in [0, 1] for every seat). Where the adapter
  asks for it (``adapter.normalize``), a move's mean is read on the scale of the values
  seen so far in this search (each seat's lowest to highest, as MuZero's min-max
  statistics): a game of many deals values a deal by how the score stands, which moves
  a few hundredths, and against ``c`` such differences would leave the visits flat (the
  most visited move then a matter of chance).
- *Evaluation* comes from the game's adapter (:mod:`koloda.ai.adapters`): an exact value
  when one is known (the Durak endgame solver), the value at a horizon (the end of a deal
  in Тысяча and Mau-Mau), or a rollout (``state.playout`` where the game has a fast one,
  else the adapter's own loop, with the game's heuristic or random moves).
- *Budget*: iterations, milliseconds, or both (the first reached ends the search).
- *Compiled*: an adapter may run this very search in C (Durak on its compiled core:
  :meth:`~koloda.ai.adapters.Adapter.compiled_search`); it returns the same statistics
  to the last bit, and this loop stays the reference.
- *Root parallelism* (``workers`` > 1): that many processes (forked, where the platform
  forks) search independent trees with their own RNG streams; their root statistics are
  summed.

Everything random comes from the injected ``rng``: with an iteration budget the search is
repeatable, and the same information set gives the same decision however the true hidden
cards lie (``tests/ai/test_no_peek.py``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from koloda.ai.thought import CHANCE_UNIT, Clock, Thought
from koloda.ai.tree import Node, Stats
from koloda.engine.game import CHANCE, Action
from koloda.engine.infoset import decide

if TYPE_CHECKING:
    from koloda.ai.adapters import Adapter
    from koloda.engine.infoset import InfoSet

__all__ = ["Node", "Stats", "anchored", "merge", "search", "thought_of"]

_log = math.log
_sqrt = math.sqrt


def search(infoset: InfoSet, adapter: Adapter, rng: random.Random, *, iters: int | None,
           ms: float | None, c: float = 0.7,
           root_actions: Sequence[Action] | None = None, depth: int | None = None,
           model: bool = False) -> tuple[Stats, int]:
    """Grow one tree; the root moves' statistics and the number of iterations.
    ``depth``: the most moves the tree holds on a path (None: no limit; 1: each root
    move valued by rollouts alone, a one-step improvement of the rollout policy).
    ``model``: the other seats' moves in the tree are the game's heuristic's in each
    world (it sees that world's hand of its seat), not chosen by UCB over all worlds
    at once: an opponent then plays to his own cards (no strategy fusion on his side)
    at the price of assuming he plays as the heuristic does."""
    compiled = (adapter.compiled_search(infoset, rng, iters, ms, c, root_actions)
                if depth is None and not model else None)
    models = adapter.model_agents(rng) if model else None
    me = infoset.seat
    if compiled is not None:  # the same search in C, number for number
        return compiled
    normalize = adapter.normalize
    seats = range(infoset.players)
    lo = [1.0] * infoset.players  # the lowest and highest value seen, per seat
    hi = [0.0] * infoset.players
    root = Node()
    allowed = set(root_actions) if root_actions is not None else None
    clock = Clock(iters, ms)
    done = 0
    while clock.more(done):
        done += 1
        st = infoset.resample(rng)
        adapter.world(st)
        node = root
        path: list[tuple[Node, int]] = []
        value: list[float] | None = None
        while True:
            player = st.current_player()
            if player < 0:
                if player == CHANCE and adapter.chance(st):
                    st.apply_chance()
                    continue
                value = adapter.utility(st)
                break
            if node is not root:
                exact = adapter.exact(st, node)
                if exact is not None:
                    value = exact
                    break
                if depth is not None and len(path) >= depth:
                    break
            children = node.children
            if models is not None and player != me:
                a = decide(models[player], st, player, play=True)
                got = children.get(a)
                if got is None:  # new: expand it and value the position after it
                    got = children[a] = Node()
                    path.append((got, player))
                    st.apply(a)
                    node = got
                    break
                path.append((got, player))
                st.apply(a)
                node = got
                continue
            legal = st.search_actions()
            if node is root and allowed is not None:
                legal = [a for a in legal if a in allowed]
            untried = [a for a in legal if a not in children]
            if untried:
                a = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = Node()
                children[a] = child
                for b in legal:
                    got = children.get(b)
                    if got is not None:
                        got.avail += 1
                path.append((child, player))
                st.apply(a)
                node = child
                break
            best_a = legal[0]
            best_u = -1e300
            best_n: Node | None = None
            base, scale = 0.0, 1.0
            if normalize:
                base = lo[player]
                span = hi[player] - base
                scale = 1.0 / span if span > 1e-12 else 0.0
            for b in legal:
                ch = children[b]
                ch.avail += 1
                u = ((ch.total / ch.visits - base) * scale
                     + c * _sqrt(_log(ch.avail) / ch.visits))
                if u > best_u:
                    best_u, best_a, best_n = u, b, ch
            assert best_n is not None
            path.append((best_n, player))
            st.apply(best_a)
            node = best_n
        if value is None:
            value = adapter.evaluate(st, rng, node)
        if normalize:
            for p in seats:
                v = value[p]
                if v < lo[p]:
                    lo[p] = v
                if v > hi[p]:
                    hi[p] = v
        for n, p in path:
            n.visits += 1
            n.total += value[p]
    stats = {a: (ch.visits, ch.total) for a, ch in root.children.items()}
    return stats, done


def merge(parts: Sequence[Stats]) -> Stats:
    out: dict[Action, tuple[int, float]] = {}
    for part in parts:
        for a, (v, t) in part.items():
            ov, ot = out.get(a, (0, 0.0))
            out[a] = (ov + v, ot + t)
    return out


def thought_of(stats: Stats, legal: Sequence[Action], iterations: int, seconds: float,
               method: str = "ismcts", unit: str = CHANCE_UNIT) -> Thought:
    """The most visited root move (ties: the better mean, then the earlier legal move)."""
    values: dict[Action, float] = {}
    visits: dict[Action, int] = {}
    for a in legal:
        v, t = stats.get(a, (0, 0.0))
        visits[a] = v
        if v:
            values[a] = t / v
    if not values:
        return Thought(legal[0], 0.5, unit, {}, visits, method, iterations, seconds)
    best = max(legal, key=lambda a: (visits[a], values.get(a, -1.0)))
    return Thought(best, values[best], unit, values, visits, method, iterations, seconds)


def anchored(infoset: InfoSet, adapter: Adapter, rng: random.Random, moves: Sequence[Action],
             base: Action, *, iters: int | None, ms: float | None, z: float,
             least: int = 8) -> tuple[Action, Stats, dict[Action, tuple[float, float]], int]:
    """A one-step improvement of the rollout policy that keeps ``base`` (the policy's own
    move) unless another move is clearly better. Each world drawn is played with every
    move in ``moves``, each followed by a rollout from the same random stream (common
    random numbers: the same stock, the same chance, the same tie-breaks), so two moves
    are compared on the same cards and most of the cards' luck cancels. A move replaces
    ``base`` only when its mean paired difference from ``base`` is above ``z`` standard
    errors (over ``least`` worlds at least); of such moves, the highest lower bound.
    Budget: ``iters`` play-outs in all (so about ``iters / len(moves)`` worlds) and/or
    ``ms``. Returns the move, each move's (worlds, total value), each move's (mean
    difference from ``base``, its standard error) and the play-outs run."""
    seat = infoset.seat
    moves = list(moves)
    if base not in moves:
        moves.insert(0, base)
    k = len(moves)
    clock = Clock(None if iters is None else max(iters, k), ms)
    totals = dict.fromkeys(moves, 0.0)
    diff_sum = dict.fromkeys(moves, 0.0)
    diff_sq = dict.fromkeys(moves, 0.0)
    worlds = 0
    done = 0
    while clock.more(done):
        world = infoset.resample(rng)
        stream = rng.getrandbits(64)
        got: dict[Action, float] = {}
        for a in moves:
            st = world.clone()
            adapter.world(st)
            st.apply(a)
            got[a] = adapter.evaluate(st, random.Random(stream), Node())[seat]
        done += k
        worlds += 1
        b = got[base]
        for a in moves:
            v = got[a]
            totals[a] += v
            d = v - b
            diff_sum[a] += d
            diff_sq[a] += d * d
    stats: Stats = {a: (worlds, totals[a]) for a in moves}
    diffs: dict[Action, tuple[float, float]] = {}
    best, best_low = base, 0.0
    for a in moves:
        if worlds == 0:
            break
        mean = diff_sum[a] / worlds
        var = max(0.0, diff_sq[a] / worlds - mean * mean) * worlds / max(1, worlds - 1)
        se = _sqrt(var / worlds)
        diffs[a] = (mean, se)
        low = mean - z * se
        if a != base and worlds >= least and low > best_low:
            best, best_low = a, low
    return best, stats, diffs, done
