"""Audit: roospis and its keys, the golden round and its keys, dark play and its keys."""

from __future__ import annotations

import pytest

from koloda.engine.errors import RuleError
from koloda.games.tysyacha.state import Phase, TysyachaState

from .deals import N_DEAL, PLAY_X, X_DEAL, X_GIFTS
from .helpers import GAME, dealt, legal, new, phase, run, score, sit


def concede(st: TysyachaState, bid: int) -> TysyachaState:
    return run(st, f"bid {bid}", "pass", "pass", *X_GIFTS, "roospis")


# --- roospis ---------------------------------------------------------------------------

@pytest.mark.parametrize("rules,bid,expect", [
    ({}, 100, [-100, 50, 50]),
    ({}, 105, [-105, 55, 55]),
    ({}, 115, [-115, 60, 60]),
    ({}, 120, [-120, 60, 60]),
    ({}, 125, [-125, 65, 65]),
    ({"roospis_60": True}, 100, [-100, 60, 60]),
    ({"roospis_60": True}, 150, [-150, 60, 60]),
    ({"roospis_no_deduct": True}, 105, [0, 55, 55]),
    ({"roospis_no_deduct": True, "roospis_60": True}, 105, [0, 60, 60]),
])
def test_roospis_scores(rules: dict[str, bool], bid: int, expect: list[int]) -> None:
    st = concede(new([X_DEAL], **rules), bid)
    assert st.scores == expect and st.sheet[-1]["roospis"]
    assert st.bolts == [0, 0, 0]  # nobody played: no bolts
    assert phase(st) == Phase.DEAL and st.dealer == 0


def test_roospis_third_penalty_every_third() -> None:
    for before, extra in ((1, 0), (2, 120), (3, 0), (5, 120)):
        st = new([X_DEAL], roospis_third_penalty=True)
        st.roospis_count = [before, 0, 0]
        concede(st, 100)
        assert st.scores == [-100 - extra, 50, 50]


def test_roospis_max_three() -> None:
    st = run(new([X_DEAL], roospis_max_three=True), "bid 100", "pass", "pass", *X_GIFTS)
    st.roospis_count = [2, 0, 0]
    assert "roospis" in legal(st)
    st.roospis_count = [3, 0, 0]
    assert "roospis" not in legal(st) and "start" in legal(st)
    st.roospis_count = [0, 3, 3]  # the count is per player
    assert "roospis" in legal(st)


@pytest.mark.parametrize("sitter", [0, 1])
@pytest.mark.parametrize("rules,allowed", [
    ({}, False),
    ({"roospis_no_deduct": True}, False),
    ({"roospis_no_deduct": True, "roospis_on_barrel": True}, True),
])
def test_roospis_and_the_barrel(sitter: int, rules: dict[str, bool], allowed: bool) -> None:
    st = new([X_DEAL], **rules)
    sit(st, sitter)
    run(st, "bid 100", "pass", "pass", *X_GIFTS)
    assert ("roospis" in legal(st)) == allowed
    if allowed:
        run(st, "roospis")
        expect = [0, 50, 50]
        expect[sitter] = 880  # the sitter's share does not stick; his own costs nothing
        assert st.scores == expect and st.on_barrel[sitter] and st.barrel_left[sitter] == 2


def test_roospis_on_barrel_needs_no_deduct() -> None:
    with pytest.raises(RuleError):
        GAME.make_rules(overrides={"roospis_on_barrel": True})


# --- golden round ----------------------------------------------------------------------

def test_golden_round_each_first_hand_plays_120_in_turn() -> None:
    st = new(golden=True)
    for first in (0, 1, 2):
        dealt(st)
        assert st.golden_deal and st.first_hand == first
        assert st.declarer == first and st.contract == 120 and phase(st) == Phase.GIVING
        assert st.bids == [] and st.observation(first)["golden"]
        taken = [10, 10, 10]
        taken[first] = 90
        score(st, first, 120, taken, [1, 1, 1])
    # nobody made 120: the golden round is played again
    dealt(st)
    assert st.golden_deal and st.first_hand == 0


def test_golden_played_deal_is_doubled_and_ends_the_round_when_made() -> None:
    st = run(new([X_DEAL], golden=True), *X_GIFTS)
    assert legal(st) == {"start"}  # no raise, no roospis
    run(st, "start", *PLAY_X)
    assert st.scores[0] == 240 and st.scores[1] == 0
    assert st.scores[2] in (80, 85)  # 42 doubled; see the audit report on rounding
    assert st.golden_made and st.golden_left == 2
    # after the remaining golden deals (failed), normal bidding begins
    for first in (1, 2):
        dealt(st)
        taken = [10, 10, 10]
        taken[first] = 90
        score(st, first, 120, taken, [1, 1, 1])
    dealt(st)
    assert not st.golden_deal and phase(st) == Phase.BIDDING


def test_golden_reset_scores() -> None:
    st = new(golden=True, golden_reset_scores=True)
    for first in (0, 1, 2):
        dealt(st)
        taken = [10, 10, 10]
        taken[first] = 90
        score(st, first, 120, taken, [1, 1, 1])
    assert st.scores == [0, 0, 0]
    dealt(st)
    assert not st.golden_deal and phase(st) == Phase.BIDDING


def test_golden_raise_doubles_the_raised_contract() -> None:
    st = run(new([X_DEAL], golden=True, golden_raise=True), *X_GIFTS)
    assert "raise 125" in legal(st) and "roospis" not in legal(st)
    run(st, "raise 200", *PLAY_X)
    assert st.scores[0] == 400


def test_golden_double_marriages() -> None:
    for rules, seat1 in (({}, 80), ({"golden_double_marriages": True}, 120)):
        st = new(golden=True, **rules)
        score(st, 0, 120, [100, 20, 0], [6, 2, 0], marr=[0, 40, 0])
        assert st.scores == [-240, seat1, 0]


def test_golden_roospis() -> None:
    st = run(new([X_DEAL], golden=True, roospis_no_deduct=True, roospis_on_golden=True),
             *X_GIFTS)
    assert "roospis" in legal(st)
    run(st, "roospis")
    assert st.scores == [0, 120, 120]


def test_golden_four_players_has_four_deals() -> None:
    st = new(players=4, dealer=3, golden=True)
    firsts = []
    for _ in range(4):
        dealt(st)
        firsts.append(st.first_hand)
        assert st.golden_deal
        taken = [0, 0, 0, 0]
        others = [s for s in st.active() if s != st.first_hand]
        taken[st.first_hand], taken[others[0]], taken[others[1]] = 90, 20, 10
        score(st, st.first_hand, 120, taken, [1 if t else 0 for t in taken])
    assert firsts == [0, 1, 2, 3]
    assert st.golden_left == 4  # nobody made it: replayed


# --- dark -------------------------------------------------------------------------------

def test_dark_only_the_first_hand_and_not_in_golden() -> None:
    st = dealt(new([X_DEAL], dark=True))
    assert phase(st) == Phase.DARK and st.current_player() == 0
    assert legal(st) == {"dark", "look"}
    st = dealt(new([X_DEAL], dark=True, golden=True))
    assert phase(st) == Phase.GIVING


def test_dark_contract_and_no_raise_no_roospis() -> None:
    st = run(new([X_DEAL], dark=True), "dark")
    assert st.declarer == 0 and st.contract == 120 and st.dark and phase(st) == Phase.GIVING
    run(st, *X_GIFTS)
    assert legal(st) == {"start"}


def test_dark_played_deal_scores_double_points() -> None:
    st = run(new([X_DEAL], dark=True), "dark", *X_GIFTS, "start", *PLAY_X)
    assert st.scores[1:] == [0, 40]  # the opponents are not doubled
    assert st.scores[0] == 516  # 2 x 258: the declarer's points are never rounded


@pytest.mark.parametrize("rules,total,expect", [
    ({}, 125, 250), ({}, 120, 240), ({}, 119, -240),
    ({"dark_max_240": True}, 125, 240), ({"dark_max_240": True}, 119, -240),
])
def test_dark_scores(rules: dict[str, bool], total: int, expect: int) -> None:
    st = run(new(dark=True, **rules), "dark")
    score(st, 0, 120, [total, 120 - total, 0], [7, 1, 0])
    assert st.scores[0] == expect


def test_dark_allow_roospis() -> None:
    st = run(new([X_DEAL], dark=True, dark_allow_roospis=True, roospis_no_deduct=True),
             "dark", *X_GIFTS)
    assert "roospis" in legal(st)
    run(st, "roospis")
    assert st.scores == [-240, 60, 60]


def test_dark_not_on_barrel() -> None:
    st = new([X_DEAL], dark=True, dark_not_on_barrel=True)
    sit(st, 2)
    assert dealt(st).phase == Phase.BIDDING
    st = new([X_DEAL], dark=True)
    sit(st, 2)
    assert dealt(st).phase == Phase.DARK


def test_silenced_first_hand_may_not_play_dark() -> None:
    st = new([X_DEAL], dark=True, silence_below=0)
    st.scores = [-50, 0, 0]
    dealt(st)
    assert phase(st) == Phase.BIDDING and st.current_player() == 1


def test_dark_unblind_by_a_marriage_holder_then_normal_bidding() -> None:
    st = run(new([X_DEAL], dark=True, dark_unblind=True), "dark")
    assert phase(st) == Phase.UNBLIND and st.current_player() == 1  # ♣ marriage
    assert legal(st) == {"pass", "bid 125"}
    assert st.observation(0)["hand"] == []
    run(st, "pass")
    assert st.current_player() == 2  # ♠ marriage
    run(st, "bid 125")
    assert not st.dark and phase(st) == Phase.BIDDING and st.current_player() == 0
    assert len(st.observation(0)["hand"]) == 7
    run(st, "bid 130", "bid 135", "pass", "pass")  # seat 1's unblind pass was no bid
    assert st.declarer == 1 and st.contract == 135
    for seat in range(3):
        assert st.observation(seat)["talon"] is not None
    run(st, "give QD 0", "give KD 2")
    assert [g[2] for g in st.observation(2)["gifts"]] == ["QD", "KD"]


def test_dark_unblind_needs_a_marriage() -> None:
    st = run(new([N_DEAL], dark=True, dark_unblind=True), "dark")
    assert phase(st) == Phase.GIVING and st.dark


def test_dark_unblind_no_bidding() -> None:
    st = run(new([X_DEAL], dark=True, dark_unblind=True, dark_unblind_no_bidding=True),
             "dark", "bid 125")
    assert st.declarer == 1 and st.contract == 125 and not st.dark
    assert phase(st) == Phase.GIVING and st.observation(2)["talon"] is not None
    run(st, "give QD 0", "give KD 2")
    assert "raise 130" in legal(st)
