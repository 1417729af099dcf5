"""Мушка-копилка gives the search players a value where they stop: between deals the
money as if the match were settled now, at the end the returns."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, get_game
from koloda.games.mushka_kopilka.state import KopilkaState

GAME = get_game("mushka_kopilka")

# nobody holds three of a suit (no exchange); seat 3 takes every trick and goes out first
DEAL = ("7S 8S 7C 8C 7D  9S 10S 9C 10C 8D  JS QS JC QC 9D  KS AS KC AC 10D "
        "JD QD KD AD 7H 8H 9H 10H JH QH KH AH")
PLAIN = [C.parse(w) for w in DEAL.split()]
MOVES = "7D 8D 9D 10D  AS 7S 9S JS  KC 7C 9C JC  KS 8S 10S QS  AC 8C 10C QC"


def one_deal(deals: int) -> KopilkaState:
    state = GAME.new_state(4, GAME.make_rules(overrides={"deals": deals}), seed=3,
                           deals=[PLAIN])
    assert isinstance(state, KopilkaState)
    state.apply_chance()
    assert state.search_values() is None  # inside a deal
    for word in MOVES.split():
        state.play(word)
    return state


def test_between_deals_the_seat_ahead_is_valued_higher() -> None:
    state = one_deal(deals=4)
    assert not state.over and state.current_player() == CHANCE
    values = state.search_values()
    assert values is not None
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[3] > 0.5 > values[0] == values[1] == values[2]
    state.paid[2] += 5  # a fine more: seat 2 worse off
    state.kitty += 5
    values = state.search_values()
    assert values is not None and values[3] > values[0] > values[2]


def test_at_the_end_the_values_follow_the_returns() -> None:
    state = one_deal(deals=1)
    assert state.over
    values = state.search_values()
    assert values is not None
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[3] > 0.5 > values[0] == values[1] == values[2]
    ranked = sorted(range(4), key=lambda s: state.returns()[s])
    assert sorted(range(4), key=lambda s: values[s]) == ranked
