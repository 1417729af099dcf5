"""The builders group's solver on seeded deals: how many it decides (won or proved lost)
within the time limit, how many it wins, and how fast.

    .venv/bin/python bench/builders_solver.py --game street --deals 200 --time-limit 2
    .venv/bin/python bench/builders_solver.py --game all --deals 20 --json

Each deal ``seed, seed + 1, …`` is dealt from its seed as ``koloda play`` deals it, solved
knowing every card (the stock's too), and a win is checked by replaying the solver's moves
on the real state. Rates come with 95 % Wilson intervals.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from typing import Any

from koloda.engine.game import get_game
from koloda.games.patience.layouts import group_builders
from koloda.games.patience.solvers.builders import solve
from koloda.games.patience.state import PatienceState


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of ``k`` successes in ``n``."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


def rate(k: int, n: int) -> dict[str, Any]:
    lo, hi = wilson(k, n)
    return {"count": k, "of": n, "rate": round(k / n, 4) if n else None,
            "ci95": [round(lo, 4), round(hi, 4)]}


def bench(key: str, deals: int, seed: int, limit: float,
          overrides: dict[str, str]) -> dict[str, Any]:
    game = get_game(key)
    rules = game.make_rules(overrides=overrides)
    won = lost = bad = 0
    nodes = 0
    start = time.perf_counter()
    for number in range(seed, seed + deals):
        state = game.new_state(1, rules, seed=number)
        state.apply_chance()
        assert isinstance(state, PatienceState)
        found = solve(state, limit)
        nodes += found.nodes
        if found.status == "won":
            copy = state.clone()
            for action in found.actions:
                copy.apply_checked(action)
            if copy.is_won():
                won += 1
            else:
                bad += 1
        elif found.status == "lost":
            lost += 1
    seconds = time.perf_counter() - start
    return {
        "game": key, "rules": overrides, "deals": deals, "first_seed": seed,
        "time_limit": limit, "decided": rate(won + lost, deals), "won": rate(won, deals),
        "won_of_decided": rate(won, won + lost), "lost": lost,
        "wins_not_replayed": bad, "seconds": round(seconds, 2),
        "deals_per_second": round(deals / seconds, 3) if seconds else None,
        "nodes_per_second": round(nodes / seconds) if seconds else None,
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="all", help="a game key of the group, or 'all'")
    p.add_argument("--deals", type=int, default=200, help="deals per game (default 200)")
    p.add_argument("--time-limit", type=float, default=2.0,
                   help="seconds the solver gets per deal (default 2)")
    p.add_argument("--seed", type=int, default=1, help="the first deal's seed (default 1)")
    p.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE",
                   help="a rule of the game (repeatable), e.g. --rule decks=2")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    args = p.parse_args(argv)
    keys = [g.key for g in group_builders.GAMES] if args.game == "all" else [args.game]
    overrides = dict(item.split("=", 1) for item in args.rule)
    reports = []
    for key in keys:
        report = bench(key, args.deals, args.seed, args.time_limit, overrides)
        reports.append(report)
        if not args.json:
            d, w = report["decided"], report["won"]
            print(f"{key:12} decided {d['count']}/{d['of']} {d['rate']:.2f} "
                  f"[{d['ci95'][0]:.2f}, {d['ci95'][1]:.2f}]  won {w['count']} {w['rate']:.2f} "
                  f"[{w['ci95'][0]:.2f}, {w['ci95'][1]:.2f}]  {report['deals_per_second']} "
                  f"deals/s, {report['nodes_per_second']} nodes/s", flush=True)
    if args.json:
        print(json.dumps(reports if len(reports) > 1 else reports[0], ensure_ascii=False,
                         indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
