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

from koloda.engine.game import CHANCE, Game, State, all_games, get_game
from tests.resample.helpers import Case, cases, new_state

STEPS = 400  # per game: enough for several deals of the short games


def _overriding() -> list[Game]:
    return [g for g in all_games() if "heuristic" in g.agent_factories()
            and type(g.new_state(g.default_players, g.rules_type.build(), 0)
                     ).play_observation is not State.play_observation]


def _cases() -> list[Case]:
    keys = {g.key for g in _overriding()}
    return [case for case in cases() if case[0] in keys]


def test_some_games_override() -> None:
    assert {"reduda", "troiki", "valety"} <= {g.key for g in _overriding()}


@pytest.mark.parametrize("case", _cases(), ids=str)
def test_play_observation_is_part_of_the_observation(case: Case) -> None:
    game = get_game(case[0])
    make = game.agent_factories()["heuristic"]
    for seed in range(3):
        state = new_state(case, seed)
        players = state.players
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
                assert k in obs and value == obs[k], (case, k, value, obs.get(k))
            legal = state.legal_actions()
            chosen = full[player].act(obs, legal)
            assert light[player].act(part, legal) == chosen, (case, player)
            state.apply(chosen)
