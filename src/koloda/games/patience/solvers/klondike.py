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
A depth-first search over *macro moves* (a move plus the moves it exists for) with a
transposition table. Every rule below keeps the verdict exact, so ``"lost"`` means that no
line wins: the arguments are sketched with each rule, and the tests also compare the
pruned search with a plain one (every legal move, no automatic moves) on random small
positions.

* **The talon as a list of reachable cards** (the "K+" formulation). Stock and waste are
  one sequence ``T`` in dealing order (the waste bottom to top, then the stock top to
  bottom) with a pointer ``p`` (the waste is ``T[:p]``). Draws change nothing but ``p``
  and commute with every other move, so they are not searched: a talon move plays
  ``T[i - 1]`` for any ``i`` that draws (and recycles) can bring to the waste's top, which
  leaves ``T`` without that card and ``p = i - 1``. The draws are written back into the
  move list at the end. With draw 1 and unlimited redeals every talon card is always
  reachable and the talon is just a set.
* **Canonical positions.** The table keys a position by a 64-bit hash that ignores the
  order of the columns (the sum of the columns' hashes; a column is a ``bytes`` string
  with face-down cards flagged, so Python caches its hash). A false match would need two
  of a few million positions to collide in 64 bits.
* **Pointer dominance** (draw 3, unlimited redeals). The key leaves the pointer out; the
  table keeps, per key, which pointers were searched. From ``p`` the draws reach ``p``,
  ``p + 3``, ... and, after the end of the talon and a recycle, every multiple of 3 and the
  last card. So a position is skipped when the same cards were searched with a pointer
  ``p <= q`` in the same class mod 3 (it reached all this one reaches), and the "aligned"
  pointers (a multiple of 3, or the end) are skipped once any pointer was searched.
* **Safe moves home** are made without branching: a top card of rank ``r`` goes home when
  ``r <= 2``, or when both foundations of the other colour hold ``r - 1`` and the other
  suit of its colour holds ``r - 2``. Then every card that could ever be built on it (or
  on those, and so on) is already home, so no line needs it in the tableau, even with
  worrying back (the stricter ``r - 2`` is what worrying back costs). Talon cards go
  home this way only with draw 1 and unlimited redeals: with draw 3, taking a card out of
  the talon shifts which cards the draws reach.
* **Macro moves.** Some moves only make sense for the sake of the next one. A move whose
  purpose is served later could as well be made later (nothing in between depends on
  it), so if any line wins, one wins with such a move right before its use; the search
  keeps the two together as one macro move and never stores the position in between.
  The moves with such a duty:

  - a run split off the middle of a face-up run leaves a face-up card exposed: it must go
    home, or the other card of the moved card's rank and colour must be built on it;
  - a whole column moved onto another (emptying it) only helps a King: it is tried only
    when no column is empty yet, and a King (run) must come into the gap;
  - with draw 1 and unlimited redeals, a talon card put on the tableau must get a card
    built on it (it could leave the talon later just as well);
  - a move that meets a duty by splitting a run or emptying a column has a duty of its
    own, met in the same macro move.

  Moves off face-down cards (or off a face-up card they were not built on, which only a
  given position can hold), moves home, cards taken back from a foundation and (with
  draw 3) talon cards onto the tableau have no duty. A King run from the bottom of a
  column into an empty one, and a second empty column, are never tried (the same
  position).

  Cards taken back carry no duty because "right before its use" fails for them: a card
  may come back only so that the card under it on the foundation can come back too,
  and that card may need a base which itself comes back from another foundation, whose
  own use (that card built on it) waits for the first one. In the tests' position (9♠
  face down under J♥ 10♠, clubs and diamonds complete, no other column free to take J♥)
  J♥ 10♠ can only go onto Q♣: K♣ comes back to free Q♣ and K♦ to be its base, and
  neither is followed by its use. So a card comes back as a move of its own,
  onto any column top it fits (a King into the first empty column), unless the safe rule
  would send it straight home; it may also meet another move's duty, as a card built on
  the exposed card. Every other duty is met by a move that needs nothing of the kind:
  the card it brings is on a foundation's top (taking back the cards above it first has
  no duty and comes earlier), heads a run, or is in the talon.
* **Order**: a card home that turns a face-down card, talon cards home, runs moved off
  face-down cards (deepest column first), other cards home, macro moves, and last the
  talon cards onto the tableau (measured best among the orders tried).
* **Stuck cards**: a position where some set of tableau cards can never move (each
  one's ways out need a card buried under one of them) is lost at once (:func:`_dead`,
  checked at the root). About one dealt position in sixty is lost this way, and a search
  that does not see it must tour everything else first. Checked after every move too, it
  proved no deal more of 1,000 at 2 CPU-s and cost an eighth of the search's speed
  (bench/README.md).
* **Restarts**: a depth-first search that takes a wrong turn early can spend long in a
  dead subtree. So the budget (time and nodes) is shared (:data:`_PLAN`): the main order
  gets half in three turns; between them two other orders (talon cards onto the tableau
  first; or right after the uncovering moves) and four restarts whose moves are shuffled
  within each group (a seeded xorshift, the same in C) get short turns, each with its own
  table, dropped after its turn. Each search is exhaustive on its own, so any of them may
  answer "lost".
* **A relaxed turn**: one turn searches the same deal with draw 1 and unlimited redeals,
  where any talon card can be brought up whenever it is wanted: every line of the real
  rules is a line there, so a loss there is a loss here, and its proof is often far
  smaller (the talon is a set). A win there proves nothing and ends the turn.
* **A bounded table**: each search's table stores at most ``table_cap`` positions
  (:func:`table_cap_for` the time limit by default); the search that is not run on again is dropped after
  its turn, so at most two tables are alive. Past the cap a new position is searched
  without being stored: met again, it is searched again (only time lost), and the keys
  of the path's positions that are not stored are kept while on the path, so a cycle is
  still cut. A position is skipped only when it, or one that reaches all it reaches, was
  entered before, as with an unbounded table, so ``"lost"`` stays a proof; a full table
  may only turn a verdict into ``"unknown"`` at the limits.
* **Early win**: when no card is face down and the talon is empty (or with draw 1 and
  unlimited redeals), the game is won by playing home the lowest card left each time
  (the lowest card is on top whenever the face-up cards lie in runs, as play leaves
  them), so the line is finished greedily; when that gets stuck (a given position with a
  face-up card under one not built on it) the search goes on as usual.
* **Speed**: positions are tuples of ``bytes`` and small ints, moves are tuples of ints,
  lookups go through precomputed tables (parents, children, reachable talon cards per
  talon and pointer, safe cards per foundation state); a macro's resulting position is
  kept from its generation, so it is not made twice.
* **Compiled**: with the optional extension built (``koloda.fast``), the same search runs
  in C (``src/koloda/_c/klondike.c``, :class:`_CSearcher`): the same macro moves in the same
  order and the same table semantics, so the same nodes are tried and the same line found,
  about 20 times the moves a second. :class:`_Searcher` stays the reference (``KOLODA_PURE=1``;
  ``tests/fast/test_klondike_diff.py`` compares the two), and the plain search is Python
  only.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from koloda import fast
from koloda.engine.cards import ACE, Card, deck, make
from koloda.games.patience import clock as _clock

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
    table: int = 0  # the most positions one search's table held (at most ``table_cap``)


# Internal card codes: rank * 4 + suit with the Ace as rank 1, so 4..55. In a column a
# face-down card carries the flag 64, so a column's bytes say everything about it.
_DOWN = 64


def _code(card: Card) -> int:
    return _low_rank(card) << 2 | _suit(card)


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
# A generated move: the macro and, when the generator already made it, the state it leads
# to (before the safe moves home).
_Gen = tuple[_Macro, _State | None]


# A duty a macro move still has to meet (see _Searcher.extend): its kind, then ints.
_Duty = tuple[int, ...]
_BARE, _EMPTY, _LAID = range(3)
_MAX_MACRO = 8


def _dead(st: _State) -> bool:
    """Whether some tableau cards can never move, so the position is lost.

    A set of cards is stuck when none of them can be the first to move: each one's ways
    out (home, onto either card it may be built on) need a card that lies under a card of
    the set, and each face-up one sits on face-up cards of the set only (a face-up card
    below it could carry it away in a run). A King is never counted stuck (an empty column
    might take it); a card in the talon or on a foundation never blocks a way out (it may
    come to the tableau). The largest stuck set is found by striking out, until none is
    left to strike, every card with a way out given the others. A stuck card never goes
    home, so a position with one is lost. This is the kind of deadlock the literature
    counts in dealt Klondike positions (de Ruiter 2012; Voima 2021); found at the root,
    it ends searches that would otherwise tour everything else."""
    cols, down, found = st[0], st[1], st[3]
    where: dict[int, tuple[int, int]] = {}
    for a in range(COLUMNS):
        for i, x in enumerate(cols[a]):
            where[x & 63] = (a, i)
    stuck = {c for c in where if c >> 2 != 13}
    while stuck:
        top = [-1] * COLUMNS
        for c in stuck:
            a, i = where[c]
            if i > top[a]:
                top[a] = i

        # a card is buried when a card of the set lies above it in its column
        buried = {x for x, (a, i) in where.items() if top[a] > i}
        free = set()
        for c in stuck:
            a, i = where[c]
            rank, suit = c >> 2, c & 3
            if (any(cols[a][j] & 63 not in stuck for j in range(down[a], i))
                    or any(q not in buried for q in _PARENTS[c])
                    or not any(r << 2 | suit in buried for r in range(found[suit] + 1, rank))):
                free.add(c)
        if not free:
            return True
        stuck -= free
    return False


def _find(cols: tuple[bytes, ...], base: tuple[int, ...], card: int) -> tuple[int, int] | None:
    """(column, index) of ``card`` if it heads a movable run of the tableau, else None."""
    for a in range(COLUMNS):
        col = cols[a]
        if card in col:
            j = col.index(card)
            return (a, j) if j >= base[a] else None
    return None


def _base(col: bytes, down: int) -> int:
    """Index of the lowest card of the run on top of ``col`` (0 for an empty column)."""
    i = len(col) - 1
    if i <= 0:
        return 0
    while i > down and col[i - 1] in _PARENTS[col[i]]:
        i -= 1
    return i


def _dests(card: int, topcol: dict[int, int], empty: int) -> tuple[int, ...]:
    """The columns ``card`` may go to: a King to the first empty column (``empty``, -1
    for none), any other card onto the columns topped by a card it fits (``topcol``: top
    card -> its column)."""
    if card >> 2 == 13:
        return (empty,) if empty >= 0 else ()
    q1, q2 = _PARENTS[card]
    if q1 in topcol:
        return (topcol[q1], topcol[q2]) if q2 in topcol else (topcol[q1],)
    return (topcol[q2],) if q2 in topcol else ()


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


# Move orders, as sequences of the move groups: 0 a card home that turns a face-down card,
# 1 talon cards home, 2 runs off face-down cards, 3 other cards home, 4 macro moves with
# duties, 5 talon cards onto the tableau. The first is the main one; the other two put the
# talon cards onto the tableau first, or right after the uncovering moves.
_ORDERS = ((0, 1, 2, 3, 4, 5), (0, 1, 5, 2, 3, 4), (0, 1, 2, 5, 3, 4))
# solve_klondike's schedule: (order, shuffle seed, or 0, or _RELAXED; the share of the
# budget spent when the turn ends). Measured on 1000 deals at 2 CPU-s (bench/README.md):
# shuffled restarts between the main search's turns win some 20 deals more than three
# fixed orders did; the relaxed turn proves about one deal in a hundred lost that the
# others cannot; the main search, which most proofs of loss come from, keeps half.
_RELAXED = -1  # the same deal played with draw 1 and unlimited redeals (see solve_klondike)
_PLAN = ((0, 0, 0.25), (0, _RELAXED, 0.35), (0, 1, 0.4), (1, 2, 0.45), (2, 3, 0.55),
         (0, 0, 0.7), (0, 4, 0.75), (1, 5, 0.8), (2, 6, 0.9), (0, 0, 1.0))


_NONE_DOWN = (0,) * COLUMNS

# The most positions one search's transposition table stores (each of the schedule's
# searches has its own, and at most two are alive). In C an entry takes a 16-byte slot
# in a table kept at most half full, so 2**20 entries fill at most 32 MiB; a 10-second
# deal used to take some 350 MB. The Python reference spends about 76 bytes an entry
# but fills its table some twenty times more slowly. A full table only costs time (see
# ``_Searcher.run``); bench/README.md has the figures behind the choice. That is the cap
# for two seconds of search: a longer one may store more (:func:`table_cap_for`), since a
# proof of loss must hold what it has met: at 10 CPU-s two deals were proved lost with a
# larger table that stayed undecided with this one (bench/README.md, 2026-12-06).
TABLE_CAP = 1 << 20
TABLE_CAP_MAX = 1 << 22  # 128 MiB a table in C, two alive at most


def table_cap_for(time_limit: float) -> int:
    """The default table cap of a search of ``time_limit`` seconds: :data:`TABLE_CAP`
    for every two seconds, never less than that nor more than :data:`TABLE_CAP_MAX`."""
    scaled = TABLE_CAP * time_limit / 2
    return max(TABLE_CAP, int(scaled)) if scaled < TABLE_CAP_MAX else TABLE_CAP_MAX


class _Stop(Exception):
    """The time or node limit ran out."""


def _mix64(z: int) -> int:
    """A 64-bit finalizer (splitmix64's), the C search's ``mix64``."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class _Searcher:
    def __init__(self, draw: int, redeals: int | None, deadline: float,
                 node_limit: int | None, clock: Callable[[], float],
                 plain: bool = False, table_cap: int = TABLE_CAP, shuffle: int = 0) -> None:
        self.draw = draw
        self.clock = clock
        self.order = _ORDERS[0]
        # a restart's own order: each node's groups shuffled by this xorshift64 state
        self.rng = _mix64(shuffle & _MASK) | 1 if shuffle else 0
        self.plain = plain
        self.free = draw == 1 and redeals is None  # every talon card always reachable
        # with unlimited redeals and draw > 1 the pointer p matters, but a position with
        # pointer p dominates the same one with pointer p + k * draw or an aligned one
        self.phased = redeals is None and draw > 1
        self.below = [sum(1 << q for q in range(p % draw or draw, p + 1, draw))
                      for p in range(64)]
        self.deadline = deadline
        self.node_limit = node_limit
        self.nodes = 0
        self.table_cap = table_cap
        self.seen: dict[int, int] = {}  # the table: key -> pointer bits searched
        self.off: set[int] = set()  # keys of the path's positions not in the full table
        self.reach_cache: dict[tuple[int, int, int], tuple[tuple[int, int], ...]] = {}
        # foundations -> the cards that may go home (safely) now
        self.safe_cards: dict[tuple[int, ...], frozenset[int]] = {}
        self.next_cards: dict[tuple[int, ...], frozenset[int]] = {}
        # (talon, pointer, redeals left) -> reachable card -> (position, redeals it takes)
        self.talon_cards: dict[tuple[bytes, int, int | None], dict[int, tuple[int, int]]] = {}

    # -- the talon ---------------------------------------------------------------------------

    def talon_hash(self, talon: bytes, p: int, r: int | None) -> int:
        """The talon's part of the position key. With unlimited redeals the pointer is
        left out: :meth:`phase` and the table's bitmasks deal with it."""
        if self.free:
            return hash(bytes(sorted(talon)))
        if r is None:
            return hash(talon)
        return hash((talon, p, r))

    def phase(self, st: _State) -> int:
        """The pointer's bit for the table (draw > 1, unlimited redeals): bit 0 for the
        pointer values that draws alone make mutually reachable (a multiple of ``draw``,
        or the end of the talon), else ``1 << p``; 1 in the other modes."""
        p = st[5]
        if not self.phased or p % self.draw == 0 or p == len(st[4]):
            return 1
        return 1 << p

    def covers(self, bits: int, bit: int) -> bool:
        """Whether a position seen with the pointer bits ``bits`` reaches everything the
        same position with pointer bit ``bit`` reaches (so the latter is not searched):
        any pointer reaches the aligned ones; pointer p reaches q = p + k * draw."""
        if bit == 1:
            return bits != 0
        return bits & self.below[bit.bit_length() - 1] != 0

    def in_talon(self, st: _State, card: int) -> tuple[int, int] | None:
        """(position, redeals) if ``card`` is a talon card the draws can reach."""
        return self.talon_map(st[4], st[5], st[6]).get(card)

    def talon_map(self, talon: bytes, p: int, r: int | None) -> dict[int, tuple[int, int]]:
        """Each talon card the draws can reach -> (position, redeals it takes)."""
        key = (talon, p, r)
        tal = self.talon_cards.get(key)
        if tal is None:
            tal = {talon[i - 1]: (i, cost) for i, cost in self.reach(len(talon), p, r)}
            if len(self.talon_cards) > 20_000:
                self.talon_cards.clear()
            self.talon_cards[key] = tal
        return tal

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
            ba = base[a]
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
                j = len(ca) - 1
                ca = ca[:j]
            if j <= ba:  # the whole run left: the card below may turn, the run is new
                da = down[a]
                if da and da == j:
                    da -= 1
                    ca = ca[:da] + _ONE[ca[da] & 63]
                    ld = list(down)
                    ld[a] = da
                    down = tuple(ld)
                ba = _base(ca, da)
            lc = list(cols)
            lc[a] = ca
            lb = list(base)
            lb[a] = ba
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
            safe = self.safe_cards.get(found)
            if safe is None:
                safe = self.safe_cards[found] = frozenset(
                    (found[s] + 1) << 2 | s for s in range(SUITS)
                    if found[s] < 13 and _safe((found[s] + 1) << 2 | s, found))
            for a in range(COLUMNS):
                col = cols[a]
                if col and col[-1] in safe:
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

    def plain_moves(self, st: _State) -> list[_Gen]:
        """Every legal move, one at a time (the unpruned search the tests compare with)."""
        cols, _, base, found, talon, p, r, _ = st
        out: list[_Gen] = []
        for a in range(COLUMNS):
            col = cols[a]
            if not col:
                continue
            c = col[-1]
            if found[c & 3] == (c >> 2) - 1:
                out.append((((1, a),), None))
            for j in range(base[a], len(col)):
                x = col[j]
                for b in range(COLUMNS):
                    if b != a and (cols[b][-1] in _PARENTS[x] if cols[b] else x >> 2 == 13):
                        out.append((((0, a, j, b),), None))
        for i, cost in self.reach(len(talon), p, r):
            c = talon[i - 1]
            if found[c & 3] == (c >> 2) - 1:
                out.append((((2, i, cost),), None))
            for b in range(COLUMNS):
                if cols[b][-1] in _PARENTS[c] if cols[b] else c >> 2 == 13:
                    out.append((((3, i, cost, b),), None))
        for s in range(SUITS):
            if found[s]:
                c = found[s] << 2 | s
                for b in range(COLUMNS):
                    if cols[b][-1] in _PARENTS[c] if cols[b] else c >> 2 == 13:
                        out.append((((4, s, b),), None))
        return out

    def moves(self, st: _State) -> list[_Gen]:
        """The macro moves searched from ``st``, most promising first."""
        if self.plain:
            return self.plain_moves(st)
        cols, down, base, found, talon, p, r, _ = st
        nxt = self.next_cards.get(found)
        if nxt is None:
            nxt = self.next_cards[found] = frozenset(
                (found[s] + 1) << 2 | s for s in range(SUITS) if found[s] < 13)
        tal = self.talon_map(talon, p, r)

        turn: list[_Gen] = []        # a card home that turns a face-down card
        home_talon: list[_Gen] = []
        reveal: list[tuple[int, _Gen]] = []
        home: list[_Gen] = []
        bound: list[_Gen] = []       # moves followed up at once (see ``extend``)
        back: list[_Gen] = []        # cards taken back from the foundations
        to_tab: list[_Gen] = []

        topcol: dict[int, int] = {}
        empty = -1
        for a in range(COLUMNS):
            col = cols[a]
            if col:
                t = col[-1]
                topcol[t] = a
                if t in nxt:
                    if down[a] and down[a] == len(col) - 1:
                        turn.append((((1, a),), None))
                    else:
                        home.append((((1, a),), None))
            elif empty < 0:
                empty = a
        for c, (i, cost) in tal.items():
            if c in nxt:
                home_talon.append((((2, i, cost),), None))

        for a in range(COLUMNS):
            col = cols[a]
            if not col:
                continue
            da = down[a]
            for j in range(base[a], len(col)):
                x = col[j]
                if j == 0 and x >> 2 == 13:
                    continue  # a King run already at a column's bottom
                for b in _dests(x, topcol, empty):
                    mv = (0, a, j, b)
                    if j == 0:
                        # emptying column a only helps a King, and only if none is empty
                        if empty < 0:
                            self.extend(self.step(st, mv), (mv,), ((_EMPTY, a),), bound)
                    elif j == da or col[j - 1] not in _PARENTS[x]:
                        # off a face-down card, or off a face-up card it was not built
                        # on (a given position may hold one): the card below is new
                        reveal.append((da, ((mv,), None)))
                    else:
                        self.extend(self.step(st, mv), (mv,), ((_BARE, a, col[j - 1], x),),
                                    bound)

        for c, (i, cost) in tal.items():
            for b in _dests(c, topcol, empty):
                mv = (3, i, cost, b)
                if self.free:
                    self.extend(self.step(st, mv), (mv,), ((_LAID, c, b),), bound)
                else:
                    to_tab.append(((mv,), None))

        for s in range(SUITS):
            fr = found[s]
            if fr < 2:
                continue
            c = fr << 2 | s
            if _safe(c, found):
                continue
            if fr == 13:
                if empty >= 0:
                    back.append((((4, s, empty),), None))
            else:
                for q in _PARENTS[c]:
                    if q in topcol:
                        back.append((((4, s, topcol[q]),), None))

        reveal.sort(key=lambda e: -e[0])  # the column with most face-down cards first
        shown = [m for _, m in reveal]
        if self.rng:
            for group in (turn, home_talon, shown, home, bound, to_tab, back):
                self.shuffle(group)
        groups = (turn, home_talon, shown, home, bound + back, to_tab)
        out: list[_Gen] = []
        for g in self.order:
            out.extend(groups[g])
        return out

    def shuffle(self, group: list[_Gen]) -> None:
        """Shuffle a group of moves in place, drawing as the C search does (xorshift64,
        Fisher-Yates from the end), so both try the same nodes."""
        x = self.rng
        for i in range(len(group) - 1, 0, -1):
            x ^= (x << 13) & _MASK
            x ^= x >> 7
            x ^= (x << 17) & _MASK
            j = x % (i + 1)
            group[i], group[j] = group[j], group[i]
        self.rng = x

    def extend(self, st: _State, prefix: _Macro, duties: tuple[_Duty, ...],
               out: list[_Gen]) -> None:
        """Finish the macro ``prefix`` (which led to ``st``) by meeting its ``duties``.

        A duty is what a move does only for the sake of a next one:

        * ``(_BARE, a, e, x)``: moving ``x`` away left column a's card ``e`` on top, so
          ``e`` goes home or gets the other card that fits on it (x's twin);
        * ``(_EMPTY, a)``: column a was emptied, so a King (run) comes in;
        * ``(_LAID, c, b)``: talon card c went onto column b (draw 1, where the talon
          could give it any time), so a card is built on it.

        A move that meets a duty by uncovering a face-up card or emptying a column brings
        its own duty. Why the search may demand this: a move whose
        purpose is served later could as well be made later, since nothing in between
        can depend on it; made just before its use, it is followed by it.
        """
        if not duties:
            out.append((prefix, st))
            return
        if len(prefix) >= _MAX_MACRO:
            out.append((prefix, st))  # stop demanding: never unsound, only slower
            return
        cols, base, found = st[0], st[2], st[3]
        for duty in duties:
            kind = duty[0]
            if kind == _BARE:
                a, e, x = duty[1], duty[2], duty[3]
                if found[e & 3] == (e >> 2) - 1:
                    self.touch(st, prefix, (1, a), None, duties, out)
                for y in _CHILDREN[e]:
                    if y != x:
                        self.place(st, y, a, prefix, duties, out)
            elif kind == _EMPTY:
                a = duty[1]
                for s in range(SUITS):
                    king = 13 << 2 | s
                    w = _find(cols, base, king)
                    if w is None or w[1] > 0:  # not a King already at a column's bottom
                        self.place(st, king, a, prefix, duties, out)
            else:  # _LAID
                c, b = duty[1], duty[2]
                for y in _CHILDREN[c]:
                    self.place(st, y, b, prefix, duties, out)

    def place(self, st: _State, y: int, b: int, prefix: _Macro,
              duties: tuple[_Duty, ...], out: list[_Gen]) -> None:
        """Every way to put card ``y`` (with the run on it) onto column ``b``, each
        followed up with the duties left."""
        w = _find(st[0], st[2], y)
        if w is not None and w[0] != b:
            a, j = w
            new: _Duty | None
            if j == 0:
                new = None if any(not col for col in st[0]) else (_EMPTY, a)
            elif j == st[1][a] or st[0][a][j - 1] not in _PARENTS[y]:
                new = None
            else:
                new = (_BARE, a, st[0][a][j - 1], y)
            self.touch(st, prefix, (0, a, j, b), new, duties, out)
        tw = self.in_talon(st, y)
        if tw is not None:
            self.touch(st, prefix, (3, tw[0], tw[1], b), (_LAID, y, b) if self.free else None,
                       duties, out)
        s = y & 3
        if st[3][s] == y >> 2 and not _safe(y, st[3]):
            self.touch(st, prefix, (4, s, b), None, duties, out)

    def touch(self, st: _State, prefix: _Macro, prim: _Prim, new: _Duty | None,
              duties: tuple[_Duty, ...], out: list[_Gen]) -> None:
        child = self.step(st, prim)
        left = self.pending(child, duties)
        if new is not None:
            left = (*left, new)
        self.extend(child, (*prefix, prim), left, out)

    @staticmethod
    def pending(st: _State, duties: tuple[_Duty, ...]) -> tuple[_Duty, ...]:
        """The duties still open in ``st``: a duty is met once one of its cards has been
        covered or moved, or its empty column filled."""
        cols = st[0]
        left = []
        for duty in duties:
            kind = duty[0]
            if kind == _BARE:
                col = cols[duty[1]]
                if col and col[-1] == duty[2]:
                    left.append(duty)
            elif kind == _EMPTY:
                if not cols[duty[1]]:
                    left.append(duty)
            else:
                col = cols[duty[2]]
                if col and col[-1] == duty[1]:
                    left.append(duty)
        return tuple(left)

    # -- the search --------------------------------------------------------------------------

    def finish(self, st: _State, done: list[_Prim]) -> bool:
        """With no card face down and every talon card reachable at will, play the
        lowest card left home until all are; True when that wins."""
        if any(st[1]) or (st[4] and not self.free):
            return False
        made: list[_Prim] = []  # kept only on a win: a failed try must not reach the path
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
            made.append(prim)
        done.extend(made)
        return True

    def start(self, root: _State) -> list[_Prim] | None:
        """Set up the search from ``root``; the winning line if it is won at once."""
        done: list[_Prim] = []
        st = self.settle(root, done)
        if sum(st[3]) == 52 or self.finish(st, done):
            return done
        self.path: list[list[_Prim]] = [done]
        self.seen = {self.key(st): self.phase(st)}  # table_cap >= 1: the root is stored
        # a frame: state, its moves, the next one to try, its key if it is in ``off``
        self.stack: list[tuple[_State, list[_Gen], list[int], int | None]] = (
            [] if not self.plain and _dead(st) else [(st, self.moves(st), [0], None)])
        return None

    def table_size(self) -> int:
        return len(self.seen)

    def run(self) -> tuple[str, list[_Prim]]:
        """Search on (after :meth:`start`) until won, lost, or :class:`_Stop` at the
        deadline or node limit; a stopped search may be run on later.

        The table holds at most ``table_cap`` positions. Once it is full, a new position
        is searched without being stored: met again, it is searched again, which costs
        time but no verdict, as a position is skipped only when it (or one that reaches
        all it reaches) was entered before. A cycle must still be caught, or the search
        would not end: the keys of the path's positions that are not in the table are
        kept in ``off`` while they are on the path (a key met again on the path is the
        same position, its columns perhaps in another order: the talon changes only by
        losing a card, and the pointer and redeals only with it)."""
        path, seen, stack, off = self.path, self.seen, self.stack, self.off
        deadline, node_limit, clock = self.deadline, self.node_limit, self.clock
        cap = self.table_cap
        while stack:
            st, macros, at, _ = stack[-1]
            i = at[0]
            if i == len(macros):
                own = stack.pop()[3]
                if own is not None:
                    off.remove(own)
                path.pop()
                continue
            if self.nodes & 127 == 0 and clock() > deadline:
                raise _Stop
            if node_limit is not None and self.nodes >= node_limit:
                raise _Stop
            at[0] = i + 1
            self.nodes += 1
            macro, made = macros[i]
            prims = list(macro)
            if made is None:
                made = st
                for prim in macro:
                    made = self.step(made, prim)
            child = self.settle(made, prims)
            if child[1] == _NONE_DOWN and (sum(child[3]) == 52 or self.finish(child, prims)):
                path.append(prims)
                return "won", [q for part in path for q in part]
            cs = child[0]
            k = (hash(cs[0]) + hash(cs[1]) + hash(cs[2]) + hash(cs[3]) + hash(cs[4])
                 + hash(cs[5]) + hash(cs[6]) + child[7] * 0x9E3779B97F4A7C15) & _MASK
            bit = self.phase(child)
            bits = seen.get(k)
            own = None
            if bits is not None:
                if self.covers(bits, bit):
                    continue
                seen[k] = bits | bit
            elif len(seen) < cap:
                seen[k] = bit
            elif k in off:  # the table is full: a cycle on the path
                continue
            else:
                own = k
            if own is not None:
                off.add(k)
            path.append(prims)
            stack.append((child, self.moves(child), [0], own))
        return "lost", []


class _CSearcher:
    """The compiled twin of :class:`_Searcher` (``koloda._speedups.kl_*``, in
    ``src/koloda/_c/klondike.c``): the same macro moves in the same order, the same table
    semantics, so it tries the same nodes and finds the same line, only faster. The Python
    class stays the reference (``KOLODA_PURE=1``, and ``tests/fast/test_klondike_diff.py``
    compares the two); :func:`solve_klondike`'s schedule drives either alike."""

    def __init__(self, ext: Any, draw: int, redeals: int | None, order: tuple[int, ...],
                 clock: Callable[[], float], table_cap: int = TABLE_CAP,
                 shuffle: int = 0) -> None:
        self.ext = ext
        self.handle = ext.kl_new(draw, -1 if redeals is None else redeals, order, table_cap,
                                 shuffle)
        self.clock = clock
        self.deadline = 0.0
        self.node_limit: int | None = None
        self.nodes = 0

    def start(self, root: _State) -> list[_Prim] | None:
        cols, down, _, found, talon, p, r, _ = root
        line: list[_Prim] | None = self.ext.kl_start(self.handle, cols, down, found, talon, p,
                                                     -1 if r is None else r)
        return line

    def run(self) -> tuple[str, list[_Prim]]:
        limit = -1 if self.node_limit is None else self.node_limit
        status, line, self.nodes = self.ext.kl_run(self.handle, self.deadline, limit,
                                                   self.clock)
        if status == "stop":
            raise _Stop
        return status, line

    def table_size(self) -> int:
        entries: int = self.ext.kl_stats(self.handle)[0]
        return entries


def _compiled(draw: int, redeals: int | None, plain: bool) -> Any:
    """The extension when it should run this search: it is built and on, the search is
    the pruned one (the plain one is for the tests, in Python only), and the counts fit
    the C types."""
    ext = fast.ext()
    if ext is None or plain or not hasattr(ext, "kl_new"):
        return None
    if not 1 <= draw <= 52 or (redeals is not None and redeals > 1 << 30):
        return None
    return ext


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
                   node_limit: int | None = None, cpu_time: bool = True,
                   table_cap: int | None = None, _plain: bool = False) -> Solution:
    """Decide a thoughtful Klondike position (all cards known) within the limits.

    ``tableau``: seven columns bottom to top, ``down[i]`` of them face down at the bottom;
    ``stock``/``waste``: last element on top; ``foundations``: top rank home per suit
    (0..13, Ace = 1). ``draw``: cards per deal; ``redeals``: how many times the waste may
    turn over (None: no limit, the rules of the published winnability figures).
    ``time_limit`` is in CPU seconds of the calling thread (``koloda.games.patience.clock``:
    a loaded machine does not cut the search short), or wall-clock seconds with
    ``cpu_time=False``; ``node_limit`` caps the macro moves
    tried. ``Solution.seconds`` is measured on the same clock.
    ``table_cap`` bounds each search's transposition table (positions, at least 1; by
    default :func:`table_cap_for` the time limit): a full table makes the search slower,
    never its verdict wrong, and both engines treat it alike, so they still agree move
    for move.
    ``_plain`` (for the tests) searches every legal move with no pruning and no automatic
    moves home: much slower, but it needs none of the arguments above.
    """
    if table_cap is None:
        table_cap = table_cap_for(time_limit)
    if table_cap < 1:
        raise ValueError("table_cap must be at least 1")
    clock = _clock.seconds if cpu_time else time.perf_counter
    t0 = clock()
    start = Position.start(tableau, down, stock, waste, foundations, draw=draw,
                           redeals=redeals)
    cols = []
    for col, d in zip(start.tableau, start.down, strict=True):
        cols.append(bytes([_code(c) | (_DOWN if k < d else 0) for k, c in enumerate(col)]))
    talon = bytes(_code(c) for c in (*start.waste, *start.stock[::-1]))
    p = len(start.waste)
    bases = tuple(_base(c, d) for c, d in zip(cols, start.down, strict=True))
    # The schedule: the main move order, run on in three turns for half the budget; two
    # other orders and four restarts whose moves are shuffled within their groups (their
    # own seeds), each a short turn between them and then dropped. A depth-first search
    # that took a wrong turn early can spend long in a dead subtree, and a win is often
    # found at once in another order (restarts of this kind are the usual cure for such
    # heavy tails). Each search is complete on its own: any "lost" is a proof.
    # One turn is a relaxation: draw 1 with unlimited redeals brings any talon card to
    # the waste's top whenever it is wanted, so every line of these rules is a line of
    # those; if the deal is lost even so, it is lost here, and that proof is often much
    # smaller (the talon becomes a set). A relaxed win proves nothing and is dropped.
    relaxable = draw > 1 or redeals is not None
    plan = ([t for t in _PLAN if relaxable or t[1] != _RELAXED] if not _plain
            else [(0, 0, 1.0)])
    ext = _compiled(draw, redeals, _plain)
    searchers: dict[tuple[int, int], _Searcher | _CSearcher] = {}
    nodes = table = 0
    for turn, (order, shuffle, share) in enumerate(plan):
        relaxed = shuffle == _RELAXED
        rules = (1, None) if relaxed else (draw, redeals)
        searcher = searchers.get((order, shuffle))
        if searcher is None:
            if ext is not None:
                searcher = _CSearcher(ext, *rules, _ORDERS[order], clock, table_cap,
                                      max(shuffle, 0))
            else:  # the reference search
                searcher = _Searcher(*rules, 0.0, None, clock, _plain, table_cap,
                                     max(shuffle, 0))
                searcher.order = _ORDERS[order]
            th = searcher.talon_hash(talon, p, rules[1]) if isinstance(searcher, _Searcher) else 0
            root: _State = (tuple(cols), start.down, bases, start.foundations, talon, p,
                            rules[1], th)
            won = searcher.start(root)
            if won is not None:
                if relaxed:
                    continue
                return Solution("won", _to_abstract(start, won), 0, clock() - t0)
            searchers[order, shuffle] = searcher
        searcher.deadline = t0 + share * time_limit
        used = nodes - searcher.nodes
        searcher.node_limit = (None if node_limit is None
                               else searcher.nodes + max(0, round(share * node_limit) - nodes))
        try:
            status, prims = searcher.run()
        except _Stop:
            status = "stop"
        nodes = used + searcher.nodes
        table = max(table, searcher.table_size())
        if status == "stop" or (relaxed and status == "won"):
            if all((o, sh) != (order, shuffle) for o, sh, _ in plan[turn + 1:]):
                del searchers[order, shuffle]  # not run on: its table goes now
            continue
        moves = _to_abstract(start, prims) if status == "won" else []
        return Solution("won" if status == "won" else "lost", moves, nodes, clock() - t0,
                        table)
    return Solution("unknown", [], nodes, clock() - t0, table)


__all__ = ["TABLE_CAP", "TABLE_CAP_MAX", "IllegalMove", "Move", "Position", "Solution",
           "apply_move", "deal_klondike", "solve_klondike", "table_cap_for", "verify"]
