"""Экарте gives the search players a value where they stop: at a new shuffle the seat
nearer the target is worth more, at the end the winner is worth more than the loser, for
every stake."""

from __future__ import annotations

import random

import pytest

from koloda.engine.game import CHANCE, get_game
from koloda.games.ekarte.state import EkarteState, _race

GAME = get_game("ekarte")
STAKES = ("game", "points", "tricks")


def new(seed: int, stake: str) -> EkarteState:
    rules = GAME.make_rules(None, (), {"redeal": "fresh", "stake": stake})
    state = GAME.new_state(2, rules, seed=seed)
    assert isinstance(state, EkarteState)
    return state


def advance(state: EkarteState, rng: random.Random, to_end: bool) -> None:
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            if state.deal_no and not to_end:
                return
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))


def test_the_race_chance() -> None:
    assert _race(3, 3) == 0.5
    assert _race(0, 4) == 1.0 and _race(4, 0) == 0.0
    assert _race(1, 2) == 0.75
    assert _race(2, 5) > _race(3, 5) > _race(3, 4)


@pytest.mark.parametrize("stake", STAKES)
def test_at_a_new_shuffle_the_seat_ahead_is_worth_more(stake: str) -> None:
    state = new(4, stake=stake)
    assert state.search_values() is None  # before any deal
    advance(state, random.Random(4), to_end=False)
    assert state.need_shuffle and state.winner is None
    state.scores = [1, 3]
    state.money = [-1, 1]
    values = state.search_values()
    assert values is not None
    assert values[1] > values[0] and abs(sum(values) - 1.0) < 1e-9
    state.scores = [3, 1]
    state.money = [1, -1]
    values = state.search_values()
    assert values is not None and values[0] > values[1]


@pytest.mark.parametrize("stake", STAKES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_at_the_end_the_values_follow_the_returns(stake: str, seed: int) -> None:
    state = new(seed, stake=stake)
    advance(state, random.Random(seed), to_end=True)
    values = state.search_values()
    ret = state.returns()
    assert values is not None and all(0.0 <= v <= 1.0 for v in values)
    if ret[0] != ret[1]:
        assert (values[0] > values[1]) == (ret[0] > ret[1])
    if stake != "tricks":
        assert state.winner is not None and values[state.winner] > 0.5
