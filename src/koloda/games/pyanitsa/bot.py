"""The computer player of «Пьяница»: the game has no decisions, so it makes the one move
there is (turn up its top card), as the rules of the table say."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine.game import Action


class OnlyMoveAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: there is nothing to choose

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        return legal[0]
