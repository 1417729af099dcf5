"""Properties over random games of «Тройки»: every card is in one place, the sets add up
to twice the captures, the game ends; any typed text is refused cleanly or played."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.troiki.state import TroikiState

GAME = get_game("troiki")


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10**6), st.booleans())
def test_random_games_conserve_cards_and_end(players: int, seed: int, equal: bool) -> None:
    rules = GAME.make_rules(overrides={"deals": 2, "equal_count": equal})
    s = GAME.new_state(players, rules, seed)
    assert isinstance(s, TroikiState)
    rng = random.Random(seed)
    for _ in range(2000):
        if s.is_terminal():
            break
        if s.current_player() == CHANCE:
            s.apply_chance()
            continue
        held = [c for h in s.hands for c in h]
        taken = [c for ts in s.taken for _, a, b in ts for c in (*a, *b)]
        assert sorted(held + taken + s.table + s.stock) == sorted(C.deck(52))
        assert all(len(h) <= 4 for h in s.hands)
        s.apply(rng.choice(s.legal_actions()))
    assert s.is_terminal() and len(s.rows) == 2
    assert [sum(r[i] for r in s.rows) for i in range(players)] == s.totals
    assert all(v % 2 == 0 for v in s.totals)
    assert max(s.returns()) == 1.0


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=12))
def test_any_text_is_refused_cleanly_or_played(text: str) -> None:
    s = GAME.new_state(2, GAME.make_rules(), 3)
    s.apply_chance()
    seat = s.current_player()
    before = s.observation(seat)
    try:
        s.play(text)
    except (ParseError, IllegalActionError):
        assert s.observation(seat) == before
