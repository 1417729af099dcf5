"""Тысяча open-hand (double-dummy) solver: the declarer's points under best play when
every hand is known.

The declarer maximises, the other players (one side) minimise, his points at the end of
the deal: card points of the tricks he takes plus the marriages he declares (plus, with
two players, his own discard and, if he takes the last trick, the untaken talon). The play
follows :class:`~koloda.games.tysyacha.state.TysyachaState` exactly: following suit,
trumping, leads (``must_lead_trump``, ``no_lead_others_trump``), declaring marriages that
change the trump (after a trick won, or at once with ``declare_on_first_lead``), four aces
(``ace_marriage``).

Two engines give the same values: this module (the reference, pure Python) and the C one
in ``koloda._speedups`` (used when the extension is on). Both run alpha-beta with a
transposition table at trick boundaries (bounds of the declarer's points still to come,
keyed by the hands, the leader, the trump and the flags the future depends on).

Equivalent cards: two cards of one suit in one hand that no other seat's card still in
play separates win and lose exactly the same tricks, but in Тысяча every rank has its own
point value (9 0, J 2, Q 3, K 4, 10 10, A 11), so which of them goes into which trick
changes the points; and a king or queen is half of a marriage. They cannot be merged into
one move, but one dominates the other when it is sure which side takes the trick being
played (whatever the seats after play): a play with one can be mirrored with the other,
the declarer's total changing by their point difference times (his share of this trick -
his share of the trick the other card falls in), so the mover lays the one with the most
points if his side takes the trick and the fewest if not. The C engine leaves the
dominated cards unsearched (``t_prune_equiv``; never a king or queen of a marriage in the
hand, nor the aces of an ace marriage); this reference searches every card, and the tests
compare the two. ``bench/README.md`` has the times.

API for search players::

    solve(state)        -> int             # the declarer's total under best play
    solve_moves(state)  -> {action: int}   # the same after each legal action now
    Position.of(state)                      # the position alone (all hands known)

Both accept a ``TysyachaState`` in the play phase or a :class:`Position`; ``engine`` is
``None`` (C when available), ``"c"`` or ``"python"``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from koloda import fast
from koloda.games.tysyacha import actions as A
from koloda.games.tysyacha.cardset import (
    ACE_MARRIAGE,
    ACES,
    KQ,
    MARRIAGE,
    POINTS,
    STRENGTH,
    SUIT_BITS,
    points,
)

if TYPE_CHECKING:
    from koloda.games.tysyacha.state import TysyachaState

__all__ = ["Position", "random_position", "solve", "solve_moves"]


@dataclass(frozen=True)
class Position:
    """A card-play position with every hand known.

    ``seats`` are the seats that play, in playing order (each one's next is the following
    one); ``hands`` is indexed by seat. ``trick`` holds the cards already laid to the
    current trick, by ``leader`` and the seats after him. ``base`` is the declarer's
    points so far (tricks taken, marriages, a 2-player own discard); ``rest`` the points
    of the 2-player untaken talon, which go to the last trick's winner.
    """

    hands: tuple[int, ...]
    seats: tuple[int, ...]
    declarer: int
    leader: int
    trick: tuple[int, ...]
    trump: int
    trump_by: int
    won_any: tuple[bool, ...]
    run_start: bool
    base: int = 0
    rest: int = 0
    must_lead_trump: bool = False
    no_lead_others_trump: bool = False
    declare_on_first_lead: bool = False
    ace_marriage: bool = False

    @staticmethod
    def of(state: TysyachaState) -> Position:
        from koloda.games.tysyacha.state import Phase

        if state.phase != Phase.PLAY:
            raise ValueError("the solver needs a position in the play phase")
        r = state.rules
        n = state.players
        seats = [s for s in range(n) if s != state.sitting]
        first = seats.index(state.leader)
        seats = seats[first:] + seats[:first]
        decl = state.declarer
        base = state.taken[decl] + state.marr[decl]
        rest = 0
        if n == 2:
            base += points(state.pile)
            rest = points(state.rest)
        return Position(
            hands=tuple(state.hands), seats=tuple(seats), declarer=decl,
            leader=state.leader, trick=tuple(state.trick), trump=state.trump,
            trump_by=state.trump_by, won_any=tuple(state.won_any),
            run_start=state.run_start, base=base, rest=rest,
            must_lead_trump=r.must_lead_trump, no_lead_others_trump=r.no_lead_others_trump,
            declare_on_first_lead=r.declare_on_first_lead, ace_marriage=r.ace_marriage)

    def flags(self) -> int:
        return (self.must_lead_trump | self.no_lead_others_trump << 1
                | self.declare_on_first_lead << 2 | self.ace_marriage << 3)


def _position(x: TysyachaState | Position) -> Position:
    return x if isinstance(x, Position) else Position.of(x)


def _engine(engine: str | None) -> object | None:
    """The C extension to use, or None for Python."""
    if engine == "python":
        return None
    ext = fast.ext() if engine is None else fast._ext
    if engine == "c" and ext is None:
        raise RuntimeError("the C extension is not built")
    return ext


def _c_args(p: Position) -> tuple[object, ...]:
    first = p.seats.index(p.leader)
    seats = [*p.seats[first:], *p.seats[:first]]  # the C side reads the leader first
    return (list(p.hands), seats, p.declarer, list(p.trick), p.trump, p.trump_by,
            [bool(w) for w in p.won_any], bool(p.run_start), p.rest, p.flags())


def solve(state: TysyachaState | Position, engine: str | None = None) -> int:
    """The declarer's points at the end of the deal under best play by all."""
    p = _position(state)
    ext = _engine(engine)
    if ext is not None:
        future: int = ext.tys_solve(*_c_args(p))  # type: ignore[attr-defined]
        return p.base + future
    return p.base + _Solver(p).root()


def solve_moves(state: TysyachaState | Position, engine: str | None = None) -> dict[int, int]:
    """Each legal action now -> the declarer's points at the end of the deal under best
    play after it (the same action ints as ``state.legal_actions()``)."""
    p = _position(state)
    ext = _engine(engine)
    if ext is not None:
        got: dict[int, int] = ext.tys_solve_moves(*_c_args(p))  # type: ignore[attr-defined]
        return {a: p.base + v for a, v in got.items()}
    return {a: p.base + v for a, v in _Solver(p).root_moves().items()}


# --- the reference search --------------------------------------------------------------------

_EXACT, _LOWER, _UPPER = 0, 1, 2


class _Solver:
    """Alpha-beta over the declarer's points still to come (mutable state with undo)."""

    def __init__(self, p: Position) -> None:
        self.hands = list(p.hands)
        self.seats = p.seats
        self.nxt = {s: p.seats[(i + 1) % len(p.seats)] for i, s in enumerate(p.seats)}
        self.size = 3 if len(p.seats) >= 3 else 2
        self.decl = p.declarer
        self.leader = p.leader
        self.trick = list(p.trick)
        self.trump = p.trump
        self.trump_by = p.trump_by
        self.won = list(p.won_any)
        self.run_start = p.run_start
        self.rest = p.rest
        self.must_lead_trump = p.must_lead_trump
        self.no_lead_others_trump = p.no_lead_others_trump
        self.declare_first = p.declare_on_first_lead
        self.ace_marriage = p.ace_marriage
        self.tt: dict[tuple[int, ...], tuple[int, int]] = {}
        self.nodes = 0

    # moves: TysyachaState._legal_play
    def moves(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        trump = self.trump
        if self.trick:
            led = self.trick[0] >> 4 & 7
            m = hand & SUIT_BITS[led]
            if not m and trump >= 0:
                m = hand & SUIT_BITS[trump]
            if not m:
                m = hand
            return [A.PLAY + c for c in _cards(m)]
        cands = hand
        if self.run_start and trump >= 0:
            tm = hand & SUIT_BITS[trump]
            if tm:
                if self.must_lead_trump:
                    cands = tm
                elif self.no_lead_others_trump and self.trump_by != seat and hand != tm:
                    cands = hand & ~tm
        out = [A.PLAY + c for c in _cards(cands)]
        if self.won[seat] or self.declare_first:
            for s in range(4):
                if hand & KQ[s] == KQ[s]:
                    out.extend(A.DECLARE + c for c in _cards(KQ[s]))
            if self.ace_marriage and hand & ACES == ACES:
                out.extend(A.ACES + c for c in _cards(ACES & cands))
        return out

    def seat_to_move(self) -> int:
        seat = self.leader
        for _ in range(len(self.trick)):
            seat = self.nxt[seat]
        return seat

    def root(self) -> int:
        if not self.trick and not any(self.hands[s] for s in self.seats):
            return 0
        return self.search(-1, 10_000)

    def root_moves(self) -> dict[int, int]:
        seat = self.seat_to_move()
        out = {}
        for a in self.moves(seat):
            out[a] = self.after(seat, a, -1, 10_000)
        return out

    def search(self, alpha: int, beta: int) -> int:
        """The declarer's points still to come from here (exact inside (alpha, beta))."""
        key = None
        if not self.trick:
            key = (*self.hands, self.leader, self.trump, self.trump_by, *self.won,
                   self.run_start)
            hit = self.tt.get(key)
            if hit is not None:
                lo, hi = hit
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                alpha, beta = max(alpha, lo), min(beta, hi)
        self.nodes += 1
        a0, b0 = alpha, beta
        seat = self.seat_to_move()
        maxing = seat == self.decl
        best = -1 if maxing else 10_000
        for a in self.moves(seat):
            v = self.after(seat, a, alpha, beta)
            if maxing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = self.tt.get(key, (0, 10_000))
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.tt[key] = (lo, hi)
        return best

    def after(self, seat: int, action: int, alpha: int, beta: int) -> int:
        """Apply ``action`` of ``seat``, search on, undo; the points still to come."""
        card = action % 1000
        kind = action - card
        bit = 1 << card
        gain = 0
        saved = (self.trump, self.trump_by)
        self.hands[seat] ^= bit
        if not self.trick:
            if kind == A.DECLARE:
                suit = card >> 4 & 7
                if seat == self.decl:
                    gain = MARRIAGE[suit]
                self.trump, self.trump_by = suit, seat
            elif kind == A.ACES and seat == self.decl:
                gain = ACE_MARRIAGE
        self.trick.append(card)
        if len(self.trick) < self.size:
            v = gain + self.search(alpha - gain, beta - gain)
        else:
            v = gain + self.finish_trick(alpha - gain, beta - gain)
        self.trick.pop()
        self.hands[seat] ^= bit
        self.trump, self.trump_by = saved
        return v

    def finish_trick(self, alpha: int, beta: int) -> int:
        trick = self.trick
        trump = self.trump
        best = trick[0]
        win = self.leader
        seat = self.leader
        for card in trick[1:]:
            seat = self.nxt[seat]
            bs, cs = best >> 4 & 7, card >> 4 & 7
            if cs == bs:
                if STRENGTH[card] > STRENGTH[best]:
                    best, win = card, seat
            elif cs == trump:
                best, win = card, seat
        pts = sum(POINTS[c] for c in trick)
        last = not self.hands[win]
        if last and self.rest:
            pts += self.rest
        gain = pts if win == self.decl else 0
        if last:
            return gain
        saved = (self.leader, self.run_start, self.won[win], self.trick)
        self.run_start = win != self.leader
        self.leader = win
        self.won[win] = True
        self.trick = []
        v = gain + self.search(alpha - gain, beta - gain)
        self.leader, self.run_start, self.won[win], self.trick = saved
        return v


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def random_position(seed: int, cards: int, players: int = 3,
                    rules: dict[str, Any] | None = None) -> TysyachaState:
    """A state in the play phase at a trick boundary with ``cards`` cards in each hand,
    reached by random bidding and play (a contract is always played, never conceded);
    for tests and benchmarks of the solver and of card-play rollouts."""
    from koloda.engine.game import CHANCE, get_game
    from koloda.games.tysyacha.state import Phase, TysyachaState

    g = get_game("tysyacha")
    r = g.make_rules(overrides=rules or {})
    rng = random.Random(seed)
    st = g.new_state(players, r, seed)
    for _ in range(200_000):
        if st.is_terminal():
            st = g.new_state(players, r, rng.randrange(1 << 30))
            continue
        if st.current_player() == CHANCE:
            st.apply_chance()
            continue
        assert isinstance(st, TysyachaState)
        if st.phase == Phase.PLAY and not st.trick and all(
                st.hands[s].bit_count() == cards for s in range(players) if s != st.sitting):
            return st
        legal = st.legal_actions()
        if st.phase == Phase.CONTRACT:
            legal = [a for a in legal if a != A.ROOSPIS] or legal
        st.apply(legal[rng.randrange(len(legal))])
    raise RuntimeError(f"no play position with {cards} cards a hand was reached")
