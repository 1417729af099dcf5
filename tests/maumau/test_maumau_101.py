"""«101» on rigged deals: the up-card, every special card, the scoring to 101, the exact-101
reset and the queen bonuses. Two players, seat 0 deals (4 cards + the up-card), seat 1 moves
first after the up-card (see :mod:`tests.maumau.rig` for the deck-order mapping)."""

from koloda.engine.game import get_game
from koloda.games.maumau.state import Phase
from tests.maumau.rig import deal, hand, legal, order, plays, top

P1 = ["9C", "9D", "10C", "JC", "KC"]  # 0 + 0 + 10 + 2 + 4 = 16 points


def test_dealer_gets_four_and_the_up_card_is_his_move() -> None:
    st = deal("101", [["AS", "AH", "AD", "AC"], P1], up="8S", stock=["6H"])
    assert top(st) == "8S" and len(hand(st, 0)) == 4 and len(hand(st, 1)) == 5
    assert st.turn == 1 and legal(st) == {"draw"}
    st.play("draw")  # one card only; 6H does not fit 8S
    assert "6H" in hand(st, 1) and legal(st) == {"pass"}
    st.play("pass")
    assert st.turn == 0


def test_king_of_spades_draws_four_other_kings_plain() -> None:
    st = deal("101", [["AS", "AH", "AD", "AC"], P1], up="KS", stock=["6H", "7H", "8H", "10H"])
    assert legal(st) == {"draw"}
    st.play("draw")
    assert {"6H", "7H", "8H", "10H"} <= hand(st, 1) and st.turn == 0
    st2 = deal("101", [["AS", "AH", "AD", "AC"], ["9D", "10C", "KH", "8H", "7H"]], up="KC")
    assert st2.pen == 0 and legal(st2) == {"play 10C", "play KH"}


def test_seven_draws_two_and_six_draws_one() -> None:
    st = deal("101", [["AS", "AH", "AD", "AC"], P1], up="7H", stock=["6S", "8S"])
    st.play("draw")
    assert {"6S", "8S"} <= hand(st, 1) and st.turn == 0
    st2 = deal("101", [["AS", "AH", "AD", "AC"], P1], up="6H", stock=["6S", "8S"])
    st2.play("draw")
    assert "6S" in hand(st2, 1) and "8S" not in hand(st2, 1) and st2.turn == 0


def test_ace_skips_the_next_player() -> None:
    st = deal("101", [["KH", "AH", "AD", "AC"], P1], up="AS")
    assert legal(st) == {"pass"}
    st.play("pass")
    assert st.turn == 0 and legal(st) == {"play AH", "play AD", "play AC"}


def test_queen_names_a_suit_a_queen_up_card_names_none() -> None:
    st = deal("101", [["AS", "AH", "AD", "AC"], ["QD", "9H", "10C", "JC", "KC"]], up="8H")
    assert {"play QD suit C", "play 9H"} <= legal(st)
    st.play("play QD suit C")
    assert st.named == 1 and legal(st) == {"play AC"}
    st2 = deal("101", [["AS", "AH", "AD", "AC"], ["QD", "9H", "10C", "JC", "KC"]], up="QH")
    assert st2.named == -1 and "play 9H" in legal(st2)


def test_a_nine_must_be_covered_by_its_player_drawing_until_he_can() -> None:
    st = deal("101", [["AS", "AH", "AD", "AC"], ["9S", "10H", "JH", "KH", "7D"]], up="8S",
              stock=["7C", "8C", "10S"])
    st.play("play 9S")
    assert st.turn == 1 and st.mode == 1 and legal(st) == {"draw"}
    plays(st, "draw", "draw")  # more than the one card of the draw-once rule
    assert legal(st) == {"draw"}
    st.play("draw")
    assert legal(st) == {"play 10S"}
    st.play("play 10S")
    assert st.turn == 0 and st.mode == 0


def test_a_nine_up_card_is_covered_by_the_dealer() -> None:
    st = deal("101", [["9H", "AS", "AD", "AC"], P1], up="9S")
    assert st.turn == 0 and legal(st) == {"play 9H", "play AS"}


def test_chained_nines_and_a_nine_as_last_card_must_still_be_covered() -> None:
    st = deal("101", [["8D", "10D"], ["8H", "9D", "9H"]], up="8S", stock=["10H"], hand=3)
    plays(st, "play 8H", "play 8D", "play 9D")
    assert st.turn == 1 and legal(st) == {"play 9H"}
    st.play("play 9H")
    assert not st.hands[1] and st.phase == Phase.PLAY and legal(st) == {"draw"}
    plays(st, "draw", "play 10H")
    assert st.deal_points == [[10, 0]] and st.deal_winners == [1]


def test_scoring_nine_is_zero_and_going_out_with_a_queen_takes_twenty_off() -> None:
    st = deal("101", [["AH", "AD", "AC", "QC"], P1], up="AS")
    plays(st, "pass", "play AH", "pass", "play AD", "pass", "play AC", "pass",
          "play QC suit H")
    assert st.deal_points == [[-20, 16]] and st.scores == [-20, 16]
    assert st.result()["counters"]["out_bonuses"] == 1


def test_going_out_with_the_queen_of_spades_takes_forty_off() -> None:
    st = deal("101", [["AH", "AD", "AC", "QS"], P1], up="AS")
    plays(st, "pass", "play AH", "pass", "play AD", "pass", "play AC", "pass",
          "play QS suit H")
    assert st.deal_points == [[-40, 16]]


def test_exactly_101_resets_to_zero() -> None:
    st = deal("101", [["AH", "AD", "AC", "8C"], P1], up="AS")
    st.scores = [50, 85]
    plays(st, "pass", "play AH", "pass", "play AD", "pass", "play AC", "pass", "play 8C")
    assert st.scores == [50, 0] and st.phase == Phase.DEAL
    assert st.deal_totals == [[50, 0]] and "+16=0" in st.score_sheet("en")
    assert st.result()["counters"]["exact_resets"] == 1
    assert st.leader == 1  # the deal passes to the next seat


def test_over_101_loses_the_match() -> None:
    st = deal("101", [["AH", "AD", "AC", "8C"], P1], up="AS")
    st.scores = [50, 90]
    plays(st, "pass", "play AH", "pass", "play AD", "pass", "play AC", "pass", "play 8C")
    assert st.phase == Phase.OVER and st.scores == [50, 106]
    assert st.losers == [1] and st.winners == [0] and st.returns() == [1.0, -1.0]


def test_next_deal_is_dealt_by_the_next_seat() -> None:
    second = order([["6S", "7S", "8S", "9S", "10S"], ["6H", "7H", "8H", "9H"]], up="JC",
                   leader=1)
    st = deal("101", [["AH", "AD", "AC", "8C"], P1], up="AS", more=[second])
    plays(st, "pass", "play AH", "pass", "play AD", "pass", "play AC", "pass", "play 8C")
    st.apply_chance()
    assert st.leader == 1 and top(st) == "JC" and len(hand(st, 1)) == 4
    assert st.turn == 0 and legal(st) == {"draw"}


def test_aliases_and_players() -> None:
    g = get_game("сто_один")
    assert g.key == "101" and (g.min_players, g.max_players) == (2, 4)
