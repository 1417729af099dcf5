"""How often the solitaires of the forced group come out.

A forced patience (``coco``, ``prisoner``, ``300``) has no choice: each deal is played
out and the win rate is exact for the deals played; the 95% Wilson interval says how far
the true rate may lie. A patience with choices (``well``, ``paganini``, ``parade``) is
solved deal by deal under a time limit: a deal is won (a winning line was found), lost
(the search was exhaustive) or undecided; the won share is a lower bound of the rate of
winnable deals and won + undecided an upper one. ``--solver generic`` uses the generic
depth-first search every solitaire has, ``--solver game`` the game's own solver.

    .venv/bin/python bench/forced_rates.py --game coco --deals 10000 --json
    .venv/bin/python bench/forced_rates.py --game parade --deals 200 --time-limit 2
"""

from __future__ import annotations

import argparse
import math
import time
from typing import Any

from _util import emit, machine
from koloda.engine.game import get_game
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.solve import search

FORCED = {"coco", "prisoner", "300"}


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a rate (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def measure(key: str, deals: int, seed: int, time_limit: float, solver: str,
            variants: list[str]) -> dict[str, Any]:
    game = get_game(key)
    assert isinstance(game, PatienceGame)
    rules = game.make_rules(variants=variants)
    counts = {"won": 0, "lost": 0, "unknown": 0}
    nodes = 0
    start = time.perf_counter()
    for i in range(deals):
        state = game.new_state(1, rules, seed=seed + i)
        state.apply_chance()
        if solver == "generic":
            found = search(state, time_limit)
        else:
            found = game.solve(state, time_limit, None)
        counts[found.status] += 1
        nodes += found.nodes
    seconds = time.perf_counter() - start
    lo, hi = wilson(counts["won"], deals)
    lo_all, hi_all = wilson(counts["won"] + counts["unknown"], deals)
    return {
        "benchmark": "forced_rates", "game": key, "variants": variants,
        "forced": key in FORCED, "solver": "play out" if key in FORCED else solver,
        "time_limit": None if key in FORCED else time_limit,
        "deals": deals, "first_seed": seed, **counts,
        "win_rate": round(counts["won"] / deals, 5) if deals else None,
        "wilson95": [round(lo, 5), round(hi, 5)],
        "upper_rate": round((counts["won"] + counts["unknown"]) / deals, 5) if deals else None,
        "upper_wilson95": [round(lo_all, 5), round(hi_all, 5)],
        "nodes": nodes, "seconds": round(seconds, 3),
        "machine": machine(),
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", required=True, help="coco, prisoner, 300, well, paganini, parade")
    p.add_argument("--deals", type=int, default=None,
                   help="deals to play (default 10000 forced, 200 with choices)")
    p.add_argument("--seed", type=int, default=1, help="the first deal number (default 1)")
    p.add_argument("--time-limit", type=float, default=2.0,
                   help="seconds per deal for a patience with choices (default 2)")
    p.add_argument("--solver", choices=("game", "generic"), default="generic",
                   help="the generic depth-first search (default) or the game's own")
    p.add_argument("--variant", action="append", default=[], help="variant key")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args()
    deals = args.deals if args.deals is not None else (10000 if args.game in FORCED else 200)
    if deals < 1:
        raise SystemExit("--deals must be at least 1")
    report = measure(args.game, deals, args.seed, args.time_limit, args.solver,
                     args.variant)
    lo, hi = report["wilson95"]
    lines = [f"{args.game} {' '.join(args.variant)}: {report['won']} of {deals} won "
             f"({100 * report['win_rate']:.2f}%, 95% {100 * lo:.2f}–{100 * hi:.2f}%)"]
    if not report["forced"]:
        lines.append(f"  lost {report['lost']}, undecided {report['unknown']} "
                     f"({report['solver']} solver, {args.time_limit:g} s a deal)")
    lines.append(f"  {report['seconds']:.1f} s")
    emit(report, args.json, lines)


if __name__ == "__main__":
    main()
