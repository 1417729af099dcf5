"""An exact solver for the Durak endgame: two players left, the stock empty.

Then every card is known to both (each hand is what is neither in one's own hand, on the
table nor in the discard), so the game is one of perfect information, and its value
(who is the fool, or a draw) can be searched exactly. The solver follows
:class:`~koloda.games.durak.state.DurakState` move by move, with the same action ints
(``attack``, ``beat X on Y``, ``take``, ``done``, ``transfer``), for the base games
``simple``, ``podkidnoy`` and ``perevodnoy`` with their table options (deck, limit of the
first bout, ``draw_allowed``, ``throw_in``, teams of which two players are left) and
the draw rule ``draw_after_bouts`` and the transfer by showing a trump
(``transfer_by_trump_show``: the shown trump stays in hand, each one once a bout).

Variants (:data:`SAME_ENDGAME`): those that change only the deal, the stock or what
happens while it lasts leave the two-player empty-stock endgame exactly the base game's
(every card known, the same moves, the same fool), so the solver plays them too (the C
search as well: it gets the same flags and the variant's beat table, which is the plain
one):

* ``albanian`` -- sorts the stock: gone once it is drawn.
* ``armenian`` -- attacks from the stock, which needs two cards in it.
* ``trumpless`` -- no trump: the plain beat table, four plain suits (the key and the C
  search hold trump -1).
* ``trump_swap`` -- swaps the trump while the stock holds 1-8 cards; the endgame reads
  the trump as it stands.
* ``magadan`` -- the closed cards all open when the stock is gone.
* ``piled=a`` -- the whole deck dealt: the stock is empty from the start (large
  endgames mostly go over the node budget and fall back to sampling).
* ``invisible`` -- the turned card is seen once it is drawn, before the stock is empty.
* ``discard_back`` -- shuffles discards back only while the stock holds more than its
  turned card.
* ``empty`` -- draws only into empty hands: with the stock empty nobody draws anyway.
* ``poker`` -- swaps with the stock, which needs two cards in it.

Twelve more change the endgame itself, in ways the solver plays (:data:`OWN_ENDGAME`).
Three change only who may cover what: the solver's moves come from the variant's own
beat tables, and the canonical key keeps what those tell apart, so that no two positions
of different value share an entry:

* ``royal`` -- the deck's lowest rank is covered only by an ace: those two ranks are never
  squeezed out of the key (the lowest stays the lowest, the ace the highest), and the key
  holds the count of ranks, which places the ace (else 6-A and 6-7 would share a key).
* ``japanese`` (a, b) -- spades only by higher spades (and never the trump): spades keep
  their own place in the key instead of being sorted among the interchangeable plain
  suits. The trump is never spades there.
* ``two_trump`` -- each seat its own trump, only the defender's beating other suits: the
  solver holds the two seats' tables (the defender's answers), and the key puts the
  attacker's trump first and the defender's in the kept suit's place. The compiled tree
  search (whose leaves may leave other pairs of seats) does not call it.

Nine change which moves are legal, or what a bout leaves:

* ``transfer_refusal`` -- perevodnoy: the defender may transfer back to an attacker who has
  just laid his last card (the stock is empty), who must then take; the solver (and the C
  search) offers that transfer whatever the room in the attacker's hand.
* ``transfer_any_time`` -- perevodnoy: a transfer whenever the unbeaten cards share a rank,
  covers or not; the covers stay on the table and in the count.
* ``boring`` -- a lead only of the leader's highest rank, unless the last two bouts both
  ended in a take (the no-discard count, part of the key, tells them apart).
* ``circular`` -- two players swap hands after every bout (then, the stock being empty,
  the one left without cards is out); the next leader keeps his seat.
* ``simple_b`` -- a defender who takes picks up only the uncovered cards.
* ``treshka`` -- every lead is three cards of any ranks, fewer when the leader's hand (as
  it was when the lead began), the defender's or the bout limit is shorter; no ``done``.
* ``simple_v`` -- a lead is pairs laid card after card, closed by one single card (a new
  rank may open a pair only while the pair and a single still fit).
* ``english_g`` -- every lead is one pair; a leader without one (or facing a defender of
  one card) passes, and the other leads; after two bouts in a row without a discard (a
  pass counts) any single card may be led.
* ``chinese`` -- covering with 9♦ discards the table at once, and a defender who takes
  picks up only the first attack card. 9♦ must keep its identity in the key: diamonds
  keep their own place (so not with ``japanese``, which keeps spades) and every rank up
  to 9 is kept, so that 9 sits at the same place whatever else is in play.

Not the others, each for a reason (``hard`` samples those endgames, ISMCTS alone):

* ``big`` -- two decks: twin cards (ids past 127) are outside the canonical key and the
  64-bit C search, and a hand of 52 loses at once.
* ``believe`` -- face-down covers and challenges: hidden cards, not perfect information.
* ``road`` -- another bout: chains on the top card, the whole table taken.
* ``piled=b`` -- a take picks up only the last 3 (5) cards laid.
* ``reverse`` -- one's own cards unseen, played by slot; a wrong card costs the table.
* ``points`` -- the winner covered most cards: the outcome is not who is the fool.
* ``pursuit`` -- the winner gave most pogons: the outcome is not who is the fool.
* ``chukotka`` -- the stock leaves play unseen: the other hand cannot be deduced.
* ``match_games`` > 1 -- not a variant: :func:`applies` takes only the match's last game
  (before it, the game's value is not the match's).

Search: minimax with alpha-beta over the outcome (-1, 0, +1), a transposition table at
bout boundaries keyed by *canonical hands*: ranks that no card in play holds are squeezed
out (only the order and equality of ranks matter), and the plain suits are sorted by their
pattern (a plain suit may be swapped for another), so positions that differ only in such
relabelling share one entry. Moves are tried cheapest first. A node budget bounds the
work: past it the solver gives up (``None``) and the search falls back to rollouts.
``tests/ai/test_durak_endgame.py`` compares it with a brute-force minimax over the engine.

With the compiled fast path on (:mod:`koloda.fast`) the search itself (:meth:`value`)
runs in C (``src/koloda/_c/durak_endgame.c``), node for node the same search as the
Python code here, which stays the reference: ``tests/fast/test_durak_endgame_diff.py``
compares values and node counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from koloda import fast
from koloda.engine import cards as C
from koloda.games.durak.hooks import LOWEST, RANK_MASKS, ranks_to_cards

if TYPE_CHECKING:
    from koloda.engine.rules import Rules
    from koloda.games.durak.state import DurakState

_TAKE, _DONE, _PASS, _ATTACK, _TRANSFER, _SHOW, _BEAT = 0, 1, 5, 256, 512, 768, 1 << 16
_LEAD, _DEFEND, _THROW = 1, 2, 3
_SUIT = (0xFFFF, 0xFFFF << 16, 0xFFFF << 32, 0xFFFF << 48)
_LOW64 = (1 << 64) - 1
MAX_DEPTH = 900  # plies: deeper lines give up (as the C search does, and within Python's stack)


class _Budget(Exception):
    pass


# the variants whose two-player endgame with the stock empty is the base game's (see the
# module notes; ``piled`` only as ``a``)
SAME_ENDGAME = frozenset({"albanian", "armenian", "trumpless", "trump_swap", "magadan",
                          "piled", "invisible", "discard_back", "empty", "poker"})


# the variants whose endgame differs from the base game's in a way the solver plays (see
# the module notes): beat tables of their own (the key keeps apart what they tell apart),
# other moves, bouts or takes
OWN_ENDGAME = frozenset({"royal", "japanese", "transfer_refusal", "transfer_any_time",
                         "boring", "circular", "simple_b", "chinese", "two_trump",
                         "treshka", "english_g", "simple_v"})
_NINE_D = C.make(9, C.DIAMONDS)


def supports(rules: Rules) -> bool:
    """Whether the solver plays these rules exactly: a base game, no variant but those of
    :data:`SAME_ENDGAME` and :data:`OWN_ENDGAME`."""
    r: Any = rules
    if getattr(r, "base", None) not in ("simple", "podkidnoy", "perevodnoy"):
        return False
    if r.deck not in (24, 36, 52):
        return False
    if getattr(r, "chinese", False) and (getattr(r, "japanese", "off") != "off"
                                         or getattr(r, "two_trump", False)):
        return False  # the key keeps one suit apart: 9♦'s, the spades or a second trump
    return (all(v in SAME_ENDGAME or v in OWN_ENDGAME for v in r.active_variants())
            and getattr(r, "piled", "off") in ("off", "a"))


def key_shape(rules: Rules) -> tuple[int, int]:
    """What the canonical key keeps for these rules: (the ranks never squeezed out, as a
    bitmask; the plain suit kept in its own place, or -1)."""
    r: Any = rules
    kept = 0
    if getattr(r, "royal", False):  # only an ace covers the lowest rank
        kept = 1 << LOWEST[r.deck] | 1 << C.ACE
    fixed = C.SPADES if getattr(r, "japanese", "off") != "off" else -1  # spades by spades
    if getattr(r, "chinese", False):  # 9♦ is a card apart: its suit and its rank's place
        kept |= sum(1 << k for k in range(LOWEST[r.deck], 10))
        fixed = C.DIAMONDS
    return kept, fixed


def applies(st: DurakState) -> bool:
    """Is ``st`` an endgame the solver takes: the stock empty, two players still in the
    game, a player to move, the last game of the match?"""
    return st.endgame_two_left()


# a bout position: (h0, h1, A, D, phase, att, dfn, taking, tpos, covered, cap, stall,
# shown); seats 0 and 1 are the two players left (in seat order); A attacker, D defender;
# shown: the trumps shown to transfer in this bout
Pos = tuple[int, int, int, int, int, tuple[int, ...], tuple[int, ...], bool, int, int, int,
            int, int]


class EndgameSolver:
    """The endgame solver of one rule set (its transposition table is kept between
    calls: positions recur from decision to decision)."""

    def __init__(self, rules: Rules, max_nodes: int = 20_000, max_table: int = 400_000,
                 compiled: bool = True) -> None:
        """``compiled``: search in C when the fast path is on (False: always in Python)."""
        r: Any = rules
        self.simple = r.base == "simple"
        self.transfers = r.base == "perevodnoy"
        self.show = self.transfers and bool(r.transfer_by_trump_show)
        # a transfer back to an attacker whose hand is empty, who must take
        self.refusal = self.transfers and bool(getattr(r, "transfer_refusal", False))
        # transfers while all unbeaten cards share a rank, covers or not
        self.any_time = self.transfers and bool(getattr(r, "transfer_any_time", False))
        # leads of the highest rank only, until two bouts in a row end without a discard
        self.boring = bool(getattr(r, "boring", False))
        # the two hands are swapped after every bout
        self.circular = bool(getattr(r, "circular", False))
        # what a defender who takes picks up: all, the uncovered cards (simple_b), or the
        # first attack card (chinese, where covering with 9♦ also discards the table)
        self.chinese = bool(getattr(r, "chinese", False))
        self.take = 2 if self.chinese else 1 if getattr(r, "simple_b", False) else 0
        # every lead is three cards of any ranks (fewer if a hand or the limit is short)
        self.treshka = bool(getattr(r, "treshka", False))
        # every lead one pair (a player without one passes), until two bouts in a row end
        # without a discard: then any single card
        self.english_g = bool(getattr(r, "english_g", False))
        # every lead pairs laid card after card, closed by one single card
        self.simple_v = bool(getattr(r, "simple_v", False))
        # each seat its own trump: the two seats left's trumps and beat tables
        self.two_trump = bool(getattr(r, "two_trump", False))
        self.trumps2: tuple[int, int] = (-1, -1)
        self.tabs2: tuple[Sequence[int], Sequence[int]] = ((), ())
        self.draw_allowed = bool(r.draw_allowed)
        self.draw_after = int(r.draw_after_bouts)
        self.max_nodes = max_nodes
        self.max_table = max_table
        self.tt: dict[tuple[int, ...], tuple[int, int]] = {}
        self.nodes = 0
        self.trump = -1
        self.tab: Sequence[int] = ()
        self._squeeze: dict[int, list[int]] = {}
        self.kept_ranks, self.fixed_suit = key_shape(rules)
        ext = fast.ext() if compiled else None
        self._core: Any = None if ext is None else ext.DurakEndgame(
            self.simple, self.transfers, self.draw_allowed, self.draw_after, self.show,
            self.refusal, self.any_time, self.boring, self.circular, self.take, self.treshka,
            self.english_g, self.simple_v)

    # --- the position of a state -----------------------------------------------------

    def position(self, st: DurakState) -> tuple[Pos, tuple[int, int]] | None:
        """The bout position of ``st`` and the two seats left, or None if not an
        endgame."""
        if not applies(st):
            return None
        seats = tuple(s for s in range(st.players) if not st.out[s])
        assert len(seats) == 2
        index = {seats[0]: 0, seats[1]: 1}
        if st.attacker not in index or st.defender not in index:
            return None
        self._set_trump(st, (seats[0], seats[1]))
        pos: Pos = (st.hands[seats[0]], st.hands[seats[1]], index[st.attacker],
                    index[st.defender], int(st.phase), tuple(st.att), tuple(st.dfn),
                    bool(st.taking), min(int(st.throw_pos), 1), int(st.covered),
                    int(st.cap_n), int(st.stall), int(st.shown))
        return pos, (seats[0], seats[1])

    def _set_trump(self, st: DurakState, seats: tuple[int, int] = (0, 1)) -> None:
        if self.two_trump:  # the defender's own trump beats: seat 0's table and seat 1's
            want = (st.seat_trump[seats[0]], st.seat_trump[seats[1]])
            if want != self.trumps2 or not self.tab:
                self.trumps2 = want
                self.trump = want[0]
                self.tabs2 = (st.tabs[seats[0]], st.tabs[seats[1]])
                self.tab = self.tabs2[0]
                self.tt.clear()
                if self._core is not None:
                    self._core.set_table(want[0], [m & _LOW64 for m in self.tabs2[0][:64]],
                                         self.kept_ranks, -1, want[1],
                                         [m & _LOW64 for m in self.tabs2[1][:64]])
            return
        if st.trump != self.trump or not self.tab:
            self.trump = st.trump
            self.tab = st.hk.beat_table(st.trump)
            self.tt.clear()
            if self._core is not None:  # single-deck cards only: the rest stays in Python
                self._core.set_table(self.trump, [m & _LOW64 for m in self.tab[:64]],
                                     self.kept_ranks, self.fixed_suit)

    # --- public calls ------------------------------------------------------------------

    def outcome(self, st: DurakState) -> tuple[int, tuple[int, int]] | None:
        """(+1: the second seat left is the fool, -1: the first, 0: a draw; the two
        seats) under best play, or None (not an endgame, or over the node budget)."""
        got = self.position(st)
        if got is None:
            return None
        pos, seats = got
        self._fresh()
        try:
            return self._search(pos), seats
        except (_Budget, RecursionError):  # too big, or too deep (long transfer lines)
            return None

    def outcome_moves(self, st: DurakState) -> tuple[dict[int, int], tuple[int, int]] | None:
        """Each legal move now -> the outcome after it (as :meth:`outcome`)."""
        got = self.position(st)
        if got is None:
            return None
        pos, seats = got
        legal = st.legal_actions()
        mine = self.moves(pos)
        if sorted(mine) != sorted(legal):  # not a position this solver plays: stay out
            return None
        self._fresh()
        out: dict[int, int] = {}
        try:
            for a in mine:
                nxt = self.play(pos, a)
                out[a] = nxt if isinstance(nxt, int) else self._search(nxt)
        except (_Budget, RecursionError):  # too big, or too deep (long transfer lines)
            return None
        return out, seats

    def compiled_core(self, st: DurakState) -> Any:
        """The C search (a ``DurakEndgame``) with its beat table set for ``st``'s trump, for
        the compiled tree search to call directly; None when the search is in Python."""
        if self._core is None or self.two_trump:  # its seats may differ from leaf to leaf
            return None
        self._set_trump(st)
        return self._core

    def outcome_wide(self, pos: Pos) -> int | None:
        """:meth:`outcome` of a position the C search does not hold (more moves than it
        takes), for the compiled tree search: the Python search, as ``_search`` falls
        back to it."""
        self._fresh()
        try:
            return self.value(pos, -1, 1)
        except (_Budget, RecursionError):
            return None

    def _fresh(self) -> None:
        self.nodes = 0
        if len(self.tt) > self.max_table:
            self.tt.clear()
        if self._core is not None and self._core.size() > self.max_table:
            self._core.clear()

    def _search(self, pos: Pos) -> int:
        """:meth:`value` over the full window, in C when it can."""
        core = self._core
        if core is None or (pos[0] | pos[1]) >> 64:
            return self.value(pos, -1, 1)
        core.max_nodes = self.max_nodes
        core.nodes = self.nodes
        try:
            got = core.value(pos, -1, 1)
        except ValueError:  # a table past what the C search holds: Python searches it
            return self.value(pos, -1, 1)
        self.nodes = core.nodes
        if got is None:  # over the budget, or deeper than Python would recurse
            raise _Budget
        return int(got)

    # --- the rules ---------------------------------------------------------------------

    def mover(self, p: Pos) -> int:
        ph = p[4]
        if ph == _LEAD:
            return p[2]
        if ph == _DEFEND:
            return p[3]
        return 1 - p[3]

    def _more(self, p: Pos) -> int:
        """Cards the attacker may still add to the lead."""
        h0, h1, a, d, _, att, _dfn, _, _, _, cap, _, _ = p
        ha = h0 if a == 0 else h1
        if self.treshka:  # what both hands held when the lead began, and the limit
            need = min(3, ha.bit_count() + len(att), (h0 if d == 0 else h1).bit_count(), cap)
            return ha if len(att) < need else 0
        if self.english_g:  # the pair's second card; a single card once play has stalled
            stall = p[11]
            return ha & RANK_MASKS[att[0] & 15] if len(att) < (1 if stall >= 2 else 2) else 0
        if self.simple_v:  # a new rank after a pair; after a new rank its pair, if it fits
            last = att[-1] & 15
            others = ha & ~ranks_to_cards(_ranks(att, _dfn))
            if sum(1 for c in att if c & 15 == last) != 1:
                return others
            pair = ha & RANK_MASKS[last]
            unbeaten = sum(1 for x in _dfn if x < 0)
            fits = (len(att) + 2 <= cap
                    and unbeaten + 2 <= (h0 if d == 0 else h1).bit_count())
            return pair if pair and fits and others else 0
        more = ha & RANK_MASKS[att[0] & 15]
        if not more or (self.simple and len(att) >= 2):
            return 0
        hd = h0 if d == 0 else h1
        unbeaten = sum(1 for x in _dfn if x < 0)
        if len(att) < cap and unbeaten < hd.bit_count():
            return more
        return 0

    def moves(self, p: Pos) -> list[int]:
        h0, h1, a, d, ph, att, dfn, _, _, covered, cap, stall, shown = p
        if ph == _LEAD:
            if not att:
                lead = h0 if a == 0 else h1
                if self.boring and stall < 2:  # a stall (two takes) lifts the limit
                    lead &= RANK_MASKS[max(c & 15 for c in C.cards_in(lead))]
                if self.english_g and stall < 2:  # a pair, or a pass
                    pairs = 0
                    if (h0 if d == 0 else h1).bit_count() >= 2 and cap >= 2:
                        for r in range(2, 15):
                            m = lead & RANK_MASKS[r]
                            if m.bit_count() >= 2:
                                pairs |= m
                    if not pairs:
                        return [_PASS]
                    lead = pairs
                return [_ATTACK + c for c in C.cards_in(lead)]
            more = [_ATTACK + c for c in C.cards_in(self._more(p))]
            # a treshka or english_g lead is closed by its size; simple_v's by a single
            if self.treshka or self.english_g:
                return more
            if self.simple_v and sum(1 for c in att if c & 15 == att[-1] & 15) != 1:
                return more
            return [*more, _DONE]
        if ph == _THROW:
            ht = h1 if d == 0 else h0
            return [*(_ATTACK + c for c in C.cards_in(ht & ranks_to_cards(_ranks(att, dfn)))),
                    _DONE]
        hd = h0 if d == 0 else h1
        tab = self.tabs2[d] if self.two_trump else self.tab
        acts: list[int] = []
        for i, t in enumerate(att):
            if dfn[i] < 0:
                acts.extend(_BEAT + (c << 8) + t for c in C.cards_in(hd & tab[t]))
        acts.append(_TAKE)
        if self.transfers and (not covered or self.any_time):
            rank = -1
            for i, t in enumerate(att):
                if dfn[i] < 0:
                    if rank < 0:
                        rank = t & 15
                    elif t & 15 != rank:
                        rank = -2
                        break
            if rank >= 0:
                other = h1 if d == 0 else h0
                unbeaten = sum(1 for x in dfn if x < 0)
                refused = self.refusal and not other  # he must take, whatever he holds
                if len(att) + 1 <= cap and (other.bit_count() >= unbeaten + 1 or refused):
                    acts.extend(_TRANSFER + c for c in C.cards_in(hd & RANK_MASKS[rank]))
                # showing the trump of the rank: no card is laid, so no room is needed
                trump = self.trumps2[d] if self.two_trump else self.trump
                if self.show and trump >= 0 and (other.bit_count() >= unbeaten or refused):
                    m = hd & RANK_MASKS[rank] & _SUIT[trump] & ~shown
                    acts.extend(_SHOW + c for c in C.cards_in(m))
        return acts

    def play(self, p: Pos, action: int) -> Pos | int:
        """The position after ``action`` (a new bout when this one ends), or the outcome
        (an int) when the game ends."""
        h0, h1, a, d, ph, att, dfn, taking, tpos, covered, cap, stall, shown = p
        if action == _TAKE:
            if self.simple:
                return self._end(h0, h1, d, att, dfn, True, cap, stall)
            return self._advance(h0, h1, a, d, att, dfn, True, 0, covered, cap, stall, shown)
        if action == _PASS:  # english_g: no pair to lead; the other player leads
            stall += 1
            if stall >= self.draw_after:
                return 0
            return (h0, h1, 1 - a, a, _LEAD, (), (), False, 0, 0, cap, stall, 0)
        if action == _DONE:
            if ph == _LEAD:
                return (h0, h1, a, d, _DEFEND, att, dfn, taking, tpos, covered, cap, stall,
                        shown)
            return self._advance(h0, h1, a, d, att, dfn, taking, tpos + 1, covered, cap,
                                 stall, shown)
        if action >= _BEAT:
            card = (action >> 8) & 255
            target = action & 255
            bit = 1 << card
            if d == 0:
                h0 ^= bit
            else:
                h1 ^= bit
            i = att.index(target)
            dfn = (*dfn[:i], card, *dfn[i + 1:])
            covered += 1
            if self.chinese and card == _NINE_D:  # the whole table goes to the discard
                return self._end(h0, h1, d, att, dfn, False, cap, stall)
            if -1 in dfn:
                return (h0, h1, a, d, _DEFEND, att, dfn, taking, tpos, covered, cap, stall,
                        shown)
            return self._advance(h0, h1, a, d, att, dfn, taking, 0, covered, cap, stall,
                                 shown)
        card = action & 255
        bit = 1 << card
        if action >= _SHOW:  # a trump shown: the other player defends the same cards
            return self._advance(h0, h1, a, 1 - d, att, dfn, taking, 0,
                                 covered if self.any_time else 0, cap, stall, shown | bit)
        if action >= _TRANSFER:  # transfer: the other player defends
            if d == 0:
                h0 ^= bit
            else:
                h1 ^= bit
            return self._advance(h0, h1, a, 1 - d, (*att, card), (*dfn, -1), taking, 0,
                                 covered if self.any_time else 0, cap, stall, shown)
        mover = self.mover(p)
        if mover == 0:
            h0 ^= bit
        else:
            h1 ^= bit
        att = (*att, card)
        dfn = (*dfn, -1)
        if ph == _LEAD:
            q: Pos = (h0, h1, a, d, _LEAD, att, dfn, taking, tpos, covered, cap, stall, shown)
            if self._more(q):
                return q
            return (h0, h1, a, d, _DEFEND, att, dfn, taking, tpos, covered, cap, stall, shown)
        return self._advance(h0, h1, a, d, att, dfn, taking, tpos, covered, cap, stall, shown)

    def _advance(self, h0: int, h1: int, a: int, d: int, att: tuple[int, ...],
                 dfn: tuple[int, ...], taking: bool, tpos: int, covered: int, cap: int,
                 stall: int, shown: int) -> Pos | int:
        """DurakState._advance: the defender answers, a throw-in, or the bout ends."""
        unbeaten = sum(1 for x in dfn if x < 0)
        if unbeaten and not taking:
            return (h0, h1, a, d, _DEFEND, att, dfn, taking, tpos, covered, cap, stall, shown)
        hd = h0 if d == 0 else h1
        if not self.simple and len(att) < cap and unbeaten < hd.bit_count() and tpos < 1:
            ht = h1 if d == 0 else h0
            if ht & ranks_to_cards(_ranks(att, dfn)):
                return (h0, h1, a, d, _THROW, att, dfn, taking, 0, covered, cap, stall, shown)
        return self._end(h0, h1, d, att, dfn, taking or unbeaten > 0, cap, stall)

    def _end(self, h0: int, h1: int, d: int, att: tuple[int, ...], dfn: tuple[int, ...],
             took: bool, cap: int, stall: int) -> Pos | int:
        """The bout's end, the players going out, the game's end or the next bout."""
        if took:
            table = 0
            if self.take == 2:  # the first attack card only
                table = 1 << att[0]
            elif self.take == 1:  # the uncovered cards only
                for i, c in enumerate(att):
                    if dfn[i] < 0:
                        table |= 1 << c
            else:
                for c in att:
                    table |= 1 << c
                for c in dfn:
                    if c >= 0:
                        table |= 1 << c
            if d == 0:
                h0 |= table
            else:
                h1 |= table
            stall += 1
            leader = 1 - d
        else:
            stall = 0
            cap = 6
            leader = d
        if self.circular:  # before anybody goes out: the one left empty-handed is out
            h0, h1 = h1, h0
        if not h0 or not h1:
            if not h0 and not h1:
                if self.draw_allowed:
                    return 0
                return -1 if d == 0 else 1
            return 1 if h0 == 0 else -1
        if stall >= self.draw_after:  # the draw rule, as the next bout would start
            return 0
        return (h0, h1, leader, 1 - leader, _LEAD, (), (), False, 0, 0, cap, stall, 0)

    # --- the search --------------------------------------------------------------------

    def value(self, p: Pos, alpha: int, beta: int, depth: int = 0) -> int:
        """The outcome under best play (+1: seat 1 is the fool), exact within
        (alpha, beta)."""
        self.nodes += 1
        if self.nodes > self.max_nodes or depth >= MAX_DEPTH:
            raise _Budget
        key = None
        flip = 1
        if p[4] == _LEAD and not p[5]:  # a bout boundary: the transposition table
            a = p[2]
            ha, hd = (p[0], p[1]) if a == 0 else (p[1], p[0])
            key = self._key(ha, hd, p[10], p[11], a)
            flip = 1 if a == 0 else -1
            hit = self.tt.get(key)
            if hit is not None:
                lo, hi = (hit[0], hit[1]) if flip == 1 else (-hit[1], -hit[0])
                if lo == hi or lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                alpha, beta = max(alpha, lo), min(beta, hi)
        a0, b0 = alpha, beta
        maxing = self.mover(p) == 0
        best = -2 if maxing else 2
        for act in self._ordered(p):
            nxt = self.play(p, act)
            v = nxt if isinstance(nxt, int) else self.value(nxt, alpha, beta, depth + 1)
            if maxing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = -1, 1
            if best <= a0:
                hi = best
            elif best >= b0:
                lo = best
            else:
                lo = hi = best
            old = self.tt.get(key)
            if flip == -1:
                lo, hi = -hi, -lo
            if old is not None:
                lo, hi = max(lo, old[0]), min(hi, old[1])
            self.tt[key] = (lo, hi)
        return best

    def _ordered(self, p: Pos) -> list[int]:
        """Moves cheapest first: low plain cards, then trumps; words last."""
        trump = self.trump

        def cost(act: int) -> int:
            if act < _ATTACK:
                return 100 if act == _DONE else 200
            card = (act >> 8) & 255 if act >= _BEAT else act & 255
            return (card & 15) + (30 if card >> 4 & 7 == trump else 0)

        return sorted(self.moves(p), key=cost)

    def _key(self, ha: int, hd: int, cap: int, stall: int, a: int = 0) -> tuple[int, ...]:
        """The canonical hands (attacker's, defender's; the attacker is seat ``a``):
        ranks squeezed, plain suits sorted by pattern (the trump first, then a suit the
        variant keeps apart: in two_trump the attacker's trump, then the defender's);
        with the bout limit and the takes since the last discard."""
        first, apart = self.trump, self.fixed_suit
        if self.two_trump:
            first, apart = self.trumps2[a], self.trumps2[1 - a]
        both = ha | hd
        present = self.kept_ranks
        for s in range(4):
            present |= both >> (16 * s) & 0xFFFF
        squeeze = self._squeeze.get(present)
        if squeeze is None:
            squeeze = self._squeeze[present] = _squeeze_table(present)
        pats = []
        trump_pat = fixed_pat = 0
        for s in range(4):
            sa = ha >> (16 * s) & 0xFFFF
            sd = hd >> (16 * s) & 0xFFFF
            pat = _pext(sa, squeeze) << 16 | _pext(sd, squeeze)
            if s == first:
                trump_pat = pat
            elif s == apart:
                fixed_pat = pat
            else:
                pats.append(pat)
        pats.sort()
        if self.kept_ranks:  # the count of ranks places the kept top rank (royal's ace)
            return (trump_pat, fixed_pat, *pats, cap, stall, present.bit_count())
        return (trump_pat, fixed_pat, *pats, cap, stall)


def _ranks(att: tuple[int, ...], dfn: tuple[int, ...]) -> int:
    m = 0
    for c in att:
        m |= 1 << (c & 15)
    for c in dfn:
        if c >= 0:
            m |= 1 << (c & 15)
    return m


def _squeeze_table(present: int) -> list[int]:
    """rank -> its index among the ranks present (-1 for absent ones)."""
    out = [-1] * 16
    k = 0
    for r in range(16):
        if present >> r & 1:
            out[r] = k
            k += 1
    return out


def _pext(bits: int, squeeze: list[int]) -> int:
    m = 0
    while bits:
        low = bits & -bits
        m |= 1 << squeeze[low.bit_length() - 1]
        bits ^= low
    return m
