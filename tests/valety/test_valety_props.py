"""Random games of «Валеты»: cards are conserved, nothing hidden is shown, the game
ends, partners' returns are equal and the pairs' sum to zero; typed text is a move or a
clean refusal."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.conformance import leaked_cards
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.valety.state import ValetyState

GAME = get_game("valety")


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 4))
def test_random_games_conserve_hide_and_end(seed: int, target: int) -> None:
    state = GAME.new_state(4, GAME.make_rules(overrides={"target": target}), seed)
    assert isinstance(state, ValetyState)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        cards = [c for h in state.hands for c in h] + state.trick + [
            c for t in state.tricks for c in t[1]]
        assert sorted(cards) == sorted(C.deck(36))
        if steps % 5 == 0:
            for seat in range(4):
                assert not leaked_cards(state, seat)
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 20_000
    r = state.returns()
    assert r[0] == r[2] and r[1] == r[3] and r[0] == -r[1] and r[0] != 0
    for row in state.sheet:
        assert row[0] + row[1] == 9


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=12), st.integers(0, 30))
def test_any_text_is_a_move_or_a_clean_refusal(text: str, steps: int) -> None:
    state = GAME.new_state(4, GAME.make_rules(), seed=steps)
    rng = random.Random(steps)
    for _ in range(steps):
        if state.current_player() == CHANCE:
            state.apply_chance()
        else:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    if state.current_player() == CHANCE:
        state.apply_chance()
    before = state.clone()
    try:
        state.play(text)
    except (ParseError, IllegalActionError):
        assert state.history == before.history
        assert state.observation(0) == before.observation(0)
