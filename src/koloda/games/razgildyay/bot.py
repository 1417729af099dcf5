"""A simple computer player for «Разгильдяй», from its observation and legal moves only.

First part: a drawn card that fits a rival's pile goes there (to the rival with the
fewest cards, who is nearest to going out), else onto its own pile. Second part: it
beats the top card as cheaply as it can (a plain card before a trump, the lowest rank
first) and takes only when it cannot beat; leading, it plays its lowest plain card."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.razgildyay.state import PUT, TAKE


def _cost(card: C.Card, trump: int) -> tuple[int, int]:
    return (1 if C.suit_of(card) == trump else 0, C.rank_of(card))


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # breaks ties between equal rivals

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if legal[0] >= PUT and legal[0] != TAKE:
            rivals = [a for a in legal if a - PUT != self.seat]
            if not rivals:
                return legal[0]
            piles: list[list[str]] = obs["piles"]
            fewest = min(len(piles[a - PUT]) for a in rivals)
            return self.rng.choice([a for a in rivals if len(piles[a - PUT]) == fewest])
        trump = C.SUIT_ASCII.index(obs["trump"]) if obs["trump"] else -1
        cards = [a for a in legal if a != TAKE]
        if not cards:
            return TAKE
        return min(cards, key=lambda c: _cost(c, trump))
