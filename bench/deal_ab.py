"""Search players A/B on single deals of any game: each spec (``--spec``, repeatable) in
turn at every seat of the same deals, the other seats the game's heuristic, from a fresh
game; the same agent seeds for every spec, so the pairs differ only by the spec.

Per spec: the seat's value when the first deal is over (the game's ``search_values``, how
the score stands, in [0, 1]; its returns if the game ended), less the mean of every seat's
(the parity: 1/players where the values are shares, about 0.5 where each is a squeezed
amount of money),
with a 95% interval; and against the first spec, the mean paired difference on the same
deal and seat with its interval (the pairing removes most of the cards' luck). A quick
screen before ``koloda match``, which plays whole games.

    .venv/bin/python bench/deal_ab.py valety --preset short --spec hard --spec hard:depth=1

``--rows`` keeps every seat-deal's value in the JSON, so that two runs on the same deals
(the same game, ``--deals`` and ``--seed``) can be paired after the fact.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from typing import Any

from _util import mean_interval
from koloda.ai import make_agent
from koloda.engine.game import CHANCE, get_game
from koloda.engine.infoset import decide


def one_deal(key: str, preset: str | None, players: int, spec: str, seat: int,
             deal_seed: int, agent_seed: int) -> float:
    game = get_game(key)
    rules = game.make_rules(preset) if preset else game.make_rules()
    st: Any = game.new_state(players, rules, deal_seed)
    master = random.Random(agent_seed)
    agents = [make_agent(game, spec if s == seat else "heuristic", s,
                         random.Random(master.getrandbits(64))) for s in range(players)]
    moved = False
    while not st.is_terminal():
        if moved:
            values = st.search_values()
            if values is not None:
                return float(values[seat] - sum(values) / players)
        p = st.current_player()
        if p == CHANCE:
            st.apply_chance()
            continue
        st.apply(decide(agents[p], st, p, st.legal_actions()))
        moved = True
    ret = st.returns()
    return float(ret[seat] - sum(ret) / players) / 2.0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--spec", action="append", required=True)
    p.add_argument("--preset")
    p.add_argument("--players", type=int)
    p.add_argument("--deals", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    p.add_argument("--rows", action="store_true",
                   help="with --json: every seat-deal's value per spec, in the order played "
                        "(runs of the same game, deals and seed pair row by row)")
    args = p.parse_args(argv)
    game = get_game(args.game)
    players = args.players or game.min_players
    master = random.Random(args.seed)
    seeds = [(master.getrandbits(31), master.getrandbits(31)) for _ in range(args.deals)]
    rows: dict[str, list[float]] = {s: [] for s in args.spec}
    for done, (deal_seed, agent_seed) in enumerate(seeds):
        if done and args.json:  # a long screen says how far it is (stdout stays the JSON)
            print(f"deal {done + 1} of {args.deals}", file=sys.stderr, flush=True)
        for seat in range(players):
            for spec in args.spec:
                rows[spec].append(one_deal(args.game, args.preset, players, spec, seat,
                                           deal_seed, agent_seed))
    base = args.spec[0]
    out: dict[str, Any] = {"benchmark": "deal_ab", "game": args.game, "preset": args.preset,
                           "players": players, "deals": args.deals, "seed": args.seed,
                           "specs": {}}
    for spec, xs in rows.items():
        diff = [a - b for a, b in zip(xs, rows[base], strict=True)]
        out["specs"][spec] = {"seat_deals": len(xs), "mean": round(statistics.mean(xs), 4),
                              "ci95": mean_interval(xs, 4), "diff_vs_first": round(statistics.mean(diff), 4),
                              "diff_ci95": mean_interval(diff, 4)}
        if args.rows:
            out["specs"][spec]["rows"] = [round(x, 6) for x in xs]
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        for spec, v in out["specs"].items():
            print(f"{spec:<36} {v['mean']:>8} {v['ci95']}  vs {base}: "
                  f"{v['diff_vs_first']} {v['diff_ci95']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
