"""Koloda's games registered with OpenSpiel: OpenSpiel's IS-MCTS bot plays our Durak
against our heuristic (skipped without open_spiel)."""

from __future__ import annotations

import random

import pytest

from koloda.engine.game import get_game
from koloda.match import openspiel_adapter as osa
from koloda.match import run_match

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")


def test_registered_games_deal_card_by_card_and_resample() -> None:
    osa.register()
    game = pyspiel.load_game("koloda_durak", {"players": 2})
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 36
    rs = np.random.RandomState(0)
    while state.is_chance_node():
        outcomes, probs = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(int(rs.choice(outcomes, p=probs)))
    seat = state.current_player()
    assert seat in (0, 1)
    key = state.information_state_string(seat)
    sample = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0., 1.))
    assert sample.information_state_string(seat) == key
    copy = state.clone()
    copy.apply_action(copy.legal_actions()[0])
    assert state.information_state_string(seat) == key  # the clone is its own
    while not state.is_terminal():
        state.apply_action(int(rs.choice(state.legal_actions())))
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])
    assert pyspiel.load_game("koloda_tysyacha", {"players": 3}).num_players() == 3


def test_openspiel_ismcts_plays_our_heuristic_through_evaluate_bots() -> None:
    from open_spiel.python.algorithms import evaluate_bots

    osa.register()
    game = pyspiel.load_game("koloda_durak", {"players": 2, "rules": "base=podkidnoy"})
    heuristic = get_game("durak").agent_factories()["heuristic"]
    for seat in (0, 1):
        bots = [osa.ismcts_bot(game, sims=8, seed=seat), osa.koloda_bot(
            heuristic(1 - seat, random.Random(seat)))]
        if seat == 1:
            bots.reverse()
        returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots,
                                              np.random.RandomState(seat))
        assert sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])


def test_openspiel_ismcts_as_a_match_agent() -> None:
    report = run_match("durak", ["openspiel:ismcts:sims=5", "heuristic"], games=2, seed=1)
    assert report["games"] == 2 and report["unfinished"] == 0
    assert report["per_agent"][0]["decisions"] > 0
