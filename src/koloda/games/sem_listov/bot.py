"""A simple computer player for «Семь листов»: every trick counts towards getting out,
so it takes a trick as cheaply as it can, or throws its weakest card when it cannot;
leading, it plays its strongest card. It sees only its observation and the legal moves."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.sem_listov.state import trick_winner


def worth(card: C.Card, trump: int) -> int:
    """How strong a card is on its own: trumps above everything, then by rank."""
    return C.rank_of(card) + (20 if C.suit_of(card) == trump else 0)


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic, but every agent takes one

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        trump = C.suit_of(C.parse(obs["trump"]))

        def key(c: Action) -> int:
            return worth(c, trump)

        trick = obs["trick"]
        if not trick:
            return max(legal, key=key)
        seats = [s for s, _ in trick] + [self.seat]
        cards = [C.parse(t) for _, t in trick]
        beating = [c for c in legal if trick_winner(seats, [*cards, c], trump) == self.seat]
        return min(beating, key=key) if beating else min(legal, key=key)
