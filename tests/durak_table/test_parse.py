"""Item 2: a move can be typed as the list shows it, in either language and order, or
as a bare card when the position gives it one meaning."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.games.durak import actions as A
from koloda.table import Seat

from .helpers import COMPUTER, refused, state, table

BEAT_8S_ON_7S = A.beat(C.parse("8S"), C.parse("7S"))


@pytest.mark.parametrize("text", [
    "beat 8S on 7S", "бью 8♠ на 7♠", "крою 7♠ картой 8♠", "beat 7♠ with 8♠", "8♠ on 7♠",
    "8♠ на 7♠", "бью 8п на 7п", "Крою 7♠ картой 8♠", "cover 7S with 8S",
])
def test_beat_in_both_orders_and_languages(text: str) -> None:
    assert A.parse(text) == BEAT_8S_ON_7S


@pytest.mark.parametrize("text, record", [
    ("хожу 7♦", "attack 7D"), ("lead 7♦", "attack 7D"), ("подкидываю 7♦", "attack 7D"),
    ("throw in 7♦", "attack 7D"), ("добавляю 7♦", "attack 7D"), ("add 7♦", "attack 7D"),
    ("перевожу картой 7♦", "transfer 7D"), ("transfer with 7♦", "transfer 7D"),
    ("перевожу, показав козырь 7♦", "show 7D"), ("transfer by showing trump 7♦", "show 7D"),
    ("меняю 6♦ на карту из колоды", "swap 6D"), ("swap 6♦ for a stock card", "swap 6D"),
    ("крою 7♠ втёмную картой 9♦", "dark 9D on 7S"),
    ("beat 7♠ face down with 9♦", "dark 9D on 7S"),
    ("крою 8♠ картой №4 из руки", "beat #4 on 8S"),
    ("beat 8♠ with hand card #4", "beat #4 on 8S"),
    ("хожу картой №3 из руки", "attack #3"), ("lead hand card #3", "attack #3"),
    ("подкидываю карту №3 из руки", "attack #3"), ("throw in hand card #3", "attack #3"),
    ("перевожу картой №2 из руки", "transfer #2"), ("transfer with hand card #2", "transfer #2"),
    ("хватит", "done"), ("that's all", "done"), ("не подкидываю", "done"),
    ("no throw-in", "done"), ("не крою", "done"), ("no cover", "done"), ("беру", "take"),
    ("верю", "accept"), ("believe", "accept"), ("не верю", "challenge"),
    ("пас: нет пары для хода", "pass"), ("pass: no pair to lead", "pass"),
    ("хожу с верхней карты колоды", "attack stock"),
    ("lead the top card of the stock", "attack stock"),
])
def test_every_label_form(text: str, record: str) -> None:
    assert A.to_text(A.parse(text)) == record


@pytest.mark.parametrize("bad", ["beat 8S 7S", "крою 7♠ 8♠", "7♠", "крою картой 8♠",
                                 "дай 7♠", "крою 7♠ втёмную картой №2 из руки"])
def test_unclear_phrases_are_refused(bad: str) -> None:
    with pytest.raises(ParseError):
        A.parse(bad)


HANDS = [["7S", "7C", "8H", "9H", "KS", "6D"], ["8S", "9C", "10H", "JH", "QS", "7D"]]


def test_a_bare_card_attacks_throws_in_and_beats() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    st = state(t)
    assert st.text_to_action("7♠") == A.attack(C.parse("7S"))
    t.play(0, "7♠")
    t.play(0, "хватит")
    assert state(t).text_to_action("8S") == A.beat(C.parse("8S"), C.parse("7S"))
    t.play(1, "8♠")
    assert state(t).text_to_action("8♥") == A.attack(C.parse("8H"))  # throw in


def test_a_bare_card_that_beats_two_cards_is_refused_with_both_named() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "7♣")
    ru, en = refused(t, 1, "7♦")
    assert ru == ("«7♦»: 7♦ бьёт и 7♠, и 7♣; напишите «крою 7♠ картой 7♦» или "
                  "«крою 7♣ картой 7♦»")
    assert en == "'7♦': 7♦ can beat 7♠ or 7♣; write 'beat 7♠ with 7♦' or 'beat 7♣ with 7♦'"
    t.play(1, "7♦ на 7♣")
    assert t.log_lines(0, "ru")[-1] == "Игрок 2: крою 7♣ картой 7♦"


def test_a_bare_card_that_could_transfer_or_beat_is_refused() -> None:
    t = table(HANDS, "AD", base="perevodnoy", seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "хватит")
    ru, en = refused(t, 1, "7♦")
    assert ru == ("«7♦» сейчас можно понять по-разному; напишите «крою 7♠ картой 7♦» или "
                  "«перевожу картой 7♦»")
    assert en == ("'7♦' has more than one meaning now; write 'beat 7♠ with 7♦' or "
                  "'transfer with 7♦'")


def test_a_bare_card_that_fits_nothing_gets_its_reason() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "7♣")
    ru, en = refused(t, 1, "10♥")
    assert ru.startswith("«10♥»: 10♥ не бьёт ни одну открытую карту на столе; можно: ")
    assert en.startswith("'10♥': 10♥ beats no open card on the table; legal: ")
    ru, en = refused(t, 1, "К♥")
    assert ru.startswith("«К♥»: у вас нет К♥; можно: ")
    assert en.startswith("'К♥': you have no K♥; legal: ")


def test_pass_declines_a_throw_in_and_labels_type_back() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "хватит")
    t.play(1, "8♠")
    assert state(t).text_to_action("пас") == A.DONE
    assert state(t).text_to_action("Pass") == A.DONE
    assert state(t).text_to_action("pass") == A.PASS  # a record's form stays exact
    for action, label in t.legal_moves(0, "ru") + t.legal_moves(0, "en"):
        assert state(t).text_to_action(label) == action


def test_reverse_bare_slot() -> None:
    t = table(HANDS, "AD", reverse=True, seats=[Seat(), COMPUTER])
    assert state(t).text_to_action("№2") == A.attack_slot(1)
    assert state(t).text_to_action("#6") == A.attack_slot(5)
