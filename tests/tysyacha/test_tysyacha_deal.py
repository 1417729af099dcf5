"""Scripted 3-, 2- and 4-player deals on rigged deck orders: exact outcomes."""

from __future__ import annotations

import pytest
from tys_helpers import HANDS_A, PLAY_A, TALON_A, deal, do, legal, mask, new, order

from koloda.engine.errors import IllegalActionError
from koloda.games.tysyacha.state import Phase


def test_first_dealer_is_drawn_by_lot_and_deal_passes_left() -> None:
    from tys_helpers import GAME

    dealers = {GAME.new_state(3, GAME.make_rules(), seed).dealer for seed in range(30)}
    assert dealers == {0, 1, 2}
    st = new(dealer=2, deals=[order(HANDS_A, TALON_A)])
    deal(st)
    assert (st.first_hand, st.current_player()) == (0, 0)
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10H 2", "start", *PLAY_A)
    assert st.dealer == 0 and st.phase == Phase.DEAL


def test_full_deal_three_players() -> None:
    st = new(dealer=2, deals=[order(HANDS_A, TALON_A)])
    deal(st)
    obs = st.observation(0)
    assert obs["hand"] == ["QS", "KS", "10S", "AS", "10C", "AC", "AD"]
    assert obs["phase"] == "bidding" and obs["to_move"] == 0
    # first hand may not pass; cap = 120 + spade marriage 40
    assert "pass" not in legal(st)
    assert max(int(t.split()[1]) for t in legal(st)) == 160
    do(st, "bid 100", "pass")
    assert st.current_player() == 2
    with pytest.raises(IllegalActionError):
        st.play("bid 250")  # seat 2 holds only the diamond marriage: cap 200
    do(st, "pass")
    assert st.phase == Phase.GIVING and st.declarer == 0 and st.contract == 100
    assert st.at_100
    for seat in (1, 2):  # the talon is shown
        assert st.observation(seat)["talon"] == ["KH", "10H", "AH"]
    do(st, "give KH 1", "give 10H 2")
    assert st.observation(2)["gifts"] == [[0, 1, "KH"], [0, 2, "10H"]]
    assert st.observation(1)["received"] == ["KH"]
    assert st.phase == Phase.CONTRACT
    assert "raise 105" in legal(st) and "raise 160" in legal(st) and "raise 165" not in legal(st)
    do(st, "start")
    do(st, "play AS")
    # the marriage cannot be declared before a trick is won: seat 0 holds it, but it is
    # seat 1's turn; after the trick seat 0 may declare
    do(st, "play 9S", "play 9H")
    assert "play QS declare" in legal(st) and "play KS declare" in legal(st)
    do(st, "play QS declare")
    assert st.trump == 0 and st.observation(1)["trump"] == "S"
    # seat 2 is void in spades and holds no trump: any card
    do(st, "play JS")
    assert len(legal(st)) == 7
    do(st, *PLAY_A[5:])
    row = st.sheet[-1]
    assert row["deltas"] == [100, 0, 0]
    assert st.scores == [100, 0, 0]
    assert row["notes"][1] == ["bolt"] and row["notes"][2] == ["bolt"]
    assert st.bolts == [0, 1, 1]
    assert st.last_deal == {"deltas": [100, 0, 0], "declarer": 0, "contract": 100,
                            "made": True, "roospis": False}


def test_follow_suit_then_trump_then_any() -> None:
    st = new(dealer=2, deals=[order(HANDS_A, TALON_A)])
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10H 2", "start",
       "play AS", "play 9S", "play 9H", "play QS declare", "play JS", "play JH")
    # trump spades; seat 0 leads KS; seat 1 has no spade and no trump: any card
    do(st, "play KS")
    assert legal(st) == {"play KC", "play QC", "play 9C", "play JC", "play 9D", "play KH"}
    do(st, "play 9C")
    assert st.void[1] == 0b0001  # known: no spades (the trump suit too)
    do(st, "play QH")
    # seat 0 leads AC: seat 1 must follow clubs
    do(st, "play 10S", "play JC", "play 10H", "play AC")
    assert legal(st) == {"play KC", "play QC"}


def test_marriage_redeclared_by_opponent() -> None:
    # seat 0 declares spades; seat 1 takes a trick and declares hearts (перехвалить)
    hands = ["QS KS 9C JC 9D JD 10S", "QH KH AC AD AS 10C 10D", "9S JS QC KC QD KD 9H"]
    st = new(dealer=2, deals=[order(hands, "JH 10H AH")])
    do(st, "bid 100", "pass", "pass", "give JH 1", "give 10H 2", "start",
       "play AH", "play JH", "play 9H",        # seat 0 wins
       "play QS declare", "play AS", "play JS")  # spades trump; seat 1 takes with AS
    assert st.trump == 0 and st.leader == 1 and st.marr[0] == 40
    do(st, "play QH declare")
    assert st.trump == 3 and st.trump_by == 1 and st.marr[1] == 100
    assert st.observation(2)["declared"] == [[0, "S", 40], [1, "H", 100]]


def test_two_players_deal() -> None:
    hands = ["AS 10S KS QS AC 10C KC QC AD 10D", "9S JS 9C JC 9D JD QD KD 9H JH"]
    st = new(players=2, dealer=1, deals=[order(hands, "QH KH 10H AH", players=2)])
    deal(st)
    assert st.first_hand == 0 and st.observation(0)["talon_size"] == 4
    do(st, "bid 100", "pass")
    assert st.phase == Phase.TALON and legal(st) == {"take 1", "take 2"}
    do(st, "take 2")
    assert st.hands[0].bit_count() == 12
    assert st.observation(1)["talon"] == ["10H", "AH"]
    assert st.phase == Phase.DISCARD
    do(st, "discard 10H", "discard AH")
    # one into his pile, one into the untaken talon (which now holds 3 cards)
    assert st.observation(1)["talon_size"] == 3
    hidden = st.unseen(1)
    assert hidden & mask('10H AH QH KH') == mask('10H AH QH KH') or hidden & mask('QH KH') == mask('QH KH')
    assert st.unseen(0) & mask('QH KH') == mask('QH KH')  # the declarer never saw talon 1
    assert st.phase == Phase.CONTRACT
    do(st, "start")
    seq = ["AS", "9S", "10S", "JS", "KS", "9C", "QS", "JC", "AC", "9D", "10C", "JD",
           "KC", "QD", "QC", "KD", "AD", "9H", "10D", "JH"]
    for c in seq:
        do(st, f"play {c}")
    # seat 0 took all tricks (110 points incl. nothing from seat 1) + pile 10H + the
    # untaken talon (QH KH AH = 18) as last-trick winner
    assert st.taken == [120 - 10 - 18, 0]
    assert st.sheet[-1]['points'] == [100, 0]
    assert st.scores == [100, 0]


def test_four_players_dealer_sits_out_and_scores_talon() -> None:
    hands = ["AS 10S KS QS AC 10C AD", "9S JS KC QC 9C JC 9D", "JD QD KD 10D 9H JH 10H",
             ""]
    # dealer 3 sits out; talon KH QH AH: 18 points + hearts marriage 100 = 118 -> 120
    st = new(players=4, dealer=3, deals=[order(hands, "KH QH AH", players=4, dealer=3)])
    deal(st)
    assert st.sitting == 3 and st.first_hand == 0 and st.active() == [0, 1, 2]
    assert st.observation(3)["sitting_out"] == 3
    do(st, "bid 100", "pass", "pass", "give KH 1", "give QH 2", "start")
    seq = ["AS", "9S", "9H", "10S", "JS", "JH", "KS", "9C", "10H", "QS", "JC", "QH",
           "AC", "QC", "JD", "10C", "KC", "QD", "AD", "9D", "10D", "AH", "KH", "KD"]
    for c in seq:
        do(st, f"play {c}")
    assert st.sheet[-1]["deltas"] == [100, 0, 0, 120]
    assert st.bolts == [0, 1, 1, 0]


def test_raise_after_the_talon_sets_the_contract_and_starts_play() -> None:
    st = new(dealer=2, deals=[order(HANDS_A, TALON_A)])
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10H 2", "raise 150")
    assert st.contract == 150 and st.phase == Phase.PLAY and st.current_player() == 0
    do(st, *PLAY_A)
    assert st.scores == [150, 0, 0]  # 120 + 40 = 160 >= 150


def test_contract_raise_cannot_exceed_the_marriage_cap() -> None:
    st = new(dealer=2, deals=[order(HANDS_A, TALON_A)])
    do(st, "bid 100", "pass", "pass", "give KH 1", "give QS 2")  # gave the spade queen
    assert legal(st) == {"start", "roospis"} | {f"raise {v}" for v in range(105, 121, 5)}
