"""How fast the pure-Python FreeCell solver decides Microsoft's numbered deals.

Solves deals ``--first`` .. ``--last`` one after the other (each with ``--time-limit``
seconds), replays every winning line with the reference move applier, and prints how
many deals came out won / lost / unknown, deals per second, and the mean, median, 95th
percentile and slowest time per deal (plus median nodes and solution length).

    .venv/bin/python bench/freecell_solver.py --first 1 --last 1000
    .venv/bin/python bench/freecell_solver.py --first 11982 --last 11982 --time-limit 600
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import Any

from _util import emit, machine
from koloda.games.patience.solvers.freecell import solve_freecell, verify
from koloda.games.patience.solvers.ms_deals import LAST_DEAL, ms_deal


def percentile(sorted_values: list[float], q: float) -> float:
    """The nearest-rank percentile ``q`` (0..1) of an ascending list."""
    if not sorted_values:
        return 0.0
    rank = max(1, min(len(sorted_values), round(q * len(sorted_values) + 0.4999)))
    return sorted_values[rank - 1]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--first", type=int, default=1, help="first deal number (default 1)")
    p.add_argument("--last", type=int, default=1000, help="last deal number (default 1000)")
    p.add_argument("--time-limit", type=float, default=2.0, metavar="S",
                   help="seconds allowed per deal (default 2)")
    p.add_argument("--node-limit", type=int, default=None, metavar="N",
                   help="positions allowed per deal (default: no limit)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    p.add_argument("--quiet", action="store_true", help="no line per unsolved or slow deal")
    args = p.parse_args(argv)
    if not 1 <= args.first <= args.last <= LAST_DEAL:
        raise SystemExit(f"need 1 <= --first <= --last <= {LAST_DEAL}")

    counts = {"won": 0, "lost": 0, "unknown": 0}
    times: list[float] = []
    nodes: list[int] = []
    lengths: list[int] = []
    not_won: list[dict[str, Any]] = []
    bad: list[int] = []
    wall = time.perf_counter()
    cpu = time.process_time()
    for n in range(args.first, args.last + 1):
        deal = ms_deal(n)
        s = solve_freecell(deal, time_limit=args.time_limit, node_limit=args.node_limit)
        counts[s.status] += 1
        times.append(s.seconds)
        nodes.append(s.nodes)
        if s.status == "won":
            lengths.append(len(s.moves))
            if not verify(deal, s.moves):
                bad.append(n)
        else:
            not_won.append({"deal": n, "status": s.status, "seconds": round(s.seconds, 3),
                            "nodes": s.nodes})
        if not args.json and not args.quiet and (s.status != "won" or s.seconds > 1.0):
            print(f"deal {n}: {s.status} in {s.seconds:.2f} s, {s.nodes} positions",
                  file=sys.stderr)
    wall = time.perf_counter() - wall
    cpu = time.process_time() - cpu

    ordered = sorted(times)
    deals = len(times)
    report: dict[str, Any] = {
        "benchmark": "freecell_solver",
        "options": {"first": args.first, "last": args.last, "time_limit": args.time_limit,
                    "node_limit": args.node_limit},
        "deals": deals,
        **counts,
        "bad_solutions": bad,
        "seconds": round(wall, 3),
        "cpu_seconds": round(cpu, 3),
        "deals_per_s": round(deals / wall, 2) if wall else None,
        "mean_s": round(sum(times) / deals, 4),
        "median_s": round(statistics.median(times), 4),
        "p95_s": round(percentile(ordered, 0.95), 4),
        "max_s": round(ordered[-1], 4),
        "median_nodes": statistics.median(nodes),
        "max_nodes": max(nodes),
        "median_moves": statistics.median(lengths) if lengths else None,
        "not_won": not_won,
        "machine": machine(),
    }
    lines = [
        f"FreeCell solver, Microsoft deals {args.first}..{args.last}, "
        f"{args.time_limit:g} s per deal",
        f"  won {counts['won']}, lost {counts['lost']}, unknown {counts['unknown']}"
        + (f", BAD SOLUTIONS {bad}" if bad else ", every solution replays"),
        f"  {report['deals_per_s']} deals/s ({wall:.1f} s wall, {cpu:.1f} s CPU)",
        f"  per deal: mean {report['mean_s']:.3f} s, median {report['median_s']:.3f} s, "
        f"p95 {report['p95_s']:.3f} s, max {report['max_s']:.3f} s",
        f"  positions: median {report['median_nodes']:g}, max {report['max_nodes']}"
        + (f"; median solution {report['median_moves']:g} moves" if lengths else ""),
    ]
    emit(report, args.json, lines)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
