"""The computer seat of «Захват» does what the table does: it lays its top card. The
game holds no choice (every move is forced), so «heuristic» and «random» play alike."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine.game import Action


class TableAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        return legal[0]
