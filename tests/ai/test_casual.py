"""The casual player (``casual``): the heuristic with a share of random moves."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.ai import make_agent
from koloda.ai.casual import MAX_CHOICES, CasualAgent
from koloda.engine.agents import run_agents
from koloda.engine.errors import KolodaError
from koloda.engine.game import CHANCE, Game, all_games, get_game

# every game with a heuristic player of its own (the solitaires and tellings have none)
PLAYED = sorted(g.key for g in all_games() if "heuristic" in g.agent_factories())


class Legal:
    """Asserts every move is legal."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.seat = inner.seat

    def act(self, obs: Any, legal: Any) -> int:
        a: int = self.inner.act(obs, legal)
        assert a in legal
        return a


def quick_rules(game: Game) -> Any:
    presets = game.presets
    for short in ("one_deal", "short", "one", "one_round"):
        if short in presets:
            return game.make_rules(preset=short)
    return game.make_rules()


@pytest.mark.parametrize("key", PLAYED)
def test_a_casual_player_finishes_every_game_with_legal_moves(key: str) -> None:
    game = get_game(key)
    players = max(2, game.min_players)
    rules = quick_rules(game)
    state = game.new_state(players, rules, 7)
    agents = [Legal(make_agent(game, "casual:slip=0.5" if s == 0 else "casual", s,
                               random.Random(s))) for s in range(players)]
    run_agents(state, agents, max_steps=200_000)
    assert state.is_terminal()


def differences(slip: float) -> tuple[int, int]:
    """Moves of seat 0 where a casual player and its heuristic (the same random numbers)
    part, out of the choices it had, in one game of Верю — не верю."""
    game = get_game("veryu")
    state = game.new_state(2, game.make_rules(), 3)
    casual = CasualAgent(0, random.Random(5), game, slip)
    twin = game.agent_factories()["heuristic"](
        0, random.Random(random.Random(5).getrandbits(64)))
    differ = choices = steps = 0
    while not state.is_terminal() and steps < 400:
        p = state.current_player()
        if p == CHANCE:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        action = legal[0]
        if p == 0:
            obs = state.observation(p)
            action = casual.act(obs, legal)
            differ += action != twin.act(obs, legal)  # the heuristic is asked every time
            choices += len(legal) > 1
        state.apply(action)
        steps += 1
    return differ, choices


def test_no_slip_is_the_heuristic_and_a_whole_slip_is_mostly_not() -> None:
    assert differences(0.0)[0] == 0
    differ, choices = differences(1.0)
    assert choices > 10 and differ > choices // 3


def test_no_slip_on_a_forced_move_or_across_a_ladder_of_bids() -> None:
    game = get_game("veryu")
    casual = CasualAgent(0, random.Random(1), game, 1.0)
    state = game.new_state(2, game.make_rules(), 3)
    while state.current_player() == CHANCE:
        state.apply_chance()
    legal = state.legal_actions()
    obs = state.observation(state.current_player())
    assert casual.act(obs, legal[:1]) == legal[0]
    ladder = list(range(100, 100 + 5 * (MAX_CHOICES + 1), 5))  # bids, one rung each
    slipping = CasualAgent(0, random.Random(2), FirstChoice(), 1.0)  # type: ignore[arg-type]
    assert all(slipping.act({}, ladder) == ladder[0] for _ in range(20))
    assert {slipping.act({}, ladder[:MAX_CHOICES]) for _ in range(40)} != {ladder[0]}


class FirstChoice:
    """A game whose heuristic always takes the first legal move."""

    def agent_factories(self) -> dict[str, Any]:
        class First:
            def __init__(self, seat: int, rng: random.Random) -> None:
                self.seat = seat

            def act(self, obs: Any, legal: Any) -> int:
                return int(legal[0])

        return {"heuristic": First}


@pytest.mark.parametrize("spec", ["casual:slip=2", "casual:slip=-0.1", "casual:slip=x",
                                  "casual:slip=nan", "casual:fast=1"])
def test_bad_slips_are_refused(spec: str) -> None:
    with pytest.raises(KolodaError):
        make_agent("durak", spec, 0, random.Random(1))
