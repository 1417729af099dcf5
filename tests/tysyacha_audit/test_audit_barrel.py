"""Audit: the barrel (climb and clamp, points that do not stick, three deals and the
fall, winning only by a won auction and a big enough contract, barrel_900,
more_than_1000, knock-off, one_on_barrel, simultaneous climbs, three_barrels, a failed
contract on the barrel) and the end of the game."""

from __future__ import annotations

import pytest

from koloda.games.tysyacha.state import Phase

from .deals import PLAY_X, X_DEAL, X_GIFTS
from .helpers import dealt, new, phase, run, score, sit


def test_climb_is_clamped_to_880_and_gets_three_deals() -> None:
    st = new()
    st.scores = [870, 0, 0]
    score(st, 1, 100, [15, 100, 5], [1, 6, 1])
    assert st.scores[0] == 880 and st.on_barrel == [True, False, False]
    assert st.barrel_left[0] == 3
    assert st.sheet[-1]["notes"][0] == ["climb"]


def test_sitter_gains_nothing_as_opponent_and_falls_after_three_deals() -> None:
    st = new()
    sit(st, 0)
    for left in (2, 1):
        score(st, 1, 100, [20, 100, 0], [2, 6, 0])
        assert st.scores[0] == 880 and st.on_barrel[0] and st.barrel_left[0] == left
    score(st, 1, 100, [20, 100, 0], [2, 6, 0])
    assert st.scores[0] == 760 and not st.on_barrel[0] and st.falls[0] == 1
    assert st.sheet[-1]["notes"][0] == ["fall"]
    # he may climb again later
    score(st, 0, 120, [120, 0, 0], [8, 0, 0])
    assert st.scores[0] == 880 and st.on_barrel == [True, False, False]
    assert st.barrel_left[0] == 3


def test_sitter_taking_many_points_as_opponent_does_not_win() -> None:
    st = new()
    sit(st, 0)
    score(st, 1, 100, [10, 110, 0], [1, 7, 0], marr=[200, 0, 0])
    assert st.winner == -1 and st.scores[0] == 880 and phase(st) == Phase.DEAL


@pytest.mark.parametrize("rules,contract,wins,final", [
    ({}, 115, False, 880),
    ({}, 120, True, 1000),
    ({}, 140, True, 1020),
    ({"more_than_1000": True}, 120, False, 880),
    ({"more_than_1000": True}, 125, True, 1005),
    ({"barrel_900": True}, 100, True, 1000),
    ({"barrel_900": True}, 95, False, 900),
    ({"barrel_900": True, "more_than_1000": True}, 100, False, 900),
    ({"barrel_900": True, "more_than_1000": True}, 105, True, 1005),
])
def test_winning_from_the_barrel_needs_the_contract(rules: dict[str, bool], contract: int,
                                                     wins: bool, final: int) -> None:
    st = new(**rules)
    sit(st, 0)
    score(st, 0, contract, [120, 0, 0], [8, 0, 0], marr=[100, 0, 0])
    assert (st.winner == 0) == wins and st.scores[0] == final
    assert (phase(st) == Phase.OVER) == wins


def test_barrel_900_climb() -> None:
    st = new(barrel_900=True)
    st.scores = [790, 0, 0]
    score(st, 0, 100, [110, 10, 0], [7, 1, 0])
    assert st.scores[0] == 890 and not st.on_barrel[0]
    score(st, 1, 100, [15, 105, 0], [1, 7, 0])
    assert st.scores[0] == 900 and st.on_barrel[0]


def test_played_win_from_the_barrel_and_settlement() -> None:
    st = new([X_DEAL], stake=25)
    sit(st, 0)
    st.scores[1], st.scores[2] = 300, 500
    run(st, "bid 120", "pass", "pass", *X_GIFTS, "start", *PLAY_X)
    assert phase(st) == Phase.OVER and st.is_terminal()
    res = st.result()
    assert res["winner"] == 0 and res["scores"] == [1000, 300, 540]
    assert res["ranking"] == [0, 2, 1] and res["deals"] == 1
    assert res["stake"] == {"bank": 25, "settlement": [25, -25, 0]}  # seat 1 is third
    assert st.returns() == [1.0, 0.0, 0.0]
    assert st.legal_actions() == [] and st.current_player() < 0


def test_failed_contract_on_the_barrel_subtracts_it_and_is_a_fall() -> None:
    st = new()
    sit(st, 0, left=2)
    score(st, 0, 130, [100, 20, 0], [7, 1, 0])
    assert st.scores[0] == 750 and not st.on_barrel[0] and st.falls[0] == 1


def test_failed_contract_on_the_barrel_with_a_four_nines_bonus() -> None:
    # the bonus (+120) must not turn the failed contract into a stay on the barrel
    st = new(four_nines_bonus=True)
    sit(st, 0)
    dealt(st)
    st.nines_bonus = [0]
    score(st, 0, 120, [100, 20, 0], [7, 1, 0])
    assert not st.on_barrel[0] and st.falls[0] == 1 and st.scores[0] == 760


def test_simultaneous_climb_both_sit_by_default() -> None:
    st = new()
    st.scores = [850, 870, 0]
    score(st, 0, 100, [100, 15, 5], [6, 1, 1])
    assert st.scores[:2] == [880, 880] and st.on_barrel == [True, True, False]


def test_one_on_barrel_simultaneous_climbers_all_lose_the_penalty() -> None:
    st = new(one_on_barrel=True)
    st.scores = [850, 870, 870]
    score(st, 0, 100, [100, 10, 10], [6, 1, 1])
    assert st.scores == [760, 760, 760] and st.on_barrel == [False, False, False]


def test_one_on_barrel_single_climber_sits() -> None:
    st = new(one_on_barrel=True)
    st.scores = [850, 0, 0]
    score(st, 0, 100, [100, 10, 10], [6, 1, 1])
    assert st.scores[0] == 880 and st.on_barrel[0]


def test_barrel_knock_off() -> None:
    st = new(barrel_knock_off=True)
    sit(st, 2)
    st.scores[0] = 850
    score(st, 0, 100, [100, 10, 10], [6, 1, 1])
    assert st.scores == [880, 10, 760] and st.on_barrel == [True, False, False]
    assert st.falls[2] == 1


def test_barrel_knock_off_not_when_two_climb_together() -> None:
    st = new(barrel_knock_off=True)
    sit(st, 2)
    st.scores[0], st.scores[1] = 850, 875
    score(st, 0, 100, [100, 10, 10], [6, 1, 1])
    assert st.scores == [880, 880, 880] and st.on_barrel == [True, True, True]


def test_three_barrels_third_fall_goes_to_zero() -> None:
    st = new(three_barrels=True)
    sit(st, 1, left=1)
    st.falls[1] = 1
    score(st, 0, 100, [100, 10, 10], [6, 1, 1])
    assert st.scores[1] == 760 and st.falls[1] == 2
    sit(st, 1, left=1)
    score(st, 0, 100, [100, 10, 10], [6, 1, 1])
    assert st.scores[1] == 0 and st.falls[1] == 3
    assert "three_barrels" in st.sheet[-1]["notes"][1]


def test_without_three_barrels_the_third_fall_is_just_the_penalty() -> None:
    st = new()
    sit(st, 1, left=1)
    st.falls[1] = 2
    score(st, 0, 100, [100, 10, 10], [6, 1, 1])
    assert st.scores[1] == 760


def test_game_ends_only_at_1000_and_ranking_is_by_score() -> None:
    st = new(stake=10)
    st.scores = [500, 700, 600]
    score(st, 1, 160, [20, 120, 0], [1, 7, 0], marr=[0, 60, 0])
    assert st.scores == [520, 860, 600] and phase(st) == Phase.DEAL
    res = st.result()
    assert res["winner"] is None and res["ranking"] == [1, 2, 0]
    assert "settlement" not in res.get("stake", {}) or res["stake"]["settlement"] == [0] * 3
