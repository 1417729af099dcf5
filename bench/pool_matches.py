"""Pool several ``koloda match --json`` reports of the same match into one estimate.

A long measurement (a thousand games of a search player) is run as many short matches
with different seeds (each its own duplicate deal sequences), so a run that is stopped
keeps what it finished and sessions can add to it. This script checks the reports agree
(game, rules, agents, seating), sums the games and wins per agent and gives two 95%
intervals: Wilson over games, and Student's t over the reports' win rates (each report
is an independent cluster of whole deal sequences, so luck shared inside a sequence is
counted once).

    python bench/pool_matches.py REPORT.json [...] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

from koloda.match.stats import t_interval, wilson


def pool(reports: list[dict[str, Any]]) -> dict[str, Any]:
    first = reports[0]
    same = ("game", "players", "rules", "agents", "seating")
    for rep in reports[1:]:
        for key in same:
            if rep.get(key) != first.get(key):
                raise SystemExit(f"reports differ in '{key}': {first.get(key)} / {rep.get(key)}")
    seeds = [rep["seed"] for rep in reports]
    if len(set(seeds)) != len(seeds):
        raise SystemExit("two reports share a seed: they played the same deals")
    agents = []
    for k, name in enumerate(first["names"]):
        games = sum(rep["per_agent"][k]["games"] for rep in reports)
        wins = sum(rep["per_agent"][k]["wins"] for rep in reports)
        rates = [rep["per_agent"][k]["win_rate"] for rep in reports]
        weights = [rep["per_agent"][k]["games"] for rep in reports]
        medians = [rep["per_agent"][k]["decision_ms"]["median"] for rep in reports
                   if rep["per_agent"][k].get("decision_ms")]
        p95s = [rep["per_agent"][k]["decision_ms"]["p95"] for rep in reports
                if rep["per_agent"][k].get("decision_ms")]
        entry: dict[str, Any] = {
            "name": name, "games": games, "wins": wins,
            "win_rate": round(wins / games, 4) if games else None,
            "wilson95": [round(x, 4) for x in wilson(wins, games)],
            "reports95": ([round(x, 4) for x in t_interval(rates)]
                          if len(set(weights)) == 1 and len(rates) > 1 else None),
            "decision_ms_median_of_reports": round(statistics.median(medians), 1)
            if medians else None,
            "decision_ms_p95_max": round(max(p95s), 1) if p95s else None,
        }
        contracts = [rep["per_agent"][k].get("contracts") for rep in reports]
        if all(isinstance(c, dict) for c in contracts):  # Тысяча: summed over the reports
            total = {key: sum(c[key] for c in contracts)  # type: ignore[index]
                     for key in ("declared", "made", "failed", "roospis")}
            played = total["made"] + total["failed"]
            total["made_rate"] = round(total["made"] / played, 4) if played else None
            entry["contracts"] = total
        scores = [rep["per_agent"][k].get("mean_score") for rep in reports]
        if games and all(isinstance(x, (int, float)) for x in scores):
            entry["mean_score"] = round(sum(x * w for x, w in zip(  # type: ignore[operator]
                scores, weights, strict=True)) / games, 1)
        fools = [rep["per_agent"][k].get("fools") for rep in reports]
        if all(isinstance(f, int) for f in fools):
            entry["fool_rate"] = round(sum(fools) / games, 4)  # type: ignore[arg-type]
        agents.append(entry)
    games = sum(rep["games"] for rep in reports)
    return {"game": first["game"], "players": first["players"], "rules": first["rules"],
            "agents": first["agents"], "reports": len(reports), "seeds": seeds,
            "games": games,
            "unfinished": sum(rep.get("unfinished", 0) for rep in reports),
            "seconds": round(sum(rep["seconds"] for rep in reports), 1),
            "per_agent": agents, "head_to_head": head_to_head(reports, games)}


def head_to_head(reports: list[dict[str, Any]], games: int) -> list[dict[str, Any]]:
    """For three or more agents: in how many games each agent finished ahead of each
    other one (the reports' ``pairwise_wins``, by the games' returns; a tie counts a
    half), with its Wilson interval. With two agents this is the win rate itself."""
    matrices = [rep.get("pairwise_wins") for rep in reports]
    names = reports[0]["names"]
    if len(names) < 3 or not games or not all(isinstance(m, list) for m in matrices):
        return []
    out = []
    for j, name in enumerate(names):
        for k, other in enumerate(names):
            if j != k:
                ahead = sum(m[j][k] for m in matrices)  # type: ignore[index]
                out.append({"agent": name, "over": other, "ahead": ahead,
                            "rate": round(ahead / games, 4),
                            "wilson95": [round(x, 4) for x in wilson(ahead, games)]})
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("reports", nargs="+")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    reports = []
    for f in args.reports:
        try:
            reports.append(json.loads(Path(f).read_text(encoding="utf-8")))
        except (OSError, ValueError) as err:  # a glob that matched nothing stays as typed
            raise SystemExit(f"cannot read the report {f}: {err}") from None
    out = pool(reports)
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
        return 0
    print(f"{out['game']} {out['rules']}: {out['games']} games in {out['reports']} reports, "
          f"{out['seconds']} s of play")
    for a in out["per_agent"]:
        lo, hi = a["wilson95"]
        rep = a["reports95"]
        extra = f"; per report {100 * rep[0]:.1f}–{100 * rep[1]:.1f}%" if rep else ""
        print(f"  {a['name']:12} {a['wins']:g}/{a['games']} = {100 * a['win_rate']:.1f}% "
              f"(Wilson {100 * lo:.1f}–{100 * hi:.1f}%{extra}); decision median "
              f"{a['decision_ms_median_of_reports']} ms")
        if "fool_rate" in a:
            print(f"    fool rate {100 * a['fool_rate']:.1f}%")
        if "contracts" in a:
            c = a["contracts"]
            print(f"    contracts: declared {c['declared']}, made {c['made']}, failed "
                  f"{c['failed']}, conceded {c['roospis']}; mean final score "
                  f"{a.get('mean_score')}")
    for h in out["head_to_head"]:
        if h["agent"] == out["per_agent"][0]["name"]:
            lo, hi = h["wilson95"]
            print(f"  head to head: {h['agent']} ahead of {h['over']} in {h['ahead']:g}/"
                  f"{out['games']} = {100 * h['rate']:.1f}% (Wilson {100 * lo:.1f}–"
                  f"{100 * hi:.1f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
