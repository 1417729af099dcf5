"""A simple computer player for Экарте, seeing only its observation and the legal moves.

It keeps a hand that promises three tricks (trumps, kings, queens) and otherwise asks
for an exchange, throwing its low plain cards; it always announces its kings; in play
it takes a trick as cheaply as it can, leads a king or its trumps when strong, and
otherwise gives up its lowest card."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.ekarte.state import (
    ACCEPT,
    DISCARD,
    KINGS,
    PROPOSE,
    REFUSE,
    STAND,
    TAKE,
    beats,
    power,
    strong_hand,
    worth_keeping,
)


def _worth(card: C.Card, trump: int) -> int:
    """How likely the card is to take a trick, roughly: trumps first, then kings, queens."""
    return power(card) + (10 if C.suit_of(card) == trump else 0)


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        trump = int(obs["trump"])
        hand = [C.parse(t) for t in obs["hand"]]
        if KINGS in legal:
            return KINGS
        if PROPOSE in legal:
            return STAND if strong_hand(hand, trump) else PROPOSE
        if ACCEPT in legal:
            return REFUSE if strong_hand(hand, trump) else ACCEPT
        if TAKE in legal or any(a >= DISCARD for a in legal):
            weak = [a for a in legal
                    if DISCARD <= a < TAKE and not worth_keeping(a - DISCARD, trump)]
            if weak:
                return min(weak, key=lambda a: power(a - DISCARD))
            if TAKE in legal:
                return TAKE
            return min((a for a in legal if a != TAKE), key=lambda a: _worth(a - DISCARD, trump))
        cards = [a for a in legal if a < DISCARD]
        trick = [C.parse(t) for t in obs["trick"]]
        lowest = min(cards, key=lambda c: _worth(c, trump))
        if trick:
            winning = [c for c in cards if beats(c, trick[0], trump)]
            return min(winning, key=lambda c: _worth(c, trump)) if winning else lowest
        trumps = [c for c in cards if C.suit_of(c) == trump]
        kings = [c for c in cards if C.rank_of(c) == 13 and C.suit_of(c) != trump]
        if len(trumps) >= 2:
            return max(trumps, key=power)
        if kings:
            return kings[0]
        plain = [c for c in cards if C.suit_of(c) != trump]
        return max(plain, key=power) if plain and len(cards) <= 2 else lowest
