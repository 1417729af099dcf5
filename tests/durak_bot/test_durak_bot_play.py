"""The heuristic Durak player in real games: always legal, in every variant;
deterministic; fast; far less often the fool than a random player."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from koloda.engine.agents import Agent, RandomAgent
from koloda.engine.errors import RuleError
from koloda.engine.game import CHANCE, State, get_game
from koloda.engine.rules import Rules
from koloda.games.durak import actions as A
from koloda.games.durak.bot import HeuristicAgent

GAME = get_game("durak")
VARIANTS = sorted(GAME.variants)
STEP_CAP = 1500  # random players may wander for long; the cap bounds a test game


def rules_for(variant: str, players: int) -> Rules | None:
    try:
        rules = GAME.make_rules(variants=[variant])
        GAME.check_players(players, rules)
    except RuleError:
        return None
    return rules


def strict(seat: int, seed: int) -> HeuristicAgent:
    bot = HeuristicAgent(seat, random.Random(seed))
    bot.strict = True
    return bot


def run(rules: Rules, players: int, seed: int, agents: list[Agent],
        cap: int = STEP_CAP) -> tuple[State, list[int]]:
    state = GAME.new_state(players, rules, seed)
    steps = 0
    while not state.is_terminal() and steps < cap:
        p = state.current_player()
        if p == CHANCE:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        action = agents[p].act(state.observation(p), legal)
        assert action in legal, (state.action_to_text(action), legal)
        state.apply(action)
        steps += 1
    return state, state.history


@pytest.mark.parametrize("variant", VARIANTS)
def test_always_legal_in_every_variant(variant: str) -> None:
    for players in (2, 3, 4):
        rules = rules_for(variant, players)
        if rules is None:
            continue
        seed = 11 * players + VARIANTS.index(variant)
        mixed: list[Agent] = [strict(s, seed + s) if s % 2 == 0
                              else RandomAgent(s, random.Random(seed + s))
                              for s in range(players)]
        run(rules, players, seed, mixed)
        # heuristic players among themselves always finish (the draw rule ends circles)
        state, _ = run(rules, players, seed + 1, [strict(s, seed + s) for s in range(players)],
                       cap=5000)
        assert state.is_terminal()


@given(variant=st.sampled_from(VARIANTS), players=st.integers(2, 6),
       seed=st.integers(0, 10**6), walk=st.integers(0, 200))
def test_legal_from_random_mid_game_states(variant: str, players: int, seed: int,
                                           walk: int) -> None:
    """A fresh bot dropped into a random position (no memory) still plays legally."""
    rules = rules_for(variant, players)
    if rules is None:
        return
    state = GAME.new_state(players, rules, seed)
    rng = random.Random(seed)
    for _ in range(walk):
        if state.is_terminal():
            return
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    bots = [strict(s, seed) for s in range(players)]
    for _ in range(60):
        if state.is_terminal():
            return
        p = state.current_player()
        if p == CHANCE:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        action = bots[p].act(state.observation(p), legal)
        assert action in legal, (variant, A.to_text(action))
        state.apply(action)


def test_deterministic_under_a_seed() -> None:
    rules = GAME.make_rules(overrides={"base": "perevodnoy"})
    first = run(rules, 3, 5, [strict(s, 40 + s) for s in range(3)])[1]
    second = run(rules, 3, 5, [strict(s, 40 + s) for s in range(3)])[1]
    assert first == second


def test_four_heuristic_players_finish_a_perevodnoy_game() -> None:
    # the time per decision is measured in bench/durak_bots.py, never in a unit test
    rules = GAME.make_rules(overrides={"base": "perevodnoy"})
    state = GAME.new_state(4, rules, 3)
    bots = [strict(s, s) for s in range(4)]
    decisions = 0
    while not state.is_terminal() and decisions < 5000:
        p = state.current_player()
        if p == CHANCE:
            state.apply_chance()
            continue
        state.apply(bots[p].act(state.observation(p), state.legal_actions()))
        decisions += 1
    assert state.is_terminal()


def test_far_less_often_the_fool_than_random() -> None:
    rules = GAME.make_rules()
    fools = 0
    games = 30
    for g in range(games):
        seat = g % 2
        agents: list[Agent] = [RandomAgent(0, random.Random(g)), RandomAgent(1, random.Random(g))]
        agents[seat] = strict(seat, g)
        state, _ = run(rules, 2, 1000 + g, agents)
        if state.observation(0)["fool"] == seat:
            fools += 1
    assert fools <= 6  # measured: about 2% (bench/durak_bots.py)


def test_the_game_offers_the_heuristic_agent() -> None:
    assert GAME.agent_factories()["heuristic"] is HeuristicAgent
