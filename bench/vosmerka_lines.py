"""How deep Восьмёрка's lines go (koloda.ai.lines): second-part positions of heuristic
games, each searched with a budget of play-outs, by alpha-beta on the margin (two
players, the levels' search) and by max^n (each seat its own best, no cut-offs).

    python bench/vosmerka_lines.py [--games 6] [--every 4] [--budget 1300 --budget 7800] [--json]

Prints per budget and search: positions, the depth reached (median, mean) and the time a
decision (median, p95, max). The depth depends only on the budget; the times on the
machine."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from koloda.ai.adapters import adapter_for
from koloda.ai.lines import Lines
from koloda.ai.thought import Clock
from koloda.engine.game import get_game
from koloda.engine.infoset import InfoSet, decide
from koloda.games.vosmerka.state import PLAY, VosmerkaState


def decisions(seed: int) -> list[VosmerkaState]:
    """Every decision (more than one legal move) of a one-deal heuristic game of two."""
    game = get_game("vosmerka")
    st = game.new_state(2, game.make_rules(preset="one"), seed=seed)
    agents = [game.agent_factories()["heuristic"](s, random.Random(s)) for s in range(2)]
    out: list[VosmerkaState] = []
    while not st.is_terminal():
        p = st.current_player()
        if p < 0:
            st.apply_chance()
            continue
        assert isinstance(st, VosmerkaState)
        if len(st.legal_actions()) > 1:
            out.append(st.clone())
        st.apply(decide(agents[p], st, p, play=True))
    return out


def positions(games: int, every: int, seed: int) -> list[VosmerkaState]:
    """Every ``every``-th second-part decision of ``games`` heuristic games."""
    out = [st for g in range(games) for st in decisions(seed + g) if st.phase == PLAY]
    return out[::every]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--every", type=int, default=4)
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--budget", type=int, action="append")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    pos = positions(args.games, args.every, args.seed)
    rows = []
    for budget in args.budget or [1300, 7800]:
        for two in (True, False):
            depths, times = [], []
            for st in pos:
                seat = st.current_player()
                search = Lines(adapter_for(InfoSet(st, seat), "heuristic"), budget,
                               Clock(None, None), cutoffs=two)
                legal = st.legal_actions()
                t = time.perf_counter()
                _, _, depth = search.best(st.clone(), seat, legal[0], legal)
                times.append(1000 * (time.perf_counter() - t))
                depths.append(depth)
            times.sort()
            rows.append({"budget": budget, "search": "alpha-beta" if two else "max^n",
                         "positions": len(pos), "depth_median": statistics.median(depths),
                         "depth_mean": round(statistics.mean(depths), 2),
                         "ms_median": round(statistics.median(times), 1),
                         "ms_p95": round(times[int(0.95 * len(times))], 1),
                         "ms_max": round(times[-1], 1)})
    if args.json:
        print(json.dumps({"benchmark": "vosmerka_lines", "rows": rows}))
        return
    for r in rows:
        print(f"budget {r['budget']:5d} {r['search']:10s}: {r['positions']} positions, depth "
              f"median {r['depth_median']:.0f} mean {r['depth_mean']:.2f}; ms median "
              f"{r['ms_median']:.0f} p95 {r['ms_p95']:.0f} max {r['ms_max']:.0f}")


if __name__ == "__main__":
    main()
