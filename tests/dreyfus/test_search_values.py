"""Дрейфус gives the search players a value where they stop: between deals from the net
points, at the end from the payments."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, get_game
from koloda.games.dreyfus.state import TAKE, DreyfusState

GAME = get_game("dreyfus")


def suit(s: int) -> list[C.Card]:
    return [C.make(r, s) for r in range(3, 15)]


def sweep_for_seat_0(target: int) -> DreyfusState:
    """A deal where seat 0 holds every spade (the trump) and takes all twelve tricks."""
    hands = (suit(C.SPADES), suit(C.CLUBS), suit(C.DIAMONDS), suit(C.HEARTS))
    deal = [c for r in range(4) for part in hands for c in part[3 * r:3 * r + 3]]
    state = GAME.new_state(3, GAME.make_rules(overrides={"target": target}), seed=5,
                           deals=[deal])
    assert isinstance(state, DreyfusState)
    state.apply_chance()
    assert state.search_values() is None  # inside a deal
    while state.buyers:
        state.apply(TAKE)
    while state.deal_no == 0:
        state.apply(min(state.legal_actions(), key=C.rank_of))
    return state


def test_between_deals_the_seat_ahead_is_valued_higher() -> None:
    state = sweep_for_seat_0(target=10)
    assert not state.over and state.current_player() == CHANCE
    values = state.search_values()
    assert values is not None
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[0] > 0.5 > values[1] == values[2]
    state.above[2] += 3  # seat 2 worse off than seat 1
    values = state.search_values()
    assert values is not None and values[0] > values[1] > values[2]


def test_at_the_end_the_values_follow_the_payments() -> None:
    state = sweep_for_seat_0(target=5)
    assert state.over
    values = state.search_values()
    assert values is not None
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[0] > 0.5 > values[1] == values[2]
    state.below, state.above = [10, 10, 3], [1, 1, 0]  # two winners share
    values = state.search_values()
    assert values is not None and values[0] == values[1] > 0.5 > values[2]
