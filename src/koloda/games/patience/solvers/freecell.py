"""A FreeCell solver (Солитер): decides a position and finds a winning line.

The rules solved
----------------
Eight tableau columns (the solver takes any number), ``free_cells`` free cells (4 in the standard game) holding one card
each, four foundations built up by suit from the Ace to the King. The top card of a column
or a card in a cell may go to its foundation, to an empty cell, to an empty column, or onto
a column whose top card is one rank higher and of the other colour. A run of cards that
already goes down in alternating colours may move as a unit ("supermove") onto a column
when it is no longer than ``(empty cells + 1) * 2 ** empty columns``, not counting the
target column when that one is empty: that is exactly how many cards the free spaces let a
player shift one at a time, so a supermove never does anything single-card moves could not.

Moves
-----
A move, as the solver returns it and :func:`apply_move` takes it, is a tuple
``("move", src, dst, n)``: ``src`` and ``dst`` are ``"t0"``..``"t7"`` (a column),
``"c0"``..``"c3"`` (a cell) or, for ``dst`` only, ``"f"`` (the foundation of the moved
card's suit); ``n`` is the number of cards, above 1 only from a column onto a column.

Cards are the engine's ints (``koloda.engine.cards``: ``suit << 4 | rank`` with the Ace as
rank 14; on the foundations the Ace counts as the lowest card). Foundations are given as
how many cards of each suit are home, in the engine's suit order ♠ ♣ ♦ ♥ (0 = none,
1 = the Ace, 13 = the whole suit).

How the search works
--------------------
* **Positions** keep each column as a ``bytes`` string of internal card codes
  (``rank * 4 + suit``, Ace = 1) and the cells as a sorted ``bytes`` string; Python hashes
  and compares these in C, and caches a string's hash, which is what makes a pure-Python
  search fast enough. A position's *key* lists its columns sorted, so positions that only
  differ by the order of their columns (or of their cells) count as one: the
  transposition table stores keys only.
* **Safe moves to the foundations** are made at once, without branching. A card may go
  home safely when no solution could still need it in the tableau: a card of rank ``r`` is
  only ever useful as a base for the two cards of rank ``r - 1`` of the other colour, so it
  is safe when those are home (``r <= lowest opposite foundation + 1``), when ``r <= 2``
  (only an Ace could sit on a 2, and an Ace can always go home instead), or when the opposite foundations hold at
  least ``r - 2`` and the other suit of its own colour at least ``r - 3`` (then both
  cards that could sit on it could go home instead, and so could anything that would sit
  on them). Every other foundation move is searched like any move.
* **Moves searched**: foundation moves, run moves from a column onto another column
  (the one possible length onto a non-empty column, every useful length onto an empty
  one), column to cell, cell to column. Empty columns are interchangeable, so only the
  first one is tried; moving a whole column into an empty one is skipped (same key).
  Every single-card move is among these, so when the search runs out of new positions
  the game is lost: the verdict ``"lost"`` is a proof, not a guess.
* **Order**: a best-first search on a score (lower is better), weighted A*-style:
  4 per move made so far (so that a line which stops making progress loses to shorter
  ones and the search does not dive forever down one bad line) plus an estimate of the
  work left: 8 per card not yet home; 3 per point of column disorder, where a card that
  lies above a lower card of its column (it must move away before that card can go home)
  scores 1, and 2 more when it does not sit on its run; 2 per card covering the next card
  each foundation wants; 3 per card in a cell; minus 4 per empty column. The weights were
  tuned on Microsoft deals 1-1000 by the number of positions searched.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from koloda import fast
from koloda.engine.cards import ACE, Card, copy_of, is_card, make, rank_of, suit_of
from koloda.games.patience import clock as _clock

Move = tuple[str, str, str, int]
Status = Literal["won", "lost", "unknown"]

SUITS = 4


# --- the reference rules: a tiny, obviously-correct move applier --------------------------

class IllegalMove(ValueError):
    """A move that breaks the FreeCell rules (or names a pile that does not exist)."""


@dataclass(frozen=True)
class Position:
    """A FreeCell position: columns bottom to top, cells by slot (``None`` = empty) and how
    many cards of each suit (♠ ♣ ♦ ♥) are home."""

    columns: tuple[tuple[Card, ...], ...]
    cells: tuple[Card | None, ...]
    foundations: tuple[int, ...] = (0, 0, 0, 0)

    @classmethod
    def start(cls, columns: Sequence[Sequence[Card]], cells: Sequence[Card | None] = (),
              foundations: Sequence[int] = (0, 0, 0, 0), free_cells: int = 4) -> Position:
        if len(cells) > free_cells:
            raise ValueError(f"{len(cells)} cards for {free_cells} free cells")
        slots = tuple(cells) + (None,) * (free_cells - len(cells))
        return cls(tuple(tuple(c) for c in columns), slots, tuple(foundations))

    def won(self) -> bool:
        return all(f == 13 for f in self.foundations)


def _low_rank(card: Card) -> int:
    """Rank with the Ace lowest: A = 1, 2..10, J = 11, Q = 12, K = 13."""
    r = rank_of(card)
    return 1 if r == ACE else r


def _red(card: Card) -> bool:
    return suit_of(card) >= 2


def _fits(card: Card, onto: Card) -> bool:
    """Whether ``card`` may be built on ``onto`` in the tableau: one rank lower, other
    colour."""
    return _low_rank(card) + 1 == _low_rank(onto) and _red(card) != _red(onto)


def _pile(name: str, position: Position) -> tuple[str, int]:
    kind, index = name[:1], name[1:]
    if kind == "f" and not index:
        return "f", 0
    limit = len(position.columns) if kind == "t" else len(position.cells)
    if kind in "tc" and index.isdigit() and int(index) < limit:
        return kind, int(index)
    raise IllegalMove(f"no pile {name!r}")


def capacity(free_cells: int, empty_columns: int, onto_empty: bool) -> int:
    """How many cards may move as one run: ``(free cells + 1) * 2 ** empty columns``, the
    target column not counted when it is empty."""
    if onto_empty:
        empty_columns -= 1
    return (free_cells + 1) << empty_columns


def apply_move(position: Position, move: Move) -> Position:
    """The position after ``move``; :class:`IllegalMove` when the rules forbid it.

    Written for clarity, not speed: it is the referee the fast solver is checked
    against.
    """
    tag, src, dst, n = move
    if tag != "move" or not isinstance(n, int) or n < 1:
        raise IllegalMove(f"not a move: {move!r}")
    skind, si = _pile(src, position)
    dkind, di = _pile(dst, position)
    columns = [list(c) for c in position.columns]
    cells = list(position.cells)
    found = list(position.foundations)
    if skind == "f":
        raise IllegalMove("cards never leave the foundations")
    if skind == "c":
        card = cells[si]
        if card is None:
            raise IllegalMove(f"cell {src} is empty")
        if n != 1:
            raise IllegalMove("a cell holds one card")
        moving = [card]
        cells[si] = None
    else:
        column = columns[si]
        if n > len(column):
            raise IllegalMove(f"column {src} has fewer than {n} cards")
        moving = column[len(column) - n:]
        for lower, upper in itertools.pairwise(moving):
            if not _fits(upper, lower):
                raise IllegalMove(f"the {n} cards of {src} are not a run")
        del column[len(column) - n:]
    if dkind == "f":
        if n != 1:
            raise IllegalMove("one card at a time goes to a foundation")
        card = moving[0]
        s = suit_of(card)
        if found[s] + 1 != _low_rank(card):
            raise IllegalMove("that card is not the next one for its foundation")
        found[s] += 1
    elif dkind == "c":
        if n != 1:
            raise IllegalMove("a cell holds one card")
        if dst == src or cells[di] is not None:
            raise IllegalMove(f"cell {dst} is not empty")
        cells[di] = moving[0]
    else:
        if dst == src:
            raise IllegalMove("a move needs two different piles")
        target = columns[di]
        if target and not _fits(moving[0], target[-1]):
            raise IllegalMove(f"the cards do not fit on column {dst}")
        if n > 1:
            free = sum(c is None for c in position.cells)
            empty = sum(not c for i, c in enumerate(position.columns)
                        if not (skind == "t" and i == si))
            if n > capacity(free, empty, not target):
                raise IllegalMove(f"{n} cards are more than the free spaces allow")
        target.extend(moving)
    return Position(tuple(tuple(c) for c in columns), tuple(cells), tuple(found))


def verify(columns: Sequence[Sequence[Card]], moves: Sequence[Move],
           cells: Sequence[Card | None] = (), foundations: Sequence[int] = (0, 0, 0, 0),
           *, free_cells: int = 4) -> bool:
    """Whether ``moves`` are all legal from this position and end with every card home."""
    position = Position.start(columns, cells, foundations, free_cells)
    try:
        for move in moves:
            position = apply_move(position, move)
    except IllegalMove:
        return False
    return position.won()


# --- the fast search ------------------------------------------------------------------------

@dataclass
class Solution:
    """What the solver found: ``won`` with a winning move list, ``lost`` (no line wins:
    every reachable position was searched), or ``unknown`` (a limit ran out first).

    ``nodes`` counts the distinct positions the search stored, ``seconds`` the wall time.
    """

    status: Status
    moves: list[Move] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0


# Internal card codes: rank * 4 + suit, the Ace as rank 1, so codes run 4..55.
_CODES = 56


def _code(card: Card) -> int:
    return _low_rank(card) * 4 + suit_of(card)


# _FITS[a * 64 + b]: code a may be built on code b.
_FITS = bytes(
    1 if (a >> 2) + 1 == (b >> 2) and ((a ^ b) & 2) and a >= 4 and b >= 4 else 0
    for a in range(64) for b in range(64)
)
_ONE = tuple(bytes((c,)) for c in range(_CODES))
# _PARENTS[a]: the codes a may be built on (one rank higher, the other colour).
_PARENTS = tuple(tuple(b for b in range(_CODES) if _FITS[a << 6 | b]) for a in range(_CODES))

# Internal moves, replayed into the abstract form at the end (cells are a sorted multiset
# inside the search, so a cell is named by its card there):
#   (0, column)            column top to its foundation
#   (1, card)              cell card to its foundation
#   (2, column)            column top to a cell
#   (3, card, column)      cell card onto a column
#   (4, src, dst, n)       n cards from column src onto column dst
_Internal = tuple[int, ...]


def _safe_limits(found: Sequence[int]) -> list[int]:
    """For each suit, the highest rank that may go home without any risk."""
    out = []
    for s in range(SUITS):
        opp = min(found[s ^ 2], found[s ^ 3])
        out.append(max(2, opp + 1, min(opp + 2, found[s ^ 1] + 3)))
    return out


def _autoplay(cols: list[bytes], cells: bytes, found: list[int],
              trail: list[_Internal]) -> bytes:
    """Make every safe foundation move, in place on ``cols`` and ``found``, recording them
    on ``trail``; returns the new cells."""
    limits = _safe_limits(found)
    moved = True
    while moved:
        moved = False
        for i in range(len(cols)):
            col = cols[i]
            n = len(col)
            while n:
                c = col[n - 1]
                s = c & 3
                r = c >> 2
                if found[s] + 1 != r or r > limits[s]:
                    break
                found[s] = r
                trail.append((0, i))
                n -= 1
                moved = True
                limits = _safe_limits(found)
            if n != len(col):
                cols[i] = col[:n]
        for c in cells:
            s = c & 3
            r = c >> 2
            if found[s] + 1 == r and r <= limits[s]:
                found[s] = r
                trail.append((1, c))
                cells = cells.replace(_ONE[c], b"")
                moved = True
                limits = _safe_limits(found)
                break
    return cells


def _column_score(col: bytes) -> int:
    """The column's disorder: 1 for each card lying above a lower card (it must move away
    before that card can go home), 2 more when that card does not sit on its run."""
    score = 0
    low = 99
    prev = -1
    for c in col:
        r = c >> 2
        if r > low:
            score += 1
            if prev < 0 or not _FITS[c << 6 | prev]:
                score += 2
        elif r < low:
            low = r
        prev = c
    return score


def _top_run(col: bytes) -> int:
    """How many cards at the top of the column form a run (a movable sequence)."""
    n = len(col)
    k = 1
    while k < n and _FITS[col[n - k] << 6 | col[n - k - 1]]:
        k += 1
    return k


# The weights of the score (see the module docstring).
_PER_MOVE = 4
_PER_CARD_OUT = 8
_PER_DISORDER = 3
_PER_COVERING = 2
_PER_CELL = 3
_PER_EMPTY_COLUMN = 4


def _priority(cols: Sequence[bytes], body: bytes, cells: bytes, found: Sequence[int],
              cache: dict[bytes, int]) -> int:
    """The heuristic score of a position (lower is better); ``body`` is its columns
    joined, each ended by a zero byte."""
    score = 0
    empty = 0
    for col in cols:
        if not col:
            empty += 1
            continue
        v = cache.get(col)
        if v is None:
            v = cache[col] = _column_score(col)
        score += v
    # how many cards cover the next card of each foundation
    depth = 0
    for s in range(SUITS):
        r = found[s] + 1
        if r <= 13:
            i = body.find(r << 2 | s)
            if i >= 0:
                depth += body.find(0, i) - i - 1
    home = found[0] + found[1] + found[2] + found[3]
    return (_PER_CARD_OUT * (52 - home) + _PER_DISORDER * score + _PER_COVERING * depth
            + _PER_CELL * len(cells) - _PER_EMPTY_COLUMN * empty)


def solve_freecell(columns: Sequence[Sequence[Card]], cells: Sequence[Card | None] = (),
                   foundations: Sequence[int] = (0, 0, 0, 0), *, time_limit: float = 2.0,
                   node_limit: int | None = None, free_cells: int = 4) -> Solution:
    """Solve a FreeCell position (see the module docstring for the rules and the search).

    ``columns`` lists each column from its bottom card to its top card, ``cells`` the
    cards in the free cells by slot (``None`` for an empty slot; missing slots are empty),
    ``foundations`` how many cards of each suit (♠ ♣ ♦ ♥) are home. The search stops with
    ``"unknown"`` after ``time_limit`` seconds or once it has stored ``node_limit``
    positions (``nodes`` in the answer counts the distinct positions stored).
    """
    start_clock = _clock.seconds()
    start = Position.start(columns, cells, foundations, free_cells)
    _check_deck(start)
    cols = [bytes(_code(c) for c in col) for col in start.columns]
    cell_codes = bytes(sorted(_code(c) for c in start.cells if c is not None))
    found = list(start.foundations)
    root_trail: list[_Internal] = []
    cell_codes = _autoplay(cols, cell_codes, found, root_trail)
    deadline = start_clock + time_limit
    status, internal, nodes = _best_first(cols, cell_codes, found, root_trail, free_cells,
                                          deadline, node_limit)
    moves = _to_abstract(start, internal) if status == "won" else []
    return Solution(status, moves, nodes, _clock.seconds() - start_clock)


def _check_deck(position: Position) -> None:
    """Refuse a position that is not one whole deck: the search could only call it lost."""
    if len(position.foundations) != SUITS or not all(
            0 <= f <= 13 for f in position.foundations):
        raise ValueError(f"foundations must be four counts 0..13, not {position.foundations}")
    expected = sorted(_code(make(ACE if r == 1 else r, s)) for s in range(SUITS)
                      for r in range(position.foundations[s] + 1, 14))
    present = [c for col in position.columns for c in col]
    present += [c for c in position.cells if c is not None]
    if not all(is_card(c) and suit_of(c) < SUITS and not copy_of(c) for c in present) or \
            sorted(_code(c) for c in present) != expected:
        raise ValueError("the columns and cells must hold each card not yet home, once")


_Child = tuple[_Internal, list[bytes], bytes, "list[int] | None", int]
_NO_CHECK, _FULL_CHECK = -1, -2


def _children(cols: tuple[bytes, ...], cells: bytes, found: tuple[int, ...],
              ncells: int, runs: dict[bytes, int]) -> list[_Child]:
    """Every move from a position (safe foundation moves already made), as
    ``(move, columns, cells, foundations or None if unchanged, what to autoplay)``."""
    parents = _PARENTS
    one = _ONE
    ncols = len(cols)
    free = ncells - len(cells)
    tops = [col[-1] if col else -1 for col in cols]
    first_empty = tops.index(-1) if -1 in tops else -1
    nempty = tops.count(-1)
    out: list[_Child] = []
    # foundation moves that were not safe enough to make automatically
    for i in range(ncols):
        c = tops[i]
        if c >= 0 and found[c & 3] + 1 == c >> 2:
            ncs = list(cols)
            ncs[i] = cols[i][:-1]
            nf = list(found)
            nf[c & 3] += 1
            out.append(((0, i), ncs, cells, nf, _FULL_CHECK))
    for c in cells:
        if found[c & 3] + 1 == c >> 2:
            nf = list(found)
            nf[c & 3] += 1
            out.append(((1, c), list(cols), cells.replace(one[c], b""), nf, _FULL_CHECK))
    # runs from a column onto another column
    cap_full = (free + 1) << nempty
    cap_empty = (free + 1) << (nempty - 1) if nempty else 0
    where = {t: j for j, t in enumerate(tops) if t >= 0}
    for i in range(ncols):
        src = cols[i]
        if not src:
            continue
        run = runs.get(src)
        if run is None:
            run = runs[src] = _top_run(src)
        n = len(src)
        for k in range(1, min(run, cap_full) + 1):
            for parent in parents[src[n - k]]:
                j = where.get(parent)
                if j is not None:
                    ncs = list(cols)
                    ncs[i] = src[:-k]
                    ncs[j] = cols[j] + src[-k:]
                    out.append(((4, i, j, k), ncs, cells, None, i))
        if first_empty >= 0:
            most = min(run, cap_empty)
            if most == n:
                most -= 1
            for k in range(most, 0, -1):
                ncs = list(cols)
                ncs[i] = src[:-k]
                ncs[first_empty] = src[-k:]
                out.append(((4, i, first_empty, k), ncs, cells, None, i))
    # cell cards onto columns
    for c in cells:
        rest = cells.replace(one[c], b"")
        for parent in parents[c]:
            j = where.get(parent)
            if j is not None:
                ncs = list(cols)
                ncs[j] = cols[j] + one[c]
                out.append(((3, c, j), ncs, rest, None, _NO_CHECK))
        if first_empty >= 0:
            ncs = list(cols)
            ncs[first_empty] = one[c]
            out.append(((3, c, first_empty), ncs, rest, None, _NO_CHECK))
    # column tops to a cell
    if free:
        for i in range(ncols):
            c = tops[i]
            if c < 0:
                continue
            ncs = list(cols)
            ncs[i] = cols[i][:-1]
            out.append(((2, i), ncs, bytes(sorted(cells + one[c])), None, i))
    return out


# The compiled search (``koloda._speedups.fc_search``) mirrors :func:`_best_first_py`
# step for step; it holds positions in about 100 bytes each and stops ("unknown") once it
# has stored this many, which the Python search never reaches within its time limits.
C_NODE_CAP = 4_000_000
_C_COLUMNS, _C_CELLS = 16, 8


def _best_first(cols0: list[bytes], cells0: bytes, found0: list[int],
                root_trail: list[_Internal], ncells: int, deadline: float,
                node_limit: int | None) -> tuple[Status, list[_Internal], int]:
    if sum(found0) == 52:
        return "won", root_trail, 1
    ext = fast.ext()
    if ext is not None and len(cols0) <= _C_COLUMNS and ncells <= _C_CELLS:
        status, moves, nodes = ext.fc_search(cols0, cells0, tuple(found0), ncells, deadline,
                                             node_limit or 0, _clock.seconds, C_NODE_CAP)
        return status, root_trail + moves, nodes
    return _best_first_py(cols0, cells0, found0, root_trail, ncells, deadline, node_limit)


def _best_first_py(cols0: list[bytes], cells0: bytes, found0: list[int],
                   root_trail: list[_Internal], ncells: int, deadline: float,
                   node_limit: int | None) -> tuple[Status, list[_Internal], int]:
    """The reference search (see the module docstring)."""
    if sum(found0) == 52:
        return "won", root_trail, 1
    cache: dict[bytes, int] = {}
    runs: dict[bytes, int] = {}
    limit_cache: dict[tuple[int, ...], list[int]] = {}
    seen = {b"\x00".join(sorted(cols0)) + b"\x00" + cells0}
    # parents[i] = (parent id, internal moves leading from the parent to node i)
    parents: list[tuple[int, list[_Internal]]] = [(-1, root_trail)]
    heap: list[tuple[int, int, tuple[bytes, ...], bytes, tuple[int, ...], int]] = [
        (0, 0, tuple(cols0), cells0, tuple(found0), 0)]
    limit = node_limit if node_limit is not None else 1 << 62
    clock = _clock.seconds
    push = heapq.heappush
    pop = heapq.heappop
    pops = 0
    while heap:
        pops += 1
        if not pops & 31 and clock() > deadline:
            return "unknown", [], len(parents)
        _, nid, cols, cells, found, g = pop(heap)
        limits = limit_cache.get(found)
        if limits is None:
            limits = limit_cache[found] = _safe_limits(found)
        g += 1
        gpart = g * _PER_MOVE
        for move, ncs, nc, nf, check in _children(cols, cells, found, ncells, runs):
            trail = [move]
            if check >= 0:
                col = ncs[check]
                if col:
                    c = col[-1]
                    r = c >> 2
                    if found[c & 3] + 1 == r and r <= limits[c & 3]:
                        nf = list(found)
                        nc = _autoplay(ncs, nc, nf, trail)
            elif check == _FULL_CHECK:
                assert nf is not None
                nc = _autoplay(ncs, nc, nf, trail)
            body = b"\x00".join(sorted(ncs)) + b"\x00"
            key = body + nc
            if key in seen:
                continue
            seen.add(key)
            child = len(parents)
            parents.append((nid, trail))
            fnew = found if nf is None else tuple(nf)
            if fnew[0] + fnew[1] + fnew[2] + fnew[3] == 52:
                out: list[_Internal] = []
                node = child
                while node >= 0:
                    parent, moves = parents[node]
                    out[:0] = moves
                    node = parent
                return "won", out, len(parents)
            if child + 1 >= limit:
                return "unknown", [], len(parents)
            push(heap, (_priority(ncs, body, nc, fnew, cache) + gpart, child,
                        tuple(ncs), nc, fnew, g))
        if len(cache) > 500_000:
            cache.clear()
            runs.clear()
    return "lost", [], len(parents)


def _abstract(m: _Internal, slots: list[int | None]) -> Move:
    """The abstract form of an internal move, given which card each cell slot holds."""
    kind = m[0]
    if kind == 0:
        return ("move", f"t{m[1]}", "f", 1)
    if kind == 1:
        return ("move", f"c{slots.index(m[1])}", "f", 1)
    if kind == 2:
        return ("move", f"t{m[1]}", f"c{slots.index(None)}", 1)
    if kind == 3:
        return ("move", f"c{slots.index(m[1])}", f"t{m[2]}", 1)
    return ("move", f"t{m[1]}", f"t{m[2]}", m[3])


def _to_abstract(start: Position, internal: list[_Internal]) -> list[Move]:
    """Replay the internal moves on the real position, naming cells by slot."""
    cols = [[_code(c) for c in col] for col in start.columns]
    slots: list[int | None] = [None if c is None else _code(c) for c in start.cells]
    out: list[Move] = []
    for m in internal:
        out.append(_abstract(m, slots))
        kind = m[0]
        if kind == 0:
            cols[m[1]].pop()
        elif kind == 1:
            slots[slots.index(m[1])] = None
        elif kind == 2:
            slots[slots.index(None)] = cols[m[1]].pop()
        elif kind == 3:
            slots[slots.index(m[1])] = None
            cols[m[2]].append(m[1])
        else:
            _, i, j, k = m
            cols[j].extend(cols[i][-k:])
            del cols[i][-k:]
    return out


def candidate_moves(position: Position) -> list[Move]:
    """The moves the search tries from ``position``, in the abstract form.

    These are all the legal moves except ones that lead to a position the search counts
    as the same (a card into a second empty column, a whole column into an empty one);
    the safe foundation moves the search makes by itself are not applied here.
    """
    cols = tuple(bytes(_code(c) for c in col) for col in position.columns)
    slots: list[int | None] = [None if c is None else _code(c) for c in position.cells]
    cells = bytes(sorted(c for c in slots if c is not None))
    found = tuple(position.foundations)
    return [_abstract(child[0], slots)
            for child in _children(cols, cells, found, len(position.cells), {})]
