"""Экарте: the exchange decisions (propose or stand, accept or refuse) of a search player
beside the heuristic's, on the positions of heuristic-against-heuristic games, each option
valued by paired play-outs (the same resampled worlds and the same random stream for both
options, the heuristic at both seats to the end of the deal).

A check of where a search player's exchange choices differ from the heuristic's and which
choice the play-outs favour: by the deal's point difference, and by the standing after
the deal (the chance of reaching the target first if every later deal gave a point to
either seat evenly), since near the target only winning the deal counts.

    .venv/bin/python bench/ekarte_exchange.py --games 6 --worlds 300 --spec hard
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from typing import Any

from koloda.ai import make_agent
from koloda.engine import cards as C
from koloda.engine.game import CHANCE, State, get_game
from koloda.engine.infoset import InfoSet, decide
from koloda.games.ekarte.state import EkarteState, _race

GAME = get_game("ekarte")


def after_deal(st: EkarteState, seat: int, rng: random.Random) -> tuple[int, float]:
    """The seat's point difference over the deal and its standing after it, the deal
    played out by the heuristic at both seats."""
    agents = [make_agent(GAME, "heuristic", s, random.Random(rng.getrandbits(32)))
              for s in range(2)]
    deal, before = st.deal_no, st.scores[:]
    while not st.is_terminal() and st.deal_no == deal and st.current_player() != CHANCE:
        p = st.current_player()
        st.apply(decide(agents[p], st, p, st.legal_actions()))
    gained = (st.scores[seat] - before[seat]) - (st.scores[1 - seat] - before[1 - seat])
    if st.winner is not None:
        return gained, 1.0 if st.winner == seat else 0.0
    target = st.rules.target
    return gained, _race(target - st.scores[seat], target - st.scores[1 - seat])


def _mean_se(xs: list[float]) -> tuple[float, float]:
    return statistics.mean(xs), statistics.stdev(xs) / len(xs) ** 0.5


def value_options(st: State, seat: int, legal: list[int], worlds: int, seed: int
                  ) -> dict[str, tuple[float, float]]:
    """legal[0] − legal[1] in points and in standing: (mean, standard error) each."""
    infoset = InfoSet(st, seat, legal)
    rng = random.Random(seed)
    points: list[float] = []
    standing: list[float] = []
    for _ in range(worlds):
        world = infoset.resample(rng)
        stream = rng.getrandbits(32)
        got = []
        for a in legal:
            x = world.clone()
            x.apply(a)
            assert isinstance(x, EkarteState)
            got.append(after_deal(x, seat, random.Random(stream)))
        points.append(got[0][0] - got[1][0])
        standing.append(got[0][1] - got[1][1])
    return {"points": _mean_se(points), "standing": _mean_se(standing)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=6)
    p.add_argument("--worlds", type=int, default=300)
    p.add_argument("--spec", default="hard")
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    rows: list[dict[str, Any]] = []
    for gi in range(args.games):
        st = GAME.new_state(2, GAME.make_rules(), args.seed + gi)
        rng = random.Random(gi)
        heur = [make_agent(GAME, "heuristic", s, random.Random(rng.getrandbits(32)))
                for s in range(2)]
        search = [make_agent(GAME, args.spec, s, random.Random(rng.getrandbits(32)))
                  for s in range(2)]
        while not st.is_terminal():
            seat = st.current_player()
            if seat == CHANCE:
                st.apply_chance()
                continue
            legal = st.legal_actions()
            mine = decide(heur[seat], st, seat, legal)
            assert isinstance(st, EkarteState)
            if st.phase in ("propose", "answer") and len(legal) > 1:
                theirs = search[seat].act_infoset(InfoSet(st, seat, legal))
                v = value_options(st, seat, legal, args.worlds, gi)
                row: dict[str, Any] = {"game": gi, "phase": st.phase, "turnup": C.to_text(st.turnup),
                       "hand": [C.to_text(c) for c in st.hands[seat]],
                       "scores": st.scores[:], "seat": seat,
                       "options": [st.action_to_text(a) for a in legal],
                       "heuristic": st.action_to_text(mine),
                       "search": st.action_to_text(theirs),
                       "points": [round(x, 3) for x in v["points"]],
                       "standing": [round(x, 4) for x in v["standing"]]}
                rows.append(row)
                if not args.json:
                    a, b = row["options"]
                    print(f"{row['phase']:7} {row['turnup']} {' '.join(row['hand'])} "
                          f"{row['scores']} seat {seat}: {a} − {b} = points "
                          f"{v['points'][0]:+.3f}±{v['points'][1]:.3f}, standing "
                          f"{v['standing'][0]:+.4f}±{v['standing'][1]:.4f}; heuristic "
                          f"{row['heuristic']}, {args.spec} {row['search']}", flush=True)
            st.apply(mine)
    differ = [r for r in rows if r["heuristic"] != r["search"]]

    def favoured(r: dict[str, Any], who: str, key: str) -> bool:
        mean, se = r[key]
        if abs(mean) < 2 * se:
            return False
        best = r["options"][0] if mean > 0 else r["options"][1]
        return bool(r[who] == best)

    summary = {"benchmark": "ekarte_exchange", "spec": args.spec, "games": args.games,
               "worlds": args.worlds, "decisions": len(rows), "differ": len(differ),
               **{f"{who}_right_by_{key}": sum(favoured(r, who, key) for r in differ)
                  for who in ("heuristic", "search") for key in ("points", "standing")}}
    if args.json:
        print(json.dumps({**summary, "rows": rows}, ensure_ascii=False))
    else:
        print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
