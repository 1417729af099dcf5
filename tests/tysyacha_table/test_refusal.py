"""Item 4: a refused action says why in one clause, for every kind of action."""

from __future__ import annotations

import pytest

from koloda.engine.errors import IllegalActionError
from koloda.games.tysyacha import actions as A
from koloda.table import Table

from .helpers import (
    DEAL_A,
    HANDS_2,
    HANDS_A,
    HANDS_N,
    HANDS_T,
    OPEN_T,
    TALON_2,
    TALON_A,
    TALON_N,
    TALON_T,
    TRICKS_T,
    rig,
    run,
    state,
    table,
)


def why(t: Table, text: str) -> tuple[str, str]:
    """The Russian and English clause of the refusal of ``text`` by the seat to move."""
    with pytest.raises(IllegalActionError) as info:
        t.play(t.to_move(), text)
    ru, en = info.value.ru, info.value.en
    assert ru.startswith(f"«{text}»: ") and "; можно: " in ru
    assert en.startswith(f"'{text}': ") and "; legal: " in en
    return (ru[len(text) + 4:ru.index("; можно: ")],
            en[len(text) + 4:en.index("; legal: ")])


def test_bidding() -> None:
    t = table([rig(HANDS_A, TALON_A)])
    assert why(t, "pass") == ("первая рука обязана заказать 100",
                              "the first hand must bid at least 100")
    assert why(t, "bid 103") == ("ставка должна быть кратна 5",
                                 "a bid must be a multiple of 5")
    assert why(t, "bid 95") == ("нужно заказать не меньше 100",
                                "the bid must be at least 100")
    assert why(t, "bid 165") == ("с вашими марьяжами — не больше 160",
                                 "your marriages allow at most 160")
    assert why(t, "bid 305") == ("больше 300 заказывать нельзя", "no bid above 300")
    assert why(t, "play AS") == ("сейчас идёт торговля: ставка или пас",
                                 "the bidding is on: bid or pass")
    run(t, "bid 100")
    assert why(t, "bid 100") == ("нужно заказать не меньше 105",
                                 "the bid must be at least 105")
    t = table([rig(HANDS_N, TALON_N)])
    assert why(t, "bid 125") == ("больше 120 без марьяжа нельзя",
                                 "no bid above 120 without a marriage")
    t = table([rig(HANDS_A, TALON_A)], no_jumps=True)
    assert why(t, "bid 110") == ("прыжки запрещены: можно только 100",
                                 "no jumps: only 100 is allowed")


def test_giving() -> None:
    t = run(table([rig(HANDS_A, TALON_A)]), "bid 100", "pass", "pass")
    assert why(t, "give KH 0") == ("себе карту не отдают",
                                   "you cannot give a card to yourself")
    assert why(t, "give 9S 1") == ("у вас нет 9♠", "you do not hold 9♠")
    assert why(t, "give AS 3") == ("нет такого игрока", "there is no such player")
    assert why(t, "start") == ("сначала отдайте по карте каждому сопернику",
                               "first give one card to each opponent")
    run(t, "give KH 1")
    assert why(t, "give AS 1") == ("этому игроку карта уже отдана",
                                   "that player already has a card from you")


def test_giving_to_the_seat_on_the_talon() -> None:
    hands = ["AS 10S KS QS AC 10C AD", "9S JS KC QC 9C JC 9D", "JD QD KD 10D 9H JH QH", ""]
    t = run(table([rig(hands, TALON_A, players=4, dealer=3)], players=4, dealer=3),
            "bid 100", "pass", "pass")
    assert why(t, "give KH 3") == ("этот игрок сидит на прикупе",
                                   "that player sits out this deal")


def test_contract() -> None:
    t = run(table([rig(HANDS_A, TALON_A)]), *DEAL_A[:5])
    assert why(t, "raise 100") == ("заказ можно только повысить: больше 100",
                                   "a raise must be above 100")
    assert why(t, "raise 103") == ("заказ должен быть кратен 5",
                                   "a contract must be a multiple of 5")
    assert why(t, "raise 165") == ("с вашими марьяжами — не больше 160",
                                   "your marriages allow at most 160")
    assert why(t, "bid 105") == ("сейчас нужно играть, повысить заказ или расписать",
                                 "now play, raise the contract or concede")
    st = state(t)
    st.on_barrel[1] = True
    assert why(t, "roospis") == ("когда кто-то на бочке, расписывать нельзя",
                                 "no roospis while someone is on the barrel")
    st.on_barrel[1] = False
    st.roospis_count[0] = 3
    t.rules = st.rules = st.rules.build({**st.rules.changed(), "roospis_max_three": True})
    assert why(t, "roospis") == ("больше трёх росписей за игру нельзя",
                                 "at most three roospis per game")


def test_contract_golden_and_dark() -> None:
    t = run(table([rig(HANDS_A, TALON_A)], golden=True), "give KH 1", "give 10H 2")
    assert why(t, "roospis") == ("на золотом коне расписывать нельзя",
                                 "no roospis in the golden round")
    assert why(t, "raise 125") == ("на золотом коне заказ не повышают",
                                   "no raise in the golden round")
    t = run(table([rig(HANDS_A, TALON_A)], dark=True), "dark", "give KH 1", "give 10H 2")
    assert why(t, "roospis") == ("тёмную игру не расписывают",
                                 "a dark game cannot be conceded")
    assert why(t, "raise 125") == ("при игре втёмную заказ не повышают",
                                   "a dark contract cannot be raised")


def test_dark_unblind_and_redeal_phases() -> None:
    t = table([rig(HANDS_A, TALON_A)], dark=True, dark_unblind=True)
    assert why(t, "bid 100") == ("сначала решите: играть втёмную или смотреть карты",
                                 "first decide: play dark or look at the cards")
    run(t, "dark")
    assert why(t, "bid 130") == ("растемняют только ставкой 125", "only a bid of 125 unblinds")
    assert why(t, "play 9S") == ("сейчас можно только растемнить ставкой 125 или пасовать",
                                 "now you may only unblind with 125 or pass")
    hands = ["AS 10S KS QS AC 10C AD", "9S 9C 9D 9H JC QC KC", "JS JD QD KD 10D JH QH"]
    t = table([rig(hands, TALON_A)], redeal_four_nines_hand=True)
    assert why(t, "bid 100") == ("сначала решите, просить ли пересдачу",
                                 "first decide whether to ask for a redeal")


def test_two_players_talon_and_discard() -> None:
    t = run(table([rig(HANDS_2, TALON_2, players=2)], players=2, dealer=1),
            "bid 100", "pass")
    assert why(t, "bid 105") == ("сначала выберите прикуп: take 1 или take 2",
                                 "first choose a talon: take 1 or take 2")
    run(t, "take 1")
    assert why(t, "discard 9S") == ("у вас нет 9♠", "you do not hold 9♠")
    assert why(t, "play AS") == ("сначала сбросьте две карты", "first discard two cards")


def test_play_follow_trump_and_marriages() -> None:
    t = run(table([rig(HANDS_T, TALON_T)]), *OPEN_T)
    assert why(t, "play QH declare") == ("марьяж объявляют после первой взятки",
                                         "a marriage is declared only after your first trick")
    assert why(t, "play 9S") == ("у вас нет 9♠", "you do not hold 9♠")
    assert why(t, "play AS aces") == ("тузовый марьяж в этих правилах не играется",
                                      "the four-aces marriage is not played under these rules")
    assert why(t, "bid 105") == ("сейчас идёт розыгрыш: ходите картой",
                                 "the play is on: play a card")
    run(t, "play AS")
    assert why(t, "play 9C") == ("нужно ходить в масть ♠", "you must follow suit ♠")
    assert why(t, "play QC declare") == ("марьяж объявляют только заходом",
                                         "a marriage is declared only on a lead")
    run(t, *TRICKS_T[1:])
    assert why(t, "play JC") == ("масти ♦ нет — нужно бить козырем ♥",
                                 "you have no ♦: you must trump with ♥")
    run(t, "play JH", "play 9D")  # seat 1 trumps and takes the lead
    assert why(t, "play QC declare") == ("для марьяжа нужны К♣ и Д♣",
                                         "a marriage needs both K♣ and Q♣")
    assert why(t, "play 10S declare") == ("марьяж объявляют королём или дамой",
                                          "a marriage is declared with a king or a queen")


def test_lead_rules() -> None:
    moves = [*OPEN_T, *TRICKS_T, "play JH", "play 9D"]
    t = run(table([rig(HANDS_T, TALON_T)], must_lead_trump=True), *moves)
    assert why(t, "play 10S") == ("первым ходом после взятки нужно ходить с козыря",
                                  "your first lead after taking a trick must be a trump")
    t = run(table([rig(HANDS_T, TALON_T)], no_lead_others_trump=True), *moves)
    assert why(t, "play 10H") == (
        "первым ходом после взятки нельзя ходить с чужого козыря",
        "no leading another player's trump on your first lead after a trick")


def test_four_aces() -> None:
    t = run(table([rig(HANDS_T, TALON_T)], ace_marriage=True), *OPEN_T)
    assert why(t, "play AS aces") == ("тузовый марьяж объявляют после первой взятки",
                                      "four aces are declared only after your first trick")
    assert why(t, "play KH aces") == ("тузовый марьяж объявляют заходом с туза",
                                      "four aces are declared by leading an ace")
    t = run(table([rig(HANDS_A, TALON_A)], ace_marriage=True), *DEAL_A[:9])
    assert why(t, "play AC aces") == ("для тузового марьяжа нужны все четыре туза",
                                      "four aces need all four aces in your hand")


def test_refusal_never_raises_and_is_none_for_legal_moves() -> None:
    t = table([rig(HANDS_A, TALON_A)])
    st = state(t)
    for action in (-5, 10**9, A.GIVE + 3 * 256 + 200, 999, A.TAKE + 7, A.ACES + 999):
        assert st.refusal(action, "ru") is None
    assert all(st.refusal(a, "en") is None for a in st.legal_actions())
    run(t, *DEAL_A)
    st.phase = type(st.phase).OVER
    assert st.refusal(A.PASS, "ru") == "игра окончена"
