"""Rummy to 40 on rigged deals: every rule and option with exact outcomes. Three
players, seat 2 deals, so seat 0 moves first (see :mod:`tests.rummy40.rig`)."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, RuleError
from koloda.engine.game import get_game
from koloda.games.rummy40 import logic as L
from koloda.games.rummy40.state import Phase
from tests.rummy40.rig import OUT, P1, P2, deal, hand, legal, order_for


def pts(text: str) -> int:
    return L.meld_action_points(L.parse_meld(text.split(), text))


def test_meld_points_aces_pictures_and_jokers() -> None:
    assert pts("AH 2H 3H") == 6          # the ace below the two is 1
    assert pts("QH KH AH") == 31         # above the king, 11
    assert pts("AS AC AD") == 33         # a set of aces: 11 each
    assert pts("9H *10 JH") == 29        # the joker counts as the ten it stands for
    assert pts("7S 7H *") == 21
    assert pts("10S JS QS KS") == 40
    with pytest.raises(ValueError):
        L.parse_meld(["KH", "AH", "2H"], "KH AH 2H")  # no turning the corner


def test_penalties_ace_11_joker_20_pictures_10() -> None:
    assert L.hand_penalty(C.mask_of(C.parse(t) for t in P1)) == 99
    assert L.hand_penalty(C.mask_of(C.parse(t) for t in P2)) == 113


def test_the_deal_13_each_left_of_the_dealer_starts_from_the_stock() -> None:
    st = deal([OUT, P1, P2], stock=["7H", "8H"])
    assert [h.bit_count() for h in st.hands] == [13, 13, 13]
    assert hand(st, 0) == set(OUT) and hand(st, 1) == set(P1)
    assert len(st.stock) == 54 - 39 and st.turn == 0
    assert legal(st) == {"draw stock"}  # no discard yet
    st.play("draw stock")
    assert "7H" in hand(st, 0)


def test_going_out_by_melding_every_card_ends_the_deal_with_penalties() -> None:
    st = deal([OUT, P1, P2], stock=["7H"])
    st.play("draw stock")
    st.play("meld 2H 3H 4H 5H")  # 14: short of 40, the meld lies apart
    assert st.pending and not st.opened[0]
    assert "discard 7H" not in legal(st) and "take back" in legal(st)
    st.play("meld 7S 7C 7D 7H")  # 14 + 28 = 42: opened
    assert st.opened[0] and not st.pending and len(st.melds) == 2
    # the last card may not be discarded: leaving AD alone is refused
    assert "meld 9D 10D JD QD KD" not in legal(st)
    st.play("meld 9D 10D JD QD KD AD")
    assert st.phase == Phase.OVER
    assert st.deal_points == [[0, 99, 113]] and st.deal_out == [0]
    assert st.winners == [0] and st.returns() == [1.0, 0.0, -1.0]


def test_discard_out_lets_the_last_card_go_to_the_discards() -> None:
    st = deal([OUT, P1, P2], stock=["7H"], variants=("discard_out",))
    st.play("draw stock")
    st.play("meld 2H 3H 4H 5H")
    st.play("meld 7S 7C 7D 7H")
    st.play("meld 9D 10D JD QD KD")  # leaves AD
    assert legal(st) >= {"discard AD"}
    st.play("discard AD")
    assert st.phase == Phase.OVER and st.deal_out == [0]


def test_short_lay_down_is_taken_back_and_no_more_melds_that_turn() -> None:
    st = deal([OUT, P1, P2], stock=["8H"])
    st.play("draw stock")
    st.play("meld 2H 3H 4H 5H")
    with pytest.raises(IllegalActionError):
        st.play("discard 8H")
    st.play("take back")
    assert not st.pending and hand(st, 0) >= {"2H", "3H", "4H", "5H"}
    assert not any(t.startswith("meld") for t in legal(st))
    # the cards were on the table: everyone knows they are back in the hand
    assert set(st.observation(1)["known"][0]) == {"2H", "3H", "4H", "5H"}
    st.play("discard 8H")
    assert st.turn == 1


def test_single_opening_needs_one_meld_of_40() -> None:
    hand0 = ["10H", "JH", "QH", "KH", "QS", "KS", "AS", "3D", "5D", "7D", "9D", "2H",
             "4H"]
    p1 = ["AC", "KD", "QC", "JS", "10S", "9S", "8C", "6C", "5S", "4C", "3S", "2C", "7H"]
    st = deal([hand0, p1, P2], stock=["9H"], variants=("single_opening",))
    st.play("draw stock")
    assert "meld QS KS AS" not in legal(st)  # 31 alone is short
    assert "meld 10H JH QH KH" in legal(st)
    st.play("meld 9H 10H JH QH KH")
    assert st.opened[0] and st.melds[0][0] == 0
    st2 = deal([hand0, p1, P2], stock=["9H"])
    st2.play("draw stock")
    assert "meld QS KS AS" in legal(st2)  # counted with the turn's other melds


JOKER_HAND = ["9H", "JH", "BJ", "7S", "7C", "7D", "2S", "4S", "6S", "8S", "3D", "5D",
              "KD"]
SWAPPER = ["KS", "KC", "KH", "4C", "5C", "6C", "10H", "3C", "9C", "AS", "3H", "5H",
           "QH"]
OTHER = ["RJ", "2D", "4D", "6D", "8D", "AD", "10S", "QS", "JC", "QC", "AH", "8C", "2H"]


def _joker_opened() -> tuple[object, object]:
    st = deal([JOKER_HAND, SWAPPER, OTHER], stock=["9D", "10D", "JD"])
    st.play("draw stock")
    assert "meld 9H *10 JH" in legal(st)
    st.play("meld 9H *10 JH")  # 29, pending
    st.play("meld 7S 7C 7D")   # 50: opened
    assert st.opened[0]
    st.play("discard KD")
    return st, None


def test_a_joker_stands_for_the_card_and_an_opened_player_swaps_it() -> None:
    st, _ = _joker_opened()
    assert st.turn == 1
    st.play("draw stock")
    assert "swap 10H on 1" not in legal(st)  # not opened yet
    with pytest.raises(IllegalActionError, match="40"):
        st.play("swap 10H on 1")
    st.play("meld KS KC KH")
    st.play("meld 4C 5C 6C")  # 45: opened
    assert "swap 10H on 1" in legal(st)  # another player's meld: allowed
    st.play("swap 10H on 1")
    assert "BJ" in hand(st, 1) and "10H" not in hand(st, 1)
    owner, _kind, _, low, cards = st.melds[0]
    assert owner == 0 and [C.to_text(c) for c in cards] == ["9H", "10H", "JH"] and low == 9
    assert st.observation(0)["known"][1] == ["BJ"]  # all saw the joker go to his hand


def test_lay_off_own_melds_only_by_default() -> None:
    st, _ = _joker_opened()
    st.play("draw stock")  # seat 1 draws 10D
    st.play("meld KS KC KH")
    st.play("meld 4C 5C 6C")
    assert "lay QH on 1" not in legal(st)  # seat 0's run: not his
    assert "lay 3C on 4" in legal(st)      # his own run 4C 5C 6C
    st.play("lay 3C on 4")
    assert [C.to_text(c) for c in st.melds[3][4]] == ["3C", "4C", "5C", "6C"]


def test_lay_off_any_lets_cards_go_on_others_melds() -> None:
    st = deal([JOKER_HAND, SWAPPER, OTHER], stock=["9D", "10D", "JD"],
              variants=("lay_off_any",))
    st.play("draw stock")
    st.play("meld 9H *10 JH")
    st.play("meld 7S 7C 7D")
    st.play("discard KD")
    st.play("draw stock")
    st.play("meld KS KC KH")
    st.play("meld 4C 5C 6C")
    assert "lay QH on 1" in legal(st)
    st.play("lay QH on 1")
    assert [C.to_text(c) for c in st.melds[0][4]] == ["9H", "BJ", "JH", "QH"]


def test_a_joker_laid_on_a_run_names_its_end() -> None:
    st, _ = _joker_opened()
    st.play("draw stock")
    st.play("meld KS KC KH")
    st.play("meld 4C 5C 6C")
    st.play("swap 10H on 1")  # seat 1 now holds the joker
    assert {"lay *3 on 4", "lay *7 on 4"} <= legal(st)
    low = st.clone()
    low.play("lay *3 on 4")
    assert low.melds[3][3] == 3 and C.is_joker(low.melds[3][4][0])
    st.play("lay *7 on 4")
    assert st.melds[3][3] == 4 and C.is_joker(st.melds[3][4][-1])
    assert st.observation(2)["melds"][3]["stands"] == [None, None, None, "7"]
    assert L.meld_points(st.melds[3]) == 22


def test_taken_discard_is_known_and_cannot_go_back_the_same_turn() -> None:
    st = deal([OUT, P1, P2], stock=["8H"])
    st.play("draw stock")
    st.play("discard 8H")
    st.play("draw pile")
    assert "8H" in hand(st, 1)
    assert st.observation(0)["known"][1] == ["8H"]
    assert "discard 8H" not in legal(st)
    with pytest.raises(IllegalActionError, match="this turn"):
        st.play("discard 8H")


def test_the_stock_is_made_again_from_the_shuffled_discards() -> None:
    st = deal([OUT, P1, P2], stock=[])
    while st.stock:
        st.play("draw stock")
        st.apply(max(a for a in st.legal_actions() if L.DISCARD <= a < L.LAY))
    pile = st.pile[:]
    assert len(pile) == 15 and st.turns == 15
    st.forced = [pile[::-1]]  # the rebuilt stock's order: the reversed pile
    st.play("draw stock")
    assert st.rebuilt == 1 and not st.pile and len(st.stock) == 14
    assert st.hands[st.turn] >> pile[-1] & 1
    assert st.restock == C.mask_of(pile)


def test_the_round_limit_ends_a_deal_with_nobody_out() -> None:
    st = deal([OUT, P1, P2], stock=[], rules={"rounds": 5})
    while st.phase == Phase.PLAY:
        st.play("draw stock")
        st.apply(max(a for a in st.legal_actions() if L.DISCARD <= a < L.LAY))
    assert st.deal_out == [-1] and st.turns == 15
    assert st.deal_points[0] == [L.hand_penalty(h) for h in st.hands]
    assert all(p > 0 for p in st.deal_points[0])


def test_deals_pass_left_and_the_lowest_total_wins() -> None:
    game = get_game("rummy40")
    second = order_for(3, 0, [P1, OUT, P2], ["7H"])
    st = deal([OUT, P1, P2], stock=["7H"], rules={"deals": 2}, more=[second])
    for t in ("draw stock", "meld 2H 3H 4H 5H", "meld 7S 7C 7D 7H",
              "meld 9D 10D JD QD KD AD"):
        st.play(t)
    assert st.phase == Phase.DEAL and st.dealer == 0 and st.scores == [0, 99, 113]
    sv = st.search_values()
    assert sv is not None and sv[0] > sv[1] > sv[2]
    st.apply_chance()
    assert st.turn == 1 and hand(st, 1) == set(OUT)
    for t in ("draw stock", "meld 2H 3H 4H 5H", "meld 7S 7C 7D 7H",
              "meld 9D 10D JD QD KD AD"):
        st.play(t)
    assert st.deal_points == [[0, 99, 113], [99, 0, 113]]
    assert st.scores == [99, 99, 226] and st.phase == Phase.OVER
    assert st.winners == [0, 1] and st.returns() == [1.0, 1.0, -1.0]
    assert st.result()["winner"] is None
    assert game.key == "rummy40"


def test_two_decks_for_five_and_six_and_one_deck_refused_there() -> None:
    game = get_game("rummy40")
    st = game.new_state(5, game.make_rules(), 1)
    st.apply_chance()
    assert len(st.deck) == 108 and sum(h.bit_count() for h in st.hands) == 65
    game.check_players(4, game.make_rules())
    with pytest.raises(RuleError):
        game.check_players(5, game.make_rules(overrides={"decks": 1}))
    with pytest.raises(RuleError):
        game.check_players(2, game.make_rules())


def test_two_decks_a_set_never_repeats_a_suit() -> None:
    hand0 = ["7S", "7S'", "7C", "2D", "4D", "6D", "8D", "10D", "QD", "AS", "3C", "5C",
             "9C"]
    hands = [hand0] + [[] for _ in range(4)]
    deck = [C.to_text(c) for c in C.deck(52, jokers=4, copies=2)]
    left = [t for t in deck if t not in hand0 and t != "7D"]
    for s in range(1, 5):
        hands[s] = left[(s - 1) * 13:s * 13]
    st = deal(hands, stock=["7D"], dealer=4)
    st.play("draw stock")
    assert "meld 7S 7C 7D" in legal(st)
    assert not any(t.count("7S") > 1 for t in legal(st))


def test_the_opening_rule_sets_the_points_needed() -> None:
    st = deal([OUT, P1, P2], stock=["7H"], rules={"opening": 50})
    st.play("draw stock")
    st.play("meld 2H 3H 4H 5H")
    st.play("meld 7S 7C 7D 7H")  # 42 < 50: still apart
    assert not st.opened[0] and len(st.pending) == 2 and not st.melds
    st.play("meld 9D 10D JD QD KD AD")  # 102, and the hand is empty: out
    assert st.opened[0] and st.deal_out == [0]
    st0 = deal([OUT, P1, P2], stock=["7H"], rules={"opening": 0})
    st0.play("draw stock")
    st0.play("meld 2H 3H 4H 5H")  # any meld opens
    assert st0.opened[0] and not st0.pending
