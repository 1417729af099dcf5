"""The heuristic player's main choices on rigged deals."""

from __future__ import annotations

import random

from koloda.engine import cards as C
from koloda.games.dvesti.bot import HeuristicAgent
from koloda.games.dvesti.state import BID, PASS, TRUMP, DvestiState

from .helpers import new, order, run


def act(st: DvestiState, seat: int) -> int:
    return HeuristicAgent(seat, random.Random(0)).act(st.observation(seat),
                                                      st.legal_actions())


def test_a_strong_hand_bids_and_names_its_long_suit() -> None:
    hands = [["AH", "KH", "QH", "JH", "10H", "9H", "AS", "AC", "AD"], "S", "C", "D"]
    st = new(deals=[order(hands, 36)])
    assert act(st, 0) == BID + 50
    run(st, ["bid 50", "pass", "pass", "pass"])
    assert act(st, 0) == TRUMP + C.HEARTS


def test_a_weak_hand_passes() -> None:
    hands = ["H", ["7S", "8S", "9S", "7C", "8C", "9C", "7D", "8D", "9D"], "C", "D"]
    st = new(deals=[order(hands, 36)])
    run(st, ["bid 70"])
    assert act(st, 1) == PASS


def test_points_go_to_a_partner_who_holds_the_trick() -> None:
    hands = [["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "5H"],
             ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "5S"],
             ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C", "5D"], "D"]
    st = new(deals=[order(hands, 36)])
    run(st, ["bid 50", "pass", "pass", "pass", "trump H", "AH", "5S"])
    assert act(st, 2) == C.parse("10C")  # no heart: the partner's ace holds, give ten
