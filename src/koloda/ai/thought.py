"""What a search player concluded at one decision: the move, its estimated value, and the
value of every move it weighed. The terminal's hint and ``koloda analyse`` show it."""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from koloda.engine.game import Action

CHANCE_UNIT = "chance"  # a value in [0, 1]: Durak, not to be the fool; Mau-Mau, a utility
POINTS_UNIT = "points"  # a value in game points for the deciding seat (Тысяча: the deal)


@dataclass
class Thought:
    """One decision. ``values`` maps each move weighed to its estimated value for the
    deciding seat (in ``unit``); ``visits`` how much search each got (iterations of the
    tree search, worlds of PIMC). ``exact``: the value is proven (an endgame solved)."""

    action: Action
    value: float
    unit: str = CHANCE_UNIT
    values: dict[Action, float] = field(default_factory=dict)
    visits: dict[Action, int] = field(default_factory=dict)
    method: str = ""
    iterations: int = 0
    seconds: float = 0.0
    exact: bool = False
    extra: dict[str, Any] = field(default_factory=dict)  # per-game detail (chances)

    def to_json(self, describe: Mapping[Action, str] | None = None) -> dict[str, Any]:
        names = describe or {}
        order = sorted(self.values, key=lambda a: -self.values[a])
        return {
            "action": names.get(self.action, str(self.action)),
            "value": round(self.value, 4), "unit": self.unit, "method": self.method,
            "exact": self.exact, "iterations": self.iterations,
            "seconds": round(self.seconds, 4),
            "moves": [{"action": names.get(a, str(a)), "value": round(self.values[a], 4),
                       "visits": self.visits.get(a, 0)} for a in order],
        }


class Clock:
    """A budget of iterations and/or milliseconds (whichever ends first)."""

    __slots__ = ("deadline", "iters", "start")

    def __init__(self, iters: int | None, ms: float | None) -> None:
        self.start = time.perf_counter()
        self.iters = iters
        self.deadline = self.start + ms / 1000.0 if ms is not None else None

    def more(self, done: int) -> bool:
        if self.iters is not None and done >= self.iters:
            return False
        return not (self.deadline is not None and time.perf_counter() >= self.deadline)

    def elapsed(self) -> float:
        return time.perf_counter() - self.start
