"""Двести's own value for the search players (``search_values``): the result at the end,
the chance of winning from the scores between deals, nothing inside a deal."""

from __future__ import annotations

import random

import pytest

from koloda.games.dvesti.state import DEAL, OVER, DvestiState

from .helpers import new


def _to_next_deal(st: DvestiState, rng: random.Random) -> None:
    """Random moves until the deal is scored (the next deal's chance node, or the end)."""
    while st.phase not in (DEAL, OVER):
        legal = st.legal_actions()
        st.apply(legal[rng.randrange(len(legal))])


def test_inside_a_deal_there_is_no_value() -> None:
    st = new(4)
    assert st.search_values() is None


@pytest.mark.parametrize("seed", range(6))
def test_after_a_played_deal_the_side_ahead_gets_more(seed: int) -> None:
    st = new(4)
    _to_next_deal(st, random.Random(seed))
    assert st.phase == DEAL
    values = st.search_values()
    assert values is not None
    assert values[0] == values[2] and values[1] == values[3]  # partners alike
    assert all(0.0 <= v <= 1.0 for v in values)
    a, b = st.scores
    assert (values[0] > values[1]) == (a > b) and (values[0] < values[1]) == (a < b)


def test_the_value_grows_with_the_lead_and_nearer_the_target() -> None:
    st = new(4)
    _to_next_deal(st, random.Random(1))
    assert st.phase == DEAL

    def value(a: int, b: int) -> float:
        st.scores = [a, b]
        values = st.search_values()
        assert values is not None
        return values[0]

    assert value(0, 0) == pytest.approx(0.5)
    assert value(60, 40) > 0.5 > value(40, 60)
    assert value(100, 40) > value(60, 40)  # a bigger lead
    assert value(-50, 45) < value(40, 60)  # a failed bid costs more
    assert value(180, 140) > value(60, 20)  # the same lead, fewer deals to catch up
    assert value(60, 40) + value(40, 60) == pytest.approx(1.0)


def test_each_for_himself_the_leader_gets_most() -> None:
    st = new(3, partners=False)
    _to_next_deal(st, random.Random(2))
    assert st.phase == DEAL
    st.scores = [80, 30, -50]
    values = st.search_values()
    assert values is not None
    assert values[0] > values[1] > values[2]


@pytest.mark.parametrize("seed", range(3))
def test_at_the_end_the_values_follow_the_winner(seed: int) -> None:
    st = new(4)
    rng = random.Random(seed)
    while st.phase != OVER:
        if st.phase == DEAL:
            st.apply_chance()
        _to_next_deal(st, rng)
    values = st.search_values()
    assert values == st.returns()
    assert sorted(set(values or [])) == [0.0, 1.0]
    for s in range(4):
        assert values is not None and (values[s] == 1.0) == (st.side[s] in st.winners)
