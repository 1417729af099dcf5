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
                     "best_seconds": 200.0, "fewest_moves": 120, "won_after_undo": 0,
                     "deals": []}
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


def test_a_deal_counts_once_and_a_win_after_undo_is_marked(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    stats.record_game("klondike", False, 30.0, 5, path, deal=7)
    again = stats.record_game("klondike", True, 20.0, 90, path, deal=7)  # replayed: nothing
    assert again["counted_before"] and "уже была засчитана" in stats.summary(again, "ru")
    entry = stats.record_game("klondike", True, 100.0, 95, path, deal=8, took_back=True)
    assert (entry["played"], entry["won"], entry["won_after_undo"]) == (2, 1, 1)
    assert (entry["streak"], entry["best_seconds"], entry["fewest_moves"]) == (1, 100.0, 95)
    assert stats.load(path)["klondike"]["deals"] == [7, 8]
    assert "из них с отменой хода 1" in stats.summary(entry, "ru")
    assert "1 of them after an undo" in stats.summary(entry, "en")
    assert "counted_before" not in stats.load(path)["klondike"]


def test_the_table_marks_a_game_with_a_move_taken_back() -> None:
    t = table("klondike", 7)
    moves = [a for a in t.state.legal_actions() if t.state.action_to_text(a) != "give up"]
    t.play_action(0, moves[0])
    assert not t.took_back and "took_back" not in t.record()
    assert t.undo(0) and t.took_back
    assert t.redo(0) and t.took_back  # playing it again does not unmark it
    record = t.record()
    assert record["took_back"] is True
    assert Table.from_record(record).took_back
    fresh = table("klondike", 7)
    fresh.play_action(0, moves[0])
    assert fresh.restart(0) and fresh.took_back


def test_the_terminal_counts_a_replayed_deal_once() -> None:
    import builtins

    from koloda.terminal import stats as s

    real = builtins.input
    answers = iter(["give up", "да", "нет"] * 2)
    builtins.input = lambda prompt="": next(answers)
    try:
        for _ in range(2):
            assert main(["play", "klondike", "--deal", "11"]) == 0
    finally:
        builtins.input = real
    assert s.load()["klondike"]["played"] == 1
