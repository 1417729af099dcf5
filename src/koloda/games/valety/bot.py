"""A simple computer player for «Валеты», from its observation and legal moves only.

In this reading a pair wants few tricks (one or three write points off; nine lose the
game), so the player keeps out of tricks: it throws its highest card that does not take
the trick, and when every card takes it, its highest card (a trick it must take anyway
costs nothing more for it). Leading, it leads its lowest card."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.valety.cards import power, trick_winner


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        trick = [C.parse(c) for _, c in obs["trick"]]
        if not trick:
            return min(legal, key=power)
        leader: int = obs["trick"][0][0]
        n: int = obs["players"]
        partner = (self.seat + 2) % n
        losing = [c for c in legal
                  if trick_winner([*trick, c], leader, n) not in (self.seat, partner)]
        if losing:
            return max(losing, key=power)
        return max(legal, key=power)
