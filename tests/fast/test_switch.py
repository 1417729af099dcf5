"""The switch between the paths: KOLODA_PURE, ``koloda version``, the conformance grid
on the pure path in the same run."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from koloda import fast
from koloda.cli import main
from koloda.engine.conformance import check_playout
from koloda.engine.game import all_games, get_game


def test_version_says_which_engine(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["version", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["engine"] == fast.active()
    assert info["extension"] == ("built" if fast.available() else "missing")
    assert main(["version"]) == 0
    assert "engine:" in capsys.readouterr().out


def test_koloda_pure_forces_python() -> None:
    env = {**os.environ, "KOLODA_PURE": "1"}
    code = ("import json; from koloda import fast; from koloda.engine.game import get_game; "
            "g = get_game('durak'); st = g.new_state(2, g.make_rules(), 1); "
            "print(json.dumps([fast.active(), type(st).__name__]))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, check=True, timeout=60)
    assert json.loads(done.stdout) == ["python", "DurakState"]


def test_an_out_of_date_build_is_left_unused() -> None:
    """An extension built from older sources (another ``API``) is not called: the game
    runs on the Python path and ``koloda version`` says to rebuild."""
    code = ("import json, sys, types; fake = types.ModuleType('koloda._speedups'); "
            "fake.API = -1; sys.modules['koloda._speedups'] = fake; "
            "from koloda import fast; from koloda.engine.game import get_game; "
            "g = get_game('durak'); st = g.new_state(2, g.make_rules(), 1); "
            "print(json.dumps([fast.active(), type(st).__name__, fast.info()['reason']]))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, timeout=60)
    engine, state, reason = json.loads(done.stdout)
    assert (engine, state) == ("python", "DurakState")
    assert "out of date" in reason and "pip install" in reason


def test_set_pure_switches_new_states() -> None:
    g = get_game("durak")
    before = fast.set_pure(True)
    try:
        assert type(g.new_state(2, g.make_rules(), 1)).__name__ == "DurakState"
        assert fast.active() == "python"
    finally:
        fast.set_pure(before)


def _grid() -> list[tuple[str, str | None, str | None, int]]:
    """The Durak part of tests/test_conformance.py that the C core plays: default rules at
    every player count, and the presets (the CI runs the grid of every game with a
    compiled path, ``Game.fast_path``, again with KOLODA_PURE=1)."""
    cases: list[tuple[str, str | None, str | None, int]] = []
    for game in all_games():
        if game.key != "durak":
            continue
        for players in range(game.min_players, game.max_players + 1):
            cases.append((game.key, None, None, players))
        for preset in game.presets:
            cases.append((game.key, preset, None, game.default_players))
    return cases


@pytest.mark.parametrize("key,preset,variant,players", _grid())
@pytest.mark.parametrize("engine", ["c", "python"])
def test_conformance_on_both_paths(key: str, preset: str | None, variant: str | None,
                                   players: int, engine: str) -> None:
    if engine == "c" and not fast.available():
        pytest.skip("the C extension is not built")
    before = fast.set_pure(engine == "python")
    try:
        game = get_game(key)
        rules = game.make_rules(preset=preset)
        game.check_players(players, rules)
        for seed in range(2):
            check_playout(game.new_state(players, rules, seed), seed, check_every=3)
    finally:
        fast.set_pure(before)


def test_every_game_that_uses_the_fast_path_says_so() -> None:
    """A game whose modules use koloda.fast declares ``fast_path``: the CI's pure-Python
    rerun of the conformance grid picks its games by it."""
    for game in all_games():
        package = type(game).__module__.rsplit(".", 1)[0] if type(game).__module__.count(
            ".") > 2 else type(game).__module__
        uses = any(getattr(mod, "fast", None) is fast for name, mod in list(sys.modules.items())
                   if name == package or name.startswith(package + "."))
        assert uses == game.fast_path, game.key
