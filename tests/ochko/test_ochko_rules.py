"""«Очко» on rigged deals: the card values, the stake and its limits, busts and 21s paid at
once, the bank's fixed rule and the settlement, every rule key and preset, the bank
passing, the game's end, and what each seat may see."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, RuleError
from koloda.engine.game import CHANCE, TERMINAL, get_game
from koloda.games.ochko.state import HIT, STAKE, STAND, OchkoState, hand_points

GAME = get_game("ochko")


def cards(text: str) -> list[C.Card]:
    return [C.parse(t) for t in text.split()]


def rig(top: str, bottom: str = "", deck: int = 36) -> list[C.Card]:
    """A deck order: ``top`` cards first (dealt and drawn in that order), ``bottom``
    last (the cut card is the very last), every other card in between."""
    first, last = cards(top), cards(bottom)
    full = C.deck(36) if deck == 36 else C.deck(52, copies=2)
    middle = [c for c in full if c not in first and c not in last]
    return first + middle + last


def new(players: int = 2, orders: Sequence[Sequence[C.Card]] = (),
        preset: str | None = None, **overrides: Any) -> OchkoState:
    rules = GAME.make_rules(preset=preset, overrides=overrides)
    st = GAME.new_state(players, rules, seed=7, deals=[list(d) for d in orders])
    assert isinstance(st, OchkoState)
    if st.current_player() == CHANCE:
        st.apply_chance()
    return st


def test_card_values_of_the_36_card_deck() -> None:
    assert hand_points(cards("AS KS QS JS"), 36, True) == 20
    assert hand_points(cards("10H 9H 8H 7H 6H"), 36, True) == 40
    assert hand_points(cards("AS AH"), 36, True) == 21
    assert hand_points(cards("AS AH"), 36, False) == 22
    assert hand_points(cards("AS AH 6C"), 36, True) == 28  # two aces only as two cards


def test_card_values_of_two_52_card_decks() -> None:
    assert hand_points(cards("AS KS"), 104, True) == 21
    assert hand_points(cards("AS 5S 9D"), 104, True) == 15  # the ace falls back to 1
    assert hand_points(cards("QS JD 2C"), 104, True) == 22
    assert hand_points(cards("AS AS'"), 104, True) == 21
    assert hand_points(cards("AS AS'"), 104, False) == 12


def test_a_punter_stakes_after_his_card_within_the_bank() -> None:
    st = new(orders=[rig("10S 7H")])
    assert st.banker == 0 and st.pot == 5 and st.balance == [15, 20]
    assert st.current_player() == 1
    assert st.hands[1] == cards("10S") and st.hands[0] == cards("7H")
    assert st.legal_actions() == [STAKE + k for k in range(1, 6)]
    with pytest.raises(IllegalActionError):
        st.play("stake 6")  # more than the bank
    st.play("stake 5")
    assert st.legal_actions() == [HIT, STAND]


def test_the_stake_is_limited_by_the_punters_chips_and_the_uncovered_bank() -> None:
    st = new(3, orders=[rig("10S 9S 7H 6C 10D")], chips=3, bank=3)
    assert st.legal_actions() == [STAKE + k for k in range(1, 4)]
    st.play("3")
    st.play("stand")  # 3 chips stay open against the bank's 3: none left for seat 2
    assert st.rows[0] == (0, 23, (-3, 3, 0))  # the bank busts: 7 + 6 + 10
    assert (2, (C.parse("9S"),), "out") in (st.last or [])


def test_a_bust_pays_the_bank_at_once_and_is_shown() -> None:
    st = new(3, orders=[rig("10S 9S 7H KC AD")])
    st.play("stake 2")
    st.play("hit")  # 10 + 4 = 14
    st.play("hit")  # + 11 = 25: bust
    assert st.status[1] == "bust" and st.pot == 7 and st.balance[1] == 18
    assert st.observation(2)["hands"][1] == ["10S", "KC", "AD"]
    assert st.current_player() == 2


def test_twenty_one_is_paid_at_once_and_a_natural_by_natural_pays() -> None:
    st = new(orders=[rig("10S 7H AD")])
    st.play("stake 2")
    st.play("hit")  # 10 + 11 = 21 in two cards
    assert st.rows[0] == (0, None, (-2, 2))  # nobody stood: the bank did not play
    st2 = new(orders=[rig("10S 7H AD")], natural_pays=2)
    st2.play("stake 2")
    st2.play("hit")
    assert st2.rows[0][2] == (-4, 4)
    st3 = new(orders=[rig("9S 7H 8D KC")], natural_pays=2)  # 9 + 8 + 4: three cards
    st3.play("stake 2")
    st3.play("hit")
    st3.play("hit")
    assert st3.rows[0][2] == (-2, 2)


def test_two_aces_win_and_without_the_rule_bust() -> None:
    st = new(orders=[rig("AS 7H AD")])
    st.play("1")
    st.play("hit")
    assert st.rows[0][2] == (-1, 1)
    st2 = new(orders=[rig("AS 7H AD")], two_aces=False)
    st2.play("1")
    st2.play("hit")
    assert st2.rows[0][2] == (1, -1)


def test_the_bank_draws_to_its_rule_and_wins_equal_points() -> None:
    # punter 10 + 9 = 19 stands; the bank 7, draws 6 (13), 6 (19): equal, the bank wins
    st = new(orders=[rig("10S 7H 9D 6C 6D 8S")])
    st.play("3")
    st.play("hit")
    st.play("stand")
    assert st.rows[0] == (0, 19, (3, -3))
    assert st.last is not None and (0, tuple(cards("7H 6C 6D")), "bank") in st.last


def test_the_punter_with_more_points_wins_and_a_busting_bank_pays() -> None:
    st = new(orders=[rig("10S 7H 10D 6C KD")])  # 20 against 7 + 6 + 4 = 17
    st.play("3")
    st.play("hit")
    st.play("stand")
    assert st.rows[0] == (0, 17, (-3, 3))
    st2 = new(orders=[rig("10S 7H 6D 6C AD")])  # 16 against 7 + 6 + 11 = 24
    st2.play("3")
    st2.play("hit")
    st2.play("stand")
    assert st2.rows[0] == (0, 24, (-3, 3))


def test_bank_stands_sets_where_the_bank_stops() -> None:
    st = new(orders=[rig("10S 7H 8D 6C 6D")], bank_stands=13)  # bank 7 + 6 = 13 stops
    st.play("3")
    st.play("hit")
    st.play("stand")
    assert st.rows[0] == (0, 13, (-3, 3))
    assert st.last is not None and (0, tuple(cards("7H 6C")), "bank") in st.last


def test_the_cut_card_is_shown_and_not_dealt() -> None:
    st = new(orders=[rig("10S 7H", bottom="AS")])
    assert st.cut_card == C.parse("AS") and st.observation(1)["cut"] == "AS"
    assert C.parse("AS") not in st.stock
    st2 = new(orders=[rig("10S 7H", bottom="AS")], preset="b")
    assert st2.cut_card is None and st2.stock[-1] == C.parse("AS")


def test_max_draw_limits_the_cards_bought() -> None:
    st = new(orders=[rig("6S 7H 6D 6C")], max_draw=2)
    st.play("1")
    st.play("hit")
    st.play("hit")
    assert st.points(1) == 18 and st.legal_actions() == [STAND]
    with pytest.raises(IllegalActionError):
        st.play("hit")


def test_form_v_stakes_first_then_two_cards_each() -> None:
    deck = rig("9S 7H 8D 6C", deck=104)  # punter 9 8, bank 7 6
    st = new(preset="v", orders=[deck])
    assert st.phase == "stake_all" and st.current_player() == 1 and st.hands == [[], []]
    st.play("stake 4")
    assert st.current_player() == CHANCE
    st.apply_chance()
    assert st.hands[1] == cards("9S 8D") and st.hands[0] == cards("7H 6C")
    assert st.current_player() == 1 and st.legal_actions() == [HIT, STAND]


def test_form_v_bank_natural_takes_every_stake_and_punter_natural_pays_double() -> None:
    deck = rig("9S 8S AH 6C 7C 10H", deck=104)  # bank AH 10H: 21 in two cards
    st = new(3, preset="v", orders=[deck])
    st.play("2")
    st.play("3")
    st.apply_chance()
    assert st.rows[0] == (0, 21, (5, -2, -3))
    deck2 = rig("AS 7H KD 6C", deck=104)  # punter AS KD: 21 in two cards
    st2 = new(preset="v", orders=[deck2])
    st2.play("2")
    st2.apply_chance()
    assert st2.rows[0] == (0, 13, (-4, 4))  # paid double; the bank passes every deal
    assert st2.banker == 1


def test_bank_natural_off_lets_the_punters_play() -> None:
    deck = rig("9S AH 8S 10H", deck=104)
    st = new(preset="v", orders=[deck], bank_natural=False)
    st.play("2")
    st.apply_chance()
    assert st.current_player() == 1


def test_the_running_deck_goes_on_and_is_shuffled_again_when_spent() -> None:
    st = new(2, preset="b", deals=40)
    first = st.deals[0]
    assert st.stock == first[2:]  # one card to the punter, one to the bank, no cut
    st.play("1")
    st.play("stand")
    st.apply_chance()
    assert st.stock[:2] != first[:2] and st.hands[1][0] in first  # the same deck runs on
    while not st.reshuffle:
        assert not st.is_terminal(), "the deck never ran out"
        if st.current_player() == CHANCE:
            st.apply_chance()
        else:
            st.apply(min(st.legal_actions()) if st.legal_actions()[0] > STAND else STAND)
    assert not st.stock and st.discard and st.current_player() == CHANCE
    played = sorted(st.discard)
    assert not any(st.unseen(1) >> c & 1 for c in played)  # they lie face up
    shuffles = len(st.deals)
    st.apply_chance()
    assert len(st.deals) == shuffles + 1 and sorted(st.deals[-1]) == played


def test_the_bank_passes_after_bank_deals_and_when_broken() -> None:
    lose = rig("10S 7H 9D 6C 6D 8S")  # the punter stands on 19, the bank makes 19
    st = new(orders=[lose, lose, lose], bank_deals=2)
    for _ in range(2):
        st.play("1")
        st.play("hit")
        st.play("stand")
        if st.current_player() == CHANCE:
            st.apply_chance()
    assert st.banker == 1 and st.balance[0] == 22 and st.pot == 5
    win = rig("10S 7H AD")
    st2 = new(orders=[win, win])
    st2.play("5")
    st2.play("hit")  # 21: the whole bank of 5 is paid out: broken
    assert st2.banker == 1 and st2.balance == [15, 20] and st2.pot == 5


def test_the_game_ends_after_deals_and_the_most_chips_win() -> None:
    win = rig("10S 7H AD")
    st = new(orders=[win, win], deals=1)
    st.play("2")
    st.play("hit")
    assert st.current_player() == TERMINAL
    assert st.balance == [18, 22] and st.returns() == [0.0, 1.0]
    assert st.result()["winners"] == [1]


def test_a_player_without_chips_sits_out_and_the_game_ends_when_one_has_all() -> None:
    win = rig("10S 7H AD")
    st = new(orders=[win, win, win], chips=5, bank=5)
    st.play("5")
    st.play("hit")  # the banker had put all his 5 chips in the bank
    assert st.current_player() == TERMINAL and st.balance == [0, 10]


def test_a_closed_hand_is_hidden_and_the_bank_is_open() -> None:
    st = new(3, orders=[rig("10S 9S 7H")])
    obs = st.observation(2)
    assert obs["hands"][1] is None and obs["hands"][0] == ["7H"] and obs["hands"][2] == ["9S"]
    assert st.unseen(2) >> C.parse("10S") & 1
    assert not st.unseen(2) >> C.parse("7H") & 1
    world = st.resample(2, __import__("random").Random(1))
    assert world.observation(2) == obs


@pytest.mark.parametrize("overrides", [
    {"cut": True, "carry": True},
    {"bank_natural": True},
    {"bank": 30, "chips": 20},
])
def test_impossible_settings_are_refused(overrides: dict[str, Any]) -> None:
    with pytest.raises(RuleError):
        GAME.make_rules(overrides=overrides)


def test_player_counts() -> None:
    rules = GAME.make_rules()
    for n in (1, 7):
        with pytest.raises(RuleError):
            GAME.check_players(n, rules)
    GAME.check_players(6, rules)


def test_text_forms() -> None:
    st = new(orders=[rig("10S 7H")])
    assert st.text_to_action("ставка 3") == STAKE + 3
    assert st.text_to_action("3") == STAKE + 3
    assert st.text_to_action("ещё") == HIT and st.text_to_action("хватит") == STAND
    assert st.describe_action(HIT, "ru") == "ещё карту"
    assert st.refusal(HIT, "en") == "place your stake first"
