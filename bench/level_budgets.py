"""How many search iterations a time budget buys in each game: the calibration of the levels.

The levels of the generic search (``koloda.ai.levels``) are budgets in iterations, so that a
level is the same player on any machine and under any load, with a time cap only as a guard.
This bench measures, per game, the iterations the search makes within ``--ms`` milliseconds
a decision: the searching seat (``ismcts:ms=MS`` with the game's own search defaults) plays
in seat 0 against the game's heuristic in the other seats, on seeded deals, and every
decision with more than one legal move is counted until ``--decisions`` are in. Printed per
game: decisions, the iterations' median and 10th/90th percentiles, the decision time's
median and p95, and the method (``ismcts`` tree or ``anchored`` play-outs).

    .venv/bin/python bench/level_budgets.py --ms 500 --decisions 40 --json
    .venv/bin/python bench/level_budgets.py --game klabor --game za_pravdu --ms 500

Run it on an idle core: the figures are what one core does in that time.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from typing import Any

from _util import emit, machine
from koloda.ai import make_agent
from koloda.ai.levels import HARD_ITERATIONS, LEVELS, levels_of
from koloda.engine.game import CHANCE, all_games, get_game
from koloda.engine.infoset import decide


def search_games() -> list[str]:
    """The games whose levels are the generic search's budgets (``HARD_ITERATIONS``), and
    any game with two or more seats and a heuristic that has no levels of its own yet."""
    keys = list(HARD_ITERATIONS)
    for game in all_games():
        if game.key in LEVELS or game.default_players < 2:
            continue
        if "heuristic" in game.agent_factories():
            keys.append(game.key)
    return keys


def quantile(xs: list[float], q: float) -> float:
    ys = sorted(xs)
    return ys[min(len(ys) - 1, int(q * len(ys)))] if ys else 0.0


def measure(key: str, spec: str, decisions: int, seed: int) -> dict[str, Any]:
    game = get_game(key)
    players = game.default_players
    rules = game.make_rules()
    iterations: list[float] = []
    seconds: list[float] = []
    methods: set[str] = set()
    games = 0
    while len(iterations) < decisions and games < 50:
        state = game.new_state(players, rules, seed + games)
        master = random.Random(seed + games)
        agents = [make_agent(game, spec if s == 0 else "heuristic", s,
                             random.Random(master.getrandbits(64))) for s in range(players)]
        games += 1
        steps = 0
        while not state.is_terminal() and len(iterations) < decisions:
            if state.current_player() == CHANCE:
                state.apply_chance()
                continue
            p = state.current_player()
            legal = state.legal_actions()
            t0 = time.process_time()
            action = decide(agents[p], state, p, legal)
            spent = time.process_time() - t0
            last = getattr(agents[p], "last", None)
            if p == 0 and len(legal) > 1 and last is not None:
                iterations.append(float(last.iterations))
                seconds.append(spent)
                methods.add(last.method)
                agents[p].last = None
            state.apply(action)
            steps += 1
            if steps > 100_000:
                break
    return {"game": key, "players": players, "games": games, "decisions": len(iterations),
            "method": ",".join(sorted(methods)),
            "iters_median": statistics.median(iterations) if iterations else 0,
            "iters_p10": quantile(iterations, 0.1), "iters_p90": quantile(iterations, 0.9),
            "cpu_ms_median": round(1000 * statistics.median(seconds), 1) if seconds else 0,
            "cpu_ms_p95": round(1000 * quantile(seconds, 0.95), 1)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--game", action="append", help="game key (repeatable; default: all)")
    p.add_argument("--ms", type=float, default=500.0, help="time budget a decision")
    p.add_argument("--spec", default=None,
                   help="the searching seat's spec instead of ismcts:ms=MS (e.g. hard)")
    p.add_argument("--decisions", type=int, default=40, help="decisions measured a game")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    keys = args.game or search_games()
    spec = args.spec or f"ismcts:ms={args.ms:g}"
    rows = []
    for key in keys:
        game = get_game(key)
        row = measure(key, spec, args.decisions, args.seed)
        row["level_hard"] = levels_of(game)["hard"]
        rows.append(row)
        if not args.json:
            print(f"{key:16} {row['decisions']:4} decisions  iterations median "
                  f"{row['iters_median']:8.0f} (p10 {row['iters_p10']:.0f}, p90 "
                  f"{row['iters_p90']:.0f})  cpu ms median {row['cpu_ms_median']} p95 "
                  f"{row['cpu_ms_p95']}  {row['method']}", file=sys.stderr, flush=True)
    emit({"benchmark": "level_budgets", "options": {"spec": spec, "decisions": args.decisions,
                                                    "seed": args.seed},
          "games": rows, "machine": machine()}, args.json,
         [f"{r['game']}: {r['iters_median']:.0f} iterations" for r in rows])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
