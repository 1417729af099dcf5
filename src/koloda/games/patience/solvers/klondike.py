"""A solver for thoughtful Klondike (Косынка): decides a position and finds a winning line.

*Thoughtful* means the solver sees every card, face-down ones included: that is how the
solvability literature counts winnable deals (Blake & Gent, "The winnability of Klondike
Solitaire and many other patience games", whose solver Solvitaire puts draw-3 Klondike at
81.945% ± 0.084% winnable).

The rules solved
----------------
The rules are the ones Solvitaire's ``klondike`` preset uses, so that our rates can be set
beside the published ones:

* Seven tableau columns; a face-down card that becomes the top of its column turns face up
  at once (that is not a move).
* The tableau builds down in alternating colours; any face-up run may move; an empty
  column takes only a King or a run headed by a King.
* Foundations build up by suit from the Ace (the engine's rank 14 counts as 1 here), and a
  foundation's top card may move back onto the tableau ("worrying back"; Solvitaire's
  ``"foundations": {"removable": true}``). Leaving it out would make some deals lost that
  the published figure counts as won.
* The stock deals ``draw`` cards (3, or 1 in the variant; fewer when fewer are left) onto
  the waste, the last of them on top; only the waste's top card is playable. When the stock
  is empty the waste turns over into a new stock, as often as one likes (Solvitaire's
  ``"redeal": true``); ``redeals=n`` caps that for other variants.

Moves
-----
A move, as :func:`solve_klondike` returns it and :func:`apply_move` takes it:

* ``("draw",)`` deals from the stock; ``("recycle",)`` turns the waste over when the stock
  is empty;
* ``("move", src, dst, n)``: ``src``/``dst`` are ``"w"`` (the waste, source only),
  ``"t0"``..``"t6"`` (a column) or ``"f"`` (the foundation of the moving card's suit);
  ``n`` is the number of cards, above 1 only from a column onto a column. A card taken
  back from a foundation is written ``"f0"``..``"f3"`` (the suit index ♠ ♣ ♦ ♥), because
  two foundations may offer a card that fits; ``apply_move`` also takes a bare ``"f"`` as a
  source when only one foundation card fits.

Cards are the engine's ints (``koloda.engine.cards``: ``suit << 4 | rank``). A column is
listed bottom to top with ``down[i]`` face-down cards at its bottom; ``stock`` and
``waste`` are lists whose last element is the top card; ``foundations`` gives the top
rank home per suit (0 = none, 1 = the Ace, ..., 13 = the King).

How the search works
--------------------
A depth-first search over *macro moves* with a transposition table; every rule below keeps
the verdict exact, so ``"lost"`` means that no line wins (the arguments are sketched
beside each rule, and the test-suite checks the pruned search against a plain one).

* **The talon as a list of reachable cards** (the "K+" formulation). Stock and waste are
  one sequence ``T`` in dealing order (the waste bottom to top, then the stock top to
  bottom) with a pointer ``p`` (the waste is ``T[:p]``). Draws change nothing but ``p``
  and commute with every other move, so they are not searched: a talon move plays
  ``T[i - 1]`` for any ``i`` that draws (and recycles) can bring to the waste's top, which
  leaves ``T`` without that card and ``p = i - 1``. The draws are written back into the
  move list at the end. With draw 1 and unlimited redeals every talon card is always
  reachable and the talon is just a set.
* **Canonical positions.** The table stores a 64-bit hash of a position that ignores the
  order of the columns (the sum of the columns' hashes; a column is a ``bytes`` string with
  face-down cards flagged, so its hash is cached) and, with unlimited redeals, treats all
  pointer values that draws alone make mutually reachable as one (``p`` a multiple of
  ``draw`` or the end of the talon). A false match would need two of a few million
  positions to collide in 64 bits.
* **Safe moves home** are made without branching: a top card of rank ``r`` goes home when
  ``r <= 2``, or when both foundations of the other colour hold ``r - 1`` and the other
  suit of its colour holds ``r - 2``. Then every card that could ever be built on it (or
  on those, and so on) is already home, so no line needs it in the tableau, even with
  worrying back. Talon cards are played home this way only with draw 1 and unlimited
  redeals: with draw 3, taking a card out of the talon shifts which cards the draws reach.
* **Dominance pruning**, each rule justified by *postponing* a move until the moment its
  purpose is served (nothing in between can depend on it):

  - a run moved off a face-down card, a move home, and (with draw 3) a talon card played
    onto the tableau are always searched;
  - a run split off the middle of a face-up run leaves a face-up card exposed; that only
    helps if the exposed card then goes home or gets the other card of the moved card's
    rank and colour built on it, so the split is searched only together with that next
    move (one macro move);
  - a whole column moved onto another (emptying it) only helps a King: it is searched
    only when no column is empty yet, together with a King (run) moved into the gap;
  - a card taken back from a foundation only helps as a base: it is searched together
    with a card built on it (or with the next card of its suit taken back too), and never
    for a card the safe rule would send straight home;
  - with draw 1 and unlimited redeals, a talon card is put on the tableau only together
    with a card built on it (it could be played from the talon later just as well);
  - a King run from the bottom of a column into an empty one, and the second of two
    empty columns, are never tried (the same position).
* **Order**: moves home that turn a card, moves off face-down cards (deepest column
  first), talon cards home, other moves home, talon cards onto the tableau, splits,
  emptying a column, cards back from the foundations.
* **Early win**: when no card is face down and the talon is empty (or with draw 1 and
  unlimited redeals), the game is won by playing home the lowest card left each time, so
  the line is finished greedily.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from koloda.engine.cards import ACE, Card, deck, make

Move = tuple[str] | tuple[str, str, str, int]
Status = Literal["won", "lost", "unknown"]

COLUMNS = 7
SUITS = 4
_MASK = (1 << 64) - 1


class IllegalMove(ValueError):
    """A move that breaks the Klondike rules (or names a pile that does not exist)."""


# --- the reference rules: a small, plainly written move applier ----------------------------

def _low_rank(card: Card) -> int:
    """Rank with the Ace lowest: A = 1, 2..10, J = 11, Q = 12, K = 13."""
    rank = card & 15
    return 1 if rank == ACE else rank


def _suit(card: Card) -> int:
    return (card >> 4) & 7


def _fits(card: Card, onto: Card) -> bool:
    """Whether ``card`` may be built on ``onto`` in the tableau."""
    return _low_rank(onto) == _low_rank(card) + 1 and (_suit(card) >= 2) != (_suit(onto) >= 2)


def _from_low(rank: int, suit: int) -> Card:
    return make(ACE if rank == 1 else rank, suit)


@dataclass(frozen=True)
class Position:
    """A Klondike position: columns bottom to top with ``down`` face-down cards at the
    bottom of each, the stock and the waste (last = top), the top rank home per suit, and
    the rules that matter for the talon: cards per draw and how many redeals are allowed
    (``None``: no limit) and have been used."""

    tableau: tuple[tuple[Card, ...], ...]
    down: tuple[int, ...]
    stock: tuple[Card, ...]
    waste: tuple[Card, ...] = ()
    foundations: tuple[int, ...] = (0, 0, 0, 0)
    draw: int = 3
    redeals: int | None = None
    redeals_used: int = 0

    @classmethod
    def start(cls, tableau: Sequence[Sequence[Card]], down: Sequence[int],
              stock: Sequence[Card], waste: Sequence[Card] = (),
              foundations: Sequence[int] = (0, 0, 0, 0), *, draw: int = 3,
              redeals: int | None = None) -> Position:
        """A checked position: seven columns, every card of the pack exactly once (those
        on the foundations implied by the ranks), and a top card face up everywhere."""
        if len(tableau) != COLUMNS or len(down) != COLUMNS:
            raise ValueError(f"Klondike has {COLUMNS} columns")
        if len(foundations) != SUITS or not all(0 <= f <= 13 for f in foundations):
            raise ValueError("foundations: four top ranks, 0..13")
        if draw < 1:
            raise ValueError("draw must be at least 1")
        if redeals is not None and redeals < 0:
            raise ValueError("redeals must be None or at least 0")
        cols = tuple(tuple(c) for c in tableau)
        downs = []
        for col, d in zip(cols, down, strict=True):
            if not 0 <= d <= len(col):
                raise ValueError(f"{d} face-down cards in a column of {len(col)}")
            downs.append(d - 1 if col and d == len(col) else d)  # the top card is face up
        cards = [c for col in cols for c in col] + list(stock) + list(waste)
        home = [_from_low(r, s) for s in range(SUITS) for r in range(1, foundations[s] + 1)]
        if sorted(cards + home) != sorted(deck(52)):
            raise ValueError("the position must hold each card of the 52-card pack once")
        return cls(cols, tuple(downs), tuple(stock), tuple(waste), tuple(foundations),
                   draw, redeals)

    def won(self) -> bool:
        return all(f == 13 for f in self.foundations)


def _column(name: str) -> int:
    if len(name) == 2 and name[0] == "t" and name[1] in "0123456":
        return int(name[1])
    raise IllegalMove(f"no column {name!r}")


def apply_move(position: Position, move: Move) -> Position:
    """The position after ``move``; :class:`IllegalMove` if the rules forbid it."""
    tableau = [list(c) for c in position.tableau]
    down = list(position.down)
    stock, waste = list(position.stock), list(position.waste)
    found = list(position.foundations)
    used = position.redeals_used
    kind = move[0]
    if kind == "draw" and len(move) == 1:
        if not stock:
            raise IllegalMove("the stock is empty")
        for _ in range(min(position.draw, len(stock))):
            waste.append(stock.pop())
    elif kind == "recycle" and len(move) == 1:
        if stock or not waste:
            raise IllegalMove("recycle needs an empty stock and a waste")
        if position.redeals is not None and used >= position.redeals:
            raise IllegalMove("no redeal left")
        stock, waste, used = waste[::-1], [], used + 1
    elif kind == "move" and len(move) == 4:
        src, dst, n = move[1], move[2], move[3]
        if not isinstance(src, str) or not isinstance(dst, str) or not isinstance(n, int):
            raise IllegalMove(f"malformed move {move!r}")
        if n < 1 or src == dst:
            raise IllegalMove(f"malformed move {move!r}")
        # take the cards
        if src == "w":
            if n != 1 or not waste:
                raise IllegalMove("one card, from a waste that has one")
            moving = [waste.pop()]
        elif src.startswith("f"):
            if n != 1:
                raise IllegalMove("one card at a time leaves a foundation")
            if src == "f":
                if dst == "f" or not dst.startswith("t"):
                    raise IllegalMove("a foundation card goes to a column")
                target = tableau[_column(dst)]
                suits = [s for s in range(SUITS) if found[s] and (
                    _fits(_from_low(found[s], s), target[-1]) if target
                    else found[s] == 13)]
                if len(suits) != 1:
                    raise IllegalMove("name the foundation (f0..f3): none or two fit")
                s = suits[0]
            elif len(src) == 2 and src[1] in "0123":
                s = int(src[1])
            else:
                raise IllegalMove(f"no foundation {src!r}")
            if not found[s]:
                raise IllegalMove("that foundation is empty")
            moving = [_from_low(found[s], s)]
            found[s] -= 1
        else:
            a = _column(src)
            col = tableau[a]
            if n > len(col) - down[a]:
                raise IllegalMove("only face-up cards move")
            moving = col[-n:]
            if any(not _fits(moving[k + 1], moving[k]) for k in range(n - 1)):
                raise IllegalMove("the cards moved must be a run down in alternating colours")
            del col[-n:]
            if col and down[a] == len(col):
                down[a] -= 1  # the card below turns face up
        # put them down
        if dst.startswith("f"):
            card = moving[0]
            s = _suit(card)
            if n != 1 or (dst != "f" and dst != f"f{s}"):
                raise IllegalMove("one card goes home, to its own suit's foundation")
            if found[s] != _low_rank(card) - 1:
                raise IllegalMove("foundations build up by suit from the Ace")
            found[s] += 1
        else:
            target = tableau[_column(dst)]
            if n > 1 and not src.startswith("t"):
                raise IllegalMove("only a column gives more than one card")
            if target:
                if not _fits(moving[0], target[-1]):
                    raise IllegalMove("the tableau builds down in alternating colours")
            elif _low_rank(moving[0]) != 13:
                raise IllegalMove("only a King goes to an empty column")
            target.extend(moving)
    else:
        raise IllegalMove(f"unknown move {move!r}")
    return Position(tuple(tuple(c) for c in tableau), tuple(down), tuple(stock),
                    tuple(waste), tuple(found), position.draw, position.redeals, used)


def verify(tableau: Sequence[Sequence[Card]], down: Sequence[int], stock: Sequence[Card],
           waste: Sequence[Card], foundations: Sequence[int], moves: Sequence[Move], *,
           draw: int = 3, redeals: int | None = None) -> bool:
    """Whether ``moves`` are all legal from this position and end with every card home."""
    position = Position.start(tableau, down, stock, waste, foundations, draw=draw,
                              redeals=redeals)
    try:
        for move in moves:
            position = apply_move(position, move)
    except IllegalMove:
        return False
    return position.won()


def deal_klondike(seed: int) -> tuple[list[list[Card]], list[int], list[Card]]:
    """A seeded random deal: ``random.Random(seed)`` shuffles ``deck(52)``, then the
    cards are dealt from the front of the list as a player deals, row by row: one to each
    column from the first to the seventh, then one to each from the second, and so on, so
    column ``i`` holds ``i + 1`` cards with ``i`` of them face down. The 24 cards left form
    the stock, ``cards[28]`` on top (the last element of the returned list)."""
    cards = deck(52)
    random.Random(seed).shuffle(cards)
    tableau: list[list[Card]] = [[] for _ in range(COLUMNS)]
    k = 0
    for row in range(COLUMNS):
        for col in range(row, COLUMNS):
            tableau[col].append(cards[k])
            k += 1
    return tableau, list(range(COLUMNS)), cards[:k - 1:-1]


# --- the fast search ------------------------------------------------------------------------

@dataclass
class Solution:
    """What the solver found: ``won`` with a winning move list, ``lost`` (no line wins:
    the search was exhaustive), or ``unknown`` (a limit ran out first)."""

    status: Status
    moves: list[Move] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0


# Internal card codes: rank * 4 + suit with the Ace as rank 1, so 4..55. In a column a
# face-down card carries the flag 64, so a column's bytes say everything about it.
_DOWN = 64


def _code(card: Card) -> int:
    return _low_rank(card) << 2 | _suit(card)


def _card(code: int) -> Card:
    return _from_low(code >> 2, code & 3)


def _other_colour(suit: int) -> tuple[int, int]:
    return (2, 3) if suit < 2 else (0, 1)


# _PARENTS[c]: the cards c may be built on; _CHILDREN[c]: the cards that may go on c.
_PARENTS: list[tuple[int, ...]] = [() for _ in range(128)]
_CHILDREN: list[tuple[int, ...]] = [() for _ in range(128)]
for _r in range(1, 14):
    for _s in range(SUITS):
        _c = _r << 2 | _s
        if _r < 13:
            _PARENTS[_c] = tuple((_r + 1) << 2 | o for o in _other_colour(_s))
        if _r > 1:
            _CHILDREN[_c] = tuple((_r - 1) << 2 | o for o in _other_colour(_s))
_ONE = [bytes((c,)) for c in range(128)]

# Internal moves (prims); a macro move is a tuple of them, made in order:
#   (0, a, j, b)        the cards of column a from index j onto column b
#   (1, a)              column a's top card home
#   (2, i, cost)        talon card T[i - 1] home (cost: redeals it takes)
#   (3, i, cost, b)     talon card T[i - 1] onto column b
#   (4, s, b)           suit s's top card from its foundation onto column b
_Prim = tuple[int, ...]
_Macro = tuple[_Prim, ...]
# A search state: columns, face-down counts, run bases (index of the lowest card of the
# movable run on top of each column), foundations, talon, pointer, redeals left (None: no
# limit), and the talon's hash for the position key.
_State = tuple[tuple[bytes, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...],
               bytes, int, int | None, int]


def _base(col: bytes, down: int) -> int:
    """Index of the lowest card of the run on top of ``col`` (0 for an empty column)."""
    i = len(col) - 1
    if i <= 0:
        return 0
    while i > down and col[i - 1] in _PARENTS[col[i]]:
        i -= 1
    return i


def _safe(card: int, found: Sequence[int]) -> bool:
    """Whether ``card`` (rank r, next for its foundation or on it) never helps in the
    tableau: r <= 2, or the other colour's foundations hold r - 1 and the other suit of
    its colour r - 2 (see the module docstring)."""
    r = card >> 2
    if r <= 2:
        return True
    s = card & 3
    o = 2 if s < 2 else 0
    return found[o] >= r - 1 and found[o + 1] >= r - 1 and found[s ^ 1] >= r - 2


class _Stop(Exception):
    """The time or node limit ran out."""


class _Searcher:
    def __init__(self, draw: int, redeals: int | None, deadline: float,
                 node_limit: int | None, plain: bool = False) -> None:
        self.draw = draw
        self.plain = plain
        self.limited = redeals is not None
        self.free = draw == 1 and redeals is None  # every talon card always reachable
        self.deadline = deadline
        self.node_limit = node_limit
        self.nodes = 0
        self.reach_cache: dict[tuple[int, int, int], tuple[tuple[int, int], ...]] = {}

    # -- the talon ---------------------------------------------------------------------------

    def talon_hash(self, talon: bytes, p: int, r: int | None) -> int:
        if self.free:
            return hash(bytes(sorted(talon)))
        if r is None:
            if p % self.draw == 0 or p == len(talon):
                p = 0
            return hash((talon, p))
        return hash((talon, p, r))

    def reach(self, n: int, p: int, r: int | None) -> tuple[tuple[int, int], ...]:
        """The talon positions ``i`` (``T[i - 1]`` on the waste's top) that draws can
        reach from pointer ``p`` in a talon of ``n`` cards, each with the redeals it
        takes (0 or 1; with unlimited redeals always 0)."""
        flag = 2 if r is None else (1 if r > 0 else 0)
        key = (n, p, flag)
        got = self.reach_cache.get(key)
        if got is not None:
            return got
        out: list[tuple[int, int]] = []
        if self.free:
            out = [(i, 0) for i in range(1, n + 1)]
        else:
            d = self.draw
            seen = set()
            if p > 0:
                out.append((p, 0))
                seen.add(p)
            q = p
            while q < n:
                q = min(q + d, n)
                if q not in seen:
                    out.append((q, 0))
                    seen.add(q)
            if flag:
                q = 0
                cost = 0 if flag == 2 else 1
                while q < n:
                    q = min(q + d, n)
                    if q not in seen:
                        out.append((q, cost))
                        seen.add(q)
        got = tuple(out)
        self.reach_cache[key] = got
        return got

    # -- making moves ------------------------------------------------------------------------

    def step(self, st: _State, prim: _Prim) -> _State:
        cols, down, base, found, talon, p, r, th = st
        kind = prim[0]
        if kind == 0 or kind == 1:
            a = prim[1]
            ca = cols[a]
            if kind == 0:
                j, b = prim[2], prim[3]
                cb = cols[b]
                base_b = base[b] if cb else 0
                cb += ca[j:]
                ca = ca[:j]
            else:
                c = ca[-1]
                fl = list(found)
                fl[c & 3] += 1
                found = tuple(fl)
                ca = ca[:-1]
            da = down[a]
            ld = list(down)
            if da and da == len(ca):
                da -= 1
                ca = ca[:-1] + _ONE[ca[-1] & 63]
                ld[a] = da
                down = tuple(ld)
            lc = list(cols)
            lc[a] = ca
            lb = list(base)
            lb[a] = _base(ca, da)
            if kind == 0:
                lc[b] = cb
                lb[b] = base_b
            return tuple(lc), down, tuple(lb), found, talon, p, r, th
        if kind == 2 or kind == 3:
            i, cost = prim[1], prim[2]
            c = talon[i - 1]
            talon = talon[:i - 1] + talon[i:]
            p = i - 1
            if r is not None:
                r -= cost
            th = self.talon_hash(talon, p, r)
            if kind == 2:
                fl = list(found)
                fl[c & 3] += 1
                return cols, down, base, tuple(fl), talon, p, r, th
            b = prim[3]
        else:
            s, b = prim[1], prim[2]
            c = found[s] << 2 | s
            fl = list(found)
            fl[s] -= 1
            found = tuple(fl)
        cb = cols[b]
        lb = list(base)
        if not cb:
            lb[b] = 0
        lc = list(cols)
        lc[b] = cb + _ONE[c]
        return tuple(lc), down, tuple(lb), found, talon, p, r, th

    def settle(self, st: _State, done: list[_Prim]) -> _State:
        """Make every safe move home (appending them to ``done``)."""
        while not self.plain:
            cols, found = st[0], st[3]
            for a in range(COLUMNS):
                col = cols[a]
                if col:
                    c = col[-1]
                    if found[c & 3] == (c >> 2) - 1 and _safe(c, found):
                        prim: _Prim = (1, a)
                        break
            else:
                if not self.free:
                    return st
                talon = st[4]
                for i in range(len(talon)):
                    c = talon[i]
                    if found[c & 3] == (c >> 2) - 1 and _safe(c, found):
                        prim = (2, i + 1, 0)
                        break
                else:
                    return st
            st = self.step(st, prim)
            done.append(prim)
        return st

    def key(self, st: _State) -> int:
        cols = st[0]
        return (hash(cols[0]) + hash(cols[1]) + hash(cols[2]) + hash(cols[3])
                + hash(cols[4]) + hash(cols[5]) + hash(cols[6])
                + st[7] * 0x9E3779B97F4A7C15) & _MASK

    # -- move generation ---------------------------------------------------------------------

    def plain_moves(self, st: _State) -> list[_Macro]:
        """Every legal move, one at a time (the unpruned search the tests compare with)."""
        cols, down, base, found, talon, p, r, _ = st
        out: list[_Macro] = []
        for a in range(COLUMNS):
            col = cols[a]
            if not col:
                continue
            c = col[-1]
            if found[c & 3] == (c >> 2) - 1:
                out.append(((1, a),))
            for j in range(base[a], len(col)):
                x = col[j]
                for b in range(COLUMNS):
                    if b != a and (cols[b][-1] in _PARENTS[x] if cols[b] else x >> 2 == 13):
                        out.append(((0, a, j, b),))
        for i, cost in self.reach(len(talon), p, r):
            c = talon[i - 1]
            if found[c & 3] == (c >> 2) - 1:
                out.append(((2, i, cost),))
            for b in range(COLUMNS):
                if cols[b][-1] in _PARENTS[c] if cols[b] else c >> 2 == 13:
                    out.append(((3, i, cost, b),))
        for s in range(SUITS):
            if found[s]:
                c = found[s] << 2 | s
                for b in range(COLUMNS):
                    if cols[b][-1] in _PARENTS[c] if cols[b] else c >> 2 == 13:
                        out.append(((4, s, b),))
        return out

    def moves(self, st: _State) -> list[_Macro]:
        if self.plain:
            return self.plain_moves(st)
        cols, down, base, found, talon, p, r, _ = st
        tops: list[int] = []
        topcol: dict[int, int] = {}
        loc: dict[int, tuple[int, int]] = {}
        empty = -1
        for a in range(COLUMNS):
            col = cols[a]
            if col:
                t = col[-1]
                tops.append(t)
                topcol[t] = a
                for j in range(base[a], len(col)):
                    loc[col[j]] = (a, j)
            else:
                tops.append(-1)
                if empty < 0:
                    empty = a
        tal = {talon[i - 1]: (i, cost) for i, cost in self.reach(len(talon), p, r)}

        first: list[_Macro] = []     # home, turning a card
        reveal: list[tuple[int, _Macro]] = []
        home_talon: list[_Macro] = []
        home: list[_Macro] = []
        to_tab: list[_Macro] = []
        splits: list[_Macro] = []
        empties: list[_Macro] = []

        for a in range(COLUMNS):
            c = tops[a]
            if c >= 0 and found[c & 3] == (c >> 2) - 1:
                if down[a] and down[a] == len(cols[a]) - 1:
                    first.append(((1, a),))
                else:
                    home.append(((1, a),))
        for c, (i, cost) in tal.items():
            if found[c & 3] == (c >> 2) - 1:
                home_talon.append(((2, i, cost),))

        kings: list[_Prim] | None = None
        for b in range(COLUMNS):
            t = tops[b]
            if t < 0:
                continue
            for x in _CHILDREN[t]:
                w = loc.get(x)
                if w is None:
                    continue
                a, j = w
                mv = (0, a, j, b)
                if j == 0:
                    # emptying column a: only for a King, when no column is empty yet
                    if empty >= 0:
                        continue
                    if kings is None:
                        kings = self.kings(cols, down, base, found, tal)
                    for k in kings:
                        if k[0] == 0 and k[1] == a:
                            continue
                        empties.append((mv, _retarget(k, a)))
                elif j == down[a]:
                    reveal.append((down[a], (mv,)))
                else:
                    self.split(cols, found, loc, tal, a, j, b, x, splits)
        if empty >= 0:
            for a in range(COLUMNS):
                col = cols[a]
                j = base[a]
                if col and j > 0 and col[j] >> 2 == 13:
                    mv = (0, a, j, empty)
                    if j == down[a]:
                        reveal.append((down[a], (mv,)))
                    else:
                        self.split(cols, found, loc, tal, a, j, empty, col[j], splits)

        for c, (i, cost) in tal.items():
            dests = [topcol[q] for q in _PARENTS[c] if q in topcol]
            if empty >= 0 and c >> 2 == 13:
                dests.append(empty)
            for b in dests:
                mv = (3, i, cost, b)
                if not self.free:
                    to_tab.append((mv,))
                    continue
                for x in _CHILDREN[c]:
                    w = loc.get(x)
                    if w is not None:
                        to_tab.append((mv, (0, w[0], w[1], b)))
                    tw = tal.get(x)
                    if tw is not None:
                        i2 = tw[0]
                        to_tab.append((mv, (3, i2 - 1 if i2 > i else i2, 0, b)))
                    if found[x & 3] == x >> 2 and not _safe(x, found):
                        to_tab.append((mv, (4, x & 3, b)))

        worries: list[_Macro] = []
        for s in range(SUITS):
            fr = found[s]
            if fr < 2:
                continue
            c = fr << 2 | s
            if _safe(c, found):
                continue
            if any(q in topcol for q in _PARENTS[c]) or (fr == 13 and empty >= 0):
                self.worry(st, s, (), (), worries)

        reveal.sort(key=lambda e: -e[0])
        out = first
        out.extend(m for _, m in reveal)
        out.extend(home_talon)
        out.extend(home)
        out.extend(to_tab)
        out.extend(splits)
        out.extend(empties)
        out.extend(worries)
        return out

    def kings(self, cols: tuple[bytes, ...], down: tuple[int, ...], base: tuple[int, ...],
              found: tuple[int, ...], tal: dict[int, tuple[int, int]]) -> list[_Prim]:
        """Moves that could bring a King (run) into an empty column, with -1 standing for
        the column: a King above face-down cards, a King in the talon, a King home."""
        out: list[_Prim] = []
        for a in range(COLUMNS):
            col = cols[a]
            j = base[a]
            if col and j > 0 and j == down[a] and col[j] >> 2 == 13:
                out.append((0, a, j, -1))
        for c, (i, cost) in tal.items():
            if c >> 2 == 13:
                out.append((3, i, cost, -1))
        for s in range(SUITS):
            if found[s] == 13 and not _safe(13 << 2 | s, found):
                out.append((4, s, -1))
        return out

    def split(self, cols: tuple[bytes, ...], found: tuple[int, ...],
              loc: dict[int, tuple[int, int]], tal: dict[int, tuple[int, int]],
              a: int, j: int, b: int, x: int, out: list[_Macro]) -> None:
        """The run from ``x`` (index j of column a) onto column b leaves the face-up card
        ``e`` exposed: searched only with e going home or the other card of x's rank and
        colour coming onto e."""
        mv = (0, a, j, b)
        e = cols[a][j - 1]
        if found[e & 3] == (e >> 2) - 1:
            out.append((mv, (1, a)))
        w = x ^ 1
        if e not in _PARENTS[w]:
            return
        lw = loc.get(w)
        if lw is not None and lw[0] != a and lw[0] != b:
            out.append((mv, (0, lw[0], lw[1], a)))
        tw = tal.get(w)
        if tw is not None:
            out.append((mv, (3, tw[0], tw[1], a)))
        if found[w & 3] == w >> 2 and not _safe(w, found):
            out.append((mv, (4, w & 3, a)))

    def worry(self, st: _State, s: int, prefix: _Macro,
              chain: tuple[tuple[int, int], ...], out: list[_Macro]) -> None:
        """Macros that take suit ``s``'s top card back onto the tableau (after the cards
        in ``prefix``), each ending with a card built on one of the cards taken back."""
        cols, down, base, found = st[0], st[1], st[2], st[3]
        fr = found[s]
        if fr < 2:
            return
        c = fr << 2 | s
        if _safe(c, found):
            return
        dests = [b for b in range(COLUMNS) if cols[b] and cols[b][-1] in _PARENTS[c]]
        if fr == 13:
            for b in range(COLUMNS):
                if not cols[b]:
                    dests.append(b)
                    break
        for b in dests:
            mv = (4, s, b)
            st2 = self.step(st, mv)
            pre = (*prefix, mv)
            ch = (*chain, (c, b))
            cols2, base2, found2 = st2[0], st2[2], st2[3]
            loc: dict[int, tuple[int, int]] = {}
            for a in range(COLUMNS):
                col = cols2[a]
                for j in range(base2[a], len(col)):
                    loc[col[j]] = (a, j)
            talon2 = st2[4]
            tal = {talon2[i - 1]: (i, cost) for i, cost in self.reach(len(talon2), st2[5],
                                                                         st2[6])}
            for ci, bi in ch:
                for x in _CHILDREN[ci]:
                    w = loc.get(x)
                    if w is not None and w[0] != bi:
                        out.append((*pre, (0, w[0], w[1], bi)))
                    tw = tal.get(x)
                    if tw is not None:
                        out.append((*pre, (3, tw[0], tw[1], bi)))
                    if found2[x & 3] == x >> 2 and not _safe(x, found2):
                        out.append((*pre, (4, x & 3, bi)))
            self.worry(st2, s, pre, ch, out)

    # -- the search --------------------------------------------------------------------------

    def finish(self, st: _State, done: list[_Prim]) -> bool:
        """With no card face down and every talon card reachable at will, play the
        lowest card left home until all are; True when that wins."""
        if any(st[1]) or (st[4] and not self.free):
            return False
        while sum(st[3]) < 52:
            found = st[3]
            for a in range(COLUMNS):
                col = st[0][a]
                if col and found[col[-1] & 3] == (col[-1] >> 2) - 1:
                    prim: _Prim = (1, a)
                    break
            else:
                talon = st[4]
                for i in range(len(talon)):
                    if found[talon[i] & 3] == (talon[i] >> 2) - 1:
                        prim = (2, i + 1, 0)
                        break
                else:
                    return False
            st = self.step(st, prim)
            done.append(prim)
        return True

    def run(self, root: _State) -> tuple[str, list[_Prim]]:
        done: list[_Prim] = []
        st = self.settle(root, done)
        if sum(st[3]) == 52 or self.finish(st, done):
            return "won", done
        path: list[list[_Prim]] = [done]
        seen = {self.key(st)}
        stack: list[tuple[_State, list[_Macro], list[int]]] = [(st, self.moves(st), [0])]
        deadline, node_limit = self.deadline, self.node_limit
        clock = time.perf_counter
        while stack:
            st, macros, at = stack[-1]
            i = at[0]
            if i == len(macros):
                stack.pop()
                path.pop()
                continue
            at[0] = i + 1
            self.nodes += 1
            if self.nodes & 127 == 0 and clock() > deadline:
                raise _Stop
            if node_limit is not None and self.nodes > node_limit:
                raise _Stop
            child = st
            prims: list[_Prim] = []
            for prim in macros[i]:
                child = self.step(child, prim)
                prims.append(prim)
            child = self.settle(child, prims)
            if sum(child[3]) == 52 or self.finish(child, prims):
                path.append(prims)
                return "won", [q for part in path for q in part]
            k = self.key(child)
            if k in seen:
                continue
            seen.add(k)
            path.append(prims)
            stack.append((child, self.moves(child), [0]))
        return "lost", []


def _retarget(prim: _Prim, column: int) -> _Prim:
    """``prim`` with its destination column set to ``column``."""
    return (*prim[:-1], column)


def _to_abstract(start: Position, prims: list[_Prim]) -> list[Move]:
    """Replay the search's internal moves on the reference rules, writing out the draws
    and recycles that bring each talon card to the waste's top."""
    out: list[Move] = []
    pos = start
    for prim in prims:
        kind = prim[0]
        mv: Move
        if kind == 0:
            mv = ("move", f"t{prim[1]}", f"t{prim[3]}", len(pos.tableau[prim[1]]) - prim[2])
        elif kind == 1:
            mv = ("move", f"t{prim[1]}", "f", 1)
        elif kind == 4:
            mv = ("move", f"f{prim[1]}", f"t{prim[2]}", 1)
        else:
            talon = pos.waste + pos.stock[::-1]
            card = talon[prim[1] - 1]
            for _ in range(2 * len(talon) + 4):
                if pos.waste and pos.waste[-1] == card:
                    break
                step: Move = ("draw",) if pos.stock else ("recycle",)
                pos = apply_move(pos, step)
                out.append(step)
            mv = ("move", "w", "f" if kind == 2 else f"t{prim[3]}", 1)
        pos = apply_move(pos, mv)
        out.append(mv)
    return out


def solve_klondike(tableau: Sequence[Sequence[Card]], down: Sequence[int],
                   stock: Sequence[Card], waste: Sequence[Card] = (),
                   foundations: Sequence[int] = (0, 0, 0, 0), *, draw: int = 3,
                   redeals: int | None = None, time_limit: float = 2.0,
                   node_limit: int | None = None, _plain: bool = False) -> Solution:
    """Decide a thoughtful Klondike position (all cards known) within the limits.

    ``tableau``: seven columns bottom to top, ``down[i]`` of them face down at the bottom;
    ``stock``/``waste``: last element on top; ``foundations``: top rank home per suit
    (0..13, Ace = 1). ``draw``: cards per deal; ``redeals``: how many times the waste may
    turn over (None: no limit, the rules of the published winnability figures).
    ``_plain`` (for the tests) searches every legal move with no pruning and no automatic
    moves home: much slower, but it needs none of the arguments above.
    """
    t0 = time.perf_counter()
    start = Position.start(tableau, down, stock, waste, foundations, draw=draw,
                           redeals=redeals)
    searcher = _Searcher(draw, redeals, t0 + time_limit, node_limit, _plain)
    cols = []
    for col, d in zip(start.tableau, start.down, strict=True):
        cols.append(bytes([_code(c) | (_DOWN if k < d else 0) for k, c in enumerate(col)]))
    talon = bytes(_code(c) for c in (*start.waste, *start.stock[::-1]))
    p = len(start.waste)
    root: _State = (tuple(cols), start.down, tuple(_base(c, d) for c, d in
                                                    zip(cols, start.down, strict=True)),
                    start.foundations, talon, p, redeals,
                    searcher.talon_hash(talon, p, redeals))
    try:
        status, prims = searcher.run(root)
    except _Stop:
        return Solution("unknown", [], searcher.nodes, time.perf_counter() - t0)
    moves = _to_abstract(start, prims) if status == "won" else []
    return Solution("won" if status == "won" else "lost", moves, searcher.nodes,
                    time.perf_counter() - t0)


__all__ = ["IllegalMove", "Move", "Position", "Solution", "apply_move", "deal_klondike",
           "solve_klondike", "verify"]
