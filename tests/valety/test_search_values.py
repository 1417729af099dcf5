"""«Валеты» values a position for the search players where they stop: between deals by
the two pairs' records (the pair nearer zero higher, partners equal), at the end by the
winning pair."""

from __future__ import annotations

import random

import pytest

from koloda.engine.game import CHANCE, get_game
from koloda.games.valety.state import ValetyState

GAME = get_game("valety")


def start(seed: int) -> ValetyState:
    st = GAME.new_state(4, GAME.make_rules(), seed=seed)
    assert isinstance(st, ValetyState)
    return st


def to_next_deal(st: ValetyState, rng: random.Random) -> None:
    st.apply_chance()
    while st.current_player() >= 0:
        st.apply(rng.choice(st.legal_actions()))


def test_no_value_inside_a_deal_or_before_the_first() -> None:
    st = start(1)
    assert st.search_values() is None
    st.apply_chance()
    assert st.search_values() is None


def test_between_deals_the_pair_nearer_zero_gets_more() -> None:
    rng = random.Random(5)
    st = start(5)
    while not (st.current_player() == CHANCE and st.record[0] != st.record[1]):
        to_next_deal(st, rng)
        assert not st.is_terminal()
    values = st.search_values()
    assert values is not None and all(0.0 < v < 1.0 for v in values)
    assert values[0] == values[2] and values[1] == values[3]
    ahead = 0 if st.record[0] < st.record[1] else 1
    assert values[ahead] > values[1 - ahead]
    assert values[0] + values[1] == pytest.approx(1.0)


def test_rigged_records() -> None:
    st = start(2)
    to_next_deal(st, random.Random(2))
    if st.is_terminal():
        pytest.skip("the first deal ended the game")
    st.record = [1, 15]
    close = st.search_values()
    st.record = [12, 15]
    far = st.search_values()
    st.record = [15, 15]
    even = st.search_values()
    assert close is not None and far is not None and even is not None
    assert close[0] > far[0] > even[0] == 0.5 == even[1] > far[1] > close[1]


@pytest.mark.parametrize("seed", [3, 4, 6])
def test_at_the_end_the_values_follow_the_winner(seed: int) -> None:
    rng = random.Random(seed)
    st = start(seed)
    while not st.is_terminal():
        to_next_deal(st, rng)
    values = st.search_values()
    assert values == [1.0 if r > 0 else 0.0 for r in st.returns()]
    assert values == [1.0 if s % 2 == st.winner else 0.0 for s in range(4)]
