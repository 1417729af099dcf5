"""A heuristic player for Наполеон; it sees only its observation and the legal moves.

Bidding: it counts the tricks its hand should take with its best suit as trumps (high
trumps and length, side aces) and bids that many when the bid is open, Napoleon only
with a near-certain hand; as dealer it says «here» when its count reaches the bid.
Buying: it throws its weakest side card when that is below a queen. Play: the declarer
leads its strongest trumps first, then its high cards; a defender takes a trick from
the declarer as cheaply as it can and otherwise throws its weakest card."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.napoleon.state import BID, BUY, HOLD, NAP, NOBUY, PASS


def estimate(hand: Sequence[C.Card], players: int) -> tuple[float, int]:
    """The tricks a hand may take and the suit it would name as trumps."""
    best = (0.0, 0)
    for suit in range(4):
        trumps = sorted((C.rank_of(c) for c in hand if C.suit_of(c) == suit), reverse=True)
        tricks = 0.0
        for i, rank in enumerate(trumps):
            if rank >= 14 - i or i >= 2:  # a top trump, or length beyond two
                tricks += 1.0
            elif rank >= 12:
                tricks += 0.5
        for c in hand:
            if C.suit_of(c) != suit and C.rank_of(c) == C.ACE:
                tricks += 1.0 if players <= 3 else 0.7
        if tricks > best[0]:
            best = (tricks, suit)
    return best


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand = [C.parse(c) for c in obs["hand"]]
        n: int = obs["players"]
        est, suit = estimate(hand, n)
        if PASS in legal:
            if HOLD in legal and est >= obs["high"]:
                return HOLD
            bids = [a for a in legal if BID < a < NAP and a - BID <= est]
            if NAP in legal and est >= 5:
                return NAP
            return min(bids) if bids else PASS
        if NOBUY in legal:
            side = [c for c in hand if C.suit_of(c) != suit]
            if not side:
                return NOBUY
            weakest = min(side, key=C.rank_of)
            return BUY + weakest if C.rank_of(weakest) < C.QUEEN else NOBUY
        trump: int | None = obs["trump"]
        if trump is None:
            trump = suit
        cards = list(legal)
        trick = [C.parse(c) for _, c in obs["trick"]]
        declarer = obs["declarer"] == self.seat

        def power(c: C.Card, led: int) -> int:
            s = C.suit_of(c)
            return (200 if s == trump else 100 if s == led else 0) + C.rank_of(c)

        def worth(c: C.Card) -> int:
            return (20 if C.suit_of(c) == trump else 0) + C.rank_of(c)

        if not trick:
            if declarer:
                trumps = [c for c in cards if C.suit_of(c) == trump]
                return max(trumps or cards, key=worth)
            return max(cards, key=worth)
        led = C.suit_of(trick[0])
        seats = [s for s, _ in obs["trick"]]
        top = max(range(len(trick)), key=lambda i: power(trick[i], led))
        winning = seats[top]
        weakest = min(cards, key=worth)
        if not declarer and winning != obs["declarer"]:
            return weakest  # a fellow defender holds the trick
        beating = [c for c in cards if power(c, led) > power(trick[top], led)]
        return min(beating, key=lambda c: power(c, led)) if beating else weakest
