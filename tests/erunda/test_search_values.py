"""«Ерунда» gives the search players a value where they stop: at a new deal a seat
nearer the target, or owing fewer pluses, is worth more; at the end the values follow
each seat's money."""

from __future__ import annotations

import random

import pytest

from koloda.engine.game import CHANCE, get_game
from koloda.games.erunda.state import ErundaState

GAME = get_game("erunda")


def new(players: int, seed: int) -> ErundaState:
    state = GAME.new_state(players, GAME.make_rules(), seed=seed)
    assert isinstance(state, ErundaState)
    return state


def advance(state: ErundaState, rng: random.Random, to_end: bool) -> None:
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            if state.deal_no and not to_end:
                return
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("players", [2, 4, 6])
def test_at_a_new_deal_the_seat_ahead_is_worth_more(players: int) -> None:
    state = new(players, 7)
    assert state.search_values() is None  # before any deal
    advance(state, random.Random(7), to_end=False)
    assert state.need_shuffle and state.winner is None
    state.scores = [3] * players
    state.pluses = [0] * players
    state.scores[1] = 9
    values = state.search_values()
    assert values is not None and len(values) == players
    assert all(0.0 <= v <= 1.0 for v in values)
    assert all(values[1] > values[s] for s in range(players) if s != 1)
    state.scores[1] = 3
    state.pluses[0] = 2  # owing pluses is worse
    values = state.search_values()
    assert values is not None
    assert all(values[0] < values[s] for s in range(1, players))


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_at_the_end_the_values_follow_the_money(players: int, seed: int) -> None:
    state = new(players, seed)
    advance(state, random.Random(seed), to_end=True)
    values = state.search_values()
    ret = state.returns()
    assert values is not None and state.winner is not None
    assert values[state.winner] == max(values) > 0.5
    for a in range(players):
        for b in range(players):
            if ret[a] > ret[b]:
                assert values[a] >= values[b]
