"""Random games of Одесский покер: cards are conserved, nothing hidden is shown, the game
ends, the sheet adds up; any typed text is a move or a clean refusal."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine.conformance import leaked_cards
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.odessa_poker.state import OdessaState, card_of

GAME = get_game("odessa_poker")


def _conserved(s: OdessaState) -> None:
    """Every card of the deck is in one place: a hand, the trick, a finished trick, the
    stock, or the trump turned face up apart (a deal that leaves a stock)."""
    if not s.dealt:
        return
    played = [card_of(a) for a in s.trick] + [card_of(a) for t in s.tricks for a in t[1]]
    cards = [c for h in s.hands for c in h] + s.rest + played
    if s.players * s.size != len(s.deck):
        assert s.trump not in cards
        cards.append(s.trump)
    assert len(cards) == len(set(cards)), "a card is in two places"
    assert sorted(cards) == sorted(s.deck)
    if s.trump_held:
        assert s.trump in s.hands[s.dealer]


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32), st.integers(1, 3), st.integers(0, 2),
       st.booleans())
def test_random_games_conserve_hide_and_end(players: int, seed: int, top: int,
                                            shakhi: int, trump_lead: bool) -> None:
    rules = GAME.make_rules(overrides={"top": top, "shakhi": shakhi,
                                       "trump_lead": trump_lead})
    state = GAME.new_state(players, rules, seed)
    assert isinstance(state, OdessaState)
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
            # what the others showed they lack agrees with their true hands
            for seat in range(players):
                assert not state.barred[seat] & sum(1 << c for c in state.hands[seat])
        legal = state.legal_actions()
        assert len(set(legal)) == len(legal)
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 5000
    assert len(state.sheet) == len(state.sizes)
    for s in range(players):
        assert state.scores[s] == sum(row[4][s] for row in state.sheet)
    for size, _, _, won, _ in state.sheet:
        assert sum(won) == size
    assert abs(sum(state.returns()) - 1.0) < 1e-9


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=14), st.integers(0, 30))
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
    for typed in (text, "plain " + text, "bid 99", "plain AS", "play 6C plain", "JOKER"):
        before = state.clone()
        try:
            state.play(typed)
        except (ParseError, IllegalActionError):
            assert state.history == before.history
            assert state.observation(0) == before.observation(0)
        else:
            assert len(state.history) == len(before.history) + 1
            state = before
