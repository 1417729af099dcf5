"""Наполеон's value for the search players where they stop (issue 22): between deals the
seat with more money is worth more; at the end the values are the result."""

from __future__ import annotations

import random

from koloda.engine.game import CHANCE, get_game
from koloda.games.napoleon.state import NapoleonState
from tests.napoleon.test_napoleon import DIAMONDS, HEARTS, SPADES, new, play

GAME = get_game("napoleon")


def test_between_deals_the_declarer_who_made_it_is_worth_more() -> None:
    st_ = new([SPADES, HEARTS, DIAMONDS])
    assert st_.search_values() is None  # in the middle of a deal
    play(st_, "pass", "bid 3", "pass", "keep", "AS", "AH", "AD", "KS", "KH", "KD",
         "QS", "QH", "QD")
    assert st_.current_player() == CHANCE and st_.money == [50, -40, -40]
    values = st_.search_values()
    assert values is not None and all(0.0 <= v <= 1.0 for v in values)
    assert values[0] > values[1] == values[2]


def test_a_lead_counts_for_more_with_fewer_deals_left() -> None:
    st_ = new([SPADES, HEARTS, DIAMONDS])
    play(st_, "pass", "bid 3", "pass", "keep", "AS", "AH", "AD", "KS", "KH", "KD",
         "QS", "QH", "QD")
    early = st_.search_values()
    st_.deal_no = st_.rules.rounds * st_.players - 1  # rigged: one deal left
    late = st_.search_values()
    assert early is not None and late is not None and late[0] > early[0]


def test_at_the_end_the_values_follow_the_winner() -> None:
    for seed in range(5):
        st_ = GAME.new_state(3, GAME.make_rules(overrides={"rounds": 1}), seed)
        assert isinstance(st_, NapoleonState)
        rng = random.Random(seed)
        while not st_.is_terminal():
            if st_.current_player() == CHANCE:
                values = st_.search_values()
                if st_.sheet:
                    assert values is not None and all(0.0 <= v <= 1.0 for v in values)
                    ranked = sorted(range(3), key=lambda s: st_.money[s])
                    assert [values[s] for s in ranked] == sorted(values)
                st_.apply_chance()
            else:
                st_.apply(rng.choice(st_.legal_actions()))
        assert st_.search_values() == st_.returns()
        assert max(st_.returns()) == 1.0
