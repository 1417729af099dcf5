"""Rollouts by the game's own heuristic player for every game (``rollout=heuristic``, or a
game's ``search_rollout``): a playout reaches the search's horizon, gives one value per
seat, and leaves the position it started from untouched."""

from __future__ import annotations

import random

import pytest

from koloda.ai.adapters import adapter_for
from koloda.engine.game import CHANCE, Game, all_games
from koloda.engine.infoset import InfoSet


def _decision(game: Game) -> tuple[InfoSet, random.Random]:
    rng = random.Random(5)
    state = game.new_state(game.default_players, game.make_rules(), seed=5)
    while state.current_player() == CHANCE:
        state.apply_chance()
    return InfoSet(state, state.current_player()), rng


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_a_heuristic_rollout_plays_to_the_horizon(game: Game) -> None:
    infoset, rng = _decision(game)
    if infoset.seat < 0:
        pytest.skip("no decision at the start")
    adapter = adapter_for(infoset, rollout="heuristic")
    assert adapter.rollout_kind == "heuristic"
    world = infoset.resample(rng)
    before = world.clone()
    values = adapter.rollout(world.clone(), rng)
    assert len(values) == game.default_players
    assert all(0.0 <= v <= 1.0 for v in values)
    assert world.observation(infoset.seat) == before.observation(infoset.seat)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_a_games_declared_rollout_is_the_default(game: Game) -> None:
    infoset, _ = _decision(game)
    if infoset.seat < 0:
        pytest.skip("no decision at the start")
    adapter = adapter_for(infoset)
    if game.search_rollout != "random":
        assert adapter.rollout_kind == game.search_rollout
    assert adapter_for(infoset, rollout="random").rollout_kind == "random"
