"""Random games of «Восьмёрка»: cards are conserved, nothing hidden is shown, the game
ends, the penalties add up; any typed text is a move or a clean refusal."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine.conformance import leaked_cards
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.vosmerka.state import VosmerkaState

GAME = get_game("vosmerka")


def _conserved(s: VosmerkaState) -> None:
    """Every card is in one place: the ring, the stock, the drawn card, a hand, the
    table or the discard."""
    if not s.dealt:
        return
    places = [s.ring, s.stock, *s.hands, [c for pair in s.table for c in pair if c >= 0],
              s.discard, [s.drawn] if s.drawn >= 0 else []]
    cards = [c for p in places for c in p]
    assert len(cards) == len(set(cards)), "a card is in two places"
    assert sorted(cards) == sorted(s.deck)
    assert len(s.table) <= s.limit or not s.table


@settings(max_examples=6, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32), st.sampled_from(["podkidnoy", "perevodnoy"]),
       st.sampled_from([36, 52]))
def test_random_games_conserve_hide_and_end(players: int, seed: int, form: str,
                                            deck: int) -> None:
    rules = GAME.make_rules(overrides={"deals": 2, "form": form, "deck": deck})
    state = GAME.new_state(players, rules, seed)
    assert isinstance(state, VosmerkaState)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        _conserved(state)
        if steps % 13 == 0:
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
@given(st.text(max_size=12), st.integers(0, 80))
def test_any_text_is_a_move_or_a_clean_refusal(text: str, steps: int) -> None:
    rules = GAME.make_rules(overrides={"deals": 1, "form": "perevodnoy"})
    state = GAME.new_state(3, rules, seed=steps)
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
    for bad in ("beat AS", "transfer 6S", "pass", "take", "JOKER", "QD'", "play 2S"):
        snap = state.clone()
        try:
            state.play(bad)
        except (ParseError, IllegalActionError):
            assert state.history == snap.history
            assert state.observation(1) == snap.observation(1)
