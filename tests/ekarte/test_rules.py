"""Экарте on rigged deals: every scoring rule and option, exactly."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.ekarte.state import ACCEPT, KINGS, PROPOSE, REFUSE, STAND, EkarteState

GAME = get_game("ekarte")


def cards(text: str) -> list[C.Card]:
    return [C.parse(t) for t in text.split()]


def order(elder: str, dealer: str, turnup: str, stock: str = "",
          packets: str = "2-3") -> list[C.Card]:
    """The deck order that deals these hands (elder first in each packet), the turn-up,
    then ``stock`` on top of the remaining cards."""
    e, d = cards(elder), cards(dealer)
    first = 2 if packets == "2-3" else 3
    out = e[:first] + d[:first] + e[first:] + d[first:] + cards(turnup) + cards(stock)
    return out + [c for c in C.deck(32) if c not in out]


def new(deal: list[C.Card], **rules: Any) -> EkarteState:
    state = GAME.new_state(2, GAME.make_rules(None, (), rules), 1, deals=[deal])
    state.apply_chance()
    assert isinstance(state, EkarteState)
    return state


def play(state: EkarteState, *moves: str) -> None:
    for m in moves:
        state.play(m)


ELDER_WEAK = "7S 8S 9S 7C 8C"
DEALER_HEARTS = "KH QH JH AH 10H"


def test_deal_packets_and_trump() -> None:
    for packets in ("2-3", "3-2"):
        s = new(order(ELDER_WEAK, DEALER_HEARTS, "7H", packets=packets), packets=packets)
        assert sorted(s.hands[1]) == sorted(cards(ELDER_WEAK))
        assert sorted(s.hands[0]) == sorted(cards(DEALER_HEARTS))
        assert s.turnup == C.parse("7H") and s.trump == 3
        assert len(s.stock) == 21 and s.current_player() == 1


def test_stand_obliges_and_the_vole_scores_two_plus_penalty() -> None:
    s = new(order(ELDER_WEAK, DEALER_HEARTS, "7H"))
    play(s, "stand")
    assert s.obliged == 1 and s.phase == "play"
    play(s, "play 7S")
    # the dealer holds no spade: hearts only, and may announce his king first
    assert sorted(s.legal_actions()) == sorted([*cards(DEALER_HEARTS), KINGS])
    play(s, "kings")
    assert s.scores == [1, 0] and s.announced[0] == cards("KH")
    play(s, "10H", "AH", "8S", "JH", "9S", "QH", "7C", "KH", "8C")
    # king 1 + vole 2 + penalty 1
    assert s.scores == [4, 0] and s.rows[-1] == (1, 5, 0, 4, 0)


def test_three_tricks_score_one_and_penalty_size() -> None:
    elder, dealer = "KS QS JS 7C 8C", "AS 10S KH 9C 10C"
    s = new(order(elder, dealer, "7D"), penalty=3)
    play(s, "stand", "play KS", "play AS", "play QS", "play 10S", "play JS")
    # the dealer has no spade and no trump (diamonds): any card
    play(s, "play 9C")
    assert s.won == [0, 3]
    play(s, "play 7C", "play 10C", "play KH", "play 8C")  # no heart, no trump: any card
    assert s.rows[-1] == (1, 2, 3, 0, 1)
    assert s.scores == [0, 1]  # 3-4 tricks: one point; the obliged player won: no penalty


def test_refusal_obliges_the_dealer() -> None:
    s = new(order("KS QS JS KC QC", "7S 8S 9S 7C 8C", "7D"), penalty=2)
    play(s, "propose", "refuse")
    assert s.obliged == 0
    play(s, "kings")
    assert s.scores == [0, 2]
    for _ in range(5):
        lead = s.legal_actions()
        s.apply(max(c for c in lead if c < 128))
        s.apply(s.legal_actions()[0])
    assert s.won == [0, 5]
    assert s.scores == [0, 2 + 2 + 2]  # kings 2, vole 2, penalty 2


def test_exchange_once() -> None:
    s = new(order(ELDER_WEAK, DEALER_HEARTS, "7H", stock="KS KC QD"))
    play(s, "propose", "accept")
    assert s.phase == "discard" and s.current_player() == 1
    assert STAND not in s.legal_actions()
    with pytest.raises(KolodaError):
        s.play("take")  # the elder discards at least one card
    play(s, "discard 7S", "discard 8S", "take")
    assert sorted(s.hands[1]) == sorted(cards("9S 7C 8C KS KC"))
    assert s.current_player() == 0 and s.phase == "discard"
    play(s, "take")  # the dealer keeps his hand
    assert s.phase == "play" and s.obliged is None and s.bought == [0, 2]
    assert len(s.stock) == 19 and s.hidden_out[1] == cards("7S 8S")


def test_exchange_repeat_and_none() -> None:
    s = new(order(ELDER_WEAK, DEALER_HEARTS, "7H"), exchange="repeat")
    play(s, "propose", "accept", "discard 7S", "take", "discard 10H", "take")
    assert s.phase == "propose" and s.exchanges == 1
    play(s, "stand")
    assert s.obliged is None  # an exchange took place: no penalty
    s = new(order(ELDER_WEAK, DEALER_HEARTS, "7H"), exchange="none")
    assert s.phase == "play" and PROPOSE not in s.legal_actions()


def test_discards_cannot_outrun_the_stock() -> None:
    s = new(order(ELDER_WEAK, DEALER_HEARTS, "7H"))
    s.stock = s.stock[:1]
    play(s, "propose", "accept", "discard 7S")
    assert s.legal_actions() == [304]  # only take: one card left to give


def test_kings_trump_only_and_turnup_king() -> None:
    s = new(order("KS KC 7S 8S 9S", "KD 7C 8C 9C 10C", "KH", stock="QH"),
            kings="trump", turnup_king=True)
    assert s.scores == [1, 0]  # the turned-up king, for the dealer
    play(s, "stand")
    assert KINGS not in s.legal_actions()  # black kings do not score
    s = new(order("KS KC 7S 8S 9S", "KD 7C 8C 9C 10C", "KH"))
    assert s.scores == [0, 0]
    play(s, "stand", "kings")
    assert s.scores == [0, 2]
    s = new(order("KS KC 7S 8S 9S", "KD 7C 8C 9C 10C", "KH"))
    play(s, "stand", "play 7S")
    assert s.scores == [0, 0] and KINGS in s.legal_actions()  # the dealer's turn now
    play(s, "play KD")
    assert KINGS not in s.legal_actions()  # the elder let his chance pass


def test_following_rules_and_must_head() -> None:
    elder, dealer = "9S 7C 8C 9C 10C", "7S KS 7H 8D 9D"
    s = new(order(elder, dealer, "7D"))
    play(s, "stand", "play 9S")
    assert sorted(s.legal_actions()) == sorted([*cards("7S KS"), KINGS])
    s = new(order(elder, dealer, "7D"), must_head=True)
    play(s, "stand", "play 9S")
    assert sorted(s.legal_actions()) == sorted([*cards("KS"), KINGS])
    with pytest.raises(KolodaError):
        s.play("7S")
    s = new(order("7H 7C 8C 9C 10C", "7S KS JS 8D 9D", "7D"))
    play(s, "stand", "play 7H")
    assert sorted(a for a in s.legal_actions() if a < 128) == cards("8D 9D")
    assert s.refusal(C.parse("7S"), "en") == "follow suit, or trump without it"


def test_target_by_kings_ends_at_once() -> None:
    s = new(order("KS KC KD 8S 9S", "7D 7C 8C 9C 10C", "7H"), target=3)
    play(s, "stand", "kings")
    assert s.is_terminal() and s.winner == 1 and s.returns() == [-1.0, 1.0]


def _finish(s: EkarteState, seed: int = 0) -> None:
    rng = random.Random(seed)
    while not s.is_terminal():
        if s.current_player() < 0:
            s.apply_chance()
        else:
            s.apply(rng.choice(s.legal_actions()))


def test_stakes() -> None:
    s = new(order("KS KC KD 8S 9S", "7D 7C 8C 9C 10C", "7H"), target=3, stake="points",
            unit=5)
    play(s, "stand", "kings")
    assert s.returns() == [-15.0, 15.0]
    s = new(order(ELDER_WEAK, DEALER_HEARTS, "7H"), stake="tricks", unit=4, target=30)
    play(s, "stand", "play 7S", "10H", "AH", "8S", "JH", "9S", "QH", "7C", "KH", "8C")
    assert s.money == [4, -4]
    _finish(s)
    assert sum(s.returns()) == 0 and s.returns() == [float(m) for m in s.money]
    s = new(order("KS KC KD 8S 9S", "7D 7C 8C 9C 10C", "7H"), target=3, unit=7)
    play(s, "stand", "kings")
    assert s.returns() == [-7.0, 7.0]


def test_next_deal_from_the_rest_or_fresh() -> None:
    deal = order(ELDER_WEAK, DEALER_HEARTS, "7H")
    moves = ("stand", "play 7S", "10H", "AH", "8S", "JH", "9S", "QH", "7C", "KH", "8C")
    s = new(deal)
    play(s, *moves)
    # the next deal is a chance step without a shuffle: a search stops there and values it
    assert s.need_deal and not s.need_shuffle and s.current_player() == CHANCE
    assert s.search_values() is not None and s.deals == [deal]
    s.apply_chance()
    assert s.deal_no == 2 and s.current_player() == 1 and s.dealer == 0
    assert len(s.deals) == 1  # nothing was shuffled
    rest = deal[11:]
    assert sorted(s.hands[1]) == sorted(rest[0:2] + rest[4:7])
    assert s.turnup == rest[10] and len(s.stock) == 21 - 11
    s = new(deal, redeal="fresh")
    play(s, *moves)
    assert s.need_shuffle and s.current_player() < 0


def test_rematch_passes_the_deal() -> None:
    s = new(order("KS KC KD 8S 9S", "7D 7C 8C 9C 10C", "7H"), target=3)
    play(s, "stand", "kings")
    assert GAME.rematch_rules(s) == {"first_dealer": 2}


def test_resample_keeps_voids_and_announced_kings() -> None:
    s = new(order("KS KC 8C 9C 10C", "7S 8S 9S KH 7H", "7D"))
    play(s, "stand", "kings", "play 8C", "play 7S")  # the dealer shows out of clubs, no trump
    rng = random.Random(3)
    for _ in range(30):
        w = s.resample(1, rng)
        assert w.observation(1) == s.observation(1)
        assert not any(C.suit_of(c) in (1, 2) for c in w.hands[0])
        w2 = s.resample(0, rng)
        assert w2.observation(0) == s.observation(0)
        assert C.parse("KS") in w2.hands[1] and C.parse("KC") in w2.hands[1]
        assert not any(C.rank_of(c) == 13 for c in w2.hands[1] if c not in cards("KS KC"))


def test_discards_are_hidden_from_the_opponent() -> None:
    s = new(order(ELDER_WEAK, DEALER_HEARTS, "7H"))
    play(s, "propose", "accept")
    a = C.parse("7S") + 128
    assert s.describe_move(a, 0, "ru") == "сносит карту"
    assert "7" in s.describe_move(a, 1, "ru")
    play(s, "discard 7S")
    assert s.unseen(0) >> C.parse("7S") & 1


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([None, "classic", "per_point", "bets"]))
def test_property_conservation_and_end(seed: int, preset: str | None) -> None:
    s = GAME.new_state(2, GAME.make_rules(preset), seed)
    assert isinstance(s, EkarteState)
    rng = random.Random(seed)
    steps = 0
    while not s.is_terminal():
        if s.current_player() < 0:
            s.apply_chance()
            continue
        places = (s.stock + s.hands[0] + s.hands[1] + s.played + s.trick + s.pending
                  + s.hidden_out[0] + s.hidden_out[1]
                  + ([s.turnup] if s.turnup not in s.played else []))
        assert sorted(places) == sorted(C.deck(32))
        s.apply(rng.choice(s.legal_actions()))
        steps += 1
        assert steps < 2000
    assert sum(s.returns()) == 0
    assert max(s.scores) >= s.rules.target
    assert sum(r[3] + r[4] for r in s.rows) <= sum(s.scores)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=12))
def test_parsing_fuzz(text: str) -> None:
    s = new(order(ELDER_WEAK, DEALER_HEARTS, "7H"))
    before = s.observation(1)
    try:
        s.play(text)
    except (ParseError, KolodaError):
        assert s.observation(1) == before
    for action in (PROPOSE, STAND, ACCEPT, REFUSE):
        assert s.text_to_action(s.action_to_text(action)) == action


def test_kings_are_announced_once_a_deal() -> None:
    """A seat announces its kings once: afterwards «kings» is no longer among its moves (it
    was offered again and again, and a computer reached the target on kings alone)."""
    from koloda.engine.game import get_game

    game = get_game("ekarte")
    state = game.new_state(2, game.make_rules(), 4)  # seed 4: the elder holds K♠
    state.apply_chance()
    state.apply(state.text_to_action("stand"))
    seat = state.current_player()
    assert state.text_to_action("kings") in state.legal_actions()
    state.apply(state.text_to_action("kings"))
    assert state.current_player() == seat
    assert state.text_to_action("kings") not in state.legal_actions()
