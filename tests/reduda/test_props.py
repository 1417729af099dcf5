"""Random games of Редуда: every card in one place, nothing hidden shown, worlds re-dealt
for the search agree with what the seat saw, the game ends and the marks add up; any typed
text is a move or a clean refusal."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine.conformance import leaked_cards
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.reduda.state import RedudaState, full_deck

GAME = get_game("reduda")


def _conserved(s: RedudaState) -> None:
    places = [*s.hands, *s.piles, s.stock, s.discard, s.table_cards()]
    cards = [c for p in places for c in p]
    assert sorted(cards) == sorted(full_deck()), "a card lost or in two places"


@settings(max_examples=3, deadline=None)
@given(st.integers(2, 3), st.integers(0, 2**32), st.sampled_from(["text", "hand"]))
def test_random_games_conserve_hide_and_end(players: int, seed: int, small: str) -> None:
    state = GAME.new_state(players, GAME.make_rules(overrides={"deals": 1,
                                                               "small_hand": small}), seed)
    assert isinstance(state, RedudaState)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        _conserved(state)
        if steps % 40 == 0:
            for seat in range(players):
                assert not leaked_cards(state, seat)
                world = state.resample(seat, rng)
                assert world.observation(seat) == state.observation(seat)
                assert isinstance(world, RedudaState)
                _conserved(world)
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 20000
    assert len(state.sheet) == 1
    assert sum(state.marks) == sum(1 for loser, _ in state.sheet if loser >= 0)
    assert abs(sum(state.returns()) - 1.0) < 1e-9


@settings(max_examples=30, deadline=None)
@given(st.text(max_size=14), st.integers(0, 40))
def test_any_text_is_a_move_or_a_clean_refusal(text: str, steps: int) -> None:
    state = GAME.new_state(2, GAME.make_rules(), seed=steps)
    rng = random.Random(steps)
    for _ in range(steps):
        if state.current_player() == CHANCE:
            state.apply_chance()
        elif not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    if state.current_player() == CHANCE:
        state.apply_chance()
    for typed in (text, "beat 2S 3S", "transfer RJ", "take", "pass", "play BJ'", "beat",
                  "beat ZZ 2S", "lead 10H", "transfer", "RJ", "7S 7S"):
        before = state.clone()
        try:
            state.play(typed)
        except (ParseError, IllegalActionError):
            assert state.history == before.history
            assert state.observation(0) == before.observation(0)
            assert state.observation(1) == before.observation(1)
        else:
            state = before  # a legal move: try the next text on the old position
