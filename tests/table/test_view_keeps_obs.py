"""A game's view only reads the observation it draws: the server builds a frame's
observation once and hands the same object to the view (Table.picture(obs=…)), so a
view that changed it would change the frame's ``obs``."""

from __future__ import annotations

import copy

import pytest

from koloda.engine.game import all_games
from koloda.table.seats import COMPUTER, HUMAN, Seat
from koloda.table.table import Table


@pytest.mark.parametrize("key", [g.key for g in all_games()])
def test_the_view_leaves_the_observation_as_it_was(key: str) -> None:
    game = next(g for g in all_games() if g.key == key)
    players = game.default_players
    seats = [Seat(HUMAN)] if players == 1 else [Seat(COMPUTER, "random")] * players
    table = Table(game, players, game.make_rules(), seats, seed=2)
    for step in range(40):
        for viewer in (*range(players), None):
            obs = table.observation(viewer)
            kept = copy.deepcopy(obs)
            fresh = table.picture(viewer, "ru").to_json()
            assert table.picture(viewer, "ru", obs=obs).to_json() == fresh
            assert obs == kept, (key, step, viewer)
        if players == 1:
            legal = table.state.legal_actions()
            if table.over or not legal:
                break
            table.play_action(0, legal[step % len(legal)])
        elif table.step() is None:
            break
