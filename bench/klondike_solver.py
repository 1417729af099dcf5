"""How often the thoughtful-Klondike solver decides seeded random deals in time.

Deal ``i`` is ``deal_klondike(seed + i)``: ``random.Random(seed + i)`` shuffles the
52-card list, columns 1..7 are dealt as a player deals, the 24 cards left are the stock.
Each deal is solved with ``--time-limit`` seconds (wall clock, or this process's CPU time
with ``--cpu``, steadier when other programs share the machine); every winning line is
replayed with the reference move applier. Printed: won / lost / unknown, the share decided
(won or lost) with a 95% Wilson interval, the winnable rate among all deals (won / deals,
with its interval, and the bounds the undecided deals leave), the winnable rate among the
decided ones, deals per second, median / 95th-percentile / slowest time per deal, the
most positions one search's transposition table held (``--table-cap`` bounds it) and the
process's peak resident memory.

    .venv/bin/python bench/klondike_solver.py --deals 200
    nice .venv/bin/python bench/klondike_solver.py --deals 1000 --draw 3 --time-limit 2

The published figure for these rules (Blake & Gent, Solvitaire): draw 3, unlimited
redeals, foundation cards may come back: 81.945% +- 0.084% winnable.
"""

from __future__ import annotations

import argparse
import math
import resource
import statistics
import sys
import time
from typing import Any

from _util import emit, machine
from koloda import fast
from koloda.games.patience.solvers.klondike import (
    deal_klondike,
    solve_klondike,
    table_cap_for,
    verify,
)

PUBLISHED = {3: (81.945, 0.084), 1: (90.45, None)}  # percent winnable, 95% half-width


def wilson(k: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion k / n, as fractions."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(sorted_values: list[float], q: float) -> float:
    """The nearest-rank percentile ``q`` (0..1) of an ascending list."""
    if not sorted_values:
        return 0.0
    rank = max(1, min(len(sorted_values), math.ceil(q * len(sorted_values))))
    return sorted_values[rank - 1]


def pct(x: float) -> float:
    return round(100 * x, 2)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--deals", type=int, default=200, metavar="N",
                   help="number of deals (default 200)")
    p.add_argument("--draw", type=int, choices=(1, 3), default=3,
                   help="cards per deal from the stock (default 3)")
    p.add_argument("--time-limit", type=float, default=2.0, metavar="S",
                   help="seconds allowed per deal (default 2)")
    p.add_argument("--node-limit", type=int, default=None, metavar="N",
                   help="macro moves allowed per deal (default: no limit)")
    p.add_argument("--table-cap", type=int, default=None, metavar="N",
                   help="positions one search's table stores at most (default: the "
                        "solver's for the time limit, 2**20 for every 2 s up to 2**22)")
    p.add_argument("--cpu", action="store_true",
                   help="count the time limit in CPU seconds of this process")
    p.add_argument("--seed", type=int, default=0, help="deal i uses seed + i (default 0)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    p.add_argument("--verbose", action="store_true", help="one line per deal")
    args = p.parse_args(argv)
    if args.deals < 1:
        raise SystemExit("--deals must be at least 1")
    if args.table_cap is None:
        args.table_cap = table_cap_for(args.time_limit)
    if args.table_cap < 1:
        raise SystemExit("--table-cap must be at least 1")

    counts = {"won": 0, "lost": 0, "unknown": 0}
    wall: list[float] = []
    cpu: list[float] = []
    nodes: list[int] = []
    table = 0
    unknown_seeds: list[int] = []
    bad: list[int] = []
    start_wall, start_cpu = time.perf_counter(), time.process_time()
    for i in range(args.deals):
        seed = args.seed + i
        tableau, down, stock = deal_klondike(seed)
        w0, c0 = time.perf_counter(), time.process_time()
        sol = solve_klondike(tableau, down, stock, draw=args.draw, time_limit=args.time_limit,
                             node_limit=args.node_limit, cpu_time=args.cpu,
                             table_cap=args.table_cap)
        table = max(table, sol.table)
        wall.append(time.perf_counter() - w0)
        cpu.append(time.process_time() - c0)
        nodes.append(sol.nodes)
        counts[sol.status] += 1
        if sol.status == "won" and not verify(tableau, down, stock, (), (0, 0, 0, 0),
                                              sol.moves, draw=args.draw):
            bad.append(seed)
        if sol.status == "unknown":
            unknown_seeds.append(seed)
        if args.verbose and not args.json:
            print(f"seed {seed}: {sol.status} nodes {sol.nodes} wall {wall[-1]:.3f}s "
                  f"cpu {cpu[-1]:.3f}s moves {len(sol.moves)}", file=sys.stderr)
    total_wall = time.perf_counter() - start_wall
    total_cpu = time.process_time() - start_cpu
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux

    n = args.deals
    won, lost, unknown = counts["won"], counts["lost"], counts["unknown"]
    decided = won + lost
    d_lo, d_hi = wilson(decided, n)
    w_lo, w_hi = wilson(won, n)
    wd_lo, wd_hi = wilson(won, decided)
    # the true winnable share lies between won / n and (won + unknown) / n, each with its own
    # sampling error: the widest honest interval takes the lower end of one, upper of other
    b_lo, b_hi = w_lo, wilson(won + unknown, n)[1]
    sw, sc = sorted(wall), sorted(cpu)
    published, half = PUBLISHED[args.draw]
    report: dict[str, Any] = {
        "benchmark": "klondike_solver",
        "options": {"deals": n, "draw": args.draw, "time_limit": args.time_limit,
                    "clock": "cpu" if args.cpu else "wall", "node_limit": args.node_limit,
                    "seed": args.seed, "redeals": "unlimited", "foundations_removable": True,
                    "table_cap": args.table_cap},
        "won": won, "lost": lost, "unknown": unknown,
        "decided_pct": pct(decided / n), "decided_ci95_pct": [pct(d_lo), pct(d_hi)],
        "winnable_pct": pct(won / n), "winnable_ci95_pct": [pct(w_lo), pct(w_hi)],
        "winnable_bounds_pct": [pct(won / n), pct((won + unknown) / n)],
        "winnable_bounds_ci95_pct": [pct(b_lo), pct(b_hi)],
        "winnable_among_decided_pct": pct(won / decided) if decided else None,
        "winnable_among_decided_ci95_pct": [pct(wd_lo), pct(wd_hi)] if decided else None,
        "published_winnable_pct": published, "published_ci95_half_width": half,
        "deals_per_s": round(n / total_wall, 3) if total_wall else None,
        "wall_seconds": round(total_wall, 2), "cpu_seconds": round(total_cpu, 2),
        "wall_median_s": round(statistics.median(sw), 4), "wall_p95_s": round(
            percentile(sw, 0.95), 4), "wall_max_s": round(sw[-1], 4),
        "cpu_median_s": round(statistics.median(sc), 4), "cpu_p95_s": round(
            percentile(sc, 0.95), 4), "cpu_max_s": round(sc[-1], 4),
        "nodes_median": int(statistics.median(nodes)), "nodes_max": max(nodes),
        "table_max": table, "peak_rss_mb": round(peak_mb, 1),
        "unknown_seeds": unknown_seeds, "unverified_wins": bad,
        "engine": fast.active(),  # the compiled search, or KOLODA_PURE=1's Python one
        "machine": machine(),
    }
    lines = [
        f"Klondike draw {args.draw}, unlimited redeals, {n} deals (seeds {args.seed}.."
        f"{args.seed + n - 1}), {args.time_limit:g} s {'CPU' if args.cpu else 'wall'} "
        "per deal",
        f"  won {won}  lost {lost}  unknown {unknown}"
        + (f"  UNVERIFIED WINS {bad}" if bad else "  (every win replayed and verified)"),
        f"  decided        {pct(decided / n):6.2f}%  95% CI [{pct(d_lo)}, {pct(d_hi)}]",
        f"  winnable       {pct(won / n):6.2f}%  95% CI [{pct(w_lo)}, {pct(w_hi)}]"
        f"  (with the undecided: {pct(won / n)}..{pct((won + unknown) / n)}%)",
        f"  among decided  {pct(won / decided) if decided else float('nan'):6.2f}%"
        f"  95% CI [{pct(wd_lo)}, {pct(wd_hi)}]",
        f"  published      {published}%" + (f" +- {half}%" if half else "")
        + " (Blake & Gent, Solvitaire)",
        f"  {n / total_wall:.2f} deals/s; per deal wall median {statistics.median(sw):.3f} s,"
        f" p95 {percentile(sw, 0.95):.3f} s, max {sw[-1]:.3f} s; CPU median "
        f"{statistics.median(sc):.3f} s, p95 {percentile(sc, 0.95):.3f} s",
        f"  nodes median {int(statistics.median(nodes))}, max {max(nodes)}; engine {fast.active()}",
        f"  largest table {table} positions (cap {args.table_cap}); peak RSS {peak_mb:.1f} MiB",
    ]
    emit(report, args.json, lines)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
