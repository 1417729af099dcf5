"""Spider (Паук) solver: how many deals it decides and wins within a time limit, and how fast.

Deals are the game's own seeded deals (deal N is ``new_state(1, rules, seed=N)``, N from
``--seed``); the solver is thoughtful (it sees every card, the stock's order included), as
the winnability figures published for Spider are. Every win is replayed through the game's
legal moves and must end won (``verified``).

Printed: won / lost (a proof: no position left) / unknown (the limit came first), the won
and decided rates with 95% Wilson intervals, deals per second, seconds and positions per
deal, winning line lengths, and published figures for comparison.

Usage: ``python bench/spider_solver.py [--suits 1|2|4] [--deals N] [--time-limit S]
[--seed K] [--json]``.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from typing import Any

import _util

PUBLISHED = {
    "four_suits_thoughtful": "plspider (tranzoa.net/alex/plspider.htm): 31,998 of the 32,000 "
                             "PySol-numbered four-suit deals won with every card known "
                             "(99.994%); about a minute a deal",
    "four_suits_human": "Steve Brown, Spider Solitaire Winning Strategies: 48.7% of 306 "
                        "four-suit games won without undo (as cited by plus.maths.org)",
    "one_suit": "with fewer suits a deal is only easier: near 100% thoughtful",
}


def wilson(k: int, n: int, z: float = 1.96) -> list[float] | None:
    """The 95% Wilson score interval of k successes in n trials."""
    if n == 0:
        return None
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return [round(max(0.0, mid - half), 4), round(min(1.0, mid + half), 4)]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--suits", type=int, choices=(1, 2, 4), default=1)
    p.add_argument("--deals", type=int, default=50, metavar="N")
    p.add_argument("--time-limit", type=float, default=5.0, metavar="S",
                   help="seconds per deal (default 5)")
    p.add_argument("--seed", type=int, default=1, help="first deal number (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args()
    if args.deals < 1 or args.time_limit <= 0:
        raise SystemExit("--deals must be at least 1 and --time-limit positive")

    import koloda.games  # noqa: F401  (registers the games)
    from koloda.engine.game import get_game
    from koloda.games.patience.solvers.spider import solve_state
    from koloda.games.patience.state import PatienceState

    game = get_game("spider")
    rules = game.make_rules(overrides={"suits": args.suits})
    counts = {"won": 0, "lost": 0, "unknown": 0}
    verified = 0
    seconds: list[float] = []
    nodes: list[int] = []
    lengths: list[int] = []
    unsolved: list[int] = []
    wall = time.perf_counter()
    cpu = time.process_time()
    for deal in range(args.seed, args.seed + args.deals):
        state = game.new_state(1, rules, seed=deal)
        assert isinstance(state, PatienceState)
        state.apply_chance()
        found = solve_state(state, args.time_limit)
        counts[found.status] += 1
        seconds.append(found.seconds)
        nodes.append(found.nodes)
        if found.status == "won":
            lengths.append(len(found.actions))
            replay = state.clone()
            ok = True
            for action in found.actions:
                if action not in replay.legal_actions():
                    ok = False
                    break
                replay.apply(action)
            verified += ok and replay.is_won()
        else:
            unsolved.append(deal)
    wall = time.perf_counter() - wall
    cpu = time.process_time() - cpu
    n = args.deals
    decided = counts["won"] + counts["lost"]
    report: dict[str, Any] = {
        "suits": args.suits, "deals": n, "first_deal": args.seed,
        "time_limit": args.time_limit, **counts, "verified": verified,
        "won_rate": round(counts["won"] / n, 4), "won_interval": wilson(counts["won"], n),
        "decided_rate": round(decided / n, 4), "decided_interval": wilson(decided, n),
        "deals_per_s": round(n / wall, 3), "deals_per_cpu_s": round(n / max(cpu, 1e-9), 3),
        "seconds": round(wall, 2),
        "cpu_seconds": round(cpu, 2),
        "seconds_per_deal_median": round(statistics.median(seconds), 4),
        "nodes_per_deal_median": int(statistics.median(nodes)),
        "nodes_per_s": round(sum(nodes) / max(sum(seconds), 1e-9)),
        "moves_median": int(statistics.median(lengths)) if lengths else None,
        "unsolved": unsolved, "published": PUBLISHED, "machine": _util.machine(),
    }
    lines = [
        f"Spider, {args.suits} suit(s): {n} deals from {args.seed}, "
        f"{args.time_limit:g} s each",
        f"  won {counts['won']}, lost {counts['lost']}, unknown {counts['unknown']} "
        f"(verified wins: {verified})",
        f"  won rate {report['won_rate']:.1%}, 95% interval {report['won_interval']}",
        f"  decided rate {report['decided_rate']:.1%}, 95% interval "
        f"{report['decided_interval']}",
        f"  {report['deals_per_s']} deals/s ({report['deals_per_cpu_s']} per CPU second); "
        f"per deal median "
        f"{report['seconds_per_deal_median']} s, {report['nodes_per_deal_median']} "
        f"positions; {report['nodes_per_s']} positions/s; winning lines median "
        f"{report['moves_median']} moves",
        f"  unsolved deals: {unsolved}",
        "Published figures:",
        *(f"  {text}" for text in PUBLISHED.values()),
    ]
    _util.emit(report, args.json, lines)


if __name__ == "__main__":
    main()
