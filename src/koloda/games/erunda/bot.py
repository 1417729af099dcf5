"""A simple computer player for «Ерунда», seeing only its observation and legal moves.

It declares «на 5» only with five aces and kings, buys the talon with a weak hand (keeping
its best card), drops out of a deal without a trump above the ten or an ace, takes a trick
as cheaply as it can or throws its lowest card, and at a deal without a trick strikes off
points once it has many (a plus is then dear) and takes a plus otherwise."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.erunda.state import (
    DECLINE,
    DISCARD,
    FIVE,
    FOLD,
    JOIN,
    KEEP,
    MINUS,
    PASS,
    PICK,
    PLUS,
)


def _worth(card: C.Card, trump: int | None) -> int:
    return C.rank_of(card) + (20 if trump is not None and C.suit_of(card) == trump else 0)


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        trump = obs["trump"]
        hand = [C.parse(t) for t in obs["hand"]]
        good = [c for c in hand if C.rank_of(c) == 14
                or (trump is not None and C.suit_of(c) == trump and C.rank_of(c) >= 11)]
        if FIVE in legal:
            return FIVE if sum(1 for c in hand if C.rank_of(c) >= 13) == 5 else PASS
        if DECLINE in legal:
            if len(good) >= 2:
                return DECLINE
            if PICK in legal:
                return PICK
            best = max(hand, key=lambda c: _worth(c, trump))
            return KEEP + best
        if JOIN in legal:
            return JOIN if good else FOLD
        if PLUS in legal:
            me = obs["scores"][obs["seat"]]
            return MINUS if me >= obs["rules"]["big_plus"] or me >= 8 else PLUS
        if all(a >= DISCARD for a in legal):
            return min(legal, key=lambda a: _worth(a - DISCARD, trump))
        cards = [a for a in legal if a < KEEP]
        trick = [C.parse(t) for t in obs["trick"]]
        lowest = min(cards, key=lambda c: _worth(c, trump))
        if not trick:
            return max(cards, key=lambda c: _worth(c, trump)) if good else lowest

        def beats(card: C.Card, best: C.Card) -> bool:
            if C.suit_of(card) == C.suit_of(best):
                return C.rank_of(card) > C.rank_of(best)
            return trump is not None and C.suit_of(card) == trump

        top = trick[0]
        for c in trick[1:]:
            if beats(c, top):
                top = c
        winning = [c for c in cards if beats(c, top)]
        return min(winning, key=lambda c: _worth(c, trump)) if winning else lowest
