"""Audit: deal scores (rounding, contract vs unrounded total, round_declarer_points,
excess), bolts (per game, in a row, own game, golden/dark doubles) and samosval."""

from __future__ import annotations

import pytest

from koloda.games.tysyacha.state import TysyachaState

from .helpers import new, score


@pytest.mark.parametrize("raw,rounded", [
    (21, 20), (22, 20), (23, 25), (24, 25), (25, 25), (26, 25), (27, 25), (28, 30),
    (29, 30), (30, 30), (1, 0), (2, 0), (3, 5), (4, 5), (6, 5), (8, 10), (9, 10)])
def test_opponents_round_to_five(raw: int, rounded: int) -> None:
    st = new()
    score(st, 1, 100, [raw, 120 - raw, 0], [1, 7, 0])
    assert st.scores[0] == rounded and st.scores[1] == (100 if raw <= 20 else -100)


def test_opponent_marriage_is_added_then_rounded() -> None:
    st = new()
    score(st, 0, 100, [104, 13, 3], [6, 1, 1], marr=[0, 40, 0])
    assert st.scores == [100, 55, 5]


@pytest.mark.parametrize("total,made", [(119, False), (120, True), (121, True)])
def test_declarer_compares_the_unrounded_total(total: int, made: bool) -> None:
    st = new()
    score(st, 0, 120, [total, 120 - total, 0], [7, 1, 0])
    assert st.scores[0] == (120 if made else -120)


def test_declarer_marriages_count_and_excess_is_not_scored() -> None:
    st = new()
    score(st, 2, 215, [5, 0, 115], [1, 0, 7], marr=[0, 0, 100])
    assert st.scores == [5, 0, 215]
    st = new()
    score(st, 2, 215, [6, 0, 114], [1, 0, 7], marr=[0, 0, 100])
    assert st.scores == [5, 0, -215]


@pytest.mark.parametrize("total,made", [(117, False), (118, True)])
def test_round_declarer_points(total: int, made: bool) -> None:
    st = new(round_declarer_points=True)
    score(st, 0, 120, [total, 120 - total, 0], [7, 1, 0])
    assert st.scores[0] == (120 if made else -120)


def bolt_deal(st: TysyachaState, bolted: int, declarer: int = 0) -> None:
    """A deal where ``bolted`` takes no trick."""
    others = [s for s in range(3) if s != bolted]
    taken = [0, 0, 0]
    tricks = [0, 0, 0]
    taken[others[0]], taken[others[1]] = 100, 20
    tricks[others[0]], tricks[others[1]] = 6, 2
    score(st, declarer if declarer != bolted else others[0], 100, taken, tricks)


def normal_deal(st: TysyachaState) -> None:
    score(st, 0, 100, [100, 10, 10], [6, 1, 1])


def test_every_third_bolt_in_the_game_costs_the_penalty_and_restarts() -> None:
    st = new()
    bolt_deal(st, 2)
    normal_deal(st)
    bolt_deal(st, 2)
    assert st.bolts[2] == 2 and st.scores[2] == 10
    normal_deal(st)
    bolt_deal(st, 2)  # third bolt, not in a row
    assert st.bolts[2] == 0 and st.scores[2] == 20 - 120
    bolt_deal(st, 2)
    bolt_deal(st, 2)
    assert st.scores[2] == -100 and st.bolts[2] == 2


def test_per_game_bolts_off_no_penalty() -> None:
    st = new(three_bolts_per_game=False)
    for _ in range(4):
        bolt_deal(st, 2)
    assert st.scores[2] == 0


def test_three_bolts_in_row() -> None:
    st = new(three_bolts_per_game=False, three_bolts_in_row=True)
    bolt_deal(st, 2)
    bolt_deal(st, 2)
    normal_deal(st)  # breaks the run
    bolt_deal(st, 2)
    bolt_deal(st, 2)
    assert st.scores[2] == 10 and st.bolt_run[2] == 2
    bolt_deal(st, 2)
    assert st.scores[2] == 10 - 120 and st.bolt_run[2] == 0
    bolt_deal(st, 2)
    bolt_deal(st, 2)
    assert st.scores[2] == -110  # the run restarted
    bolt_deal(st, 2)
    assert st.scores[2] == -230


def test_bolt_on_own_game_counts_by_default() -> None:
    st = new(three_bolts_per_game=True)
    st.bolts = [0, 0, 2]
    score(st, 2, 100, [60, 60, 0], [4, 4, 0])
    assert st.scores[2] == -100 - 120 and st.bolts[2] == 0


def test_bolt_not_on_own_game_neither_counts_nor_breaks_a_run() -> None:
    st = new(bolt_not_on_own_game=True, three_bolts_in_row=True)
    bolt_deal(st, 2)
    bolt_deal(st, 2)
    score(st, 2, 100, [60, 60, 0], [4, 4, 0])  # seat 2 declares and takes nothing
    assert st.scores[2] == -100 and st.bolts[2] == 2 and st.bolt_run[2] == 2
    score(st, 2, 100, [10, 10, 100], [1, 1, 6])  # his own made game: run not broken
    assert st.bolt_run[2] == 2 and st.scores[2] == 0
    bolt_deal(st, 2)  # third bolt in a row (own games skipped), third in the game
    assert st.scores[2] == -120 and st.bolt_run[2] == 0 and st.bolts[2] == 0


def test_golden_double_bolts() -> None:
    st = new(golden=True, golden_double_bolts=True)
    score(st, 0, 120, [110, 10, 0], [7, 1, 0])
    assert st.bolts[2] == 2 and st.scores == [-240, 20, 0]
    score(st, 1, 120, [10, 110, 0], [1, 7, 0])  # 4 bolts: penalty (doubled), 1 left
    assert st.bolts[2] == 1 and st.scores[2] == -240
    st = new(golden=True)
    score(st, 0, 120, [110, 10, 0], [7, 1, 0])
    assert st.bolts[2] == 1


def test_dark_double_bolts() -> None:
    from .helpers import run

    st = new(dark=True, dark_double_bolts=True)
    run(st, "dark")
    score(st, 0, 120, [110, 10, 0], [7, 1, 0])
    assert st.bolts[2] == 2 and st.scores == [-240, 10, 0]


@pytest.mark.parametrize("rules,start,declarer,taken,expect", [
    ({"samosval": True}, 455, 1, [10, 100, 10], 0),        # 455 + 100 = 555 -> 0
    ({"samosval": True}, 540, 0, [100, 15, 5], 0),         # opponent: 540 + 15
    ({"samosval": True}, 540, 0, [100, 16, 4], 0),         # 16 rounds to 15: 555
    ({"samosval": True}, 540, 0, [100, 18, 2], 560),
    ({}, 540, 0, [100, 15, 5], 555),
    ({"negative_samosval": True}, -455, 1, [110, 10, 0], 0),   # -455 - 100
    ({"samosval": True}, -455, 1, [110, 10, 0], -555),
    ({"negative_samosval": True}, 455, 1, [10, 100, 10], 555),
])
def test_samosval(rules: dict[str, bool], start: int, declarer: int, taken: list[int],
                  expect: int) -> None:
    st = new(**rules)
    st.scores = [0, start, 0]
    score(st, declarer, 100, taken, [6 if t >= 100 else 1 for t in taken])
    assert st.scores[1] == expect


def test_penalty_value_is_used() -> None:
    st = new(penalty=50)
    st.bolts = [0, 2, 0]
    score(st, 0, 100, [110, 0, 10], [7, 0, 1])
    assert st.scores[1] == -50
