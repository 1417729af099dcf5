"""Экарте: the search's worlds read the other seat's calls as a plain player makes them
(a stand or a refusal says strong, a proposal or an acceptance weak, an exchange how many
good cards were kept, a first card without announcing that no king scores), as far as a
few re-deals can fit them; what play showed is never broken for it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.engine import cards as C
from koloda.engine.game import get_game
from koloda.games.ekarte.bot import HeuristicAgent
from koloda.games.ekarte.state import EkarteState, strong_hand, worth_keeping
from tests.ekarte.test_rules import ELDER_WEAK, cards, new, order, play

# seat 0 deals, seat 1 is the elder; hearts are trumps (the turn-up 7H)
ELDER_STRONG = "KH QH JH 8S 9S"
DEALER_PLAIN = "7S 10S 7C 8C 9C"


def worlds(state: object, seat: int, n: int = 60, seed: int = 5) -> list[list[C.Card]]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        w = state.resample(seat, rng)  # type: ignore[attr-defined]
        assert w.observation(seat) == state.observation(seat)  # type: ignore[attr-defined]
        out.append(w.hands[1 - seat] + w.shown[1 - seat])
    return out


def test_a_stand_reads_as_a_strong_hand() -> None:
    s = new(order(ELDER_STRONG, DEALER_PLAIN, "7H"))
    play(s, "stand")
    assert s.called == [None, True]
    hands = worlds(s, 0)
    assert all(strong_hand(h, s.trump) for h in hands)
    assert len({tuple(sorted(h)) for h in hands}) > 30  # still many hands, not the true one


def test_a_proposal_refused_reads_as_a_weak_hand_and_a_refusal_as_strong() -> None:
    s = new(order(ELDER_WEAK, "KH QH JH 8D 9D", "7H"))
    play(s, "propose", "refuse")
    assert s.called == [True, False]
    assert not any(strong_hand(h, s.trump) for h in worlds(s, 0))  # the elder's hand
    assert all(strong_hand(h, s.trump) for h in worlds(s, 1))  # the dealer's


def test_the_cards_played_count_with_the_hand() -> None:
    s = new(order(ELDER_STRONG, DEALER_PLAIN, "7H"))
    play(s, "stand", "kings", "play KH", "play 7S", "play QH", "play 10S")
    for h in worlds(s, 0):
        assert cards("KH QH") == [c for c in h if c in cards("KH QH")]
        assert strong_hand(h, s.trump)


def test_an_exchange_tells_how_many_cards_were_kept() -> None:
    s = new(order("KS QS 7D 8D 9D", DEALER_PLAIN, "7H"))
    play(s, "propose", "accept", "discard 7D", "discard 8D", "discard 9D", "take")
    assert s.called[1] is None and s.kept[1] == 2  # its call was about the hand it gave up
    for h in worlds(s, 0):
        assert sum(1 for c in h if worth_keeping(c, s.trump)) >= 2


def test_a_call_no_world_can_fit_leaves_the_world_as_play_allows() -> None:
    # the elder stood, and then (as if play had shown it) holds no trump: no hand without
    # a trump reads as strong, so no world fits the call, and what play showed wins
    s = new(order(ELDER_STRONG, DEALER_PLAIN, "7H"))
    play(s, "stand")
    s.voids[1] |= 1 << s.trump
    for h in worlds(s, 0, n=20):
        assert not any(C.suit_of(c) == s.trump for c in h)
        assert not strong_hand(h, s.trump)


def test_a_first_card_without_kings_reads_as_holding_none() -> None:
    # the elder (who always could announce) leads without announcing: no king in its hand
    s = new(order("8S 9S 10S 7D 8D", "KC 7C 8C 9C 10C", "7H"))
    play(s, "propose", "refuse", "play 10S")
    assert not s.no_kings[1] and s.started[1]
    for h in worlds(s, 0):
        assert not any(C.rank_of(c) == 13 for c in h)


@pytest.mark.parametrize("rules", [{}, {"exchange": "repeat"}, {"must_head": True},
                                   {"kings": "trump"}])
def test_the_heuristic_never_goes_against_the_reading(rules: dict[str, Any]) -> None:
    """The reading is the heuristic's own way of playing: its true hand always fits."""
    game = get_game("ekarte")
    for seed in range(25):
        s = game.new_state(2, game.make_rules(None, (), rules), seed)
        agents = [HeuristicAgent(i, random.Random(seed * 7 + i)) for i in range(2)]
        while not s.is_terminal():
            p = s.current_player()
            if p < 0:
                s.apply_chance()
                continue
            assert isinstance(s, EkarteState)
            if s.phase != "discard":
                assert [s._misfits(k, s.hands[k][:]) for k in range(2)] == [0, 0]
            s.apply(agents[p].act(s.observation(p), s.legal_actions()))


def test_re_deals_stay_within_the_decisions_budget() -> None:
    """An opponent no world fits (here: stood, and shown to hold no trump) costs a few
    re-deals a world on average, not the most each time."""
    from koloda.games.ekarte import state as ekarte_state

    s = new(order(ELDER_STRONG, DEALER_PLAIN, "7H"))
    play(s, "stand")
    s.voids[1] |= 1 << s.trump
    rng = random.Random(1)
    for _ in range(100):
        s.resample(0, rng)
    worlds_drawn, re_deals = ekarte_state._READING_SPENT[s]
    assert worlds_drawn == 100
    assert re_deals <= ekarte_state._READING_START + ekarte_state._READING_PER_WORLD * 100
