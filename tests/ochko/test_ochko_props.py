"""Properties over random games of «Очко»: every card is in exactly one place, the chips
add up, the game ends within its deals; any typed text is refused cleanly."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.ochko.state import OchkoState

GAME = get_game("ochko")


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6), st.sampled_from(["a", "b", "v", "short"]),
       st.integers(1, 6))
def test_random_games_conserve_cards_and_chips(players: int, seed: int, preset: str,
                                               deals: int) -> None:
    rules = GAME.make_rules(preset=preset, overrides={"deals": deals})
    s = GAME.new_state(players, rules, seed)
    assert isinstance(s, OchkoState)
    total = players * rules.chips
    full = sorted(s.full_deck())
    rng = random.Random(seed)
    for _ in range(2000):
        if s.is_terminal():
            break
        if s.current_player() == CHANCE:
            s.apply_chance()
            continue
        held = [c for h in s.hands for c in h]
        if s.phase != "play":  # staking before the deal: the cards are not out yet
            s.apply(rng.choice(s.legal_actions()))
            continue
        cut = [] if s.cut_card is None else [s.cut_card]
        if rules.carry:
            assert sorted(held + s.stock + s.discard + cut) == full
        else:
            assert sorted(held + s.stock + cut) == full
        assert sum(s.balance) + s.pot == total
        s.apply(rng.choice(s.legal_actions()))
    assert s.is_terminal()
    assert sum(s.balance) == total and s.pot == 0
    assert len(s.rows) <= deals
    assert 1.0 in s.returns()


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=12), st.sampled_from(["a", "v"]))
def test_any_text_is_refused_cleanly_or_played(text: str, preset: str) -> None:
    s = GAME.new_state(2, GAME.make_rules(preset=preset), 3)
    for _ in range(2):  # staking, then drawing
        while s.current_player() == CHANCE:
            s.apply_chance()
        seat = s.current_player()
        before = s.observation(seat)
        try:
            s.play(text)
        except (ParseError, IllegalActionError):
            assert s.observation(seat) == before
        else:
            return
        s.apply(s.legal_actions()[0])
