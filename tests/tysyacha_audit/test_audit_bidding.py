"""Audit: the auction (opening duty, final passes, caps, no_jumps, silence_below,
bid_over_120_without_marriage) on rigged deals."""

from __future__ import annotations

import pytest

from koloda.engine.errors import IllegalActionError
from koloda.games.tysyacha.state import Phase

from .deals import N_DEAL, X_DEAL
from .helpers import bids, dealt, legal, new, phase, rig, run

# seat 0 holds three marriages (♣60 ♦80 ♥100): 120 + 240 is over the absolute cap
RICH = rig(["KH QH KD QD KC QC 9S", "AS 10S KS QS JS 9C JC", "AC 10C AD 10D JD 9D 9H"],
           "AH 10H JH")


def fives(lo: int, hi: int) -> list[int]:
    return list(range(lo, hi + 1, 5))


def test_first_hand_must_open_at_least_100_and_cannot_pass() -> None:
    st = dealt(new([X_DEAL]))
    assert st.current_player() == 0 and phase(st) == Phase.BIDDING
    assert "pass" not in legal(st)
    assert bids(st) == fives(100, 220)  # 120 + ♥100


def test_caps_follow_the_marriages_in_hand() -> None:
    st = run(new([X_DEAL]), "bid 100")
    assert st.current_player() == 1 and bids(st) == fives(105, 180)  # ♣60
    run(st, "bid 105")
    assert bids(st) == fives(110, 160)  # seat 2: ♠40
    with pytest.raises(IllegalActionError):
        st.play("bid 165")
    with pytest.raises(IllegalActionError):
        st.play("bid 112")  # not a multiple of 5


def test_no_marriage_caps_at_120_and_at_the_cap_only_pass_is_left() -> None:
    st = dealt(new([N_DEAL]))
    assert bids(st) == fives(100, 120)
    run(st, "bid 120")
    assert legal(st) == {"pass"}


def test_absolute_cap_300() -> None:
    st = dealt(new([RICH]))
    assert bids(st)[-1] == 300


def test_bid_over_120_without_marriage_lifts_the_cap_to_300() -> None:
    st = dealt(new([N_DEAL], bid_over_120_without_marriage=True))
    assert bids(st) == fives(100, 300)
    run(st, "bid 250", "pass", "pass")
    assert st.declarer == 0 and st.contract == 250
    run(st, "give 9H 1", "give JS 2")
    assert "raise 300" in legal(st) and "raise 305" not in legal(st)


def test_pass_is_final_and_the_highest_bid_wins() -> None:
    st = run(new([X_DEAL]), "bid 100", "pass", "bid 105")
    assert st.current_player() == 0 and "pass" in legal(st)
    run(st, "bid 110")
    assert st.current_player() == 2  # seat 1 passed and is skipped for good
    run(st, "bid 115")
    assert st.current_player() == 0
    run(st, "pass")
    assert phase(st) == Phase.GIVING and st.declarer == 2 and st.contract == 115
    assert not st.at_100
    assert st.observation(1)["bids"] == [[0, 100], [1, "pass"], [2, 105], [0, 110],
                                         [2, 115], [0, "pass"]]


def test_no_jumps_each_bid_is_exactly_five_more() -> None:
    st = dealt(new([X_DEAL], no_jumps=True))
    assert legal(st) == {"bid 100"}
    run(st, "bid 100")
    assert legal(st) == {"pass", "bid 105"}
    run(st, "bid 105")
    assert legal(st) == {"pass", "bid 110"}
    run(st, "pass", "pass")
    assert st.declarer == 1 and st.contract == 105


def test_silence_the_duty_to_open_passes_to_the_next_player_who_may_bid() -> None:
    st = new([X_DEAL], silence_below=0)
    st.scores = [-5, -120, 0]  # seats 0 and 1 are silenced; 0 is not below 0
    dealt(st)
    assert st.current_player() == 2 and "pass" not in legal(st)
    assert bids(st)[0] == 100
    run(st, "bid 100")
    # nobody else may bid: seat 2 takes the talon at 100 unbid
    assert st.declarer == 2 and st.contract == 100 and st.at_100
    assert st.observation(0)["bids"] == [[0, "pass"], [1, "pass"], [2, 100]]


def test_silence_skips_a_silenced_player_in_the_middle() -> None:
    st = new([X_DEAL], silence_below=50)
    st.scores = [50, 45, 300]
    dealt(st)
    assert st.current_player() == 0
    run(st, "bid 100")
    assert st.current_player() == 2  # seat 1 (45 < 50) always passes
    run(st, "bid 105")
    assert st.current_player() == 0
    run(st, "pass")
    assert st.declarer == 2 and st.contract == 105


def test_silence_applies_to_the_score_at_the_deal() -> None:
    st = new([X_DEAL, X_DEAL], silence_below=0)
    st.scores = [0, 0, 0]
    dealt(st)
    assert st.current_player() == 0 and "pass" not in legal(st)
