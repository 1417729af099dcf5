"""Czech Durak on rigged deals: the base rules and every sub-variant's special cards.

Deals are written per seat with :func:`tests.maumau.rig.deal` (see its module doc for how a
deck order maps to hands, the up-card and the stock). Moves are given as text and checked.
"""

import pytest

from koloda.engine.errors import IllegalActionError
from koloda.games.maumau.state import Phase
from tests.maumau.rig import deal, hand, legal, order, plays, top

SPADES5 = ["6S", "7S", "8S", "9S", "10S"]
HEARTS5 = ["6H", "7H", "8H", "9H", "10H"]


def test_deal_maps_order_to_hands_and_stock() -> None:
    st = deal("czech", [SPADES5, HEARTS5], stock=["JC", "QC"])
    assert hand(st, 0) == set(SPADES5) and hand(st, 1) == set(HEARTS5)
    assert st.turn == 0 and not st.pile and len(st.stock) == 26
    assert [st.stock[-1], st.stock[-2]] == [0x1B, 0x1C]  # JC then QC on top
    assert legal(st) == {f"play {c}" for c in SPADES5}  # a free lead
    assert order([["AS"], ["AH"]], leader=1, deck=36)[:2] == [0x0E, 0x3E]  # seat 0 first


def test_match_by_suit_or_rank_and_illegal_moves() -> None:
    st = deal("czech", [["9S", "6D", "7D", "8D", "10D"], ["9H", "10S", "JC", "KC", "AC"]])
    st.play("play 9S")
    assert legal(st) == {"play 9H", "play 10S"}
    with pytest.raises(IllegalActionError, match="legal: "):
        st.play("play JC")
    with pytest.raises(IllegalActionError):
        st.play("draw")  # no voluntary draw while a card fits


def test_six_next_draws_two_and_misses_turn() -> None:
    st = deal("czech", [["6S", "9D", "10D", "JD", "KD"], [*HEARTS5[1:], "AH"],
                        ["6C", "7C", "8C", "9C", "10C"]], stock=["AC", "KC", "JC"])
    st.play("play 6S")
    assert st.turn == 1 and legal(st) == {"draw"}
    assert "беру 2" in st.describe_action(1, "ru")
    st.play("draw")
    assert {"AC", "KC"} <= hand(st, 1) and len(hand(st, 1)) == 7
    assert st.turn == 2 and legal(st) == {"play 6C"}
    st.play("play 6C")
    assert st.turn == 0 and legal(st) == {"draw"}
    st.play("draw")  # seat 0 takes JC and the next stock card, then seat 1 moves
    assert "JC" in hand(st, 0) and len(hand(st, 0)) == 6 and st.turn == 1


def test_seven_next_draws_one_and_misses_turn() -> None:
    st = deal("czech", [["7S", "9D", "10D", "JD", "KD"], HEARTS5, ["6C", "7C", "8C", "9C", "10C"]],
              stock=["AC", "KC"])
    st.play("play 7S")
    st.play("draw")
    assert hand(st, 1) == set(HEARTS5) | {"AC"} and st.turn == 2
    assert legal(st) == {"play 7C"}


def test_ace_skips_next_and_two_players_move_again() -> None:
    st = deal("czech", [["AS", "9S", "10D", "JD", "KD"], HEARTS5])
    st.play("play AS")
    assert st.turn == 1 and legal(st) == {"pass"}
    assert st.describe_action(0, "en") == "miss the turn"
    st.play("pass")
    assert st.turn == 0 and legal(st) == {"play 9S"}


def test_queen_names_a_suit_and_the_next_must_follow_it() -> None:
    st = deal("czech", [["QS", "9S", "10D", "JD", "KD"], ["7H", "7S", "QD", "9C", "10C"]])
    assert {"play QS suit S", "play QS suit H"} <= legal(st)
    st.play("play QS suit H")
    assert st.named == 3 and st.turn == 1
    assert legal(st) == {"play 7H", "play QD suit S", "play QD suit C", "play QD suit D",
                         "play QD suit H"}
    st.play("Дб масть т")  # Russian spelling: queen of diamonds, names clubs
    assert top(st) == "QD" and st.named == 1
    assert legal(st) == {"draw"}  # seat 0 holds no club and no queen


def test_draw_until_a_card_fits_then_it_must_be_played() -> None:
    st = deal("czech", [["9S", "6D", "7D", "8D", "10D"], ["7H", "8H", "10H", "JC", "KC"]],
              stock=["8C", "10S"])
    st.play("play 9S")
    assert legal(st) == {"draw"}
    st.play("draw")
    assert "8C" in hand(st, 1) and legal(st) == {"draw"}
    st.play("draw")
    assert legal(st) == {"play 10S"}


STOCK_DEAL = [["6S", "7C", "8S", "9S", "10S", "JS", "KS", "AS"],
              ["8H", "9H", "10H", "JH", "KH", "AH", "6H", "7H"],
              ["6C", "8C", "9C", "10C", "JC", "KC", "AC", "7S"],
              ["6D", "7D", "8D", "9D", "10D", "JD", "KD", "AD"]]


def test_stock_is_rebuilt_from_the_pile_except_its_top() -> None:
    st = deal("czech", STOCK_DEAL, stock=["QS", "QC", "QD", "QH"], hand=8)
    plays(st, "play 6S", "draw")
    assert {"QS", "QC"} <= hand(st, 1)
    assert legal(st) == {"play 6C", "play 7S"}
    plays(st, "play 6C", "draw")
    assert {"QD", "QH"} <= hand(st, 3) and not st.stock
    plays(st, "play 7C")
    assert st.pile == [0x06, 0x16, 0x17]
    plays(st, "draw")  # the pile 6S 6C 7C: 7C stays, 6S 6C turn over, 6S is drawn
    assert "6S" in hand(st, 1) and top(st) == "7C" and st.pile == [0x17]
    assert st.stock == [0x16] and st.count[5] == 1 and st.turn == 2


def test_rebuild_cap_stops_turning_the_pile_over() -> None:
    st = deal("czech", STOCK_DEAL, stock=["QS", "QC", "QD", "QH"], hand=8, rebuilds=0)
    plays(st, "play 6S", "draw", "play 6C", "draw", "play 7C", "draw")
    assert "6S" not in hand(st, 1) and len(st.pile) == 3  # no rebuild: nothing drawn
    assert st.turn == 2


def test_blocked_deal_smallest_hand_wins_and_others_score() -> None:
    st = deal("czech", [SPADES5, HEARTS5, ["6C", "7C", "8C", "9C", "10C"]], target=None)
    st.hands = [0, 0, 0]
    st.hands[0] = (1 << 0x39) | (1 << 0x3E)  # 9H AH = 20
    st.hands[1] = 1 << 0x2A                    # 10D = 10
    st.hands[2] = (1 << 0x1D) | (1 << 0x1B)  # KC JC = 6
    st.stock, st.pile = [], [0x08]             # 8S alone on the pile
    assert legal(st) == {"pass"}
    plays(st, "pass", "pass")
    assert st.phase == Phase.PLAY and st.turn == 2
    st.play("pass")
    assert st.is_terminal()
    assert st.deal_points == [[20, 10, 0]] and st.deal_winners == [2]
    assert st.result()["counters"]["blocked_deals"] == 1


def test_scoring_of_the_loser_and_match_end_at_target() -> None:
    st = deal("czech", [["AS", "AH", "AD", "AC"], ["JC", "QD", "KC", "9C"]], hand=4,
              target=None)
    plays(st, "play AS", "pass", "play AH", "pass", "play AD", "pass", "play AC")
    assert st.phase == Phase.OVER
    assert st.deal_points == [[0, 2 + 3 + 4 + 9]]
    assert st.returns() == [1.0, -1.0] and st.result()["winner"] == 0


def test_a_lone_queen_costs_twenty() -> None:
    st = deal("czech", [["10S", "10H", "9D"], ["10C", "9H", "QD"]], hand=3)
    plays(st, "play 10S", "play 10C", "play 10H", "play 9H", "play 9D")
    assert st.deal_points == [[0, 20]] and st.scores == [0, 20]
    assert st.phase == Phase.DEAL and st.leader == 0  # the winner opens the next deal


THREE = [["9S", "9C", "JH"], ["9H", "10C", "JC"], ["9D", "10D", "10H"]]
THREE_MOVES = ("play 9S", "play 9H", "play 9D", "play 9C", "play 10C", "play 10H", "play JH")


def test_three_players_both_losers_score_and_scores_carry_across_deals() -> None:
    again = order(THREE, leader=0)
    st = deal("czech", THREE, more=[again], target=15, hand=3)
    plays(st, *THREE_MOVES)
    assert st.deal_points == [[0, 2, 10]] and st.phase == Phase.DEAL
    st.apply_chance()
    assert st.deal_no == 2 and st.turn == 0 and hand(st, 0) == set(THREE[0])
    plays(st, *THREE_MOVES)
    assert st.scores == [0, 4, 20] and st.is_terminal()
    res = st.result()
    assert res["deals"] == 2 and res["winners"] == [0] and res["losers"] == [2]
    assert st.returns() == [1.0, 0.0, -1.0]
    assert "20" in st.score_sheet("en")


def test_going_out_with_a_six_ends_the_deal_at_once() -> None:
    st = deal("czech", [["AS", "AH", "6H"], ["JC", "KC", "9C"]], hand=3, target=None)
    plays(st, "play AS", "pass", "play AH", "pass", "play 6H")
    assert st.phase == Phase.OVER and hand(st, 1) == {"JC", "KC", "9C"}
    assert st.deal_points == [[0, 15]]


# --- sub-variants ---------------------------------------------------------------------

def test_v1_draw_once_then_pass() -> None:
    st = deal("czech", [["9S", "6D", "7D", "8D", "10D"], ["7H", "8H", "10H", "JC", "KC"]],
              stock=["8C", "10S"], variant="v1")
    st.play("play 9S")
    st.play("draw")
    assert legal(st) == {"pass"}
    st.play("pass")
    assert st.turn == 0 and st.idle == 0
    st2 = deal("czech", [["9S", "6D", "7D", "8D", "10D"], ["7H", "8H", "10H", "JC", "KC"]],
               stock=["10S"], variant="v1")
    plays(st2, "play 9S", "draw")
    assert legal(st2) == {"play 10S"}


def test_v2_small_deck_seven_draws_two_eight_draws_one() -> None:
    hands = [["7S", "8S", "9D", "10D", "JD"], ["7H", "9H", "10H", "JH", "KH"]]
    st = deal("czech", hands, stock=["AC", "KC", "JC"], variant="v2")
    assert len(st.prof.deck) == 32
    plays(st, "play 7S", "draw")
    assert {"AC", "KC"} <= hand(st, 1) and st.turn == 0
    plays(st, "play 8S", "draw")
    assert "JC" in hand(st, 1) and len(hand(st, 1)) == 8 and st.turn == 0


def test_v3_upcard_is_the_leaders_move_and_the_jack_is_wild() -> None:
    st = deal("czech", [["9D", "10D", "QD", "KD", "AD"], ["7H", "9H", "QC", "JH", "10C", "KC"]],
              up="7S", stock=["8C"], variant="v3")
    assert top(st) == "7S" and len(hand(st, 0)) == 5 and len(hand(st, 1)) == 6
    assert st.turn == 1 and legal(st) == {"draw"}  # the up-card 7 hits seat 1
    st.play("draw")
    assert "8C" in hand(st, 1) and st.turn == 0
    assert legal(st) == {"draw"}  # QD is no longer wild on 7S
    st.play("draw")
    st2 = deal("czech", [["9D", "10D", "QD", "KD", "AD"], ["7H", "9H", "QC", "JH", "10C", "KC"]],
               up="8S", variant="v3")
    assert {"play JH suit S", "play JH suit D"} <= legal(st2)
    assert "play QC suit S" not in legal(st2)


def test_v3_a_lone_jack_loses_the_match_at_once() -> None:
    st = deal("czech", [["10H", "10D"], ["9H", "10C", "JD"]], up="9S", variant="v3", hand=3)
    plays(st, "play 9H", "play 10H", "play 10C", "play 10D")
    assert st.phase == Phase.OVER and st.losers == [1] and st.winners == [0]
    assert st.scores == [0, 20]


def test_english_ace_player_adds_a_card_of_its_suit_and_names_another_suit() -> None:
    st = deal("czech", [["AS", "9S", "10D", "JC", "KH"], ["7H", "8C", "9C", "10C", "JD"]],
              variant="english")
    st.play("play AS")
    assert st.turn == 0 and st.mode == 2
    assert legal(st) == {"play 9S suit C", "play 9S suit D", "play 9S suit H"}
    st.play("play 9S suit H")
    assert st.turn == 1 and st.named == 3 and legal(st) == {"play 7H"}


def test_english_ace_without_its_suit_draws_one() -> None:
    st = deal("czech", [["AS", "9C", "10D", "JC", "KH"], ["7H", "8C", "8D", "10C", "JD"]],
              stock=["7S"], variant="english")
    st.play("play AS")
    assert legal(st) == {"draw"}
    st.play("draw")
    assert legal(st) == {"play 7S suit C", "play 7S suit D", "play 7S suit H"}
    st.play("play 7S suit D")
    assert st.turn == 1 and legal(st) == {"draw"}  # the 7 still makes seat 1 draw one
    st.play("draw")
    assert st.turn == 0 and st.named == 2


def test_english_failed_follow_gives_the_next_player_the_right() -> None:
    st = deal("czech", [["AS", "9C", "10D", "JC", "KH"], ["6S", "10S", "AC", "QH", "8D"]],
              stock=["8H"], variant="english")
    plays(st, "play AS", "draw")
    assert legal(st) == {"pass"}
    assert "туза" in st.describe_action(0, "ru")
    st.play("pass")
    assert st.turn == 1 and st.ace_right
    expect = {f"play {c} suit {s}" for c in ("6S", "10S") for s in "CDH"}
    expect |= {"play AC"} | {f"play QH suit {s}" for s in "SCDH"}
    assert legal(st) == expect
    st.play("play 10S suit D")
    assert st.named == 2 and not st.ace_right


def test_pharaoh_out_with_a_queen_takes_thirty_off() -> None:
    st = deal("czech", [["AS", "AH", "AD", "QC"], ["7C", "8C", "9C", "10C"]], variant="pharaoh")
    assert len(hand(st, 0)) == 4
    plays(st, "play AS", "pass", "play AH", "pass", "play AD", "pass", "play QC suit H")
    assert st.deal_points == [[-30, 34]] and st.scores == [-30, 34]


def test_pharaoh_a_lone_queen_costs_thirty() -> None:
    st = deal("czech", [["10S", "10H", "9D"], ["10C", "9H", "QD"]], variant="pharaoh", hand=3)
    plays(st, "play 10S", "play 10C", "play 10H", "play 9H", "play 9D")
    assert st.deal_points == [[0, 30]]


def test_pentagon_suit_only_rank_only_on_a_six() -> None:
    st = deal("czech", [["9S", "6S", "QD", "KD", "AD"], ["9H", "10S", "6C", "7H", "8H"]],
              variant="pentagon")
    st.play("play 9S")
    assert legal(st) == {"play 10S"}  # 9H does not go on 9S by rank
    st2 = deal("czech", [["6S", "6D", "9C", "KD", "AD"], ["9H", "10H", "6C", "7H", "8H"]],
               variant="pentagon")
    plays(st2, "play 6S", "draw")  # seat 1 draws 2, misses the turn
    assert legal(st2) == {"play 6D"}  # a six goes on a six


def test_pentagon_queen_call_skips_the_next_player() -> None:
    st = deal("czech", [["QD", "9C", "10C", "KD", "AD"], ["9H", "10H", "6C", "7H", "8H"]],
              variant="pentagon")
    st.play("play QD suit C")
    assert st.turn == 1 and legal(st) == {"pass"}
    st.play("pass")
    assert st.turn == 0 and legal(st) == {"play 9C", "play 10C"}


def test_pentagon_scoring() -> None:
    st = deal("czech", [["AS", "QS", "QC", "QH"], ["AD", "10D", "9D", "QD"]], hand=4,
              variant="pentagon")
    plays(st, "play AS", "pass", "play QS suit S", "pass", "play QC suit S", "pass",
          "play QH suit H")
    assert st.deal_points == [[0, 11 + 10 + 0 + 20]]


def test_crocodile_king_of_hearts_draws_five_and_skips() -> None:
    st = deal("czech", [["KH", "KS", "9D", "10D", "JD"], ["9H", "10H", "6C", "7C", "8C"]],
              stock=["AC", "JC", "10C", "9C", "8D", "7D"], variant="crocodile")
    st.play("play KH")
    assert legal(st) == {"draw"} and "5" in st.describe_action(1, "en")
    st.play("draw")
    assert len(hand(st, 1)) == 10 and st.turn == 0
    st.play("play KS")
    assert st.turn == 1 and st.pen == 0  # other kings are plain
    st.play("draw")  # seat 1 holds no spade and no king: draw once
    assert "7D" in hand(st, 1) and legal(st) == {"pass"}  # 7D does not fit KS


def test_every_variant_key_sets_its_sub() -> None:
    from koloda.engine.game import get_game

    g = get_game("mau-mau")
    assert g is get_game("чешский") and g.key == "czech"
    for key in ("v1", "v2", "v3", "english", "pharaoh", "pentagon", "crocodile"):
        assert g.make_rules(variants=[key]).sub == key  # type: ignore[attr-defined]


@pytest.mark.parametrize("reading,over", [("lone", False), ("any", True)])
def test_v3_readings_of_left_with_a_jack(reading: str, over: bool) -> None:
    st = deal("czech", [["AH", "AD"], ["JD", "7C", "8C"]], up="AS", variant="v3", hand=3,
              wild_loses=reading)
    plays(st, "pass", "play AH", "pass", "play AD")
    assert st.deal_points == [[0, 17]] and st.is_terminal() is over
    if over:
        assert st.losers == [1] and st.winners == [0]
