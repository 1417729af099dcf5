"""The Durak search player's speed on a fixed set of decisions, with a fingerprint of its
choices: run it under two source trees to compare them (the same fingerprint means the same
decisions, so only the speed changed).

    PYTHONPATH=<tree>/src .venv/bin/python bench/durak_search_speed.py [--iters N] [--games G]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import time
from typing import Any

import koloda
from koloda.ai import make_agent
from koloda.engine.game import CHANCE, get_game
from koloda.engine.infoset import InfoSet


def decisions(base: str, games: int) -> list[InfoSet]:
    """Seat 0's decisions (more than one legal move) in heuristic games, seeds 0.."""
    game = get_game("durak")
    rules = game.make_rules(preset="classic", overrides={"base": base})
    out: list[InfoSet] = []
    for seed in range(games):
        st = game.new_state(2, rules, seed=seed)
        rng = random.Random(seed)
        bots = [game.agent_factories()["heuristic"](s, rng) for s in range(2)]
        while True:
            p = st.current_player()
            if p == CHANCE:
                st.apply_chance()
                continue
            if p < 0:
                break
            legal = st.legal_actions()
            if p == 0 and len(legal) > 1:
                out.append(InfoSet(st, 0))
            st.apply(bots[p].act(st.observation(p), legal))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", default="perevodnoy")
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--iters", type=int, default=2000)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    points = decisions(a.base, a.games)
    game = get_game("durak")
    spec = f"ismcts:iters={a.iters},solve=20000"
    digest = hashlib.sha256()
    start = time.process_time()
    for i, infoset in enumerate(points):
        th = make_agent(game, spec, 0, random.Random(i)).think(infoset)
        digest.update(repr((th.action, sorted(th.visits.items()))).encode())
    cpu = time.process_time() - start
    row: dict[str, Any] = {"benchmark": "durak_search_speed", "tree": koloda.__file__.rsplit("/src/", 1)[0], "spec": spec,
                           "decisions": len(points), "cpu_s": round(cpu, 2),
                           "fingerprint": digest.hexdigest()[:12]}
    print(json.dumps(row) if a.json else
          f"{row['tree']}: {row['decisions']} decisions, {row['cpu_s']} CPU s, "
          f"choices {row['fingerprint']}")


if __name__ == "__main__":
    main()
