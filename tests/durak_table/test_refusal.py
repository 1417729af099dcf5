"""Item 5: one clause why a well-formed move is refused, for each kind of move."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.games.durak import actions as A
from koloda.table import Seat, Table

from .helpers import COMPUTER, refused, state, table

HANDS = [["7S", "7C", "8H", "9H", "KS", "6D"], ["8S", "9C", "10H", "JH", "QS", "7D"]]


def _why(t: Table, text: str) -> tuple[str | None, str | None]:
    st = state(t)
    a = A.parse(text)
    return st.refusal(a, "ru"), st.refusal(a, "en")


def test_lead_and_add() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    assert _why(t, "attack KH") == ("у вас нет К♥", "you have no K♥")
    assert _why(t, "беру") == ("брать может только отбивающийся", "only the defender takes")
    assert _why(t, "done") == ("сначала сделайте ход", "attack first")
    assert _why(t, "не верю") == ("проверять нечего: втёмную никто не крыл",
                                  "there is no face-down cover to check")
    assert _why(t, "transfer 7S") == ("в этой игре не переводят",
                                      "there are no transfers in this game")
    assert _why(t, "swap 7S") == ("в этой игре карты с колодой не меняют",
                                  "there are no stock swaps in this game")
    assert _why(t, "attack stock") == ("в этой игре с колоды не ходят",
                                       "nobody attacks from the stock in this game")
    t.play(0, "7♠")
    assert _why(t, "attack 8H") == ("добавлять к ходу можно только карты того же достоинства",
                                    "you may add only cards of the attack's rank")
    assert refused(t, 0, "8♥") == (
        "«8♥»: добавлять к ходу можно только карты того же достоинства; можно: добавляю 7♣, "
        "хватит", "'8♥': you may add only cards of the attack's rank; legal: add 7♣, that's all")


def test_defence() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "хватит")
    assert _why(t, "beat 9C on 7S") == ("9♣ не бьёт 7♠", "9♣ does not beat 7♠")
    assert _why(t, "beat AS on 7S") == ("у вас нет Т♠", "you have no A♠")
    assert _why(t, "beat 8S on 8H") == ("на столе нет 8♥", "8♥ is not on the table")
    assert _why(t, "attack 8S") == ("вы отбиваетесь: кройте или берите",
                                    "you are defending: beat or take")
    assert _why(t, "done") == ("отбивающийся может только крыть или брать",
                               "the defender may only beat or take")
    assert _why(t, "dark 9C on 7S") == ("в этой игре втёмную не кроют",
                                        "there are no face-down covers in this game")
    t.play(1, "8♠")
    assert _why(t, "beat 8H on 7S") == ("кроет только отбивающийся",
                                        "only the defender covers")


def test_throw_in() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "хватит")
    t.play(1, "8♠")
    assert _why(t, "attack KS") == (
        "подкидывать можно только карты тех же достоинств, что на столе",
        "you may throw in only ranks already on the table")
    assert _why(t, "take") == ("брать может только отбивающийся", "only the defender takes")


def _big_transfer(first_bout_limit: int, lead: list[str], defender: list[str]) -> Table:
    hands = [["8S", "8C", "8H", "9S", "9C", "9H"], lead, defender]
    t = table(hands, "AD", big=True, base="perevodnoy", first_bout_limit=first_bout_limit,
              seats=[Seat(), COMPUTER, COMPUTER])
    assert t.to_move() == 1
    for card in lead:
        if state(t).phase == 1 and t.to_move() == 1:
            t.play(1, card)
    assert t.to_move() == 2
    return t


def test_no_transfer_past_five_before_the_first_discard() -> None:
    t = _big_transfer(5, ["7H", "7D", "7S", "7C", "7H'", "6D"],
                      ["7D'", "10S", "10C", "10H", "JS", "JC"])
    assert len(state(t).att) == 5
    assert _why(t, "transfer 7D'") == ("до первого отбоя в ходе не больше 5 карт",
                                       "at most 5 attack cards before the first discard")


def test_no_transfer_past_six() -> None:
    t = _big_transfer(6, ["7H", "7D", "7S", "7C", "7H'", "7S'"],
                      ["7D'", "10S", "10C", "10H", "JS", "JC"])
    assert len(state(t).att) == 6
    assert _why(t, "transfer 7D'") == ("на столе уже 6 карт",
                                       "the table already holds 6 attack cards")


def test_no_transfer_to_a_short_hand() -> None:
    t = _big_transfer(5, ["7H", "7D", "7S", "KC", "QC", "6D"],
                      ["7D'", "10S", "10C", "10H", "JS", "JC"])
    st = state(t)
    st.hands[0] = C.mask_of(C.parse(x) for x in ("8S", "8C", "8H"))  # surgery: 3 cards
    assert _why(t, "transfer 7D'") == ("у следующего игрока не хватит карт, чтобы отбиться",
                                       "the next player holds too few cards to defend")


def test_transfers() -> None:
    hands = [["7S", "8S", "9S", "10S", "JS", "QS"], ["7H", "8H", "9H", "10H", "JH", "6D"],
             ["7C", "8C", "9C", "10C", "JC", "QC"]]
    t = table(hands, "AD", base="perevodnoy", seats=[Seat(), COMPUTER, COMPUTER])
    t.play(1, "7♥")
    assert _why(t, "transfer 8C") == ("перевести можно только картой того же достоинства",
                                      "you may transfer only with a card of the same rank")
    assert _why(t, "show 7C") == ("перевод показом козыря не разрешён",
                                  "transfer by showing a trump is off")
    t.play(2, "беру")  # now the attacker adds: only the defender transfers
    assert _why(t, "transfer 7S") in (
        ("переводит только отбивающийся", "only the defender transfers"),
        ("у вас нет 7♠", "you have no 7♠"))


def test_no_transfer_after_covering() -> None:
    hands = [["7S", "8S", "9S", "10S", "JS", "QS"], ["7H", "7D", "9H", "10H", "JH", "6D"],
             ["7C", "8H", "9C", "10C", "JC", "QC"]]
    t = table(hands, "AD", base="perevodnoy", seats=[Seat(), COMPUTER, COMPUTER])
    t.play(1, "7♥")
    t.play(1, "7♦")
    t.play(2, "8♥ на 7♥")
    assert _why(t, "transfer 7C") == ("после первой покрытой карты переводить нельзя",
                                      "no transfer once you have covered a card")


@pytest.mark.parametrize("action", [-5, 0xFFFFFF, 256 + 255, 1 << 40, A.BEAT + 255])
def test_odd_ints_never_raise(action: int) -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    assert state(t).refusal(action, "ru") is None or isinstance(
        state(t).refusal(action, "ru"), str)


def test_poker_swaps() -> None:
    t = table(HANDS, "AD", stock=["QH", "KH", "AH"], poker=True, seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "хватит")
    t.play(1, "меняю 9♣ на карту из колоды")
    t.play(1, "меняю 10♥ на карту из колоды")
    assert _why(t, "swap JH") == ("обе замены уже сделаны", "both swaps are used")
    t2 = table(HANDS, "AD", stock=["QH", "KH", "AH"], poker=True, seats=[Seat(), COMPUTER])
    t2.play(0, "7♠")
    t2.play(0, "7♣")
    t2.play(1, "8♠ на 7♠")
    assert _why(t2, "swap JH") == ("менять можно только до первой покрытой карты",
                                   "swaps come before the first cover")


def test_check_comes_first_in_believe() -> None:
    t = table(HANDS, "AD", believe=True, seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "7♣")
    t.play(1, "крою 7♠ втёмную картой 9♣")
    assert _why(t, "attack 8H") == ("сначала ответьте: верю или не верю",
                                    "first believe or challenge the face-down cover")


def test_lead_shapes() -> None:
    t = table(HANDS, "AD", english_g=True, base="simple", seats=[Seat(), COMPUTER])
    assert _why(t, "attack 8H") == ("ходить можно только парой", "you may attack only with a pair")
    t = table(HANDS, "AD", boring=True, seats=[Seat(), COMPUTER])
    assert _why(t, "attack 7S") == ("ходить можно только самой старшей картой",
                                    "you must attack with your highest rank")
