"""How many deals of the Golf family can be won: Основание (Golf) and Ёлочки.

Each deal is solved *thoughtfully* (the solver knows the stock's order, as the
solvability literature counts it) by the game's own solver,
``koloda.games.patience.solvers.golf``, under a time limit: a deal is won (a winning line
was found and replayed through the game to check it), lost (the search was exhaustive,
so this is a proof) or undecided. The won share is a lower bound of the winnable rate and
won + undecided an upper one; the share among the decided deals is the best estimate.
All three come with 95% Wilson intervals.

For ``foundation`` the published figures (Wikipedia, "Golf (patience)", from solver runs
over random deals) are printed beside ours: about 26% with nothing on a King (our variant
``classic``), 45% when a Queen may go on a King (our default: the text bars only K–A) and
93% when the King and the Ace turn the corner (our variant ``wrap``, Putt Putt). Our deal
is the same as theirs: 7 × 5 face up, one card starts the foundation, 16 in the stock.

    .venv/bin/python bench/golf_solver.py --game foundation --deals 500 --time-limit 2 --json
    .venv/bin/python bench/golf_solver.py --game fir_trees --deals 200 --variant wrap
"""

from __future__ import annotations

import argparse
import math
import time
from typing import Any

from _util import emit, machine
from koloda.engine.game import get_game
from koloda.games.patience.game import PatienceGame

PUBLISHED = {  # foundation: variant -> winnable share (Wikipedia, "Golf (patience)")
    "": 0.45, "classic": 0.26, "wrap": 0.93,
}


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a rate (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def rate(k: int, n: int) -> dict[str, Any]:
    lo, hi = wilson(k, n)
    return {"rate": round(k / n, 5) if n else None, "wilson95": [round(lo, 5), round(hi, 5)]}


def measure(key: str, deals: int, first: int, time_limit: float,
            variants: list[str]) -> dict[str, Any]:
    game = get_game(key)
    assert isinstance(game, PatienceGame)
    rules = game.make_rules(variants=variants)
    counts = {"won": 0, "lost": 0, "unknown": 0}
    nodes = 0
    slowest = 0.0
    start = time.perf_counter()
    for i in range(deals):
        state = game.new_state(1, rules, seed=first + i)
        state.apply_chance()
        found = game.solve(state.clone(), time_limit, None)
        if found.status == "won":  # replay the line: the game must agree it wins
            for action in found.actions:
                assert action in state.legal_actions(), (first + i, action)
                state.apply(action)
            assert state.is_won(), first + i
        counts[found.status] += 1
        nodes += found.nodes
        slowest = max(slowest, found.seconds)
    seconds = time.perf_counter() - start
    decided = counts["won"] + counts["lost"]
    published = PUBLISHED.get(" ".join(variants)) if key == "foundation" else None
    return {
        "benchmark": "golf_solver", "game": key, "variants": variants,
        "time_limit": time_limit, "deals": deals, "first_seed": first, **counts,
        "won_share": rate(counts["won"], deals),
        "won_or_undecided_share": rate(counts["won"] + counts["unknown"], deals),
        "won_among_decided": rate(counts["won"], decided),
        "published": published,
        "published_source": "Wikipedia, Golf (patience)" if published is not None else None,
        "nodes": nodes, "slowest_deal_seconds": round(slowest, 3),
        "seconds": round(seconds, 3), "machine": machine(),
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", default="foundation", choices=("foundation", "fir_trees"))
    p.add_argument("--deals", type=int, default=500, help="deals to solve (default 500)")
    p.add_argument("--seed", type=int, default=1, help="the first deal number (default 1)")
    p.add_argument("--time-limit", type=float, default=2.0,
                   help="seconds per deal (default 2)")
    p.add_argument("--variant", action="append", default=[], help="variant key")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args()
    if args.deals < 1:
        raise SystemExit("--deals must be at least 1")
    r = measure(args.game, args.deals, args.seed, args.time_limit, args.variant)

    def pct(block: dict[str, Any]) -> str:
        lo, hi = block["wilson95"]
        return f"{100 * block['rate']:.1f}% (95% {100 * lo:.1f}–{100 * hi:.1f}%)" \
            if block["rate"] is not None else "-"

    lines = [
        f"{args.game} {' '.join(args.variant)}: {r['won']} won, {r['lost']} lost, "
        f"{r['unknown']} undecided of {args.deals} ({args.time_limit:g} s a deal)",
        f"  winnable: at least {pct(r['won_share'])}, at most "
        f"{pct(r['won_or_undecided_share'])}; among decided deals {pct(r['won_among_decided'])}",
    ]
    if r["published"] is not None:
        lines.append(f"  published: about {100 * r['published']:.0f}% ({r['published_source']})")
    lines.append(f"  {r['seconds']:.1f} s, slowest deal {r['slowest_deal_seconds']:.2f} s")
    emit(r, args.json, lines)


if __name__ == "__main__":
    main()
