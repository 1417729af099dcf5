"""``koloda solve``: deal numbers the numbering has, records labelled by the cards they
hold, CPU-time limits, only solitaires offered, and quiet exits into a closed pipe."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from koloda.cli import main
from koloda.engine.game import CHANCE, all_games
from koloda.games.patience import clock
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.solve import solve

SOLITAIRES = [g for g in all_games() if isinstance(g, PatienceGame)]


@pytest.mark.parametrize("number", [0, -1, 2**31, 10**23])
def test_solve_refuses_a_microsoft_deal_number_there_is_not(
        number: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "solitaire", "--deal", str(number), "--lang", "en"]) == 2
    out = capsys.readouterr()
    assert out.out == "" and f"there is no deal {number}" in out.err
    assert "1 to 2147483647" in out.err
    assert main(["solve", "solitaire", "--deal", str(number)]) == 2
    assert f"раздачи {number} нет" in capsys.readouterr().err
    assert main(["play", "solitaire", "--deal", str(number)]) == 2
    assert "нумеруются от 1" in capsys.readouterr().err


@pytest.mark.parametrize("game", SOLITAIRES, ids=lambda g: g.key)
def test_every_numbered_solitaire_deals_what_its_number_says(game: PatienceGame) -> None:
    """A game with its own numbering refuses numbers outside it, and inside it deals
    exactly the numbered deal; the others shuffle from any seed."""
    rules = game.make_rules()
    span = game.deal_range(rules)
    if span is None:
        game.check_deal(rules, -5)
        game.check_deal(rules, 10**23)
        return
    lo, hi = span
    for bad in (lo - 1, hi + 1):
        with pytest.raises(Exception, match="no deal"):
            game.check_deal(rules, bad)
    for good in (lo, hi):
        state = game.new_state(1, rules, good)
        while state.current_player() == CHANCE:
            state.apply_chance()
        assert state.deals == [game.numbered_deal(rules, good)]


def _solved_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    out = tmp_path / "won.json"
    assert main(["solve", "solitaire", "--deal", "5", "--json", "--out", str(out)]) == 0
    assert json.loads(capsys.readouterr().out)["deal"] == 5
    return out


def test_a_record_is_called_by_its_seed_only_when_the_seed_deals_its_cards(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _solved_record(tmp_path, capsys)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert main(["solve", "solitaire", "--record", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["deal"] == 5
    data["seed"] = 6  # the cards stay deal 5's
    path.write_text(json.dumps(data), encoding="utf-8")
    won = tmp_path / "again.json"
    assert main(["solve", "solitaire", "--record", str(path), "--json",
                 "--out", str(won)]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["deal"] is None and answer["status"] == "won"
    assert json.loads(won.read_text(encoding="utf-8"))["seed"] is None
    assert main(["solve", "solitaire", "--record", str(path), "--lang", "en"]) == 0
    assert capsys.readouterr().out.startswith("Solitaire (FreeCell), the record's deal:")
    assert main(["solve", "solitaire", "--record", str(path)]) == 0
    assert "раздача из записи" in capsys.readouterr().out


@pytest.mark.parametrize("name", ["nosuchgame", "durak", "tysyacha"])
def test_solve_offers_only_solitaires(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", name, "--lang", "en"]) == 2
    err = capsys.readouterr().err
    listed = err.rsplit(": ", 1)[1].strip().split(", ")
    assert listed == sorted(g.key for g in SOLITAIRES)
    assert main(["solve", name]) == 2
    assert "есть: " in capsys.readouterr().err


@pytest.fixture
def no_wall_clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[float]]:
    """A CPU clock that leaps 1000 s at every look, and wall clocks that must not be
    looked at."""
    now = [0.0]

    def leaping() -> float:
        now[0] += 1000.0
        return now[0]

    def forbidden() -> float:
        raise AssertionError("a solver read the wall clock")

    monkeypatch.setattr(clock, "seconds", leaping)
    monkeypatch.setattr(time, "perf_counter", forbidden)
    monkeypatch.setattr(time, "monotonic", forbidden)
    monkeypatch.setattr(time, "time", forbidden)
    yield now


@pytest.mark.parametrize("game", SOLITAIRES, ids=lambda g: g.key)
def test_every_solver_counts_cpu_time(game: PatienceGame, no_wall_clock: list[float]
                                      ) -> None:
    state = game.new_state(1, game.make_rules(), 5)
    while state.current_player() == CHANCE:
        state.apply_chance()
    found = solve(state, 10.0)
    assert found.status in ("won", "lost", "unknown")
    assert no_wall_clock[0] > 0  # the clock was read


def test_klondike_limit_is_cpu_seconds(no_wall_clock: list[float]) -> None:
    """Deal 5 takes about two CPU seconds: with every look at the clock a thousand
    seconds later, the search stops at its first look."""
    game = next(g for g in SOLITAIRES if g.key == "klondike")
    state = game.new_state(1, game.make_rules(), 5)
    while state.current_player() == CHANCE:
        state.apply_chance()
    assert solve(state, 10.0).status == "unknown"


def _into_closed_pipe(*args: str) -> subprocess.CompletedProcess[bytes]:
    read, write = os.pipe()
    os.close(read)  # the reader has gone before the first line is written
    try:
        return subprocess.run([sys.executable, "-m", "koloda.cli", *args], stdout=write,
                              stderr=subprocess.PIPE, timeout=120, check=False)
    finally:
        os.close(write)


@pytest.mark.parametrize("args", [
    ("solve", "klondike", "--deal", "2", "--time-limit", "5"),
    ("solve", "solitaire", "--deal", "1", "--json"),
    ("games",), ("rules", "klondike"), ("--help",),
])
def test_output_into_a_closed_pipe_ends_quietly(args: tuple[str, ...]) -> None:
    done = _into_closed_pipe(*args)
    assert done.stderr == b""
    assert done.returncode in (0, 1)
