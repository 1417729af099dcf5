"""One solver for the open building solitaires (the builders group: Улица, Улицы,
Чередование, Шестёрки, Короли, Карлтон, Секрет, Тройка, Лабиринт, Джокер).

What it solves
--------------
Any :class:`~koloda.games.patience.game.PatienceGame` whose cards are all face up but the
stock's (the solver knows the stock's order, as "thoughtful" solvability counts it). The
rules are the game's own: the piles' :class:`~koloda.games.patience.piles.Build` rules,
the stock kind, and the game's hooks (``extra_actions``, ``apply_extra``, ``deal_stock``,
``can_deal``, ``settle``, ``won``, ``auto_safe``, ``max_run``). The hooks are called with
a small stand-in of the state (:class:`View`) that has ``piles``, ``specs``, ``rules``,
``foundations``, ``stock_pile``, ``waste_pile``, ``down`` and ``game``: a game solved here
must not read anything else of the state in those hooks.

How the search works
--------------------
* **Positions** are tuples of piles (tuples of card ints) plus the count of redeals; a
  move builds a new tuple, so no state is cloned.
* **Transposition table** on a canonical key: every pile as ``bytes`` (fast to hash),
  cards mapped through the game's ``solver_canon`` table (twins of a two-deck game are one
  card; in Короли only ranks matter), the interchangeable tableau piles (the game's
  ``interchangeable`` hook) sorted, the foundations sorted by (size, top).
* **Safe moves home**: with the ``auto`` rule on, the game itself plays safe cards home
  after every move and the solver does the same; with it off the solver makes the first
  safe move home as the only child of a position (``auto_safe`` decides both). Where a
  game's ``auto_safe`` is a proof that the card is no longer needed (down-building games)
  a ``lost`` verdict is a proof; elsewhere it is a proof for the game as played with the
  ``auto`` rule on.
* **Pruning**: a position the game's ``solver_dead`` hook calls hopeless is dropped; a
  move that only undoes the move just made is skipped; of several empty
  interchangeable piles only the first is tried; a whole pile is never moved to an empty
  pile of its kind (the generic rule).
* **Order**: a position's children are all made at once (a child already in the table
  is dropped there), scored by :meth:`Model.score` (cards not home, cards lying over a
  lower card of their pile, more when it is of their suit, empty piles as a bonus) and
  searched best first, depth first.
* **Moves** are found from the cards that may leave (each pile's top card and the start
  of every run that may move) and, per target pile, the cards its rule lets lie on its
  top (tables built once per :class:`Build`), so a position costs about the number of
  legal moves, not piles × piles rule checks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from koloda.engine import cards as C
from koloda.games.patience import actions as A
from koloda.games.patience import clock as _clock
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.piles import Build, prank
from koloda.games.patience.solve import Solution

if TYPE_CHECKING:
    from koloda.games.patience.state import PatienceState

Piles = tuple[tuple[int, ...], ...]
Pos = tuple[Piles, int]  # the piles, times the waste went back to the stock

IDENTITY = bytes(range(256))
FACES = bytes(c & 127 for c in range(256))  # twins of a two-deck game are one card
RANKS = bytes(c & 15 for c in range(256))  # only the rank matters (jokers: 0 and 1)


def jokers_alike(table: bytes) -> bytes:
    """``table`` with every joker mapped to one value."""
    out = bytearray(table)
    for copy in (0, 1):
        for rank in (0, 1):
            out[C.make(rank, C.JOKER_SUIT, copy)] = C.BLACK_JOKER
    return bytes(out)


class View:
    """What the game's hooks may read of a solver position: the state's shape."""

    __slots__ = ("down", "foundations", "game", "piles", "rules", "specs", "stock_pile",
                 "waste_pile")

    def __init__(self, state: PatienceState) -> None:
        self.game = state.game
        self.rules = state.rules
        self.specs = state.specs
        self.foundations = state.foundations
        self.stock_pile = state.stock_pile
        self.waste_pile = state.waste_pile
        self.piles: Sequence[Any] = [list(p) for p in state.piles]
        self.down = [0] * len(state.piles)

    def as_state(self) -> PatienceState:
        return cast("PatienceState", self)


def _overrides(game: PatienceGame, name: str) -> bool:
    return getattr(type(game), name) is not getattr(PatienceGame, name)


def _card_ints() -> list[int]:
    out = [C.make(r, s, c) for c in (0, 1) for s in range(4) for r in range(2, 15)]
    out += [C.make(r, C.JOKER_SUIT, c) for c in (0, 1) for r in (0, 1)]
    return out


_FITS: dict[Build, tuple[bytes, bytes]] = {}
PRANK = bytes(prank(c) if C.is_card(c) else 0 for c in range(256))


def tables(rule: Build) -> tuple[bytes, bytes]:
    """``rule`` as two lookup tables: ``fits[below << 8 | card]`` and ``starts[card]``."""
    found = _FITS.get(rule)
    if found is None:
        cards = _card_ints()
        fits = bytearray(1 << 16)
        starts = bytearray(256)
        for below in cards:
            starts[below] = rule.starts(below)
            for card in cards:
                fits[below << 8 | card] = rule.follows(below, card)
        found = bytes(fits), bytes(starts)
        _FITS[rule] = found
    return found


_NO_RULE = (bytes(1 << 16), bytes(256))
_TAKES: dict[Build, tuple[tuple[int, ...], ...]] = {}


def takers(rule: Build) -> tuple[tuple[int, ...], ...]:
    """For every card, the cards ``rule`` lets lie on it."""
    found = _TAKES.get(rule)
    if found is None:
        fits = tables(rule)[0]
        cards = _card_ints()
        found = tuple(tuple(c for c in cards if fits[below << 8 | c])
                      for below in range(256))
        _TAKES[rule] = found
    return found


class Model:
    """A game's rules over tuple positions, built from its declaration and hooks."""

    def __init__(self, state: PatienceState) -> None:
        game = state.game
        self.game = game
        self.rules = state.rules
        specs = state.specs
        self.specs = specs
        self.n = len(specs)
        for i, spec in enumerate(specs):
            if spec.kind != "stock" and state.down[i]:
                raise ValueError("the builders solver wants every card face up")
        self.kinds = tuple(s.kind for s in specs)
        self.tableau = tuple(i for i, s in enumerate(specs) if s.kind == "tableau")
        self.found = tuple(state.foundations)
        self.others = tuple(i for i, s in enumerate(specs)
                            if s.kind not in ("tableau", "foundation"))
        self.counted = tuple(i for i, s in enumerate(specs)
                             if s.kind not in ("foundation", "stock"))
        self.stock = state.stock_pile
        self.waste = state.waste_pile
        self.sources = tuple(i for i, s in enumerate(specs)
                             if s.gives and s.kind not in ("stock", "foundation"))
        self.dests = tuple(i for i, s in enumerate(specs) if s.accepts is not None)
        self.accept = [tables(s.accepts) if s.accepts is not None else _NO_RULE
                       for s in specs]
        self.takes = [takers(s.accepts) if s.accepts is not None else ((),) * 256
                      for s in specs]
        self.link = [tables(s.run)[0] if s.run is not None else None for s in specs]
        self.limit = [s.accepts.limit if s.accepts is not None else None for s in specs]
        self.auto = bool(getattr(state.rules, "auto", False))
        self.draw = game.draw_count(state.rules)
        self.redeals = game.redeals(state.rules)
        self.view = View(state)
        self.sv = self.view.as_state()
        self.canon: bytes = getattr(game, "solver_canon", None) or (
            FACES if game.copies > 1 else IDENTITY)
        self.has_extra = _overrides(game, "extra_actions")
        self.has_settle = _overrides(game, "settle")
        self.has_won = _overrides(game, "won")
        self.has_free = _overrides(game, "free")
        self.has_cap = _overrides(game, "max_run")
        self.has_can_deal = _overrides(game, "can_deal")
        self.auto_safe = game.auto_safe
        self.sym_of: Callable[[PatienceState], tuple[int, ...]] | None = getattr(
            game, "interchangeable", None)
        self.dead: Callable[[PatienceState], bool] | None = getattr(
            game, "solver_dead", None)
        self.sym_varies = bool(getattr(game, "interchangeable_varies", False))
        self.sym_fixed: tuple[int, ...] = self.tableau
        if self.sym_of is not None and not self.sym_varies:
            self.sym_fixed = self.sym_of(self.sv)

    # --- the position ----------------------------------------------------------------

    def start(self, state: PatienceState) -> Pos:
        return tuple(tuple(p) for p in state.piles), state.passes

    def _with(self, piles: Sequence[Any]) -> PatienceState:
        self.view.piles = piles
        return self.sv

    def symmetric(self, piles: Piles) -> tuple[int, ...]:
        if self.sym_varies and self.sym_of is not None:
            return self.sym_of(self._with(piles))
        return self.sym_fixed

    def key(self, pos: Pos) -> tuple[Any, ...]:
        piles, passes = pos
        canon = self.canon
        sym = self.symmetric(piles)
        fixed = tuple(bytes(piles[i]).translate(canon) for i in self.tableau
                      if i not in sym)
        loose = sorted(bytes(piles[i]).translate(canon) for i in sym)
        found = sorted((len(p), canon[p[-1]] if p else 0)
                       for p in (piles[f] for f in self.found))
        others = tuple(bytes(piles[i]).translate(canon) for i in self.others)
        return fixed, tuple(loose), tuple(found), others, passes

    def won(self, piles: Piles) -> bool:
        if self.has_won:
            return self.game.won(self._with(piles))
        return not any(piles[i] for i in self.tableau) and not any(
            piles[i] for i in self.others)

    def home_count(self, piles: Piles) -> int:
        return sum(len(piles[f]) for f in self.found)

    def score(self, piles: Piles) -> int:
        """How far from won (lower is nearer): cards not home, cards lying above a lower
        card of their pile (more when it is of their suit: that one must go home first),
        empty piles as a bonus."""
        h = 0
        for i in self.counted:
            pile = piles[i]
            if not pile:
                h -= 3
                continue
            h += 4 * len(pile)
            low = 99
            lows = [99, 99, 99, 99, 99]
            for c in pile:
                r = PRANK[c]
                s = c >> 4 & 7
                if r > lows[s]:
                    h += 4
                elif r > low:
                    h += 1
                if r < low:
                    low = r
                if r < lows[s]:
                    lows[s] = r
        if self.stock >= 0:
            h += 4 * len(piles[self.stock])
        return h

    # --- moves -----------------------------------------------------------------------

    def moves(self, pos: Pos) -> list[int]:
        """Every legal move (as the game lists them, but giving up), pruned."""
        piles, passes = pos
        kinds = self.kinds
        out: list[int] = []
        sym = self.symmetric(piles)
        first_empty = -1
        for i in sym:
            if not piles[i]:
                first_empty = i
                break
        sv = self._with(piles)
        game = self.game
        # every card that may leave with what is above it: card -> (pile, count)
        leaving: dict[int, list[tuple[int, int]]] = {}
        sizes: dict[int, int] = {}
        for i in self.sources:
            src = piles[i]
            if not src:
                continue
            if self.has_free and not game.free(sv, i):
                continue
            size = len(src)
            sizes[i] = size
            leaving.setdefault(src[-1], []).append((i, 1))
            link = self.link[i]
            if link is not None:
                k = size - 1
                while k > 0 and link[src[k - 1] << 8 | src[k]]:
                    k -= 1
                    leaving.setdefault(src[k], []).append((i, size - k))
        if leaving:
            cap_of = game.max_run if self.has_cap else None
            for j in self.dests:
                dst = piles[j]
                kind_j = kinds[j]
                home = kind_j == "foundation"
                limit = self.limit[j]
                room = 999 if limit is None else limit - len(dst)
                if room <= 0:
                    continue
                if dst:
                    for card in self.takes[j][dst[-1]]:
                        for i, n in leaving.get(card, ()):
                            if i == j or n > room or (home and n > 1):
                                continue
                            if cap_of is not None and n > cap_of(sv, i, j):
                                continue
                            out.append(A.move(i, j, n))
                    continue
                if j != first_empty and j in sym:
                    continue  # an empty pile like one already tried
                starts = self.accept[j][1]
                for card, where in leaving.items():
                    if not starts[card]:
                        continue
                    for i, n in where:
                        if i == j or n > room or (home and n > 1):
                            continue
                        if n == sizes[i] and kinds[i] == kind_j:
                            continue  # a whole pile to an empty one of its kind
                        if cap_of is not None and n > cap_of(sv, i, j):
                            continue
                        out.append(A.move(i, j, n))
        stock = game.stock
        if stock is not None:
            if stock == "special" or (self.stock >= 0 and piles[self.stock]):
                if not self.has_can_deal or game.can_deal(sv):
                    out.append(A.DRAW_ACTION)
            elif stock == "waste" and self.waste >= 0 and piles[self.waste] and (
                    self.redeals is None or passes < self.redeals):
                out.append(A.RECYCLE_ACTION)
        if self.has_extra:
            for action in game.extra_actions(sv):
                kind, _a, b, _n = A.decode(action)
                if kind == A.MOVE and not piles[b] and b != first_empty and b in sym:
                    continue
                out.append(action)
        return out

    def _safe(self, piles: Sequence[Sequence[int]], card: int) -> bool:
        return self.auto_safe(self._with(piles), card)

    def _home(self, piles: Sequence[Sequence[int]], card: int) -> int:
        """The first foundation that takes ``card`` now, or -1."""
        for f in self.found:
            fits, starts = self.accept[f]
            dst = piles[f]
            if fits[dst[-1] << 8 | card] if dst else starts[card]:
                lim = self.limit[f]
                if lim is None or len(dst) < lim:
                    return f
        return -1

    def _auto_source(self, i: int) -> bool:
        """A pile the auto rule may take from (the state's ``auto_from``)."""
        return i != self.waste or self.draw <= 1

    def safe_move(self, piles: Piles) -> int:
        """A safe move home (the first the auto rule would make), or 0."""
        if not self.found:
            return 0
        sv = self._with(piles)
        for i in self.sources:
            src = piles[i]
            if not src or not self._auto_source(i):
                continue
            if self.has_free and not self.game.free(sv, i):
                continue
            card = src[-1]
            f = self._home(piles, card)
            if f >= 0 and self._safe(piles, card):
                return A.move(i, f, 1)
        return 0

    def apply(self, pos: Pos, action: int) -> Pos:
        piles_t, passes = pos
        kind, a, b, n = A.decode(action)
        game = self.game
        if not self.has_settle and (kind in (A.MOVE, A.RECYCLE) or (
                kind == A.DRAW and game.stock in ("waste", "row"))):
            return self._apply_plain(piles_t, passes, kind, a, b, n)
        piles = [list(p) for p in piles_t]
        sv = self._with(piles)
        if kind == A.MOVE:
            src_l = piles[a]
            moving = src_l[len(src_l) - n:]
            del src_l[len(src_l) - n:]
            piles[b].extend(moving)
        elif kind == A.DRAW:
            if game.stock == "waste":
                stock, waste = piles[self.stock], piles[self.waste]
                for _ in range(min(self.draw, len(stock))):
                    waste.append(stock.pop())
            elif game.stock == "row":
                stock = piles[self.stock]
                for i in self.tableau:
                    if stock:
                        piles[i].append(stock.pop())
            else:
                game.deal_stock(sv)
        elif kind == A.RECYCLE:
            piles[self.stock] = piles[self.waste][::-1]
            piles[self.waste] = []
            passes += 1
        else:
            game.apply_extra(sv, action)
        if self.has_settle:
            game.settle(sv)
        if self.auto and self.found:
            while self._auto_one(piles):
                if self.has_settle:
                    game.settle(self._with(piles))
        return tuple(tuple(p) for p in piles), passes

    def _apply_plain(self, piles_t: Piles, passes: int, kind: int, a: int, b: int,
                     n: int) -> Pos:
        """A move, a turn of a waste or row stock, or a redeal, on tuples; then the
        auto rule, looking first only at the piles whose top changed."""
        out = list(piles_t)
        dirty: list[int] | None
        if kind == A.MOVE:
            src = out[a]
            out[a] = src[:len(src) - n]
            out[b] = out[b] + src[len(src) - n:]
            dirty = None if self.kinds[b] == "foundation" else sorted((a, b))
        elif kind == A.DRAW and self.game.stock == "waste":
            stock = out[self.stock]
            m = min(self.draw, len(stock))
            out[self.waste] = out[self.waste] + stock[len(stock) - m:][::-1]
            out[self.stock] = stock[:len(stock) - m]
            dirty = [self.waste]
        elif kind == A.DRAW:
            stock_l = list(out[self.stock])
            for i in self.tableau:
                if stock_l:
                    out[i] = out[i] + (stock_l.pop(),)
            out[self.stock] = tuple(stock_l)
            dirty = list(self.tableau)
        else:
            out[self.stock] = out[self.waste][::-1]
            out[self.waste] = ()
            passes += 1
            dirty = []
        if self.auto and self.found:
            self._auto_plain(out, dirty)
        return tuple(out), passes

    def _auto_plain(self, out: list[tuple[int, ...]], dirty: list[int] | None) -> None:
        """The state's auto rule on tuples (the position before the move was settled, so
        until a card goes home only the ``dirty`` piles can have a card to play)."""
        kinds = self.kinds
        specs = self.specs
        sv = self._with(out)
        candidates: Sequence[int] = range(self.n) if dirty is None else dirty
        while True:
            moved = False
            for i in candidates:
                src = out[i]
                if not src or kinds[i] in ("foundation", "stock") or not specs[i].gives:
                    continue
                if not self._auto_source(i):
                    continue
                if self.has_free and not self.game.free(sv, i):
                    continue
                card = src[-1]
                f = self._home(out, card)
                if f >= 0 and self._safe(out, card):
                    out[f] = (*out[f], card)
                    out[i] = src[:-1]
                    moved = True
                    break
            if not moved:
                return
            candidates = range(self.n)

    def _auto_one(self, piles: list[list[int]]) -> bool:
        """The state's auto rule: the first safe top card goes to the first foundation
        that takes it."""
        kinds = self.kinds
        sv = self._with(piles)
        for i in range(self.n):
            src = piles[i]
            if not src or kinds[i] in ("foundation", "stock") or not self.specs[i].gives:
                continue
            if not self._auto_source(i):
                continue
            if self.has_free and not self.game.free(sv, i):
                continue
            card = src[-1]
            f = self._home(piles, card)
            if f >= 0 and self._safe(piles, card):
                piles[f].append(src.pop())
                return True
        return False


def solve(state: PatienceState, time_limit: float = 2.0,
          node_limit: int | None = None) -> Solution:
    """Decide ``state`` (all cards known): ``won`` with the moves, ``lost`` when every
    position was tried, ``unknown`` when a limit came first."""
    start = _clock.seconds()
    model = Model(state)
    root = model.start(state)
    if model.won(root[0]):
        return Solution("won", [], 0, 0.0)
    seen = {model.key(root)}
    auto = model.auto
    dead = model.dead
    nodes = 0

    def children(pos: Pos, undo: int) -> list[tuple[int, int, Pos]] | list[int]:
        """The new positions a move reaches, best first; a list of one action when
        the position is won by it."""
        nonlocal nodes
        moves: list[int] = []
        if not auto:
            forced = model.safe_move(pos[0])
            if forced:
                moves = [forced]
        if not moves:
            moves = model.moves(pos)
        out: list[tuple[int, int, Pos]] = []
        for action in moves:
            if action == undo:
                continue
            child = model.apply(pos, action)
            nodes += 1
            key = model.key(child)
            if key in seen:
                continue
            seen.add(key)
            if model.won(child[0]):
                return [action]
            if dead is not None and dead(model._with(child[0])):
                continue
            out.append((model.score(child[0]), action, child))
        out.sort(key=lambda t: t[0])
        return out

    def undo_of(parent: Pos, action: int, child: Pos) -> int:
        kind, a, b, n = A.decode(action)
        if kind == A.MOVE and model.kinds[b] != "foundation" and \
                model.home_count(child[0]) == model.home_count(parent[0]):
            return A.move(b, a, n)
        return -1

    def done(status: str, actions: list[int]) -> Solution:
        return Solution(status, actions, nodes, _clock.seconds() - start)

    first = children(root, -1)
    if first and isinstance(first[0], int):
        return done("won", [first[0]])
    # a frame: the position, its children best first, the next child's index
    stack: list[tuple[Pos, list[tuple[int, int, Pos]], int]] = [
        (root, cast("list[tuple[int, int, Pos]]", first), 0)]
    path: list[int] = []
    checked = 0
    while stack:
        pos, kids, k = stack[-1]
        if k >= len(kids):
            stack.pop()
            if path:
                path.pop()
            continue
        stack[-1] = (pos, kids, k + 1)
        _score, action, child = kids[k]
        if nodes - checked > 256:
            checked = nodes
            if _clock.seconds() - start > time_limit or (
                    node_limit is not None and nodes > node_limit):
                return done("unknown", [])
        path.append(action)
        grand = children(child, undo_of(pos, action, child))
        if grand and isinstance(grand[0], int):
            return done("won", [*path, grand[0]])
        stack.append((child, cast("list[tuple[int, int, Pos]]", grand), 0))
    return done("lost", [])

