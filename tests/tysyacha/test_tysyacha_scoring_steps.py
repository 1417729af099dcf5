"""Тысяча scoring, step by step: the dark declarer's points are doubled and never
rounded, the dark opponents' points are rounded and not doubled, the 4-player dealer's
talon points are rounded like an opponent's (docs/rules.md, "Readings")."""

from __future__ import annotations

import pytest
from tys_helpers import deal, do, new, order, score_direct

# Dealer 2, so seat 0 is the first hand and may play dark. Seat 0 takes the talon
# (JS KS 10C), gives KS to seat 1 and AC to seat 2, takes 62 card points in four
# tricks and declares the club marriage (60): 122 in all. Seat 1 takes 12 (one trick),
# seat 2 takes 46 (two tricks).
DARK_HANDS = ["KH 9H AC 10D QS QC KC", "10H JH KD AH 10S QD 9D", "AS JD AD 9C JC 9S QH"]
DARK_TALON = "JS KS 10C"
DARK_PLAY = [
    "dark", "give KS 1", "give AC 2", "start",
    "play JS", "play 10S", "play 9S",
    "play KD", "play JD", "play 10D",
    "play KH", "play JH", "play QH",
    "play QC declare", "play QD", "play AC",
    "play AS", "play QS", "play KS",
    "play AD", "play KC", "play 9D",
    "play 10C", "play 10H", "play JC",
    "play 9H", "play AH", "play 9C",
]


def test_dark_declarer_making_122_scores_244_unrounded() -> None:
    st = new(deals=[order(DARK_HANDS, DARK_TALON)], dark=True)
    do(st, *DARK_PLAY)
    assert st.taken == [62, 12, 46] and st.marr == [60, 0, 0]
    row = st.sheet[-1]
    assert row["dark"] and row["made"] and row["declarer"] == 0
    # 2 x 122, never rounded (not 245); the opponents' 12 and 46 are rounded, not doubled
    assert st.scores == [244, 10, 45]


@pytest.mark.parametrize("rules,total,expect", [
    ({}, 122, 244),
    ({}, 123, 246),
    ({"round_declarer_points": True}, 118, 236),  # rounded only to compare: 118 -> 120
    ({"dark_max_240": True}, 122, 240),
])
def test_dark_declarer_points_are_doubled_not_rounded(rules: dict[str, bool], total: int,
                                                      expect: int) -> None:
    st = new(dark=True, **rules)
    deal(st)
    do(st, "dark")
    score_direct(st, 0, 120, [total, 120 - total, 0], [7, 1, 0])
    assert st.scores[0] == expect


def test_four_player_dealer_talon_points_are_rounded_like_an_opponents() -> None:
    hands = ["AS 10S KS QS AC 10C AD", "9S JS KC QC 9C JC 9D", "JD QD KD 10D KH AH QH", ""]
    talon = "JH 10H 9H"  # 12 points: rounded down to 10, as an opponent's 12 would be
    st = new(players=4, dealer=3, deals=[order(hands, talon, players=4, dealer=3)])
    do(st, "bid 100", "pass", "pass", "give JH 1", "give 10H 2", "roospis")
    assert st.sitting == 3 and st.scores[3] == 10
    assert st.sheet[-1]["points"][3] == 10
