"""The search weighs each set of discards once (in rising card order); people may throw
them in any order, and the order changes nothing."""

from __future__ import annotations

import itertools

from koloda.engine.game import CHANCE, get_game
from koloda.games.ekarte.state import ACCEPT, DISCARD, PROPOSE, TAKE, EkarteState

GAME = get_game("ekarte")


def at_discard(seed: int = 3) -> EkarteState:
    state = GAME.new_state(2, GAME.make_rules(), seed=seed)
    assert isinstance(state, EkarteState)
    while state.current_player() == CHANCE:
        state.apply_chance()
    state.apply(PROPOSE)
    state.apply(ACCEPT)
    assert state.phase == "discard"
    return state


def test_rising_order_only_once_a_card_is_thrown() -> None:
    state = at_discard()
    seat = state.current_player()
    hand = sorted(state.hands[seat])
    assert state.search_actions() == state.legal_actions()  # nothing thrown yet
    state.apply(DISCARD + hand[2])
    searched = state.search_actions()
    assert searched == [a for a in state.legal_actions() if a == TAKE or a > DISCARD + hand[2]]
    assert set(searched) == {DISCARD + hand[3], DISCARD + hand[4], TAKE}
    assert len(state.legal_actions()) == 5  # a person may still throw a lower card


def test_every_set_of_discards_is_reachable_and_the_order_does_not_matter() -> None:
    base = at_discard()
    seat = base.current_player()
    hand = sorted(base.hands[seat])
    for size in range(1, 4):
        for chosen in itertools.combinations(hand, size):
            ends = []
            for order in (chosen, tuple(reversed(chosen))):
                state = base.clone()
                for card in order:
                    state.apply(DISCARD + card)
                state.apply(TAKE)
                ends.append((state.hands[seat], state.stock, sorted(state.hidden_out[seat])))
            assert ends[0] == ends[1]
            # the rising order is the one the search walks
            state = base.clone()
            for card in chosen:
                assert DISCARD + card in state.search_actions()
                state.apply(DISCARD + card)
            assert TAKE in state.search_actions()
