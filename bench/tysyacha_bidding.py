"""Тысяча bidding, A/B on single deals: search players that differ only in their bidding
parameters (``--spec``, repeatable: e.g. ``hard`` and ``hard:pass=10``), each in turn in
every seat of the same deals against heuristics, from a fresh game (scores 0).

Per spec: the mean of the seat's score change in the deal less the others' mean change
(points per deal, the quantity the bidding maximizes), with a 95% interval; how often it
declared, made and conceded; and, against the first spec, the mean paired difference on the
same deal and seat with its 95% interval (pairing removes most of the luck of the cards).
Game-level effects (the barrel, the race to 1000) are left out: ``koloda match`` measures
those. Calibration: for the contracts the spec played, the points its search expected at
the contract decision and its chance to make, against the points taken and the share made
(an optimistic search would expect more than it takes).

    .venv/bin/python bench/tysyacha_bidding.py --spec hard --spec hard:pass=10 --deals 60
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

_TAKEN: list[int] = []  # the declarer's card points and marriages, per deal scored


def _watch_points() -> None:
    """Record the declarer's points as the state scores a played deal (the sheet keeps
    only the score changes)."""
    from koloda.games.tysyacha.state import TysyachaState

    scored = TysyachaState._score_contract

    def score(self: Any, t: Any, pts: list[int]) -> None:
        _TAKEN.append(pts[self.declarer] + self.marr[self.declarer])
        scored(self, t, pts)

    TysyachaState._score_contract = score  # type: ignore[method-assign]


def one_deal(spec: str, seat: int, deal_seed: int, agent_seed: int,
             players: int) -> dict[str, Any]:
    """Play the first deal of a game; the watched seat's relative change and its contract."""
    game = get_game("tysyacha")
    st: Any = game.new_state(players, game.make_rules(), deal_seed)
    master = random.Random(agent_seed)
    estimate: tuple[float, float] | None = None
    _TAKEN.clear()
    agents = [make_agent(game, spec if s == seat else "heuristic", s,
                         random.Random(master.getrandbits(64))) for s in range(players)]
    while not st.is_terminal():
        if any("made" in row for row in st.sheet):
            break
        if st.current_player() == CHANCE:
            st.apply_chance()
            continue
        p = st.current_player()
        legal = st.legal_actions()
        st.apply(decide(agents[p], st, p, legal))
        last = getattr(agents[p], "last", None)
        if p == seat and last is not None and "points" in (last.extra or {}):
            estimate = (last.extra["points"], last.extra["make"])  # the last contract choice
    row = next(r for r in st.sheet if "made" in r)
    change = row["deltas"]
    others = [change[s] for s in range(players) if s != seat]
    return {"rel": change[seat] - sum(others) / len(others),
            "declared": row["declarer"] == seat and not row["roospis"],
            "made": row["declarer"] == seat and bool(row["made"]) and not row["roospis"],
            "roospis": row["declarer"] == seat and bool(row["roospis"]),
            # calibration: the search's expected points and chance to make at its contract
            # decision, against the points it then took (declared and played only)
            "estimate": estimate if row["declarer"] == seat and not row["roospis"] else None,
            "points": _TAKEN[-1] if _TAKEN else None}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--spec", action="append", required=True)
    p.add_argument("--deals", type=int, default=30)
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    _watch_points()
    master = random.Random(args.seed)
    seeds = [(master.getrandbits(31), master.getrandbits(31)) for _ in range(args.deals)]
    results: dict[str, list[dict[str, Any]]] = {s: [] for s in args.spec}
    for deal_seed, agent_seed in seeds:
        for seat in range(args.players):
            for spec in args.spec:
                results[spec].append(one_deal(spec, seat, deal_seed, agent_seed, args.players))
    base = args.spec[0]
    out: dict[str, Any] = {"benchmark": "tysyacha_bidding", "deals": args.deals,
                           "players": args.players, "seed": args.seed, "specs": {}}
    for spec, rows in results.items():
        rel = [r["rel"] for r in rows]
        diff = [a["rel"] - b["rel"] for a, b in zip(rows, results[base], strict=True)]
        out["specs"][spec] = {
            "seat_deals": len(rows), "mean_rel": round(statistics.mean(rel), 2),
            "ci95": mean_interval(rel),
            "declared": sum(r["declared"] for r in rows),
            "made": sum(r["made"] for r in rows),
            "roospis": sum(r["roospis"] for r in rows),
            "diff_vs_first": round(statistics.mean(diff), 2), "diff_ci95": mean_interval(diff)}
        played = [r for r in rows if r["estimate"] is not None]
        if played:
            out["specs"][spec]["calibration"] = {
                "contracts": len(played),
                "expected_points": round(statistics.mean(r["estimate"][0] for r in played), 1),
                "points_taken": round(statistics.mean(r["points"] for r in played), 1),
                "expected_make": round(statistics.mean(r["estimate"][1] for r in played), 3),
                "made": round(sum(r["made"] for r in played) / len(played), 3)}
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        for spec, v in out["specs"].items():
            print(f"{spec:<24} {v['mean_rel']:>8} {v['ci95']}  declared {v['declared']}, "
                  f"made {v['made']}, conceded {v['roospis']}; vs {base}: "
                  f"{v['diff_vs_first']} {v['diff_ci95']}")
            if "calibration" in v:
                print(f"{'':<24} calibration: {v['calibration']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
