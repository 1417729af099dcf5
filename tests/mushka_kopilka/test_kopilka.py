"""Мушка-копилка on rigged deals: every payment and option, plus properties and parsing."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError
from koloda.engine.game import CHANCE, get_game
from koloda.games.mushka_kopilka.bot import HeuristicAgent
from koloda.games.mushka_kopilka.state import DRAW, PASS, KopilkaState

GAME = get_game("mushka_kopilka")


def cards(text: str) -> list[C.Card]:
    return [C.parse(w) for w in text.split()]


# nobody holds three of a suit: no exchange; the hearts are all in the stock
PLAIN = cards("7S 8S 7C 8C 7D  9S 10S 9C 10C 8D  JS QS JC QC 9D  KS AS KC AC 10D "
              "JD QD KD AD 7H 8H 9H 10H JH QH KH AH")


def new(deal: list[C.Card], **rules: object) -> KopilkaState:
    state = GAME.new_state(4, GAME.make_rules(overrides=rules), seed=3, deals=[deal])
    assert isinstance(state, KopilkaState)
    state.apply_chance()
    return state


def play(state: KopilkaState, text: str) -> None:
    for word in text.split():
        state.play(word)


def test_a_deal_to_the_first_out_and_the_settlement() -> None:
    state = new(PLAIN, deals=1)
    assert state.hands[0] == cards("7S 8S 7C 8C 7D") and not state.pending
    play(state, "7D 8D 9D 10D")  # seat 3 takes diamonds and must lead another suit
    assert state.leader == 3 and state.legal_actions() == cards("KS AS KC AC")
    play(state, "AS 7S 9S JS  KC 7C 9C JC  KS 8S 10S QS  AC 8C 10C QC")
    assert state.over
    assert state.rows[0] == ((0, 0, 0, 20), (0, 0, 0, 5), (5, 5, 5, 0), 3)
    # diamonds 6 + spades doubled by the ace 4 + clubs 4 + spades 2 + clubs 4 = 20;
    # the kitty 80 + three fines of 5 + three fees of 2 = 101, all to seat 3
    assert state.paid == [27, 27, 27, 20]
    assert state.returns() == [-27.0, -27.0, -27.0, 81.0]


def test_passing_while_holding_the_suit_is_fined_or_refused() -> None:
    state = new(PLAIN)
    play(state, "7D pass")
    assert state.fined[1] == 5 and state.kitty == 85
    state = new(PLAIN, pass_holding=False)
    state.play("7D")
    assert PASS not in state.legal_actions()
    try:
        state.play("pass")
    except KolodaError:
        pass
    else:
        raise AssertionError("a pass while holding the suit was allowed")


def test_without_the_suit_draw_or_pass_but_never_another_suit() -> None:
    # a lead nobody can follow: the other hearts are in the stock
    state = new(cards("7H 8S 7C 8C 7D  9S 10S 9C 10C 8D  JS QS JC QC 9D  KS AS KC AC 10D "
                      "JD QD KD AD 7S 8H 9H 10H JH QH KH AH"))
    state.play("7H")
    assert state.legal_actions() == [DRAW, PASS]
    state.play("draw")
    assert C.parse("JD") in state.hands[1]
    assert state.legal_actions() == [DRAW, PASS]  # a diamond does not follow hearts
    play(state, "pass")
    assert state.legal_actions() == [DRAW, PASS]


def test_a_lead_nobody_answers_goes_back_and_the_lead_passes() -> None:
    state = new(cards("7H 8S 7C 8C 7D  9S 10S 9C 10C 8D  JS QS JC QC 9D  KS AS KC AC 10D "
                      "JD QD KD AD 7S 8H 9H 10H JH QH KH AH"), spade_ace_wild=False)
    play(state, "7H pass pass pass")
    assert C.parse("7H") in state.hands[0]
    assert state.leader == 1 and state.failed == 1 and state.last == (
        ((0, C.parse("7H")),), -1)
    # everyone saw it go back: no longer hidden, and every world keeps it there
    seven = C.parse("7H")
    assert not state.unseen(1) >> seven & 1
    rng = random.Random(2)
    assert all(seven in state.resample(1, rng).hands[0] for _ in range(20))


def test_four_unanswered_leads_end_the_deal_with_nobody_out() -> None:
    state = new(cards("7H 8S 7C 8C 7D  8H 10S 9C 10C 8D  9H QS JC QC 9D  10H AS KC AC 10D "
                      "JD QD KD AD 7S 9S JS JH QH KH AH KS"), deals=1, spade_ace_wild=False)
    for card in ("7H", "8H", "9H", "10H"):  # each holder of a heart passes, fined
        state.play(card)
        play(state, "pass pass pass")
    assert state.over and state.rows[0][3] == -1
    assert state.paid == [20 + 3 * 5 + 5 + 2] * 4  # three passes, no trick, the fee
    assert state.returns() == [0.0, 0.0, 0.0, 0.0]  # nobody out: all share the rest


def test_the_wild_ace_of_spades_takes_any_trick_double() -> None:
    state = new(cards("7H 8S 7C 8C 7D  9S 10S 9C 10C 8D  JS QS JC QC 9D  KS AS KC AC 10D "
                      "JD QD KD AD 7S 8H 9H 10H JH QH KH AH"))
    state.play("7H")
    play(state, "pass pass")
    assert C.parse("AS") in state.legal_actions()
    state.play("AS")
    assert state.taken[3] == [(C.HEARTS, True)]
    assert state.observation(3)["worth"][3] == 4 * 2 * 2


def test_three_of_a_suit_are_laid_down_and_shared() -> None:
    state = new(cards("7H 8H 9H 7S 7C  9S 10S 9C 10C 8D  JS QS JC QC 9D  KS AS KC AC 10D "
                      "JD QD KD AD 8S 8C 7D 10H JH QH KH AH"))
    assert state.exchanges == [(0, 3)]
    assert C.parse("7H") in state.hands[1] and C.parse("9H") in state.hands[3]
    assert state.hands[0] == cards("7S 7C JD QD KD")
    assert state.pending == [1, 2, 3] and state.phase() == "exchange"
    assert state.describe_move(C.parse("9S"), 0, "en") == "discards a card"
    play(state, "9S")
    assert state.discards[1] == cards("9S") and len(state.hands[1]) == 5
    assert state.unseen(0) >> C.parse("9S") & 1


def test_a_match_is_four_deals_and_the_last_first_out_keeps_the_rest() -> None:
    state = GAME.new_state(4, GAME.make_rules(), seed=7)
    rng = random.Random(7)
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
    assert isinstance(state, KopilkaState)
    assert state.deal_no == 4 and len(state.rows) == 4
    assert abs(sum(state.returns())) < 1e-9


def test_the_heuristic_never_pays_for_a_pass() -> None:
    state = new(PLAIN)
    state.play("7D")
    bot = HeuristicAgent(1, random.Random(0))
    assert bot.act(state.observation(1), state.legal_actions()) == C.parse("8D")


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10_000))
def test_random_matches_keep_the_cards_and_the_money(seed: int) -> None:
    state = GAME.new_state(4, GAME.make_rules(), seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        assert isinstance(state, KopilkaState)
        held = (sum(len(h) for h in state.hands) + len(state.stock)
                + sum(len(d) for d in state.discards) + len(state.trick))
        assert held <= 32
        assert state.kitty == sum(state.paid)
        state.apply(rng.choice(state.legal_actions()))
    assert abs(sum(state.returns())) < 1e-9


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=12))
def test_any_text_is_refused_or_played_cleanly(text: str) -> None:
    state = new(PLAIN)
    before = state.observation(0)
    try:
        state.play(text)
    except KolodaError:
        assert state.observation(0) == before
