"""Random games of «Разгильдяй»: cards are conserved, nothing hidden is shown, the game
ends, the penalties add up; any typed text is a move or a clean refusal."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine.conformance import leaked_cards
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.razgildyay.state import RazgildyayState

GAME = get_game("razgildyay")


def _conserved(s: RazgildyayState) -> None:
    """Every card of the deck is in one place: a blind pair, a pile, a hand, the stock,
    the drawn card, the table or the discard."""
    if not s.dealt:
        return
    places = [*s.blind, *s.piles, *s.hands, s.stock, s.table, s.discard,
              [s.drawn] if s.drawn >= 0 else []]
    cards = [c for p in places for c in p]
    assert len(cards) == len(set(cards)), "a card is in two places"
    assert sorted(cards) == sorted(s.deck)
    assert len(s.table) == len(s.laid_by)


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32), st.booleans(), st.sampled_from([36, 52]))
def test_random_games_conserve_hide_and_end(players: int, seed: int, clear: bool,
                                            deck: int) -> None:
    rules = GAME.make_rules(overrides={"deals": 2, "cap": 150, "clear": clear, "deck": deck})
    state = GAME.new_state(players, rules, seed)
    assert isinstance(state, RazgildyayState)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        _conserved(state)
        if steps % 5 == 0:
            for seat in range(players):
                assert not leaked_cards(state, seat)
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 5000
    assert len(state.sheet) == 2
    assert sum(state.penalties) == sum(len(losers) for losers, _ in state.sheet)
    assert abs(sum(state.returns()) - 1.0) < 1e-9


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=12), st.integers(0, 60))
def test_any_text_is_a_move_or_a_clean_refusal(text: str, steps: int) -> None:
    state = GAME.new_state(3, GAME.make_rules(overrides={"deals": 1}), seed=steps)
    rng = random.Random(steps)
    for _ in range(steps):
        if state.current_player() == CHANCE:
            state.apply_chance()
        elif not state.is_terminal():
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
    for bad in ("put 9", "put -1", "put", "take take", "JOKER", "QD'", "keep 2"):
        snap = state.clone()
        try:
            state.play(bad)
        except (ParseError, IllegalActionError):
            assert state.history == snap.history
            assert state.observation(1) == snap.observation(1)
