"""A number shown in the move list always means that item, in every game: typed alone,
``n`` plays the n-th listed move (a solitaire's piles are typed otherwise). The web's
list is the legal moves (:meth:`Table.play`); the terminal's is :meth:`Table.menu`,
where one item may play several decisions of the seat in a row."""

from __future__ import annotations

import random

import pytest

from koloda.engine.game import all_games, get_game
from koloda.table import Seat, Table

KEYS = [g.key for g in all_games()]


def _positions(key: str, seed: int, steps: int = 60):  # type: ignore[no-untyped-def]
    game = get_game(key)
    players = game.default_players
    table = Table(game, players, game.make_rules(), [Seat()] * players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if table.over:
            return
        yield table, table.to_move(), rng


@pytest.mark.parametrize("key", KEYS)
def test_a_bare_number_is_the_listed_move(key: str) -> None:
    for seed in (1, 2):
        for table, seat, rng in _positions(key, seed):
            moves = table.legal_moves(seat, "en")
            for i, (action, _label) in enumerate(moves, start=1):
                assert table.parse(seat, str(i)) == action, (key, i)
                assert table.parse(seat, f" {i} ") == action
            i = rng.randrange(len(moves)) + 1
            steps = len(table.state.history)
            table.play(seat, str(i))
            assert table.state.history[steps] == moves[i - 1][0]


@pytest.mark.parametrize("key", KEYS)
def test_a_bare_number_is_the_terminals_listed_move(key: str) -> None:
    for seed in (3, 4):
        for table, seat, rng in _positions(key, seed):
            menu = table.menu(seat, "ru")
            assert [acts for acts, _ in menu] == [acts for acts, _ in table.menu(seat, "en")]
            for i, (actions, label) in enumerate(menu, start=1):
                assert table.parse_choice(seat, str(i)) == actions, (key, i)
                assert table.parse_choice(seat, label) == actions
            i = rng.randrange(len(menu)) + 1
            steps = len(table.state.history)
            table.play_choice(seat, table.parse_choice(seat, str(i)))
            played = tuple(table.state.history[steps:steps + len(menu[i - 1][0])])
            assert played == menu[i - 1][0]
