"""Тысяча (1000): the state machine of a whole game, deal by deal.

Implements the core rules and every house-rule key of ``rules.TysyachaRules`` as the
project's docs/rules.md (section «Тысяча») describes them. One phase enum, one legal/apply
method per phase.

Deck orders (rigged deals, records): a deal takes 24 cards in order and reads them as
packets by seat number, not by position at the table:

- 3 players: seat 0 gets cards 0-6, seat 1 cards 7-13, seat 2 cards 14-20; the talon is
  cards 21-23.
- 4 players: the three seats other than the dealer, in seat order, get 7 cards each as
  above; the talon is cards 21-23.
- 2 players: seat 0 gets cards 0-9, seat 1 cards 10-19; talon 1 is cards 20-21 and talon 2
  cards 22-23.

The first dealer is drawn by lot from the state's seeded RNG when the state is made; the
deal passes to the left (seat + 1) after every played deal; a redeal keeps the dealer.

Readings where the source texts are vague (docs/rules.md lists them too; each is pinned
by a test in tests/tysyacha/ or tests/tysyacha_audit/):

- A failed contract on the barrel subtracts the contract, ends the barrel and counts as a
  fall (a four-nines bonus neither offsets it nor sticks); a made contract too small to
  reach the target leaves the score unchanged. Knock-offs
  and ``one_on_barrel`` drops count as falls for ``three_barrels``.
- Golden deals double card points, contracts and penalties; marriages only with
  ``golden_double_marriages``; bolts only with ``golden_double_bolts``. A golden round with
  no made 120 is replayed at most ``MAX_GOLDEN_REPLAYS`` times, then normal play begins.
- Dark: the talon is never shown and the gifts go face down (so ``dark_hide_talon`` adds
  nothing to it); the dark player sees his hand only once
  the dark is settled; no raise in a dark deal; a dark roospis costs 240 whatever the
  roospis keys say; no dark in golden deals or for a silenced first hand.
- Rounding: the declarer's points are never rounded (a made dark deal scores exactly twice
  his points: 122 gives 244); opponents' points are rounded to 5 after any doubling; in a
  dark deal the opponents' points are not doubled. The 4-player dealer's talon points
  (and a marriage in the talon) are scored and rounded like an opponent's.
- ``talon_hidden_at_100`` also puts the gifts face down (as the app's text says).
- At most ``MAX_REDEALS`` redeals in a row; after that no redeal is offered for that deal.
- Bidding: with ``no_jumps`` the opening bid is 100 and each raise +5. A contract raise
  after the talon uses the same cap as bidding (marriages in the hand then) and starts play.
- A declaring lead (marriage) always satisfies ``must_lead_trump``.
- Bolts: no trick taken and no marriage declared. A double bolt adds 2 to the counts; the
  per-game count keeps the remainder above 3. If both bolt rules trigger in one deal the
  penalty is charged once and both counts restart.
- Silence: silenced players pass automatically (no action); if everyone is silenced, the
  first hand keeps the duty to open.
- 2 players: the first discard goes to the declarer's own pile, the second to the untaken
  talon. The chosen talon is shown as a 3-player talon would be.
- A score of 1000 can only be reached from the barrel; any other total of 880 (900) or more
  climbs the barrel. The win is checked on the contract alone (a four-nines bonus does not
  lift a short contract to 1000); the winner's score is 880 (900) + his gain.
- Under random play hardly anyone makes a contract and scores drift below zero, so a game
  could run forever: the ``max_deals`` rule (default 100) ends it, highest score winning.
- Between deals (a CHANCE node) the observation's phase is ``"deal"``.
- Hints change no cards and are not actions (records do not hold them); only the per-seat
  counts in ``hints_left`` change.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from enum import IntEnum
from functools import lru_cache
from math import factorial
from typing import TYPE_CHECKING, Any

from koloda import fast
from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError
from koloda.engine.game import CHANCE, TERMINAL, Action, State
from koloda.engine.names import seat_names
from koloda.engine.textnum import parse_int
from koloda.games.tysyacha import actions as A
from koloda.games.tysyacha.cardset import (
    ACE_MARRIAGE,
    ACES,
    DECK,
    JACKS,
    KQ,
    MARRIAGE,
    NINES,
    POINTS,
    STRENGTH,
    SUIT_BITS,
    marriages_in,
    points,
    round5,
    sorted_cards,
    texts,
)
from koloda.games.tysyacha.rules import TysyachaRules

if TYPE_CHECKING:
    from koloda.engine.game import Game

MAX_REDEALS = 3
MAX_GOLDEN_REPLAYS = 2
MAX_BID = 300
SUIT_LETTERS = "SCDH"


class Phase(IntEnum):
    DEAL = 0
    DARK = 1
    REDEAL = 2
    UNBLIND = 3
    BIDDING = 4
    TALON = 5
    GIVING = 6
    DISCARD = 7
    CONTRACT = 8
    PLAY = 9
    OVER = 10


PHASE_NAMES = ("deal", "dark", "redeal", "unblind", "bidding", "talon", "giving", "discard",
               "contract", "play", "over")

# redeal stages
R_HAND, R_TALON, R_AFTER = 0, 1, 2

HINT_KINDS = ("hands", "talon_suits", "talon_card")

_LISTS = ("scores", "on_barrel", "barrel_left", "falls", "bolts", "bolt_run", "roospis_count",
          "hints_left", "sheet", "hands", "known", "void", "bids", "passed", "gifts",
          "given_to", "redeal_queue", "unblind_queue", "trick", "trick_seats", "won_any",
          "tricks_won", "taken", "marr", "declared", "played", "talon_cards", "nines_bonus",
          "counters")


class _Tally:
    """The scratch of one deal's scoring, passed through the steps of
    :meth:`TysyachaState._score_deal`."""

    __slots__ = ("applied", "bolt", "contract_gain", "deltas", "factor", "made", "notes",
                 "pen", "penalties", "roospis", "won")

    def __init__(self, players: int, roospis: bool, golden: bool, penalty: int) -> None:
        self.roospis = roospis
        self.factor = 2 if golden else 1  # golden deals double points and penalties
        self.pen = penalty * self.factor
        self.deltas = [0] * players  # each seat's points from the deal
        self.penalties = [0] * players
        self.bolt = [0] * players  # bolts earned in the deal (0, 1 or 2)
        self.notes: list[list[str]] = [[] for _ in range(players)]
        self.made = False
        self.contract_gain = 0  # the declarer's contract result alone (no bonus)
        self.applied: list[int] = []  # the deltas that stick (see the barrel)
        self.won = False


class TysyachaState(State):
    """A whole game of Тысяча for 2 to 4 players."""

    rules: TysyachaRules
    cardless_keys = frozenset({"sheet"})  # numbers and words only, a row per deal

    def __init__(self, game: Game, players: int, rules: TysyachaRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        n = players
        self.dealer = self.rng.randrange(n)  # the lot for the first dealer
        if rules.first_dealer is not None:  # the deal passed on from the last game
            self.dealer = rules.first_dealer - 1
        self.deal_no = 0
        self._zero_scores()
        self.hints_left = [rules.hints_hands, rules.hints_talon_suits,
                           rules.hints_talon_card] * n
        self.sheet: list[dict[str, Any]] = []
        # the rows as observations show them, each copied once when first shown (a row is
        # never changed once written): a long game's frames share them, and a view may
        # keep what it drew of a row by the row's identity (tysyacha.sheet.sheet_cells)
        self._public_sheet: tuple[dict[str, Any], ...] = ()
        self.counters = [0, 0, 0, 0, 0]  # made, failed, roospis, bolts, falls
        self.golden_left = n if rules.golden else 0
        self.golden_made = False
        self.golden_replays = 0
        self.redeals_in_row = 0
        self.winner = -1
        self.last_deal: dict[str, Any] | None = None
        self.phase = Phase.DEAL
        self._reset_deal()

    # --- per-deal fields -------------------------------------------------------------

    def _reset_deal(self) -> None:
        n = self.players
        self.hands = [0] * n
        self.known = [0] * n  # cards whose place each seat knows besides its own hand
        self.void = [0] * n  # publicly known void suits (bit per suit)
        self.talon = 0
        self.talon2 = 0
        self.pile = 0  # 2p: the declarer's discard to his own pile
        self.rest = 0  # 2p: the untaken talon (+ one discard)
        self.talon_cards: list[int] = []
        self.talon_taken = 0  # the talon the declarer took (for the observation)
        self.talon_open = False
        self.gifts_open = True
        self.sitting = self.dealer if n == 4 else -1
        self.first_hand = self._next(self.dealer)
        self.blind = -1
        self.dark = False
        self.golden_deal = False
        self.bids: list[tuple[int, int]] = []  # (seat, value or -1 for pass)
        self.passed = [False] * n
        self.high_bid = 0
        self.high_bidder = -1
        self.at_100 = False
        self.turn = -1
        self.declarer = -1
        self.contract = 0
        self.gifts: list[tuple[int, int, int, bool]] = []  # (from, to, card, face up)
        self.given_to = [False] * n
        self.redeal_stage = R_HAND
        self.redeal_queue: list[int] = []
        self.unblind_queue: list[int] = []
        self.trump = -1
        self.trump_by = -1
        self.trick: list[int] = []
        self.trick_seats: list[int] = []
        self.leader = -1
        self.run_start = True  # the leader's first lead after taking the lead over
        self.won_any = [False] * n
        self.tricks_won = [0] * n
        self.taken = [0] * n
        self.marr = [0] * n
        self.declared: list[tuple[int, int, int]] = []  # (seat, suit or 4 for aces, value)
        self.played: list[int] = []
        self.nines_bonus: list[int] = []
        self.last_winner = -1
        self.last_trick: list[tuple[int, int]] = []  # (seat, card); replaced, never mutated
        self.last_trick_winner = -1
        self.last_trick_points = 0
        self.start_barrel = [False] * n

    def _next(self, seat: int) -> int:
        n = self.players
        s = (seat + 1) % n
        if n == 4 and s == self.dealer:
            s = (s + 1) % n
        return s

    def active(self) -> list[int]:
        """Seats that take part in this deal (between deals: the last one), from the
        first hand on. Uses the deal's own sitter, not the dealer, which has moved on."""
        n = self.players
        return [s for s in ((self.first_hand + i) % n for i in range(n))
                if s != self.sitting]

    # --- the engine API --------------------------------------------------------------

    def current_player(self) -> int:
        ph = self.phase
        if ph == Phase.DEAL:
            return CHANCE
        if ph == Phase.OVER:
            return TERMINAL
        return self.turn

    def legal_actions(self) -> list[Action]:
        return _LEGAL[self.phase](self)

    def _apply(self, action: Action) -> None:
        _APPLY[self.phase](self, action)

    def _chance(self) -> None:
        order = self.shuffled(DECK)
        n = self.players
        self._reset_deal()
        if n == 2:
            self.hands[0] = C.mask_of(order[0:10])
            self.hands[1] = C.mask_of(order[10:20])
            self.talon = C.mask_of(order[20:22])
            self.talon2 = C.mask_of(order[22:24])
        else:
            seats = [s for s in range(n) if s != self.sitting]
            for i, s in enumerate(seats):
                self.hands[s] = C.mask_of(order[7 * i:7 * i + 7])
            self.talon = C.mask_of(order[21:24])
        self.talon_cards = list(order[20:]) if n == 2 else list(order[21:])
        self.start_barrel = self.on_barrel[:]
        self.golden_deal = self.golden_left > 0
        self._start_dark()

    # --- deal flow -------------------------------------------------------------------

    def _silenced(self, seat: int) -> bool:
        limit = self.rules.silence_below
        return limit is not None and self.scores[seat] < limit

    def _start_dark(self) -> None:
        r = self.rules
        fh = self.first_hand
        if (r.dark and not self.golden_deal and not self._silenced(fh)
                and not (r.dark_not_on_barrel and any(self.on_barrel))):
            self.phase = Phase.DARK
            self.blind = fh
            self.turn = fh
            return
        self._start_hand_redeal()

    def _start_hand_redeal(self) -> None:
        queue = []
        if self.redeals_in_row < MAX_REDEALS:
            queue = [s for s in self.active() if s != self.blind
                     and self._hand_qualifies(self.hands[s])]
        if queue:
            self._ask_redeal(R_HAND, queue)
        else:
            self._after_hand_redeal()

    def _hand_qualifies(self, hand: int) -> bool:
        r = self.rules
        nines = (hand & NINES).bit_count()
        return ((r.redeal_hand_below is not None and points(hand) < r.redeal_hand_below)
                or (r.redeal_four_nines_hand and nines == 4)
                or (r.redeal_three_nines_hand and nines >= 3)
                or (r.redeal_four_jacks_hand and hand & JACKS == JACKS))

    def _talon_qualifies(self, talon: int) -> bool:
        r = self.rules
        if self.dark or (r.redeal_talon_only_at_100 and not self.at_100):
            return False
        return ((r.redeal_talon_below is not None and points(talon) < r.redeal_talon_below)
                or (r.redeal_two_nines_talon and (talon & NINES).bit_count() >= 2)
                or (r.redeal_three_jacks_talon and (talon & JACKS).bit_count() >= 3))

    def _ask_redeal(self, stage: int, queue: list[int]) -> None:
        self.phase = Phase.REDEAL
        self.redeal_stage = stage
        self.redeal_queue = queue
        self.turn = queue[0]

    def _after_hand_redeal(self) -> None:
        if self.dark:
            if self.rules.dark_unblind:
                queue = [s for s in self.active() if s != self.blind
                         and marriages_in(self.hands[s]) and not self._silenced(s)]
                if queue:
                    self.phase = Phase.UNBLIND
                    self.unblind_queue = queue
                    self.turn = queue[0]
                    return
            self._win_auction(self.first_hand, 120)
            return
        if self.golden_deal:
            self._win_auction(self.first_hand, 120)
            return
        self._start_bidding(-1, 0)

    def _start_bidding(self, opener: int, bid: int) -> None:
        self.phase = Phase.BIDDING
        act = self.active()
        for s in act:
            if self._silenced(s) and s != opener:
                self.passed[s] = True
                self.bids.append((s, -1))
        if opener >= 0:
            self.high_bid = bid
            self.high_bidder = opener
            self.turn = opener
            self._next_bidder()
            return
        first = next((s for s in act if not self.passed[s]), -1)
        if first < 0:  # everyone silenced: the first hand keeps the duty
            first = self.first_hand
            self.passed[first] = False
            self.bids = [b for b in self.bids if b[0] != first]
        self.turn = first

    def _next_bidder(self) -> None:
        left = [s for s in self.active() if not self.passed[s]]
        if self.high_bid and len(left) == 1:
            self.at_100 = self.high_bid == 100 and sum(1 for b in self.bids if b[1] > 0) == 1
            self._win_auction(left[0], self.high_bid)
            return
        s = self._next(self.turn)
        while self.passed[s]:
            s = self._next(s)
        self.turn = s

    def _cap(self, seat: int) -> int:
        if self.rules.bid_over_120_without_marriage:
            return MAX_BID
        return min(MAX_BID, 120 + marriages_in(self.hands[seat]))

    def _win_auction(self, seat: int, contract: int) -> None:
        r = self.rules
        self.declarer = seat
        self.contract = contract
        self.blind = -1
        hidden = (self.golden_deal or self.dark
                  or (r.talon_hidden_at_100 and self.at_100))
        self.talon_open = not hidden
        self.gifts_open = not (r.discard_face_down or self.golden_deal or self.dark
                               or (r.talon_hidden_at_100 and self.at_100))
        if self.players == 2:
            self.phase = Phase.TALON
            self.turn = seat
            return
        self._take_talon(self.talon)

    def _take_talon(self, talon: int) -> None:
        seat = self.declarer
        self.hands[seat] |= talon
        self.talon_taken = talon
        self.talon = 0
        self.talon2 = 0
        self.known[seat] |= talon
        if self.talon_open:
            for s in range(self.players):
                self.known[s] |= talon
        if self.redeals_in_row < MAX_REDEALS and self._talon_qualifies(talon):
            self._ask_redeal(R_TALON, [seat])
            return
        self._after_talon()

    def _after_talon(self) -> None:
        self.turn = self.declarer
        self.phase = Phase.DISCARD if self.players == 2 else Phase.GIVING

    def _after_gifts(self) -> None:
        act = self.active()
        if self.rules.four_nines_bonus:
            self.nines_bonus = [s for s in act if self.hands[s] & NINES == NINES]
        if self.rules.redeal_four_nines_after_discard and self.redeals_in_row < MAX_REDEALS:
            queue = [s for s in act if self.hands[s] & NINES == NINES]
            if queue:
                self._ask_redeal(R_AFTER, queue)
                return
        self._to_contract()

    def _to_contract(self) -> None:
        self.phase = Phase.CONTRACT
        self.turn = self.declarer

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        self.leader = self.turn = self.declarer
        self.run_start = True
        self.redeals_in_row = 0

    def _redeal(self) -> None:
        self.redeals_in_row += 1
        self.phase = Phase.DEAL
        self.turn = -1

    # --- phase: dark -------------------------------------------------------------------

    def _legal_dark(self) -> list[Action]:
        return [A.DARK, A.LOOK]

    def _apply_dark(self, action: Action) -> None:
        if action == A.DARK:
            self.dark = True
        else:
            self.blind = -1
        self._start_hand_redeal()

    # --- phase: redeal -----------------------------------------------------------------

    def _legal_redeal(self) -> list[Action]:
        return [A.REDEAL, A.KEEP]

    def _apply_redeal(self, action: Action) -> None:
        if action == A.REDEAL:
            self._redeal()
            return
        self.redeal_queue.pop(0)
        if self.redeal_queue:
            self.turn = self.redeal_queue[0]
            return
        stage = self.redeal_stage
        if stage == R_HAND:
            self._after_hand_redeal()
        elif stage == R_TALON:
            self._after_talon()
        else:
            self._to_contract()

    # --- phase: unblind ----------------------------------------------------------------

    def _legal_unblind(self) -> list[Action]:
        return [A.PASS, A.bid(125)]

    def _apply_unblind(self, action: Action) -> None:
        seat = self.unblind_queue.pop(0)
        if action == A.PASS:
            if self.unblind_queue:
                self.turn = self.unblind_queue[0]
            else:
                self._win_auction(self.first_hand, 120)
            return
        self.dark = False
        self.blind = -1
        self.bids.append((seat, 125))
        if self.rules.dark_unblind_no_bidding:
            self._win_auction(seat, 125)
        else:
            self._start_bidding(seat, 125)

    # --- phase: bidding ----------------------------------------------------------------

    def _legal_bidding(self) -> list[Action]:
        seat = self.turn
        cap = self._cap(seat)
        out: list[Action] = [] if self.high_bid == 0 else [A.PASS]
        low = 100 if self.high_bid == 0 else self.high_bid + 5
        high = low if self.rules.no_jumps else cap
        out.extend(A.BID + v for v in range(low, min(high, cap) + 1, 5))
        return out

    def _apply_bidding(self, action: Action) -> None:
        seat = self.turn
        if action == A.PASS:
            self.passed[seat] = True
            self.bids.append((seat, -1))
        else:
            value = action - A.BID
            self.bids.append((seat, value))
            self.high_bid = value
            self.high_bidder = seat
        self._next_bidder()

    # --- phase: talon (2 players) ------------------------------------------------------

    def _legal_talon(self) -> list[Action]:
        return [A.take(1), A.take(2)]

    def _apply_talon(self, action: Action) -> None:
        chosen, other = (self.talon, self.talon2) if action == A.take(1) else (
            self.talon2, self.talon)
        self.rest = other
        self._take_talon(chosen)

    # --- phase: giving (3-4 players) ---------------------------------------------------

    def _legal_giving(self) -> list[Action]:
        seat = self.declarer
        out: list[Action] = []
        for opp in self.active():
            if opp != seat and not self.given_to[opp]:
                base = A.GIVE + opp * 256
                out.extend(C.offsets(base, self.hands[seat]))
        return out

    def _apply_giving(self, action: Action) -> None:
        card = A.arg(action)
        opp = A.give_seat(action)
        seat = self.declarer
        bit = 1 << card
        self.hands[seat] ^= bit
        self.hands[opp] |= bit
        self.given_to[opp] = True
        self.known[seat] |= bit
        if self.gifts_open:
            for s in range(self.players):
                self.known[s] |= bit
        self.gifts.append((seat, opp, card, self.gifts_open))
        if len(self.gifts) == len(self.active()) - 1:
            self._after_gifts()

    # --- phase: discard (2 players) ----------------------------------------------------

    def _legal_discard(self) -> list[Action]:
        return C.offsets(A.DISCARD, self.hands[self.declarer])

    def _apply_discard(self, action: Action) -> None:
        bit = 1 << A.arg(action)
        seat = self.declarer
        self.hands[seat] ^= bit
        self.known[seat] |= bit
        if self.pile == 0:
            self.pile = bit
        else:
            self.rest |= bit
            self._after_gifts()

    # --- phase: contract ---------------------------------------------------------------

    def _may_raise(self) -> bool:
        if self.dark:
            return False
        return not self.golden_deal or self.rules.golden_raise

    def _may_roospis(self) -> bool:
        r = self.rules
        if r.roospis_max_three and self.roospis_count[self.declarer] >= 3:
            return False
        if any(self.on_barrel) and not (r.roospis_on_barrel and r.roospis_no_deduct):
            return False
        if self.golden_deal and not (r.roospis_on_golden and r.roospis_no_deduct):
            return False
        if self.dark:
            return r.dark_allow_roospis
        return True

    def _legal_contract(self) -> list[Action]:
        out = [A.START]
        if self._may_roospis():
            out.append(A.ROOSPIS)
        if self._may_raise():
            cap = self._cap(self.declarer)
            out.extend(A.RAISE + v for v in range(self.contract + 5, cap + 1, 5))
        return out

    def _apply_contract(self, action: Action) -> None:
        if action == A.ROOSPIS:
            self._score_deal(roospis=True)
            return
        if action != A.START:
            self.contract = action - A.RAISE
        self._start_play()

    # --- phase: play -------------------------------------------------------------------

    def _legal_play(self) -> list[Action]:
        seat = self.turn
        hand = self.hands[seat]
        trump = self.trump
        if self.trick:
            led = self.trick[0] >> 4 & 7
            m = hand & SUIT_BITS[led]
            if not m and trump >= 0:
                m = hand & SUIT_BITS[trump]
            if not m:
                m = hand
            return C.offsets(A.PLAY, m)
        r = self.rules
        cands = hand
        if self.run_start and trump >= 0:
            tm = hand & SUIT_BITS[trump]
            if tm:
                if r.must_lead_trump:
                    cands = tm
                elif r.no_lead_others_trump and self.trump_by != seat and hand != tm:
                    cands = hand & ~tm
        out = C.offsets(A.PLAY, cands)
        if self.won_any[seat] or r.declare_on_first_lead:
            for s in range(4):
                if hand & KQ[s] == KQ[s]:
                    out.extend(C.offsets(A.DECLARE, KQ[s]))
            if r.ace_marriage and hand & ACES == ACES:
                out.extend(C.offsets(A.ACES, ACES & cands))
        return out

    def _apply_play(self, action: Action) -> None:
        seat = self.turn
        card = action % 1000
        kind = action - card
        bit = 1 << card
        self.hands[seat] ^= bit
        suit = card >> 4 & 7
        if self.trick:
            led = self.trick[0] >> 4 & 7
            if suit != led:
                self.void[seat] |= 1 << led
                if self.trump >= 0 and suit != self.trump:
                    self.void[seat] |= 1 << self.trump
        elif kind == A.DECLARE:
            value = MARRIAGE[suit]
            self.marr[seat] += value
            self.declared.append((seat, suit, value))
            self.trump = suit
            self.trump_by = seat
            partner = KQ[suit] & ~bit
            for s in range(self.players):
                self.known[s] |= partner
        elif kind == A.ACES:
            self.marr[seat] += ACE_MARRIAGE
            self.declared.append((seat, 4, ACE_MARRIAGE))
            others = ACES & ~bit
            for s in range(self.players):
                self.known[s] |= others
        self.trick.append(card)
        self.trick_seats.append(seat)
        if len(self.trick) < (3 if self.players >= 3 else 2):
            self.turn = self._next(seat)
            return
        self._finish_trick()

    def _finish_trick(self) -> None:
        trump = self.trump
        best = self.trick[0]
        win = self.trick_seats[0]
        for card, s in zip(self.trick[1:], self.trick_seats[1:], strict=True):
            bs = best >> 4 & 7
            cs = card >> 4 & 7
            if cs == bs:
                if STRENGTH[card] > STRENGTH[best]:
                    best, win = card, s
            elif cs == trump:
                best, win = card, s
        pts = 0
        for card in self.trick:
            pts += POINTS[card]
        self.taken[win] += pts
        self.tricks_won[win] += 1
        self.last_trick = list(zip(self.trick_seats, self.trick, strict=True))
        self.last_trick_winner = win
        self.last_trick_points = pts
        self.won_any[win] = True
        self.played.extend(self.trick)
        self.trick = []
        self.trick_seats = []
        self.run_start = win != self.leader
        self.leader = self.turn = self.last_winner = win
        if self.hands[win] == 0:
            self._score_deal(roospis=False)

    # --- scoring -----------------------------------------------------------------------

    def _score_deal(self, roospis: bool) -> None:
        """Score the finished (or conceded) deal, step by step, then end the deal."""
        t = _Tally(self.players, roospis, self.golden_deal, self.rules.penalty)
        if roospis:
            self._score_roospis(t)
        else:
            pts = self._card_points()
            self._score_opponents(t, pts)
            self._score_contract(t, pts)
            self._mark_bolts(t)
        t.contract_gain = t.deltas[self.declarer]
        self._score_nines_bonus(t)
        self._score_sitter(t)
        if not roospis:
            self._charge_bolts(t)
        self._apply_deltas(t)
        if not t.won:
            self._count_barrel_stays(t)
            self._climb_barrel(t)
            self._samosval(t)
        self._record_deal(t.deltas, t.applied, t.penalties, t.notes, roospis, t.made)
        self._golden_round(t)
        self._end_deal(t.won)

    def _marriage_factor(self) -> int:
        return 2 if self.golden_deal and self.rules.golden_double_marriages else 1

    def _score_roospis(self, t: _Tally) -> None:
        """Roospis: the declarer loses the contract (doubled in a golden deal; 240 in a
        dark one; nothing with roospis_no_deduct); each opponent gets half the contract
        rounded up to 5 (60 with roospis_60); every third costs the penalty
        (roospis_third_penalty)."""
        r = self.rules
        decl = self.declarer
        c = self.contract
        self.counters[2] += 1
        self.roospis_count[decl] += 1
        if self.dark:
            t.deltas[decl] = -240
        elif not r.roospis_no_deduct:
            t.deltas[decl] = -c * t.factor
        gain = (60 if r.roospis_60 else (c + 9) // 10 * 10 // 2) * t.factor
        for s in self.active():
            if s != decl:
                t.deltas[s] = gain
        if r.roospis_third_penalty and self.roospis_count[decl] % 3 == 0:
            t.penalties[decl] += t.pen
            t.notes[decl].append("roospis3")

    def _card_points(self) -> list[int]:
        """Each seat's card points from its tricks; with 2 players the declarer's own
        discard counts for him and the untaken talon for the last trick's winner."""
        pts = self.taken[:]
        if self.players == 2:
            pts[self.declarer] += points(self.pile)
            pts[self.last_winner] += points(self.rest)
        return pts

    def _score_opponents(self, t: _Tally, pts: list[int]) -> None:
        """Each opponent: card points (doubled in a golden deal, never in a dark one) plus
        marriages (doubled with golden_double_marriages), rounded to 5."""
        mult_m = self._marriage_factor()
        for s in self.active():
            if s != self.declarer:
                t.deltas[s] = round5(pts[s] * t.factor + self.marr[s] * mult_m)

    def _score_contract(self, t: _Tally, pts: list[int]) -> None:
        """The declarer: made if card points and marriages reach the contract (rounded
        first with round_declarer_points); ± the contract (doubled in a golden deal).
        Dark: twice his points, never rounded (at most 240 with dark_max_240), or −240."""
        r = self.rules
        decl = self.declarer
        total = pts[decl] + self.marr[decl]
        check = round5(total) if r.round_declarer_points else total
        t.made = check >= self.contract
        if self.dark:
            if t.made:
                gain = 2 * total  # the declarer's points are never rounded
                t.deltas[decl] = min(240, gain) if r.dark_max_240 else gain
            else:
                t.deltas[decl] = -240
        else:
            t.deltas[decl] = (self.contract if t.made else -self.contract) * t.factor
        self.counters[0 if t.made else 1] += 1

    def _mark_bolts(self, t: _Tally) -> None:
        """A bolt for each player with no trick and no marriage (not the declarer with
        bolt_not_on_own_game); two in a golden or dark deal with the doubling keys."""
        r = self.rules
        double = ((self.golden_deal and r.golden_double_bolts)
                  or (self.dark and r.dark_double_bolts))
        for s in self.active():
            if self.tricks_won[s] or self.marr[s]:
                continue
            if s == self.declarer and r.bolt_not_on_own_game:
                continue
            t.bolt[s] = 2 if double else 1

    def _score_nines_bonus(self, t: _Tally) -> None:
        """four_nines_bonus: +120 to each player who held four nines after the gifts."""
        for s in self.nines_bonus:
            t.deltas[s] += 120

    def _score_sitter(self, t: _Tally) -> None:
        """4 players: the dealer who sat out scores the talon's card points and a marriage
        in it, doubled as an opponent's would be and rounded like an opponent's."""
        if self.sitting >= 0:
            talon = self.talon_taken
            t.deltas[self.sitting] = round5(points(talon) * t.factor
                                            + marriages_in(talon) * self._marriage_factor())

    def _charge_bolts(self, t: _Tally) -> None:
        """Count each bolt; a deal without one ends a run of bolts in a row (except the
        declarer's own deal with bolt_not_on_own_game)."""
        r = self.rules
        for s in self.active():
            if t.bolt[s]:
                self._charge_bolt(t, s)
            elif not (s == self.declarer and r.bolt_not_on_own_game):
                self.bolt_run[s] = 0

    def _charge_bolt(self, t: _Tally, s: int) -> None:
        """Every third bolt of the game (three_bolts_per_game, the rest carried over) or
        three in a row (three_bolts_in_row) cost the penalty, once if both trigger."""
        r = self.rules
        self.counters[3] += 1
        t.notes[s].append("bolt")
        hit = False
        if r.three_bolts_per_game:
            self.bolts[s] += t.bolt[s]
            if self.bolts[s] >= 3:
                self.bolts[s] -= 3
                hit = True
        if r.three_bolts_in_row:
            self.bolt_run[s] += t.bolt[s]
            if self.bolt_run[s] >= 3:
                hit = True
        if hit:
            self.bolt_run[s] = 0
            if r.three_bolts_per_game and r.three_bolts_in_row:
                self.bolts[s] = 0
            t.penalties[s] += t.pen
            t.notes[s].append("bolt_penalty")

    def _barrel_points(self, t: _Tally) -> int:
        """Which points stick to the players on the barrel (``t.applied``): none, except
        a winning contract (``t.won``) and a failed one, which drops the sitter off the
        barrel. Returns that dropped seat, or -1."""
        r = self.rules
        decl = self.declarer
        t.applied = t.deltas[:]
        dropped = -1
        for s in range(self.players):
            if not self.on_barrel[s]:
                continue
            if (s == decl and not t.roospis and t.made
                    and r.barrel_at + t.contract_gain >= r.win_target):
                t.won = True
            elif s == decl and t.contract_gain < 0:
                t.applied[s] = t.contract_gain  # a bonus does not stick to the sitter
                dropped = s
            elif t.deltas[s] > 0:
                t.applied[s] = 0
        return dropped

    def _apply_deltas(self, t: _Tally) -> None:
        """Add the points that stick and subtract the penalties; a failed contract on the
        barrel is a fall; a winning one wins the game."""
        dropped = self._barrel_points(t)
        for s in range(self.players):
            self.scores[s] += t.applied[s] - t.penalties[s]
        if dropped >= 0:
            self.on_barrel[dropped] = False
            self._fall(dropped, t.notes)
        if t.won:
            self.winner = self.declarer
            self.on_barrel[self.declarer] = False

    def _count_barrel_stays(self, t: _Tally) -> None:
        """A penalty below the barrel takes a sitter off it; a sitter whose three deals
        are used up falls (−penalty)."""
        n = self.players
        for s in range(n):
            if self.on_barrel[s] and self.scores[s] < self.rules.barrel_at:
                self.on_barrel[s] = False  # a penalty took him off
        for s in range(n):
            if self.on_barrel[s] and self.start_barrel[s]:
                self.barrel_left[s] -= 1
                if self.barrel_left[s] <= 0:
                    self.on_barrel[s] = False
                    self.scores[s] -= t.pen
                    self._fall(s, t.notes)

    def _climb_barrel(self, t: _Tally) -> None:
        """Whoever reaches the barrel is set to it and climbs for three deals; with
        one_on_barrel two or more climbers all fall instead; with barrel_knock_off a lone
        climber knocks the sitters off (−penalty each)."""
        r = self.rules
        barrel_at = r.barrel_at
        climbers = [s for s in range(self.players)
                    if not self.on_barrel[s] and self.scores[s] >= barrel_at]
        for s in climbers:
            self.scores[s] = barrel_at
            t.notes[s].append("climb")
        if len(climbers) >= 2 and r.one_on_barrel:
            for s in climbers:
                self.scores[s] -= t.pen
                self._fall(s, t.notes)
            return
        if len(climbers) == 1 and r.barrel_knock_off:
            for s in range(self.players):
                if self.on_barrel[s]:
                    self.on_barrel[s] = False
                    self.scores[s] -= t.pen
                    self._fall(s, t.notes)
        for s in climbers:
            self.on_barrel[s] = True
            self.barrel_left[s] = 3

    def _samosval(self, t: _Tally) -> None:
        """samosval: a score of exactly 555 drops to 0 (negative_samosval: −555 too)."""
        r = self.rules
        for s in range(self.players):
            if (r.samosval and self.scores[s] == 555) or (
                    r.negative_samosval and self.scores[s] == -555):
                self.scores[s] = 0
                t.notes[s].append("samosval")

    def _golden_round(self, t: _Tally) -> None:
        """After a golden deal (unless the game is won): one fewer to go; a golden round
        that ends with no made 120 resets the scores (golden_reset_scores) or is replayed
        (at most MAX_GOLDEN_REPLAYS times)."""
        if not self.golden_deal or t.won:
            return
        self.golden_left -= 1
        if t.made:
            self.golden_made = True
        if self.golden_left == 0 and not self.golden_made:
            if self.rules.golden_reset_scores:
                self._reset_scores()
            elif self.golden_replays < MAX_GOLDEN_REPLAYS:
                self.golden_replays += 1
                self.golden_left = self.players

    def _end_deal(self, won: bool) -> None:
        """The game ends on a win or after max_deals deals (the highest score wins, the
        lower seat on a tie); otherwise the deal passes to the left."""
        n = self.players
        self.redeals_in_row = 0
        if not won and self.deal_no >= self.rules.max_deals:
            self.winner = min(range(n), key=lambda s: (-self.scores[s], s))
            won = True
        self.turn = -1
        if won:
            self.phase = Phase.OVER
            return
        self.dealer = (self.dealer + 1) % n
        self.phase = Phase.DEAL

    def _fall(self, s: int, notes: list[list[str]]) -> None:
        self.counters[4] += 1
        self.falls[s] += 1
        notes[s].append("fall")
        if self.rules.three_barrels and self.falls[s] % 3 == 0:
            self.scores[s] = 0
            notes[s].append("three_barrels")

    def _zero_scores(self) -> None:
        """Scores and every per-player count that a game starts from."""
        n = self.players
        self.scores = [0] * n
        self.on_barrel = [False] * n
        self.barrel_left = [0] * n
        self.falls = [0] * n
        self.bolts = [0] * n
        self.bolt_run = [0] * n
        self.roospis_count = [0] * n

    def _reset_scores(self) -> None:
        self._zero_scores()
        self.sheet.append({"reset": True})

    def _record_deal(self, deltas: list[int], applied: list[int], penalties: list[int],
                     notes: list[list[str]], roospis: bool, made: bool) -> None:
        self.deal_no += 1
        change = [0] * self.players
        if self.sheet and "totals" in self.sheet[-1]:
            before = self.sheet[-1]["totals"]
        else:
            before = [0] * self.players
        for s in range(self.players):
            change[s] = self.scores[s] - before[s]
        row = {
            "deal": self.deal_no, "dealer": self.dealer, "declarer": self.declarer,
            "contract": self.contract, "made": made, "roospis": roospis,
            "golden": self.golden_deal, "dark": self.dark, "deltas": change,
            "points": deltas, "totals": self.scores[:], "notes": notes,
            "barrel": [self.barrel_left[s] if self.on_barrel[s] else None
                       for s in range(self.players)],
            "sitting": self.sitting,
        }
        self.sheet.append(row)
        self.last_deal = {"deltas": change, "declarer": self.declarer,
                          "contract": self.contract, "made": made, "roospis": roospis}

    # --- returns, result ----------------------------------------------------------------

    def returns(self) -> list[float]:
        if self.winner < 0:
            return [0.0] * self.players
        return [1.0 if s == self.winner else 0.0 for s in range(self.players)]

    def playout(self, rng: random.Random, max_steps: int = 1_000_000) -> list[float]:
        """``State.playout`` with each deal's card play in one loop (same draws, same
        moves: :mod:`koloda.games.tysyacha.fastplay`)."""
        from koloda.games.tysyacha import fastplay

        return fastplay.playout(self, rng, max_steps)

    def deal_playout(self, rng: random.Random) -> list[int]:
        """Each seat's points from this deal after random play of its remaining tricks
        (see :func:`koloda.games.tysyacha.fastplay.deal_playout`)."""
        from koloda.games.tysyacha import fastplay

        return fastplay.deal_playout(self, rng)

    def ranking(self) -> list[int]:
        """Seats from first place to last: the winner, then by score (seat breaks ties)."""
        order = sorted(range(self.players), key=lambda s: (-self.scores[s], s))
        if self.winner >= 0:
            order.remove(self.winner)
            order.insert(0, self.winner)
        return order

    def result(self) -> dict[str, Any]:
        rank = self.ranking()
        out: dict[str, Any] = {
            "terminal": self.phase == Phase.OVER,
            "deals": self.deal_no,
            "scores": self.scores[:],
            "winner": self.winner if self.winner >= 0 else None,
            "ranking": rank,
            "counters": {
                "contracts_made": self.counters[0], "contracts_failed": self.counters[1],
                "roospis": self.counters[2], "bolts": self.counters[3],
                "barrel_falls": self.counters[4]},
        }
        stake = self.rules.stake
        if stake:
            pay = [0] * self.players
            if self.winner >= 0:
                losers = rank[2:] if self.players > 2 else rank[1:]
                for s in losers:
                    pay[s] = -stake
                pay[rank[0]] = stake * len(losers)
            out["stake"] = {"bank": stake, "settlement": pay}
        return out

    # --- clone ---------------------------------------------------------------------------

    def clone(self) -> TysyachaState:
        new = TysyachaState.__new__(TysyachaState)
        d = new.__dict__
        d.update(self.__dict__)
        for name in _LISTS:
            d[name] = d[name][:]
        self._copy_base_into(new)
        return new

    # --- text ------------------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        return A.to_text(action)

    def text_to_action(self, text: str) -> Action:
        return A.parse(text)

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        from koloda.games.tysyacha import texts

        return texts.menu_label(self, action, lang)

    def describe_move(self, action: Action, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        from koloda.games.tysyacha import texts

        return texts.describe_move(self, action, viewer, lang)

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        from koloda.games.tysyacha import texts

        if not isinstance(after, TysyachaState):
            return []
        return texts.narrate(self, action, after, viewer, lang, names)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        from koloda.games.tysyacha import texts

        return texts.refusal(self, action, lang)

    # --- information -------------------------------------------------------------------

    def _hidden_places(self) -> int:
        m = self.talon | self.talon2 | self.pile | self.rest
        for h in self.hands:
            m |= h
        return m

    def unseen(self, seat: int) -> int:
        hidden = self._hidden_places() & ~self.known[seat]
        if seat != self.blind:
            hidden &= ~self.hands[seat]
        return hidden

    def public_unseen(self) -> int:
        """``State.public_unseen``: after a face-down gift between two seats, the third
        cannot tell which card went, so none of the open talon's cards still in a hand
        has a place every seat knows (``_redraw_face_down_gifts`` deals them so). Two
        players: once the declarer discards face down, his opponent cannot tell which
        of the open talon's cards he kept and which he discarded."""
        mask = super().public_unseen()
        if any(not up for *_, up in self.gifts):
            held = 0
            for h in self.hands:
                held |= h
            mask |= self.talon_taken & held
        if self.players == 2 and self.pile and self.declarer >= 0:
            mask |= self.talon_taken & (self.hands[self.declarer] | self.pile | self.rest)
        return mask

    def _discards(self) -> list[int]:
        """The 2-player declarer's discards in order: the one to his own tricks, then the
        one to the spare talon (the spare talon less the talon he did not take)."""
        if not self.pile:
            return []
        untaken = C.mask_of(self.talon_cards) & ~self.talon_taken
        return [*C.cards_in(self.pile), *C.cards_in(self.rest & ~untaken)]

    def observation(self, seat: int) -> dict[str, Any]:
        from koloda.games.tysyacha.texts import last_trick_obs

        n = self.players
        ph = self.phase
        talon_obs: list[str] | None = None
        if self.talon_taken and not self.talon_taken & ~self.known[seat]:
            talon_obs = texts(self.talon_taken)
        gifts = [[g, t, C.to_text(c) if (up or seat in (g, t)) else None]
                 for g, t, c, up in self.gifts]
        received = [C.to_text(c) for g, t, c, _ in self.gifts if t == seat]
        to_move = None if ph in (Phase.DEAL, Phase.OVER) else self.turn
        hand = [] if seat == self.blind else texts(self.hands[seat])
        talon_size = (self.talon | self.talon2).bit_count() or self.rest.bit_count()
        # 2 players: the declarer's discards (to his own tricks, then to the spare
        # talon) go face down: their faces only to him
        discards = [C.to_text(c) if seat == self.declarer else None
                    for c in self._discards()]
        return {
            "game": "tysyacha", "seat": seat, "players": n,
            "deal_no": self.deal_no + (0 if ph == Phase.OVER else 1),
            "phase": PHASE_NAMES[ph],
            "dealer": self.dealer, "first_hand": self.first_hand, "to_move": to_move,
            "sitting_out": self.sitting if self.sitting >= 0 else None,
            "hand": hand,
            "hand_sizes": [h.bit_count() for h in self.hands],
            "bids": [[s, v if v > 0 else "pass"] for s, v in self.bids],
            "high_bid": self.high_bid or None,
            "high_bidder": self.high_bidder if self.high_bidder >= 0 else None,
            "declarer": self.declarer if self.declarer >= 0 else None,
            "contract": self.contract if self.declarer >= 0 else None,
            "dark": self.dark, "golden": self.golden_deal,
            "talon": talon_obs, "talon_size": talon_size,
            "received": received, "gifts": gifts, "discards": discards,
            "trump": SUIT_LETTERS[self.trump] if self.trump >= 0 else None,
            "trick": [[s, C.to_text(c)] for s, c in zip(self.trick_seats, self.trick,
                                                         strict=True)],
            "leader": self.leader if self.leader >= 0 else None,
            "tricks_won": self.tricks_won[:], "taken_points": self.taken[:],
            "declared": [[s, "A" if suit == 4 else SUIT_LETTERS[suit], v]
                         for s, suit, v in self.declared],
            "played": C.texts(self.played),
            "scores": self.scores[:], "barrel": self.on_barrel[:],
            "barrel_deals_left": [self.barrel_left[s] if self.on_barrel[s] else None
                                  for s in range(n)],
            "bolts": (self.bolts if self.rules.three_bolts_per_game else self.bolt_run)[:],
            "hints_left": {k: self.hints_left[3 * seat + i] for i, k in enumerate(HINT_KINDS)},
            "rules": self.rules.changed(),
            "last_deal": self.last_deal,
            "winner": self.winner if self.winner >= 0 else None,
            "last_trick": last_trick_obs(self),
            "sheet": self.sheet_rows(),
        }

    # --- resampling ------------------------------------------------------------------------

    def resample(self, seat: int, rng: random.Random) -> TysyachaState:
        """A clone whose cards unseen by ``seat`` are re-dealt, uniformly over the deals
        that agree with what ``seat`` knows: every place (hands, talons, the 2-player
        discards) keeps its size and the cards ``seat`` knows in it (``known``: open
        talon and gifts, its own gifts and discards, a declared marriage's partner), and a
        hand gets no card of a suit it showed it lacks (``void``: not following suit, not
        trumping). An exact sampler (``_deal_hidden``): it never retries and never falls
        back on the true deal. The clone draws its future deals from its own RNG seeded
        from ``rng`` and has no forced deals queued: it never deals the true next deal.

        Not kept (the engine does not record them): what bids above 120 (a marriage),
        redeal and unblind offers (the hand qualifies) or a forced trump lead tell, and
        what a hint showed.

        With the extension on, ``koloda._speedups.tys_resample`` deals (the C twin of
        ``_deal_hidden``, draw for draw) and relabels; the world's own RNG is made from
        its seed when first used (see ``rng``)."""
        new = self.clone()
        d = new.__dict__
        d["_rng"] = None  # random.Random(seed) when first used: seeding costs 5-10 µs
        d["_rng_shared"] = False
        d["_rng_seed"] = rng.getrandbits(64)
        new.forced = []
        hidden = self.unseen(seat)
        if not hidden:
            return new
        n = self.players
        places = [*self.hands, self.talon, self.talon2, self.pile, self.rest]
        deal_c = getattr(fast.ext(), "tys_resample", None)  # None: no (or an older) build
        if deal_c is not None and type(rng) is random.Random:
            got = deal_c(places, hidden, [*self.void, 0, 0, 0, 0],
                         [*self.known, self.talon_taken], rng)
            if got is not None:
                placed, masks, to = got
                new.hands = placed[:n]
                new.talon, new.talon2, new.pile, new.rest = placed[n:]
                new.talon_taken = masks.pop()
                new.known = masks
                new.talon_cards = [to[c] for c in self.talon_cards]
                new.gifts = [(g, t, to[c], up) for g, t, c, up in self.gifts]
                new._redraw_face_down_gifts(seat, rng)
                return new
        fixed = [p & ~hidden for p in places]
        need = [(p & hidden).bit_count() for p in places]
        got = _deal_hidden(hidden, need, [*self.void, 0, 0, 0, 0], rng)
        perm: dict[int, int] = {}
        for i, p in enumerate(places):
            perm.update(zip(C.cards_in(p & hidden), C.cards_in(got[i]), strict=True))
        for i in range(n):
            new.hands[i] = fixed[i] | got[i]
        new.talon = fixed[n] | got[n]
        new.talon2 = fixed[n + 1] | got[n + 1]
        new.pile = fixed[n + 2] | got[n + 2]
        new.rest = fixed[n + 3] | got[n + 3]

        def remap(mask: int) -> int:
            out = mask & ~hidden
            for c in C.cards_in(mask & hidden):
                out |= 1 << perm[c]
            return out

        new.known = [remap(k) for k in self.known]
        new.talon_taken = remap(self.talon_taken)
        new.talon_cards = [perm.get(c, c) for c in self.talon_cards]
        new.gifts = [(g, t, perm.get(c, c), up) for g, t, c, up in self.gifts]
        new._redraw_face_down_gifts(seat, rng)
        return new

    @property
    def rng(self) -> random.Random:
        """``State.rng``; a resampled world makes its RNG from its seed when first used."""
        d = self.__dict__
        if d["_rng"] is None:
            d["_rng"] = random.Random(d["_rng_seed"])
            d["_rng_shared"] = False
        return State.rng.fget(self)  # type: ignore[attr-defined,no-any-return]

    @rng.setter
    def rng(self, value: random.Random) -> None:
        State.rng.fset(self, value)  # type: ignore[attr-defined]

    def canonical(self, seat: int) -> TysyachaState:
        """``State.canonical``: the cards hidden from ``seat`` relabelled so that the
        lowest of them lie in the first hidden places (the hands in seat order, the
        talons, the 2-player discards; inside a place, by what the others know of each
        card: a talon card, a face-down gift), the logs wiped; ``resample`` from it
        re-deals them, so its worlds depend on what the seat knows only."""
        new = self.clone()
        new.wiped()
        hidden = self.unseen(seat)
        new._forget_dark_talon(seat, hidden)
        if not hidden:
            return new
        # from here ``new``'s fields are read as they were before their relabelling
        places = [*new.hands, new.talon, new.talon2, new.pile, new.rest]
        gift = {c: i for i, (_, _, c, _) in enumerate(new.gifts)}
        dealt = {c: i for i, c in enumerate(new.talon_cards)}
        known, taken = new.known[:], new.talon_taken

        def mark(c: int) -> tuple[int, ...]:  # what the others know of the card's place
            return (*(k >> c & 1 for k in known), taken >> c & 1,
                    gift.get(c, -1), dealt.get(c, -1), c)

        order = [c for p in places for c in sorted(C.cards_in(p & hidden), key=mark)]
        perm = dict(zip(order, C.cards_in(hidden), strict=True))

        def remap(mask: int) -> int:
            out = mask & ~hidden
            for c in C.cards_in(mask & hidden):
                out |= 1 << perm[c]
            return out

        new.hands = [remap(h) for h in new.hands]
        new.talon, new.talon2 = remap(new.talon), remap(new.talon2)
        new.pile, new.rest = remap(new.pile), remap(new.rest)
        new.known = [remap(k) for k in known]
        new.talon_taken = remap(taken)
        new.talon_cards = [perm.get(c, c) for c in new.talon_cards]
        new.gifts = [(g, t, perm.get(c, c), up) for g, t, c, up in new.gifts]
        return new

    def _forget_dark_talon(self, seat: int, hidden: int) -> None:
        """Part of :meth:`canonical`: a talon the declarer took unseen by ``seat`` (3-4
        players; golden deal, dark play, a hidden talon at 100) is laid out by a fixed
        rule. ``seat`` cannot tell which of the declarer's cards, or of the cards since
        played or given, came from it; kept as they are, the worlds would hold the true
        talon (which of the played cards were in it, whether a face-down gift was). It
        becomes the declarer's first hidden cards (by what the others know of them), then
        the last cards played; what the declarer knows, and the dealt order, follow."""
        decl = self.declarer
        if (self.players < 3 or self.talon_open or decl < 0 or seat == decl
                or not self.talon_taken):
            return
        k = self.talon_taken.bit_count()
        given = C.mask_of(c for g, _, c, _ in self.gifts if g == decl)
        order = sorted(C.cards_in(self.hands[decl] & hidden), key=lambda c: (
            *(m >> c & 1 for s, m in enumerate(self.known) if s != decl),
            given >> c & 1, c))
        order += [c for c in reversed(self.played) if c not in order]
        talon = C.mask_of(order[:k])
        public = ~0
        for m in self.known:
            public &= m
        self.known[decl] = talon | given | public
        self.talon_taken = talon
        self.talon_cards = order[:k]

    def _redraw_face_down_gifts(self, seat: int, rng: random.Random) -> None:
        """A face-down gift between two other seats may have been any card the declarer
        held then, a card of the open talon that ``seat`` saw included: re-draw which one
        it was (the cards keep their faces, only their places change), so a sample does
        not keep a seen talon card where the truth has it. Part of :meth:`resample`."""
        for i, (giver, to, card, up) in enumerate(self.gifts):
            if up or seat in (giver, to) or not self.hands[to] >> card & 1:
                continue
            if _suits_mask(self.void[giver]) >> card & 1:
                continue  # the gift cannot go back to a hand void in its suit
            # the declarer's cards whose place ``seat`` knows for another reason stay put
            pinned = self.known[seat] & ~self.talon_taken
            pool = (self.hands[giver] | 1 << card) & ~pinned
            pool &= ~_suits_mask(self.void[to])
            choices = list(C.cards_in(pool))
            if not choices:
                continue
            other = choices[rng.randrange(len(choices))]
            if other == card:
                continue
            swap = 1 << card | 1 << other
            self.hands[giver] ^= swap
            self.hands[to] ^= swap
            self.gifts[i] = (giver, to, other, up)

    # --- hints -----------------------------------------------------------------------------

    def hint(self, seat: int, request: str, lang: str = "ru") -> str:
        words = request.strip().lower().split()
        kind = words[0] if words else ""
        aliases = {"hands": 0, "карты": 0, "руки": 0, "talon_suits": 1, "suits": 1,
                   "масти": 1, "talon": 2, "talon_card": 2, "прикуп": 2}
        if kind not in aliases:
            raise IllegalActionError(
                f"unknown hint '{request}'; hints: hands, talon_suits, talon N",
                f"нет подсказки «{request}»; есть: hands (карты), talon_suits (масти), "
                "talon N (прикуп N)")
        k = aliases[kind]
        left = self.hints_left[3 * seat + k]
        if left <= 0:
            raise IllegalActionError(f"no '{HINT_KINDS[k]}' hints left",
                                     f"подсказок «{HINT_KINDS[k]}» больше нет")
        ru = lang == "ru"
        if k == 0:
            if self.phase in (Phase.DEAL, Phase.OVER) or not any(
                    self.hands[s] for s in range(self.players) if s != seat):
                raise IllegalActionError("no deal is in progress: nothing to show",
                                         "сейчас нет раздачи — показывать нечего")
            parts = []
            shown = seat_names(self.players, (seat,), lang)
            for s in range(self.players):
                if s != seat and self.hands[s]:
                    cards = " ".join(C.show(c, lang) for c in sorted_cards(self.hands[s]))
                    parts.append(f"{shown[s]}: {cards}")
            text = "; ".join(parts)
        else:
            talon = self.talon | self.talon2
            if not talon or self.phase in (Phase.DEAL, Phase.OVER):
                raise IllegalActionError(
                    "the talon is no longer hidden: the hint is of no use now",
                    "прикуп уже не закрыт — подсказка сейчас бесполезна")
            hidden = [c for c in self.talon_cards if talon >> c & 1]
            if k == 1:
                names = C.SUIT_NAMES_RU if ru else C.SUIT_NAMES_EN
                text = ", ".join(names[C.suit_of(c)] for c in sorted(hidden, key=C.suit_of))
            else:
                num = parse_int(words[1], 1, len(hidden)) if len(words) > 1 else None
                if num is None:
                    raise IllegalActionError(
                        f"say which talon card: talon N, N from 1 to {len(hidden)}",
                        f"укажите карту прикупа: talon N, N от 1 до {len(hidden)}")
                text = C.show(hidden[num - 1], lang)
        self.hints_left[3 * seat + k] = left - 1
        return text

    # --- score sheet -------------------------------------------------------------------------

    def score_sheet(self, lang: str = "ru", names: Sequence[str] | None = None) -> str:
        from koloda.games.tysyacha.sheet import render_sheet

        return render_sheet(self.sheet, self.players, lang, names)

    def sheet_rows(self) -> list[dict[str, Any]]:
        """The score sheet's rows (public: every seat sees the same), copied so that a
        reader cannot change the game's own; JSON-able. A played deal's row holds
        ``deal``, ``dealer``, ``declarer``, ``contract``, ``made``, ``roospis``,
        ``golden``, ``dark``, ``deltas`` and ``totals`` (per seat), ``points`` (the
        deal's points per seat before the barrel and bolt rules), ``notes`` (per seat:
        ``bolt``, ``fall``, ``samosval`` ...), ``barrel`` (per seat: deals left on the
        barrel, or None) and ``sitting`` (the seat sitting out, or -1); a golden
        round's reset is ``{"reset": true}``. The rows are shared by every observation
        of this game (read them, never change them); the list is new each time."""
        shown = self._public_sheet
        if len(shown) != len(self.sheet):
            self._public_sheet = shown = (*shown[:len(self.sheet)], *(
                {k: ([list(x) if isinstance(x, list) else x for x in v]
                     if isinstance(v, list) else v) for k, v in row.items()}
                for row in self.sheet[len(shown):]))
        return list(shown)


def _suits_mask(suit_bits: int) -> int:
    """The cards of the suits whose bits are set (a seat's public voids)."""
    out = 0
    for suit in range(4):
        if suit_bits >> suit & 1:
            out |= C.SUIT_MASKS[suit]
    return out


def _deal_hidden(hidden: int, need: list[int], void: list[int],
                 rng: random.Random) -> list[int]:
    """Deal the cards of ``hidden`` into places, ``need[i]`` cards to place ``i`` and no
    card of a suit set in ``void[i]`` (a bit per suit), uniformly over all such deals.

    Cards of one suit are interchangeable under these constraints, so a deal is a count
    per (place, suit) and then a shuffle within each suit; suit by suit, each split of
    the suit's cards among the places is drawn with weight (its ways to choose the cards)
    x (the number of ways to deal the remaining suits into the room left), counted by
    ``_ways``. Every split drawn can be completed, so nothing is retried. The true deal
    is one of the deals counted: a place never gets stuck."""
    out = [0] * len(need)
    live = [i for i, k in enumerate(need) if k]
    present = 0
    for s in range(4):
        if hidden & SUIT_BITS[s]:
            present |= 1 << s
    if not any(void[i] & present for i in live):  # no constraint: one shuffle
        pool = list(C.cards_in(hidden))
        rng.shuffle(pool)
        k = 0
        for i in live:
            out[i] = C.mask_of(pool[k:k + need[i]])
            k += need[i]
        return out
    suits = [s for s in range(4) if present >> s & 1]
    counts = tuple((hidden & SUIT_BITS[s]).bit_count() for s in suits)
    takers = tuple(tuple(j for j, i in enumerate(live) if not void[i] >> s & 1)
                   for s in suits)
    room = tuple(need[i] for i in live)
    for pos, s in enumerate(suits):
        options: list[tuple[int, ...]] = []
        weights: list[int] = []
        for split in _splits(counts[pos], takers[pos], room):
            left = _less(room, takers[pos], split)
            w = _multinomial(counts[pos], split) * _ways(counts[pos + 1:],
                                                           takers[pos + 1:], left)
            if w:
                options.append(split)
                weights.append(w)
        pick = rng.randrange(sum(weights))  # nonzero: the true deal is counted
        j = 0
        while pick >= weights[j]:
            pick -= weights[j]
            j += 1
        split = options[j]
        cards = list(C.cards_in(hidden & SUIT_BITS[s]))
        rng.shuffle(cards)
        k = 0
        for j, take in zip(takers[pos], split, strict=True):
            out[live[j]] |= C.mask_of(cards[k:k + take])
            k += take
        room = _less(room, takers[pos], split)
    return out


def _splits(k: int, takers: tuple[int, ...], room: tuple[int, ...]
            ) -> Iterator[tuple[int, ...]]:
    """Every way to split ``k`` cards among the places ``takers`` within their room."""
    if not takers:
        if k == 0:
            yield ()
        return
    first, rest = takers[0], takers[1:]
    spare = sum(room[j] for j in rest)
    for take in range(max(0, k - spare), min(k, room[first]) + 1):
        for tail in _splits(k - take, rest, room):
            yield (take, *tail)


def _less(room: tuple[int, ...], takers: tuple[int, ...], split: tuple[int, ...]
          ) -> tuple[int, ...]:
    left = list(room)
    for j, take in zip(takers, split, strict=True):
        left[j] -= take
    return tuple(left)


_FACT = [factorial(k) for k in range(25)]


def _multinomial(k: int, split: tuple[int, ...]) -> int:
    out = _FACT[k]
    for take in split:
        out //= _FACT[take]
    return out


@lru_cache(maxsize=1 << 16)
def _ways(counts: tuple[int, ...], takers: tuple[tuple[int, ...], ...],
          room: tuple[int, ...]) -> int:
    """How many deals put the remaining suits (``counts[i]`` cards, allowed in the places
    ``takers[i]``) into exactly the room left."""
    if not counts:
        return 0 if any(room) else 1
    return sum(_multinomial(counts[0], split)
               * _ways(counts[1:], takers[1:], _less(room, takers[0], split))
               for split in _splits(counts[0], takers[0], room))


_LEGAL: tuple[Callable[[TysyachaState], list[Action]], ...] = (
    lambda st: [],
    TysyachaState._legal_dark,
    TysyachaState._legal_redeal,
    TysyachaState._legal_unblind,
    TysyachaState._legal_bidding,
    TysyachaState._legal_talon,
    TysyachaState._legal_giving,
    TysyachaState._legal_discard,
    TysyachaState._legal_contract,
    TysyachaState._legal_play,
    lambda st: [],
)

_APPLY: tuple[Callable[[TysyachaState, Action], None], ...] = (
    lambda st, a: None,
    TysyachaState._apply_dark,
    TysyachaState._apply_redeal,
    TysyachaState._apply_unblind,
    TysyachaState._apply_bidding,
    TysyachaState._apply_talon,
    TysyachaState._apply_giving,
    TysyachaState._apply_discard,
    TysyachaState._apply_contract,
    TysyachaState._apply_play,
    lambda st, a: None,
)
