"""``State.apply_checked`` with an int that is no legal action — negative, huge, of no
action family, or of a family but illegal now — raises IllegalActionError and changes
nothing, in every game; ``action_to_text`` of a non-action is a ParseError, never a
KeyError or IndexError."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import State, get_game

from .helpers import advance, game_cases, make_state

ints = st.one_of(
    st.integers(),
    st.integers(min_value=-300, max_value=300),
    st.integers(min_value=0, max_value=1 << 18),
    st.integers(min_value=-(1 << 70), max_value=1 << 70),
)


def snapshot(state: State) -> str:
    return json.dumps([state.history, state.current_player(), state.legal_actions(),
                       [state.observation(s) for s in range(state.players)],
                       state.result()], sort_keys=True, default=str)


@pytest.mark.parametrize("key,variant,players", game_cases())
@given(action=ints, steps=st.integers(min_value=0, max_value=40))
def test_apply_checked_refuses_any_non_legal_int(key: str, variant: str | None,
                                                 players: int, action: int,
                                                 steps: int) -> None:
    state = make_state(key, variant, players, seed=5)
    if state is None:
        return
    advance(state, steps, random.Random(steps))
    if state.is_terminal() or action in state.legal_actions():
        return
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as err:
        state.apply_checked(action)
    assert err.value.en and err.value.ru
    assert snapshot(state) == before


@pytest.mark.parametrize("key", ["tysyacha", "durak", "czech", "101"])
@pytest.mark.parametrize("action", [-1, -(10 ** 30), 7, 255, 999, 5024, 5999, 10_000,
                                    1 << 17, 4 << 16, 10 ** 30])
def test_action_to_text_of_a_non_action_is_a_parse_error(key: str, action: int) -> None:
    game = get_game(key)
    state = game.new_state(game.default_players, game.make_rules(), 1)
    with pytest.raises(ParseError) as err:
        state.action_to_text(action)
    assert str(action) in err.value.en and err.value.ru


@pytest.mark.parametrize("key,variant,players", game_cases())
def test_every_legal_action_still_has_a_text(key: str, variant: str | None,
                                             players: int) -> None:
    state = make_state(key, variant, players, seed=9)
    if state is None:
        return
    rng = random.Random(0)
    for _ in range(120):
        if state.is_terminal():
            break
        for action in state.legal_actions():
            assert state.text_to_action(state.action_to_text(action)) == action
        advance(state, 1, rng)


def test_engine_names_a_non_action_by_number_when_the_game_has_no_text() -> None:
    from tests.toygame import toy  # its action_to_text raises IndexError on a non-card

    game = toy()
    state = game.new_state(2, game.make_rules(), 1)
    state.apply_chance()
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="'#-1' is not allowed now"):
        state.apply_checked(-1)
    assert snapshot(state) == before
