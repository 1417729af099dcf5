"""Independent audit of «101» on rigged deals (seed 001's «101» article, durak.md).

Seat 0 deals (4 cards + the up-card, which is his move) unless a test says otherwise.
"""

from koloda.engine import cards as C
from koloda.engine.conformance import leaked_cards
from koloda.games.maumau.state import Phase
from tests.maumau.rig import deal, hand, legal, order, top
from tests.maumau_audit.helpers import mask, put, strings

DEALER = ["AS", "AH", "AD", "AC"]
P1 = ["9C", "9D", "10C", "JC", "KC"]
P2 = ["6H", "7H", "8H", "10H", "JH"]


def test_card_values() -> None:
    st = deal("101", [DEALER, P1], up="8S")
    every = ["AS", "10S", "9S", "8S", "7S", "6S", "KS", "QS", "JS"]
    assert st.hand_points(mask(every)) == 11 + 10 + 0 + 8 + 7 + 6 + 4 + 3 + 2
    assert st.hand_points(mask(["QH"])) == 3  # no lone-queen penalty in 101
    assert st.hand_points(mask(["9H", "9S"])) == 0


def test_up_card_six_three_players_next_draws_one_the_one_after_moves() -> None:
    st = deal("101", [DEALER, P1, P2], up="6S", stock=["KH", "QH"])
    assert st.turn == 1 and legal(st) == {"draw"}
    st.play("draw")
    assert hand(st, 1) == set(P1) | {"KH"} and st.turn == 2
    assert legal(st) == {"play 6H"}


def test_up_card_ace_three_players_skips_seat_one_only() -> None:
    st = deal("101", [["KH", "AH", "AD", "AC"], P1, P2], up="AS")
    assert st.turn == 1 and legal(st) == {"pass"}
    st.play("pass")
    assert st.turn == 2 and legal(st) == {"draw"}


def test_seven_played_mid_deal_draws_two() -> None:
    st = deal("101", [DEALER, ["7S", "10C", "JC", "KC", "9D"]], up="8S",
              stock=["6D", "8D", "10D"])
    st.play("play 7S")
    assert st.turn == 0 and legal(st) == {"draw"}
    st.play("draw")
    assert hand(st, 0) == set(DEALER) | {"6D", "8D"} and st.turn == 1


def test_king_of_spades_played_mid_deal_draws_four() -> None:
    st = deal("101", [DEALER, ["KS", "10C", "JC", "KC", "9D"]], up="8S",
              stock=["6D", "8D", "10D", "JD", "QD"])
    st.play("play KS")
    st.play("draw")
    assert hand(st, 0) == set(DEALER) | {"6D", "8D", "10D", "JD"} and st.turn == 1
    assert legal(st) == {"play KC"}  # KC on KS by rank, K♣ plain


def test_nine_may_be_covered_by_a_queen() -> None:
    st = deal("101", [DEALER, ["9S", "QH", "JD", "KD", "7D"]], up="8S")
    st.play("play 9S")
    assert st.turn == 1 and legal(st) == {f"play QH suit {s}" for s in "SCDH"}
    st.play("play QH suit D")
    assert st.turn == 0 and st.named == 2 and legal(st) == {"play AD"}


def test_draw_once_a_fitting_drawn_card_must_be_played() -> None:
    st = deal("101", [DEALER, P1], up="8S", stock=["10S"])
    st.play("draw")
    assert legal(st) == {"play 10S"}


def test_queen_out_takes_twenty_off_an_existing_total() -> None:
    st = deal("101", [DEALER, P1], up="8S")
    st.scores = [30, 50]
    put(st, [["QD"], ["8H", "9H"]], pile=["8S"])
    st.play("play QD suit C")
    assert st.deal_points == [[-20, 8]] and st.scores == [10, 58]


def test_spade_queen_out_takes_forty() -> None:
    st = deal("101", [DEALER, P1], up="8S")
    put(st, [["QS"], ["8H", "9H"]], pile=["8D"])
    st.play("play QS suit C")
    assert st.deal_points == [[-40, 8]]


def test_exact_101_resets_while_another_goes_over_and_loses() -> None:
    st = deal("101", [DEALER, P1, P2], up="8S")
    st.scores = [0, 93, 95]
    put(st, [["8D"], ["8H"], ["10H"]], pile=["8S"])
    st.play("play 8D")
    assert st.deal_points == [[0, 8, 10]] and st.scores == [0, 0, 105]
    assert st.phase == Phase.OVER and st.losers == [2] and st.winners == [0, 1]


def test_two_over_both_lose_and_the_lowest_other_wins() -> None:
    st = deal("101", [DEALER, P1, P2], up="8S")
    st.scores = [60, 95, 98]
    put(st, [["8D"], ["8H"], ["10H"]], pile=["8S"])
    st.play("play 8D")
    assert st.scores == [60, 103, 108] and st.losers == [1, 2] and st.winners == [0]


def test_match_goes_on_below_101() -> None:
    st = deal("101", [DEALER, P1, P2], up="8S")
    st.scores = [60, 92, 90]
    put(st, [["8D"], ["8H"], ["10H"]], pile=["8S"])
    st.play("play 8D")
    assert st.scores == [60, 100, 100] and st.phase == Phase.DEAL and st.leader == 1


def test_three_players_next_deal_dealt_by_the_next_seat() -> None:
    second = order([P2, ["6S", "7S", "8S", "9S"], P1], up="AC", leader=1)
    st = deal("101", [DEALER, P1, P2], up="8S", more=[second])
    put(st, [["8D"], ["8H"], ["10H"]], pile=["8S"])
    st.play("play 8D")
    st.apply_chance()
    assert st.leader == 1 and top(st) == "AC" and hand(st, 1) == {"6S", "7S", "8S", "9S"}
    assert hand(st, 2) == set(P1) and hand(st, 0) == set(P2) and st.turn == 2


def test_observation_hides_hands_and_stock_shows_the_up_card() -> None:
    st = deal("101", [DEALER, P1, P2], up="8S")
    for seat in range(3):
        seen = set(strings(st.observation(seat)))
        assert "8S" in seen
        for other in range(3):
            if other != seat:
                assert not seen & hand(st, other)
        assert not seen & {C.to_text(c) for c in st.stock}
        assert not leaked_cards(st, seat)
    st.play("draw")  # seat 1 draws: his own observation shows the card, no one else's does
    drawn = hand(st, 1) - set(P1)
    assert len(drawn) == 1 and drawn <= set(st.observation(1)["hand"])
    assert not drawn & set(strings(st.observation(0))) and not leaked_cards(st, 2)
