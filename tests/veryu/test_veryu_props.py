"""Random games of «Верю — не верю»: cards are conserved, no hand keeps a four while fours
are put aside, nothing hidden is shown, a seat's worlds keep its observation, the game
ends; any typed text is a move or a clean refusal."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.conformance import leaked_cards
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.veryu.bot import HeuristicAgent
from koloda.games.veryu.state import VeryuState

GAME = get_game("veryu")


def _sound(s: VeryuState) -> None:
    held = [c for h in s.hands for c in h] + [c for f in s.fours for c in f]
    held += [c for _, p in s.plays for c in p] + s.current
    assert sorted(held) == sorted(s.deck)
    if s.rules.fours:
        for h in s.hands:
            ranks = [C.rank_of(c) for c in h]
            assert all(ranks.count(r) < 4 for r in ranks)


@settings(max_examples=12, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32), st.booleans(), st.sampled_from([4, 0, 2]),
       st.sampled_from(["all", "one"]), st.booleans())
def test_random_games_conserve_hide_and_end(players: int, seed: int, fours: bool, most: int,
                                            turn_over: str, smart: bool) -> None:
    rules = GAME.make_rules(overrides={"fours": fours, "most": most, "turn_over": turn_over})
    state = GAME.new_state(players, rules, seed)
    assert isinstance(state, VeryuState)
    rng = random.Random(seed)
    agents = [HeuristicAgent(s, random.Random(seed + s)) for s in range(players)]
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
        seat = state.current_player()
        if smart:
            state.apply(agents[seat].act(state.observation(seat), legal))
        else:
            state.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 20000
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
    for typed in (text, "doubt 0", "doubt 99", "claim 1", "claim Z", "put JOKER", "AS'"):
        before = state.clone()
        try:
            state.play(typed)
        except (ParseError, IllegalActionError):
            assert state.history == before.history
            assert state.observation(0) == before.observation(0)
        else:
            return
