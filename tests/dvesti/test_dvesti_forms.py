"""The five-player game with a shadow partner and the six-player game of three pairs in
turn (text 001, line 98 and the five-player paragraph): rigged deals, exact outcomes."""

from __future__ import annotations

import random

import pytest

from koloda.engine.errors import RuleError
from koloda.engine.game import CHANCE
from tests.dvesti.helpers import GAME, new, order, play_first, run

SUITS8 = ["A{s}", "T{s}", "K{s}", "Q{s}", "J{s}", "9{s}", "8{s}", "7{s}"]
LOW = ["5S", "5H", "5C", "5D", "6S", "6H", "6C", "6D"]


def suit8(s: str) -> list[str]:
    return [c.format(s=s) for c in SUITS8]


def five(hands: list[list[str]]) -> list[int]:
    return order(hands, 40, hand=8)


def test_five_players_sit_as_two_pairs_and_a_shadow() -> None:
    st = new(5, [five([suit8("S"), suit8("C"), suit8("D"), LOW, suit8("H")])])
    assert st.side == [0, 1, 0, 1, 2]
    assert st.shadow == 4
    assert st.dealer == 3  # the last seat that may deal: the shadow never does
    assert st.turn == 0
    assert [len(h) for h in st.hands] == [8] * 5


def test_the_shadows_tricks_count_for_the_auctions_winner() -> None:
    # seat 1 bids, hearts are trump: the shadow holds every heart above the six and
    # takes all eight tricks, for the bidder's pair
    st = new(5, [five([suit8("S"), suit8("C"), suit8("D"), LOW, suit8("H")])])
    run(st, ["bid 50", "pass", "pass", "pass"])
    assert st.bidder == 0
    run(st, ["trump H"])
    assert st.observation(1)["deal_sides"] == [0, 1, 0, 1, 0]
    play_first(st)
    row = st.sheet[0]
    assert row["points"] == [100, 0, 0]
    assert row["made"]
    assert row["deltas"] == [100, 0, 100]  # the shadow shares the made bid
    assert st.scores == [100, 0, 100]


def test_the_shadow_shares_a_failed_bid() -> None:
    # seat 2 (the bidder's opponent) holds every diamond above the six: with diamonds
    # trump seat 2's pair takes every trick and the bidding pair fails
    st = new(5, [five([suit8("S"), suit8("C"), suit8("D"), LOW, suit8("H")])])
    run(st, ["pass", "bid 50", "pass", "pass", "trump D"])
    assert st.bidder == 1
    play_first(st)
    row = st.sheet[0]
    assert row["points"] == [100, 0, 0]
    assert not row["made"]
    assert row["deltas"] == [100, -50, -50]
    assert st.scores == [100, -50, -50]


def test_the_shadow_never_speaks_nor_deals() -> None:
    st = GAME.new_state(5, GAME.make_rules(None, [], {"target": 500}), seed=3)
    rng = random.Random(3)
    dealers = []
    while not st.is_terminal():
        if st.current_player() == CHANCE:
            st.apply_chance()
            dealers.append(st.dealer)
            continue
        if st.phase == "bidding":
            assert st.current_player() != 4
        st.apply(rng.choice(st.legal_actions()))
    assert 4 not in dealers
    assert dealers[:5] == [3, 0, 1, 2, 3]


def test_both_allies_past_the_target_win_together() -> None:
    st = new(5, [five([suit8("S"), suit8("C"), suit8("D"), LOW, suit8("H")])])
    st.scores = [150, 0, 120]
    run(st, ["bid 50", "pass", "pass", "pass", "trump H"])
    play_first(st)
    assert st.is_terminal()
    assert st.winners == [0, 2]
    assert st.returns() == [1.0, 0.0, 1.0, 0.0, 1.0]


def test_the_shadow_cannot_deal_first() -> None:
    with pytest.raises(RuleError):
        GAME.check_players(5, GAME.make_rules(None, [], {"first_dealer": 5}))


# --- three pairs in turn ----------------------------------------------------------------

NINE = ["A{s}", "T{s}", "K{s}", "Q{s}", "J{s}", "9{s}", "8{s}", "7{s}", "5{s}"]


def suit9(s: str) -> list[str]:
    return [c.format(s=s) for c in NINE]


def rigged() -> list[list[int]]:
    hands = [suit9("S"), suit9("C"), suit9("D"), suit9("H")]
    return [order(hands, 36, hand=9) for _ in range(3)]


def test_three_pairs_take_turns() -> None:
    st = new(6, rigged(), preset="turns")
    assert st.side == [0, 1, 2, 0, 1, 2]
    # deal 1: pairs 1 and 2 (seats 1, 2, 4, 5 in the text's numbering) play, 36 cards
    assert st.order == [0, 1, 3, 4]
    assert [len(h) for h in st.hands] == [9, 9, 0, 9, 9, 0]
    assert st.dealer == 4 and st.turn == 0
    # the first seat of the order holds every spade: it bids, names spades, takes all
    run(st, ["bid 50", "pass", "pass", "pass", "trump S"])
    play_first(st)
    assert st.sheet[0]["deltas"] == [100, 0, 0]
    assert st.sheet[0]["playing"] == [0, 1]
    # deal 2: the first pair sits out; the deal passes to the next playing seat
    st.apply_chance()
    assert st.order == [1, 2, 4, 5]
    assert [len(h) for h in st.hands] == [0, 9, 9, 0, 9, 9]
    assert st.dealer == 5 and st.turn == 1
    run(st, ["bid 50", "pass", "pass", "pass", "trump S"])
    play_first(st)
    assert st.sheet[1]["deltas"] == [0, 100, 0]
    assert st.sheet[1]["playing"] == [1, 2]
    # deal 3: the second pair sits out
    st.apply_chance()
    assert st.order == [0, 2, 3, 5]
    assert st.dealer == 0 and st.turn == 2
    assert st.scores == [100, 100, 0]


def test_a_sitting_out_pair_is_shown_so() -> None:
    st = new(6, rigged(), preset="turns")
    pic = GAME.view(st.observation(0), 0, [], "ru")
    out = {s.seat for s in pic.seats if any(b.text == "отдыхает" for b in s.badges)}
    assert out == {2, 5}
    run(st, ["bid 50", "pass", "pass", "pass", "trump S"])
    play_first(st)
    st.apply_chance()
    pic = GAME.view(st.observation(1), 1, [], "en")
    assert pic.sheet is not None
    assert pic.sheet.rows[0][2:] == ("+100 = 100", "+0 = 0", "— 0")


@pytest.mark.parametrize("players,rules", [
    (5, {"rotate": True}), (6, {"rotate": True, "partners": False}),
    (6, {"rotate": True, "deck": 52}),
])
def test_three_pairs_in_turn_refused_where_impossible(players: int,
                                                      rules: dict[str, object]) -> None:
    with pytest.raises(RuleError):
        GAME.check_players(players, GAME.make_rules(None, [], rules))


def test_three_pairs_in_turn_with_the_kitten() -> None:
    st = new(6, (), preset="turns", variants=["kitten"])
    assert [len(h) for h in st.hands] == [9, 9, 0, 9, 9, 0]
    assert len(st.kitten) == 4
