"""A fingerprint of how games play: for a check that a change meant to be faster, and only
faster, left every move as it was.

For each game, every player count and every preset and variant (each alone), seeded games
are played to the end, by random players and by the game's heuristic in turn; the
fingerprint hashes every list of legal moves, an observation every few steps and each
result. Two source trees that play alike give the same fingerprint:

    python scripts/play_trace.py --game reduda --games 5
    python scripts/play_trace.py --game reduda --compare OLD/src src

``--compare OLD_SRC NEW_SRC`` runs itself under each tree (``PYTHONPATH``) and says, per
game, whether the two agree (exit status 1 if any differs).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import subprocess
import sys
from typing import Any


def _rule_sets(game: Any) -> list[tuple[str, Any]]:
    out = [("default", game.rules_type.build())]
    out += [(f"preset {p}", game.make_rules(preset=p)) for p in game.presets]
    out += [(f"variant {v}", game.make_rules(variants=[v])) for v in game.variants]
    return out


def fingerprint(key: str, games: int, max_steps: int = 3000) -> str:
    from koloda.engine.game import CHANCE, get_game
    from koloda.engine.infoset import decide

    game = get_game(key)
    digest = hashlib.sha256()
    factories = game.agent_factories()
    for players in range(game.min_players, game.max_players + 1):
        for name, rules in _rule_sets(game):
            digest.update(f"{players} {name}".encode())
            for g in range(games):
                rng = random.Random(g)
                state = game.new_state(players, rules, seed=g)
                make = factories.get("heuristic", factories["random"]) if g % 2 \
                    else factories["random"]
                agents = [make(s, rng) for s in range(players)]
                steps = 0
                while not state.is_terminal() and steps < max_steps:
                    seat = state.current_player()
                    if seat == CHANCE:
                        state.apply_chance()
                        continue
                    legal = state.legal_actions()
                    digest.update(repr(legal).encode())
                    if steps % 7 == 0:
                        digest.update(json.dumps(state.observation(seat), sort_keys=True,
                                                 default=str).encode())
                    state.apply(decide(agents[seat], state, seat, legal))
                    steps += 1
                digest.update(repr(state.result()).encode())
    return digest.hexdigest()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", action="append", required=True, help="a game key (repeat)")
    p.add_argument("--games", type=int, default=3,
                   help="seeded games per player count and rule set (3)")
    p.add_argument("--compare", nargs=2, metavar=("OLD_SRC", "NEW_SRC"))
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if not args.compare:
        prints = {key: fingerprint(key, args.games) for key in args.game}
        if args.json:
            print(json.dumps(prints))
        else:
            for key, value in prints.items():
                print(key, value)
        return 0
    sides = []
    for src in args.compare:
        cmd = [sys.executable, __file__, "--json", "--games", str(args.games)]
        for key in args.game:
            cmd += ["--game", key]
        env = {**os.environ, "PYTHONPATH": os.path.abspath(src)}
        done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
        sides.append(json.loads(done.stdout))
    same = {key: sides[0][key] == sides[1][key] for key in args.game}
    if args.json:
        print(json.dumps({"compare": args.compare, "same": same}))
    else:
        for key, agree in same.items():
            print(key, "same" if agree else "DIFFERENT")
    return 0 if all(same.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
