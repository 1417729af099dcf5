"""Audit: play legality (follow, trump, any), marriage declarations, trump changes,
ace marriage, no_lead_others_trump, must_lead_trump; one whole deal with exact scores."""

from __future__ import annotations

import pytest

from koloda.games.tysyacha.state import Phase

from .deals import PLAY_X, X_DEAL, X_GIFTS
from .helpers import legal, mask, new, phase, plays, rig, run

START = ["bid 100", "pass", "pass", *X_GIFTS, "start"]


def test_whole_deal_exact_outcome_and_legality_on_the_way() -> None:
    st = run(new([X_DEAL]), *START)
    assert phase(st) == Phase.PLAY and st.current_player() == 0
    # no trick won yet: the marriages may be led but not declared
    assert {"play QH", "play KH", "play KD", "play QD"} <= legal(st)
    assert not any(t.endswith("declare") for t in legal(st))
    run(st, *PLAY_X[:1])
    # seat 1 has no heart and no trump is set: any card
    assert legal(st) == set(plays("AC", "10C", "KC", "QC", "JC", "9D", "JD", "9S"))
    run(st, *PLAY_X[1:2])
    assert legal(st) == {"play 9H"}  # seat 2 must follow
    run(st, *PLAY_X[2:3])
    assert st.leader == 0 and st.taken == [11, 0, 0]
    assert {"play QH declare", "play KH declare", "play KD declare",
            "play QD declare"} <= legal(st)
    run(st, *PLAY_X[3:4])
    assert st.trump == 3 and st.marr == [100, 0, 0]
    run(st, *PLAY_X[4:15])
    assert st.taken == [55, 0, 0] and st.leader == 0
    run(st, *PLAY_X[15:16])  # diamonds declared: the trump changes
    assert st.trump == 2 and st.marr == [180, 0, 0]
    assert st.observation(1)["trump"] == "D"
    assert legal(st) == set(plays("AC", "10C", "KC"))  # void in ♦ and no trump: any
    run(st, *PLAY_X[16:17])
    assert legal(st) == set(plays("AD", "10D"))
    run(st, *PLAY_X[17:18])
    assert st.leader == 2 and st.taken == [55, 0, 19]  # AD beats the declared KD
    assert legal(st) == set(plays("10S", "10D"))
    run(st, *PLAY_X[18:19])
    assert legal(st) == {"play QD"}  # void in ♠, holds a trump: must trump
    run(st, *PLAY_X[19:21])
    assert st.leader == 0 and st.taken == [78, 0, 19]  # a low trump beats 10S and 10C
    run(st, *PLAY_X[21:23])
    assert legal(st) == {"play 10D"}
    run(st, *PLAY_X[23:])
    assert st.taken == [78, 0, 42] and sum(st.taken) == 120
    # 78 + 180 >= 100: +100 (excess not scored); seat 1 bolt; seat 2 42 -> 40
    assert st.scores == [100, 0, 40] and st.bolts == [0, 1, 0]
    assert st.sheet[-1]["made"] and phase(st) == Phase.DEAL and st.dealer == 0


def test_marriage_needs_both_cards_in_hand() -> None:
    st = run(new([X_DEAL]), "bid 100", "pass", "pass", "give QD 1", "give 9C 2", "start",
             "play AH", "play 9D", "play 9H")
    assert "play KD declare" not in legal(st) and "play KD" in legal(st)
    assert "play KH declare" in legal(st)


def test_leading_a_marriage_card_without_declaring_sets_no_trump() -> None:
    st = run(new([X_DEAL]), *START, *PLAY_X[:3], "play QH", "play 9S", "play 9C")
    assert st.trump == -1 and st.marr == [0, 0, 0]
    # with QH gone the hearts marriage can no longer be declared
    assert "play KH declare" not in legal(st) and "play KD declare" in legal(st)


def test_declare_on_first_lead() -> None:
    st = run(new([X_DEAL], declare_on_first_lead=True), *START)
    assert {"play QH declare", "play KH declare", "play KD declare",
            "play QD declare"} <= legal(st)
    run(st, "play KH declare")
    assert st.trump == 3 and st.marr == [100, 0, 0]
    # seat 1 has no heart but now hearts are trump and he holds none: any
    assert len(legal(st)) == 8


def test_opponent_redeclares_and_trump_changes() -> None:
    # seat 2 wins a trick with AD and declares his spade marriage over seat 0's hearts
    st = run(new([X_DEAL]), "bid 100", "pass", "pass", "give 9S 1", "give 9C 2", "start",
             *PLAY_X[:6], "play AS", "play QC", "play JS", "play KD", "play JD",
             "play AD")
    assert st.leader == 2 and st.trump == 3 and st.trump_by == 0
    assert "play QS declare" in legal(st)
    run(st, "play QS declare")
    assert st.trump == 0 and st.trump_by == 2 and st.marr == [100, 0, 40]
    assert st.observation(1)["declared"] == [[0, "H", 100], [2, "S", 40]]


# four aces with seat 0; seat 1 can win the first trick with 10S over 9S
ACES = rig(["AS AC AD AH 10S 9C 9D", "9S KS QS 10C KC QC JC", "10D KD QD JD 10H KH 9H"],
           "QH JH JS")


def test_ace_marriage_after_a_won_trick_sets_no_trump() -> None:
    st = run(new([ACES], ace_marriage=True), "bid 100", "pass", "pass", "give JS 1",
             "give JH 2", "start")
    assert not any(t.endswith("aces") for t in legal(st))
    run(st, "play 10S", "play JS", "play 9H")  # an ace winning it would break the four
    assert legal(st) >= set(f"play {a} aces" for a in ("AS", "AC", "AD", "AH"))
    run(st, "play AH aces")
    assert st.marr == [200, 0, 0] and st.trump == -1
    assert st.observation(2)["declared"] == [[0, "A", 200]]
    st = run(new([ACES]), "bid 100", "pass", "pass", "give JS 1", "give JH 2", "start",
             "play 10S", "play JS", "play 9H")
    assert not any(t.endswith("aces") for t in legal(st))


def test_ace_marriage_on_the_first_lead_with_declare_on_first_lead() -> None:
    st = run(new([ACES], ace_marriage=True, declare_on_first_lead=True), "bid 100", "pass",
             "pass", "give JS 1", "give JH 2", "start")
    assert "play AS aces" in legal(st)


# trump leads: seat 0 declares ♥ after a won trick; seat 2 trumps a club and leads
TRUMPS = rig(["AH KH QH AS AC 9C 10D", "KS QS JS 10C KC QC JC", "AD KD 10S 9S 9H JH 10H"],
             "QD JD 9D")
T_START = ["bid 100", "pass", "pass", "give 9D 1", "give JD 2", "start",
           "play AS", "play JS", "play 9S",            # seat 0 wins
           "play QH declare", "play QS", "play 9H",    # ♥ trump (seat 0's)
           "play AC", "play 10C", "play JH"]           # seat 2 must trump: wins


@pytest.mark.parametrize("rules,first,second", [
    ({}, {"AD", "KD", "10S", "JD", "10H"}, {"KD", "10S", "JD", "10H"}),
    ({"no_lead_others_trump": True}, {"AD", "KD", "10S", "JD"}, {"KD", "10S", "JD", "10H"}),
    ({"must_lead_trump": True}, {"10H"}, {"KD", "10S", "JD", "10H"}),
])
def test_first_lead_after_taking_the_lead(rules: dict[str, bool], first: set[str],
                                          second: set[str]) -> None:
    st = run(new([TRUMPS], **rules), *T_START)
    assert st.leader == 2 and st.trump == 3 and st.trump_by == 0
    assert legal(st) == set(plays(*first))
    if rules.get("must_lead_trump"):
        run(st, "play 10H", "play AH", "play 9D")  # seat 0 wins: a new run of his
        assert st.leader == 0 and legal(st) == {"play KH"}  # his own trump too
        return
    run(st, "play AD", "play QD", "play 9D")  # seat 2 keeps the lead: same run
    assert st.leader == 2 and legal(st) == set(plays(*second))


@pytest.mark.parametrize("rules,expect", [
    ({}, {"AH", "9C", "10D", "QD"}),
    ({"no_lead_others_trump": True}, {"AH", "9C", "10D", "QD"}),  # his own trump
])
def test_leading_ones_own_trump(rules: dict[str, bool], expect: set[str]) -> None:
    st = run(new([TRUMPS], **rules), *T_START[:-3], "play AC", "play 10C", "play JH")
    run(st, "play 10S")
    assert legal(st) == set(plays("AH", "KH"))  # void in ♠: must trump
    run(st, "play KH", "play KS")
    assert st.leader == 0 and legal(st) == set(plays(*expect))


def test_no_lead_others_trump_allows_it_when_only_trumps_are_left() -> None:
    st = run(new([TRUMPS], no_lead_others_trump=True), *T_START)
    st.hands[2] = mask("10H")  # only a trump left (the rest of his cards set aside)
    assert legal(st) == {"play 10H"}
