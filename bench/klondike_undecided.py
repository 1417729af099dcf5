"""Solve again, one by one, the Klondike deals a run of ``klondike_solver.py`` left undecided
(not a unit test): each with the given table cap and CPU-time limit, its verdict, the macro
moves tried, the most positions its tables held and the CPU seconds taken. For comparing
caps or schedules on the hard deals alone::

    python bench/klondike_undecided.py --cap 4194304 --time-limit 10 \\
        [--from results/2026-12-05/klondike_rootonly/root_only_10s.json] [--json]

The seeds are the ``unknown_seeds`` of the ``--from`` report (a ``klondike_solver.py
--json`` output); draw 3, unlimited redeals, as that bench.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from koloda.games.patience.solvers.klondike import deal_klondike, solve_klondike

HERE = Path(__file__).resolve().parent
DEFAULT_FROM = HERE / "results" / "2026-12-05" / "klondike_rootonly" / "root_only_10s.json"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cap", type=int, default=None,
                   help="positions one search's table stores at most (default: the solver's)")
    p.add_argument("--time-limit", type=float, default=10.0, help="CPU seconds per deal")
    p.add_argument("--from", dest="source", type=Path, default=DEFAULT_FROM,
                   help="a klondike_solver.py --json report whose unknown_seeds to solve")
    p.add_argument("--first", type=int, default=0, help="solve only this many (0: all)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if args.cap is not None and args.cap < 1:
        p.error("--cap must be at least 1")
    seeds = list(json.loads(args.source.read_text())["unknown_seeds"])
    if args.first:
        seeds = seeds[:args.first]
    rows = []
    for seed in seeds:
        tableau, down, stock = deal_klondike(seed)
        c0 = time.process_time()
        sol = solve_klondike(tableau, down, stock, draw=3, time_limit=args.time_limit,
                             cpu_time=True, table_cap=args.cap)
        rows.append({"seed": seed, "status": sol.status, "nodes": sol.nodes,
                     "table": sol.table, "cpu_s": round(time.process_time() - c0, 2)})
        if not args.json:
            print(" ".join(f"{k} {v}" for k, v in rows[-1].items()), file=sys.stderr)
    report = {"benchmark": "klondike_undecided", "cap": args.cap,
              "time_limit": args.time_limit, "source": str(args.source), "deals": rows,
              "decided": [r["seed"] for r in rows if r["status"] != "unknown"]}
    print(json.dumps(report) if args.json else f"decided: {report['decided']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
