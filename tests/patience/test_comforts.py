"""Undo and redo without limit, restart, statistics, deal numbers, ``koloda solve``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from koloda.cli import main
from koloda.engine.game import get_game
from koloda.table import Table
from koloda.table.seats import seats_for
from koloda.terminal import stats


def table(key: str = "klondike", seed: int = 5) -> Table:
    game = get_game(key)
    return Table(game, 1, game.make_rules(), seats_for(1, humans=(0,)), seed)


def test_undo_and_redo_go_back_and_forth_without_limit() -> None:
    t = table()
    played = []
    for _ in range(6):
        action = next(a for a in t.state.legal_actions() if t.state.action_to_text(a)
                      != "give up")
        played.append(action)
        t.play_action(0, action)
    end = t.state.observation(0)
    for _ in range(6):
        assert t.undo(0)
    assert not t.undo(0) and t.state.history == []
    for _ in range(6):
        assert t.redo(0)
    assert not t.redo(0)
    assert t.state.observation(0) == end and t.state.history == played
    assert t.undo(0) and t.undo(0)
    t.play_action(0, t.state.legal_actions()[-1])  # a new move forgets what was undone
    assert not t.redo(0)


def test_restart_keeps_the_deal_and_redo_replays() -> None:
    t = table()
    start = t.state.observation(0)
    for _ in range(3):
        t.play_action(0, t.state.legal_actions()[0])
    end = t.state.observation(0)
    assert t.restart(0)
    assert t.state.observation(0) == start
    assert t.redo(0) and t.state.observation(0) == end


def test_a_lost_deal_is_no_win_for_the_lone_player() -> None:
    t = table()
    t.play(0, "give up")
    assert t.over and t.winners() == []


def test_statistics_count_streaks_best_time_and_fewest_moves(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    stats.record_game("klondike", True, 300.0, 120, path)
    stats.record_game("klondike", True, 200.0, 150, path)
    entry = stats.record_game("klondike", False, 50.0, 10, path)
    assert entry == {"played": 3, "won": 2, "streak": 0, "best_streak": 2,
                     "best_seconds": 200.0, "fewest_moves": 120}
    assert "выиграно 2 (67%)" in stats.summary(entry, "ru")
    path.write_text("{not json", encoding="utf-8")
    assert stats.load(path) == {}  # a damaged file is set aside
    assert (tmp_path / "stats.json.damaged").exists()


def test_terminal_counts_a_finished_game(capsys: pytest.CaptureFixture[str]) -> None:
    from koloda.terminal import stats as s

    before = s.load().get("klondike", {}).get("played", 0)
    import builtins

    answers = iter(["give up", "да", "нет"])  # give up? yes; again? no
    real = builtins.input
    builtins.input = lambda prompt="": next(answers)
    try:
        assert main(["play", "klondike", "--deal", "7"]) == 0
    finally:
        builtins.input = real
    assert s.load()["klondike"]["played"] == before + 1
    assert main(["stats", "klondike", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["klondike"]


def test_solve_prints_json_with_a_replayable_record(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "won.json"
    assert main(["solve", "solitaire", "--deal", "1", "--time-limit", "20", "--json",
                 "--out", str(out)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["status"] == "won" and data["moves"]
    assert main(["replay", str(out), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["result"]["won"] is True


def test_solve_checks_the_record_path_before_searching(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from koloda.games.patience import solve

    def never(*_a: object) -> None:
        raise AssertionError("the deal was searched")

    monkeypatch.setattr(solve, "solve", never)
    assert main(["solve", "solitaire", "--deal", "1", "--out",
                 str(tmp_path / "no" / "won.json")]) == 2
    assert "нет папки" in capsys.readouterr().err


def test_solve_says_when_no_record_is_written(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from koloda.games.patience import solve

    monkeypatch.setattr(solve, "solve", lambda state, limit: solve.Solution("lost", [], 1, 0.0))
    out = tmp_path / "won.json"
    assert main(["solve", "solitaire", "--deal", "1", "--out", str(out)]) == 0
    assert "Запись не сделана" in capsys.readouterr().out and not out.exists()


def test_solve_refuses_a_game_that_is_no_solitaire(capsys: pytest.CaptureFixture[str]
                                                   ) -> None:
    assert main(["solve", "durak", "--deal", "1"]) == 2
    assert "не пасьянс" in capsys.readouterr().err
