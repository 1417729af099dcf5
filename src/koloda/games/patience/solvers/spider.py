"""A Spider solver (Паук): decides a deal with every card known ("thoughtful") and finds
a winning line, fast enough for hints on the one-suit game.

The rules solved
----------------
Ten columns, the face-down cards at their bottom; a stock dealt a row at a time, one card
onto each column, only while no column is empty. The top run of a column (cards of one
suit in sequence, face up) may move, whole or any top part of it, onto a column whose top
card is one rank higher (any suit) or onto an empty column. A face-down card left on top
turns up; a King-to-Ace run of one suit on top of a column leaves at once. Won when every
card has left.

How the search works
--------------------
* **Positions** keep each column as a ``bytes`` string of codes ``suit << 4 | rank`` (Ace
  1 … King 13) with ``0x40`` added to a face-down card, so one string says everything
  about a column. Two cards of one suit in sequence are then two codes that differ by
  exactly one, which makes runs cheap to read. Twins (the two decks' copies, or the eight
  spades of the one-suit game) have one code, so positions that differ only by which twin
  lies where are one position.
* **The transposition table** stores a key per position: the columns joined, plus the
  number of rows dealt. Once the stock is empty the columns are sorted first, since then
  nothing tells columns apart; while rows remain it is not sorted (the next row gives
  column *i* its own card).
* **Moves**: the stock when it may be dealt, and the top run of a column (whole, or any
  top part of it when the target is an empty column) onto a column whose top card is one
  rank higher or onto an empty column; a whole column into an empty one changes nothing
  and is skipped, and with the stock empty only the first empty column is tried (the
  others give the same key). Left out as dominated: a *part* of a run onto a non-empty
  column (it leaves a card of the same suit on top, which only the cards just moved, or
  their twins, could follow). Unpruned, the search is far slower (in one second it won
  none of 30 two-suit deals, pruned 11), but a pruned search that runs out proves
  nothing, so such a search is repeated unpruned, and only the unpruned search's
  exhaustion is reported as ``lost`` (a proof).
* **Order**: best first on a score, lower is better, summed over columns (each column's
  part is cached by its ``bytes``): a face-down card costs most, then a face-up card that
  does not follow the card below it in rank, then one that follows in rank but not in suit;
  an empty column and a King at the bottom of a column count in favour; a card still in
  the stock costs as much as a badly placed one, so a deal costs about nothing and the
  search does not wander the tableau long before it deals, which wins most one-suit deals
  at once; a deal waits a little behind moves of the same score (``deal_delay``, not
  passed on to its descendants). Ties go to the newest position (depth first), which
  finds long but quick wins, which is what a hint needs.
* **Restarts**: a greedy search is quick when lucky and slow after an early bad choice,
  so :func:`solve_spider` spends its budget in restarts (a portfolio) counted in
  positions, not seconds, so that with a node limit its answers do not depend on the
  machine: 300 positions with each of two weightings, then the same with a little random
  noise on the scores, the budget doubling every second restart.
* **Hints**: :func:`spider_hint` is the shared hint (the first move that wins most of the
  worlds drawn from what the player may know) with two changes: a deal is named only when
  it wins more worlds than any move, and when no world is won the move toward the
  best-scored position the searches reached is offered as a guess (the usual case with
  four suits). :class:`SpiderAgent`, the computer player, plays these hints.

Figures (``bench/spider_solver.py``, thoughtful, 5 s a deal, on a shared two-core machine):
one suit 199 of 200 deals won (deals 1001-1200; 95% interval 97.2-99.9%, median 0.04 s
a deal) and 50 of 50 (deals 1-50); two suits 40 of 50 (67-89%); four suits none of 10.
Published for four suits: 31,998 of 32,000 deals winnable (plspider, about a minute a
deal), so the two- and four-suit figures measure this solver, not the game.
"""

from __future__ import annotations

import heapq
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from koloda.engine import cards as C
from koloda.games.patience import clock as _clock
from koloda.games.patience.solve import Solution, SolverAgent

if TYPE_CHECKING:
    from koloda.engine.infoset import InfoSet
    from koloda.games.patience.state import PatienceState

DOWN = 0x40  # added to the code of a face-down card
DEAL = (-1, -1, 0)  # the move that deals the next row of the stock
Move = tuple[int, int, int]  # (from column, to column, cards); DEAL for the stock
SEP = b"\xff"
SLICE = 300  # positions of the first search of the portfolio
NOISE = 12  # eighths of a score point of random noise in the later searches


def code(card: C.Card) -> int:
    """The solver's code of an engine card: ``suit << 4 | rank``, Ace 1 … King 13."""
    rank = card & 15
    return (card >> 4 & 3) << 4 | (1 if rank == C.ACE else rank)


@dataclass(frozen=True)
class Weights:
    """The score's weights (lower scores are searched first)."""

    down: int = 6  # a face-down card
    jumble: int = 3  # a face-up card that is not one rank below the card under it
    offsuit: int = 1  # one rank below, other suit
    stock: int = 3  # a card still in the stock
    empty: int = 6  # an empty column (subtracted)
    king: int = 1  # a King at the bottom of a column (subtracted)
    deal_delay: int = 16  # eighths of a point added to a deal's priority (not inherited)


WEIGHTS = Weights()
PORTFOLIO = (WEIGHTS, Weights(empty=3))  # the weightings the restarts take in turn


@dataclass
class Result:
    """``status``: ``won`` (``moves`` win), ``lost`` (no position left: a proof) or
    ``unknown`` (the limit came first), and inside :func:`solve_spider` ``exhausted`` (a
    possibly pruned search ran out); ``nodes``: positions expanded. Without a win,
    ``best`` leads to the best-scored position seen (``best_score``): a guess."""

    status: str
    moves: list[Move]
    nodes: int
    seconds: float
    best: list[Move] = field(default_factory=list)
    best_score: int = 1 << 30


def _complete(suit: int) -> bytes:
    return bytes(suit << 4 | r for r in range(13, 0, -1))


COMPLETE = tuple(_complete(s) for s in range(4))


class _Search:
    """One best-first search from a position; :func:`solve_spider` runs several."""

    def __init__(self, cols: Sequence[bytes], rows: Sequence[bytes], weights: Weights,
                 prune: bool = True, noise: int = 0, seed: int = 0) -> None:
        self.start = tuple(cols)
        self.rows = tuple(rows)
        self.w = weights
        self.memo: dict[bytes, tuple[int, int, int]] = {}  # column -> (run, top, score)
        self.prune = prune
        self.pruned = False  # a move was left out that a proof would need
        self.noise = noise  # random eighths of a point added to each priority (0: none)
        self.seed = seed
        # what the stock still costs after r rows were dealt
        self.stock_cost = [sum(len(r) for r in self.rows[k:]) * weights.stock
                           for k in range(len(self.rows) + 1)]

    def info(self, col: bytes) -> tuple[int, int, int]:
        """(length of the top run, rank of the top card, the column's score)."""
        got = self.memo.get(col)
        if got is not None:
            return got
        w = self.w
        if not col:
            got = (0, 0, -w.empty)
        else:
            k = len(col) - 1
            while k > 0 and col[k - 1] == col[k] + 1:
                k -= 1
            score = 0
            down = 0
            prev = -1
            for c in col:
                if c & DOWN:
                    down += 1
                    continue
                if prev >= 0 and prev != c + 1:
                    score += w.offsuit if prev & 15 == (c & 15) + 1 else w.jumble
                prev = c
            score += down * w.down
            if not down and col[0] & 15 == 13:
                score -= w.king
            got = (len(col) - k, col[-1] & 15, score)
        if len(self.memo) > 400_000:
            self.memo.clear()
        self.memo[col] = got
        return got

    def score(self, cols: Sequence[bytes], dealt: int) -> int:
        info = self.info
        return sum(info(c)[2] for c in cols) + self.stock_cost[dealt]

    def key(self, cols: Sequence[bytes], dealt: int) -> bytes:
        if dealt == len(self.rows):
            return SEP.join(sorted(cols))
        return SEP.join(cols) + bytes((dealt,))

    def children(self, cols: tuple[bytes, ...], dealt: int, score: int
                 ) -> list[tuple[Move, tuple[bytes, ...], int, int]]:
        """(move, columns, rows dealt, score) of every position one move away."""
        out: list[tuple[Move, tuple[bytes, ...], int, int]] = []
        n_cols = len(cols)
        stock_left = dealt < len(self.rows)
        if stock_left and all(cols):
            row = self.rows[dealt]
            new = tuple(_settle(cols[i] + row[i:i + 1]) if i < len(row) else cols[i]
                        for i in range(n_cols))
            out.append((DEAL, new, dealt + 1, self.score(new, dealt + 1)))
        info = self.info
        infos = [info(c) for c in cols]
        by_top: dict[int, list[int]] = {}
        empties: list[int] = []
        for i in range(n_cols):
            if cols[i]:
                by_top.setdefault(infos[i][1], []).append(i)
            elif stock_left or not empties:
                empties.append(i)
        prune = self.prune
        for a in range(n_cols):
            run, top, src_score = infos[a]
            if not run:
                continue
            src = cols[a]
            lengths = (run,) if prune else range(run, 0, -1)
            for n in lengths:
                targets = by_top.get(top + n)
                if not targets:
                    continue
                for b in targets:
                    out.append(self._move(cols, a, b, n, dealt, score - src_score
                                          - infos[b][2]))
            if prune and run > 1:
                for n in range(1, run):
                    if top + n in by_top:
                        self.pruned = True
                        break
            for b in empties:
                for n in range(run, 0, -1):
                    if n != len(src):
                        out.append(self._move(cols, a, b, n, dealt, score - src_score
                                              - infos[b][2]))
        return out

    def _move(self, cols: tuple[bytes, ...], a: int, b: int, n: int, dealt: int,
              rest_score: int) -> tuple[Move, tuple[bytes, ...], int, int]:
        new = list(cols)
        src = cols[a]
        rest = src[:-n]
        if rest and rest[-1] & DOWN:
            rest = rest[:-1] + bytes((rest[-1] & ~DOWN,))
        new[a] = rest
        dst = new[b] = _settle(cols[b] + src[-n:])
        info = self.info
        return (a, b, n), tuple(new), dealt, rest_score + info(rest)[2] + info(dst)[2]

    def run(self, time_limit: float, node_limit: int | None) -> Result:
        """Search until a win, the limits, or no position is left (``exhausted``)."""
        clock = _clock.seconds
        began = clock()
        start = tuple(_settle(c) for c in self.start)
        n_rows = len(self.rows)
        if not any(start) and n_rows == 0:
            return Result("won", [], 0, 0.0)
        root_key = self.key(start, 0)
        parents: dict[bytes, tuple[bytes, Move] | None] = {root_key: None}
        heap: list[tuple[int, int, tuple[bytes, ...], int, bytes, int]] = [
            (0, 0, start, 0, root_key, self.score(start, 0))]
        rng = random.Random(self.seed)
        jitter = [rng.randrange(self.noise) if self.noise else 0 for _ in range(4096)]
        counter = 0
        nodes = 0
        best_score, best_key = 1 << 30, root_key
        most = node_limit if node_limit is not None else 1 << 62
        delay = self.w.deal_delay
        while heap:
            if nodes >= most or (nodes & 63 == 0 and clock() - began > time_limit):
                return Result("unknown", [], nodes, clock() - began,
                              _path(parents, best_key), best_score)
            _priority, _tie, cols, dealt, key, score = heapq.heappop(heap)
            nodes += 1
            for move, child, child_dealt, child_score in self.children(cols, dealt, score):
                child_key = self.key(child, child_dealt)
                if child_key in parents:
                    continue
                parents[child_key] = (key, move)
                if child_dealt == n_rows and not any(child):
                    return Result("won", _path(parents, child_key), nodes, clock() - began)
                if child_score < best_score:
                    best_score, best_key = child_score, child_key
                counter -= 1
                priority = child_score * 8 + jitter[counter & 4095]
                if move is DEAL:
                    priority += delay
                heapq.heappush(heap, (priority, counter,
                                      child, child_dealt, child_key, child_score))
        return Result("exhausted", [], nodes, clock() - began, _path(parents, best_key),
                      best_score)


def _settle(col: bytes) -> bytes:
    """Take a finished King-to-Ace run off the top, turning up the card it uncovers."""
    if (len(col) >= 13 and col[-1] & 15 == 1 and not col[-1] & DOWN
            and col.endswith(COMPLETE[col[-1] >> 4 & 3])):
        col = col[:-13]
        if col and col[-1] & DOWN:
            col = col[:-1] + bytes((col[-1] & ~DOWN,))
    return col


def _path(parents: dict[bytes, tuple[bytes, Move] | None], key: bytes) -> list[Move]:
    out: list[Move] = []
    step = parents[key]
    while step is not None:
        key, move = step
        out.append(move)
        step = parents[key]
    out.reverse()
    return out


def encode_columns(columns: Sequence[Sequence[C.Card]], down: Sequence[int]) -> list[bytes]:
    """The solver's columns from engine cards (bottom first) and face-down counts."""
    return [bytes(code(c) | (DOWN if k < d else 0) for k, c in enumerate(col))
            for col, d in zip(columns, down, strict=True)]


def solve_spider(columns: Sequence[Sequence[C.Card]], down: Sequence[int],
                 rows: Sequence[Sequence[C.Card]] = (), time_limit: float = 2.0,
                 node_limit: int | None = None,
                 weights: Sequence[Weights] = PORTFOLIO) -> Result:
    """Solve a position: ``columns`` bottom first with ``down[i]`` face-down cards at the
    bottom of column ``i``; ``rows`` the stock's rows in the order they will be dealt,
    ``rows[r][i]`` going onto column ``i``.

    The greedy search is quick when it is lucky and slow when an early choice was bad, so
    the time is spent in restarts (a portfolio): the plain order first, then orders with a
    little random noise on the scores, each restart twice as long as the one before the
    last. A search that runs out of positions is repeated without the pruning of
    dominated moves, and only that one's exhaustion is reported as ``lost``."""
    cols = encode_columns(columns, down)
    coded = [bytes(map(code, r)) for r in rows]
    clock = _clock.seconds
    began = clock()
    nodes = 0
    attempt = 0
    slice_ = SLICE
    best: list[Move] = []
    best_score = 1 << 30

    def done(status: str, moves: list[Move]) -> Result:
        return Result(status, moves, nodes, clock() - began, best, best_score)

    while True:
        left = time_limit - (clock() - began)
        budget = slice_ if node_limit is None else min(slice_, node_limit - nodes)
        if left <= 0 or budget <= 0:
            return done("unknown", [])
        search = _Search(cols, coded, weights[attempt % len(weights)],
                         noise=0 if attempt < len(weights) else NOISE, seed=attempt)
        found = search.run(left, budget)
        nodes += found.nodes
        if found.best_score < best_score:
            best, best_score = found.best, found.best_score
        if found.status == "exhausted":
            if not search.pruned:
                return done("lost", [])
            exact = _Search(cols, coded, weights[0], prune=False)
            left = time_limit - (clock() - began)
            found = exact.run(max(left, 0.0),
                              None if node_limit is None else node_limit - nodes)
            nodes += found.nodes
            return done("lost" if found.status == "exhausted" else found.status,
                        found.moves)
        if found.status == "won":
            return done("won", found.moves)
        attempt += 1
        if attempt % 2 == 0:
            slice_ *= 2


def stock_rows(stock: Sequence[C.Card], columns: int) -> list[list[C.Card]]:
    """The rows a stock pile (top card last) will deal onto ``columns`` columns."""
    order = list(reversed(stock))
    return [order[k:k + columns] for k in range(0, len(order), columns)]


def _solve_raw(state: PatienceState, time_limit: float, node_limit: int | None,
               weights: Sequence[Weights]) -> Result:
    tableau = [i for i, s in enumerate(state.specs) if s.kind == "tableau"]
    stock = state.piles[state.stock_pile] if state.stock_pile >= 0 else []
    return solve_spider([state.piles[i] for i in tableau], [state.down[i] for i in tableau],
                        stock_rows(stock, len(tableau)), time_limit, node_limit, weights)


def to_actions(state: PatienceState, moves: Sequence[Move]) -> list[int]:
    """The solver's moves as the state's actions."""
    from koloda.games.patience import actions as A

    tableau = [i for i, s in enumerate(state.specs) if s.kind == "tableau"]
    return [A.DRAW_ACTION if m == DEAL else A.move(tableau[m[0]], tableau[m[1]], m[2])
            for m in moves]


def solve_state(state: PatienceState, time_limit: float = 2.0,
                node_limit: int | None = None,
                weights: Sequence[Weights] = PORTFOLIO) -> Solution:
    """Solve a Spider state (every card known) and give the line as the game's actions."""
    if state.is_won():
        return Solution("won", [], 0, 0.0)
    found = _solve_raw(state, time_limit, node_limit, weights)
    return Solution(found.status, to_actions(state, found.moves), found.nodes, found.seconds)


def spider_hint(state: PatienceState, time_limit: float = 1.0, worlds: int = 6,
                seed: int = 0) -> tuple[int | None, float, bool]:
    """``(action, share, guessed)``: the next move from what the player may know, as
    :func:`koloda.games.patience.solve.hint` finds it (the first move that wins most of
    the worlds drawn from the player's information, and the share it wins), except that
    when no world is won in time the move is a guess: the first move of the line to the
    best-scored position that most worlds reached (share 0, ``guessed`` true). Without
    such a line the action is None."""
    hidden = bool(state.hidden_positions())
    count = worlds if hidden else 1
    rng = random.Random(seed)
    wins: Counter[Move] = Counter()
    guesses: Counter[Move] = Counter()
    each = time_limit / count
    for _ in range(count):
        world = state.resample(0, rng) if hidden else state.clone()
        found = _solve_raw(world, each, None, PORTFOLIO)
        if found.status == "won" and found.moves:
            wins[found.moves[0]] += 1
        elif found.best:
            guesses[found.best[0]] += 1
    if wins:
        move = min(wins, key=lambda m: (-wins[m], m == DEAL))  # a deal only on a tie
        return to_actions(state, [move])[0], wins[move] / count, False
    if guesses:
        move = min(guesses, key=lambda m: (-guesses[m], m == DEAL))
        return to_actions(state, [move])[0], 0.0, True
    return None, 0.0, False


class SpiderAgent(SolverAgent):
    """The computer player of Spider: the move :func:`spider_hint` gives in a world of
    its information set (so a guess when no world is won, rather than the generic
    fallback, which can walk a card to and fro)."""

    def act_infoset(self, infoset: InfoSet) -> int:
        from koloda.games.patience.state import PatienceState

        world = infoset.resample(self.rng)
        assert isinstance(world, PatienceState)
        action, _share, _guessed = spider_hint(world, self.time_limit, worlds=3,
                                               seed=self.rng.getrandbits(32))
        if action is not None and action in infoset.legal:
            return action
        return super().act(infoset.obs, infoset.legal)
