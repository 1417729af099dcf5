"""Random games of «Ведьма»: cards are conserved, no hand holds a pair, nothing hidden is
shown, worlds of a seat keep its observation, the game ends; any typed text is a move
or a clean refusal."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine.conformance import leaked_cards
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.vedma.rules import kind_of
from koloda.games.vedma.state import VedmaState

GAME = get_game("vedma")


def _sound(s: VedmaState) -> None:
    if not s.dealt:
        return
    places = [*s.hands, *s.discards]
    held = [c for p in places for c in p]
    assert sorted(held) == sorted(s.deck)
    for hand in s.hands:
        kinds = [kind_of(c, s.rules.pairs) for c in hand]
        assert len(kinds) == len(set(kinds)), "a hand holds a pair"


@settings(max_examples=12, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32), st.booleans(),
       st.sampled_from(["rank", "colour"]), st.integers(1, 3))
def test_random_games_conserve_hide_and_end(players: int, seed: int, mix: bool, pairs: str,
                                            deals: int) -> None:
    rules = GAME.make_rules(overrides={"mix": mix, "pairs": pairs, "deals": deals})
    state = GAME.new_state(players, rules, seed)
    assert isinstance(state, VedmaState)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        _sound(state)
        if steps % 5 == 0:
            for seat in range(players):
                assert not leaked_cards(state, seat)
                world = state.resample(seat, rng)
                assert world.observation(seat) == state.observation(seat)
                _sound(world)
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 2000
    assert len(state.sheet) == deals and sum(state.witches) == deals
    assert abs(sum(state.returns()) - 1.0) < 1e-9


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=12), st.integers(0, 20))
def test_any_text_is_a_move_or_a_clean_refusal(text: str, steps: int) -> None:
    state = GAME.new_state(3, GAME.make_rules(), seed=steps)
    rng = random.Random(steps)
    for _ in range(steps):
        if state.current_player() == CHANCE:
            state.apply_chance()
        elif not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    if state.current_player() == CHANCE:
        state.apply_chance()
    for typed in (text, "draw 0", "draw 99", "draw -1", "0", "тянуть", "QS"):
        before = state.clone()
        try:
            state.play(typed)
        except (ParseError, IllegalActionError):
            assert state.history == before.history
            assert state.observation(0) == before.observation(0)
        else:
            return
