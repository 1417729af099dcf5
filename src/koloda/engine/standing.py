"""How a game of several deals stands, for the games whose score is penalty points (the
fewest win): the winners, their shared returns, and the search players' estimate between
deals (``State.search_values``)."""

from __future__ import annotations

import math
from collections.abc import Sequence


def fewest(points: Sequence[float]) -> list[int]:
    """The seats with the fewest points."""
    best = min(points)
    return [s for s, p in enumerate(points) if p == best]


def shared(winners: Sequence[int], players: int) -> list[float]:
    """Returns where the winners share one win."""
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]


def penalty_standing(penalties: Sequence[float], deals_left: int) -> list[float]:
    """Each seat's chance, roughly: its lead over the mean of the others (fewer penalties
    lead) on a logistic curve as wide as the deals left can move it."""
    n = len(penalties)
    width = 0.5 + math.sqrt(deals_left)
    total = sum(penalties)
    return [1.0 / (1.0 + math.exp(-((total - p) / (n - 1) - p) / width)) for p in penalties]
