"""The match harness (``koloda match``): agents against each other on duplicate deals,
with confidence intervals, Bradley–Terry ratings, decision times, parallel workers, a JSON
report and an SVG plot; outside players through the JSON-lines bot protocol
(``cmd:PROGRAM``), PyPI ``durakgame``'s players and OpenSpiel's bots.

    from koloda.match import run_match
    report = run_match("durak", ["heuristic", "random"], games=200, seed=1, workers=2)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from koloda.match.report import summarize
from koloda.match.runner import Plan, plan, play
from koloda.match.specs import Options


def run_match(game: str, agents: Sequence[str], games: int = 100, *,
              preset: str | None = None, variants: Sequence[str] = (),
              rules: Mapping[str, Any] | None = None, seating: str | None = None,
              seed: int | None = None, workers: int = 1, max_steps: int = 100_000,
              options: Options | None = None,
              progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Play a match and return its report (the JSON ``koloda match --json`` prints)."""
    p = plan(game, agents, games, preset, variants, rules, seating, seed, max_steps, options)
    start = time.perf_counter()
    records = play(p, workers, progress)
    return summarize(p, records, time.perf_counter() - start, workers)


__all__ = ["Options", "Plan", "plan", "play", "run_match", "summarize"]
