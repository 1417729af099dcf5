"""What a move says beyond its card (item 2), and that a drawn card is named to its
drawer only (item 1): penalties, skips, named suits, drawing, the stock turned over, the
nine to cover, the English ace, the end of a deal and of the game, in both languages."""

from koloda.engine import cards as C
from koloda.games.maumau.state import Phase
from tests.maumau.rig import deal
from tests.maumau_table.helpers import last_lines, move, moves, rigged_table

THREE = [["6S", "QS", "9D", "10D", "KD"], ["7S", "8H", "9H", "10H", "AH"],
         ["AS", "6C", "7C", "8C", "9C"]]


def test_penalty_taken_is_the_victims_line_and_only_he_sees_the_cards() -> None:
    table = rigged_table("czech", THREE, stock=["JC", "KC", "10C"])
    table.play(0, "play 6S")
    assert last_lines(table, 1) == ["Игрок 1: кладёт 6♠"]
    table.play(1, "draw")
    assert last_lines(table, 0) == ["Игрок 2: берёт 2 карты и пропускает ход"]
    assert last_lines(table, None) == ["Игрок 2: берёт 2 карты и пропускает ход"]
    # the drawer's own line is in the second person
    assert last_lines(table, 1) == ["Вы берёте 2 карты и пропускаете ход",
                                    "вы взяли В♣ К♣"]
    assert last_lines(table, 1, "en") == ["You draw 2 cards and miss the turn",
                                          "you drew J♣ K♣"]
    assert last_lines(table, 2, "en") == ["Player 2: draws 2 cards and misses the turn"]


def test_skip_and_seven_and_named_suit() -> None:
    table = rigged_table("czech", THREE, stock=["JC", "KC", "10C"])
    for seat, text in ((0, "play 6S"), (1, "draw"), (2, "play AS")):
        table.play(seat, text)
    table.play(0, "pass")
    assert last_lines(table, 2) == ["Игрок 1: пропускает ход"]
    assert last_lines(table, 2, "en") == ["Player 1: misses the turn"]
    table.play(1, "play 7S")
    table.play(2, "draw")
    assert last_lines(table, 0) == ["Игрок 3: берёт 1 карту и пропускает ход"]
    table.play(0, "play QS suit H")
    assert last_lines(table, 1) == ["Игрок 1: кладёт Д♠", "заказана масть: черви"]
    assert last_lines(table, None, "en") == ["Player 1: plays Q♠", "suit named: hearts"]
    # the menu label still names the suit with the card
    assert table.state.describe_action(table.state.text_to_action("play 8H"), "ru") \
        == "кладу 8♥"


def test_drawing_until_a_card_fits_names_the_cards_to_the_drawer_only() -> None:
    st = deal("czech", [["9S", "6D", "7D", "8D", "10D"], ["JC", "KC", "AC", "8C", "10H"]],
              stock=["10C", "7H", "JS"])
    move(st, "play 9S")
    first, second, third = moves(st, "draw", "draw", "draw")
    assert first(1) == ["берёт карту", "вы взяли 10♣"] and first(0) == ["берёт карту"]
    assert first(None, "en") == ["draws a card"]
    assert second(1) == ["берёт ещё карту, всего 2", "вы взяли 7♥"]
    assert second(0, "en") == ["draws another card, 2 in all"]
    assert third(1, "en") == ["draws another card, 3 in all", "you drew J♠"]
    assert move(st, "play JS")(0) == ["кладёт В♠"]


STOCK_DEAL = [["6S", "7C", "8S", "9S", "10S", "JS", "KS", "AS"],
              ["8H", "9H", "10H", "JH", "KH", "AH", "6H", "7H"],
              ["6C", "8C", "9C", "10C", "JC", "KC", "AC", "7S"],
              ["6D", "7D", "8D", "9D", "10D", "JD", "KD", "AD"]]


def test_the_stock_is_turned_over_from_the_pile_not_shuffled() -> None:
    st = deal("czech", STOCK_DEAL, stock=["QS", "QC", "QD", "QH"], hand=8)
    moves(st, "play 6S", "draw", "play 6C", "draw", "play 7C")
    said = move(st, "draw")
    assert said(1) == ["берёт 1 карту и пропускает ход",
                       "колода кончилась: отбой, кроме верхней карты, перевёрнут и стал "
                       "колодой", "вы взяли 6♠"]
    assert said(2, "en") == ["draws 1 card and misses the turn",
                             "the stock ran out: the pile but its top card was turned over "
                             "as the new stock"]


def test_a_penalty_cut_short_when_nothing_is_left_to_draw() -> None:
    st = deal("czech", STOCK_DEAL, stock=["QS", "QC", "QD", "QH"], hand=8, rebuilds=0)
    moves(st, "play 6S", "draw", "play 6C", "draw", "play 7C")
    said = move(st, "draw")
    assert said(1) == ["берёт 1 карту и пропускает ход",
                       "в колоде не хватило карт: взято 0 из 1"]
    assert said(None, "en") == ["draws 1 card and misses the turn",
                                "not enough cards to draw: 0 of 1 taken"]


def test_end_of_a_deal_names_the_winner_points_totals_and_who_leads_next() -> None:
    hands = [["8S", "8H", "8D"], ["10C", "KC", "AC"]]
    st = deal("czech", hands, stock=["9C", "JC"], variant="v1", hand=3)
    said = moves(st, "play 8S", "draw", "pass", "play 8H", "draw", "pass", "play 8D")
    assert said[2](1) == ["пас: взятая карта не подошла"]
    assert said[2](0, "en") == ["passes: the card drawn does not fit"]
    assert said[-1](1) == ["кладёт 8♦", "раздача 1 окончена, победитель раздачи — Игрок 1",
                           "очки за раздачу: Игрок 1 0, Игрок 2 +36",
                           "счёт: Игрок 1 0, Игрок 2 36", "раздача 2, первый ход — Игрок 1"]
    assert said[-1](None, "en") == ["plays 8♦", "deal 1 is over: Player 1 went out",
                                    "points for the deal: Player 1 0, Player 2 +36",
                                    "scores: Player 1 0, Player 2 36",
                                    "deal 2: Player 1 to lead"]


def test_end_of_the_game_names_the_loser_and_the_winner() -> None:
    hands = [["8S", "8H", "8D"], ["10C", "KC", "AC"]]
    st = deal("czech", hands, stock=["9C", "JC"], variant="v1", hand=3, target=30)
    said = moves(st, "play 8S", "draw", "pass", "play 8H", "draw", "pass", "play 8D")[-1]
    assert st.phase == Phase.OVER
    assert said(0)[-2:] == ["30 очков и больше — проигрыш: Игрок 2",
                            "игра окончена, победитель: Игрок 1"]
    assert said(0, "en")[-2:] == ["30 points or more, the game is lost: Player 2",
                                  "the game is over; the winner: Player 1"]


def test_a_lone_queen_and_going_out_with_a_queen_are_told_with_the_points() -> None:
    st = deal("czech", [["8S", "9H", "9D"], ["8H", "9C", "QC"]], hand=3)
    said = moves(st, "play 8S", "play 8H", "play 9H", "play 9C", "play 9D")[-1]
    assert said(0)[2] == "очки за раздачу: Игрок 1 0, Игрок 2 +20 (одна дама)"
    assert said(0, "en")[2] == "points for the deal: Player 1 0, Player 2 +20 (a lone queen)"
    st = deal("czech", [["8S", "8D", "QD"], ["8C", "9D", "KH"]], variant="pharaoh", hand=3)
    said = moves(st, "play 8S", "play 8C", "play 8D", "play 9D", "play QD suit S")[-1]
    assert said(1) == ["кладёт Д♦", "раздача 1 окончена, победитель раздачи — Игрок 1",
                       "очки за раздачу: Игрок 1 −30 (последняя карта — Д♦), Игрок 2 +4",
                       "счёт: Игрок 1 −30, Игрок 2 4", "раздача 2, первый ход — Игрок 1"]
    assert said(1, "en")[2] == "points for the deal: Player 1 −30 (went out with Q♦), Player 2 +4"


def test_a_blocked_deal_and_a_one_deal_game() -> None:
    st = deal("czech", [["6S", "7S", "8S", "9S", "10S"], ["6H", "7H", "8H", "9H", "10H"],
                        ["6C", "7C", "8C", "9C", "10C"]], target=None)
    st.hands = [1 << 0x39 | 1 << 0x3E, 1 << 0x2A, 1 << 0x1D | 1 << 0x1B]  # 9H AH, 10D, KC JC
    st.stock, st.pile = [], [0x08]  # 8S alone on the pile (the rest is out of play)
    said = moves(st, "pass", "pass", "pass")
    assert said[0](0) == ["пас: брать больше нечего"]
    assert said[0](0, "en") == ["passes: nothing left to draw"]
    assert said[-1](0) == ["пас: брать больше нечего",
                           "ходить больше некому: раздача 1 остановлена, победитель раздачи "
                           "(меньше всех очков на руках) — Игрок 3",
                           "очки за раздачу: Игрок 1 +20, Игрок 2 +10, Игрок 3 0",
                           "счёт: Игрок 1 20, Игрок 2 10, Игрок 3 0",
                           "больше всех очков: Игрок 1",
                           "игра окончена, победитель: Игрок 3"]
    assert said[-1](2, "en")[1:] == [
        "nobody can move: deal 1 is stopped; it goes to Player 3 (fewest points in hand)",
        "points for the deal: Player 1 +20, Player 2 +10, Player 3 0",
        "scores: Player 1 20, Player 2 10, Player 3 0", "most points: Player 1",
        "the game is over; the winner: Player 3"]


def test_v3_up_card_is_named_with_the_first_move_and_a_lone_jack_loses() -> None:
    st = deal("czech", [["10H", "10D"], ["9H", "10C", "JD"]], up="9S", variant="v3", hand=3)
    said = moves(st, "play 9H", "play 10H", "play 10C", "play 10D")
    assert said[0](0) == ["кладёт 9♥ (открыта 9♠)"]
    assert said[0](0, "en") == ["plays 9♥ (up-card 9♠)"]
    assert said[1](0) == ["кладёт 10♥"]
    assert said[-1](0)[2:] == ["очки за раздачу: Игрок 1 0, Игрок 2 +20 (один валет)",
                               "счёт: Игрок 1 0, Игрок 2 20",
                               "остался один валет — проигрыш: Игрок 2",
                               "игра окончена, победитель: Игрок 1"]
    assert said[-1](0, "en")[4] == "left with a lone jack, the game is lost: Player 2"


def test_english_ace_follow_and_the_right_passing_on() -> None:
    st = deal("czech", [["AS", "9C", "10D", "JC", "KH"], ["6S", "10S", "AC", "QH", "8D"]],
              stock=["8H"], variant="english")
    ace, drew, gave_up, named = moves(st, "play AS", "draw", "pass", "play 10S suit D")
    assert ace(1) == ["кладёт Т♠", "после туза надо положить ещё карту масти ♠ и заказать "
                                   "масть"]
    assert ace(1, "en") == ["plays A♠", "after the ace, a ♠ must be added and a suit named"]
    assert drew(0) == ["берёт карту", "вы взяли 8♥"] and drew(1) == ["берёт карту"]
    assert gave_up(1) == ["не может продолжить туза, ход переходит",
                          "право положить карту масти туза и заказать масть переходит к "
                          "следующему — Игрок 2"]
    assert gave_up(0, "en") == ["cannot follow the ace; the turn passes",
                                "the right to add a card of the ace's suit and name a suit "
                                "passes to Player 2"]
    assert named(0) == ["кладёт 10♠", "заказана масть: бубны"]


P1 = ["9C", "9D", "10C", "JC", "KC"]  # 16 points


def test_101_up_card_skip_and_the_dealer_of_the_next_deal() -> None:
    st = deal("101", [["AH", "AD", "AC", "8C"], P1], up="AS")
    st.scores = [50, 85]
    said = moves(st, "pass", "play AH", "pass", "play AD", "pass", "play AC", "pass",
                 "play 8C")
    assert said[0](0) == ["пропускает ход (открыта Т♠)"]
    assert said[0](1, "en") == ["misses the turn (up-card A♠)"]
    assert said[2](0) == ["пропускает ход"]
    assert said[-1](1) == ["кладёт 8♣", "раздача 1 окончена, победитель раздачи — Игрок 1",
                           "очки за раздачу: Игрок 1 0, Игрок 2 +16",
                           "ровно 101 — счёт обнулён: Игрок 2",
                           "счёт: Игрок 1 50, Игрок 2 0", "раздача 2, сдающий — Игрок 2"]
    assert said[-1](1, "en")[3:] == ["exactly 101, back to 0: Player 2",
                                     "scores: Player 1 50, Player 2 0",
                                     "deal 2, dealt by Player 2"]


def test_101_over_the_limit_and_the_queen_of_spades_out() -> None:
    st = deal("101", [["AH", "AD", "AC", "QS"], P1], up="AS")
    st.scores = [10, 90]
    said = moves(st, "pass", "play AH", "pass", "play AD", "pass", "play AC", "pass",
                 "play QS suit H")[-1]
    assert said(0) == ["кладёт Д♠", "раздача 1 окончена, победитель раздачи — Игрок 1",
                       "очки за раздачу: Игрок 1 −40 (последняя карта — Д♠), Игрок 2 +16",
                       "счёт: Игрок 1 −30, Игрок 2 106",
                       "перебор (больше 101) — проигрыш: Игрок 2",
                       "игра окончена, победитель: Игрок 1"]
    assert said(0, "en")[4:] == ["over 101, the game is lost: Player 2",
                                 "the game is over; the winner: Player 1"]


def test_101_nine_to_cover_and_a_nine_that_cannot_be_covered() -> None:
    st = deal("101", [["AS", "AH", "AD", "AC"], ["9S", "10H", "JH", "KH", "7D"]], up="8S",
              stock=["7C", "8C", "10S"])
    nine = move(st, "play 9S")
    assert nine(0) == ["кладёт 9♠ (открыта 8♠)",
                       "девятку надо сразу покрыть: нужна масть ♠, девятка или дама"]
    assert nine(0, "en") == ["plays 9♠ (up-card 8♠)",
                             "the nine must be covered at once: play a ♠, a nine or a queen"]
    st = deal("101", [["8D", "10D"], ["8H", "9D", "9H"]], up="8S", hand=3, rebuilds=0)
    moves(st, "play 8H", "play 8D", "play 9D", "play 9H")
    st.pile, st.stock = [*reversed(st.stock), *st.pile], []  # nothing left to draw
    said = move(st, "pass")
    assert said(0)[:3] == ["не может покрыть девятку и остаётся без карт",
                           "раздача 1 окончена, победитель раздачи — Игрок 2",
                           "очки за раздачу: Игрок 1 +10, Игрок 2 0"]
    assert said(0, "en")[0] == "cannot cover the nine and is left with no cards"


def test_no_move_text_names_a_drawn_card_to_another_seat() -> None:
    st = deal("czech", THREE, stock=["JC", "KC", "10C"])
    move(st, "play 6S")
    said = move(st, "draw")
    for viewer in (0, 2, None):
        for lang in ("ru", "en"):
            text = " ".join(said(viewer, lang))
            assert not any(C.show(c, lang) in text for c in (0x1B, 0x1D))
