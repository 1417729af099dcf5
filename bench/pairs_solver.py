"""How many deals of a pair-removal solitaire can be won, by the group's solver
(:mod:`koloda.games.patience.solvers.pairs`, thoughtful: it knows every card).

Deals are seeds ``seed, seed+1, …`` (``game.new_state(1, rules, seed=i)``), each solved
with a time limit. A deal is ``won`` (a winning line was found and replayed), ``lost``
(the search was exhaustive) or ``unknown`` (the limit came first). The winnable rate is
won / deals with its 95% Wilson interval; with unknown deals the true rate lies between
that and (won + unknown) / deals, both reported.

Pyramid is measured by default with the stock going round without limit (the variant
``unlimited``), the form whose winnability is published; ``--variant text`` measures the
text's own rules instead.

Usage: ``python bench/pairs_solver.py --game pyramid [--variant V ...] [--deals N]
[--time-limit S] [--seed K] [--json]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

import _util

GAMES = ("pyramid", "monte_carlo", "pairs", "crossroads", "handkerchief", "old_friend")
DEFAULT_VARIANTS = {"pyramid": ["unlimited"]}
# the published figure to compare with
REFERENCE: dict[tuple[str, tuple[str, ...]], dict[str, Any]] = {
    ("pyramid", ("unlimited",)): {
        "winnable_percent": 66.87,
        "source": "the figure the task names (Solvitaire, Blake & Gent); not found in "
                  "the sources we could read, see the report",
    },
}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", choices=GAMES, default="pyramid")
    p.add_argument("--variant", action="append", default=None, metavar="V",
                   help="a variant of the game (repeatable; 'text' for the text's rules)")
    p.add_argument("--deals", type=int, default=200, metavar="N")
    p.add_argument("--time-limit", type=float, default=2.0, metavar="S",
                   help="seconds per deal (default 2)")
    p.add_argument("--seed", type=int, default=0, help="the first deal's seed (default 0)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    if args.deals < 1 or args.time_limit <= 0:
        raise SystemExit("--deals must be at least 1 and --time-limit positive")

    from koloda.engine.game import get_game
    from koloda.games.patience.solve import solve
    from koloda.games.patience.solvers.pairs import wilson
    from koloda.games.patience.state import PatienceState

    variants = args.variant if args.variant is not None else DEFAULT_VARIANTS.get(
        args.game, [])
    variants = [v for v in variants if v != "text"]
    game = get_game(args.game)
    rules = game.make_rules(variants=variants)
    counts = {"won": 0, "lost": 0, "unknown": 0}
    nodes = 0
    replay_failures = 0
    clock, cpu = time.perf_counter, time.process_time
    start, cpu_start = clock(), cpu()
    for i in range(args.deals):
        state = game.new_state(1, rules, seed=args.seed + i)
        state.apply_chance()
        assert isinstance(state, PatienceState)
        found = solve(state, args.time_limit)
        nodes += found.nodes
        if found.status == "won":
            check = state.clone()
            for action in found.actions:
                check.apply(action)
            if not check.is_won():
                replay_failures += 1
                continue
        counts[found.status] += 1
    seconds, cpu_seconds = clock() - start, cpu() - cpu_start
    n = args.deals
    lo, hi = wilson(counts["won"], n)
    lo_up, hi_up = wilson(counts["won"] + counts["unknown"], n)
    report: dict[str, Any] = {
        "benchmark": "pairs_solver",
        "game": args.game,
        "variants": variants,
        "rules": rules.to_dict(),
        "deals": n,
        "seeds": [args.seed, args.seed + n - 1],
        "time_limit": args.time_limit,
        **counts,
        "replay_failures": replay_failures,
        "winnable_percent": round(100 * counts["won"] / n, 2),
        "wilson95_percent": [round(100 * lo, 2), round(100 * hi, 2)],
        "upper_percent": round(100 * (counts["won"] + counts["unknown"]) / n, 2),
        "upper_wilson95_percent": [round(100 * lo_up, 2), round(100 * hi_up, 2)],
        "seconds": round(seconds, 2),
        "cpu_seconds": round(cpu_seconds, 2),
        "deals_per_s": round(n / seconds, 2) if seconds else None,
        "nodes_per_deal": round(nodes / n, 1),
        "reference": REFERENCE.get((args.game, tuple(variants))),
        "machine": _util.machine(),
    }
    lines = [
        f"{args.game} {' '.join(variants) or '(text rules)'}: {n} deals, "
        f"{args.time_limit:g} s each",
        f"  won {counts['won']}, lost {counts['lost']}, unknown {counts['unknown']}",
        f"  winnable {report['winnable_percent']}% (95% Wilson "
        f"{report['wilson95_percent'][0]}–{report['wilson95_percent'][1]}%), at most "
        f"{report['upper_percent']}%",
        f"  {report['deals_per_s']} deals/s, {report['nodes_per_deal']} nodes a deal",
    ]
    if report["reference"]:
        lines.append(f"  reference: {report['reference']['winnable_percent']}%")
    _util.emit(report, args.json, lines)
    return report


if __name__ == "__main__":
    main(sys.argv[1:])
