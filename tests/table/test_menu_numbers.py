"""A number shown in the move list always means that item, in every game: typed alone,
``n`` plays the n-th listed move (a solitaire's piles are typed otherwise)."""

from __future__ import annotations

import random

import pytest

from koloda.engine.game import all_games, get_game
from koloda.table import Seat, Table

KEYS = [g.key for g in all_games()]


@pytest.mark.parametrize("key", KEYS)
def test_a_bare_number_is_the_listed_move(key: str) -> None:
    game = get_game(key)
    players = game.default_players
    rules = game.make_rules()
    rng = random.Random(5)
    for seed in (1, 2):
        table = Table(game, players, rules, [Seat()] * players, seed=seed)
        for _ in range(60):
            if table.over:
                break
            seat = table.to_move()
            moves = table.legal_moves(seat, "en")
            for i, (action, _label) in enumerate(moves, start=1):
                assert table.parse(seat, str(i)) == action, (key, i)
                assert table.parse(seat, f" {i} ") == action
            i = rng.randrange(len(moves)) + 1
            steps = len(table.state.history)
            table.play(seat, str(i))
            assert table.state.history[steps] == moves[i - 1][0]
