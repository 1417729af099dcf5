"""Strength and decision time of the search players (koloda.ai), outside the unit tests.

Two modes:

- ``match`` (default): one agent (``--agent``, e.g. ``hard``) against the others
  (``--opponent``, default ``heuristic``) on duplicate deals: every deal seed is played
  with the agent in each seat in turn, the opponents in the other seats, so the luck of
  the cards cancels. Reports the agent's games, wins (Durak: games it was not the fool;
  Тысяча: games won), the rate with a Wilson 95% interval, parity (the rate an equal
  player would have), Тысяча's mean score per deal and contracts made, and the agent's
  decision times (median, p95; decisions with one legal move left out).
- ``times``: the decision time of each level (``--levels``) in each game (``--game``
  repeatable), median and p95 over ``--games`` games of the level in seat 0 against
  heuristics.

    .venv/bin/python bench/ai_strength.py --game durak --agent hard --games 200
    .venv/bin/python bench/ai_strength.py --game tysyacha --players 3 --agent hard --games 60
    .venv/bin/python bench/ai_strength.py --mode times --game durak --game tysyacha --games 2

The big duplicate-deal runs with confidence intervals per rotation group, Elo and plots
are ``koloda match`` (issue 9, part 3).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from typing import Any

from koloda.ai import make_agent
from koloda.engine.game import CHANCE, get_game
from koloda.engine.infoset import decide


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


def quantile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    ys = sorted(xs)
    return ys[min(len(ys) - 1, int(q * len(ys)))]


def play(game_key: str, players: int, rules_over: dict[str, Any], seed: int, specs: list[str],
         agent_seed: int, watch: int) -> tuple[Any, list[float]]:
    """One game; the final state and the decision times of seat ``watch``."""
    game = get_game(game_key)
    rules = game.make_rules(overrides=rules_over)
    state = game.new_state(players, rules, seed)
    master = random.Random(agent_seed)
    agents = [make_agent(game, specs[s], s, random.Random(master.getrandbits(64)))
              for s in range(players)]
    times: list[float] = []
    thoughts.clear()
    steps = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        p = state.current_player()
        legal = state.legal_actions()
        t0 = time.perf_counter()
        action = decide(agents[p], state, p, legal)
        if p == watch and len(legal) > 1:
            times.append(time.perf_counter() - t0)
            last = getattr(agents[p], "last", None)
            if last is not None:
                thoughts.append((last.method, last.iterations))
                agents[p].last = None
        state.apply(action)
        steps += 1
        if steps > 200_000:
            raise RuntimeError("a game did not end")
    return state, times


thoughts: list[tuple[str, int]] = []  # the watched seat's last game: (method, iterations)


def match(args: argparse.Namespace) -> dict[str, Any]:
    game = get_game(args.game)
    players = args.players or game.default_players
    rules = dict(kv.split("=", 1) for kv in args.rule or [])
    over: dict[str, Any] = {}
    for k, v in rules.items():
        over[k] = int(v) if v.lstrip("-").isdigit() else (
            v == "true" if v in ("true", "false") else v)
    wins = 0.0
    games = 0
    times: list[float] = []
    scores: list[float] = []
    deals = 0
    made = failed = 0
    draws = 0
    t_start = time.perf_counter()
    master = random.Random(args.seed)
    for group in range(args.games // players or 1):
        deal_seed = master.getrandbits(31)
        agent_seed = master.getrandbits(31)
        for seat in range(players):
            specs = [args.opponent] * players
            specs[seat] = args.agent
            state, ts = play(game.key, players, over, deal_seed, specs, agent_seed, seat)
            times.extend(ts)
            games += 1
            res = state.result()
            if game.key == "durak":
                fools = res.get("fools") or [[]]
                last = fools[-1]
                if not last:
                    draws += 1
                    wins += 0.5
                elif seat not in last:
                    wins += 1
            else:
                ret = state.returns()
                best = max(ret)
                winners = [s for s, r in enumerate(ret) if r == best]
                if seat in winners:
                    wins += 1.0 / len(winners)
            if game.key == "tysyacha":
                scores.append(float(res["scores"][seat]))
                deals += int(res["deals"])
                for row in state.sheet:
                    if row.get("declarer") == seat and "made" in row:
                        if row.get("roospis"):
                            continue
                        made += bool(row["made"])
                        failed += not row["made"]
            if args.verbose:
                print(f"group {group} seat {seat}: wins so far {wins}/{games}",
                      file=sys.stderr, flush=True)
    lo, hi = wilson(wins, games)
    parity = (1 - 1 / players) if game.key == "durak" else 1 / players
    out: dict[str, Any] = {
        "benchmark": "ai_strength", "mode": "match", "game": game.key, "players": players,
        "rules": over, "agent": args.agent, "opponent": args.opponent, "games": games,
        "wins": wins, "rate": round(wins / games, 4) if games else None,
        "wilson95": [round(lo, 4), round(hi, 4)], "parity": round(parity, 4),
        "draws": draws,
        "decision_ms": {"median": round(1000 * quantile(times, 0.5), 1),
                        "p95": round(1000 * quantile(times, 0.95), 1),
                        "decisions": len(times)},
        "seconds": round(time.perf_counter() - t_start, 1),
        "wins_mean": "Durak: games not the fool (a draw counts half); others: games won",
    }
    if game.key == "tysyacha":
        out["mean_score"] = round(sum(scores) / len(scores), 1) if scores else None
        out["mean_score_per_deal"] = round(sum(scores) / deals, 2) if deals else None
        out["contracts"] = {"made": made, "failed": failed,
                            "made_rate": round(made / (made + failed), 4)
                            if made + failed else None}
    return out


def endgame_path(compiled: bool) -> None:
    """Make the Durak endgame solvers made from now on search in C or in Python."""
    from koloda.ai import durak_endgame

    cls: Any = durak_endgame.EndgameSolver
    base = getattr(cls, "_bench_init", cls.__init__)
    cls._bench_init = base

    def init(self: Any, rules: Any, max_nodes: int = 20_000, max_table: int = 400_000,
             compiled_: bool = True) -> None:
        base(self, rules, max_nodes, max_table, compiled)

    cls.__init__ = init


def times_mode(args: argparse.Namespace) -> dict[str, Any]:
    rows = []
    paths = {"c": [True], "python": [False], "both": [True, False]}[args.endgame]
    for key, level, compiled in [(k, lv, c) for k in args.game_list
                                 for lv in args.levels.split(",") for c in paths]:
        game = get_game(key)
        players = args.players or game.default_players
        endgame_path(compiled)
        times: list[float] = []
        work: dict[str, list[float]] = {}
        for g in range(args.games):
            specs = ["heuristic"] * players
            specs[0] = level
            _, ts = play(game.key, players, {}, args.seed + g, specs, args.seed + 99 + g, 0)
            times.extend(ts)
            for method, n in thoughts:
                work.setdefault(method, []).append(n)
        rows.append({"game": game.key, "level": level, "decisions": len(times),
                     "median_ms": round(1000 * quantile(times, 0.5), 1),
                     "p95_ms": round(1000 * quantile(times, 0.95), 1),
                     "max_ms": round(1000 * max(times, default=0.0), 1),
                     # per method: decisions, median and p95 of its iterations
                     # (ISMCTS iterations, PIMC worlds, endgame-solver nodes)
                     "work": {m: [len(v), quantile(v, 0.5), quantile(v, 0.95)]
                              for m, v in sorted(work.items())},
                     "endgame_solver": "c" if compiled else "python"})
        if args.verbose:
            print(rows[-1], file=sys.stderr, flush=True)
    return {"benchmark": "ai_strength", "mode": "times", "rows": rows}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--mode", choices=("match", "times"), default="match")
    p.add_argument("--game", action="append", help="game key (times: repeatable)")
    p.add_argument("--players", type=int)
    p.add_argument("--rule", action="append", metavar="KEY=VALUE")
    p.add_argument("--agent", default="hard")
    p.add_argument("--opponent", default="heuristic")
    p.add_argument("--levels", default="easy,medium,hard,expert")
    p.add_argument("--endgame", choices=("c", "python", "both"), default="c",
                   help="times: the Durak endgame solver's path (both: each level twice)")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    p.add_argument("--verbose", action="store_true")
    args = p.parse_args(argv)
    games = args.game or ["durak"]
    if args.mode == "times":
        args.game_list = games
        out = times_mode(args)
    else:
        args.game = games[0]
        out = match(args)
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        for k, v in out.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
