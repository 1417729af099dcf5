"""Одесский покер plays with За правду's state, so its search values are За правду's
(tests/za_pravdu/test_search_values.py); here they are checked once through a whole
game with the шахи dealt: none inside a deal, ordered as the scores between deals, the
result at the end."""

from __future__ import annotations

import random

from koloda.engine.game import CHANCE, get_game

GAME = get_game("odessa_poker")


def test_search_values_through_a_game_with_the_shakhi() -> None:
    game = GAME.new_state(3, GAME.make_rules(preset="short"), seed=5)
    pick = random.Random(5)
    between = 0
    while not game.is_terminal():
        if game.current_player() != CHANCE:
            game.apply(pick.choice(game.legal_actions()))
            continue
        values = game.search_values()
        if game.sheet:
            assert values is not None and all(0.0 <= v <= 1.0 for v in values)
            by_score = sorted(range(3), key=lambda s: (game.scores[s], values[s]))
            assert [values[s] for s in by_score] == sorted(values)
            between += 1
        else:
            assert values is None
        game.apply_chance()
        assert game.search_values() is None
    assert between == len(game.sizes) - 1
    assert game.search_values() == game.returns()
