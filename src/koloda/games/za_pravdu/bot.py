"""A simple computer player for «За правду», from its observation and legal moves only.

Declaring, it counts the tricks its hand should take: a high trump, an ace of a short
side suit, a king with the ace gone or in its own hand, and a share for the other
trumps. Playing, it compares the tricks it has with those it declared: short of them it
takes the trick as cheaply as it can (or leads its strongest card); with enough it keeps
out of the trick, throwing its highest card that loses (or leads its lowest)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.za_pravdu.state import BID, trick_winner


def _power(card: C.Card, trump: int) -> int:
    """A card's weight when nothing is known about the lead: trumps above all."""
    return C.rank_of(card) + (20 if C.suit_of(card) == trump else 0)


def estimate(hand: Sequence[C.Card], trump: int, players: int) -> float:
    """The tricks a hand may take, roughly."""
    size = len(hand)
    tricks = 0.0
    for c in hand:
        rank, suit = C.rank_of(c), C.suit_of(c)
        length = sum(1 for d in hand if C.suit_of(d) == suit)
        if suit == trump:
            tricks += 1.0 if rank >= 13 else 0.7 if rank >= 11 else 0.35
        elif rank == 14:
            tricks += 0.9 if length <= max(1, size // 3) else 0.6
        elif rank == 13 and size > 2:
            tricks += 0.45 if length <= max(1, size // 3) else 0.25
    return tricks * float((3 / max(3, players)) ** 0.5)


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand = [C.parse(c) for c in obs["hand"]]
        trump = C.suit_of(C.parse(obs["trump"]))
        n: int = obs["players"]
        if legal[0] >= BID:
            want = round(estimate(hand, trump, n))
            return min(legal, key=lambda a: abs(a - BID - want))
        need = obs["bids"][self.seat] - obs["won"][self.seat]
        trick = [C.parse(c) for _, c in obs["trick"]]
        leader = obs["trick"][0][0] if trick else self.seat

        def takes(card: C.Card) -> bool:
            return trick_winner([*trick, card], leader, n, trump) == self.seat

        def power(card: C.Card) -> int:
            return _power(card, trump)

        if not trick:
            return max(legal, key=power) if need > 0 else min(legal, key=power)
        winning = [c for c in legal if takes(c)]
        losing = [c for c in legal if not takes(c)]
        last = len(trick) == n - 1
        if need > 0 and winning:
            # the last to play takes cheaply; earlier, a higher card is safer
            return min(winning, key=power) if last else max(winning, key=power)
        if need <= 0 and losing:
            return max(losing, key=power)
        return min(legal, key=power)
