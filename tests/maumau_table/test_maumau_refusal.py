"""Why a move is refused, in one clause, for each kind of action (item 3)."""

import pytest

from koloda.engine.errors import IllegalActionError
from koloda.games.maumau import actions as A
from koloda.games.maumau.state import ShedState
from tests.maumau.rig import deal
from tests.maumau_table.helpers import rigged_table


def why(st: ShedState, text: str) -> tuple[str | None, str | None]:
    action = st.text_to_action(text)
    assert action not in st.legal_actions()
    return st.refusal(action, "ru"), st.refusal(action, "en")


def base() -> ShedState:
    return deal("czech", [["9S", "6D", "7D", "QD", "10D"], ["9H", "10S", "JC", "KC", "QC"]])


def test_a_card_not_held_a_card_that_does_not_fit_and_the_named_suit() -> None:
    st = base()
    assert why(st, "play AS") == ("у вас нет Т♠", "you do not hold A♠")
    st.play("play 9S")
    assert why(st, "play JC") == ("В♣ не подходит к 9♠: нужна масть ♠, девятка или дама",
                                  "J♣ does not fit 9♠: play a ♠, a nine or a queen")
    st.play("play QC suit H")
    assert why(st, "play 10D") == ("10♦ не подходит: заказаны черви, нужна масть ♥ или дама",
                                   "10♦ does not fit: hearts are named, play a ♥ or a queen")


def test_naming_a_suit_needs_the_wild_card_and_the_wild_card_needs_a_suit() -> None:
    st = base()
    assert why(st, "play 9S suit H") == ("заказать можно только дамой",
                                         "only a queen names a suit")
    assert why(st, "play QD") == ("с Д♦ нужно заказать масть", "Q♦ names a suit: add one")
    v3 = deal("czech", [["10H", "10D", "8C", "8D", "9D"],
                        ["9H", "10C", "JD", "7C", "6D", "AS"]], up="9S", variant="v3")
    assert why(v3, "play 9H suit C") == ("заказать можно только валетом",
                                         "only a jack names a suit")


def test_drawing_and_passing_while_a_card_fits() -> None:
    st = base()
    assert why(st, "draw") == ("брать нельзя: у вас есть подходящая карта",
                               "you cannot draw: you have a card that fits")
    assert why(st, "pass") == ("пасовать нельзя: у вас есть подходящая карта",
                               "you cannot pass: you have a card that fits")


def test_penalties_first() -> None:
    st = deal("czech", [["6S", "6D", "7D", "QD", "10D"], ["9H", "10S", "JC", "KC", "QC"]])
    st.play("play 6S")
    assert why(st, "play 10S") == ("сначала возьмите штрафные карты (2) и пропустите ход",
                                   "first take the penalty: 2 cards and miss the turn")
    assert why(st, "pass")[0] == "сначала возьмите штрафные карты (2) и пропустите ход"
    st = deal("czech", [["AS", "6D", "7D", "QD", "10D"], ["9H", "10S", "JC", "KC", "QC"]])
    st.play("play AS")
    assert why(st, "play 10S") == ("вы пропускаете этот ход (Т♠)", "you miss this turn (A♠)")
    assert why(st, "draw")[0] == "вы пропускаете этот ход (Т♠)"


def test_draw_once_and_an_empty_stock() -> None:
    st = deal("101", [["AS", "AH", "AD", "AC"], ["9D", "10H", "JH", "KH", "7D"]], up="8S",
              stock=["7C"])
    assert why(st, "pass") == ("пасовать нельзя: сначала возьмите карту из колоды",
                               "you cannot pass: draw a card first")
    st.play("draw")
    assert why(st, "draw") == ("вы уже взяли карту: она не подошла, пасуйте",
                               "you have drawn your card: it does not fit, pass")
    assert why(st, "play 7C") == ("7♣ не подходит к 8♠: нужна масть ♠, восьмёрка или дама",
                                  "7♣ does not fit 8♠: play a ♠, an eight or a queen")
    st = deal("czech", [["6S", "7S", "8S", "9S", "10S"], ["6H", "7H", "8H", "9H", "10H"]],
              rebuilds=0)
    st.play("play 6S")
    st.play("draw")
    st.hands[0], st.stock = 1 << 0x3E, []  # seat 0: A♥ only, nothing left to draw
    st.pile = [0x16, 0x06]
    assert why(st, "draw") == ("брать нечего: колода пуста",
                               "there is nothing to draw: the stock is empty")


def test_101_nine_must_be_covered() -> None:
    st = deal("101", [["AS", "AH", "AD", "AC"], ["9S", "10H", "JH", "KH", "7D"]], up="8S",
              stock=["7C", "8C", "10S"])
    st.play("play 9S")
    assert why(st, "play 10H") == ("10♥ не покрывает 9♠: нужна масть ♠, девятка или дама",
                                   "10♥ does not cover 9♠: play a ♠, a nine or a queen")
    assert why(st, "pass") == ("пасовать нельзя: девятку надо покрыть, берите из колоды",
                               "you cannot pass: the nine must be covered, draw")
    st = deal("101", [["AS", "AH", "AD", "AC"], ["9S", "10S", "JH", "KH", "7D"]], up="8S")
    st.play("play 9S")
    assert why(st, "draw") == ("брать нельзя: вам есть чем покрыть девятку",
                               "you cannot draw: you can cover the nine")
    assert why(st, "pass") == ("пасовать нельзя: покройте девятку",
                               "you cannot pass: cover the nine")


def test_english_ace() -> None:
    st = deal("czech", [["AS", "9S", "7D", "QD", "10D"], ["9H", "10S", "JC", "KC", "QC"]],
              variant="english")
    assert why(st, "play 9S suit H") == ("заказать можно только дамой или после туза",
                                         "only a queen names a suit (or a card of the ace's "
                                         "suit after an ace)")
    st.play("play AS")
    assert why(st, "play 7D suit H") == ("после туза нужно положить карту масти ♠ и заказать "
                                         "масть", "after your ace, add a ♠ and name a suit")
    assert why(st, "play 9S") == ("после туза нужно заказать масть (не ♠)",
                                  "after your ace, name a suit with the card (not ♠)")
    assert why(st, "play 9S suit S") == ("заказать нужно другую масть, не ♠",
                                         "name a suit other than ♠")
    assert why(st, "draw") == ("брать нельзя: у вас есть карта масти туза",
                               "you cannot draw: you hold a card of the ace's suit")
    st = deal("czech", [["AS", "9C", "10D", "JC", "KH"], ["6S", "10S", "AC", "QH", "8D"]],
              stock=["8H"], variant="english")
    for text in ("play AS", "draw", "pass"):
        st.play(text)
    assert st.ace_right
    assert why(st, "play 10S") == ("карта масти туза заказывает масть: укажите её (не ♠)",
                                   "a card of the ace's suit names a suit: add one (not ♠)")
    assert why(st, "play 10S suit S") == ("заказать нужно другую масть, не ♠",
                                          "name a suit other than ♠")


def test_odd_ints_and_the_end_of_the_game() -> None:
    st = base()
    for odd in (-1, 2, 255, A.PLAY + 0x0F, A.NAME + 4 * 256, 10**9):
        assert st.refusal(odd, "ru") is None and st.refusal(odd, "en") is None
    assert st.refusal(st.legal_actions()[0], "ru") is None  # a legal move has no refusal
    won = deal("czech", [["8S", "9H", "9D"], ["8H", "9C", "QC"]], hand=3, target=10)
    for text in ("play 8S", "play 8H", "play 9H", "play 9C", "play 9D"):
        won.play(text)
    assert won.is_terminal()
    assert won.refusal(A.PASS, "ru") == "игра окончена"
    assert won.refusal(A.DRAW, "en") == "the game is over"


def test_the_table_says_why_then_what_is_allowed() -> None:
    table = rigged_table("czech", [["9S", "6D", "7D", "8D", "10D"],
                                   ["9H", "10S", "JC", "KC", "AC"]])
    with pytest.raises(IllegalActionError) as err:
        table.play(0, "play AS")
    assert err.value.ru.startswith("«play AS»: у вас нет Т♠; можно: кладу 9♠")
    assert err.value.en.startswith("'play AS': you do not hold A♠; legal: play 9♠")
    table.play(0, "play 9S")
    with pytest.raises(IllegalActionError) as err:
        table.play(1, "Вт")
    assert err.value.ru == ("«Вт»: В♣ не подходит к 9♠: нужна масть ♠, девятка или дама; "
                            "можно: кладу 10♠, кладу 9♥")
