"""«Ведьма» on rigged deals: the deal and the pairs put down, drawing by place, what each
seat can follow, mixing, the loser, several deals, the deck, the computer player."""

from __future__ import annotations

import random

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, TERMINAL, get_game
from koloda.games.vedma.bot import HeuristicAgent
from koloda.games.vedma.state import VedmaState

GAME = get_game("vedma")


def cards(text: str) -> list[int]:
    return [C.parse(t) for t in text.split()]


def texts(hand: list[int]) -> str:
    return " ".join(C.to_text(c) for c in hand)


def rig(hands: list[list[int]], dealer: int) -> list[int]:
    """The deck order that deals ``hands`` (each in its fan order) when ``dealer`` deals:
    one card at a time, the dealer getting the last."""
    n = len(hands)
    total = sum(len(h) for h in hands)
    order = [0] * total
    taken = [0] * n
    for i in range(total):
        s = (dealer - (total - 1 - i)) % n
        order[i] = hands[s][taken[s]]
        taken[s] += 1
    assert taken == [len(h) for h in hands]
    return order


def new(hands: list[str], *more: list[str], players: int | None = None,
        dealer: int | None = None, **rules: object) -> VedmaState:
    n = players or len(hands)
    deals = [rig([cards(h) for h in hands], n - 1 if dealer is None else dealer)]
    deals += [rig([cards(h) for h in d], 0) for d in more]  # later dealers: set by test
    state = GAME.new_state(n, GAME.make_rules(overrides=rules), seed=1, deals=deals)
    assert isinstance(state, VedmaState)
    state.apply_chance()
    return state


# seat 0: every 6, 7, 8, 9 and the ten of spades; seat 1 (the dealer): the rest
ENDGAME = ["6S 6C 6D 6H 7S 7C 7D 7H 8S 8C 8D 8H 9S 9C 9D 9H 10S",
           "10C 10D QS 10H JS JC JD JH KS KC KD KH AS AC AD AH QH QD"]


def test_the_deal_gives_the_dealer_the_odd_card_and_puts_pairs_down() -> None:
    state = new(ENDGAME)
    assert [len(d) for d in state.discards] == [16, 16]
    assert texts(state.hands[0]) == "10S"
    assert texts(state.hands[1]) == "QS 10H"  # fan order kept, pairs closed up
    assert texts(state.discards[1][:2]) == "10C 10D"
    # the red queens are a pair, the witch is not
    assert C.parse("QH") in state.discards[1] and C.parse("QD") in state.discards[1]
    assert len(state.deck) == 35 and C.parse("QC") not in state.deck
    assert state.current_player() == 0  # the dealer's left draws first, from the dealer
    assert state.source() == 1
    assert state.legal_actions() == [0, 1]


def test_dealing_one_at_a_time_ends_with_the_dealer() -> None:
    deck = sorted(GAME.new_state(3, GAME.make_rules(), seed=0).deck)  # type: ignore[attr-defined]
    state = GAME.new_state(3, GAME.make_rules(), seed=0, deals=[deck])
    state.apply_chance()
    assert isinstance(state, VedmaState)
    sizes = [len(h) + len(d) for h, d in zip(state.hands, state.discards, strict=True)]
    assert sizes == [11, 12, 12]  # 35 cards one at a time, the last to the dealer (seat 2)
    assert deck[-1] in state.hands[2] + state.discards[2]
    assert deck[0] in state.hands[1] + state.discards[1]  # the first to the dealer's left


def test_drawing_the_partner_puts_the_pair_down_and_the_witch_loses() -> None:
    state = new(ENDGAME)
    state.play("draw 2")  # the ten of hearts
    assert state.discards[0][-2:] == cards("10S 10H")
    assert state.observation(1)["last_pair"] == ["10S", "10H"]  # face up for all
    assert state.is_terminal()
    assert state.sheet == [1] and state.witches == [0, 1]
    assert state.returns() == [1.0, 0.0]
    assert state.result()["winners"] == [0]


def test_drawing_the_witch_and_passing_it_on() -> None:
    state = new(ENDGAME)
    state.play("1")  # the witch
    assert texts(state.hands[0]) == "10S QS"  # a card drawn goes to the right end
    assert texts(state.hands[1]) == "10H"
    assert state.current_player() == 1 and state.source() == 0
    state.play("2")  # seat 1 draws the witch back
    assert texts(state.hands[1]) == "10H QS"
    state.play("1")  # seat 0 draws the ten: a pair, seat 0 is out
    assert state.is_terminal() and state.sheet == [1]


def test_each_seat_follows_the_cards_it_held() -> None:
    state = new(ENDGAME)
    state.play("1")
    obs1 = state.observation(1)
    assert obs1["fans"][0] == [None, "QS"]  # seat 1 saw its witch go to the right end
    assert state.observation(0)["fans"][1] == [None]  # seat 0 never held that card
    assert obs1["last"]["card"] == "QS"
    assert state.unseen(1) == 1 << C.parse("10S")


THREE = ["6S 7S 8S 9S 10S JS KS AS 6C 7C 8C",
         "6D 7D 8D 9D 10D JD KD AD 6H 7H 8H 9C",
         "9H 10H JH KH AH QS QH QD 10C JC KC AC"]


def test_three_players_go_round_and_drop_out() -> None:
    state = new(THREE)
    assert texts(state.hands[0]) == "9S 10S JS KS AS"
    assert texts(state.hands[1]) == "10D JD KD AD"
    assert texts(state.hands[2]) == "9H QS"
    assert state.current_player() == 0 and state.source() == 2
    state.play("draw 2")  # seat 0 takes the witch from the dealer
    assert texts(state.hands[0]) == "9S 10S JS KS AS QS"
    assert state.current_player() == 1 and state.source() == 0
    assert state.observation(2)["fans"][0][-1] == "QS"  # the giver follows it
    assert state.observation(1)["fans"][0][-1] is None  # the third seat does not
    state.play("draw 2")  # seat 1 takes the ten of spades: a pair with the ten of diamonds
    assert state.discards[1][-2:] == cards("10D 10S")
    assert state.current_player() == 2 and state.source() == 1
    state.play("draw 1")  # seat 2 takes the jack of diamonds: no pair
    assert texts(state.hands[2]) == "9H JD"
    state.play("draw 1")  # seat 0 takes the nine of hearts: a pair
    assert texts(state.hands[0]) == "JS KS AS QS"
    state.hands[1] = []  # as if seat 1 went out: seat 2 would draw from seat 0
    state.drawer = 2
    assert state.source() == 0


def test_mixing_is_a_chance_event() -> None:
    deals = [rig([cards(h) for h in ENDGAME], 1), cards("10H QS"), cards("QS 10S")]
    state = GAME.new_state(2, GAME.make_rules(overrides={"mix": True}), seed=1, deals=deals)
    assert isinstance(state, VedmaState)
    state.apply_chance()
    assert state.current_player() == CHANCE  # the dealer mixes his fan first
    state.apply_chance()
    assert texts(state.hands[1]) == "10H QS"
    state.play("2")  # the witch
    assert state.current_player() == CHANCE  # seat 0 mixes his two cards
    state.apply_chance()
    assert texts(state.hands[0]) == "QS 10S"
    assert state.observation(1)["fans"][0] == [None, None]
    assert state.observation(1)["known"][0] == ["QS"]
    state.play("2")  # seat 1 takes the ten: seat 1 is out, seat 0 keeps the witch
    assert state.is_terminal() and state.sheet == [0]


def test_mixing_loses_the_places_but_not_the_holder() -> None:
    deals = [rig([cards(h) for h in THREE], 2), cards("QS 9H"),
             cards("QS 9S 10S JS KS AS")]
    state = GAME.new_state(3, GAME.make_rules(overrides={"mix": True}), seed=1, deals=deals)
    assert isinstance(state, VedmaState)
    state.apply_chance()
    state.apply_chance()
    state.play("draw 1")  # the witch goes to seat 0
    assert state.current_player() == CHANCE  # seat 0 mixes before holding out
    state.apply_chance()
    obs2 = state.observation(2)
    assert obs2["fans"][0] == [None] * 6
    assert obs2["known"][0] == ["QS"]  # seat 2 knows seat 0 has it, not where
    state.play("draw 5")  # seat 1 draws a card of seat 0: it might be the witch
    assert state.observation(2)["known"][0] == []  # seat 2 cannot tell any more
    assert state.unseen(2) >> C.parse("QS") & 1


def test_pairs_by_colour() -> None:
    hands = ["6S 6H 7S 7C 8D 8H 9S 10S JS KS AS",
             "6C 6D 7D 7H 8S 8C 9C 9D 9H 10D JC JD",
             "10C 10H JH KC KD KH AC AD AH QS QH QD"]
    state = new(hands, pairs="colour")
    assert texts(state.hands[0]) == "6S 6H 9S 10S JS KS AS"
    assert texts(state.hands[1]) == "6C 6D 9C 10D JC JD"
    assert texts(state.hands[2]) == "10C 10H JH KC AC QS"
    state.play("draw 1")  # the ten of clubs goes with the ten of spades (both black)
    assert state.discards[0][-2:] == cards("10S 10C")
    by_rank = new(hands)
    assert texts(by_rank.hands[0]) == "9S 10S JS KS AS"  # the sixes pair by rank


def test_several_deals_the_loser_deals_next_and_the_fewest_witches_win() -> None:
    deal = rig([cards(h) for h in ENDGAME], 1)
    state = GAME.new_state(2, GAME.make_rules(overrides={"deals": 2}), seed=1,
                           deals=[deal, deal])
    assert isinstance(state, VedmaState)
    state.apply_chance()
    state.play("2")  # seat 0 takes the ten: seat 1 keeps the witch
    assert state.current_player() == CHANCE and state.dealer == 1
    assert state.search_values() == [0.75, 0.25]
    state.apply_chance()
    assert state.current_player() == 0 and state.source() == 1
    state.play("1")  # seat 0 takes the witch
    state.play("1")  # seat 1 takes the ten and is out: seat 0 keeps the witch
    assert state.is_terminal()
    assert state.witches == [1, 1] and state.sheet == [1, 0]
    assert state.returns() == [0.5, 0.5]
    assert state.search_values() == [0.5, 0.5]


def test_the_52_card_deck() -> None:
    deck = [c for c in sorted(C.deck(52)) if c != C.parse("QC")]
    state = GAME.new_state(2, GAME.make_rules(overrides={"deck": 52}), seed=3, deals=[deck])
    assert isinstance(state, VedmaState)
    state.apply_chance()
    total = sum(len(h) + len(d) for h, d in zip(state.hands, state.discards, strict=True))
    assert total == 51 and len(state.hands[1]) + len(state.discards[1]) == 26
    # the deck in suit order dealt alternately: what is left after the pairs go
    assert texts(state.hands[0]) == "QD AD KH"
    assert texts(state.hands[1]) == "QS KD QH AH"  # the witch and a red queen: no pair


def test_refusals_change_nothing() -> None:
    state = new(ENDGAME)
    before = state.observation(0)
    with pytest.raises(IllegalActionError) as err:
        state.play("draw 5")
    assert "1 до 2" in err.value.ru
    with pytest.raises(ParseError):
        state.play("draw")
    assert state.observation(0) == before and state.history == []


def test_texts() -> None:
    state = new(ENDGAME)
    assert state.action_to_text(1) == "draw 2"
    assert state.text_to_action("тянуть 2") == 1
    assert state.describe_action(0, "ru") == "тянуть 1-ю карту"
    assert state.describe_action(1, "en") == "draw the 2nd card"
    after = state.clone()
    after.apply(0)
    assert state.narrate(0, after, 0, "ru") == ["вам пришла Д♠"]
    assert state.narrate(0, after, 1, "en") == ["Q♠ was drawn from you"]
    end = state.clone()
    end.apply(1)
    lines = state.narrate(1, end, None, "ru", ["Аня", "Боря"])
    assert lines[0] == "Аня: пара 10♠ 10♥ в сброс"
    assert lines[-1] == "с ведьмой остаётся Боря"


def test_the_heuristic_avoids_the_witch_it_follows_and_takes_a_pair() -> None:
    state = new(ENDGAME)
    state.play("1")  # seat 0 took the witch; seat 1 knows it is at the right end
    agent = HeuristicAgent(1, random.Random(0))
    for _ in range(10):
        assert agent.act(state.observation(1), state.legal_actions()) == 0
    state = new(THREE)
    agent0 = HeuristicAgent(0, random.Random(0))
    assert agent0.act(state.observation(0), state.legal_actions()) in (0, 1)


def test_terminal_has_no_moves() -> None:
    state = new(ENDGAME)
    state.play("2")
    assert state.current_player() == TERMINAL and state.legal_actions() == []


def _picture(state: VedmaState, viewer: int | None, lang: str = "ru"):  # type: ignore[no-untyped-def]
    from koloda.engine.picture import MoveRef

    moves = ([MoveRef(a, state.action_to_text(a), state.describe_action(a, lang))
              for a in state.legal_actions()] if viewer == state.current_player() else [])
    obs = state.observation(viewer if viewer is not None else 0)
    return GAME.view(obs, viewer, moves, lang, ["Аня", "Боря"])


def test_the_picture_holds_out_the_fan_by_place() -> None:
    state = new(ENDGAME)
    pic = _picture(state, 0)
    fan = next(z for z in pic.zones if z.id == "fan")
    assert fan.cards == (None, None)
    assert [(c.zone, c.pos) for c in pic.controls] == [("fan", 0), ("fan", 1)]
    assert pic.status == "Ваш ход: вытяните карту у Боря"
    state.play("1")  # the witch to seat 0: seat 1 follows it
    pic1 = _picture(state, 1)
    assert next(z for z in pic1.zones if z.id == "fan").cards == (None, "QS")
    assert pic1.seats[0].hand.cards == ("QS",) and pic1.seats[0].hand.backs == 1
    state.play("1")
    end = _picture(state, 0, "en")
    assert end.status == "Game over: you are left with the witch"
    assert next(z for z in end.zones if z.id == "discards").cards == ("10H", "10S")
