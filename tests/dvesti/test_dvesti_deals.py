"""Scenario tests on rigged deals: every scoring rule and option of Двести."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, RuleError
from koloda.games.dvesti.state import BID, PASS

from .helpers import GAME, new, order, play_first, run

SUITS4 = ["H", "S", "C", "D"]  # seat 0 hearts, 1 spades, 2 clubs, 3 diamonds


def test_the_deck_and_the_deal() -> None:
    st = new()
    assert [len(h) for h in st.hands] == [9, 9, 9, 9]
    assert st.dealer == 3 and st.current_player() == 0
    ranks = {C.rank_of(c) for h in st.hands for c in h}
    assert ranks == {5, 7, 8, 9, 10, 11, 12, 13, 14}


def test_a_made_bid_scores_the_points_taken() -> None:
    st = new(deals=[order(SUITS4, 36)])
    run(st, ["bid 50", "pass", "pass", "pass", "trump H"])
    assert st.bidder == 0 and st.leader == 0
    play_first(st)
    row = st.sheet[-1]
    assert row["points"] == [100, 0] and row["made"]
    assert st.scores == [100, 0]
    assert st.dealer == 0  # the deal passes clockwise


def test_a_failed_bid_costs_the_bid_and_the_others_score() -> None:
    st = new(deals=[order(SUITS4, 36)])
    # seat 1 outbids and names clubs: seat 2, the other side, trumps everything
    run(st, ["bid 50", "bid 55", "pass", "pass", "pass", "trump C"])
    assert st.bidder == 1 and st.high == 55
    play_first(st)
    assert st.sheet[-1]["points"] == [100, 0] and not st.sheet[-1]["made"]
    assert st.scores == [100, -55]


def test_following_suit_and_the_trick_winner() -> None:
    hands = [["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "7S"],
             ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "5S", "5H"], "C", "D"]
    st = new(deals=[order(hands, 36, hand=9)])
    run(st, ["bid 50", "pass", "pass", "pass", "trump H", "7S"])
    assert sorted(st.legal_actions()) == sorted(
        C.parse(c) for c in ("AS", "KS", "QS", "JS", "10S", "9S", "8S", "5S"))
    with pytest.raises(IllegalActionError):
        st.play("5H")  # seat 1 holds spades: it must follow
    run(st, ["AS", "5C", "5D"])
    assert st.leader == 1 and st.taken[1] == 20  # the ace of the suit led
    run(st, ["5S", "7C", "7D", "AH"])  # seat 0 has no spade and trumps
    assert st.leader == 0 and st.taken[0] == 15
    assert st.void[0] & 1  # seat 0 showed it has no spades


def test_both_sides_past_the_target_the_auction_winner_wins() -> None:
    hands = [["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "7S"],
             ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "5S", "5H"], "C", "D"]
    st = new(deals=[order(hands, 36)])
    st.scores = [121, 195]
    run(st, ["bid 50", "pass", "pass", "pass", "trump H", "7S", "AS"])
    play_first(st)
    assert st.sheet[-1]["points"] == [80, 20]
    assert st.scores == [201, 215]
    assert st.is_terminal() and st.returns() == [1.0, 0.0, 1.0, 0.0]


def test_first_to_the_target_wins() -> None:
    st = new(deals=[order(SUITS4, 36)])
    st.scores = [110, 0]
    run(st, ["bid 50", "pass", "pass", "pass", "trump H"])
    play_first(st)
    assert st.is_terminal() and st.winners == [0]
    assert st.returns() == [1.0, 0.0, 1.0, 0.0]
    assert st.result()["scores"] == [210, 0]


def test_minus_the_target_loses_when_the_others_are_not_below_zero() -> None:
    st = new(deals=[order(SUITS4, 36)])
    st.scores = [-180, 0]
    run(st, ["bid 50", "pass", "pass", "pass", "trump S"])  # seat 1 trumps everything
    play_first(st)
    assert st.scores == [-230, 100]
    assert st.is_terminal() and st.returns() == [0.0, 1.0, 0.0, 1.0]


def test_minus_the_target_does_not_end_while_the_others_are_below_zero() -> None:
    st = new(deals=[order(SUITS4, 36), order(SUITS4, 36)])
    st.scores = [-180, -110]
    run(st, ["bid 50", "pass", "pass", "pass", "trump S"])
    play_first(st)
    assert st.scores == [-230, -10]
    assert not st.is_terminal()


def test_the_auction_rules() -> None:
    st = new()
    assert st.legal_actions()[:3] == [PASS, BID + 50, BID + 55]
    assert max(st.legal_actions()) == BID + 100
    with pytest.raises(IllegalActionError):
        st.play("bid 45")
    st.play("bid 60")
    before = st.observation(1)
    with pytest.raises(IllegalActionError) as err:
        st.play("bid 60")
    assert "65" in err.value.args[0] or "65" in str(err.value)
    assert st.observation(1) == before
    run(st, ["pass", "bid 65", "pass"])  # seat 3 passes: seat 0 and seat 2 remain
    assert st.current_player() == 0 and st.phase == "bidding"
    run(st, ["pass"])
    assert st.bidder == 2 and st.high == 65 and st.phase == "trump"


def test_nobody_bids_the_dealer_must() -> None:
    st = new()
    run(st, ["pass", "pass", "pass"])
    assert st.current_player() == 3
    assert PASS not in st.legal_actions()
    with pytest.raises(IllegalActionError):
        st.play("pass")
    st.play("bid 50")
    assert st.bidder == 3 and st.phase == "trump"


def test_a_bid_of_100_ends_the_auction() -> None:
    st = new()
    st.play("bid 100")
    assert st.bidder == 0 and st.phase == "trump"


def test_hundred_for_two_made_scores_200() -> None:
    st = new(deals=[order(SUITS4, 36)], variants=["hundred_for_two"])
    assert st.describe_action(BID + 100, "ru") == "100 на 200"
    run(st, ["bid 100", "trump H"])
    play_first(st)
    assert st.scores == [200, 0] and st.is_terminal()


def test_hundred_for_two_lost_costs_100() -> None:
    st = new(deals=[order(SUITS4, 36)], variants=["hundred_for_two"])
    run(st, ["bid 100", "trump C"])  # seat 2 (the partner) takes all: still 100
    play_first(st)
    assert st.scores == [200, 0]
    st = new(deals=[order(SUITS4, 36)], variants=["hundred_for_two"])
    run(st, ["bid 100", "trump S"])  # seat 1 takes everything
    play_first(st)
    assert st.scores == [-100, 100]


def test_a_plain_bid_of_100_scores_100() -> None:
    st = new(deals=[order(SUITS4, 36)])
    run(st, ["bid 100", "trump H"])
    play_first(st)
    assert st.scores == [100, 0]


def test_single_bid_each_speaks_once() -> None:
    st = new(deals=[order(SUITS4, 36)], variants=["single_bid"])
    run(st, ["bid 50", "bid 55", "pass"])
    assert st.current_player() == 3 and PASS in st.legal_actions()
    st.play("pass")
    assert st.bidder == 1 and st.high == 55 and st.phase == "trump"
    st = new(variants=["single_bid"])
    run(st, ["pass", "pass", "pass"])
    assert PASS not in st.legal_actions()  # the dealer is stuck
    st = new(variants=["single_bid"])
    run(st, ["bid 50", "pass", "pass", "pass"])
    assert st.bidder == 0  # seat 0 has no second word


def test_target_300_and_bids_from_60() -> None:
    deals = [order(SUITS4[-k:] + SUITS4[:-k], 36) for k in (0, 1, 2)]
    st = new(deals=deals, preset="to300")
    assert min(a for a in st.legal_actions() if a != PASS) == BID + 60
    for _ in range(3):
        run(st, ["bid 60", *["pass"] * 3, "trump H"])
        play_first(st)
    assert [r["totals"] for r in st.sheet] == [[100, 0], [100, 100], [200, 100]]
    assert not st.is_terminal()
    st = new(deals=[order(SUITS4, 36)], preset="to300")
    st.scores = [250, 0]
    run(st, ["bid 60", *["pass"] * 3, "trump H"])
    play_first(st)
    assert st.is_terminal() and st.winners == [0]


def test_target_500() -> None:
    st = new(deals=[order(SUITS4, 36), order(SUITS4[3:] + SUITS4[:3], 36)], preset="to500")
    st.scores = [350, -480]
    run(st, ["bid 60", *["pass"] * 3, "trump H"])
    play_first(st)
    assert st.scores == [450, -480] and not st.is_terminal()
    st = new(deals=[order(SUITS4, 36)], preset="to500")
    st.scores = [0, -480]
    run(st, ["bid 60", *["pass"] * 3, "trump S"])
    play_first(st)
    assert st.scores == [-60, -380] and not st.is_terminal()


def test_without_partners_each_scores_alone() -> None:
    st = new(deals=[order(SUITS4, 36)], preset="solo")
    assert st.side == [0, 1, 2, 3]
    run(st, ["bid 50", "pass", "pass", "pass", "trump H"])
    play_first(st)
    assert st.scores == [100, 0, 0, 0]
    st = new(deals=[order(SUITS4, 36)], preset="solo")
    run(st, ["bid 50", "pass", "pass", "pass", "trump C"])
    play_first(st)
    assert st.scores == [-50, 0, 100, 0]


def test_two_players() -> None:
    st = new(2, deals=[order(["H", "S"], 36)])
    assert [len(h) for h in st.hands] == [9, 9] and len(st.rest) == 18
    assert st.side == [0, 1] and st.dealer == 1
    assert st.unseen(0) == C.mask_of(st.hands[1] + st.rest)
    run(st, ["bid 50", "pass", "trump H"])
    play_first(st)
    assert st.scores == [50, 0]  # the hearts and spades: 25 + 25


def test_the_kitten() -> None:
    hands = [["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "5H"], "S", "C", "D"]
    deal = order(hands, 40, kitten=["6H", "6S", "6C", "6D"])
    st = new(deals=[deal], variants=["kitten"])
    assert [len(h) for h in st.hands] == [9, 9, 9, 9] and len(st.kitten) == 4
    assert st.unseen(0) & C.mask_of(st.kitten)
    run(st, ["bid 50", "pass", "pass", "pass"])
    assert st.phase == "kitten" and len(st.hands[0]) == 13 and not st.kitten
    assert st.unseen(0) & C.mask_of([C.parse("6S")]) == 0
    run(st, ["discard 6S", "6C", "6D"])
    assert st.describe_move(C.parse("5H") + 3000, 1, "ru") == "сносит карту"
    st.play("discard 5H")  # five points laid away count for nobody
    assert st.phase == "trump" and len(st.hands[0]) == 9
    assert st.unseen(1) & C.mask_of(st.laid) == C.mask_of(st.laid)
    assert st.unseen(0) & C.mask_of(st.laid) == 0
    assert "5H" in st.observation(0)["laid"] and st.observation(1)["laid"] == []
    st.play("trump H")
    play_first(st)
    assert st.scores == [95, 0]


def test_the_kitten_needs_the_sixes() -> None:
    with pytest.raises(RuleError):
        GAME.make_rules(overrides={"kitten": True, "deck": 36})


def test_six_players_three_pairs_with_a_kitten() -> None:
    hands = [["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H"]] + [[] for _ in range(5)]
    rest = [c for c in order([], 52) if C.to_text(c) not in
            {"AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H", "3H"}]
    deal = [C.parse(c) for c in hands[0]] + rest + [C.parse(c) for c in
                                                     ("6H", "5H", "4H", "3H")]
    st = new(6, deals=[deal], preset="six")
    assert st.side == [0, 1, 2, 0, 1, 2]
    assert [len(h) for h in st.hands] == [8] * 6 and len(st.kitten) == 4
    run(st, ["bid 50", *["pass"] * 5, "discard 3H", "4H", "6H", "7H", "trump H"])
    play_first(st)
    assert st.scores == [100, 0, 0]


def test_six_players_need_52_cards() -> None:
    with pytest.raises(RuleError):
        GAME.check_players(6, GAME.make_rules(overrides={"deck": 36}))
    GAME.check_players(6, GAME.make_rules())  # the deck follows the players: 52
    with pytest.raises(RuleError):
        GAME.check_players(4, GAME.make_rules("six"))
    with pytest.raises(RuleError):
        GAME.check_players(5, GAME.make_rules(variants=["kitten"]))
    with pytest.raises(RuleError):
        GAME.check_players(4, GAME.make_rules(overrides={"deck": 52}))


def test_three_and_five_play_each_for_himself() -> None:
    st = new(3)
    assert st.side == [0, 1, 2] and [len(h) for h in st.hands] == [12] * 3
    st = new(5, preset="solo")  # five with partners: the shadow form (test_dvesti_forms)
    assert st.side == list(range(5)) and st.shadow is None and [len(h) for h in st.hands] == [8] * 5
    assert {C.rank_of(c) for h in st.hands for c in h} == {5, 6, 7, 8, 9, 10, 11, 12, 13, 14}


def test_bank_plays_to_500_with_six() -> None:
    rules = GAME.make_rules("bank")
    GAME.check_players(6, rules)
    assert rules.target == 500 and rules.kitten and rules.size(6) == 52  # type: ignore[attr-defined]


def test_first_dealer_and_rematch() -> None:
    st = new(first_dealer=2)
    assert st.dealer == 1 and st.current_player() == 2
    with pytest.raises(RuleError):
        GAME.check_players(2, GAME.make_rules(overrides={"first_dealer": 3}))
    assert GAME.rematch_rules(st) == {"first_dealer": 3}


def test_every_side_sunk_or_the_deal_limit_ends_the_game() -> None:
    st = new(deals=[order(SUITS4, 36)])
    st.scores = [-180, -250]
    run(st, ["bid 50", "pass", "pass", "pass", "trump C"])  # seat 2 takes all
    play_first(st)
    assert st.scores == [-80, -250] and not st.is_terminal()
    st = new(deals=[order(SUITS4, 36)])
    st.scores = [-180, -250]
    run(st, ["bid 50", "pass", "pass", "pass", "trump S"])  # seat 1 takes all
    play_first(st)
    assert st.scores == [-230, -150] and not st.is_terminal()
    st = new(deals=[order(SUITS4, 36)])
    st.scores = [-180, -300]
    run(st, ["bid 50", "pass", "pass", "pass", "trump S"])
    play_first(st)
    assert st.scores == [-230, -200] and st.is_terminal() and st.winners == [1]
    st = new(deals=[order(SUITS4, 36)], max_deals=1)
    run(st, ["bid 50", "pass", "pass", "pass", "trump H"])
    play_first(st)
    assert st.is_terminal() and st.winners == [0]
