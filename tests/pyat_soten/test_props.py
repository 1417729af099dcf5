"""Properties of Пять сотен over random games: every card stays somewhere, a deal's score
follows from its tricks and contract, the game ends; any typed text is a move, a parse
error or a refusal, and a refusal changes nothing."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.pyat_soten.state import PyatSotenState, bid_value, deck_for

GAME = get_game("pyat_soten")


def _cards_everywhere(s: PyatSotenState) -> int:
    held = sum(h.bit_count() for h in s.hands) + s.dead.bit_count() + s.discard.bit_count()
    kitty = 0 if s.kitty_taken else len(s.kitty)
    return held + kitty + len(s.trick) + s.players * len(s.order)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([2, 3, 4]),
       preset=st.sampled_from(["text", "classic"]))
def test_random_deals_conserve_cards_and_score_by_their_tricks(seed: int, players: int,
                                                              preset: str) -> None:
    rules = GAME.make_rules(preset=preset, overrides={"target": 0})
    state = GAME.new_state(players, rules, seed)
    assert isinstance(state, PyatSotenState)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        assert _cards_everywhere(state) == len(deck_for(players))
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 200
    (_, dec, bid, delta), = state.sheet
    taken = [0] * state.sides
    for s in range(players):
        taken[state.side(s)] += state.won[s]
    assert sum(taken) == 10
    for side in range(state.sides):
        if dec >= 0 and side == state.side(dec):
            assert abs(delta[side]) in (bid_value(bid), 250)
            assert (delta[side] > 0) == (taken[side] >= 6 + bid // 5)
        else:
            assert delta[side] == 10 * taken[side]
    assert state.scores == list(delta)
    assert sum(state.returns()) >= 1


_TEXTS = st.one_of(
    st.text(max_size=12),
    st.builds(lambda a, b: f"{a} {b}", st.sampled_from(
        ["bid", "play", "discard", "пас", "заказ", "снести", "7", "10", "RJ", "Дж"]),
        st.text(max_size=6)),
    st.sampled_from(["pass", "bid 6 S", "bid 10 NT", "bid 7 H", "play RJ H", "RJ ♥",
                     "discard QS", "AS", "4S", "5H", "bid 11 S", "bid 6 X", "play QS Q"]))


@settings(max_examples=150, deadline=None)
@given(text=_TEXTS, moves=st.integers(0, 40), seed=st.integers(0, 1000))
def test_any_text_is_a_move_or_a_clear_refusal_that_changes_nothing(text: str, moves: int,
                                                                      seed: int) -> None:
    state = GAME.new_state(3, GAME.make_rules(), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    if state.current_player() == CHANCE:
        state.apply_chance()
    before = [state.observation(s) for s in range(3)]
    history = state.history[:]
    try:
        action = state.play(text)
    except (ParseError, IllegalActionError) as err:
        assert err.text("ru") and err.text("en")
        assert [state.observation(s) for s in range(3)] == before
        assert state.history == history
        return
    assert state.history == [*history, action]
    assert C.is_card(action) or action >= 500
