"""Property tests over random matches of every Mau-Mau game and sub-variant: cards are
conserved, observations hide what they must, matches end, clones and resamples behave."""

import json
import random

from hypothesis import given
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.conformance import leaked_cards
from koloda.engine.game import CHANCE, get_game
from koloda.games.maumau import actions as A
from koloda.games.maumau.state import Phase, ShedState

CASES = [("czech", None), *[("czech", v) for v in get_game("czech").variants], ("101", None)]


def _new(case: int, players: int, seed: int) -> ShedState:
    key, variant = CASES[case % len(CASES)]
    game = get_game(key)
    rules = game.make_rules(variants=[variant] if variant else [])
    players = min(players, game.max_players)
    state = game.new_state(players, rules, seed)
    assert isinstance(state, ShedState)
    return state


def _conserved(state: ShedState) -> None:
    deck = C.mask_of(state.prof.deck)
    seen = C.mask_of(state.stock) | C.mask_of(state.pile)
    total = len(state.stock) + len(state.pile)
    for h in state.hands:
        assert not seen & h, "a card is in two places"
        seen |= h
        total += h.bit_count()
    assert seen == deck and total == len(state.prof.deck)


@given(st.integers(0, 100), st.integers(2, 6), st.integers(0, 2**32))
def test_random_matches_conserve_hide_and_end(case: int, players: int, seed: int) -> None:
    state = _new(case, players, seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        _conserved(state)
        if steps % 5 == 0:
            for seat in range(state.players):
                assert not leaked_cards(state, seat)
        legal = state.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 30_000, "a match did not end"
    _conserved(state)
    res = state.result()
    json.dumps(res)
    assert res["deals"] == len(state.deal_points) >= 1
    assert sum(map(sum, state.deal_points)) == sum(state.scores) or state.prof.hundred
    assert res["winners"] and max(state.returns()) == 1.0


@given(st.integers(0, 100), st.integers(2, 4), st.integers(0, 2**32), st.integers(0, 60))
def test_resample_keeps_the_view_and_clone_is_independent(case: int, players: int,
                                                          seed: int, steps: int) -> None:
    state = _new(case, players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    if state.phase != Phase.PLAY:
        return
    seat = state.turn
    view = state.observation(seat)
    other = state.resample(seat, rng)
    assert other.observation(seat) == view
    _conserved(other)
    twin = state.clone()
    twin.apply(twin.legal_actions()[0])
    assert state.observation(seat) == view and state.history != twin.history


@given(st.sampled_from(sorted(C.deck(36))), st.integers(-1, 3))
def test_action_text_round_trip(card: int, suit: int) -> None:
    action = A.play(card) if suit < 0 else A.name(card, suit)
    assert A.parse(A.to_text(action)) == action
    ru = ("ход " + C.show(card, "ru")) + ("" if suit < 0 else " масть " + C.SUIT_RU[suit])
    assert A.parse(ru) == action
