"""bench/clairvoyant.py: its open seats see the true position, and nothing else does."""

from __future__ import annotations

import importlib
import json
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from koloda.engine.game import CHANCE, State, get_game
from koloda.engine.infoset import InfoSet

BENCH = Path(__file__).resolve().parents[2] / "bench"


def load(name: str, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(BENCH))
    return importlib.import_module(name)


def dealt(key: str, seed: int) -> State:
    state = get_game(key).new_state(2, get_game(key).make_rules(), seed)
    while state.current_player() == CHANCE:
        state.apply_chance()
    return state


def test_an_open_world_is_the_true_position(monkeypatch: pytest.MonkeyPatch) -> None:
    clair = load("clairvoyant", monkeypatch)
    state = dealt("ekarte", 3)  # five cards each, the rest a stock: hands to guess
    seat = state.current_player()
    other = 1 - seat
    legal = state.legal_actions()
    truth = state.observation(other)
    rng = random.Random(1)
    opened = clair.OpenInfoSet(state, seat, legal)
    assert all(opened.resample(rng).observation(other) == truth for _ in range(5))
    fair = InfoSet(state, seat, legal)
    assert any(fair.resample(rng).observation(other) != truth for _ in range(5))
    assert opened.representative is None  # no compiled search draws fair worlds from it


def test_a_hands_world_keeps_the_hands_and_redeals_the_stock(
        monkeypatch: pytest.MonkeyPatch) -> None:
    clair = load("clairvoyant", monkeypatch)
    state = dealt("ekarte", 3)
    seat = state.current_player()
    rng = random.Random(2)
    opened = clair.HandsInfoSet(state, seat, state.legal_actions())
    worlds = [opened.resample(rng) for _ in range(6)]
    true: Any = state
    for world in worlds:
        assert world.hands == true.hands  # every hand as it is
        assert sorted(world.stock) == sorted(true.stock)
    assert any(w.stock != true.stock for w in worlds)  # the order is not the true one
    assert opened.representative is None


def test_only_the_marked_seat_is_clairvoyant(monkeypatch: pytest.MonkeyPatch) -> None:
    # the patch is installed in a child process: a test worker's own imports stay fair
    done = subprocess.run(
        [sys.executable, str(BENCH / "clairvoyant.py"), "match", "veryu", "--agents",
         "open:ismcts:iters=10,heuristic", "--games", "2", "--seed", "1", "--json",
         "--quiet"], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["agents"] == ["open:ismcts:iters=10", "heuristic"]
    assert report["games"] == 2
    load("clairvoyant", monkeypatch)  # importing it patches nothing
    from koloda.engine.agents import run_agents
    from koloda.engine.infoset import decide
    assert run_agents.__globals__["decide"] is decide
