"""Пятёрка on rigged deals: the deal, the card order, following and reneging, robbing,
every way a deal scores (three tricks, stop, march won and lost, no three), the end of
the game; then properties over random games and the parsing of any text."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, KolodaError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.pyaterka.bot import HeuristicAgent
from koloda.games.pyaterka.cardorder import plain_power, trump_power
from koloda.games.pyaterka.state import PyaterkaState

GAME = get_game("pyaterka")


def words(text: str) -> list[str]:
    return text.split()


def cards(text: str) -> list[int]:
    return [C.parse(t) for t in text.split()]


def texts(st_: PyaterkaState, seat: int) -> list[str]:
    return [C.to_text(c) for c in st_.hands[seat]]


def order(hands: list[str], turnup: str, dealer: int) -> list[int]:
    """The deck order that deals ``hands[seat]`` to each seat (two, then three at a
    time from the dealer's left) and turns ``turnup``; the stock is the rest."""
    n = len(hands)
    first = (dealer + 1) % n
    out: list[int] = []
    for lo, hi in ((0, 2), (2, 5)):
        for i in range(n):
            out += cards(hands[(first + i) % n])[lo:hi]
    out += cards(turnup)
    out += [c for c in C.deck(52) if c not in out]
    assert len(set(out)) == 52
    return out


def new(hands: list[str], turnup: str, dealer: int | None = None,
        **rules: Any) -> PyaterkaState:
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    st_ = GAME.new_state(n, GAME.make_rules(overrides={"first_dealer": dealer + 1, **rules}),
                         1, [order(hands, turnup, dealer)])
    assert isinstance(st_, PyaterkaState)
    st_.apply_chance()
    return st_


def legal(st_: PyaterkaState) -> set[str]:
    return {st_.action_to_text(a) for a in st_.legal_actions()}


def play(st_: PyaterkaState, *moves: str) -> None:
    for m in moves:
        st_.play(m)


# --- the deal and the order of the cards ---------------------------------------------------

def test_the_deal_goes_two_then_three_from_the_dealers_left() -> None:
    hands = ["5C JC AH KS QS", "2D 3D 4D 6D 7D", "8D 9D 10D JD QD"]
    deck = order(hands, "7C", dealer=2)
    assert [C.to_text(c) for c in deck[:6]] == ["5C", "JC", "2D", "3D", "8D", "9D"]
    st_ = new(hands, "7C")
    assert [sorted(texts(st_, s)) for s in range(3)] == [sorted(h.split()) for h in hands]
    assert st_.trump == C.CLUBS and st_.turnup == C.parse("7C")
    assert st_.current_player() == 0 and st_.leader == 0  # the dealer's left leads
    assert len(st_.rest) == 52 - 15 - 1
    assert st_.ace_in_stock and st_.phase == "play"  # nobody holds AC: nobody is asked


def test_trumps_rank_five_jack_ace_of_hearts_ace_then_red_high_black_low() -> None:
    clubs = [trump_power(C.parse(t), C.CLUBS) for t in
             words("5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C 10C")]
    assert clubs == sorted(clubs, reverse=True) and len(set(clubs)) == len(clubs)
    hearts = [trump_power(C.parse(t), C.HEARTS) for t in
              words("5H JH AH KH QH 10H 9H 8H 7H 6H 4H 3H 2H")]
    assert hearts == sorted(hearts, reverse=True) and len(set(hearts)) == len(hearts)


def test_plain_suits_rank_red_k_to_2_then_ace_black_k_q_j_a_2_to_10() -> None:
    red = [plain_power(C.parse(t)) for t in words("KD QD JD 10D 9D 2D AD")]
    black = [plain_power(C.parse(t)) for t in words("KS QS JS AS 2S 3S 9S 10S")]
    assert red == sorted(red, reverse=True) and len(set(red)) == len(red)
    assert black == sorted(black, reverse=True) and len(set(black)) == len(black)


def test_a_black_two_of_trumps_beats_the_ten_and_the_ace_of_hearts_beats_the_ace() -> None:
    st_ = new(["10C AC 2D 3D 4D", "2C AH 6D 7D 8D"], "9C", rob=False)
    play(st_, "play 10C", "play 2C")
    assert st_.tricks[-1][2] == 1  # the black 2 of trumps beats the 10
    play(st_, "play 6D", "play 2D")  # 6♦ above 2♦ (red: high above low)
    assert st_.tricks[-1][2] == 1
    play(st_, "play AH", "play AC")
    assert st_.tricks[-1][2] == 1 and st_.taken == [0, 3]


# --- following, trumping, reneging ---------------------------------------------------------

def test_follow_suit_else_trump_else_anything() -> None:
    st_ = new(["KS QS 2D 3D 4D", "2S 8C 6H 7H 8H", "6D 7D 8D 9D 10D"], "7C", rob=False)
    play(st_, "play KS")
    assert legal(st_) == {"play 2S"}
    play(st_, "play 2S")
    assert legal(st_) == {f"play {t}" for t in words("6D 7D 8D 9D 10D")}
    play(st_, "play 6D")
    play(st_, "play QS")
    assert legal(st_) == {"play 8C"}  # out of spades: must trump
    with pytest.raises(IllegalActionError, match="must trump"):
        st_.play("play 6H")


def test_the_ace_of_hearts_is_a_trump_not_a_heart() -> None:
    st_ = new(["KH 2D 3D 4D 5D", "AH 2H 6S 7S 8S"], "7C", rob=False)
    play(st_, "play KH")
    assert legal(st_) == {"play 2H"}
    st2 = new(["KH 2D 3D 4D 5D", "AH 6S 7S 8S 9S"], "7C", rob=False)
    play(st2, "play KH")
    assert legal(st2) == {"play AH"}  # no hearts: must trump, and AH is a trump


def test_a_top_trump_need_not_follow_a_lower_trump_led() -> None:
    hands = ["QC 2D 3D 4D 6D", "JC 7H 8H 9H 10H"]
    st_ = new(hands, "7C", rob=False)
    play(st_, "play QC")
    assert legal(st_) == {f"play {t}" for t in words("JC 7H 8H 9H 10H")}
    play(st_, "play 7H")
    assert st_.barred[1] & (1 << C.parse("3C"))  # no small trump left in that hand
    assert not st_.barred[1] & (1 << C.parse("JC"))  # but maybe a kept-back jack
    strict = new(hands, "7C", rob=False, renege=False)
    play(strict, "play QC")
    assert legal(strict) == {"play JC"}


def test_a_top_trump_must_follow_a_higher_trump_or_beside_a_small_trump() -> None:
    st_ = new(["5C 2D 3D 4D 6D", "JC 7H 8H 9H 10H"], "7C", rob=False)
    play(st_, "play 5C")
    assert legal(st_) == {"play JC"}  # the jack is below the five
    st2 = new(["QC 2D 3D 4D 6D", "JC 3C 8H 9H 10H"], "7C", rob=False)
    play(st2, "play QC")
    assert legal(st2) == {"play JC", "play 3C"}


# --- robbing the turned trump -------------------------------------------------------------

def test_the_ace_holder_may_take_the_turned_trump() -> None:
    st_ = new(["KS QS 2D 3D 4D", "AC 6H 7H 8H 9H"], "7C")
    assert st_.phase == "rob" and st_.current_player() == 1
    assert "rob AC" not in legal(st_) and {"pass", "rob 6H"} <= legal(st_)
    before = st_.clone()
    st_.play("rob 6H")
    assert sorted(texts(st_, 1)) == sorted(words("AC 7C 7H 8H 9H"))
    assert st_.discard == cards("6H") and st_.robber == 1
    assert st_.observation(1)["discard"] == ["6H"] and st_.observation(0)["discard"] == []
    assert st_.unseen(0) >> C.parse("6H") & 1 and not st_.unseen(0) >> C.parse("7C") & 1
    assert "6" not in before.describe_move(C.parse("6H") + 64, 0, "en")
    assert "6♥" in before.describe_move(C.parse("6H") + 64, 1, "en")
    assert st_.current_player() == 0 and st_.phase == "play"


def test_the_dealer_may_take_a_turned_ace_and_the_rule_can_be_off() -> None:
    st_ = new(["KS QS 2D 3D 4D", "5H 6H 7H 8H 9H"], "AC")
    assert st_.phase == "rob" and st_.current_player() == 1  # seat 1 dealt
    st_.play("pass")
    assert st_.phase == "play" and st_.robber is None
    off = new(["KS QS 2D 3D 4D", "AC 6H 7H 8H 9H"], "7C", rob=False)
    assert off.phase == "play" and not off.ace_in_stock


# --- scoring --------------------------------------------------------------------------------

TWO = ["5C JC AH KS 2S", "2D 3D 4D 6D QS"]


def test_three_first_tricks_then_stop_scores_one_per_opponent() -> None:
    st_ = new(TWO, "7C")
    play(st_, "5C", "2D", "JC", "3D", "AH", "4D")
    assert st_.phase == "march" and legal(st_) == {"stop", "march"}
    st_.play("stop")
    assert st_.scores == [1, 0] and st_.sheet == [(1, 0)]
    assert st_.current_player() == CHANCE


def test_a_march_won_scores_double() -> None:
    hands = ["5C JC AH KS QS", "2D 3D 4D 6D 7D", "8D 9D 10D JD KD"]
    st_ = new(hands, "7C")
    play(st_, "5C", "2D", "8D", "JC", "3D", "9D", "AH", "4D", "10D", "march",
         "KS", "6D", "JD", "QS", "7D", "KD")
    assert st_.scores == [4, 0, 0] and st_.sheet == [(4, 0, 0)]


def test_a_march_lost_scores_nothing() -> None:
    st_ = new(TWO, "7C")
    play(st_, "5C", "2D", "JC", "3D", "AH", "4D", "march", "2S", "QS")
    assert st_.tricks[-1][2] == 1
    assert st_.scores == [0, 0] and st_.sheet == [(0, 0)] and st_.current_player() == CHANCE


def test_without_the_march_rule_three_first_tricks_score_at_once() -> None:
    st_ = new(TWO, "7C", march=False)
    play(st_, "5C", "2D", "JC", "3D", "AH", "4D")
    assert st_.scores == [1, 0] and st_.current_player() == CHANCE


def test_a_third_trick_later_scores_at_once_and_ends_the_deal() -> None:
    st_ = new(["KS 2D 5C JC AH", "AS 3D 4D 6D 7D"], "7C")
    play(st_, "KS", "AS", "2D", "3D")  # K♠ takes, then 3♦ over 2♦
    assert st_.taken == [1, 1]
    play(st_, "4D", "5C")  # out of diamonds: trumps
    assert st_.taken == [2, 1] and st_.leader == 0
    play(st_, "JC", "6D")
    assert st_.scores == [1, 0] and len(st_.tricks) == 4 and st_.phase == "deal"


def test_nobody_with_three_tricks_scores_nothing() -> None:
    hands = ["KS QS 2D 3D 4D", "KD QD 2H 3H 4H", "KH QH JH 10H 9H"]
    st_ = new(hands, "7C")
    play(st_, "KS", "4H", "JH", "QS", "3H", "QH", "2D", "KD", "10H",
         "QD", "9H", "3D", "2H", "KH", "4D")
    assert st_.taken == [2, 2, 1]
    assert st_.sheet == [(0, 0, 0)] and st_.scores == [0, 0, 0] and st_.phase == "deal"
    st_.apply_chance()
    assert st_.dealer == 0 and st_.leader == 1 and st_.deal_no == 2


def test_the_first_to_the_target_wins() -> None:
    st_ = new(TWO, "7C", target=1)
    play(st_, "5C", "2D", "JC", "3D", "AH", "4D", "stop")
    assert st_.is_terminal() and st_.returns() == [1.0, 0.0]
    assert st_.result()["winners"] == [0]
    assert GAME.rematch_rules(st_) == {"first_dealer": 1}


def test_the_points_follow_the_number_of_opponents() -> None:
    hands = ["5C JC AH KS QS", "2D 3D 4D 6D 7D", "8D 9D 10D JD KD", "2H 3H 4H 6H 7H"]
    st_ = new(hands, "7C")
    play(st_, "5C", "2D", "8D", "2H", "JC", "3D", "9D", "3H", "AH", "4D", "10D", "4H",
         "stop")
    assert st_.scores == [3, 0, 0, 0]


# --- what a seat knows ----------------------------------------------------------------------

def test_worlds_keep_voids_shown_cards_and_the_ace_in_the_stock() -> None:
    st_ = new(["KS QS 2D 3D 4D", "AC 6H 7H 8H 9H", "KH QH JH 10H 2H"], "7C")
    play(st_, "rob 6H", "KS", "7C", "2H")  # seat 1 trumps, seat 2 cannot
    rng = random.Random(3)
    for _ in range(30):
        w = st_.resample(0, rng)
        assert w.observation(0) == st_.observation(0) and w.unseen(0) == st_.unseen(0)
        assert C.parse("AC") in w.hands[1]  # announced
        assert not any(C.suit_of(c) == C.SPADES for c in w.hands[1])  # showed out
        assert not any(C.suit_of(c) in (C.SPADES, C.CLUBS) or c == C.parse("AH")
                       for c in w.hands[2])  # neither spades nor a trump
    plain = new(["KS QS 2D 3D 4D", "6H 7H 8H 9H 10H", "KH QH JH 5H 2H"], "7C")
    for _ in range(10):
        assert C.parse("AC") in plain.resample(0, rng).rest


def test_the_heuristic_takes_the_trump_and_stops_unless_sure() -> None:
    st_ = new(["KS QS 2D 3D 4D", "AC 6H 7H 8H 9H"], "7C")
    bot = HeuristicAgent(1, random.Random(0))
    assert st_.action_to_text(bot.act(st_.observation(1), st_.legal_actions())) == "rob 6H"
    st2 = new(TWO, "7C")
    play(st2, "5C", "2D", "JC", "3D", "AH", "4D")
    me = HeuristicAgent(0, random.Random(0))
    assert st2.action_to_text(me.act(st2.observation(0), st2.legal_actions())) == "stop"


# --- properties -----------------------------------------------------------------------------

RULES = st.fixed_dictionaries({"march": st.booleans(), "renege": st.booleans(),
                               "rob": st.booleans(), "target": st.integers(1, 4)})


@settings(max_examples=25, deadline=None)
@given(RULES, st.integers(2, 10), st.integers(0, 10_000))
def test_cards_are_kept_games_end_and_the_sheet_adds_up(rules: dict[str, Any], players: int,
                                                       seed: int) -> None:
    st_ = GAME.new_state(players, GAME.make_rules(overrides=rules), seed)
    assert isinstance(st_, PyaterkaState)
    rng = random.Random(seed)
    for _ in range(20_000):
        p = st_.current_player()
        if st_.is_terminal():
            break
        if p == CHANCE:
            st_.apply_chance()
            continue
        table = [*st_.rest, *st_.discard, *st_.trick,
                 *(c for _, cs, _ in st_.tricks for c in cs),
                 *(c for h in st_.hands for c in h)]
        if st_.robber is None:
            table.append(st_.turnup)
        assert sorted(table) == sorted(C.deck(52))
        st_.apply(rng.choice(st_.legal_actions()))
    assert st_.is_terminal()
    assert [sum(col) for col in zip(*st_.sheet, strict=True)] == st_.scores
    assert max(st_.scores) >= rules["target"]
    assert sorted(st_.returns()) == [0.0] * (players - 1) + [1.0]


@settings(max_examples=80, deadline=None)
@given(st.text(max_size=12), st.integers(0, 40))
def test_any_text_is_a_move_or_refused_and_a_refusal_changes_nothing(text: str,
                                                                     steps: int) -> None:
    st_ = GAME.new_state(3, GAME.make_rules(), 7)
    rng = random.Random(steps)
    for _ in range(steps):
        if st_.current_player() == CHANCE:
            st_.apply_chance()
        elif not st_.is_terminal():
            st_.apply(rng.choice(st_.legal_actions()))
    if st_.current_player() == CHANCE:
        st_.apply_chance()
    before = [st_.observation(s) for s in range(3)], st_.history[:]
    try:
        st_.play(text)
    except (ParseError, IllegalActionError) as err:
        assert isinstance(err, KolodaError)
        assert ([st_.observation(s) for s in range(3)], st_.history) == before
