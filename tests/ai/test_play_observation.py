"""``State.play_observation``: what a game's heuristic reads, for the search's play-outs.

A game that returns fewer keys than its observation must return each with the
observation's value (nothing a seat may not see, nothing computed differently), and its
heuristic must then make the same moves as with the whole observation. Checked on the
heuristic's own games, every player count, preset and variant, one pair of heuristic
players per seat: one is asked with the observation (its moves are played), its twin
(seeded alike) with the play observation."""

from __future__ import annotations

import random

import pytest

from koloda.engine.errors import RuleError
from koloda.engine.game import CHANCE, Game, State, all_games, get_game

STEPS = 400  # per game: enough for several deals of the short games


def _overriding() -> list[Game]:
    return [g for g in all_games() if "heuristic" in g.agent_factories()
            and type(g.new_state(g.default_players, g.rules_type.build(), 0)
                     ).play_observation is not State.play_observation]


def _cases() -> list[tuple[str, str | None, str | None, int]]:
    cases: list[tuple[str, str | None, str | None, int]] = []
    for game in _overriding():
        for players in range(game.min_players, game.max_players + 1):
            cases.append((game.key, None, None, players))
        for preset in game.presets:
            cases.append((game.key, preset, None, game.default_players))
        for variant in game.variants:
            cases.append((game.key, None, variant, game.default_players))
    return cases


def test_some_games_override() -> None:
    assert {"reduda", "troiki", "valety"} <= {g.key for g in _overriding()}


@pytest.mark.parametrize("key,preset,variant,players", _cases())
def test_play_observation_is_part_of_the_observation(key: str, preset: str | None,
                                                     variant: str | None,
                                                     players: int) -> None:
    game = get_game(key)
    rules = game.make_rules(preset=preset, variants=[variant] if variant else [])
    try:
        game.check_players(players, rules)
    except RuleError:
        pytest.skip("the variant needs another player count")
    make = game.agent_factories()["heuristic"]
    for seed in range(3):
        state = game.new_state(players, rules, seed)
        full = [make(s, random.Random(seed * 10 + s)) for s in range(players)]
        light = [make(s, random.Random(seed * 10 + s)) for s in range(players)]
        for _ in range(STEPS):
            if state.is_terminal():
                break
            player = state.current_player()
            if player == CHANCE:
                state.apply_chance()
                continue
            obs = state.observation(player)
            part = state.play_observation(player)
            for k, value in part.items():
                assert k in obs and value == obs[k], (key, k, value, obs.get(k))
            legal = state.legal_actions()
            chosen = full[player].act(obs, legal)
            assert light[player].act(part, legal) == chosen, (key, player)
            state.apply(chosen)
