"""Smoke tests of the benchmark scripts: each runs with a tiny budget and prints valid JSON.

No timing is asserted: the figures depend on the machine.
"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


def run_script(name: str, *args: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, str(BENCH / name), *args, "--json"],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == 1, done.stdout  # exactly one JSON object
    report: dict[str, Any] = json.loads(lines[0])
    return report


def load(name: str, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(BENCH))
    return importlib.import_module(name)


def test_durak_playouts_json() -> None:
    report = run_script("durak_playouts.py", "--games", "3", "--seed", "7")
    assert report["benchmark"] == "durak_playouts"
    for key in ("games_per_s", "ratio_vs_durakgame", "ratio_vs_openspiel_py", "engines",
                "machine", "options"):
        assert key in report
    assert set(report["engines"]) == {"koloda", "durakgame", "durakgame_published",
                                      "openspiel", "openspiel_outcomes"}
    koloda = report["engines"]["koloda"]
    if koloda["available"]:
        assert koloda["games"] == 3
        assert report["games_per_s"] == koloda["games_per_s"] > 0
    for name in ("durakgame", "openspiel"):
        engine = report["engines"][name]
        ratio = report["ratio_vs_durakgame" if name == "durakgame" else "ratio_vs_openspiel_py"]
        if engine["available"]:
            assert engine["games"] == 3 and engine["version"]
            if koloda["available"]:
                assert ratio is not None and ratio > 0
        else:
            assert ratio is None and engine["games_per_s"] is None
    dg = report["engines"]["durakgame"]
    if dg["available"]:  # every durakgame game either finished or was capped
        assert (dg.get("finished", 0) + dg.get("capped_steps", 0)
                + dg.get("capped_cards", 0)) == 3


def test_repaired_durakgame_keeps_its_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bench's reference durakgame (FinishingMove repaired) never multiplies cards:
    every game ends, none is stopped by the caps the published package needs."""
    bench = load("durak_playouts", monkeypatch)
    one_game, info = bench.durakgame_durak(3, 1000)
    if one_game is None:
        pytest.skip(info["reason"])
    assert info["repaired"]
    tally = bench._util.Tally()
    for i in range(60):
        one_game(i, tally)
    assert tally.extra == {"finished": 60}


def test_durak_playouts_without_outside_engines(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    bench = load("durak_playouts", monkeypatch)
    monkeypatch.setattr(bench._util, "optional_import", lambda name: None)
    report = bench.main(["--seconds", "0.05", "--json"])
    printed = json.loads(capsys.readouterr().out)
    assert printed == report
    assert report["ratio_vs_durakgame"] is None
    assert report["ratio_vs_openspiel_py"] is None
    assert "not installed" in report["engines"]["durakgame"]["reason"]
    assert "not installed" in report["engines"]["openspiel"]["reason"]
    # the text form says so too, instead of crashing
    bench.main(["--games", "1", "--engines", "durakgame,openspiel"])
    text = capsys.readouterr().out
    assert "not installed" in text and "n/a" in text


def test_durak_playouts_rejects_unknown_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    bench = load("durak_playouts", monkeypatch)
    with pytest.raises(SystemExit):
        bench.main(["--engines", "koloda,nosuch"])


def test_tysyacha_playouts_json() -> None:
    report = run_script("tysyacha_playouts.py", "--games", "3")
    assert report["benchmark"] == "tysyacha_playouts"
    assert "games_per_s" in report and "deals_per_s" in report
    if report["games_per_s"] is not None:
        assert report["games"] == 3
        assert report["deals"] >= 3
        assert report["deals_per_s"] > 0


def test_clone_apply_json() -> None:
    report = run_script("clone_apply.py", "--seconds", "0.2", "--states", "20")
    assert report["benchmark"] == "clone_apply"
    from koloda.engine.game import all_games

    # the games the script's own process finds (a test may have added its toy game here)
    keys = {g.key for g in all_games() if not type(g).__module__.startswith("tests.")}
    assert {row["game"] for row in report["games"]} == keys
    for row in report["games"]:
        assert row["states"] == 20
        assert row["clone_apply_us"] > 0 and row["clone_us"] > 0
    assert report["clone_apply_us"] == {r["game"]: r["clone_apply_us"] for r in report["games"]}


def test_vosmerka_lines_json() -> None:
    report = run_script("vosmerka_lines.py", "--games", "1", "--every", "8", "--budget", "30")
    assert report["benchmark"] == "vosmerka_lines"
    assert [r["search"] for r in report["rows"]] == ["alpha-beta", "max^n"]
    for row in report["rows"]:
        assert row["positions"] > 0 and row["depth_median"] >= 1
        assert row["ms_median"] <= row["ms_p95"] <= row["ms_max"]


def test_heuristic_rollouts_json() -> None:
    report = run_script("heuristic_rollouts.py", "--game", "troiki", "--game", "valety",
                        "--states", "3", "--seconds", "0.05", "--slices", "2")
    assert report["benchmark"] == "heuristic_rollouts"
    assert set(report["games"]) == {"troiki", "valety"}
    for row in report["games"].values():
        assert row["us_per_rollout"] > 0 and row["steps_per_rollout"] > 0
        low, high = row["us_per_rollout_range"]
        assert low <= row["us_per_rollout"] <= high


def test_heuristic_rollouts_random_from_worlds_json() -> None:
    report = run_script("heuristic_rollouts.py", "--game", "shtrafnye", "--rollout", "random",
                        "--world", "--states", "3", "--seconds", "0.05", "--slices", "1")
    assert report["rollout"] == "random" and report["world"] is True
    assert report["games"]["shtrafnye"]["us_per_rollout"] > 0


def test_ekarte_reading_json() -> None:
    report = run_script("ekarte_reading.py", "--positions", "4", "--worlds", "3", "--json")
    assert report["benchmark"] == "ekarte_reading" and report["positions"] == 4
    assert set(report["budgets"]) == {"none", "game", "large"}
    for row in report["budgets"].values():
        assert 0 <= row["exact"] <= row["true_cards"] <= 1
        assert 0 <= row["misfit_worlds"] <= 1
    assert report["budgets"]["large"]["misfit_worlds"] <= report["budgets"]["none"][
        "misfit_worlds"]


def test_ekarte_posterior_keeps_the_true_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The exact posterior's worlds replay the deal against the heuristic: the true deal
    (no reshuffle) always passes, and a kept world agrees with everything the mover saw."""
    import random

    from koloda.engine.game import get_game

    reading = load("ekarte_reading", monkeypatch)
    heuristic = get_game("ekarte").agent_factories()["heuristic"](0, random.Random(1))

    class Unshuffled(random.Random):
        def shuffle(self, x: Any) -> None:  # type: ignore[override]
            pass

    found = reading.positions(30, 3)
    rng = random.Random(5)
    for pos in found:
        seat = pos.state.current_player()
        true = reading.posterior_world(pos, Unshuffled(), heuristic)
        assert true is not None and true.hands == pos.state.hands
        for _ in range(200):
            w = reading.posterior_world(pos, rng, heuristic)
            if w is not None:
                assert w.hands[seat] == pos.state.hands[seat]
                assert w.observation(seat) == pos.state.observation(seat)
                break
    report = run_script("ekarte_reading.py", "--positions", "3", "--worlds", "2",
                        "--posterior", "--tries", "300")
    row = report["budgets"]["posterior"]
    assert 0 <= row["exact"] <= row["true_cards"] <= 1 and 0 <= row["short"] <= 3


def test_heuristic_rollouts_compare_json() -> None:
    src = str(BENCH.parent / "src")
    report = run_script("heuristic_rollouts.py", "--game", "troiki", "--states", "2",
                        "--seconds", "0.05", "--compare", src, src, "--rounds", "2")
    assert report["order"] == ["old", "new", "new", "old"]
    row = report["games"]["troiki"]
    assert row["old_us"] > 0 and row["new_us"] > 0 and row["new_over_old"] > 0


def test_durak_endgame_reach_json() -> None:
    report = run_script("durak_endgame_reach.py", "--positions", "3", "--budget", "5000",
                        "--rules", "royal", "--rules", "transfer_refusal", "--json")
    assert report["benchmark"] == "durak_endgame_reach"
    assert set(report["rules"]) == {"royal", "transfer_refusal"}
    for row in report["rules"].values():
        assert row["positions"] == 3
        assert 0 <= row["settled"] <= 3
        assert row["ms"]["positions"] == 3


def test_fast_path_json() -> None:
    report = run_script("fast_path.py", "--seconds", "0.3", "--rounds", "2", "--solver", "2",
                        "--solver-py", "1", "--batch", "5", "--endgames", "2")
    assert report["benchmark"] == "fast_path"
    stepped = report["stepped_games_per_cpu_s"]
    assert stepped["koloda_python"]["per_cpu_s"] > 0
    assert ("koloda_c" in stepped) == report["extension"]
    batch = report["batch_games_per_cpu_s"]
    assert batch["koloda_python_batch"]["units"] > 0
    assert batch["koloda_python_fresh"]["units"] > 0
    lead = "koloda_c" if report["extension"] else "koloda_python"
    assert set(report["stepped_ratios"]) == {
        f"{lead}/{k}" for k in ("durakgame", "durakgame_published", "openspiel_py",
                                "openspiel_py_outcomes")}
    for row in report["stepped_ratios"].values():
        assert row is None or row["min"] <= row["ratio"] * 1.5
    for name, row in stepped.items():  # interleaved: every side ran in every round
        if row is not None:
            assert len(row["rounds"]) == 2, name
    for key, row in report["rollouts"].items():
        assert row["us_per_unit"] > 0, key
    for cards in (8, 7, 6):
        assert report["solver"][f"python_{cards}"]["positions"] == 1
        if report["extension"]:
            row = report["solver"][f"c_{cards}"]
            assert 0 <= row["median_ms"] <= row["p95_ms"] <= row["p99_ms"] <= row["max_ms"]
    for base in ("podkidnoy", "perevodnoy"):
        row = report["durak_endgame"][f"{base}_python"]
        assert row["positions"] == 2
        if report["extension"]:
            assert report["durak_endgame"][f"{base}_c"]["solved"] == row["solved"]


def test_pool_matches_sums_reports(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two Тысяча reports pool into one: games, wins, contracts and mean score summed."""
    mod = load("pool_matches", monkeypatch)

    def report(seed: int, wins: float, made: int, score: float) -> dict[str, Any]:
        agent = {"games": 6, "wins": wins, "win_rate": wins / 6, "mean_score": score,
                 "decision_ms": {"median": 5.0, "p95": 700.0},
                 "contracts": {"declared": 10, "made": made, "failed": 10 - made,
                               "roospis": 1}}
        return {"game": "tysyacha", "players": 3, "rules": {}, "agents": ["hard", "heuristic"],
                "seating": "rotations", "seed": seed, "games": 6, "seconds": 1.0,
                "names": ["hard", "heuristic"], "per_agent": [agent, dict(agent)]}

    out = mod.pool([report(1, 3.0, 7, 800.0), report(2, 1.0, 5, 600.0)])
    hard = out["per_agent"][0]
    assert out["games"] == 12 and hard["wins"] == 4.0
    assert hard["contracts"] == {"declared": 20, "made": 12, "failed": 8, "roospis": 2,
                                 "made_rate": 0.6}
    assert hard["mean_score"] == 700.0
    with pytest.raises(SystemExit):
        mod.pool([report(1, 3.0, 7, 800.0), report(1, 3.0, 7, 800.0)])  # the same deals


def test_pool_matches_head_to_head_for_three_seats(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """With three agents the pooled report says in how many games each finished ahead of
    each other one (the reports' pairwise results summed); an unreadable report is a
    clean exit, not a traceback."""
    mod = load("pool_matches", monkeypatch)

    def report(seed: int, pairwise: list[list[float]]) -> dict[str, Any]:
        agent = {"games": 6, "wins": 2.0, "win_rate": 1 / 3}
        return {"game": "dreyfus", "players": 3, "rules": {}, "seating": "rotations",
                "agents": ["hard", "heuristic", "heuristic"], "seed": seed, "games": 6,
                "seconds": 1.0, "names": ["hard", "heuristic", "heuristic#2"],
                "per_agent": [agent, dict(agent), dict(agent)], "pairwise_wins": pairwise}

    out = mod.pool([report(1, [[0, 4, 5], [2, 0, 3], [1, 3, 0]]),
                    report(2, [[0, 3.5, 6], [2.5, 0, 3], [0, 3, 0]])])
    first = [h for h in out["head_to_head"] if h["agent"] == "hard"]
    assert [(h["over"], h["ahead"], h["rate"]) for h in first] == [
        ("heuristic", 7.5, 0.625), ("heuristic#2", 11, 0.9167)]
    two = report(3, [[0, 1], [1, 0]])
    two.update(players=2, names=["a", "b"], agents=["a", "b"], per_agent=two["per_agent"][:2])
    assert mod.pool([two])["head_to_head"] == []
    with pytest.raises(SystemExit, match="cannot read"):
        mod.main([str(tmp_path / "missing_s*.json")])


def test_match_chunks_writes_one_report_per_seed_and_skips_done_ones(tmp_path: Path) -> None:
    koloda = Path(sys.executable).with_name("koloda")
    if not koloda.exists():
        pytest.skip("the koloda command is not installed next to this Python")
    env = {"KOLODA": str(koloda), "PATH": "/usr/bin:/bin"}
    prefix = tmp_path / "chunks" / "durak"
    args = ["bash", str(BENCH / "match_chunks.sh"), str(prefix), "3", "4", "durak",
            "--agent", "heuristic", "--agent", "random", "--games", "2"]
    subprocess.run(args, check=True, timeout=120, env=env)
    first = (tmp_path / "chunks" / "durak_s3.json").read_text(encoding="utf-8")
    assert json.loads(first)["games"] == 2
    assert sorted(p.name for p in prefix.parent.iterdir()) == ["durak_s3.json",
                                                               "durak_s4.json"]
    subprocess.run(args, check=True, timeout=120, env=env)  # done seeds are not replayed
    assert (tmp_path / "chunks" / "durak_s3.json").read_text(encoding="utf-8") == first


def test_durak_search_speed_repeats_its_choices() -> None:
    first = run_script("durak_search_speed.py", "--games", "1", "--iters", "30")
    again = run_script("durak_search_speed.py", "--games", "1", "--iters", "30")
    assert first["benchmark"] == "durak_search_speed" and first["decisions"] > 5
    assert first["fingerprint"] == again["fingerprint"]  # the same decisions every run


def test_web_memory_json() -> None:
    report = run_script("web_memory.py", "--games", "durak:2", "--actions", "40",
                        "--langs", "ru")
    assert report["benchmark"] == "web_memory"
    (row,) = report["rows"]
    assert row["game"] == "durak" and row["actions"] >= 30 and row["bytes_per_action"] >= 0


def test_web_cpu_json() -> None:
    report = run_script("web_cpu.py", "--games", "durak:2", "--actions", "20")
    assert report["benchmark"] == "web_cpu"
    (row,) = report["rows"]
    assert row["actions"] == 20 and row["viewers"] == 3
    assert set(row["cpu_ms"]) == {"median", "p95", "p99", "max"}
    (patched,) = run_script("web_cpu.py", "--games", "durak:2", "--actions", "20",
                            "--patch")["rows"]
    assert patched["patch"] and 0 < patched["bytes_per_action"] < row["bytes_per_action"]


def test_level_budgets_json() -> None:
    report = run_script("level_budgets.py", "--game", "klabor", "--ms", "20",
                        "--decisions", "3")
    (row,) = report["games"]
    assert row["game"] == "klabor" and row["decisions"] == 3
    assert row["iters_median"] > 0 and row["method"] == "ismcts"
    assert row["level_hard"].startswith("ismcts:iters=")


def test_ekarte_exchange_json() -> None:
    report = run_script("ekarte_exchange.py", "--games", "1", "--worlds", "3",
                        "--spec", "ismcts:iters=20")
    assert report["benchmark"] == "ekarte_exchange"
    assert report["decisions"] == len(report["rows"]) > 0
    for row in report["rows"]:
        assert len(row["options"]) == 2 and row["search"] in row["options"]
        assert row["heuristic"] in row["options"]
    assert 0 <= report["search_right_by_points"] <= report["differ"]


def test_prostak_declarations_json() -> None:
    report = run_script("prostak_declarations.py", "--hands", "5", "--rounds", "2")
    assert report["benchmark"] == "prostak_declarations"
    assert len(report["us_per_hand"]["by_subsets"]) == 2
    assert len(report["us_per_hand"]["declarations"]) == 2


def test_prostak_hold_json() -> None:
    report = run_script("prostak_hold.py", "--games", "4", "--targets", "31",
                        "--players", "2", "--rules", "below10,one_sum,small=6")
    assert report["benchmark"] == "prostak_hold"
    rows = {r["rule"]: r for r in report["rows"]}
    assert set(rows) == {"below10", "one_sum", "small=6"}
    # the shipped rule against itself: every duplicate deal won once each way
    assert rows["one_sum"]["share"] == 0.5 and rows["one_sum"]["games"] == 4


def test_klondike_undecided_json() -> None:
    report = run_script("klondike_undecided.py", "--first", "2", "--time-limit", "0.05",
                        "--cap", "1000")
    assert report["benchmark"] == "klondike_undecided" and report["cap"] == 1000
    assert [r["seed"] for r in report["deals"]] == [26, 54]
    assert all(r["table"] <= 1000 for r in report["deals"])


def test_ochko_blind_json() -> None:
    report = run_script("ochko_blind.py", "--sample", "3", "--seed", "2")
    assert report["benchmark"] == "ochko_blind" and report["sample"] == 3
    # a stake wins at most the natural's double and loses at most itself
    assert -1.0 <= report["worth"] <= 2.0 and report["standard_error"] >= 0


def _fake_chunks(prefix: Path, upper_wins: list[float]) -> None:
    for seed, wins in enumerate(upper_wins, 1):
        rep = {"seconds": 1.0, "per_agent": [{"games": 40, "wins": wins},
                                             {"games": 40, "wins": 40 - wins}]}
        (prefix.parent / f"{prefix.name}_s{seed}.json").write_text(json.dumps(rep))


def test_level_cells_stops_at_the_first_decided_stage(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    cells = load("level_cells", monkeypatch)
    stages: list[int] = []

    def fake_stage(prefix: Path, chunks: int, *rest: Any) -> None:
        stages.append(chunks)
        _fake_chunks(prefix, wins[:chunks])

    monkeypatch.setattr(cells, "run_stage", fake_stage)
    wins = [30.0] * 10  # 75%: decided at the first look
    clear = cells.measure(tmp_path / "a", "czech:medium:easy", 2)
    assert stages == [2] and clear["state"] == "separated" and clear["games"] == 80
    stages.clear()
    wins = [20.5] * 10  # level: looked at three times, never decided
    level = cells.measure(tmp_path / "b", "czech:hard:medium:short", 2)
    assert stages == [2, 4, 10] and level["state"] == "open" and level["games"] == 400
    assert level["wilson95"][0] < 0.5 < level["wilson95"][1]
    stages.clear()
    wins = [12.0] * 10  # the level below wins
    assert cells.measure(tmp_path / "c", "czech:hard:medium", 2)["state"] == "reversed"
    stages.clear()
    wins = [20.5] * 10  # a first look only: left open at 80 games
    first = cells.measure(tmp_path / "d", "czech:hard:medium", 2, looks=1)
    assert stages == [2] and first["state"] == "open" and first["games"] == 80
    for bad in ("czech:hard", "czech:hard:novice", ":hard:medium"):
        with pytest.raises(SystemExit):
            cells.parse_cell(bad)


def test_level_cells_lifts_the_time_cap_of_search_levels_only(
        monkeypatch: pytest.MonkeyPatch) -> None:
    cells = load("level_cells", monkeypatch)
    assert cells.spec_of("medium", "napoleon") == "medium"  # the heuristic: no time cap
    assert cells.spec_of("hard", "napoleon") == "hard:ms=60000"
    assert cells.spec_of("medium", "durak") == "medium:ms=60000"
    assert cells.spec_of("easy", "durak") == "easy"
    assert cells.spec_of("hard", "ekarte") == "hard"  # the heuristic there


def test_level_cells_stage_interval_is_wider_than_95(monkeypatch: pytest.MonkeyPatch) -> None:
    cells = load("level_cells", monkeypatch)
    # 50/80 = 62.5%: separated at 95%, not yet at the stage's wider interval
    v = cells.verdict([{"per_agent": [{"games": 80, "wins": 50}]}], cells.Z_STAGE)
    assert v["wilson95"][0] > 0.5 > v["stage_interval"][0] and v["state"] == "open"


def test_level_cells_of_more_players(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    cells = load("level_cells", monkeypatch)
    assert cells.parse_cell("mushka_kopilka:hard:medium::4") == (
        "mushka_kopilka", "hard", "medium", None, 4)
    assert cells.parse_cell("napoleon:medium:easy:short:3")[3:] == ("short", 3)
    for bad in ("napoleon:medium:easy::1", "napoleon:medium:easy::x", "a:hard:easy::11"):
        with pytest.raises(SystemExit):
            cells.parse_cell(bad)
    # 35/80 is level for two players, far above the parity of four
    reps = [{"per_agent": [{"games": 80, "wins": 35}]}]
    assert cells.verdict(reps, cells.Z_STAGE)["state"] == "open"
    four = cells.verdict(reps, cells.Z_STAGE, 4)
    assert four["state"] == "separated" and four["parity"] == 0.25
    assert cells.verdict([{"per_agent": [{"games": 80, "wins": 5}]}], cells.Z_STAGE,
                         4)["state"] == "reversed"
    # one upper seat against three of the level below, each seat in turn, whole rotations
    calls: list[list[str]] = []

    class Proc:
        def __init__(self, args: list[str], env: Any = None) -> None:
            calls.append(args)

        def wait(self) -> int:
            return 0

    monkeypatch.setattr(cells.subprocess, "Popen", Proc)
    prefix = cells.prefix_of(tmp_path, "mushka_kopilka", "hard", "medium", 4)
    assert prefix.name == "mushka_kopilka_hard_medium_4p"
    cells.run_stage(prefix, 2, "mushka_kopilka", "hard", "medium", None, 1, 4)
    args = calls[0]
    assert args[args.index("--seating") + 1] == "rotations"
    assert [args[i + 1] for i, a in enumerate(args) if a == "--agent"] == [
        "hard:ms=60000", "medium:ms=60000", "medium:ms=60000", "medium:ms=60000"]
    assert args[args.index("--games") + 1] == "40"
    assert cells.games_per_chunk(3) == 42 and cells.games_per_chunk(2) == 40


def test_paired_slices_of_one_tree(tmp_path: Path) -> None:
    """Both sides the same tree: two slices run together, the raw reports kept, a ratio
    per slice and row."""
    src = str(BENCH.parent / "src")
    done = subprocess.run(
        [sys.executable, str(BENCH / "paired.py"), "--old", src, "--new", src, "--slices",
         "2", "--out", str(tmp_path), "--json", "--", str(BENCH / "web_cpu.py"), "--games",
         "czech:2,durak:2", "--actions", "5", "--patch", "--json"],
        capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["slices"] == 2 and report["metric"] == "cpu_ms.median"
    assert [r["row"] for r in report["rows"]] == ["czech:2", "durak:2"]
    for row in report["rows"]:
        assert len(row["old"]) == len(row["new"]) == len(row["ratios"]) == 2
        assert row["old_min"] == min(row["old"])
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "new_1.json", "new_2.json", "old_1.json", "old_2.json"]


def test_paired_summary_and_its_refusals(monkeypatch: pytest.MonkeyPatch) -> None:
    paired = load("paired", monkeypatch)
    reports = {"old": [{"rows": [{"game": "g", "t": {"ms": 2.0}}]},
                       {"rows": [{"game": "g", "t": {"ms": 4.0}}]}],
               "new": [{"rows": [{"game": "g", "t": {"ms": 1.0}}]},
                       {"rows": [{"game": "g", "t": {"ms": 3.0}}]}]}
    (row,) = paired.summary(reports, ["game"], "t.ms")
    assert row["ratios"] == [0.5, 0.75] and row["old_median"] == 3.0
    with pytest.raises(SystemExit, match=r"no 't\.nope'"):
        paired.summary(reports, ["game"], "t.nope")
    with pytest.raises(SystemExit, match="not a number"):
        paired.metric_at({"t": {"ms": True}}, "t.ms")
    with pytest.raises(SystemExit, match="usage"):
        paired.main(["--old", "a", "--new", "b"])
    with pytest.raises(SystemExit, match="no benchmark script"):
        paired.main(["--old", "a", "--new", "b", "--"])
