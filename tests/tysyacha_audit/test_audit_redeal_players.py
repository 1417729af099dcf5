"""Audit: every redeal key (who asks, when, same dealer, no penalties), the four-nines
bonus, and the 2- and 4-player deals."""

from __future__ import annotations

from typing import Any

import pytest

from koloda.engine.game import CHANCE
from koloda.games.tysyacha.cardset import points
from koloda.games.tysyacha.state import Phase, TysyachaState

from .deals import N_DEAL, X_DEAL, N
from .helpers import dealt, hand, legal, mask, new, phase, rig, run

# seat 2 holds four nines; seat 1 four jacks
NINES_JACKS = rig(["AS 10S KS AC 10C KC AD", "JS JC JD JH 10D KD QS",
                   "9S 9C 9D 9H QC QD AH"], "10H KH QH")
# talon: two nines / three jacks
TWO_NINES = rig(["AS 10S KS QS AC 10C KC", "QC JC AD 10D KD QD JD",
                 "AH 10H KH QH JH 9C JS"], "9S 9D 9H")
THREE_JACKS = rig(["AS 10S KS QS AC 10C KC", "QC 9C AD 10D KD QD 9D",
                   "AH 10H KH QH 9H 9S JS"], "JC JD JH")


def settled(st: TysyachaState) -> tuple[list[int], int, int, list[int]]:
    return st.scores[:], st.deal_no, len(st.sheet), st.bolts[:]


@pytest.mark.parametrize("rules,deal,askers", [
    ({"redeal_hand_below": 13}, N_DEAL, [1]),            # seat 1 holds 12 points
    ({"redeal_hand_below": 12}, N_DEAL, []),
    ({"redeal_three_nines_hand": True}, N_DEAL, [1]),
    ({"redeal_four_nines_hand": True}, N_DEAL, []),
    ({"redeal_four_nines_hand": True}, NINES_JACKS, [2]),
    ({"redeal_four_jacks_hand": True}, NINES_JACKS, [1]),
    ({"redeal_four_jacks_hand": True, "redeal_four_nines_hand": True}, NINES_JACKS,
     [1, 2]),
])
def test_hand_redeals_are_asked_by_the_qualifying_seats(
        rules: dict[str, Any], deal: list[int], askers: list[int]) -> None:
    st = dealt(new([deal, X_DEAL], **rules))
    seen = []
    while phase(st) == Phase.REDEAL:
        seen.append(st.current_player())
        assert legal(st) == {"redeal", "keep"}
        run(st, "keep")
    assert seen == askers
    assert phase(st) == Phase.BIDDING and st.current_player() == 0


def test_hand_redeal_same_dealer_no_penalty() -> None:
    st = new([NINES_JACKS, X_DEAL], dealer=2, redeal_four_nines_hand=True)
    st.scores = [100, 200, 300]
    st.bolts = [0, 0, 2]
    before = settled(dealt(st))
    run(st, "redeal")
    assert st.current_player() == CHANCE and st.dealer == 2
    dealt(st)
    assert settled(st) == before and phase(st) == Phase.BIDDING
    assert hand(st, 0) == {"AH", "10H", "KH", "QH", "AS", "9S", "9C"}  # the X deal, same seats


@pytest.mark.parametrize("rules,deal,bids,asked", [
    ({"redeal_talon_below": 10}, X_DEAL, ["bid 100", "pass", "pass"], True),  # 9 pts
    ({"redeal_talon_below": 9}, X_DEAL, ["bid 100", "pass", "pass"], False),
    ({"redeal_two_nines_talon": True}, TWO_NINES, ["bid 100", "pass", "pass"], True),
    ({"redeal_three_jacks_talon": True}, THREE_JACKS, ["bid 100", "pass", "pass"], True),
    ({"redeal_two_nines_talon": True}, THREE_JACKS, ["bid 100", "pass", "pass"], False),
    ({"redeal_talon_below": 10, "redeal_talon_only_at_100": True}, X_DEAL,
     ["bid 100", "pass", "pass"], True),
    ({"redeal_talon_below": 10, "redeal_talon_only_at_100": True}, X_DEAL,
     ["bid 100", "bid 105", "pass", "bid 110", "pass"], False),
    ({"redeal_two_nines_talon": True, "redeal_talon_only_at_100": True}, TWO_NINES,
     ["bid 105", "pass", "pass"], False),  # the first hand opened above 100
])
def test_talon_redeals_are_asked_by_the_declarer(rules: dict[str, Any],
                                                 deal: list[int], bids: list[str],
                                                 asked: bool) -> None:
    st = run(new([deal, X_DEAL], **rules), *bids)
    if not asked:
        assert phase(st) == Phase.GIVING
        return
    assert phase(st) == Phase.REDEAL and st.current_player() == st.declarer == 0
    before = settled(st)
    run(st, "redeal")
    assert st.dealer == 2 and settled(dealt(st)) == before
    assert phase(st) == Phase.BIDDING and st.current_player() == 0


def test_talon_redeal_keep_goes_on_to_the_gifts() -> None:
    st = run(new([X_DEAL], redeal_talon_below=10), "bid 100", "pass", "pass", "keep")
    assert phase(st) == Phase.GIVING and st.current_player() == 0


def test_four_nines_after_the_gifts_redeal_and_bonus() -> None:
    # N: seat 1 holds 9S 9C 9D; seat 0 gives him 9H
    give = ["bid 100", "pass", "pass", "give 9H 1", "give JS 2"]
    st = run(new([N_DEAL, X_DEAL], redeal_four_nines_after_discard=True), *give)
    assert phase(st) == Phase.REDEAL and st.current_player() == 1
    run(st, "redeal")
    assert st.dealer == 2 and dealt(st).phase == Phase.BIDDING and st.deal_no == 0
    st = run(new([N_DEAL], redeal_four_nines_after_discard=True), *give, "keep")
    assert phase(st) == Phase.CONTRACT
    st = run(new([N_DEAL], four_nines_bonus=True), *give, "roospis")
    assert st.scores == [-100, 50 + 120, 50]
    st = run(new([N_DEAL], four_nines_bonus=True), "bid 100", "pass", "pass",
             "give 9H 2", "give JS 1", "roospis")
    assert st.scores == [-100, 50, 50]  # nobody holds four nines after the gifts


def test_four_nines_bonus_for_the_declarer_in_a_played_deal() -> None:
    # seat 2 holds four nines and wins the auction; he keeps them through the gifts
    st = run(new([NINES_JACKS], four_nines_bonus=True), "bid 100", "pass", "bid 105",
             "pass", "give KH 0", "give QH 1", "start")
    assert st.nines_bonus == [2]
    while phase(st) == Phase.PLAY:
        st.apply(st.legal_actions()[0])
    row = st.sheet[-1]
    assert row["points"][2] in (105 + 120, -105 + 120)


def auto(st: TysyachaState) -> None:
    while phase(st) == Phase.PLAY:
        st.apply(st.legal_actions()[-1])


TWO = rig(["AS 10S KS QS AC 10C KC QC AD 10D", "9S JS 9C JC 9D JD QD KD 9H JH"],
          "QH KH 10H AH", players=2)


def test_two_players_talon_choice_two_discards_and_the_last_trick() -> None:
    st = dealt(new([TWO], players=2, dealer=1))
    assert st.first_hand == 0 and "pass" not in legal(st)
    assert st.observation(0)["talon"] is None and st.observation(0)["talon_size"] == 4
    assert st.unseen(0) & mask("QH KH 10H AH") == mask("QH KH 10H AH")
    run(st, "bid 100", "pass")
    assert phase(st) == Phase.TALON and legal(st) == {"take 1", "take 2"}
    run(st, "take 1")
    assert st.hands[0].bit_count() == 12 and "QH" in hand(st, 0)
    assert st.unseen(0) & mask("10H AH") == mask("10H AH")  # the other talon stays unseen
    assert st.unseen(1) & mask("10H AH") == mask("10H AH")
    assert phase(st) == Phase.DISCARD and len(legal(st)) == 12
    run(st, "discard 10S", "discard AS")
    assert st.pile == mask("10S") and st.rest == mask("10H AH AS")
    assert st.observation(1)["talon_size"] == 3
    assert st.unseen(1) & mask("10S AS") == mask("10S AS")  # discards face down
    assert phase(st) == Phase.CONTRACT and st.hands[0].bit_count() == 10
    run(st, "start")
    auto(st)
    last = st.last_winner
    assert sum(st.taken) + points(st.pile) + points(st.rest) == 120
    raw = [st.taken[0] + 10, st.taken[1]]
    raw[last] += points(mask("10H AH AS"))
    row = st.sheet[-1]
    assert row["points"][1] == (raw[1] + 2) // 5 * 5
    assert row["points"][0] == (100 if raw[0] >= 100 else -100)


def test_four_players_dealer_sits_out_and_scores_the_talon() -> None:
    hands = ["AS 10S KS QS AC 10C AD", "9S JS KC QC 9C JC 9D", "JD QD KD 10D 9H JH 10H",
             ""]
    st = dealt(new([rig(hands, "KH QH AH", players=4, dealer=3)] * 2, players=4,
                   dealer=3))
    assert st.first_hand == 0 and st.hands[3] == 0 and st.active() == [0, 1, 2]
    assert st.observation(3)["hand"] == [] and st.observation(3)["sitting_out"] == 3
    run(st, "bid 100", "pass", "pass")
    assert phase(st) == Phase.GIVING
    assert {int(t.split()[2]) for t in legal(st)} == {1, 2}  # no gift to the dealer
    run(st, "give KH 1", "give QH 2", "roospis")
    # talon 18 points + the hearts marriage 100 = 118 -> 120
    assert st.scores == [-100, 50, 50, 120]
    dealt(st)
    assert st.dealer == 0 and st.sitting == 0 and st.first_hand == 1
    assert st.active() == [1, 2, 3] and st.hands[0] == 0


def test_four_players_no_marriage_in_the_talon() -> None:
    hands = ["AS 10S KS QS AC 10C AD", "9S JS KC QC 9C JC 9D", "JD QD KD 10D 9H JH QH",
             ""]
    st = run(new([rig(hands, "KH 10H AH", players=4, dealer=3)], players=4, dealer=3),
             "bid 100", "pass", "pass", "give KH 1", "give 10H 2", "roospis")
    assert st.scores[3] == 25  # 4 + 10 + 11


def test_n_deal_sanity() -> None:
    assert points(mask(N[1])) == 12


def test_four_players_active_seats_between_deals() -> None:
    # once a deal is scored the dealer moves on; active() still names that deal's seats
    hands = ["AS 10S KS QS AC 10C AD", "9S JS KC QC 9C JC 9D", "JD QD KD 10D 9H JH QH",
             ""]
    st = run(new([rig(hands, "KH 10H AH", players=4, dealer=3)], players=4, dealer=3),
             "bid 100", "pass", "pass", "give KH 1", "give 10H 2", "roospis")
    assert phase(st) == Phase.DEAL and st.dealer == 0
    assert st.active() == [0, 1, 2]
