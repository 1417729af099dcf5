"""How often the Durak endgame solver settles an endgame within `hard`'s node budget, per
variant it plays (2 players, 36 cards, the rules' defaults otherwise).

For each set of rules, N games of the heuristic against itself are played to their first
endgame (two players, the stock empty); the solver is asked for every move's value there
(``outcome_moves``, what ``hard`` asks), from a fresh table, in C when the fast path is on.
Reported: the share settled within the budget (the rest fall back to sampling), the CPU
time per position (median, p95, max) and the nodes searched.

    python bench/durak_endgame_reach.py [--positions N] [--budget NODES] [--seed S] [--json]
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

import _util

CPU = time.process_time

# the rules measured: a name and the overrides of the 2-player 36-card game
RULES: dict[str, dict[str, object]] = {
    "podkidnoy": {"base": "podkidnoy"},
    "perevodnoy": {"base": "perevodnoy"},
    "royal": {"base": "podkidnoy", "royal": True},
    "royal_perevodnoy": {"base": "perevodnoy", "royal": True},
    "japanese_a": {"base": "podkidnoy", "japanese": "a"},
    "japanese_b": {"base": "podkidnoy", "japanese": "b"},
    "japanese_a_perevodnoy": {"base": "perevodnoy", "japanese": "a"},
    "transfer_refusal": {"base": "perevodnoy", "transfer_refusal": True},
    "transfer_any_time": {"base": "perevodnoy", "transfer_any_time": True},
    "boring": {"base": "podkidnoy", "boring": True},
    "boring_perevodnoy": {"base": "perevodnoy", "boring": True},
    "circular": {"base": "podkidnoy", "circular": True},
    "simple_b": {"base": "simple", "simple_b": True},
    "chinese": {"base": "podkidnoy", "chinese": True},
    "two_trump": {"base": "podkidnoy", "two_trump": True},
    "treshka": {"base": "simple", "treshka": True},
    "english_g": {"base": "simple", "english_g": True},
    "simple_v": {"base": "simple", "simple_v": True},
}


def first_endgames(over: dict[str, object], count: int, seed: int) -> list[Any]:
    """The first endgame of each of ``count`` heuristic self-play games."""
    from koloda.ai import make_agent
    from koloda.engine.game import get_game

    game = get_game("durak")

    def heuristic_pair(game_seed: int) -> Any:
        agents = [make_agent(game, "heuristic", s, random.Random(game_seed)) for s in range(2)]
        return lambda st: agents[st.current_player()].act(
            st.observation(st.current_player()), st.legal_actions())
    return _util.durak_first_endgames({"deck": 36, **over}, count, seed, heuristic_pair)


def reach(positions: list[Any], budget: int) -> dict[str, Any]:
    from koloda.ai.durak_endgame import EndgameSolver

    ms: list[float] = []
    settled = nodes = 0
    for st in positions:
        solver = EndgameSolver(st.rules, max_nodes=budget)
        start = CPU()
        got = solver.outcome_moves(st)
        ms.append((CPU() - start) * 1000)
        nodes += solver.nodes
        settled += got is not None
    n = len(positions)
    return {"positions": n, "settled": settled,
            "settled_share": round(settled / n, 3) if n else None,
            "ms": _util.tails(ms), "nodes_mean": round(nodes / n) if n else None}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else "")
    p.add_argument("--positions", type=int, default=100, help="endgames per rule set (100)")
    p.add_argument("--budget", type=int, default=20_000,
                   help="the solver's node budget (default 20,000, as `hard`)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rules", action="append", choices=sorted(RULES),
                   help="only these rule sets (repeatable; default all)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    report: dict[str, Any] = {"benchmark": "durak_endgame_reach", "machine": _util.machine(),
                              "budget": args.budget,
                              "seed": args.seed, "rules": {}}
    lines = [f"Durak endgame solver, budget {args.budget:,} nodes, first endgames of "
             "heuristic self-play (ms CPU: median / p95 / max)"]
    for name in args.rules or list(RULES):
        got = reach(first_endgames(RULES[name], args.positions, args.seed), args.budget)
        report["rules"][name] = got
        t = got["ms"]
        lines.append(f"  {name:24} settled {got['settled']}/{got['positions']}"
                     f"  {t['median_ms']} / {t['p95_ms']} / {t['max_ms']} ms"
                     f"  nodes mean {got['nodes_mean']}")
    _util.emit(report, args.json, lines)
    return report


if __name__ == "__main__":
    main()
