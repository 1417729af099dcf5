"""Простак on rigged deals: the deal and the turned card, every combination and what it
scores, the mandatory declaration and the variant hold, drawing back up to three, the
empty stock and the end of a deal, the turned jack, the target and the deal cap; then
properties over random games and the parsing of any text."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, KolodaError, ParseError
from koloda.engine.game import CHANCE, TERMINAL, get_game
from koloda.games.prostak.bot import HeuristicAgent, keeps_back
from koloda.games.prostak.combos import declarations, declarations_by_subsets, kind_of
from koloda.games.prostak.state import DRAW, PASS, ProstakState

GAME = get_game("prostak")


def cards(text: str) -> list[int]:
    return [C.parse(t) for t in text.split()]


def texts(st_: ProstakState, seat: int) -> list[str]:
    return [C.to_text(c) for c in st_.hands[seat]]


def order(hands: list[str], turnup: str, dealer: int, stock: str = "") -> list[int]:
    """The deck order that deals ``hands[seat]`` to each seat (one at a time from the
    dealer's left), turns ``turnup`` and puts ``stock`` on top of the stock."""
    n = len(hands)
    first = (dealer + 1) % n
    out: list[int] = []
    for k in range(3):
        for i in range(n):
            out += cards(hands[(first + i) % n])[k:k + 1]
    out += cards(turnup) + cards(stock)
    out += [c for c in C.deck(52) if c not in out]
    assert len(out) == len(set(out)) == 52
    return out


def new(hands: list[str], turnup: str, stock: str = "", dealer: int | None = None,
        deals: list[list[int]] | None = None, **rules: Any) -> ProstakState:
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    first = [order(hands, turnup, dealer, stock)]
    st_ = GAME.new_state(n, GAME.make_rules(overrides={"first_dealer": dealer + 1, **rules}),
                         1, first + (deals or []))
    assert isinstance(st_, ProstakState)
    st_.apply_chance()
    return st_


def legal(st_: ProstakState) -> set[str]:
    return {st_.action_to_text(a) for a in st_.legal_actions()}


def play(st_: ProstakState, *moves: str) -> None:
    for m in moves:
        st_.play(m)


# hands without any combination (for the seats that only draw or pass)
QUIET = ["KS 9H 2D", "QC 8C 3H", "10D 6C AS"]


# --- the deal -----------------------------------------------------------------------------

def test_the_deal_one_at_a_time_and_the_trump_under_the_stock() -> None:
    hands = ["7H 8S 2C", *QUIET[:2]]
    deck = order(hands, "4D", dealer=2)
    assert [C.to_text(c) for c in deck[:4]] == ["7H", "KS", "QC", "8S"]
    st_ = new(hands, "4D", stock="5C")
    assert [sorted(texts(st_, s)) for s in range(3)] == [sorted(h.split()) for h in hands]
    assert st_.trump == C.DIAMONDS and st_.stock[-1] == C.parse("4D")
    assert st_.stock[0] == C.parse("5C") and len(st_.stock) == 52 - 9
    assert st_.current_player() == 0  # the dealer's left starts


def test_quiet_hands_have_no_combination() -> None:
    for i, h in enumerate(QUIET):
        assert kind_of(tuple(cards(h)), C.DIAMONDS) is None
        st_ = new([h, QUIET[(i + 1) % 3]], "4D")
        assert st_.legal_actions() == [DRAW]


# --- every combination, laid down from a rigged hand -----------------------------------------

@pytest.mark.parametrize(("hand", "decl", "kind", "gain"), [
    ("7H 8S 2C", "7H 8S", "sum15", 15),
    ("5H KD QC", "5H QC KD", "sum25", 25),
    ("3C 3D 3H", "3C 3D 3H", "trips", 6),
    ("3C 3D KH", "3C 3D", "pair", 2),
    ("2H 4H 10H", "2H 4H 10H", "flush", 1),
    ("AS 2C 3H", "AS 2C 3H", "run3", 2),
    ("JD 4S 9C", "JD", "nobs", 1),
    ("5H 5S 5C", "5S 5C 5H", "sum15", 15),  # three fives: 15 beats three of a kind
])
def test_each_combination_scores_what_the_text_says(hand: str, decl: str, kind: str,
                                                     gain: int) -> None:
    st_ = new([hand, QUIET[0]], "4D", stock="6D 7D 9D")
    want = "declare " + " ".join(sorted(decl.split(), key=lambda t: st_.hands[0].index(
        C.parse(t))))
    assert want in legal(st_)
    assert kind_of(tuple(cards(decl)), C.DIAMONDS) == kind
    play(st_, want)
    assert st_.scores == [gain, 0] and st_.melds[0][0][1] == kind
    assert len(st_.hands[0]) == 3  # drew back up to three


def test_sums_of_31_and_25_need_enough_cards() -> None:
    assert kind_of(tuple(cards("KS QH JD AC")), 0) == "sum31"
    assert kind_of(tuple(cards("KS QH 5D")), 0) == "sum25"
    assert kind_of(tuple(cards("KS 5D")), 0) == "sum15"
    assert kind_of(tuple(cards("KS QH")), 0) is None  # 20: nothing
    assert kind_of(tuple(cards("AS 2D 3H 4C")), 0) == "run4"
    assert kind_of(tuple(cards("2S 3D 4H 5C 6C")), 0) == "run5"
    assert kind_of(tuple(cards("AS AD AH AC")), 0) == "four"
    assert kind_of(tuple(cards("QS KD AH")), 0) is None  # no wrapping round the king
    assert kind_of(tuple(cards("2H 4H 10H 8H")), 0) == "flush"  # four of a suit
    assert kind_of(tuple(cards("2H 4H 10H 8H QH")), 0) is None  # five: not in the text
    assert kind_of(tuple(cards("JS")), C.HEARTS) is None  # only the jack of trumps


FULL_DECK = [C.make(rank, suit) for suit in range(4) for rank in range(2, C.ACE + 1)]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(FULL_DECK), min_size=1, max_size=9, unique=True),
       st.integers(0, 3))
def test_the_fast_declarations_agree_with_kind_of(hand: list[int], trump: int) -> None:
    """``declarations`` builds each subset from a smaller one; ``kind_of`` judges each
    alone and is the reference."""
    declarations.cache_clear()
    assert declarations(tuple(hand), trump) == declarations_by_subsets(tuple(hand), trump)


def test_31_in_four_cards_after_a_draw() -> None:
    # KS QH 10D: no combination; drawing AC gives K+Q+10+A = 31
    st_ = new(["KS QH 10D", QUIET[1]], "4C", stock="AC 6S", hold=False)
    play(st_, "draw")
    assert texts(st_, 0) == ["AC", "10D", "QH", "KS"]
    play(st_, "draw")  # seat 1 draws 6S and still holds no combination
    assert legal(st_) == {"declare AC 10D QH KS"}
    play(st_, "declare AC 10D QH KS")
    assert st_.scores[0] == 31 and st_.is_terminal() and st_.winners() == [0]
    assert st_.returns() == [1.0, 0.0]


def test_a_run_of_four_after_a_draw() -> None:
    st_ = new(["2S 3D 5H", QUIET[0]], "4C", stock="4H 8D")
    play(st_, "draw", "draw")
    assert "declare 2S 3D 4H 5H" in legal(st_)
    play(st_, "declare 2S 3D 4H 5H")
    assert st_.scores == [4, 0]


def test_hold_builds_four_of_a_kind_and_a_run_of_five() -> None:
    st_ = new(["7S 7D 2C", QUIET[0]], "4C", stock="7H 10C 7C 6D", hold=True)
    assert "draw" in legal(st_)
    play(st_, "draw", "draw")  # 7H to seat 0, 10C to seat 1
    play(st_, "draw", "draw")  # 7C to seat 0, 6D to seat 1
    assert "declare 7S 7C 7D 7H" in legal(st_)
    play(st_, "declare 7S 7C 7D 7H")
    assert st_.scores == [12, 0]
    st2 = new(["2S 3D 5H", QUIET[0]], "4C", stock="6C 10C 4H 8D", hold=True)
    play(st2, "draw", "draw", "draw", "draw")
    assert "declare 2S 3D 4H 5H 6C" in legal(st2)
    play(st2, "declare 2S 3D 4H 5H 6C")
    assert st2.scores == [10, 0]


def test_without_hold_a_combination_must_be_declared() -> None:
    assert GAME.make_rules("strict").to_dict()["hold"] is False
    assert GAME.make_rules().to_dict()["hold"] is True
    st_ = new(["7H 8S 2C", QUIET[0]], "4D", hold=False)
    assert "draw" not in legal(st_)
    with pytest.raises(IllegalActionError) as err:
        st_.play("draw")
    assert "объявить" in err.value.ru
    with pytest.raises(IllegalActionError):
        st_.play("declare 7H 2C")  # 9: no combination
    with pytest.raises(IllegalActionError):
        st_.play("declare 7H 8D")  # not held
    assert st_.scores == [0, 0] and st_.current_player() == 0


def test_hold_stops_at_seven_cards() -> None:
    st_ = new(["7S 7D 2C", QUIET[0]], "4C", hold=True)
    for _ in range(8):  # four cards each: seat 0 holds its pair back all along
        play(st_, "draw")
    assert st_.current_player() == 0 and len(st_.hands[0]) == 7
    assert DRAW not in st_.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        st_.play("draw")
    assert "7" in err.value.en


# --- refilling, the turned card, the empty stock -----------------------------------------

def test_draw_back_up_to_three_after_laying_down() -> None:
    st_ = new(["7H 8S 2C", QUIET[0]], "4D", stock="9C 10C 3S")
    play(st_, "declare 7H 8S")
    assert texts(st_, 0) == ["2C", "9C", "10C"]  # two drawn
    assert st_.stock[0] == C.parse("3S")


def test_the_turned_card_is_drawn_last_in_everybodys_sight() -> None:
    st_ = new(["KS 9H 2D", "QC 8S 3H"], "4D")
    st_.stock = st_.stock[-2:]  # a short stock: one card and the turned card
    play(st_, "draw", "draw")
    assert st_.holder == 1 and C.parse("4D") in st_.hands[1]
    assert not (st_.unseen(0) >> C.parse("4D")) & 1
    assert st_.observation(0)["holder"] == 1 and st_.observation(0)["holder_keeps"]


def test_empty_stock_passes_end_the_deal_and_the_next_player_deals() -> None:
    second = order(["7H 8S 2C", QUIET[0]], "4D", dealer=0)
    st_ = new(["KS 9H 2D", "QC 8S 3H"], "4D", deals=[second], dealer=1)
    st_.stock = []
    assert legal(st_) == {"pass"}
    play(st_, "pass")
    assert st_.current_player() == 1
    play(st_, "pass")
    assert st_.current_player() == CHANCE and st_.sheet == [(0, 0)]
    st_.apply_chance()
    assert st_.dealer == 0 and st_.current_player() == 1 and st_.deal_no == 2


def test_declaring_resets_the_passes() -> None:
    st_ = new(["KS 9H 2D", "7H 8S 2C"], "4D")
    st_.stock = []
    play(st_, "pass", "declare 7H 8S")
    assert st_.passes == 0 and st_.scores == [0, 15]
    assert len(st_.hands[1]) == 1  # no stock to draw back from
    play(st_, "pass", "pass")
    assert st_.current_player() == CHANCE


# --- the turned jack, the target, the cap ------------------------------------------------

def test_a_turned_jack_gives_each_opponent_of_the_dealer_two() -> None:
    st_ = new([*QUIET], "JD", dealer=1)
    assert st_.scores == [2, 0, 2]
    st2 = new([*QUIET], "JD", dealer=1, heels=False)
    assert st2.scores == [0, 0, 0]


def test_two_reach_the_target_together_on_a_turned_jack() -> None:
    st_ = GAME.new_state(3, GAME.make_rules(overrides={"first_dealer": 2}), 1,
                         [order([*QUIET], "JD", dealer=1)])
    assert isinstance(st_, ProstakState)
    st_.scores = [29, 30, 30]
    st_.apply_chance()
    assert st_.current_player() == TERMINAL and st_.winners() == [0, 2]
    assert st_.returns() == [1.0, 0.0, 1.0]


def test_the_target_ends_the_game_mid_deal() -> None:
    st_ = new(["7H 8S 2C", QUIET[0]], "4D", target=15)
    play(st_, "declare 7H 8S")
    assert st_.is_terminal() and st_.winners() == [0] and st_.sheet == [(15, 0)]
    with pytest.raises(IllegalActionError):
        st_.play("draw")


def test_the_deal_cap_gives_the_game_to_the_best_score() -> None:
    st_ = new(["7H 8S 2C", "KS 9H 2D"], "4D", max_deals=1)
    play(st_, "declare 7H 8S")
    st_.stock = []
    while not st_.is_terminal():
        st_.play("pass" if PASS in st_.legal_actions() else
                 st_.action_to_text(st_.legal_actions()[0]))
    assert st_.winners() == [0] and st_.returns() == [1.0, 0.0]
    assert GAME.make_rules("one_deal").to_dict()["max_deals"] == 1


def test_first_dealer_must_name_a_seat() -> None:
    with pytest.raises(KolodaError):
        GAME.make_rules(overrides={"first_dealer": 4}).check_players(3)


# --- the computer player ------------------------------------------------------------------

def test_the_heuristic_lays_down_the_dearest_combination() -> None:
    st_ = new(["7H 8S 8C", QUIET[0]], "4D", hold=False)
    agent = HeuristicAgent(0, random.Random(1))
    choice = agent.act(st_.observation(0), st_.legal_actions())
    assert st_.action_to_text(choice) in ("declare 7H 8S", "declare 7H 8C")


# --- properties and parsing ---------------------------------------------------------------

@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), hold=st.booleans())
def test_random_games_keep_the_cards_and_end(seed: int, players: int, hold: bool) -> None:
    rng = random.Random(seed)
    st_ = GAME.new_state(players, GAME.make_rules(overrides={"hold": hold}), seed)
    assert isinstance(st_, ProstakState)
    for _ in range(5000):
        if st_.is_terminal():
            break
        if st_.current_player() == CHANCE:
            st_.apply_chance()
            continue
        laid = sum(len(m[0]) for ms in st_.melds for m in ms)
        assert laid + len(st_.stock) + sum(map(len, st_.hands)) == 52
        assert all(len(h) <= 9 for h in st_.hands)
        st_.apply(rng.choice(st_.legal_actions()))
    assert st_.is_terminal()
    assert [sum(r[s] for r in st_.sheet) for s in range(players)] == st_.scores
    assert sum(st_.returns()) >= 1


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=30))
def test_any_text_parses_or_is_refused_cleanly(text: str) -> None:
    st_ = new(["7H 8S 2C", QUIET[0]], "4D")
    before = st_.observation(0)
    try:
        st_.play(text)
    except (ParseError, IllegalActionError):
        assert st_.observation(0) == before
        return
    assert st_.scores[0] > 0 or st_.current_player() == 1


def test_typed_forms() -> None:
    st_ = new(["7H 8S 2C", QUIET[0]], "4D")
    a = st_.text_to_action("7ч 8п")
    assert st_.action_to_text(a) == "declare 7H 8S"
    assert st_.text_to_action("объявить 8♠ 7♥") == a
    assert st_.text_to_action("draw") == DRAW and st_.text_to_action("пас") == PASS
    for bad in ("", "declare", "7H 7H", "declare 7H zz", "RJ"):
        with pytest.raises(ParseError):
            st_.text_to_action(bad)
    assert "15" in st_.describe_action(a, "ru") and "15" in st_.describe_action(a, "en")


# --- the table picture --------------------------------------------------------------------

def test_the_picture_shows_melds_the_drawn_trump_and_a_control_per_card() -> None:
    from koloda.engine.picture import MoveRef

    st_ = new(["7H 8S 2C", "KS 9H 2D"], "4D")
    moves = [MoveRef(a, st_.action_to_text(a), st_.describe_action(a, "en"))
             for a in st_.legal_actions()]
    pic = GAME.view(st_.observation(0), 0, moves, "en")
    assert {(c.move, c.card, c.button) for c in pic.controls} == {
        (0, "7H", False), (0, "8S", False), (1, None, True)}  # 15, or draw (hold)
    assert "combination" in pic.status and "draw" in pic.status
    play(st_, "declare 7H 8S")
    st_.stock = st_.stock[-1:]  # only the turned card is left
    play(st_, "draw")  # seat 1 draws it, in everybody's sight
    pic = GAME.view(st_.observation(0), 0, [], "ru")
    assert pic.seats[1].hand.cards == ("4D",) and pic.seats[1].hand.backs == 3
    meld = next(z for z in pic.zones if z.id == "meld0")
    assert meld.cards == ("7H", "8S") and "сумма 15" in meld.label
    stock = next(z for z in pic.zones if z.id == "stock")
    assert stock.count == 0 and stock.trump is None


def test_under_hold_the_heuristic_keeps_small_combinations_back() -> None:
    agent = HeuristicAgent(0, random.Random(1))
    st_ = new(["7S 7D 2C", QUIET[0]], "4C", hold=True)
    assert agent.act(st_.observation(0), st_.legal_actions()) == DRAW
    st2 = new(["7S 7D 2C", QUIET[0]], "4C", hold=True, target=5)
    st2.scores = [3, 0]  # the pair reaches the target: lay it down
    assert st2.action_to_text(agent.act(st2.observation(0), st2.legal_actions())) \
        == "declare 7S 7D"
    far = new(["7H 8S 2C", QUIET[0]], "4D", hold=True, target=100)
    # far from the target, 15 is laid down at once
    assert far.action_to_text(agent.act(far.observation(0), far.legal_actions())) \
        == "declare 7H 8S"


def test_within_one_sum_of_the_target_the_heuristic_builds_towards_it() -> None:
    """Once one sum of 31 would end the game, nothing short of the target goes down."""
    agent = HeuristicAgent(0, random.Random(1))
    st_ = new(["7H 8S 2C", QUIET[0]], "4D", hold=True)  # the text's target, 31
    assert agent.act(st_.observation(0), st_.legal_actions()) == DRAW  # 15 kept back
    near = new(["7H 8S 2C", QUIET[0]], "4D", hold=True, target=100)
    near.scores = [69, 0]  # 31 still needed: the same
    assert agent.act(near.observation(0), near.legal_actions()) == DRAW
    near.scores = [85, 0]  # 15 reaches the target: it goes down
    assert near.action_to_text(agent.act(near.observation(0), near.legal_actions())) \
        == "declare 7H 8S"
    near.scores = [68, 0]  # 32 needed: more than one sum, so 15 is banked
    assert near.action_to_text(agent.act(near.observation(0), near.legal_actions())) \
        == "declare 7H 8S"
    strict = new(["7H 8S 2C", QUIET[0]], "4D", hold=False)  # no keeping back: lay down
    assert strict.action_to_text(agent.act(strict.observation(0), strict.legal_actions())) \
        == "declare 7H 8S"


@pytest.mark.parametrize(("gain", "score", "target", "keep"), [
    (15, 0, 31, True), (31, 0, 31, False), (25, 6, 31, False), (6, 0, 100, True),
    (12, 0, 100, False), (12, 70, 100, True), (30, 70, 100, False)])
def test_the_rule_for_keeping_back(gain: int, score: int, target: int, keep: bool) -> None:
    assert keeps_back(gain, score, target) is keep
