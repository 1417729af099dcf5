"""Item 3: what the log says for each phase, once, with the right word."""

from __future__ import annotations

from koloda.table import Seat, Table

from .helpers import COMPUTER, table

# seat 0 ("Вы") leads with the lowest trump 6♦; trump ♦ (A♦ under the stock)
HANDS = [["7S", "7C", "8H", "9H", "KS", "6D"], ["8S", "9C", "10H", "JH", "QS", "AC"]]


def _table() -> Table:
    return table(HANDS, "AD", seats=[Seat(), COMPUTER])


def test_a_bout_beaten_off_says_bito_once() -> None:
    t = _table()
    for seat, text in [(0, "хожу 7♠"), (0, "7♣"), (1, "8♠"), (1, "9♣"), (0, "8♥"),
                       (1, "10♥"), (0, "не подкидываю")]:
        t.play(seat, text)
    assert t.log_lines(0, "ru") == [
        "Вы: хожу 7♠", "Вы: добавляю 7♣", "Игрок 2: крою 7♠ картой 8♠",
        "Игрок 2: крою 7♣ картой 9♣", "Вы: подкидываю 8♥", "Игрок 2: крою 8♥ картой 10♥",
        "Вы: не подкидываю", "Бито."]
    assert t.log_lines(1, "en") == [
        "You: attack 7♠", "You: add 7♣", "Player 2: beat 7♠ with 8♠",
        "Player 2: beat 7♣ with 9♣", "You: throw in 8♥", "Player 2: beat 8♥ with 10♥",
        "You: no throw-in", "Beaten off."]


def test_closing_the_lead_is_enough_not_bito() -> None:
    t = _table()
    t.play(0, "7♠")
    assert [label for _, label in t.legal_moves(0, "ru")] == ["добавляю 7♣", "хватит"]
    assert [label for _, label in t.legal_moves(0, "en")] == ["add 7♣", "that's all"]
    t.play(0, "хватит")
    assert t.log_lines(None, "ru") == ["Вы: хожу 7♠", "Вы: хватит"]
    assert t.log_lines(None, "en")[-1] == "You: that's all"
    t.play(1, "8♠")
    assert t.log_lines(0, "ru")[-1] == "Игрок 2: крою 7♠ картой 8♠"  # no word yet
    t.play(0, "пас")  # a typed "пас" declines to throw in
    assert t.log_lines(0, "ru")[-2:] == ["Вы: не подкидываю", "Бито."]
    assert t.log_lines(0, "en")[-1] == "Beaten off."


def test_the_last_cover_ends_the_bout_when_nobody_can_throw_in() -> None:
    t = table([["7S", "10C", "QD", "9D", "KS", "6D"], ["8S", "9C", "10H", "JH", "QS", "AC"]],
              "AD", seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    start = len(t.log)
    t.play(1, "8♠")
    assert t.log_lines(0, "ru", since=start) == ["Игрок 2: крою 7♠ картой 8♠", "Бито."]
    assert t.log_lines(0, "en", since=start) == ["Player 2: beat 7♠ with 8♠", "Beaten off."]


def test_a_take_is_told_once_with_the_cards_picked_up() -> None:
    t = _table()
    t.play(0, "7♠")
    t.play(0, "7♣")
    start = len(t.log)
    t.play(1, "беру")
    assert t.log_lines(0, "ru", since=start) == ["Игрок 2: беру", "Игрок 2 забирает 2 карты."]
    assert t.log_lines(0, "en", since=start) == ["Player 2: take", "Player 2 takes 2 cards."]


def test_defender_takes_a_single_card() -> None:
    t = table([["7S", "10C", "QD", "9D", "KS", "6D"], ["8S", "9C", "10H", "JH", "QS", "AC"]],
              "AD", stock=["6H", "6C"], seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(1, "8♠")  # beaten off: seat 1 leads
    start = len(t.log)
    t.play(1, "хожу 9♣")
    t.play(0, "беру")
    assert t.log_lines(0, "ru", since=start) == [
        "Игрок 2: хожу 9♣", "Вы: беру", "Вы забираете 1 карту."]
    assert t.log_lines(0, "en", since=start) == [
        "Player 2: attack 9♣", "You: take", "You take 1 card."]


def test_throw_in_after_take_then_decline() -> None:
    t = table([["7S", "7C", "9H", "9D", "KS", "6D"], ["8S", "9C", "10H", "JH", "QS", "AC"]],
              "AD", seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "хватит")
    start = len(t.log)
    t.play(1, "беру")
    assert [label for _, label in t.legal_moves(0, "ru")] == ["подкидываю 7♣", "не подкидываю"]
    t.play(0, "подкидываю 7♣")
    assert t.log_lines(0, "ru", since=start) == [
        "Игрок 2: беру", "Вы: подкидываю 7♣", "Игрок 2 забирает 2 карты."]


def test_a_transfer_names_the_new_defender() -> None:
    t = table([["7S", "8S", "9S", "10S", "JS", "QS"], ["7H", "8H", "9H", "10H", "JH", "6D"],
               ["7C", "8C", "9C", "10C", "JC", "QC"]], "AD", base="perevodnoy",
              seats=[Seat(), COMPUTER, COMPUTER])
    assert t.to_move() == 1  # the lowest trump leads: seat 1 attacks seat 2
    t.play(1, "7♥")
    start = len(t.log)
    t.play(2, "7♣")
    assert t.log_lines(0, "ru", since=start) == ["Игрок 3: перевожу картой 7♣",
                                                "Теперь отбиваетесь вы."]
    assert t.log_lines(0, "en", since=start) == ["Player 3: transfer with 7♣",
                                                "You defend now."]
    start = len(t.log)
    t.play(0, "7♠")  # and on to seat 1
    assert t.log_lines(0, "ru", since=start) == ["Вы: перевожу картой 7♠",
                                                "Теперь отбивается Игрок 2."]
    assert t.log_lines(0, "en", since=start)[-1] == "Player 2 defends now."
