"""Random games of «За правду»: cards are conserved, nothing hidden is shown, the game
ends, the sheet adds up; any typed text is a move or a clean refusal."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.conformance import leaked_cards
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.za_pravdu.rules import deck_for
from koloda.games.za_pravdu.state import ZaPravduState

GAME = get_game("za_pravdu")


def _conserved(s: ZaPravduState) -> None:
    """Every card of the deck is in one place: a hand, the trick, a finished trick, the
    stock, or the trump turned face up apart (a deal that leaves a stock)."""
    if not s.dealt:
        return
    places = [*s.hands, s.rest, s.trick, [c for t in s.tricks for c in t[1]]]
    cards = [c for p in places for c in p]
    full = s.players * s.size == len(s.deck)
    if not full:
        assert s.trump not in cards
        cards.append(s.trump)
    assert len(cards) == len(set(cards)), "a card is in two places"
    assert sorted(cards) == sorted(s.deck)
    if s.trump_held:
        assert s.trump in s.hands[s.dealer]


@settings(max_examples=8, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32), st.integers(1, 3))
def test_random_games_conserve_hide_and_end(players: int, seed: int, top: int) -> None:
    state = GAME.new_state(players, GAME.make_rules(overrides={"top": top}), seed)
    assert isinstance(state, ZaPravduState)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        _conserved(state)
        if steps % 4 == 0:
            for seat in range(players):
                assert not leaked_cards(state, seat)
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 5000
    assert len(state.sheet) == len(state.sizes)
    for s in range(players):
        assert state.scores[s] == sum(row[4][s] for row in state.sheet)
    for size, _, _, won, _ in state.sheet:
        assert sum(won) == size
    assert abs(sum(state.returns()) - 1.0) < 1e-9
    assert len(deck_for(players, state.rules)) == len(state.deck)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=12), st.integers(0, 30))
def test_any_text_is_a_move_or_a_clean_refusal(text: str, steps: int) -> None:
    state = GAME.new_state(3, GAME.make_rules(overrides={"top": 3}), seed=steps)
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
    for bad in ("bid 99", "bid -1", "play", "AS AS", "JOKER", "QD'"):
        snap = state.clone()
        try:
            state.play(bad)
        except (ParseError, IllegalActionError):
            assert state.history == snap.history
    assert C.deck(36)
