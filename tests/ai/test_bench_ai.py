"""bench/ai_strength.py runs with a tiny budget and prints one JSON object (no figures
are asserted: they depend on the machine)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "ai_strength.py"
BIDDING = BENCH.with_name("tysyacha_bidding.py")


def run(*args: str, script: Path = BENCH) -> dict[str, object]:
    done = subprocess.run([sys.executable, str(script), *args, "--json"], capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    lines = [x for x in done.stdout.splitlines() if x.strip()]
    assert len(lines) == 1
    out: dict[str, object] = json.loads(lines[0])
    return out


def test_match_and_times_modes() -> None:
    out = run("--game", "durak", "--agent", "ismcts:iters=10", "--games", "2")
    assert out["games"] == 2 and out["mode"] == "match"
    assert set(out) >= {"rate", "wilson95", "parity", "decision_ms"}
    out = run("--mode", "times", "--game", "101", "--levels", "easy,medium:iters=5",
              "--games", "1", "--players", "2")
    rows = out["rows"]
    assert isinstance(rows, list) and len(rows) == 2


def test_times_by_endgame_path_and_iterations() -> None:
    out = run("--mode", "times", "--game", "durak", "--levels", "medium:iters=20",
              "--games", "1", "--endgame", "both")
    rows = out["rows"]
    assert isinstance(rows, list)
    assert [r["endgame_solver"] for r in rows] == ["c", "python"]
    for r in rows:
        assert r["work"]["ismcts"][1] == 20  # the median iterations: the budget


def test_bidding_ab_pairs_the_same_deals() -> None:
    out = run("--spec", "pimc:worlds=2,bid=2,ms=0", "--spec", "pimc:worlds=2,bid=2,ms=0,pass=30",
              "--deals", "1", script=BIDDING)
    specs = out["specs"]
    assert isinstance(specs, dict) and len(specs) == 2
    for row in specs.values():
        assert row["seat_deals"] == 3
    first = specs["pimc:worlds=2,bid=2,ms=0"]
    assert first["diff_vs_first"] == 0.0


def test_contexts_file_every_played_deal() -> None:
    """bench/tysyacha_contexts.py: every deal the spec declared is counted once, as made,
    failed or conceded, under the game's state when it was dealt."""
    out = run("--spec", "pimc:worlds=2,bid=2,ms=0", "--others", "heuristic", "--games", "1",
              script=BENCH.with_name("tysyacha_contexts.py"))
    spec = out["spec"]
    assert isinstance(spec, dict) and out["games"] == 1 and out["won"] in (0, 1)
    contexts = out["contexts"]
    assert isinstance(contexts, dict)
    declared = sum(v["declared"] for k, v in contexts.items() if k.startswith("spec/"))
    assert declared == spec["declared"] > 0
    for key, row in contexts.items():
        if ":" in key:  # the same deals split by how they came
            assert key.split(":")[1] in ("forced", "bid")
        else:
            assert key.split("/")[1] in ("plain", "own_barrel", "opp_barrel", "golden")
        assert row["declared"] == row.get("made", 0) + row.get("failed", 0) + row.get(
            "roospis", 0)
    how = sum(v["declared"] for k, v in contexts.items() if k.startswith("spec:"))
    assert how == spec["declared"]


def test_deal_ab_measures_against_the_tables_mean() -> None:
    """bench/deal_ab.py: with every seat played alike, each seat's value less the table's
    mean sums to nothing, also where the values are not shares (Мушка-копилка's money)."""
    out = run("mushka_kopilka", "--spec", "heuristic", "--spec", "random", "--deals", "1",
              script=BENCH.with_name("deal_ab.py"))
    specs = out["specs"]
    assert isinstance(specs, dict)
    alike = specs["heuristic"]
    assert alike["seat_deals"] == 4 and alike["mean"] == 0.0
    assert specs["random"]["seat_deals"] == 4


def test_barrel_fit_and_stays() -> None:
    """bench/tysyacha_barrel.py: the fit gives twenty quantiles per player count and
    contract; stays are played on the same deals for every spec, paired against the
    first."""
    script = BENCH.with_name("tysyacha_barrel.py")
    out = run("--fit", "--deals", "2", "--spec", "pimc:worlds=2,bid=2,ms=0", script=script)
    fit = out["fit"]
    assert isinstance(fit, dict)
    for players in ("2", "3"):
        for row in fit["quantiles"][players].values():
            assert len(row) == 20 and row == sorted(row) and 0 <= row[0] <= row[-1] <= 1
    for scenario in ("own", "opp"):
        out = run("--play", scenario, "--stays", "2", "--spec", "pimc:worlds=2,bid=2,ms=0",
                  "--spec", "pimc:worlds=2,bid=2,ms=0,barrel=fixed", script=script)
        play = out["play"]
        assert isinstance(play, dict) and play["scenario"] == scenario
        first = play["specs"]["pimc:worlds=2,bid=2,ms=0"]
        assert first["sitter_won_vs_first"] == [0.0, 0.0, 0.0]
        assert first["declared"] >= first["made"] + first["failed"]
