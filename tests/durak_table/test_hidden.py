"""Items 1 and 4: move texts never name a card their reader may not see; believe's
check is told with the card and its outcome."""

from __future__ import annotations

from koloda.table import Seat, Table
from tests.table.drawn import drawn_last

from .helpers import COMPUTER, state, table

HANDS = [["7S", "7C", "8H", "9H", "KS", "6D"], ["8S", "9C", "10H", "JH", "QS", "7D"]]


def _texts(t: Table, viewer: int | None, lang: str, since: int) -> list[str]:
    return t.log_lines(viewer, lang, since=since)


def test_poker_swap_names_no_card_and_tells_the_swapper_his_new_card() -> None:
    t = table(HANDS, "AD", stock=["QH", "KH", "AH"], poker=True, seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "хватит")
    assert ("меняю 9♣ на карту из колоды" in
            [label for _, label in t.legal_moves(1, "ru")])
    start = len(t.log)
    t.play(1, "меняю 9♣ на карту из колоды")
    assert _texts(t, 0, "ru", start) == ["Игрок 2: меняю карту с колодой"]
    assert _texts(t, None, "en", start) == ["Player 2: swap a card with the stock"]
    assert _texts(t, 1, "ru", start) == ["Игрок 2: меняю карту с колодой",
                                         "Из колоды пришла Д♥."]
    assert _texts(t, 1, "en", start) == ["Player 2: swap a card with the stock",
                                         "Drawn from the stock: Q♥."]


def test_reverse_a_wrong_blind_cover_names_cards_only_to_who_sees_them() -> None:
    t = table(HANDS, "AD", reverse=True, seats=[Seat(), COMPUTER])
    start = len(t.log)
    t.play(0, "хожу картой №1 из руки")  # 7♠
    assert _texts(t, 0, "ru", start) == ["Вы: хожу картой №1 из руки — 7♠"]
    assert _texts(t, 1, "en", start) == ["You: attack with hand card #1 — 7♠"]
    start = len(t.log)
    t.play(1, "крою 7♠ картой №3 из руки")  # 10♥ does not beat 7♠
    assert _texts(t, 0, "ru", start) == ["Игрок 2: крою 7♠ картой №3 из руки — 10♥",
                                         "10♥ не бьёт 7♠: Игрок 2 забирает 2 карты."]
    assert _texts(t, 0, "en", start) == ["Player 2: beat 7♠ with hand card #3 — 10♥",
                                         "10♥ does not beat 7♠: Player 2 takes 2 cards."]
    # the defender holds both now, unseen by him: his own log names neither
    assert _texts(t, 1, "ru", start) == ["Игрок 2: крою картой №3 из руки",
                                         "Не бьёт: Игрок 2 забирает 2 карты."]
    assert _texts(t, 1, "en", start) == ["Player 2: cover with hand card #3",
                                         "It does not beat: Player 2 takes 2 cards."]


def test_believe_face_down_cover_is_secret_and_the_check_tells_the_card() -> None:
    t = table(HANDS, "AD", believe=True, seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "хватит")
    start = len(t.log)
    t.play(1, "крою 7♠ втёмную картой Д♠")
    assert _texts(t, 0, "ru", start) == ["Игрок 2: крою 7♠ втёмную"]
    assert _texts(t, None, "en", start) == ["Player 2: beat 7♠ face down"]
    assert _texts(t, 1, "ru", start) == ["Игрок 2: крою 7♠ втёмную картой Д♠"]
    start = len(t.log)
    t.play(0, "не верю")
    assert _texts(t, 0, "ru", start) == ["Вы: не верю", "Д♠ — честно, вы берёте 2 карты."]
    assert _texts(t, 1, "en", start) == ["You: challenge", "Q♠ — honest: you take 2 cards."]
    assert _texts(t, None, "ru", start)[-1] == "Д♠ — честно, вы берёте 2 карты."


def test_believe_a_bluff_costs_the_defender_the_table() -> None:
    t = table(HANDS, "AD", believe=True, seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "7♣")
    t.play(1, "крою 7♣ втёмную картой 10♥")  # a heart does not beat a club
    start = len(t.log)
    t.play(0, "не верю")
    assert _texts(t, 0, "ru", start) == ["Вы: не верю",
                                         "10♥ — обман, Игрок 2 берёт 3 карты."]
    assert _texts(t, 0, "en", start) == ["You: challenge",
                                         "10♥ — a bluff: Player 2 takes 3 cards."]


def test_believe_an_accepted_cover_stays_hidden_in_the_last_bout() -> None:
    t = table(HANDS, "AD", believe=True, seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "хватит")
    t.play(1, "крою 7♠ втёмную картой 9♣")
    t.play(0, "верю")
    t.play(0, "не подкидываю")
    assert t.log_lines(0, "ru")[-2:] == ["Вы: не подкидываю", "Бито."]
    assert state(t).observation(0)["last_bout"] == {
        "pairs": [["7S", "?"]], "defender": 1, "taker": None, "taken": 0}
    assert state(t).observation(1)["last_bout"]["pairs"] == [["7S", "9C"]]
    assert drawn_last(t, 0, "ru") == "Прошлый ход: отбивался Игрок 2 — бито\n  7♠/▒▒\n"
    assert drawn_last(t, 1, "ru") == "Прошлый ход: отбивались вы — бито\n  7♠/9♣\n"
