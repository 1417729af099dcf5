"""``State.describe_move`` given the state after the move (as the log passes it, so a game
that must look past the move does not replay it once per viewer) says exactly what it says
without it, for every game, seat and spectator, in both languages."""

from __future__ import annotations

import random

import pytest

from koloda.engine.game import CHANCE, all_games
from tests.table.grid import some_players

KEYS = sorted(g.key for g in all_games())
MOVES = 120  # per game: past a few bouts, tricks or turns of the deal


@pytest.mark.parametrize("key", KEYS)
def test_move_text_with_the_state_after_is_the_same(key: str) -> None:
    game = next(g for g in all_games() if g.key == key)
    rules = game.make_rules()
    players = some_players(game, rules)
    rng = random.Random(7)
    state = game.new_state(players, rules, 11)
    viewers: list[int | None] = [*range(players), None]
    for _ in range(MOVES):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        before = state.clone()
        state.apply(action)
        after = state.clone()
        for viewer in viewers:
            for lang in ("ru", "en"):
                alone = before.describe_move(action, viewer, lang)
                assert before.describe_move(action, viewer, lang, after) == alone, (
                    key, viewer, lang, action)
        assert after.history == state.history  # read, not changed
