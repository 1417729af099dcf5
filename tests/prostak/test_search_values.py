"""Простак's value for the search players where they stop: between deals the seat
nearer the target is worth more; at the end the values are the result."""

from __future__ import annotations

import random

from koloda.engine.game import CHANCE, get_game
from koloda.games.prostak.state import ProstakState
from tests.prostak.test_prostak import QUIET, new, play

GAME = get_game("prostak")


def test_between_deals_the_seat_that_scored_is_worth_more() -> None:
    st_ = new(["7H 8S 2C", QUIET[0]], "4D")
    assert st_.search_values() is None  # in the middle of a deal
    play(st_, "declare 7H 8S")
    st_.stock = []
    while st_.current_player() != CHANCE:
        play(st_, st_.action_to_text(st_.legal_actions()[0]))
    values = st_.search_values()
    assert values is not None and all(0.0 <= v <= 1.0 for v in values)
    assert values[0] > values[1]


def test_at_the_end_the_values_follow_the_winner() -> None:
    st_ = new(["7H 8S 2C", QUIET[0]], "4D", target=15)
    play(st_, "declare 7H 8S")
    assert st_.is_terminal() and st_.search_values() == st_.returns() == [1.0, 0.0]


def test_a_played_game_has_ordered_values_between_deals() -> None:
    for seed in range(5):
        st_ = GAME.new_state(3, GAME.make_rules(), seed)
        assert isinstance(st_, ProstakState)
        rng = random.Random(seed)
        while not st_.is_terminal():
            if st_.current_player() == CHANCE:
                values = st_.search_values()
                if st_.sheet:
                    assert values is not None
                    ranked = sorted(range(3), key=lambda s: st_.scores[s])
                    assert [values[s] for s in ranked] == sorted(values)
                st_.apply_chance()
            else:
                st_.apply(rng.choice(st_.legal_actions()))
        assert st_.search_values() == st_.returns()
