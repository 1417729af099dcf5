"""A simple computer player for «Восьмёрка», from its observation and legal moves only.

The ring: when its drawn card could beat several ring cards, it takes the strongest
(a trump or a high card is worth most in the Durak that follows). Durak: it leads its
cheapest card (plain before trump, low before high), throws in only plain cards below
a jack, covers with the cheapest card that beats, transfers with a plain card when it
can, and takes when it cannot cover."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.vosmerka.state import PASS, RING, TAKE, TRANSFER


def _cost(card: C.Card, trump: int) -> tuple[int, int]:
    return (1 if C.suit_of(card) == trump else 0, C.rank_of(card))


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        trump = C.SUIT_ASCII.index(obs["trump"])
        if obs["phase"] == "draw":
            return max(legal, key=lambda a: _cost(a - RING, trump))
        cards = [a for a in legal if a < RING]
        transfers = [a - TRANSFER for a in legal if TRANSFER <= a < TAKE]
        plain = [c for c in transfers if C.suit_of(c) != trump]
        if plain:
            return TRANSFER + min(plain, key=lambda c: _cost(c, trump))
        if not obs["table"]:
            return min(cards, key=lambda c: _cost(c, trump))
        if TAKE in legal:  # defending
            return min(cards, key=lambda c: _cost(c, trump)) if cards else TAKE
        cheap = [c for c in cards if C.suit_of(c) != trump and C.rank_of(c) < C.JACK]
        if cheap or (cards and obs["taking"]):
            return min(cheap or cards, key=lambda c: _cost(c, trump))
        return PASS
