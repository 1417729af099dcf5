"""Тысяча on the barrel: the fit of the stay's value, and barrel stays played out.

``--fit``: over random deals, the chance to make each contract from 100 to 125 that the
bidding search estimates (``--spec``, ``hard`` by default, its clock lifted) for the hand
first in the auction; prints the twenty quantiles that ``koloda.ai.tysyacha_barrel``
keeps, for 2 and 3 players.

``--play``: barrel stays on the same deals for each ``--spec`` (repeatable). ``own``: the
spec's seat starts a game on the barrel at 880 with its three deals, the two heuristics
at scores drawn from 300–850; ``opp``: a heuristic starts on the barrel and the spec's seat
and the other heuristic at drawn scores. Each stay is played until the sitter leaves the
barrel (a win, a fall) or someone wins. Per spec: the sitter's wins, the spec's contracts
declared, made and failed in those deals, and against the first spec the paired
difference in wins on the same stays.

    .venv/bin/python bench/tysyacha_barrel.py --fit --deals 600 --json
    .venv/bin/python bench/tysyacha_barrel.py --play own --spec hard --spec hard:barrel=stop \
        --stays 300 --workers 2 --json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from koloda.ai import make_agent
from koloda.engine.game import CHANCE, get_game
from koloda.engine.infoset import InfoSet, decide

CONTRACTS = (100, 105, 110, 115, 120, 125)


def fit_one(args: tuple[str, int, int]) -> dict[int, float]:
    """The estimated chance to make each contract, for the first bidder of one deal."""
    spec, players, seed = args
    game = get_game("tysyacha")
    st: Any = game.new_state(players, game.make_rules(), seed)
    while st.current_player() == CHANCE:
        st.apply_chance()
    seat = st.current_player()
    agent = make_agent(game, spec, seat, random.Random(seed ^ 0xBA55E1))
    pts, _ = agent._bid_points(InfoSet(st, seat, st.legal_actions()))
    return {c: sum(p >= c for p in pts) / len(pts) for c in CONTRACTS}


def quantiles(xs: list[float], count: int = 20) -> list[float]:
    xs = sorted(xs)
    return [round(xs[min(len(xs) - 1, int((i + 0.5) * len(xs) / count))], 4)
            for i in range(count)]


def stay(args: tuple[str, str, int, int]) -> dict[str, Any]:
    """One barrel stay of 3 players with ``spec`` at the seat under test."""
    spec, scenario, players, seed = args
    game = get_game("tysyacha")
    rng = random.Random(seed)
    st: Any = game.new_state(players, game.make_rules(), seed)
    tested = seed % players
    sitter = tested if scenario == "own" else (tested + 1) % players
    for s in range(players):
        st.scores[s] = 880 if s == sitter else 5 * rng.randrange(60, 171)
    st.on_barrel[sitter] = True
    st.barrel_left[sitter] = 3
    master = random.Random(seed ^ 0x5EED)
    agents = [make_agent(game, spec if s == tested else "heuristic", s,
                         random.Random(master.getrandbits(64))) for s in range(players)]
    deals = st.deal_no
    declared = made = failed = 0
    while not st.is_terminal() and st.on_barrel[sitter]:
        if st.current_player() == CHANCE:
            st.apply_chance()
            continue
        p = st.current_player()
        st.apply(decide(agents[p], st, p, st.legal_actions()))
        if st.deal_no != deals:
            deals = st.deal_no
            d = st.last_deal
            if d and d.get("declarer") == tested:
                declared += 1
                if not d["roospis"]:
                    made += bool(d["made"])
                    failed += not d["made"]
    return {"sitter_won": st.winner == sitter, "tested_won": st.winner == tested,
            "declared": declared, "made": made, "failed": failed,
            "score": st.scores[tested]}


def _paired(diffs: list[float], digits: int = 3) -> list[float]:
    """The mean paired difference with its 95% interval (normal approximation)."""
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    half = 1.96 * (var / n) ** 0.5
    return [round(mean - half, digits), round(mean, digits), round(mean + half, digits)]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--fit", action="store_true")
    p.add_argument("--play", choices=("own", "opp"))
    p.add_argument("--spec", action="append")
    p.add_argument("--deals", type=int, default=600)
    p.add_argument("--stays", type=int, default=200)
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    specs = args.spec or ["hard:ms=100000"]
    out: dict[str, Any] = {"benchmark": "tysyacha_barrel", "seed": args.seed}
    with ProcessPoolExecutor(args.workers) as pool:
        if args.fit:
            out["fit"] = {"spec": specs[0], "deals": args.deals, "quantiles": {}}
            for players in (2, 3):
                jobs = [(specs[0], players, args.seed * 1_000_003 + i)
                        for i in range(args.deals)]
                got = list(pool.map(fit_one, jobs, chunksize=8))
                out["fit"]["quantiles"][players] = {
                    c: quantiles([g[c] for g in got]) for c in CONTRACTS}
                out["fit"].setdefault("mean", {})[players] = {
                    c: round(sum(g[c] for g in got) / len(got), 4) for c in CONTRACTS}
        if args.play:
            seeds = [args.seed * 1_000_003 + i for i in range(args.stays)]
            results = {}
            for spec in specs:  # the same stays for every spec
                got = list(pool.map(stay, [(spec, args.play, args.players, s)
                                           for s in seeds], chunksize=4))
                results[spec] = got
            first = results[specs[0]]
            out["play"] = {"scenario": args.play, "stays": args.stays, "specs": {}}
            for spec, got in results.items():
                n = len(got)
                pairs = list(zip(got, first, strict=True))
                won = _paired([g["sitter_won"] - f["sitter_won"] for g, f in pairs])
                score = _paired([g["score"] - f["score"] for g, f in pairs], 1)
                played = sum(g["made"] + g["failed"] for g in got)
                out["play"]["specs"][spec] = {
                    "sitter_won": sum(g["sitter_won"] for g in got),
                    "tested_won": sum(g["tested_won"] for g in got),
                    "declared": sum(g["declared"] for g in got),
                    "made": sum(g["made"] for g in got),
                    "failed": sum(g["failed"] for g in got),
                    "made_rate": round(sum(g["made"] for g in got) / played, 3)
                    if played else None,
                    "mean_score": round(sum(g["score"] for g in got) / n, 1),
                    "sitter_won_vs_first": won, "score_vs_first": score}
    print(json.dumps(out) if args.json else json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
