"""What a heuristic play-out costs: the inner loop of the search players in the games whose
search plays on with the game's own heuristic (``Game.search_rollout = "heuristic"``).

From decision states of heuristic games (default players and rules, seeded), each play-out
is the search's own: ``Adapter.rollout`` on a clone, every seat's move asked of the
heuristic through its door (the observation and the legal moves). Printed per game: CPU
microseconds a play-out and a step (the median of ``--slices`` timed slices, with their
range), and steps a play-out.

    .venv/bin/python bench/heuristic_rollouts.py --game reduda --game troiki --json

``--rollout random`` times the random play-outs of the other games instead, and ``--world``
starts each play-out from a world the seat could be in (``InfoSet.resample``, as each
iteration of the search does) rather than a clone of the true state: with both, a unit is
a search iteration without its tree (Штрафные, Дрейфус: ``--game shtrafnye --rollout
random --world``).

``--compare OLD_SRC NEW_SRC`` times two source trees side by side: the slices of each run as
child processes with that tree first on ``PYTHONPATH``, alternated A B B A A B ..., so that
the load of the machine falls on both alike; the ratio is new/old per game, with the range
over the rounds.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from typing import Any

from _util import machine


def heuristic_games() -> list[str]:
    from koloda.engine.game import all_games

    return sorted(g.key for g in all_games() if g.search_rollout == "heuristic"
                  and "heuristic" in g.agent_factories())


def positions(key: str, count: int, seed: int) -> list[Any]:
    """``count`` decision states (more than one legal move) of heuristic games."""
    from koloda.engine.game import CHANCE, get_game
    from koloda.engine.infoset import decide

    game = get_game(key)
    rng = random.Random(seed)
    make = game.agent_factories()["heuristic"]
    out: list[Any] = []
    deal = seed
    while len(out) < count:
        state = game.new_state(game.default_players, game.rules_type.build(), seed=deal)
        deal += 1
        agents = [make(s, rng) for s in range(state.players)]
        steps = 0
        while not state.is_terminal() and steps < 5000:
            player = state.current_player()
            if player == CHANCE:
                state.apply_chance()
                continue
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.2:
                out.append(state.clone())
                if len(out) >= count:
                    break
            state.apply(decide(agents[player], state, player, legal))
            steps += 1
    return out


def time_slice(key: str, states: list[Any], seconds: float, seed: int,
               rollout: str = "heuristic", from_world: bool = False) -> dict[str, float]:
    from koloda.ai.adapters import Adapter
    from koloda.engine.infoset import InfoSet

    rng = random.Random(seed)
    adapters = []
    infosets = []
    for st in states:
        seat = st.current_player()
        infosets.append(InfoSet(st, seat, st.legal_actions()))
        adapters.append(Adapter(infosets[-1], rollout=rollout))
    clock = time.process_time
    n = steps = 0
    start = clock()
    while clock() - start < seconds:
        for st, infoset, adapter in zip(states, infosets, adapters, strict=True):
            world = infoset.resample(rng) if from_world else st.clone()
            before = len(world.history)
            adapter.rollout(world, rng)
            steps += len(world.history) - before
            n += 1
    spent = clock() - start
    return {"rollouts": n, "steps": steps, "cpu_s": spent}


def run(args: argparse.Namespace) -> dict[str, Any]:
    keys = args.game or heuristic_games()
    out: dict[str, Any] = {"benchmark": "heuristic_rollouts", "machine": machine(),
                           "rollout": args.rollout, "world": args.world, "games": {}}
    for key in keys:
        states = positions(key, args.states, args.seed)
        per: list[float] = []
        per_step: list[float] = []
        length: list[float] = []
        for i in range(args.slices):
            got = time_slice(key, states, args.seconds, args.seed + i, args.rollout,
                             args.world)
            per.append(got["cpu_s"] / got["rollouts"] * 1e6)
            per_step.append(got["cpu_s"] / max(1, got["steps"]) * 1e6)
            length.append(got["steps"] / got["rollouts"])
        out["games"][key] = {
            "us_per_rollout": round(statistics.median(per), 1),
            "us_per_rollout_range": [round(min(per), 1), round(max(per), 1)],
            "us_per_step": round(statistics.median(per_step), 2),
            "steps_per_rollout": round(statistics.median(length), 1),
        }
    return out


def compare(args: argparse.Namespace) -> dict[str, Any]:
    old, new = args.compare
    keys = args.game or heuristic_games()
    rounds: dict[str, list[dict[str, Any]]] = {"old": [], "new": []}
    order = []
    for r in range(args.rounds):
        order += (["old", "new"] if r % 2 == 0 else ["new", "old"])
    for side in order:
        src = old if side == "old" else new
        env = {**os.environ, "PYTHONPATH": os.path.abspath(src)}
        cmd = [sys.executable, __file__, "--json", "--slices", "1", "--seconds",
               str(args.seconds), "--states", str(args.states), "--seed", str(args.seed),
               "--rollout", args.rollout] + (["--world"] if args.world else [])
        for key in keys:
            cmd += ["--game", key]
        done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
        rounds[side].append(json.loads(done.stdout)["games"])
    games: dict[str, Any] = {}
    for key in keys:
        o = [r[key]["us_per_rollout"] for r in rounds["old"]]
        n = [r[key]["us_per_rollout"] for r in rounds["new"]]
        ratios = [b / a for a, b in zip(o, n, strict=True)]
        games[key] = {"old_us": round(statistics.median(o), 1),
                      "new_us": round(statistics.median(n), 1),
                      "new_over_old": round(statistics.median(ratios), 3),
                      "range": [round(min(ratios), 3), round(max(ratios), 3)],
                      "steps_per_rollout": rounds["new"][0][key]["steps_per_rollout"]}
    return {"benchmark": "heuristic_rollouts", "compare": {"old": old, "new": new},
            "rollout": args.rollout, "world": args.world,
            "rounds": args.rounds, "order": order, "machine": machine(), "games": games}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", action="append", help="a game key (default: every game "
                   "whose search plays on with its heuristic)")
    p.add_argument("--states", type=int, default=40, help="positions per game (40)")
    p.add_argument("--seconds", type=float, default=2.0, help="CPU seconds a slice (2)")
    p.add_argument("--slices", type=int, default=3, help="timed slices per game (3)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--compare", nargs=2, metavar=("OLD_SRC", "NEW_SRC"))
    p.add_argument("--rounds", type=int, default=4, help="with --compare: rounds (4)")
    p.add_argument("--rollout", choices=("heuristic", "random"), default="heuristic",
                   help="the play-outs timed (heuristic)")
    p.add_argument("--world", action="store_true",
                   help="each play-out from a resampled world, not a clone of the state")
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    result = compare(args) if args.compare else run(args)
    if args.json:
        print(json.dumps(result))
        return
    for key, row in result["games"].items():
        print(key, " ".join(f"{k}={v}" for k, v in row.items()))


if __name__ == "__main__":
    main()
