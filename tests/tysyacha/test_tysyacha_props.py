"""Property tests over random rule combinations: conservation, legality, hiding,
termination, replay, resampling."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import assume, given
from hypothesis import strategies as st
from tys_helpers import GAME

from koloda.engine import cards as C
from koloda.engine.conformance import leaked_cards
from koloda.engine.errors import RuleError
from koloda.engine.game import CHANCE
from koloda.engine.records import record_of, replay
from koloda.games.tysyacha import actions as A
from koloda.games.tysyacha.cardset import KQ, POINTS, SUIT_BITS
from koloda.games.tysyacha.rules import TysyachaRules
from koloda.games.tysyacha.state import Phase, TysyachaState

BOOL_KEYS = [s.key for s in TysyachaRules.specs() if s.kind == "bool"]
INT_CHOICES: dict[str, list[Any]] = {
    "silence_below": [None, -200, 0, 50],
    "penalty": [120, 60, 0],
    "redeal_talon_below": [None, 5, 15],
    "redeal_hand_below": [None, 14, 30],
    "stake": [0, 10],
    "max_deals": [6],
}


@st.composite
def rule_sets(draw: st.DrawFn) -> tuple[int, dict[str, Any]]:
    players = draw(st.integers(2, 4))
    values: dict[str, Any] = {k: draw(st.booleans()) for k in BOOL_KEYS}
    for k, choices in INT_CHOICES.items():
        values[k] = draw(st.sampled_from(choices))
    return players, repair(values)


def repair(values: dict[str, Any]) -> dict[str, Any]:
    """Switch off the keys whose prerequisite is off, so that every draw is valid."""
    for _ in range(30):
        try:
            GAME.make_rules(overrides=values)
            return values
        except RuleError as err:
            key = err.en.split("'")[1]
            values[key] = False
    return values


def _follow_ok(hand: int, trick: list[int], trump: int, card: int) -> bool:
    """Independent predicate: may ``card`` be played to ``trick`` from ``hand``?"""
    suit = C.suit_of(card)
    led = C.suit_of(trick[0])
    has_led = any(C.suit_of(c) == led for c in C.cards_in(hand))
    if has_led:
        return suit == led
    has_trump = trump >= 0 and any(C.suit_of(c) == trump for c in C.cards_in(hand))
    if has_trump:
        return suit == trump
    return True


def _play(state: TysyachaState, seed: int, check_every: int = 2) -> None:
    rng = random.Random(seed)
    steps = 0
    deals_seen = 0
    while not state.is_terminal():
        p = state.current_player()
        if p == CHANCE:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        if state.phase == Phase.PLAY and state.trick:
            hand = state.hands[p]
            expect = {A.play(c) for c in C.cards_in(hand)
                      if _follow_ok(hand, state.trick, state.trump, c)}
            assert set(legal) == expect
        if state.phase == Phase.BIDDING:
            bids = sorted(a - A.BID for a in legal if a != A.PASS)
            cap = 300 if state.rules.bid_over_120_without_marriage else min(
                300, 120 + sum(v for s, v in enumerate((40, 60, 80, 100))
                               if state.hands[p] & KQ[s] == KQ[s]))
            low = 100 if state.high_bid == 0 else state.high_bid + 5
            top = low if state.rules.no_jumps else cap
            assert bids == list(range(low, min(top, cap) + 1, 5))
            assert (A.PASS in legal) == (state.high_bid > 0)
        if steps % check_every == 0:
            for seat in range(state.players):
                assert not leaked_cards(state, seat)
                json.dumps(state.observation(seat))
        before = state.deal_no
        # card conservation: hands + talons + tricks + discards hold the 24 cards
        if state.phase == Phase.PLAY:
            total = sum(POINTS[c] for c in state.played) + sum(
                POINTS[c] for c in state.trick)
            for m in [*state.hands, state.pile, state.rest]:
                total += sum(POINTS[c] for c in C.cards_in(m))
            assert total == 120
        state.apply(legal[rng.randrange(len(legal))])
        if state.deal_no != before and state.sheet and "points" in state.sheet[-1]:
            deals_seen += 1
            row = state.sheet[-1]
            if not row["roospis"]:
                pts = sum(state.taken) + sum(POINTS[c] for c in C.cards_in(state.pile))
                pts += sum(POINTS[c] for c in C.cards_in(state.rest))
                assert pts == 120
        steps += 1
        assert steps < 5000
    assert state.winner >= 0


@given(rule_sets(), st.integers(0, 10_000))
def test_random_rule_combinations(case: tuple[int, dict[str, Any]], seed: int) -> None:
    players, values = case
    try:
        rules = GAME.make_rules(overrides=values)
    except RuleError:
        assume(False)
        return
    state = GAME.new_state(players, rules, seed)
    assert isinstance(state, TysyachaState)
    _play(state, seed)
    rebuilt = replay(json.loads(json.dumps(record_of(state))))
    assert rebuilt.result() == state.result()
    json.dumps(state.result())
    assert state.score_sheet("ru") and state.score_sheet("en")


@given(rule_sets(), st.integers(0, 10_000), st.integers(1, 200))
def test_resample_keeps_the_observation(case: tuple[int, dict[str, Any]], seed: int,
                                        stop: int) -> None:
    players, values = case
    try:
        rules = GAME.make_rules(overrides=values)
    except RuleError:
        assume(False)
        return
    state = GAME.new_state(players, rules, seed)
    assert isinstance(state, TysyachaState)
    rng = random.Random(seed)
    for _ in range(stop):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    if state.current_player() < 0:
        return
    for seat in range(players):
        other = state.resample(seat, rng)
        assert other.observation(seat) == state.observation(seat)
        assert other.unseen(seat) == state.unseen(seat)
        for s in range(players):  # voids respected, sizes kept
            assert other.hands[s].bit_count() == state.hands[s].bit_count()
            for suit in range(4):
                if state.void[s] >> suit & 1:
                    assert not other.hands[s] & SUIT_BITS[suit]
        if other.current_player() >= 0:
            assert other.legal_actions()
