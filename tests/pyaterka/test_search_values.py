"""Пятёрка's value for the search players where they stop (issue 22): between deals the
seat nearer the target is worth more; at the end the values are the result."""

from __future__ import annotations

import random

from koloda.engine.game import CHANCE, get_game
from koloda.games.pyaterka.state import PyaterkaState
from tests.pyaterka.test_pyaterka import TWO, new, play

GAME = get_game("pyaterka")


def test_between_deals_the_seat_that_scored_is_worth_more() -> None:
    st_ = new(TWO, "7C")
    assert st_.search_values() is None  # in the middle of a deal
    play(st_, "5C", "2D", "JC", "3D", "AH", "4D", "stop")
    assert st_.current_player() == CHANCE and st_.scores == [1, 0]
    values = st_.search_values()
    assert values is not None and all(0.0 <= v <= 1.0 for v in values)
    assert values[0] > values[1]


def test_nearer_the_target_is_worth_more_and_equal_scores_are_equal() -> None:
    st_ = new(["5C JC AH KS QS", "2D 3D 4D 6D 7D", "8D 9D 10D JD KD"], "7C")
    play(st_, "5C", "2D", "8D", "JC", "3D", "9D", "AH", "4D", "10D", "stop")
    st_.scores = [20, 26, 20]  # rigged standing, the deal over
    values = st_.search_values()
    assert values is not None
    assert values[1] > values[0] == values[2]


def test_at_the_end_the_values_follow_the_winner() -> None:
    st_ = new(TWO, "7C", target=1)
    play(st_, "5C", "2D", "JC", "3D", "AH", "4D", "stop")
    assert st_.is_terminal() and st_.search_values() == st_.returns() == [1.0, 0.0]


def test_a_played_game_has_values_between_deals_and_its_result_at_the_end() -> None:
    for seed in range(5):
        st_ = GAME.new_state(3, GAME.make_rules(overrides={"target": 6}), seed)
        assert isinstance(st_, PyaterkaState)
        rng = random.Random(seed)
        while not st_.is_terminal():
            if st_.current_player() == CHANCE:
                values = st_.search_values()
                if st_.sheet:
                    assert values is not None and all(0.0 <= v <= 1.0 for v in values)
                    ranked = sorted(range(3), key=lambda s: st_.scores[s])
                    assert [values[s] for s in ranked] == sorted(values)
                st_.apply_chance()
            else:
                st_.apply(rng.choice(st_.legal_actions()))
        assert st_.search_values() == st_.returns()
