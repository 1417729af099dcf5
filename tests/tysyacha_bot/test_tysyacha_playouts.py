"""The Тысяча heuristic player and view on real states from playouts."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.table.drawn import plain

from koloda.engine.agents import RandomAgent
from koloda.engine.game import CHANCE, Game, get_game
from koloda.games.tysyacha.bot import HeuristicAgent
from koloda.terminal.picture_view import draw

RULE_SETS: list[dict[str, Any]] = [
    {},
    {"dark": True, "dark_unblind": True, "dark_allow_roospis": True},
    {"golden": True, "golden_raise": True},
    {"ace_marriage": True, "declare_on_first_lead": True, "must_lead_trump": True},
    {"no_lead_others_trump": True, "roospis_no_deduct": True, "roospis_on_barrel": True},
    {"redeal_hand_below": 30, "redeal_four_nines_hand": True, "redeal_talon_below": 15,
     "redeal_four_nines_after_discard": True},
    {"no_jumps": True, "bid_over_120_without_marriage": True, "more_than_1000": True},
]


def game() -> Game:
    return get_game("tysyacha")


def run(seed: int, players: int, rules: dict[str, Any], heuristic_share: float,
        max_steps: int, check: Any) -> None:
    g = game()
    state = g.new_state(players, g.make_rules(overrides=rules), seed)
    rng = random.Random(seed)
    agents: list[Any] = [
        HeuristicAgent(s, random.Random(seed + s)) if rng.random() < heuristic_share
        else RandomAgent(s, random.Random(seed + s)) for s in range(players)]
    if not any(isinstance(a, HeuristicAgent) for a in agents):
        agents[0] = HeuristicAgent(0, random.Random(seed))
    steps = 0
    while not state.is_terminal() and steps < max_steps:
        p = state.current_player()
        if p == CHANCE:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        obs = state.observation(p)
        action = agents[p].act(obs, legal)
        check(state, obs, legal, action, agents[p])
        state.apply(action)
        steps += 1


@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4]),
       rules=st.sampled_from(RULE_SETS), share=st.sampled_from([0.5, 1.0]))
def test_bot_always_returns_a_legal_action(seed: int, players: int, rules: dict[str, Any],
                                           share: float) -> None:
    def check(state: Any, obs: Any, legal: list[int], action: int, agent: Any) -> None:
        assert action in legal, (state.action_to_text(action), obs)

    run(seed, players, rules, share, 300, check)


def test_bot_is_deterministic_under_a_seed() -> None:
    def history(seed: int) -> list[int]:
        g = game()
        state = g.new_state(3, g.make_rules(), seed)
        agents = [HeuristicAgent(s, random.Random(100 + s)) for s in range(3)]
        for _ in range(300):
            if state.is_terminal():
                break
            p = state.current_player()
            if p == CHANCE:
                state.apply_chance()
                continue
            state.apply(agents[p].act(state.observation(p), state.legal_actions()))
        return list(state.history)

    assert history(11) == history(11)


def test_full_game_between_heuristics_ends() -> None:
    g = game()
    state = g.new_state(3, g.make_rules(), 4)
    agents = [HeuristicAgent(s, random.Random(s)) for s in range(3)]
    steps = 0
    while not state.is_terminal():
        p = state.current_player()
        if p == CHANCE:
            state.apply_chance()
            continue
        state.apply(agents[p].act(state.observation(p), state.legal_actions()))
        steps += 1
        assert steps < 20_000
    assert max(state.result()["scores"]) >= 880


def _drawn(game: Game, obs: Any, seat: int, lang: str) -> str:
    """The table picture of ``obs`` as the terminal draws it."""
    return plain(draw(game.view(obs, seat, [], lang), lang, 200))


@pytest.mark.parametrize("players,rules", [
    (3, RULE_SETS[1]), (2, {}), (4, RULE_SETS[5]), (3, RULE_SETS[2])])
def test_the_picture_draws_every_phase_in_both_languages(players: int,
                                                     rules: dict[str, Any]) -> None:
    seen: set[str] = set()

    def check(state: Any, obs: Any, legal: list[int], action: int, agent: Any) -> None:
        phase = obs["phase"]
        seat = len(state.history) % state.players
        for lang in ("ru", "en"):
            text = _drawn(state.game, state.observation(seat), seat, lang)
            assert text and "None" not in text, text
        if phase not in seen:
            seen.add(phase)
            ru, en = (_drawn(state.game, obs, obs["seat"], lang) for lang in ("ru", "en"))
            assert "Ваш ход" in ru and "Your move" in en
            if phase == "bidding":
                assert "ставка от" in ru and "or more" in en
            if phase == "play":
                assert "Козырь" in ru and "Trump" in en

    for seed in range(3):
        run(seed, players, rules, 1.0, 80, check)
    assert "play" in seen
    if not rules.get("golden"):  # golden deals have no auction
        assert "bidding" in seen
    if players == 2:
        assert {"talon", "discard"} <= seen
    if players >= 3:
        assert "giving" in seen or "contract" in seen
