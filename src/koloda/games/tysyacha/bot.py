"""Тысяча heuristic computer player.

:class:`HeuristicAgent` sees only the observation dict and the legal action ints (the
contract in the observation notes of the game), never the state. It plays by rules of
thumb that club players use:

- *Hand value.* :func:`evaluate` estimates the points a hand takes as the declarer (who
  leads first): masters (cards no outstanding card can beat) win their tricks, guarded
  cards of the trump suit win after the higher ones are drawn, long side suits are
  discounted for the risk of being trumped, and every marriage counts with the chance of
  getting the lead to declare it (an ace to win the first trick, unless the rules let a
  marriage be declared on the first lead). Points the opponents must add when they follow
  suit are counted too.
- *Bidding.* During the auction the talon is unknown, so the hand is valued over a few
  sampled talons (keeping the best eight or ten cards), and the bot bids the next step
  while its chance to make it (:func:`p_make`, fitted on self-play) stays above a bar. The
  first hand opens 100 as it must. The barrel changes this: a player on it bids only when
  he can make the contract that wins the game, and a player facing an opponent on the
  barrel takes more risk to keep him from the talon.
- *After the talon.* It gives away the pair of cards whose loss hurts its hand least
  (low cards, never a card of its own marriage, preferably no king or queen that may
  complete an opponent's marriage; the cheaper one to the leader in the score); with two
  players it lays its best loose point card into its own pile. The contract is the one
  with the best expectation: raised while the raise pays for its risk, kept, or conceded
  (роспись) when failing would cost more (the opponents' likely points and marriages
  count against playing on). A redeal on offer is taken when the deal looks bad.
- *Play.* It rebuilds the finished tricks from ``played`` (who led, who won, who showed
  out of a suit) to know the masters and the voids, and weighs the chance that an enemy
  can trump. On lead with a marriage to declare and no trump yet, it first cashes its
  masters (nobody can trump them), then declares the marriages that keep the lead (their
  ace and ten are not out), then the dearest one, leading the queen when it will lose.
  Later it draws trumps when it holds their master, cashes masters nobody will trump, or
  leads a cheap card. Following, it wins with the cheapest card that wins when the trick
  is an enemy's and no enemy can still beat it, otherwise plays the cheapest card (never a
  card of an undeclared marriage if it can help it). A defender does not overtake the
  other defender's safe trick but drops loose points on it.

Deterministic: the only randomness is the injected ``rng`` (talon samples, the unseen
choice of a talon by two players, the rare dark game).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.games.tysyacha import actions as A

# order inside a suit, low to high: 9 J Q K 10 A
ORDER = {9: 0, 11: 1, 12: 2, 13: 3, 10: 4, 14: 5}
POINTS = {9: 0, 11: 2, 12: 3, 13: 4, 10: 10, 14: 11}
MARRIAGE = (40, 60, 80, 100)
SUIT_LETTERS = "SCDH"
RANKS = (9, 11, 12, 13, 10, 14)  # by ORDER
DECK = tuple(C.make(r, s) for s in range(4) for r in RANKS)
DECK_MASK = C.mask_of(DECK)
_CARD = {C.to_text(c): c for c in DECK}
_ORD = [ORDER.get(c & 15, 0) for c in range(64)]
_PTS = [POINTS.get(c & 15, 0) for c in range(64)]

# tuning, fitted on self-play (bench/tysyacha_bots.py)
REGAIN_LEAD = 0.45      # chance to be on lead again after a marriage lead that loses
RUFF_RISK = 0.25        # above this chance that an enemy trumps, a master is not "safe"
GIVE_POOL = 6           # cards considered for the two gifts
MASTER_BONUS = (6.5, 1.0)  # card points added: a base and per master
NO_MASTER_FACTOR = 0.6  # card points kept by a hand without a master
NO_MASTER_DECLARE = 0.1  # chance to declare a marriage with no master to win a trick
NO_MARRIAGE_MALUS = 5.0  # card points lost by a hand with no marriage
P_SLOPE = 0.07          # p_make: chance to make a contract d points under the estimate
P_OFFSET = 4.0          # ... the estimate runs about this much low on average
FAIL_AVERSION = 20.0    # a failed contract also costs the lead in the race
ROOSPIS_AVERSION = 5.0  # conceding is kept for clearly lost deals
ROOSPIS_BELOW = 0.2     # ... and always taken below this chance to make the contract


def p_make(d: float) -> float:
    """Chance to make a contract ``d`` points below the hand's estimated value.

    >>> round(p_make(-4), 2), p_make(80) > 0.99
    (0.5, True)
    """
    x = P_SLOPE * (d + P_OFFSET)
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def card_of(text: str) -> int:
    found = _CARD.get(text)
    return found if found is not None else C.parse(text)


def suit(card: int) -> int:
    return (card >> 4) & 7


def order(card: int) -> int:
    return ORDER[card & 15]


def points(card: int) -> int:
    return POINTS[card & 15]


def beats(card: int, best: int, trump: int | None) -> bool:
    """Does ``card`` beat the trick's current best card ``best``?"""
    s, b = suit(card), suit(best)
    if s == b:
        return order(card) > order(best)
    return trump is not None and s == trump


def suit_of_letter(letter: Any) -> int | None:
    if isinstance(letter, str) and letter in SUIT_LETTERS and letter:
        return SUIT_LETTERS.index(letter)
    return None


def _rule(obs: Mapping[str, Any], key: str, default: Any = False) -> Any:
    rules = obs.get("rules") or {}
    return rules.get(key, default)


# --- hand value -----------------------------------------------------------------------


def evaluate(hand: Sequence[int], out: int, n_opp: int, *, lead_declare: bool = False,
             trump: int | None = None, ace_marriage: bool = False,
             declared: Sequence[int] = ()) -> float:
    """Expected points of ``hand`` for a declarer who leads first (see :func:`value_parts`)."""
    cards, marriages = value_parts(hand, out, n_opp, lead_declare=lead_declare, trump=trump,
                                   ace_marriage=ace_marriage, declared=declared)
    return cards + marriages


def value_parts(hand: Sequence[int], out: int, n_opp: int, *, lead_declare: bool = False,
                trump: int | None = None, ace_marriage: bool = False,
                declared: Sequence[int] = ()) -> tuple[float, float]:
    """Expected card points and marriage points of ``hand`` for a declarer who leads first.

    ``out`` is the bitmask of the cards still held by others (or unknown); cards that are
    neither in ``hand`` nor in ``out`` are gone. ``lead_declare``: a marriage can be
    declared on the first lead. ``declared``: marriage suits already declared by this
    player (they add no more points).
    """
    mine: list[list[int]] = [[], [], [], []]
    for c in hand:
        mine[c >> 4 & 7].append(_ORD[c])
    opp: list[list[int]] = [[], [], [], []]
    opp_pts: list[list[int]] = [[], [], [], []]
    for c in DECK:  # in suit order, low to high
        if out >> c & 1:
            opp[c >> 4 & 7].append(_ORD[c])
            opp_pts[c >> 4 & 7].append(_PTS[c])
    marriages = [s for s in range(4) if 2 in mine[s] and 3 in mine[s] and s not in declared]
    marriages.sort(key=lambda s: -MARRIAGE[s])
    eval_trump = marriages[0] if marriages else trump
    masters = 0
    total = 0.0
    wins = 0.0
    for s in range(4):
        my = sorted(mine[s], reverse=True)
        if not my:
            continue
        op = opp[s]
        o = len(op)
        length = len(my)
        w_s = 0.0
        for i, mo in enumerate(my):
            higher = sum(1 for x in op if x > mo)
            if s == eval_trump:
                if higher == 0:
                    p = 1.0
                elif higher <= length - 1 - i:
                    p = 0.7
                elif higher == 1 and length - 1 - i >= 0 and i == 0:
                    p = 0.3
                else:
                    p = 0.08
            elif higher == 0:
                left = o - n_opp * i
                if i == 0:
                    p = 1.0
                elif left >= n_opp:
                    p = 0.9
                elif eval_trump is None:
                    p = 0.8 if left > 0 else 0.7
                else:
                    p = 0.7 if left > 0 else 0.5
            elif higher <= length - 1 - i:
                p = 0.3
            else:
                p = 0.04
            if higher == 0:
                masters += 1
            w_s += p
            total += p * POINTS[RANKS[mo]]
        # what the others add to the tricks won in this suit: their lowest cards first
        give = n_opp * w_s
        low_pts = opp_pts[s]  # already low to high
        k = min(o, int(give + 0.5))
        total += sum(low_pts[:k]) + max(0.0, give - k) * 1.5
        wins += w_s
    # marriages: the first needs the lead after a won trick; a marriage whose ace and ten
    # are not out keeps the lead, so those go first; after a losing one the lead is rarely
    # regained
    aces_all = ace_marriage and all(5 in mine[s] for s in range(4))
    # without a master the lead is soon lost and seldom regained; with masters the
    # others must feed them more than the per-suit count assumes (both fitted on self-play)
    if masters:
        total += MASTER_BONUS[0] + MASTER_BONUS[1] * masters
    else:
        total *= NO_MASTER_FACTOR
    if not marriages:
        total -= NO_MARRIAGE_MALUS  # no trump of one's own: the others' trumps hurt
    cards = total
    if marriages or aces_all:
        if lead_declare:
            p = 1.0
        elif masters:
            p = 0.97
        else:
            p = NO_MASTER_DECLARE
        if aces_all:
            total += 200 * p
        secure = [s for s in marriages if not any(x > 3 for x in opp[s])]
        loose = [s for s in marriages if s not in secure]
        for s in secure + loose:
            total += MARRIAGE[s] * p
            if s in loose:
                p *= REGAIN_LEAD
    return cards, total - cards


def keep_score(card: int, hand: Sequence[int]) -> float:
    """How much a card is worth keeping (used to drop cards from sampled hands)."""
    s, r = suit(card), card & 15
    score = float(POINTS[r]) + ORDER[r]
    if r in (12, 13):
        partner = C.make(25 - r, s)
        if partner in hand:
            score += 100 + MARRIAGE[s] / 10
    if r == 10 and C.make(14, s) in hand:
        score += 10
    score += sum(1 for c in hand if suit(c) == s)
    return score


def best_subset(cards: Sequence[int], keep: int) -> list[int]:
    """Greedy: drop the cards with the lowest keep score until ``keep`` are left."""
    if len(cards) <= keep:
        return list(cards)
    ranked = sorted(cards, key=lambda c: keep_score(c, cards), reverse=True)
    return ranked[:keep]


# --- what a seat knows in play ----------------------------------------------------------


class _Play:
    """The deal so far, rebuilt from one observation."""

    def __init__(self, obs: Mapping[str, Any], seat: int) -> None:
        self.seat = seat
        players = int(obs.get("players", 3))
        out_seat = obs.get("sitting_out")
        self.active = [p for p in range(players) if p != out_seat]
        self.n = len(self.active)
        self.declarer: int | None = obs.get("declarer")
        self.hand = [card_of(t) for t in obs.get("hand", [])]
        self.sizes = [int(x) for x in obs.get("hand_sizes") or []]
        self.trump = suit_of_letter(obs.get("trump"))
        self.trick = [(int(p), card_of(t)) for p, t in obs.get("trick", [])]
        self.played = [card_of(t) for t in obs.get("played", [])]
        gone = C.mask_of(self.played) | C.mask_of(c for _, c in self.trick)
        self.out = DECK_MASK & ~gone & ~C.mask_of(self.hand)
        self.voids: dict[int, set[int]] = {p: set() for p in self.active}
        self.won_trick = False
        self.lead_declare = bool(_rule(obs, "declare_on_first_lead"))
        self.my_declared = [s for p, s_, _ in obs.get("declared", [])
                            if p == seat and (s := suit_of_letter(s_)) is not None]
        self._rebuild(obs)
        tricks_won = obs.get("tricks_won")
        if isinstance(tricks_won, list) and seat < len(tricks_won) and tricks_won[seat]:
            self.won_trick = True

    def _rebuild(self, obs: Mapping[str, Any]) -> None:
        if self.declarer is None or self.declarer not in self.active:
            return
        declared = [(int(p), s) for p, s, _ in obs.get("declared", [])]
        leader = self.declarer
        trump: int | None = None
        di = 0
        voids: dict[int, set[int]] = {p: set() for p in self.active}
        n = self.n
        for t in range(len(self.played) // n):
            cards = self.played[t * n:(t + 1) * n]
            start = self.active.index(leader)
            seats = [self.active[(start + k) % n] for k in range(n)]
            lead = cards[0]
            if di < len(declared) and declared[di][0] == leader:
                ds = declared[di][1]
                if ds == "A" and lead & 15 == 14:
                    di += 1
                elif suit_of_letter(ds) == suit(lead) and lead & 15 in (12, 13):
                    trump = suit(lead)
                    di += 1
            for p, c in zip(seats[1:], cards[1:], strict=True):
                if suit(c) != suit(lead):
                    voids[p].add(suit(lead))
                    if trump is not None and suit(c) != trump:
                        voids[p].add(trump)
            best = 0
            for k in range(1, n):
                if beats(cards[k], cards[best], trump):
                    best = k
            leader = seats[best]
        if self.trick:
            lead_seat, lead = self.trick[0]
            if lead_seat != leader:
                return  # could not follow the deal: keep no voids
            for p, c in self.trick[1:]:
                if suit(c) != suit(lead):
                    voids[p].add(suit(lead))
                    if self.trump is not None and suit(c) != self.trump:
                        voids[p].add(self.trump)
        elif obs.get("leader") is not None and obs.get("leader") != leader:
            return
        self.voids = voids

    # helpers
    def higher_out(self, card: int) -> int:
        s, o = suit(card), order(card)
        return sum(1 for c in C.cards_in(self.out & C.SUIT_MASKS[s]) if order(c) > o)

    def out_in(self, s: int) -> int:
        return C.count(self.out & C.SUIT_MASKS[s])

    def is_master(self, card: int) -> bool:
        return self.higher_out(card) == 0

    def enemy(self, p: int) -> bool:
        if p == self.seat:
            return False
        if self.declarer is None or self.seat == self.declarer:
            return True
        return p == self.declarer

    def marriage_card(self, card: int) -> bool:
        r = card & 15
        return r in (12, 13) and C.make(25 - r, suit(card)) in self.hand

    def p_void(self, p: int, s: int) -> float:
        """Chance that seat ``p`` holds no card of suit ``s`` (hypergeometric over the
        cards this seat cannot place)."""
        if s in self.voids.get(p, ()):
            return 1.0
        k = self.out_in(s)
        if k == 0:
            return 1.0
        unknown = C.count(self.out)
        h = self.sizes[p] if p < len(self.sizes) else 0
        prob = 1.0
        for i in range(h):
            if unknown - i <= 0:
                break
            prob *= max(0, unknown - k - i) / (unknown - i)
        return prob

    def may_ruff(self, p: int, s: int) -> bool:
        """Might seat ``p`` trump a lead of suit ``s``?"""
        t = self.trump
        if t is None or s == t or t in self.voids.get(p, ()) or self.out_in(t) == 0:
            return False
        return self.p_void(p, s) * (1.0 - self.p_void(p, t)) > RUFF_RISK

    def safe(self, card: int, rest: Sequence[int]) -> bool:
        """Will ``card`` (now best in the trick) hold against the players still to play?"""
        enemies = [p for p in rest if self.enemy(p)]
        if not enemies:
            return True
        if self.higher_out(card):
            return False
        s = suit(card)
        if s == self.trump:
            return True
        return not any(self.may_ruff(p, s) for p in enemies)


def _trick_best(trick: Sequence[tuple[int, int]], trump: int | None) -> tuple[int, int]:
    best_seat, best = trick[0]
    for p, c in trick[1:]:
        if beats(c, best, trump):
            best_seat, best = p, c
    return best_seat, best


# --- the agent ----------------------------------------------------------------------------


class HeuristicAgent:
    """A rule-of-thumb Тысяча player; see the module notes."""

    SAMPLES = 12
    BID_CONFIDENCE = 0.66  # chance of making a bid (over the sampled talons) to bid it
    THREAT_CONFIDENCE = 0.45  # the same while an opponent sits on the barrel

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng
        self._cache_key: tuple[Any, ...] | None = None
        self._cache_val: list[float] = []
        self._pile: tuple[Any, int] = (None, 0)  # 2 players: (deal, points) of own discard

    # dispatch --------------------------------------------------------------------------

    def act(self, obs: Mapping[str, Any], legal: Sequence[int]) -> int:
        if len(legal) == 1:
            return legal[0]
        kinds = {A.kind(a) for a in legal}
        if kinds & {A.PLAY, A.DECLARE, A.ACES}:
            return self._play(obs, legal)
        if A.GIVE in kinds:
            return self._give(obs, legal)
        if A.DISCARD in kinds:
            return self._discard(obs, legal)
        if A.TAKE in kinds:
            takes = [a for a in legal if A.kind(a) == A.TAKE]
            return takes[self.rng.randrange(len(takes))]
        if A.DARK in kinds:
            return self._dark(obs, legal)
        if A.RAISE in kinds or A.START in kinds or A.ROOSPIS in kinds:
            return self._contract(obs, legal)
        if A.BID in kinds:
            return self._bid(obs, legal)
        if A.REDEAL in kinds:
            return self._redeal(obs, legal)
        if A.LOOK in kinds:
            return A.LOOK
        if A.KEEP in kinds:
            return A.KEEP
        return legal[0]

    # facts -----------------------------------------------------------------------------

    def _hand(self, obs: Mapping[str, Any]) -> list[int]:
        return [card_of(t) for t in obs.get("hand", [])]

    def _n_opp(self, obs: Mapping[str, Any]) -> int:
        return 1 if int(obs.get("players", 3)) == 2 else 2

    def _tricks(self, obs: Mapping[str, Any]) -> int:
        return 10 if int(obs.get("players", 3)) == 2 else 8

    def _score(self, obs: Mapping[str, Any], seat: int) -> int:
        scores = obs.get("scores") or []
        return int(scores[seat]) if seat < len(scores) else 0

    def _on_barrel(self, obs: Mapping[str, Any], seat: int) -> bool:
        barrel = obs.get("barrel") or []
        return bool(barrel[seat]) if seat < len(barrel) else False

    def _need_on_barrel(self, obs: Mapping[str, Any]) -> int:
        need = 1000 - self._score(obs, self.seat)
        if _rule(obs, "more_than_1000"):
            need += 5
        return max(100, -(-need // 5) * 5)

    def _threat(self, obs: Mapping[str, Any]) -> bool:
        """Is an opponent on the barrel (one good contract from winning)?"""
        players = int(obs.get("players", 3))
        return any(self._on_barrel(obs, p) for p in range(players) if p != self.seat)

    # hand value during the auction -------------------------------------------------------

    def _auction_values(self, obs: Mapping[str, Any]) -> list[float]:
        """Sampled values of the hand with a talon, sorted from low to high."""
        hand = self._hand(obs)
        key = (obs.get("deal_no"), tuple(hand), obs.get("players"), obs.get("dealer"))
        if key == self._cache_key:
            return self._cache_val
        players = int(obs.get("players", 3))
        unknown = [c for c in DECK if c not in hand]
        talon = 2 if players == 2 else 3
        keep = self._tricks(obs) if players != 2 else 10
        n_opp = self._n_opp(obs)
        lead_declare = bool(_rule(obs, "declare_on_first_lead"))
        aces = bool(_rule(obs, "ace_marriage"))
        vals = []
        for _ in range(self.SAMPLES):
            extra = self.rng.sample(unknown, talon)
            cards = best_subset(hand + extra, keep)
            out = C.mask_of(c for c in unknown if c not in extra)
            bonus = 0.0
            if players == 2:  # the card laid into one's own pile counts
                dropped = [c for c in hand + extra if c not in cards]
                bonus = max((points(c) for c in dropped), default=0)
            vals.append(evaluate(cards, out, n_opp, lead_declare=lead_declare,
                                 ace_marriage=aces) + bonus)
        vals.sort()
        self._cache_key, self._cache_val = key, vals
        return vals

    def _max_bid(self, obs: Mapping[str, Any], confidence: float | None = None) -> float:
        """The highest bid made with at least the given chance over the sampled talons."""
        vals = self._auction_values(obs)
        need = self.BID_CONFIDENCE if confidence is None else confidence
        best = 95.0
        for n in range(100, 305, 5):
            if sum(p_make(v - n) for v in vals) < need * len(vals):
                break
            best = float(n)
        return best

    # phases before play -----------------------------------------------------------------

    def _dark(self, obs: Mapping[str, Any], legal: Sequence[int]) -> int:
        me = self._score(obs, self.seat)
        players = int(obs.get("players", 3))
        best_other = max((self._score(obs, p) for p in range(players) if p != self.seat),
                         default=0)
        desperate = best_other >= 800 and best_other - me >= 300
        if A.DARK in legal and desperate and self.rng.random() < 0.3:
            return A.DARK
        return A.LOOK if A.LOOK in legal else next(a for a in legal if a != A.DARK)

    def _redeal(self, obs: Mapping[str, Any], legal: Sequence[int]) -> int:
        declarer = obs.get("declarer")
        if declarer is not None and declarer != self.seat:
            return A.REDEAL  # a defender with a poor hand: the declarer bid on a good one
        if declarer == self.seat:
            contract = int(obs.get("contract") or obs.get("high_bid") or 100)
            if self._p_make(obs, contract) < 0.65:
                return A.REDEAL
            return A.KEEP if A.KEEP in legal else legal[0]
        if self._max_bid(obs) < 115 and A.REDEAL in legal:
            return A.REDEAL
        return A.KEEP if A.KEEP in legal else next(a for a in legal if a != A.REDEAL)

    def _bid(self, obs: Mapping[str, Any], legal: Sequence[int]) -> int:
        bids = sorted(A.arg(a) for a in legal if A.kind(a) == A.BID)
        can_pass = A.PASS in legal
        if not bids:
            return A.PASS if can_pass else legal[0]
        lowest = bids[0]
        if not can_pass:
            return A.bid(lowest)  # the first hand must open
        if obs.get("phase") == "unblind":
            return A.bid(lowest) if self._max_bid(obs) >= lowest else A.PASS
        limit = self._max_bid(obs)
        if self._on_barrel(obs, self.seat):
            need = self._need_on_barrel(obs)
            if limit < need:
                return A.PASS
            return A.bid(lowest) if lowest <= limit else A.PASS
        if self._threat(obs):
            # an opponent on the barrel must not get the talon cheaply: take more risk
            limit = self._max_bid(obs, self.THREAT_CONFIDENCE)
        if lowest <= limit:
            return A.bid(lowest)
        return A.PASS

    def _p_make(self, obs: Mapping[str, Any], contract: int) -> float:
        cards, marr = self._current_parts(obs)
        return p_make(cards + marr - contract)

    def _current_parts(self, obs: Mapping[str, Any]) -> tuple[float, float]:
        """Card and marriage value of the declarer's cards now (after talon and gifts)."""
        hand = self._hand(obs)
        n_opp = self._n_opp(obs)
        players = int(obs.get("players", 3))
        keep = 10 if players == 2 else 8
        cards = best_subset(hand, keep) if len(hand) > keep else hand
        known = set(hand)
        out = C.mask_of(c for c in DECK if c not in known)
        if players == 2 and len(hand) > keep:
            dropped = [c for c in hand if c not in cards]
            out &= ~C.mask_of(dropped)
            bonus = float(max(points(c) for c in dropped))
        else:
            bonus = 0.0
            taken = obs.get("taken_points") or []
            if self.seat < len(taken):
                bonus = float(taken[self.seat] or 0)
            if players == 2 and self._pile[0] == obs.get("deal_no"):
                bonus += self._pile[1]
        pts, marr = value_parts(cards, out, n_opp,
                                lead_declare=bool(_rule(obs, "declare_on_first_lead")),
                                ace_marriage=bool(_rule(obs, "ace_marriage")))
        return pts + bonus, marr

    def _current_value(self, obs: Mapping[str, Any]) -> float:
        cards, marr = self._current_parts(obs)
        return cards + marr

    def _contract(self, obs: Mapping[str, Any], legal: Sequence[int]) -> int:
        """Raise, keep, concede or redeal, whichever is worth most: my score change less
        a share of what the opponents gain."""
        contract = int(obs.get("contract") or obs.get("high_bid") or 100)
        cards, marr = self._current_parts(obs)
        est = cards + marr
        n_opp = self._n_opp(obs)
        share = 1.0 / n_opp  # each of two rivals counts half
        hand = set(self._hand(obs))
        opp_marr = sum(MARRIAGE[s] * 0.3 for s in range(4)
                       if C.make(12, s) not in hand and C.make(13, s) not in hand)
        opp_play = max(0.0, 120 - min(cards, 120)) + opp_marr
        on_barrel = self._on_barrel(obs, self.seat)
        need = self._need_on_barrel(obs) if on_barrel else 0
        options: list[tuple[float, int]] = []
        for a in legal:
            k = A.kind(a)
            if k == A.START:
                n = contract
            elif k == A.RAISE:
                n = A.arg(a)
            else:
                continue
            pm = p_make(est - n)
            if obs.get("dark"):
                own = pm * 2 * min(est, 120) - (1 - pm) * 240
            elif on_barrel:
                own = pm * (1000 if n >= need else 0) - (1 - pm) * n
            else:
                own = (2 * pm - 1) * n - (1 - pm) * FAIL_AVERSION
            options.append((own - share * opp_play, a))
        if A.REDEAL in legal:
            options.append((1e9 if p_make(est - contract) < 0.6 else -1e9, A.REDEAL))
        if A.ROOSPIS in legal:
            if obs.get("dark"):
                own = -240.0
            elif _rule(obs, "roospis_no_deduct"):
                own = 0.0
            else:
                own = -float(contract)
            gain = 60.0 if _rule(obs, "roospis_60") else -(-contract // 20) * 10.0
            value = own - share * gain * n_opp - ROOSPIS_AVERSION
            if not obs.get("dark") and p_make(est - contract) < ROOSPIS_BELOW:
                value = 1e9  # clearly lost: concede rather than hand out the points
            options.append((value, A.ROOSPIS))
        if not options:
            return legal[0]
        options.sort(key=lambda t: (-t[0], t[1]))
        return options[0][1]

    # giving and discarding ----------------------------------------------------------------

    def _give(self, obs: Mapping[str, Any], legal: Sequence[int]) -> int:
        hand = self._hand(obs)
        n_opp = self._n_opp(obs)
        candidates = sorted({A.arg(a) for a in legal})
        to_give = max(1, min(2, len({A.give_seat(a) for a in legal})))
        best: tuple[float, tuple[int, ...]] | None = None
        # only the cards least worth keeping are candidates (keeps this under a few ms)
        pool = sorted(candidates, key=lambda c: (keep_score(c, hand), c))[:GIVE_POOL]
        combos: list[tuple[int, ...]]
        if to_give == 2:
            combos = [(a, b) for i, a in enumerate(pool) for b in pool[i + 1:]]
        else:
            combos = [(a,) for a in pool]
        lead_declare = bool(_rule(obs, "declare_on_first_lead"))
        aces = bool(_rule(obs, "ace_marriage"))
        for combo in combos:
            rest = [c for c in hand if c not in combo]
            out = C.mask_of(c for c in DECK if c not in rest)
            val = evaluate(rest, out, n_opp, lead_declare=lead_declare, ace_marriage=aces)
            val -= sum(self._gift_cost(c, hand) for c in combo)
            if best is None or val > best[0]:
                best = (val, combo)
        assert best is not None
        card = min(best[1], key=lambda c: (points(c), order(c)))
        seats = sorted({A.give_seat(a) for a in legal if A.arg(a) == card})
        # the cheaper card goes to the one ahead in the score, so he gains least
        seats.sort(key=lambda p: -self._score(obs, p))
        return A.give(card, seats[0])

    def _gift_cost(self, card: int, hand: Sequence[int]) -> float:
        """What a given card hands to an opponent."""
        cost = points(card) * 0.6
        r = card & 15
        if r in (12, 13):
            partner = C.make(25 - r, suit(card))
            cost += 200.0 if partner in hand else MARRIAGE[suit(card)] * 0.15
        if r == 14:
            cost += 6
        return cost

    def _discard(self, obs: Mapping[str, Any], legal: Sequence[int]) -> int:
        """Two players: lay a card into one's own pile or the spare talon."""
        hand = self._hand(obs)
        cands = [A.arg(a) for a in legal if A.kind(a) == A.DISCARD]
        n_opp = self._n_opp(obs)
        own_pile = len(hand) >= 12  # the first discard goes into the declarer's pile
        best: tuple[float, int] | None = None
        for c in cands:
            rest = [x for x in hand if x != c]
            out = C.mask_of(x for x in DECK if x not in rest and x != c)
            val = evaluate(rest, out, n_opp,
                           lead_declare=bool(_rule(obs, "declare_on_first_lead")))
            if own_pile:
                val += points(c)
            else:
                val -= points(c) * 0.5
            if self.marriage_member(c, hand):
                val -= 200
            if best is None or val > best[0]:
                best = (val, c)
        assert best is not None
        if own_pile:  # remember the points laid into one's own pile this deal
            self._pile = (obs.get("deal_no"), points(best[1]))
        return A.discard(best[1])

    @staticmethod
    def marriage_member(card: int, hand: Sequence[int]) -> bool:
        r = card & 15
        return r in (12, 13) and C.make(25 - r, suit(card)) in hand

    # play -------------------------------------------------------------------------------

    def _play(self, obs: Mapping[str, Any], legal: Sequence[int]) -> int:
        view = _Play(obs, self.seat)
        aces = [a for a in legal if A.kind(a) == A.ACES]
        if aces:
            return aces[0]
        declares = [a for a in legal if A.kind(a) == A.DECLARE]
        cards = {A.arg(a): a for a in legal if A.kind(a) == A.PLAY}
        if declares:
            cash = self._cash_first(view, list(cards))
            if cash is not None:
                return cards[cash]
            return self._declare(view, declares)
        if not view.trick:
            return cards[self._lead(view, list(cards))]
        return cards[self._follow(view, list(cards))]

    def _cash_first(self, view: _Play, cards: list[int]) -> int | None:
        """Before declaring: with no trump yet, cash the masters nobody can trump."""
        if view.trump is not None:
            return None
        masters = [c for c in cards if view.is_master(c) and not view.marriage_card(c)]
        if not masters:
            return None
        return max(masters, key=lambda c: (view.out_in(suit(c)) > 0, points(c), order(c)))

    def _declare(self, view: _Play, declares: list[int]) -> int:
        """Which marriage to declare: first those that keep the lead (their ace and ten are
        not out), the longest of them last, so it stays trump; then the dearest."""
        suits = {suit(A.arg(a)) for a in declares}

        def secure(s: int) -> bool:
            return view.higher_out(C.make(13, s)) == 0

        def length(s: int) -> int:
            return sum(1 for c in view.hand if suit(c) == s)

        safe = [s for s in suits if secure(s)]
        if safe and len(suits) > 1:
            pick = min(safe, key=lambda s: (length(s), MARRIAGE[s]))
        else:
            pick = max(suits, key=lambda s: MARRIAGE[s])
        same = [a for a in declares if suit(A.arg(a)) == pick]
        want = 13 if secure(pick) else 12
        chosen = [a for a in same if A.arg(a) & 15 == want]
        return chosen[0] if chosen else same[0]

    def _cost(self, view: _Play, card: int) -> float:
        """How much it hurts to lose this card to a trick (lower = cheaper)."""
        cost = points(card) + order(card) * 0.3
        if view.marriage_card(card) and suit(card) not in view.my_declared:
            cost += 40 + MARRIAGE[suit(card)] / 5
        if view.is_master(card):
            cost += 8
        if view.trump is not None and suit(card) == view.trump:
            cost += 6
        s = suit(card)
        n_s = sum(1 for c in view.hand if suit(c) == s)
        if n_s == 1 and not view.is_master(card) and view.trump is not None \
                and any(suit(c) == view.trump for c in view.hand):
            cost -= 1.0  # a void to trump with later
        return cost

    def _lead(self, view: _Play, cards: list[int]) -> int:
        trump = view.trump
        rest = [p for p in view.active if p != self.seat]
        # draw trumps when holding their master and the opponents still have some
        if trump is not None and view.out_in(trump) > 0:
            trumps = [c for c in cards if suit(c) == trump and view.is_master(c)
                      and not (view.marriage_card(c) and trump not in view.my_declared)]
            enemies_have = any(view.enemy(p) and trump not in view.voids[p] for p in rest)
            if trumps and enemies_have and (view.declarer == self.seat
                                            or len(trumps) >= 2):
                return max(trumps, key=lambda c: (order(c), points(c)))
        # cash masters that will not be trumped, richest first
        masters = [c for c in cards if view.is_master(c) and not view.marriage_card(c)
                   and not any(view.enemy(p) and view.may_ruff(p, suit(c)) for p in rest)]
        if masters:
            # prefer suits where the others still hold cards (they must add points)
            return max(masters, key=lambda c: (view.out_in(suit(c)) > 0, points(c),
                                               order(c)))
        # otherwise a cheap card, preferably from a suit an enemy still has to follow
        def lead_cost(c: int) -> float:
            cost = self._cost(view, c)
            if c & 15 == 10 and view.higher_out(c):
                cost += 6  # keep a ten waiting for its ace to fall
            if trump is not None and suit(c) != trump and any(
                    view.enemy(p) and view.may_ruff(p, suit(c)) for p in rest):
                cost += points(c) * 0.5
            return cost

        return min(cards, key=lambda c: (lead_cost(c), c))

    def _follow(self, view: _Play, cards: list[int]) -> int:
        trump = view.trump
        best_seat, best = _trick_best(view.trick, trump)
        played_seats = {p for p, _ in view.trick}
        start = view.active.index(view.trick[0][0])
        order_seats = [view.active[(start + k) % view.n] for k in range(view.n)]
        rest = [p for p in order_seats if p not in played_seats and p != self.seat]
        winners = [c for c in cards if beats(c, best, trump)]
        losers = [c for c in cards if c not in winners]
        friend_winning = not view.enemy(best_seat)
        enemies_after = [p for p in rest if view.enemy(p)]

        def cheapest(pool: list[int]) -> int:
            return min(pool, key=lambda c: (self._cost(view, c), c))

        if friend_winning:
            # the other defender has it: keep off unless the declarer can still take it
            friend_safe = not enemies_after or view.safe(best, enemies_after)
            if friend_safe and losers:
                return self._dump(view, losers)
            if not friend_safe:
                safe_wins = [c for c in winners if view.safe(c, enemies_after)]
                if safe_wins:
                    return min(safe_wins, key=lambda c: (order(c), c))
            return cheapest(losers or cards)
        # an enemy is winning now
        if winners:
            if not enemies_after:
                return min(winners, key=lambda c: (self._win_cost(view, c), c))
            else:
                safe_wins = [c for c in winners if view.safe(c, enemies_after)]
                if safe_wins:
                    return min(safe_wins, key=lambda c: (self._win_cost(view, c), c))
        return cheapest(losers or cards)

    def _win_cost(self, view: _Play, card: int) -> float:
        """Cost of taking a trick with ``card``: keep high trumps and marriages."""
        cost = order(card) * 1.0
        if view.trump is not None and suit(card) == view.trump:
            cost += 10
        if view.marriage_card(card) and suit(card) not in view.my_declared:
            cost += 50
        # a ten that is master wins now and banks its ten points
        cost -= points(card) * 0.2
        return cost

    def _dump(self, view: _Play, pool: list[int]) -> int:
        """Points onto a trick the other defender wins safely."""
        def value(c: int) -> float:
            if view.marriage_card(c) and suit(c) not in view.my_declared:
                return -100.0
            if view.is_master(c):
                return -10.0 - points(c)
            return points(c)

        best = max(pool, key=lambda c: (value(c), -c))
        if value(best) <= 0:
            return min(pool, key=lambda c: (self._cost(view, c), c))
        return best
