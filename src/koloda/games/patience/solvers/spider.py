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
* **Moves**: every legal move is generated (every top part of the top run onto every
  column that takes it, the stock when it may be dealt) except moving a whole column into
  an empty one, which changes nothing; with the stock empty only the first empty column is
  tried (the others give the same key). So when the table runs out of new positions the
  verdict ``lost`` is a proof.
* **Order**: best first on a score, lower is better, summed over columns (each column's
  part is cached by its ``bytes``): a face-down card costs most, then a face-up card that
  does not follow the card below it in rank, then one that follows in rank but not in suit;
  an empty column and a King at the bottom of a column count in favour, each card still in
  the stock costs a little more than a badly placed card, so rows are dealt only when the
  tableau cannot be improved more cheaply. Ties go to the newest position (depth first),
  which finds long but quick wins, which is what a hint needs.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from koloda.engine import cards as C

if TYPE_CHECKING:
    from koloda.games.patience.solve import Solution
    from koloda.games.patience.state import PatienceState

DOWN = 0x40  # added to the code of a face-down card
DEAL = (-1, -1, 0)  # the move that deals the next row of the stock
Move = tuple[int, int, int]  # (from column, to column, cards); DEAL for the stock
SEP = b"\xff"


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
    stock: int = 4  # a card still in the stock
    empty: int = 6  # an empty column (subtracted)
    king: int = 1  # a King at the bottom of a column (subtracted)


WEIGHTS = Weights()


@dataclass
class Result:
    """``status``: ``won`` (``moves`` win), ``lost`` (no position left: a proof) or
    ``unknown`` (the limit came first); ``nodes``: positions expanded."""

    status: str
    moves: list[Move]
    nodes: int
    seconds: float


def _complete(suit: int) -> bytes:
    return bytes(suit << 4 | r for r in range(13, 0, -1))


COMPLETE = tuple(_complete(s) for s in range(4))


class _Search:
    def __init__(self, cols: Sequence[bytes], rows: Sequence[bytes], weights: Weights,
                 prune: bool = True) -> None:
        self.start = tuple(cols)
        self.rows = tuple(rows)
        self.w = weights
        self.memo: dict[bytes, tuple[int, int]] = {}  # column -> (top run, score)
        self.prune = prune
        self.pruned = False  # a move was left out that a proof would need

    def info(self, col: bytes) -> tuple[int, int]:
        got = self.memo.get(col)
        if got is not None:
            return got
        w = self.w
        if not col:
            got = (0, -w.empty)
        else:
            k = len(col) - 1
            while k > 0 and col[k - 1] == col[k] + 1:
                k -= 1
            run = len(col) - k
            score = 0
            down = 0
            prev = -1
            for c in col:
                if c & DOWN:
                    down += 1
                elif prev >= 0:
                    if prev == c + 1:
                        pass
                    elif prev & 15 == (c & 15) + 1:
                        score += w.offsuit
                    else:
                        score += w.jumble
                    prev = c
                else:
                    prev = c
            score += down * w.down
            if not down and col[0] & 15 == 13:
                score -= w.king
            got = (run, score)
        if len(self.memo) > 400_000:
            self.memo.clear()
        self.memo[col] = got
        return got

    def score(self, cols: Sequence[bytes], dealt: int) -> int:
        info = self.info
        total = 0
        for col in cols:
            total += info(col)[1]
        left = sum(len(r) for r in self.rows[dealt:])
        return total + left * self.w.stock

    def key(self, cols: Sequence[bytes], dealt: int) -> bytes:
        if dealt == len(self.rows):
            return SEP.join(sorted(cols))
        return SEP.join(cols) + bytes((dealt,))

    def children(self, cols: tuple[bytes, ...], dealt: int
                 ) -> list[tuple[Move, tuple[bytes, ...], int]]:
        out: list[tuple[Move, tuple[bytes, ...], int]] = []
        n_cols = len(cols)
        stock_left = dealt < len(self.rows)
        if stock_left and all(cols):
            row = self.rows[dealt]
            new = [cols[i] + row[i:i + 1] if i < len(row) else cols[i] for i in range(n_cols)]
            out.append((DEAL, tuple(_settle(c) for c in new), dealt + 1))
        info = self.info
        runs = [info(c)[0] for c in cols]
        first_empty = -1
        for i in range(n_cols):
            if not cols[i]:
                first_empty = i
                break
        for a in range(n_cols):
            src = cols[a]
            run = runs[a]
            if not run:
                continue
            top = src[-1] & 15
            for b in range(n_cols):
                if b == a:
                    continue
                dst = cols[b]
                if dst:
                    n = (dst[-1] & 15) - top
                    if n == run or (1 <= n < run and not self.prune):
                        out.append(self._move(cols, a, b, n, dealt))
                    elif 1 <= n < run:
                        self.pruned = True
                elif b == first_empty or stock_left:
                    for n in range(run, 0, -1):
                        if n == len(src):
                            continue
                        out.append(self._move(cols, a, b, n, dealt))
        return out

    @staticmethod
    def _move(cols: tuple[bytes, ...], a: int, b: int, n: int, dealt: int
              ) -> tuple[Move, tuple[bytes, ...], int]:
        new = list(cols)
        src = cols[a]
        rest = src[:-n]
        if rest and rest[-1] & DOWN:
            rest = rest[:-1] + bytes((rest[-1] & ~DOWN,))
        new[a] = rest
        new[b] = _settle(cols[b] + src[-n:])
        return (a, b, n), tuple(new), dealt

    def run(self, time_limit: float, node_limit: int | None) -> Result:
        clock = time.perf_counter
        began = clock()
        start = tuple(_settle(c) for c in self.start)
        n_rows = len(self.rows)
        if not any(start) and n_rows == 0:
            return Result("won", [], 0, 0.0)
        root_key = self.key(start, 0)
        parents: dict[bytes, tuple[bytes, Move] | None] = {root_key: None}
        heap: list[tuple[int, int, tuple[bytes, ...], int, bytes]] = [
            (self.score(start, 0), 0, start, 0, root_key)]
        counter = 0
        nodes = 0
        while heap:
            _score, _tie, cols, dealt, key = heapq.heappop(heap)
            nodes += 1
            if nodes & 127 == 0 and (clock() - began > time_limit or (
                    node_limit is not None and nodes > node_limit)):
                return Result("unknown", [], nodes, clock() - began)
            for move, child, child_dealt in self.children(cols, dealt):
                child_key = self.key(child, child_dealt)
                if child_key in parents:
                    continue
                parents[child_key] = (key, move)
                if child_dealt == n_rows and not any(child):
                    return Result("won", _path(parents, child_key), nodes, clock() - began)
                counter -= 1
                heapq.heappush(heap, (self.score(child, child_dealt), counter, child,
                                      child_dealt, child_key))
        return Result("unknown" if self.pruned else "lost", [], nodes, clock() - began)


def _settle(col: bytes) -> bytes:
    """Take a finished King-to-Ace run off the top, turning up the card it uncovers."""
    if len(col) >= 13 and col[-1] & 15 == 1 and not col[-1] & DOWN:
        if col.endswith(COMPLETE[col[-1] >> 4 & 3]):
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
                 node_limit: int | None = None, weights: Weights = WEIGHTS) -> Result:
    """Solve a position: ``columns`` bottom first with ``down[i]`` face-down cards at the
    bottom of column ``i``; ``rows`` the stock's rows in the order they will be dealt,
    ``rows[r][i]`` going onto column ``i``."""
    search = _Search(encode_columns(columns, down), [bytes(map(code, r)) for r in rows],
                     weights)
    return search.run(time_limit, node_limit)


def stock_rows(stock: Sequence[C.Card], columns: int) -> list[list[C.Card]]:
    """The rows a stock pile (top card last) will deal onto ``columns`` columns."""
    order = list(reversed(stock))
    return [order[k:k + columns] for k in range(0, len(order), columns)]


def solve_state(state: PatienceState, time_limit: float = 2.0,
                node_limit: int | None = None, weights: Weights = WEIGHTS) -> Solution:
    """Solve a Spider state (every card known) and give the line as the game's actions."""
    from koloda.games.patience import actions as A
    from koloda.games.patience.solve import Solution

    tableau = [i for i, s in enumerate(state.specs) if s.kind == "tableau"]
    stock = state.piles[state.stock_pile] if state.stock_pile >= 0 else []
    if state.is_won():
        return Solution("won", [], 0, 0.0)
    found = solve_spider([state.piles[i] for i in tableau], [state.down[i] for i in tableau],
                         stock_rows(stock, len(tableau)), time_limit, node_limit, weights)
    actions = [A.DRAW_ACTION if m == DEAL else A.move(tableau[m[0]], tableau[m[1]], m[2])
               for m in found.moves]
    return Solution(found.status, actions, found.nodes, found.seconds)
