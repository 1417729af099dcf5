"""A simple computer player for «Штрафные очки». It sees only its observation and the
legal moves. Laying, it sheds the costliest card that fits, keeping aces (they fit
anything) for when nothing else does or the hand is nearly gone; among cards of equal
cost it lays the one after which more of its cards still fit. After an ace it names the
suit it holds most of."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.shtrafnye.state import NAME, points

FOLLOW = 1.0  # a card left that fits after this one: a small tie-breaker after the points
ACE_KEEP = 20.0  # an ace is kept back: it fits anything later


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand = [C.parse(t) for t in obs["hand"]]
        by_suit = [0] * 4
        for c in hand:
            if C.rank_of(c) != C.ACE:
                by_suit[C.suit_of(c)] += 1
        if legal[0] >= NAME:
            return NAME + max(range(4), key=lambda s: by_suit[s])
        cards = [a for a in legal if a < 256]
        if not cards:
            return legal[0]  # draw or pass: the only move
        few = len(hand) <= 2

        def value(card: C.Card) -> float:
            rest = [c for c in hand if c != card]
            follow = sum(1 for c in rest if C.rank_of(c) == C.ACE
                         or C.suit_of(c) == C.suit_of(card)
                         or C.rank_of(c) == C.rank_of(card))
            ace = C.rank_of(card) == C.ACE
            return points(card) + FOLLOW * follow - (ACE_KEEP if ace and not few else 0)

        return max(cards, key=value)
