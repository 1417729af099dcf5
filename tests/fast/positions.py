"""Random Тысяча play positions for the fast-path tests (the package's own helper)."""

from __future__ import annotations

from typing import Any

from koloda.games.tysyacha.solver import random_position
from koloda.games.tysyacha.state import TysyachaState


def tysyacha_position(seed: int, cards: int, players: int = 3,
                      rules: dict[str, Any] | None = None) -> TysyachaState:
    return random_position(seed, cards, players, rules)
