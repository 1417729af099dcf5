"""Durak's draw rule (``draw_after_bouts``): so many bouts in a row without a discard end
the game in a draw, on every engine (the Python state, its fused playout, the compiled
core), so no pair of players can go round in circles for ever."""

from __future__ import annotations

import random

import pytest

from koloda.engine.agents import run_agents
from koloda.engine.errors import RuleError
from koloda.engine.game import CHANCE, State, get_game
from koloda.games.durak.bot import HeuristicAgent
from koloda.games.durak.playout import fits, fused_playout
from koloda.games.durak.state import DurakState

GAME = get_game("durak")


def dealt(rules_over: dict[str, object], seed: int, python: bool = False) -> DurakState:
    rules = GAME.make_rules(overrides=rules_over)
    st: DurakState = (DurakState(GAME, 2, rules, seed) if python  # type: ignore[arg-type]
                      else GAME.new_state(2, rules, seed))  # type: ignore[assignment]
    while st.current_player() == CHANCE:
        st.apply_chance()
    return st


def test_the_rule_key() -> None:
    assert GAME.make_rules().draw_after_bouts == 60  # type: ignore[attr-defined]
    with pytest.raises(RuleError):
        GAME.make_rules(overrides={"draw_after_bouts": 3})


@pytest.mark.parametrize("base", ["podkidnoy", "perevodnoy", "simple"])
def test_every_engine_draws_alike(base: str) -> None:
    over = {"base": base, "draw_after_bouts": 10}
    rule_draws = 0
    for seed in range(120):
        fast, py = dealt(over, seed), dealt(over, seed, python=True)
        a = fast.playout(random.Random(seed))
        b = State.playout(py, random.Random(seed))
        assert a == b
        if fits(py, random.Random(seed)):
            assert fused_playout(py, random.Random(seed)) == a
        # the same game move by move: a draw by the rule leaves cards in two hands
        rng = random.Random(seed)
        while not py.is_terminal():
            if py.current_player() == CHANCE:
                py.apply_chance()
                continue
            legal = py.legal_actions()
            py.apply(legal[rng.randrange(len(legal))])
        if not py.fools[-1] and sum(1 for h in py.hands if h) >= 2:
            rule_draws += 1
            assert py.returns() == [0.0, 0.0] and py.stall >= 10
    if base == "perevodnoy":  # transfers make long runs of takes under random play
        assert rule_draws > 0


def test_a_take_at_the_limit_ends_the_game_drawn() -> None:
    for python in (False, True):
        st = dealt({"draw_after_bouts": 10}, 5, python)
        st.stall = 9  # nine takes in a row already
        while not st.is_terminal():
            legal = st.legal_actions()
            from koloda.games.durak import actions as A

            if A.TAKE in legal:
                st.apply(A.TAKE)
            else:
                st.apply(legal[0])
            if st.stall == 0 and not st.is_terminal():
                pytest.fail("a discard came before the take")
        assert st.fools[-1] == [] and st.returns() == [0.0, 0.0]
        assert st.result()["counters"]["draws"] == 1


def test_circular_heuristics_no_longer_need_a_cycle_breaker() -> None:
    """Two heuristic players of circular durak take rather than cover once the stock is
    gone; the draw rule ends what used to be an endless circle."""
    rules = GAME.make_rules(variants=["circular"])
    ended = 0
    for seed in range(6):
        st = GAME.new_state(2, rules, seed)
        agents = [HeuristicAgent(s, random.Random(s)) for s in range(2)]
        steps = run_agents(st, agents, max_steps=20_000)
        assert st.is_terminal() and steps < 20_000
        ended += 1
    assert ended == 6
