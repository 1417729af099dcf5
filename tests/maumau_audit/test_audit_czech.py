"""Independent audit of Czech Durak (``czech``) and its seven sub-variants on rigged deals.

Each test states a rule of the binding text (``shared/spec/durak.md``, the Czech section of
seed 004) and checks the exact outcome: who draws how many, who is skipped, the named suit,
the rebuilt stock, the deal's scoring, who leads next and when the match ends.
Positions are either dealt with :func:`tests.maumau.rig.deal` or set by :func:`put` (hands,
pile bottom→top, stock top first) right after a deal.
"""

import random

import pytest

from koloda.engine import cards as C
from koloda.engine.conformance import leaked_cards
from koloda.engine.game import CHANCE, get_game
from koloda.games.maumau.state import Phase
from tests.maumau.rig import deal, hand, legal, order, plays, top
from tests.maumau_audit.helpers import ids, mask, put, strings

HEARTS5 = ["6H", "7H", "8H", "9H", "10H"]
CLUBS5 = ["6C", "7C", "8C", "9C", "10C"]


# --- base game -------------------------------------------------------------------------

def test_queen_named_suit_admits_only_that_suit_or_a_queen() -> None:
    st = deal("czech", [["QS", "9S", "10D", "JD", "KD"], ["9C", "QH", "10S", "6D", "AD"]])
    st.play("play QS suit C")
    assert st.turn == 1 and st.named == 1
    # 10S (the queen's own suit) and any rank match are out; a club or a queen only
    assert legal(st) == {"play 9C"} | {f"play QH suit {s}" for s in "SCDH"}
    st.play("play 9C")
    assert st.named == -1 and legal(st) == {"play 9S"}  # back to suit/rank on 9C


def test_named_suit_forces_drawing_until_that_suit() -> None:
    st = deal("czech", [["QS", "9S", "10D", "JD", "KD"], ["9C", "10C", "JC", "KC", "AC"]],
              stock=["8S", "6H"])
    st.play("play QS suit H")
    assert legal(st) == {"draw"}
    st.play("draw")  # 8S: a spade, but hearts were named
    assert "8S" in hand(st, 1) and legal(st) == {"draw"}
    st.play("draw")
    assert legal(st) == {"play 6H"}


def test_six_three_players_next_draws_two_and_the_one_after_moves() -> None:
    st = deal("czech", [["6S", "9D", "10D", "JD", "KD"], HEARTS5, CLUBS5],
              stock=["AC", "KS", "JS"])
    st.play("play 6S")
    assert st.turn == 1 and legal(st) == {"draw"}
    st.play("draw")
    assert hand(st, 1) == set(HEARTS5) | {"AC", "KS"} and st.turn == 2
    assert legal(st) == {"play 6C"}


def test_seven_penalty_is_one_card_exactly() -> None:
    st = deal("czech", [["7S", "9D", "10D", "JD", "KD"], HEARTS5], stock=["AC", "KS"])
    plays(st, "play 7S", "draw")
    assert hand(st, 1) == set(HEARTS5) | {"AC"} and st.turn == 0
    assert st.stock[-1] == C.parse("KS")


def test_ace_three_players_skips_only_the_next() -> None:
    st = deal("czech", [["AS", "9D", "10D", "JD", "KD"], HEARTS5, ["6C", "7C", "8C", "9C", "AC"]])
    st.play("play AS")
    assert st.turn == 1 and legal(st) == {"pass"}
    st.play("pass")
    assert st.turn == 2 and legal(st) == {"play AC"}
    assert hand(st, 1) == set(HEARTS5)  # a skip draws nothing


def test_rebuild_turns_the_pile_over_except_its_top_and_keeps_order() -> None:
    st = deal("czech", [["9D", "10D", "JD", "KD", "AD"], HEARTS5])
    put(st, [["10H", "JH"], ["10C", "JC"]], pile=["6S", "7S", "8S", "9S"])
    assert legal(st) == {"draw"}
    st.play("draw")  # 6S (the pile's bottom card) is the new stock's top
    assert hand(st, 0) == {"10H", "JH", "6S"} and st.pile == ids(["9S"])
    assert st.stock == ids(["8S", "7S"])  # 7S on top now
    assert legal(st) == {"play 6S"}
    st.play("play 6S")
    st.play("draw")  # seat 1 takes 7S and 8S
    assert hand(st, 1) == {"10C", "JC", "7S", "8S"} and not st.stock
    assert st.pile == ids(["9S", "6S"])


def test_named_suit_survives_a_rebuild_and_a_lone_top_card_is_not_turned() -> None:
    st = deal("czech", [["9D", "10D", "JD", "KD", "AD"], HEARTS5])
    put(st, [["10C", "JC"], ["10D"]], pile=["6S", "7S", "QS"])
    st.named = 3
    plays(st, "draw", "draw")
    assert hand(st, 0) == {"10C", "JC", "6S", "7S"} and st.named == 3
    assert st.pile == ids(["QS"]) and not st.stock
    assert legal(st) == {"pass"}


def test_points_of_every_rank() -> None:
    st = deal("czech", [["9D", "10D", "JD", "KD", "AD"], HEARTS5])
    assert st.hand_points(mask(["6S", "7S", "8S", "9S", "10S"])) == 40
    assert st.hand_points(mask(["JS", "QS", "KS", "AS"])) == 2 + 3 + 4 + 11
    assert st.hand_points(mask(["QS"])) == 20
    assert st.hand_points(mask(["QS", "QH"])) == 6
    assert st.hand_points(mask(["JS"])) == 2 and st.hand_points(mask(["AS"])) == 11


def test_deal_scoring_end_to_end_and_winner_leads_next_deal() -> None:
    second = order([["6S", "7S", "8S", "9S", "10S"], HEARTS5], leader=1)
    st = deal("czech", [["9D", "10D", "JD", "KD", "AD"], HEARTS5], more=[second])
    put(st, [["6H", "QH", "KC", "JD", "AC", "10D"], ["AS"]], pile=["9S"], turn=1)
    st.play("play AS")
    assert st.deal_points == [[6 + 3 + 4 + 2 + 11 + 10, 0]] and st.deal_winners == [1]
    assert st.phase == Phase.DEAL and st.leader == 1
    st.apply_chance()
    assert st.turn == 1 and hand(st, 1) == set(HEARTS5) and not st.pile
    assert len(legal(st)) == 5  # a free lead


@pytest.mark.parametrize("before,over", [(89, False), (90, True)])
def test_match_ends_when_a_total_reaches_target(before: int, over: bool) -> None:
    st = deal("czech", [["9D", "10D", "JD", "KD", "AD"], HEARTS5])
    st.scores = [before, 30]
    put(st, [["10H"], ["AS"]], pile=["9S"], turn=1)
    st.play("play AS")
    assert st.scores == [before + 10, 30]
    assert (st.phase == Phase.OVER) is over
    if over:
        assert st.losers == [0] and st.winners == [1] and st.returns() == [-1.0, 1.0]


def test_three_players_match_end_lowest_total_wins() -> None:
    st = deal("czech", [["9D", "10D", "JD", "KD", "AD"], HEARTS5, CLUBS5])
    st.scores = [95, 40, 30]
    put(st, [["10H"], ["AS"], ["KC", "KD"]], pile=["9S"], turn=1)
    st.play("play AS")
    assert st.scores == [105, 40, 38] and st.is_terminal()
    assert st.losers == [0] and st.winners == [2]


def test_observation_shows_no_other_hand_and_no_stock() -> None:
    st = deal("czech", [["QS", "9S", "10D", "JD", "KD"], ["9C", "QH", "10S", "6D", "AD"],
                        ["6C", "7D", "8D", "9D", "AH"]])
    st.play("play 9S")
    for seat in range(3):
        obs = st.observation(seat)
        seen = set(strings(obs))
        for other in range(3):
            if other != seat:
                assert not seen & hand(st, other)
        assert not seen & {C.to_text(c) for c in st.stock}
        assert "9S" in seen and set(obs["hand"]) == hand(st, seat)
        assert not leaked_cards(st, seat)


def test_playing_requires_a_fitting_card_and_drawing_is_not_free() -> None:
    st = deal("czech", [["9S", "6D", "7D", "8D", "10D"], ["9H", "JC", "KC", "AC", "8C"]])
    st.play("play 9S")
    assert legal(st) == {"play 9H"}


# --- sub-variants ----------------------------------------------------------------------

def test_v1_penalty_still_draws_two_and_a_drawn_fit_must_be_played() -> None:
    st = deal("czech", [["6S", "9D", "10D", "JD", "KD"], HEARTS5], stock=["AC", "KC", "9S"],
              variant="v1")
    plays(st, "play 6S", "draw")
    assert hand(st, 1) == set(HEARTS5) | {"AC", "KC"} and st.turn == 0
    st2 = deal("czech", [["9S", "9D", "10D", "JD", "KD"], ["7H", "8H", "10H", "JC", "KC"]],
               stock=["10S"], variant="v1")
    plays(st2, "play 9S", "draw")
    assert legal(st2) == {"play 10S"}


def test_v2_small_deck_has_no_six_and_three_players_penalties() -> None:
    st = deal("czech", [["7S", "8S", "9D", "10D", "JD"], ["7H", "9H", "10H", "JH", "KH"],
                        ["7C", "8C", "9C", "10C", "JC"]], stock=["AD", "KD", "QD"], variant="v2")
    assert C.parse("6S") not in st.prof.deck and len(st.prof.deck) == 32
    plays(st, "play 7S", "draw")
    assert hand(st, 1) >= {"AD", "KD"} and len(hand(st, 1)) == 7 and st.turn == 2
    plays(st, "play 7C")
    assert st.turn == 0 and legal(st) == {"draw"}
    st.play("draw")
    assert "QD" in hand(st, 0) and len(hand(st, 0)) == 6 and st.turn == 1  # a 7 draws 2
    assert legal(st) == {"play 7H"}  # 7H on 7C by rank; seat 1 holds no club


def test_v2_eight_draws_one_and_skips() -> None:
    st = deal("czech", [["8S", "9D", "10D", "JD", "KD"], ["7H", "9H", "10H", "JH", "KH"]],
              stock=["AC", "KC"], variant="v2")
    plays(st, "play 8S", "draw")
    assert hand(st, 1) == {"7H", "9H", "10H", "JH", "KH", "AC"} and st.turn == 0


def test_v3_up_card_six_hits_the_next_and_up_card_ace_skips_him() -> None:
    st = deal("czech", [["9D", "10D", "QD", "KD", "AD"], ["7H", "9H", "QC", "JH", "10C", "KC"]],
              up="6S", stock=["8C", "8D"], variant="v3")
    assert st.turn == 1 and legal(st) == {"draw"}
    st.play("draw")
    assert {"8C", "8D"} <= hand(st, 1) and st.turn == 0
    st2 = deal("czech", [["9D", "10D", "QD", "KD", "AD"], ["7H", "9H", "QC", "JH", "10C", "KC"]],
               up="AS", variant="v3")
    assert st2.turn == 1 and legal(st2) == {"pass"}
    st2.play("pass")
    assert st2.turn == 0 and legal(st2) == {"play AD"}


def test_v3_jack_names_a_suit_queen_is_plain_and_a_lone_queen_scores_three() -> None:
    st = deal("czech", [["9D", "10D", "QD", "KD", "AD"], ["7H", "9H", "QC", "JH", "10C", "KC"]],
              up="8S", variant="v3")
    st.play("play JH suit D")
    assert st.named == 2 and legal(st) == {"play 9D", "play 10D", "play QD", "play KD",
                                             "play AD"}
    assert st.hand_points(mask(["QD"])) == 3 and st.hand_points(mask(["JD"])) == 20


def test_english_ace_when_followed_does_not_skip_the_next() -> None:
    st = deal("czech", [["AS", "9S", "10D", "JC", "KH"], ["7H", "8C", "9C", "10C", "JD"]],
              variant="english")
    plays(st, "play AS", "play 9S suit C")
    assert st.turn == 1 and not st.pen_skip and legal(st) == {"play 8C", "play 9C", "play 10C"}


def test_english_following_queen_names_a_suit_other_than_the_aces() -> None:
    st = deal("czech", [["AS", "QS", "10D", "JC", "KH"], ["7H", "8C", "9C", "10C", "JD"]],
              variant="english")
    st.play("play AS")
    assert legal(st) == {f"play QS suit {s}" for s in "CDH"}


def test_english_ace_as_last_card_ends_the_deal() -> None:
    st = deal("czech", [["AS", "9S", "10D", "JC", "KH"], ["7H", "8C", "9C", "10C", "JD"]],
              variant="english", target=None)
    put(st, [["AS"], ["7H", "8C"]], pile=["9S"])
    st.play("play AS")
    assert st.is_terminal() and st.deal_points == [[0, 15]]


def test_english_right_taken_with_another_ace_means_following_it() -> None:
    st = deal("czech", [["AS", "9C", "10D", "JC", "KH"], ["AC", "7C", "8H", "8D", "JD"]],
              stock=["9H"], variant="english")
    plays(st, "play AS", "draw", "pass")  # no spade, 9H drawn does not help: right passes on
    assert st.turn == 1 and st.ace_right and not st.pen_skip
    st.play("play AC")  # another ace: seat 1 now follows his own ace
    assert st.turn == 1 and st.mode == 2
    assert legal(st) == {f"play 7C suit {s}" for s in "SDH"}
    st.play("play 7C suit D")
    assert st.named == 2 and st.turn == 0 and legal(st) == {"draw"}  # the 7 still hits


def test_pharaoh_four_cards_two_queens_plain_and_negative_total() -> None:
    st = deal("czech", [["AS", "AH", "AD", "QC"], ["7C", "8C", "9C", "10C"]],
              variant="pharaoh")
    assert st.hand_points(mask(["QC", "QD"])) == 6 and st.hand_points(mask(["QC"])) == 30
    put(st, [["QC"], ["QD", "QH", "9C"]], pile=["9S"])
    st.play("play QC suit H")
    assert st.deal_points == [[-30, 15]] and st.scores == [-30, 15]


def test_pentagon_card_values() -> None:
    st = deal("czech", [["9S", "6S", "QD", "KD", "AD"], ["9H", "10S", "6C", "7H", "8H"]],
              variant="pentagon")
    allspades = ["6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"]
    assert st.hand_points(mask(allspades)) == 10 + 2 + 20 + 4 + 11
    assert st.hand_points(mask(["6S", "7S", "8S", "9S"])) == 0
    assert st.hand_points(mask(["QS"])) == 20


def test_pentagon_no_rank_match_except_on_a_six() -> None:
    st = deal("czech", [["6S", "9S", "QD", "KD", "AD"], ["9H", "10H", "6C", "7H", "8H"]],
              variant="pentagon")
    put(st, [["9S", "KD"], ["9H", "6C", "KS"]], pile=["9D"], stock=["7S"], turn=1)
    assert legal(st) == {"draw"}  # neither 9H nor anything else fits 9D
    put(st, [["9S", "KD"], ["9H", "6C", "KS"]], pile=["6D"], turn=1)
    assert legal(st) == {"play 6C"}  # on a six, a six by rank (9H does not)


def test_pentagon_queen_call_skips_next_three_players() -> None:
    st = deal("czech", [["QD", "9C", "10C", "KD", "AD"], HEARTS5, ["JC", "9S", "7D", "8D", "AC"]],
              variant="pentagon")
    st.play("play QD suit C")
    assert st.turn == 1 and legal(st) == {"pass"}
    st.play("pass")
    assert st.turn == 2 and legal(st) == {"play JC", "play AC"}


def test_crocodile_king_of_hearts_three_players_and_by_rank() -> None:
    st = deal("czech", [["KS", "9D", "10D", "JD", "AD"], ["KH", "9H", "10H", "7C", "8C"],
                        ["6C", "9C", "10C", "JC", "AC"]],
              stock=["2S", "3S", "4S", "5S", "6D", "7D"], variant="crocodile", deck=52)
    st.play("play KS")
    assert legal(st) == {"play KH"}
    st.play("play KH")  # K♥ on K♠ by rank: seat 2 draws 5 and is skipped
    assert st.turn == 2 and legal(st) == {"draw"}
    st.play("draw")
    assert hand(st, 2) >= {"2S", "3S", "4S", "5S", "6D"} and len(hand(st, 2)) == 10
    assert st.turn == 0 and top(st) == "KH"


def test_crocodile_draws_once_then_passes() -> None:
    st = deal("czech", [["9S", "6D", "7D", "8D", "10D"], ["7H", "8H", "10H", "JC", "KC"]],
              stock=["8C", "10S"], variant="crocodile")
    plays(st, "play 9S", "draw")
    assert legal(st) == {"pass"}


def test_penalty_draw_rebuilds_the_stock_midway() -> None:
    st = deal("czech", [["9D", "10D", "JD", "KD", "AD"], HEARTS5])
    put(st, [["6S", "JD"], ["10H", "JH"]], pile=["8S", "9S"], stock=["KC"])
    st.play("play 6S")
    st.play("draw")  # KC from the stock, then 8S from the pile turned over (6S stays)
    assert hand(st, 1) == {"10H", "JH", "KC", "8S"} and st.turn == 0
    assert st.pile == ids(["6S"]) and st.stock == ids(["9S"])


def test_a_sixth_rebuild_still_turns_the_pile_over() -> None:
    st = deal("czech", [["9D", "10D", "JD", "KD", "AD"], HEARTS5])
    put(st, [["10H", "JH"], ["10C", "JC"]], pile=["6S", "7S", "8S", "9S"])
    st.rebuilt = 5  # a long deal: the pile has been turned over five times already
    assert legal(st) == {"draw"}


def test_pentagon_deals_are_won_by_shedding_not_by_the_guard() -> None:
    game = get_game("czech")
    rules = game.make_rules(variants=["pentagon"])
    deals = blocked = 0
    for seed in range(12):
        st = game.new_state(3, rules, seed)
        rng = random.Random(seed)
        while not st.is_terminal():
            if st.current_player() == CHANCE:
                st.apply_chance()
                continue
            legal_now = st.legal_actions()
            st.apply(legal_now[rng.randrange(len(legal_now))])
        res = st.result()
        deals += res["deals"]
        blocked += res["counters"]["blocked_deals"]
    assert blocked * 10 < deals  # with the old guard of 5 turnovers, two deals in three
