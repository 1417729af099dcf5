"""Тысяча in whole games: where a spec's contracts are made and failed.

One seat plays ``--spec`` (rotating over the seats game by game), the others the
heuristic (or ``--others``). Every played deal is filed under the state of the game when
it was dealt, as the declarer saw it: on the barrel himself, an opponent on the barrel,
golden, or none of these ("plain"). Per spec and context: deals declared, contracts made,
failed and conceded (роспись), the made rate among those played, and for the spec the
chance to make and the points its search expected at the contract decision, beside the
points taken (card points and marriages). Also the games won. This
shows which part of the game's state a bidder misjudges, which single-deal benches (from
scores of 0) cannot. The same contracts are also split by how they came (``WHO:forced``:
the first hand's compulsory 100 that nobody outbid; ``WHO:bid``: the rest).

    .venv/bin/python bench/tysyacha_contexts.py --spec hard --games 20 --workers 2 --json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from koloda.ai import make_agent
from koloda.engine.game import CHANCE, get_game
from koloda.engine.infoset import decide

_TAKEN: list[int] = []  # the declarer's card points and marriages, per deal scored


def _watch_points() -> None:
    """Record the declarer's points as the state scores a played deal."""
    from koloda.games.tysyacha.state import TysyachaState

    scored = TysyachaState._score_contract
    if getattr(scored, "watched", False):
        return

    def score(self: Any, t: Any, pts: list[int]) -> None:
        _TAKEN.append(pts[self.declarer] + self.marr[self.declarer])
        scored(self, t, pts)

    score.watched = True  # type: ignore[attr-defined]
    TysyachaState._score_contract = score  # type: ignore[method-assign]


def _context(st: Any, seat: int) -> str:
    if st.golden_deal:
        return "golden"
    if st.on_barrel[seat]:
        return "own_barrel"
    if any(b for s, b in enumerate(st.on_barrel) if s != seat):
        return "opp_barrel"
    return "plain"


def one_game(spec: str, others: str, seat: int, seed: int, players: int
             ) -> dict[str, Any]:
    game = get_game("tysyacha")
    st: Any = game.new_state(players, game.make_rules(), seed)
    master = random.Random(seed ^ 0x5EED)
    agents = [make_agent(game, spec if s == seat else others, s,
                         random.Random(master.getrandbits(64))) for s in range(players)]
    _watch_points()
    rows: list[dict[str, Any]] = []
    start: list[str] = []
    expected: tuple[float, float] | None = None
    deals = st.deal_no
    while not st.is_terminal():
        if st.current_player() == CHANCE:
            start = [_context(st, s) for s in range(players)]
            expected = None
            _TAKEN.clear()
            st.apply_chance()
            continue
        p = st.current_player()
        st.apply(decide(agents[p], st, p, st.legal_actions()))
        last = getattr(agents[p], "last", None)
        if p == seat and last is not None and "points" in (last.extra or {}):
            expected = (float(last.extra["make"]), float(last.extra["points"]))
        if st.deal_no != deals:
            deals = st.deal_no
            d = st.last_deal
            if d and d.get("declarer", -1) >= 0 and start:
                who = d["declarer"]
                rows.append({"spec": who == seat, "context": start[who],
                             "roospis": bool(d["roospis"]), "made": bool(d["made"]),
                             "contract": d["contract"],
                             # the first hand's compulsory 100 that nobody outbid
                             "forced": bool(st.at_100),
                             "expected": expected if who == seat else None,
                             "taken": _TAKEN[-1] if _TAKEN else None})
    return {"won": st.winner == seat, "rows": rows, "deals": st.deal_no}


def _run(args: tuple[str, str, int, int, int]) -> dict[str, Any]:
    return one_game(*args)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--spec", required=True)
    p.add_argument("--others", default="heuristic")
    p.add_argument("--games", type=int, default=12)
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    jobs = [(args.spec, args.others, g % args.players, args.seed * 100_003 + g, args.players)
            for g in range(args.games)]
    with ProcessPoolExecutor(args.workers) as pool:
        games = list(pool.map(_run, jobs))
    table: dict[str, Counter[str]] = {}
    expect: dict[str, list[tuple[float, float, int]]] = {}
    for g in games:
        for r in g["rows"]:
            who = "spec" if r["spec"] else "others"
            # the same contracts again, split by how the declarer came to play them
            how = table.setdefault(f"{who}:{'forced' if r['forced'] else 'bid'}", Counter())
            how["declared"] += 1
            how["roospis" if r["roospis"] else ("made" if r["made"] else "failed")] += 1
            c = table.setdefault(f"{who}/{r['context']}", Counter())
            c["declared"] += 1
            c["roospis" if r["roospis"] else ("made" if r["made"] else "failed")] += 1
            if r["expected"] is not None and not r["roospis"] and r["taken"] is not None:
                expect.setdefault(f"{who}/{r['context']}", []).append(
                    (r["expected"][0], r["expected"][1], r["taken"]))
    out: dict[str, Any] = {"benchmark": "tysyacha_contexts", "spec_name": args.spec,
                           "others": args.others, "games": args.games,
                           "seed": args.seed, "won": sum(g["won"] for g in games),
                           "deals": sum(g["deals"] for g in games), "contexts": {}}
    for key in sorted(table):
        c = table[key]
        played = c["made"] + c["failed"]
        row: dict[str, Any] = dict(c)
        row["made_rate"] = round(c["made"] / played, 3) if played else None
        if key in expect:  # the search's estimate at its contract decision, and the deal
            e = expect[key]
            row["expected_make"] = round(sum(x[0] for x in e) / len(e), 3)
            row["expected_points"] = round(sum(x[1] for x in e) / len(e), 1)
            row["points_taken"] = round(sum(x[2] for x in e) / len(e), 1)
        out["contexts"][key] = row
    for who in ("spec", "others"):
        rows = [v for k, v in out["contexts"].items() if k.startswith(who + "/")]
        made = sum(v.get("made", 0) for v in rows)
        failed = sum(v.get("failed", 0) for v in rows)
        declared = sum(v.get("declared", 0) for v in rows)
        out[who] = {"declared": declared, "made": made, "failed": failed,
                    "made_rate": round(made / max(1, made + failed), 3)}
    out["spec"]["declared_share"] = round(out["spec"]["declared"] / max(1, out["deals"]), 3)
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(f"{args.spec} won {out['won']} of {args.games}; {out['spec']}; "
              f"others {out['others']}")
        for key, row in out["contexts"].items():
            print(f"  {key:<20} {row}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
