"""Deal scoring: rounding, contracts, bolts, barrel, samosval, stake (direct scoring of
rigged totals; the play itself is tested in test_tysyacha_deal.py)."""

from __future__ import annotations

import pytest
from tys_helpers import new, score_direct

from koloda.games.tysyacha.state import Phase


@pytest.mark.parametrize("raw,rounded", [(17, 15), (18, 20), (13, 15), (14, 15), (12, 10),
                                         (11, 10), (16, 15), (19, 20), (0, 0), (33, 35)])
def test_opponents_are_rounded(raw: int, rounded: int) -> None:
    st = new()
    score_direct(st, 0, 100, [100, raw, 20 - raw if raw <= 20 else 0], [5, 1, 1])
    assert st.sheet[-1]["points"][1] == rounded


def test_declarer_one_point_short_fails_and_excess_is_not_scored() -> None:
    st = new()
    score_direct(st, 0, 100, [99, 11, 10], [6, 1, 1])
    assert st.scores == [-100, 10, 10]
    st = new()
    score_direct(st, 0, 120, [110, 5, 5], [6, 1, 1], marr=[40, 0, 0])
    assert st.scores[0] == 120


def test_round_declarer_points() -> None:
    st = new(round_declarer_points=True)
    score_direct(st, 0, 100, [98, 12, 10], [6, 1, 1])
    assert st.scores[0] == 100
    st = new(round_declarer_points=True)
    score_direct(st, 0, 100, [97, 13, 10], [6, 1, 1])
    assert st.scores[0] == -100


def test_bolts_per_game_default() -> None:
    st = new()
    for _ in range(2):
        score_direct(st, 0, 100, [110, 10, 0], [7, 1, 0])
    assert st.bolts[2] == 2 and st.scores[2] == 0
    score_direct(st, 1, 100, [10, 110, 0], [1, 7, 0])
    assert st.bolts[2] == 0 and st.scores[2] == -120
    assert st.sheet[-1]["notes"][2] == ["bolt", "bolt_penalty"]
    assert st.result()["counters"]["bolts"] == 3


def test_bolts_per_game_off_and_in_a_row() -> None:
    st = new(three_bolts_per_game=False, three_bolts_in_row=True, penalty=60)
    for tricks2 in (0, 0, 1, 0, 0):
        score_direct(st, 0, 100, [110, 10 - tricks2 * 5, tricks2 * 5], [6, 1, tricks2])
    assert st.scores[2] == 5 and st.bolt_run[2] == 2
    score_direct(st, 0, 100, [110, 10, 0], [7, 1, 0])
    assert st.scores[2] == 5 - 60 and st.bolt_run[2] == 0


def test_bolt_not_on_own_game() -> None:
    st = new(bolt_not_on_own_game=True, three_bolts_in_row=True,
             three_bolts_per_game=False)
    score_direct(st, 2, 100, [60, 60, 0], [4, 4, 0])
    assert st.bolt_run[2] == 0 and st.scores[2] == -100
    st = new()
    score_direct(st, 2, 100, [60, 60, 0], [4, 4, 0])
    assert st.bolts[2] == 1


def test_a_declared_marriage_is_no_bolt() -> None:
    st = new(declare_on_first_lead=True)
    score_direct(st, 0, 100, [120, 0, 0], [8, 0, 0], marr=[0, 40, 0])
    assert st.bolts == [0, 0, 1] and st.scores == [100, 40, 0]


def test_climb_barrel_points_do_not_stick_and_fall_after_three_deals() -> None:
    st = new()
    st.scores = [870, 0, 0]
    score_direct(st, 1, 100, [20, 100, 0], [1, 7, 0])
    assert st.scores[0] == 880 and st.on_barrel[0] and st.barrel_left[0] == 3
    assert st.observation(1)["barrel_deals_left"] == [3, None, None]
    score_direct(st, 1, 100, [20, 100, 0], [1, 7, 0])
    assert st.scores[0] == 880 and st.barrel_left[0] == 2
    score_direct(st, 1, 100, [20, 100, 0], [1, 7, 0])
    score_direct(st, 1, 100, [20, 100, 0], [1, 7, 0])
    assert st.scores[0] == 760 and not st.on_barrel[0] and st.falls[0] == 1
    assert st.result()["counters"]["barrel_falls"] == 1


def test_win_from_barrel_and_result() -> None:
    st = new(stake=50)
    st.scores = [880, 300, 400]
    st.on_barrel = [True, False, False]
    st.barrel_left = [3, 0, 0]
    score_direct(st, 0, 120, [120, 0, 0], [8, 0, 0])
    assert st.phase == Phase.OVER and st.is_terminal()
    res = st.result()
    assert res["winner"] == 0 and res["scores"] == [1000, 300, 400]
    assert res["ranking"] == [0, 2, 1]
    assert res["stake"] == {"bank": 50, "settlement": [50, -50, 0]}  # seat 1 is third
    assert st.returns() == [1.0, 0.0, 0.0]
    assert res["deals"] == 1


def test_made_contract_too_small_on_barrel_and_more_than_1000() -> None:
    st = new()
    st.scores = [880, 0, 0]
    st.on_barrel = [True, False, False]
    st.barrel_left = [3, 0, 0]
    score_direct(st, 0, 110, [115, 5, 0], [7, 1, 0])
    assert st.scores[0] == 880 and st.winner == -1 and st.barrel_left[0] == 2
    st = new(more_than_1000=True)
    st.scores = [880, 0, 0]
    st.on_barrel = [True, False, False]
    st.barrel_left = [3, 0, 0]
    score_direct(st, 0, 120, [120, 0, 0], [8, 0, 0])
    assert st.winner == -1 and st.scores[0] == 880
    score_direct(st, 0, 125, [120, 0, 0], [8, 0, 0], marr=[40, 0, 0])
    assert st.winner == 0 and st.scores[0] == 1005


def test_barrel_900() -> None:
    st = new(barrel_900=True)
    st.scores = [870, 0, 0]
    score_direct(st, 1, 100, [20, 100, 0], [1, 7, 0])
    assert st.scores[0] == 890 and not st.on_barrel[0]
    score_direct(st, 1, 100, [20, 100, 0], [1, 7, 0])
    assert st.scores[0] == 900 and st.on_barrel[0]
    score_direct(st, 0, 100, [120, 0, 0], [8, 0, 0])
    assert st.winner == 0 and st.scores[0] == 1000


def test_failed_contract_on_barrel() -> None:
    st = new(three_barrels=True)
    st.scores = [880, 0, 0]
    st.on_barrel = [True, False, False]
    st.barrel_left = [3, 0, 0]
    st.falls = [2, 0, 0]
    score_direct(st, 0, 120, [100, 20, 0], [7, 1, 0])
    # −120, off the barrel, and it is the third fall: to zero
    assert st.scores[0] == 0 and not st.on_barrel[0] and st.falls[0] == 3


def test_simultaneous_climb_default_both_sit() -> None:
    st = new()
    st.scores = [870, 860, 0]
    score_direct(st, 2, 100, [10, 20, 90], [1, 1, 6])
    assert st.scores[:2] == [880, 880] and st.on_barrel[:2] == [True, True]


def test_one_on_barrel() -> None:
    st = new(one_on_barrel=True)
    st.scores = [870, 860, 0]
    score_direct(st, 2, 100, [10, 20, 90], [1, 1, 6])
    assert st.scores[:2] == [760, 760] and st.on_barrel == [False, False, False]


def test_barrel_knock_off() -> None:
    st = new(barrel_knock_off=True)
    st.scores = [880, 860, 0]
    st.on_barrel = [True, False, False]
    st.barrel_left = [3, 0, 0]
    score_direct(st, 2, 100, [10, 20, 90], [1, 1, 6])
    assert st.scores[:2] == [760, 880] and st.on_barrel == [False, True, False]
    # without the key both sit
    st = new()
    st.scores = [880, 860, 0]
    st.on_barrel = [True, False, False]
    st.barrel_left = [3, 0, 0]
    score_direct(st, 2, 100, [10, 20, 90], [1, 1, 6])
    assert st.on_barrel == [True, True, False]


def test_three_barrels() -> None:
    st = new(three_barrels=True)
    st.scores = [880, 0, 0]
    st.on_barrel = [True, False, False]
    st.barrel_left = [1, 0, 0]
    st.falls = [2, 0, 0]
    score_direct(st, 1, 100, [0, 110, 10], [0, 7, 1])
    assert st.scores[0] == 0 and st.falls[0] == 3


@pytest.mark.parametrize("key,start,taken,expect", [
    ("samosval", 540, 15, 0), ("samosval", 540, 20, 560),
    ("negative_samosval", -455, 0, 0),
])
def test_samosval(key: str, start: int, taken: int, expect: int) -> None:
    st = new(**{key: True})
    st.scores = [0, start, 0]
    if key == "negative_samosval":  # seat 1 declares 100 and fails
        score_direct(st, 1, 100, [110, 10, 0], [7, 1, 0])
    else:
        score_direct(st, 0, 100, [120 - taken, taken, 0], [7, 1, 0])
    assert st.scores[1] == expect


def test_samosval_off_by_default() -> None:
    st = new()
    st.scores = [0, 540, 0]
    score_direct(st, 0, 100, [105, 15, 0], [7, 1, 0])
    assert st.scores[1] == 555


def test_penalty_value_and_golden_doubles() -> None:
    st = new(penalty=60)
    st.bolts = [0, 0, 2]
    score_direct(st, 0, 100, [110, 10, 0], [7, 1, 0])
    assert st.scores[2] == -60


def test_four_player_dealer_on_barrel_gets_no_talon_points() -> None:
    st = new(players=4, dealer=3)
    st.scores = [0, 0, 0, 880]
    st.on_barrel = [False, False, False, True]
    st.barrel_left = [0, 0, 0, 3]
    score_direct(st, 0, 100, [110, 10, 0, 0], [7, 1, 0, 0])
    assert st.sheet[-1]["points"][3] >= 0 and st.scores[3] == 880


def test_stake_four_players_and_two_players() -> None:
    st = new(players=4, dealer=3, stake=10)
    st.scores = [880, 500, 300, 100]
    st.on_barrel = [True, False, False, False]
    st.barrel_left = [3, 0, 0, 0]
    score_direct(st, 0, 120, [120, 0, 0, 0], [8, 0, 0, 0])
    assert st.result()["stake"]["settlement"] == [20, 0, -10, -10]
    st = new(players=2, dealer=1, stake=10)
    st.scores = [880, 500]
    st.on_barrel = [True, False]
    st.barrel_left = [3, 0]
    score_direct(st, 0, 120, [120, 0], [10, 0])
    assert st.result()["stake"]["settlement"] == [10, -10]


def test_two_players_pile_and_untaken_talon() -> None:
    from tys_helpers import deal, mask

    st = new(players=2, dealer=1)
    deal(st)
    st.pile = mask("10H")        # declarer's own pile: 10 points
    st.rest = mask("AH KH 9H")   # untaken talon + discard: 15 points
    st.last_winner = 1           # the opponent takes the last trick
    score_direct(st, 0, 100, [90, 5], [8, 2])
    assert st.sheet[-1]["points"] == [100, 20]  # 90 + 10 = 100 made; 5 + 15 = 20
