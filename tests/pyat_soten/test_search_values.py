"""Пять сотен gives the search players a value where they stop: between deals a side
nearer the target is worth more (partners alike), at the end the winners are worth 1."""

from __future__ import annotations

import random

import pytest

from koloda.engine.game import CHANCE, get_game
from koloda.games.pyat_soten.state import Phase, PyatSotenState

GAME = get_game("pyat_soten")


def advance(state: PyatSotenState, rng: random.Random, to_end: bool) -> None:
    """Random moves up to the next deal's shuffle (after one deal) or to the end."""
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            if state.sheet and not to_end:
                return
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))


def new(players: int, seed: int) -> PyatSotenState:
    state = GAME.new_state(players, GAME.make_rules(), seed=seed)
    assert isinstance(state, PyatSotenState)
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_between_deals_the_side_nearer_the_target_is_worth_more(players: int) -> None:
    state = new(players, 5)
    assert state.search_values() is None  # before any deal: nothing to tell
    rng = random.Random(5)
    state.apply_chance()
    state.apply(state.legal_actions()[0])
    assert state.search_values() is None  # within a deal the search goes on
    advance(state, rng, to_end=False)
    assert state.phase == Phase.DEAL
    state.scores = [-100] * state.sides
    state.scores[1] = 400
    values = state.search_values()
    assert values is not None and len(values) == players
    assert all(0.0 <= v <= 1.0 for v in values)
    ahead = [s for s in range(players) if state.side(s) == 1]
    for s in range(players):
        if s not in ahead:
            assert values[s] < values[ahead[0]]
    assert len({values[s] for s in ahead}) == 1  # partners alike


@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_the_end_the_values_follow_the_winners(players: int) -> None:
    state = new(players, 11)
    advance(state, random.Random(11), to_end=True)
    values = state.search_values()
    assert values is not None
    assert values == state.returns()
    assert max(values) == 1.0 and min(values) == 0.0
