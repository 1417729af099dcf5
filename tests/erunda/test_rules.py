"""«Ерунда» on rigged deals: the deal, the buying, play, every scoring rule and option."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError
from koloda.engine.game import get_game
from koloda.games.erunda.state import (
    DECLINE,
    FIVE,
    FOLD,
    JOIN,
    KEEP,
    MINUS,
    PASS,
    PICK,
    PLUS,
    ErundaState,
)

GAME = get_game("erunda")


def cards(text: str) -> list[C.Card]:
    return [C.parse(t) for t in text.split()]


def order(hands: list[str], talon: str, trump: str, deck: str = "") -> list[C.Card]:
    """The deck order dealing ``hands`` (by seat; the dealer is seat 0, the first hand 1)."""
    n = len(hands)
    hs = [cards(h) for h in hands]
    tl = cards(talon)
    seats = [(1 + i) % n for i in range(n)]
    out: list[C.Card] = []
    for rnd in range(5):
        out += [hs[s][rnd] for s in seats]
        if rnd:
            out.append(tl[rnd - 1])
    out += cards(trump) + cards(deck)
    return out + [c for c in C.deck(36) if c not in out]


def new(players: int, deal: list[C.Card], **rules: Any) -> ErundaState:
    s = GAME.new_state(players, GAME.make_rules(None, (), rules), 1, deals=[deal])
    s.apply_chance()
    assert isinstance(s, ErundaState)
    return s


def play(s: ErundaState, *moves: str) -> None:
    for m in moves:
        s.play(m)


H3 = ["AC KC QC JC 10C", "6S 7S 8S 9S 10S", "AH KH 6C 7C 8C"]
TALON = "6D 7D 8D 9D"


def test_deal_talon_and_trump() -> None:
    s = new(3, order(H3, TALON, "AD"))
    for seat, h in enumerate(H3):
        assert sorted(s.hands[(seat) % 3]) == sorted(cards(h))
    assert s.talon == cards(TALON) and s.phase == "declare" and s.current_player() == 1
    play(s, "pass", "pass", "pass")
    assert s.trump == 2 and C.parse("AD") in s.hands[0] and len(s.hands[0]) == 6
    assert s.phase == "buy" and s.current_player() == 1


def test_buying_keep_one_and_take_the_talon() -> None:
    s = new(3, order(H3, TALON, "AD"))
    play(s, "pass", "pass", "pass", "keep 10S")
    assert sorted(s.hands[1]) == sorted(cards("10S " + TALON))
    assert sorted(s.out[1]) == sorted(cards("6S 7S 8S 9S")) and s.buyer == 1
    assert s.phase == "discard" and s.current_player() == 0
    play(s, "discard AC")
    assert s.trump_loose and s.phase == "join" and s.current_player() == 2
    play(s, "fold")
    assert s.phase == "play" and s.active == [True, True, False]
    assert s.leader == 1  # the buyer leads


def test_decline_turns_a_card_and_the_next_buyer_shows_it() -> None:
    s = new(3, order(H3, TALON, "AD"))
    play(s, "pass", "pass", "pass", "decline")
    assert s.turned == cards("6D") and s.current_player() == 2
    play(s, "keep AH")
    assert s.known[2] == cards("6D")
    assert "6D" in s.observation(1)["known"][2]
    s = new(3, order(H3, TALON, "AD"))
    play(s, "pass", "pass", "pass", "decline", "decline")
    assert s.buyer is None and s.phase == "discard" and len(s.turned) == 2


def test_first_hand_without_trump_picks_from_the_deck() -> None:
    s = new(3, order(H3, TALON, "JH", deck="QH 6H"))
    play(s, "pass", "pass", "pass")
    assert PICK in s.legal_actions()
    play(s, "pick")
    assert sorted(s.hands[1]) == sorted(cards("QH " + TALON))
    assert s.picked == C.parse("QH") and len(s.out[1]) == 5
    s = new(3, order(H3, TALON, "JH", deck="QH"), pick=False)
    play(s, "pass", "pass", "pass")
    assert PICK not in s.legal_actions()


def test_must_beat_the_card_led_and_trump() -> None:
    hands = ["6S 7S 8S 9S 10S", "JS 6H 7H 8H 9H", "QS KS 6C 7C 8C"]
    s = new(3, order(hands, TALON, "AD"))
    play(s, "pass", "pass", "pass", "decline", "decline", "discard 7S", "in", "in")
    assert s.leader == 1  # nobody bought: the first player left of the dealer
    play(s, "play JS")
    assert sorted(s.legal_actions()) == cards("QS KS")
    play(s, "play QS")
    # the dealer has only lower spades: any of them
    assert sorted(s.legal_actions()) == sorted(cards("6S 8S 9S 10S"))
    play(s, "play 6S")
    assert s.caps[0][0] == 11  # he showed no spade above the jack
    s = new(3, order(["6S 7S 8S 9S 10S", "6H 7H 8H 9H 10H", "AS 6D 6C 7C 8C"], "7D 8D 9D 10D",
                     "AD"))
    play(s, "pass", "pass", "pass", "decline", "decline", "discard 6S", "in", "in", "play 6H")
    assert s.legal_actions() == cards("6D")  # no heart: the trump
    try:
        s.play("7C")
    except KolodaError as e:
        assert "trump" in e.en
    else:
        raise AssertionError("7C was allowed")


def _finish_deal(s: ErundaState, rng: random.Random | None = None) -> None:
    deal = s.deal_no
    while s.deal_no == deal and not s.is_terminal() and s.current_player() >= 0 \
            and s.phase == "play":
        s.apply(max(s.legal_actions(), key=C.rank_of))


def test_scoring_plus_minus_and_dash() -> None:
    s = new(3, order(H3, TALON, "AD"))
    play(s, "pass", "pass", "pass", "keep 10S", "discard KC", "in")
    _finish_deal(s)
    # seat 1 (trumps 6-9D and 10S) and seat 2 (two hearts) against the dealer's clubs
    assert s.phase in ("settle", "play") or s.need_shuffle
    total = sum(s.won)
    assert total == 5
    while s.phase == "settle" and not s.need_shuffle:
        seat = s.current_player()
        before = s.scores[seat]
        play(s, "minus")
        assert s.scores[seat] == before - 5
    assert s.rows[-1][0] == "1"


def test_failed_five_and_big_plus() -> None:
    hands = ["AS KS QS JS 10S", "6S 7S 8S 9S 6H", "AH KH 6C 7C 8C"]
    s = new(3, order(hands, TALON, "AD"))
    play(s, "five")
    assert s.declarer == 1 and s.trump is None and not s.trump_known
    assert s.observation(2)["trump_card"] is None
    play(s, "decline", "decline", "discard AD", "fold")
    assert s.active == [True, True, False]  # the declarer and the dealer play
    _finish_deal(s)
    assert s.pluses[1] == 2 and s.rows[-1][2] == "0 ++"
    assert s.rows[-1][3] == "—" and s.scores == [5, 0, 0]
    s = new(3, order(H3, TALON, "AD"))
    play(s, "pass", "pass", "pass", "decline", "decline", "discard 10C", "in", "in")
    s.scores = [0, 0, 12]
    s.pluses = [1, 2, 0]
    _finish_deal(s)
    assert s.phase == "settle" and s.current_player() == 1 and s.scores[0] == 5
    play(s, "plus")
    assert s.pluses[1] == 3
    pot, before = s.pot, s.money[2]
    assert pot == 30
    play(s, "plus")  # 12 points: a big plus, the pot and all four pluses at 10
    assert s.money[2] == before - 70 and s.pot == 100 and s.pluses[2] == 0
    assert s.rows[-1][1:] == ("5", "+", "+70")


def test_game_end_and_payment() -> None:
    s = new(2, order(["6S 7S 8S 9S 10S", "AD KD QD JD 10D"], TALON, "AC"), target=5,
            stake=10, plus_price=7)
    play(s, "pass", "pass", "keep AD", "discard AC")
    assert s.phase == "play" and s.active == [True, True]
    s.pluses = [3, 0]
    _finish_deal(s)
    assert s.scores[1] == 5 and s.phase == "settle" and s.current_player() == 0
    play(s, "plus")
    assert s.is_terminal() and s.winner == 1
    # the pot of 20 and the dealer's four pluses at 7
    assert s.money == [-10 - 28, -10 + 20 + 28]


def test_must_play_at_thirteen() -> None:
    s = new(3, order(H3, TALON, "AD"))
    s.scores = [0, 0, 13]
    play(s, "pass", "pass", "pass", "keep 10S", "discard KC")
    assert s.phase == "play"  # seat 2 is not asked


def test_resample_keeps_voids_and_known_cards() -> None:
    s = new(3, order(["6S 7S 8S 9S 10S", "6H 7H 8H 9H 10H", "AS 6D 6C 7C 8C"],
                     "7D 8D 9D 10D", "AD"))
    play(s, "pass", "pass", "pass", "decline", "keep AS", "discard 6S", "in")
    assert s.known[2] == cards("7D") and s.leader == 2
    play(s, "play AS", "play 7S", "play 6H")  # seat 1: no spade, no trump
    rng = random.Random(5)
    for _ in range(30):
        w = s.resample(0, rng)
        assert w.observation(0) == s.observation(0)
        assert not any(C.suit_of(c) in (0, 2) for c in w.hands[1])
        assert C.parse("7D") in w.hands[2]  # the turned card went to seat 2
        w = s.resample(1, rng)
        assert w.observation(1) == s.observation(1)
        assert C.parse("AD") in w.hands[0] + w.out[0]  # the shown trump card


def test_describe_move_hides_discards() -> None:
    s = new(3, order(H3, TALON, "AD"))
    play(s, "pass", "pass", "pass")
    assert s.describe_move(KEEP + C.parse("10S"), 2, "ru") == "берёт прикуп"
    assert "10" in s.describe_move(KEEP + C.parse("10S"), 1, "ru")
    for word in (FIVE, PASS, PICK, DECLINE, JOIN, FOLD, PLUS, MINUS):  # words are public
        assert s.describe_move(word, 2, "ru") == s.describe_move(word, 1, "ru")


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 6), st.sampled_from([None, "short"]))
def test_property_conservation_end_and_money(seed: int, players: int,
                                             preset: str | None) -> None:
    s = GAME.new_state(players, GAME.make_rules(preset), seed)
    assert isinstance(s, ErundaState)
    rng = random.Random(seed)
    while not s.is_terminal():
        if s.current_player() < 0:
            s.apply_chance()
            continue
        places = [c for h in s.hands + s.out for c in h] + s.talon + s.deck + s.played + s.trick
        assert sorted(places) == sorted(C.deck(36))
        s.apply(rng.choice(s.legal_actions()))
    assert abs(sum(s.returns())) < 1e-9
    assert s.deal_no <= s.rules.max_deals


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=12))
def test_parsing_fuzz(text: str) -> None:
    s = new(3, order(H3, TALON, "AD"))
    before = s.observation(1)
    try:
        s.play(text)
    except KolodaError:
        assert s.observation(1) == before
    for action in (FIVE, PASS, PICK, DECLINE, JOIN, FOLD, PLUS, MINUS):
        assert s.text_to_action(s.action_to_text(action)) == action
