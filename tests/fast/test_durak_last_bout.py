"""The last finished bout on the C path (whose core does not keep it) comes from a Python
replay that goes on from where it stopped: at every step of games of every rule set it
equals the bout the pure-Python engine kept, through clones that go their own way and
the games of a match."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.engine.game import CHANCE, get_game
from koloda.games.durak.fast import FastDurakState, supports
from koloda.games.durak.state import DurakState

from .conftest import needs_ext
from .test_durak_diff import rule_sets

pytestmark = needs_ext
GAME = get_game("durak")


@pytest.mark.parametrize(("players", "changes"), rule_sets())
def test_the_kept_replay_finds_the_bout_the_python_engine_kept(
        players: int, changes: dict[str, Any]) -> None:
    rules = GAME.make_rules(overrides=changes)
    if not supports(rules):
        pytest.skip("not on the C path")
    for seed in (1, 2):
        fast = FastDurakState(GAME, players, rules, seed)
        plain = DurakState(GAME, players, rules, seed)
        rng = random.Random(seed)
        steps = 0
        while not plain.is_terminal() and steps < 400:
            while plain.current_player() == CHANCE:
                plain.apply_chance()
            while fast.current_player() == CHANCE:
                fast.apply_chance()
            if plain.is_terminal():
                break
            assert fast.finished_bout() == plain.last_bout
            if steps % 7 == 3:  # a clone goes on alone for a while; the original is unharmed
                other = fast.clone()
                other_rng = random.Random(steps)
                for _ in range(5):
                    while other.current_player() == CHANCE:
                        other.apply_chance()
                    if other.is_terminal():
                        break
                    other.apply(other_rng.choice(other.legal_actions()))
                    other.finished_bout()
            action = rng.choice(plain.legal_actions())
            plain.apply(action)
            fast.apply(action)
            steps += 1
        assert fast.finished_bout() == plain.last_bout
