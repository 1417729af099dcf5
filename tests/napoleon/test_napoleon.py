"""Наполеон on rigged deals: the antes, the bidding (raises, passes, «here», all pass),
the buy, the trump named by the first lead, following, every settlement (made, lost,
Napoleon made and lost), the end of the game; then properties over random games and
the parsing of any text."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.napoleon.bot import HeuristicAgent
from koloda.games.napoleon.state import NapoleonState

GAME = get_game("napoleon")
SPADES = "AS KS QS JS 10S"
HEARTS = "AH KH QH JH 10H"
DIAMONDS = "AD KD QD JD 10D"


def cards(text: str) -> list[int]:
    return [C.parse(t) for t in text.split()]


def order(hands: list[str], dealer: int) -> list[int]:
    """The deck order dealing ``hands[seat]`` (five each from the dealer's left); the
    stock is the rest of the deck in its own order."""
    n = len(hands)
    out: list[int] = []
    for i in range(n):
        out += cards(hands[(dealer + 1 + i) % n])
    out += [c for c in C.deck(36) if c not in out]
    assert len(set(out)) == 36
    return out


def new(hands: list[str], **rules: Any) -> NapoleonState:
    n = len(hands)
    st_ = GAME.new_state(n, GAME.make_rules(overrides={"first_dealer": n, **rules}), 1,
                         [order(hands, n - 1)])
    assert isinstance(st_, NapoleonState)
    st_.apply_chance()
    return st_


def legal(st_: NapoleonState) -> set[str]:
    return {st_.action_to_text(a) for a in st_.legal_actions()}


def play(st_: NapoleonState, *moves: str) -> None:
    for m in moves:
        st_.play(m)


def test_the_deal_the_antes_and_the_dealer_bidding_first() -> None:
    st_ = new([SPADES, HEARTS, DIAMONDS])
    assert [sorted(C.to_text(c) for c in h) for h in st_.hands] == \
        [sorted(h.split()) for h in (SPADES, HEARTS, DIAMONDS)]
    assert st_.kitty == 30 and len(st_.rest) == 21
    assert st_.current_player() == 2  # the dealer bids first
    assert legal(st_) == {"bid 2", "bid 3", "bid 4", "bid 5", "bid nap", "pass"}
    assert "bid 1" in legal(new([SPADES, HEARTS, DIAMONDS], min_bid=1))


def test_a_contract_made_is_paid_by_everybody_and_play_stops() -> None:
    st_ = new([SPADES, HEARTS, DIAMONDS])
    play(st_, "pass", "bid 3", "pass")
    assert st_.declarer == 0 and st_.phase == "buy"
    play(st_, "keep", "AS")
    assert st_.trump == C.SPADES  # the first card led names the trump
    play(st_, "AH", "AD", "KS", "KH", "KD", "QS", "QH", "QD")
    assert len(st_.tricks) == 3 and st_.current_player() == CHANCE
    assert st_.sheet == [(50, -40, -40, 30)] and st_.money == [50, -40, -40]
    assert st_.kitty == 30


def test_a_contract_lost_pays_everybody_and_the_kitty_and_stops_when_certain() -> None:
    st_ = new(["AS KS 6H 7H 8H", HEARTS, DIAMONDS])
    play(st_, "pass", "bid 4", "pass", "keep", "AS", "AH", "AD", "KS", "KH", "KD")
    play(st_, "6H")
    assert legal(st_) == {"play QH", "play JH", "play 10H"}  # follow suit
    play(st_, "QH", "QD", "JH", "JD", "7H")
    assert len(st_.tricks) == 4 and st_.current_player() == CHANCE  # 4 no longer possible
    assert st_.sheet == [(-130, 30, 30, 70)] and st_.kitty == 70


def test_out_of_suit_a_player_must_trump() -> None:
    st_ = new(["AS KS 6H 7H 8H", "AH KH QH JH 7S", "6S AD KD QD JD"])
    play(st_, "pass", "bid 2", "pass", "keep", "AS", "7S", "6S", "6H")
    assert legal(st_) == {f"play {t}" for t in ("AH", "KH", "QH", "JH")}
    play(st_, "AH")
    assert legal(st_) == {f"play {t}" for t in ("AD", "KD", "QD", "JD")}  # no trump left
    st_.play("AD")
    assert st_.barred[2] >> C.parse("9H") & 1 and st_.barred[2] >> C.parse("9S") & 1


def test_napoleon_made_wins_the_kitty() -> None:
    st_ = new([SPADES, HEARTS, DIAMONDS])
    play(st_, "pass", "bid nap", "pass", "keep")
    for a, b, c in zip(SPADES.split(), HEARTS.split(), DIAMONDS.split(), strict=True):
        play(st_, a, b, c)
    assert st_.sheet == [(120, -60, -60, 0)] and st_.kitty == 0


def test_napoleon_lost_doubles_the_kitty() -> None:
    st_ = new(["AS KS QS JS 6H", HEARTS, DIAMONDS])
    play(st_, "pass", "bid nap", "pass", "keep")
    for a, b, c in zip(["AS", "KS", "QS", "JS"], HEARTS.split(), DIAMONDS.split(),
                       strict=False):
        play(st_, a, b, c)
    play(st_, "6H", "10H", "10D")
    assert st_.tricks[-1][2] == 1
    assert st_.sheet == [(-140, 40, 40, 60)] and st_.kitty == 60


def test_the_dealer_may_say_here_and_the_others_must_go_higher() -> None:
    st_ = new([SPADES, HEARTS, DIAMONDS])
    play(st_, "bid 2", "bid 3", "pass")
    assert "here" in legal(st_)
    st_.play("here")
    assert st_.high == 3 and st_.high_seat == 2 and st_.current_player() == 0
    assert legal(st_) == {"bid 4", "bid 5", "bid nap", "pass"}
    st_.play("pass")
    assert st_.declarer == 2 and st_.high == 3 and st_.leader == 2
    off = new([SPADES, HEARTS, DIAMONDS], hold=False)
    play(off, "bid 2", "bid 3", "pass")
    assert "here" not in legal(off)
    try:
        off.play("here")
    except IllegalActionError as err:
        assert "dealer" in err.en
    else:
        raise AssertionError("«here» was accepted with hold off")


def test_all_passing_voids_the_deal_and_the_antes_stay() -> None:
    st_ = new([SPADES, HEARTS, DIAMONDS])
    play(st_, "pass", "pass", "pass")
    assert st_.sheet == [(-10, -10, -10, 30)] and st_.current_player() == CHANCE
    st_.apply_chance()
    assert st_.dealer == 0 and st_.kitty == 60 and st_.current_player() == 0


def test_the_declarer_may_buy_the_top_card_face_down() -> None:
    st_ = new(["AS KS 6H 7H 8H", HEARTS, DIAMONDS])
    play(st_, "pass", "bid 2", "pass")
    top = st_.rest[0]
    before = st_.clone()
    st_.play("buy 8H")
    assert top in st_.hands[0] and C.parse("8H") not in st_.hands[0]
    assert st_.discard == cards("8H") and len(st_.rest) == 20
    assert st_.observation(0)["discard"] == ["8H"] and st_.observation(1)["discard"] == []
    assert st_.unseen(1) >> C.parse("8H") & 1
    assert "8" not in before.describe_move(C.parse("8H") + 128, 1, "en")
    off = new(["AS KS 6H 7H 8H", HEARTS, DIAMONDS], buy=False)
    play(off, "pass", "bid 2", "pass")
    assert off.phase == "play"


def test_the_game_ends_after_its_rounds() -> None:
    hands = [SPADES, HEARTS]
    st_ = GAME.new_state(2, GAME.make_rules(overrides={"first_dealer": 2, "rounds": 1}), 1,
                         [order(hands, 1), order(hands, 0)])
    assert isinstance(st_, NapoleonState)
    st_.apply_chance()
    play(st_, "pass", "bid 2", "keep", "AS", "AH", "KS", "KH")
    assert st_.money == [10, -30]
    st_.apply_chance()
    play(st_, "pass", "pass")
    assert st_.is_terminal() and st_.money == [0, -40] and st_.kitty == 40
    assert st_.returns() == [1.0, 0.0] and st_.result()["winners"] == [0]
    assert GAME.rematch_rules(st_) == {"first_dealer": 2}


def test_worlds_keep_voids_and_the_declarers_discard() -> None:
    st_ = new(["AS KS 6H 7H 8H", "AH KH QH JH 7S", "6S AD KD QD JD"])
    play(st_, "pass", "bid 2", "pass", "buy 8H", "AS", "7S", "6S", "6H", "AH", "AD")
    rng = random.Random(2)
    for _ in range(20):
        w = st_.resample(1, rng)
        assert w.observation(1) == st_.observation(1) and w.unseen(1) == st_.unseen(1)
        assert not any(C.suit_of(c) in (C.HEARTS, C.SPADES) for c in w.hands[2])
        mine = st_.resample(0, rng)
        assert mine.discard == cards("8H")


def test_the_heuristic_bids_a_strong_hand_and_passes_a_weak_one() -> None:
    st_ = new([SPADES, "6H 7H 8H 9D 6C", DIAMONDS])
    st_.play("pass")
    bot = HeuristicAgent(0, random.Random(0))
    assert st_.action_to_text(bot.act(st_.observation(0), st_.legal_actions())) == "bid nap"
    st_.play("bid 3")
    weak = HeuristicAgent(1, random.Random(0))
    assert st_.action_to_text(weak.act(st_.observation(1), st_.legal_actions())) == "pass"


RULES = st.fixed_dictionaries({"hold": st.booleans(), "buy": st.booleans(),
                               "min_bid": st.integers(1, 5), "rounds": st.integers(1, 2)})


@settings(max_examples=25, deadline=None)
@given(RULES, st.integers(2, 6), st.integers(0, 10_000))
def test_cards_are_kept_games_end_and_the_money_adds_up(rules: dict[str, Any], players: int,
                                                       seed: int) -> None:
    st_ = GAME.new_state(players, GAME.make_rules(overrides=rules), seed)
    assert isinstance(st_, NapoleonState)
    rng = random.Random(seed)
    for _ in range(5_000):
        if st_.is_terminal():
            break
        if st_.current_player() == CHANCE:
            assert sum(st_.money) + st_.kitty == 0
            st_.apply_chance()
            continue
        table = [*st_.rest, *st_.discard, *st_.trick,
                 *(c for _, cs, _ in st_.tricks for c in cs),
                 *(c for h in st_.hands for c in h)]
        assert sorted(table) == sorted(C.deck(36))
        st_.apply(rng.choice(st_.legal_actions()))
    assert st_.is_terminal() and len(st_.sheet) == rules["rounds"] * players
    assert sum(st_.money) + st_.kitty == 0
    assert [sum(col) for col in zip(*st_.sheet, strict=True)][:-1] == st_.money


@settings(max_examples=80, deadline=None)
@given(st.text(max_size=12), st.integers(0, 30))
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
    except (ParseError, IllegalActionError):
        assert ([st_.observation(s) for s in range(3)], st_.history) == before
