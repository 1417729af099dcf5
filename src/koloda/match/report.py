"""The match report: per-agent figures from the game records, as JSON and as a table.

Per agent: games, wins (a game's win is shared among the seats with the best return: a
2-player Durak draw is half a win each, a 4-player Durak win is a third each for the three
who are not the fool), the win rate with two 95% intervals (Wilson over games; Student's t
over the per-group means, a group being one deal sequence in every seating), outright wins
(the only best return), the mean final score (``result()["scores"]``), Durak's fool count,
Тысяча's contracts (declared, made, failed, roospis, from the score sheet), decision times
(median, p95, max) and forfeited decisions of outside players. For the table: a
Bradley–Terry rating on the Elo scale (the first agent at 0) from the pairwise results
inside each game (the better return wins, equal returns share), with a cluster-bootstrap
interval over groups.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.match import stats
from koloda.match.runner import Plan

SCHEMA = "koloda.match/1"
MAX_WARNINGS = 20  # warnings kept in the report (all are counted)


def agent_names(specs: Sequence[str]) -> list[str]:
    """Display names: the spec, with ``#k`` after the second and later copies of it."""
    seen: dict[str, int] = {}
    out = []
    for s in specs:
        seen[s] = seen.get(s, 0) + 1
        out.append(s if seen[s] == 1 else f"{s}#{seen[s]}")
    return out


def _shares(rec: Mapping[str, Any], n: int) -> list[float]:
    """Each seat's share of the game's win."""
    if not rec["finished"]:
        return [1.0 / n] * n
    ret = rec["returns"]
    best = max(ret)
    top = [s for s in range(n) if ret[s] == best]
    return [1.0 / len(top) if s in top else 0.0 for s in range(n)]


def _round(x: float | None, digits: int = 4) -> float | None:
    if x is None or (isinstance(x, float) and not math.isfinite(x)):
        return None
    return round(x, digits)


def summarize(p: Plan, records: Sequence[Mapping[str, Any]], seconds: float | None = None,
              workers: int = 1) -> dict[str, Any]:
    """The JSON report of a match (schema ``koloda.match/1``, see docs/bot-protocol.md)."""
    n = p.players
    names = agent_names(p.specs)
    games = len(records)
    wins = [0.0] * n
    outright = [0] * n
    score_sum = [0.0] * n
    scored = [0] * n
    fools = [0] * n
    durak = p.game.key == "durak"
    contracts: list[list[int]] | None = None
    times: list[list[float]] = [[] for _ in range(n)]
    forfeits = [0] * n
    unfinished = 0
    group_share: dict[int, list[float]] = {}
    group_count: dict[int, int] = {}
    pair_total = [[0.0] * n for _ in range(n)]
    pair_groups: dict[int, list[list[float]]] = {}
    warnings: list[str] = []
    warning_count = 0
    for rec in records:
        seating = rec["seating"]  # agent at each seat
        share = _shares(rec, n)
        if not rec["finished"]:
            unfinished += 1
        g = rec["group"]
        gs = group_share.setdefault(g, [0.0] * n)
        group_count[g] = group_count.get(g, 0) + 1
        pm = pair_groups.setdefault(g, [[0.0] * n for _ in range(n)])
        ret = rec["returns"] if rec["finished"] else [0.0] * n
        result = rec.get("result", {})
        scores = result.get("scores")
        game_fools: set[int] = set()
        if rec["finished"]:
            for f in result.get("fools") or []:
                game_fools.update(f)
        for seat in range(n):
            j = seating[seat]
            wins[j] += share[seat]
            gs[j] += share[seat]
            if share[seat] == 1.0:
                outright[j] += 1
            if isinstance(scores, list) and seat < len(scores):
                score_sum[j] += float(scores[seat])
                scored[j] += 1
            if seat in game_fools:
                fools[j] += 1
            times[j].extend(rec["times"][seat])
            forfeits[j] += rec["forfeits"][seat]
            if rec.get("contracts") is not None:
                if contracts is None:
                    contracts = [[0, 0, 0, 0] for _ in range(n)]
                for k, v in enumerate(rec["contracts"][seat]):
                    contracts[j][k] += v
            for other in range(n):
                if other == seat:
                    continue
                k = seating[other]
                if ret[seat] > ret[other]:
                    w = 1.0
                elif ret[seat] == ret[other]:
                    w = 0.5
                else:
                    continue
                pair_total[j][k] += w
                pm[j][k] += w
        for text in rec.get("warnings", []):
            warning_count += 1
            if len(warnings) < MAX_WARNINGS:
                warnings.append(text)
    groups = sorted(group_share)
    means = {g: [v / group_count[g] for v in group_share[g]] for g in groups}
    gamma = stats.bradley_terry(pair_total)
    ratings = stats.elo(gamma, 0)
    boot = stats.elo_bootstrap([pair_groups[g] for g in groups], 0, seed=p.seed) \
        if len(groups) >= 2 else [(float("nan"), float("nan"))] * n
    per_agent = []
    for j in range(n):
        rate = wins[j] / games if games else 0.0
        w_lo, w_hi = stats.wilson(wins[j], games)
        g_lo, g_hi = stats.t_interval([means[g][j] for g in groups])
        ts = sorted(times[j])
        entry: dict[str, Any] = {
            "name": names[j], "spec": p.specs[j], "games": games,
            "wins": _round(wins[j], 6), "outright_wins": outright[j],
            "win_rate": _round(rate, 6),
            "wilson95": [_round(w_lo, 6), _round(w_hi, 6)],
            "grouped95": [_round(g_lo, 6), _round(g_hi, 6)],
            "mean_score": _round(score_sum[j] / scored[j], 4) if scored[j] else None,
            "elo": _round(ratings[j], 1),
            "elo95": [_round(boot[j][0], 1), _round(boot[j][1], 1)],
            "decisions": len(ts),
            "decision_ms": {
                "median": _round((stats.percentile(ts, 0.5) or 0.0) * 1000, 3) if ts else None,
                "p95": _round((stats.percentile(ts, 0.95) or 0.0) * 1000, 3) if ts else None,
                "max": _round(ts[-1] * 1000, 3) if ts else None,
            },
            "forfeits": forfeits[j],
        }
        if durak:
            entry["fools"] = fools[j]
            entry["fool_rate"] = _round(fools[j] / games, 6) if games else None
        if contracts is not None:
            declared, made, failed, roospis = contracts[j]
            entry["contracts"] = {"declared": declared, "made": made, "failed": failed,
                                  "roospis": roospis,
                                  "made_rate": _round(made / declared, 6) if declared else None}
        per_agent.append(entry)
    return {
        "schema": SCHEMA,
        "game": p.game.key, "players": n, "rules": p.rules.changed(),
        "agents": list(p.specs), "names": names,
        "seating": p.seating, "seatings_per_group": len(p.arrangements),
        "groups": p.groups, "games": games, "unfinished": unfinished,
        "parity": _round(1.0 / n, 6), "seed": p.seed, "workers": workers,
        "seconds": _round(seconds, 2) if seconds is not None else None,
        "elo_reference": names[0],
        "per_agent": per_agent,
        "pairwise_wins": [[_round(v, 6) for v in row] for row in pair_total],
        "warnings": warnings, "warning_count": warning_count,
    }


def deterministic_part(report: Mapping[str, Any]) -> dict[str, Any]:
    """The report less what depends on the clock or the worker count (times, seconds,
    workers): equal for equal seeds."""
    out = {k: v for k, v in report.items() if k not in ("seconds", "workers")}
    out["per_agent"] = [{k: v for k, v in a.items() if k not in ("decision_ms",)}
                        for a in report["per_agent"]]
    return out


def render_text(report: Mapping[str, Any]) -> str:
    """The report as a plain text table (for terminals and logs)."""
    head = ["agent", "games", "wins", "win %", "Wilson 95%", "grouped 95%", "Elo"]
    durak = report["game"] == "durak"
    contracts = any("contracts" in a for a in report["per_agent"])
    has_score = any(a.get("mean_score") is not None for a in report["per_agent"])
    if durak:
        head.append("fool %")
    elif has_score:
        head.append("mean score")
    if contracts:
        head.append("contracts made")
    head += ["ms median/p95", "forfeits"]
    rows = [head]

    def pct(x: float | None) -> str:
        return "—" if x is None else f"{100 * x:.1f}"

    for a in report["per_agent"]:
        lo, hi = a["wilson95"]
        glo, ghi = a["grouped95"]
        e_lo, e_hi = a["elo95"]
        elo = "—" if a["elo"] is None else f"{a['elo']:+.0f}"
        if e_lo is not None and e_hi is not None and a["name"] != report["elo_reference"]:
            elo += f" [{e_lo:+.0f}, {e_hi:+.0f}]"
        row = [a["name"], str(a["games"]), f"{a['wins']:g}", pct(a["win_rate"]),
               f"{pct(lo)}–{pct(hi)}", f"{pct(glo)}–{pct(ghi)}", elo]
        if durak:
            row.append(pct(a.get("fool_rate")))
        elif has_score:
            ms = a.get("mean_score")
            row.append("—" if ms is None else f"{ms:.1f}")
        if contracts:
            c = a.get("contracts") or {}
            row.append(f"{c.get('made', 0)}/{c.get('declared', 0)} ({pct(c.get('made_rate'))}%)")
        d = a["decision_ms"]
        row.append("—" if d["median"] is None else f"{d['median']:.2f}/{d['p95']:.2f}")
        row.append(str(a["forfeits"]))
        rows.append(row)
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    lines = ["  ".join(c.ljust(widths[i]) for i, c in enumerate(r)).rstrip() for r in rows]
    lines.insert(1, "-" * len(lines[0]))
    rules = ", ".join(f"{k}={v}" for k, v in report["rules"].items()) or "default"
    secs = report.get("seconds")
    lines.append("")
    lines.append(f"{report['game']}, {report['players']} players, rules: {rules}; "
                 f"{report['games']} games = {report['groups']} deal sequences × "
                 f"{report['seatings_per_group']} seatings ({report['seating']}); "
                 f"parity {100 * report['parity']:.1f}%; seed {report['seed']}"
                 + (f"; {secs:.1f} s on {report['workers']} worker(s)" if secs else ""))
    if report["unfinished"]:
        lines.append(f"{report['unfinished']} games did not end within the step limit "
                     "(counted as draws)")
    lines.append(f"Elo: Bradley–Terry over pairwise results, {report['elo_reference']} = 0; "
                 "[95% cluster bootstrap over deal sequences]")
    if report["warning_count"]:
        lines.append(f"{report['warning_count']} warnings from outside players, e.g.:")
        lines.extend("  " + w for w in report["warnings"][:5])
    return "\n".join(lines)
