"""Properties over random games of «Семь листов»: cards are conserved, only the players
still in hold cards, tricks add up, the game ends with one loser; any typed text is
refused cleanly."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.sem_listov.state import HAND, SemListovState

GAME = get_game("sem_listov")


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 5), st.integers(0, 10**6), st.integers(1, 8), st.booleans())
def test_random_games_conserve_cards_and_end(players: int, seed: int, goal: int,
                                            forfeit: bool) -> None:
    rules = GAME.make_rules(overrides={"goal": goal, "forfeit": forfeit})
    s = GAME.new_state(players, rules, seed)
    assert isinstance(s, SemListovState)
    rng = random.Random(seed)
    for _ in range(20000):
        if s.is_terminal():
            break
        if s.current_player() == CHANCE:
            s.apply_chance()
            continue
        held = [c for h in s.hands for c in h]
        played = [c for _, cards, _ in s.tricks for c in cards] + s.trick
        assert sorted(held + played + s.rest) == sorted(C.deck(36))
        assert all(not s.hands[p] for p in range(players) if p not in s.active)
        s.apply(rng.choice(s.legal_actions()))
    assert s.is_terminal()
    assert sum(s.total) == HAND * len(s.rows)
    assert s.loser is not None and s.returns().count(0.0) == 1
    assert (s.cut is not None) == forfeit


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=12))
def test_any_text_is_refused_cleanly_or_played(text: str) -> None:
    s = GAME.new_state(3, GAME.make_rules(), 3)
    s.apply_chance()
    before = s.observation(s.current_player())
    try:
        s.play(text)
    except (ParseError, IllegalActionError):
        assert s.observation(before["seat"]) == before
