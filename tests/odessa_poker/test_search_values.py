"""Одесский покер values a position for the search players where they stop: between deals
by how the scores stand (the seat ahead higher), at the end by the result."""

from __future__ import annotations

import random

import pytest

from koloda.engine.game import CHANCE, get_game
from koloda.games.odessa_poker.state import OdessaState

GAME = get_game("odessa_poker")


def start(players: int, seed: int) -> OdessaState:
    st = GAME.new_state(players, GAME.make_rules(), seed=seed)
    assert isinstance(st, OdessaState)
    return st


def to_next_deal(st: OdessaState, rng: random.Random) -> None:
    """Random legal moves until the deal ends (the next chance node, or the end)."""
    st.apply_chance()
    while st.current_player() >= 0:
        st.apply(rng.choice(st.legal_actions()))


def test_no_value_inside_a_deal_or_before_the_first() -> None:
    st = start(3, 1)
    assert st.search_values() is None
    st.apply_chance()
    assert st.search_values() is None


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_between_deals_the_seat_ahead_gets_more(players: int) -> None:
    rng = random.Random(players)
    st = start(players, 7)
    to_next_deal(st, rng)
    to_next_deal(st, rng)
    assert st.current_player() == CHANCE
    values = st.search_values()
    assert values is not None and all(0.0 <= v <= 1.0 for v in values)
    for a in range(players):
        for b in range(players):
            if st.scores[a] > st.scores[b]:
                assert values[a] > values[b]
            elif st.scores[a] == st.scores[b]:
                assert values[a] == values[b]


def test_a_lead_counts_for_more_near_the_end() -> None:
    st = start(3, 2)
    to_next_deal(st, random.Random(2))
    st.scores = [30, 10, 20]
    early = st.search_values()
    assert early is not None
    assert early[0] > early[2] > early[1]
    assert early[0] > 0.5 > early[2]
    st.deal_no = len(st.sizes) - 1  # the same scores before the last deal
    late = st.search_values()
    assert late is not None
    assert late[0] > early[0] and late[1] < early[1]


@pytest.mark.parametrize("seed", [3, 4])
def test_at_the_end_the_values_are_the_result(seed: int) -> None:
    rng = random.Random(seed)
    st = start(3, seed)
    while not st.is_terminal():
        to_next_deal(st, rng)
    values = st.search_values()
    assert values == st.returns()
    assert {s for s, v in enumerate(values) if v == max(values)} == set(st.winners())
