"""Properties over random games of «Три карты на кон»: cards are conserved, the chips add
up to zero with partners level, the game ends; any typed text is refused cleanly."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.tri_karty.state import TriKartyState

GAME = get_game("tri_karty")


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([2, 4]), st.integers(0, 10**6), st.integers(0, 4), st.booleans())
def test_random_games_conserve_cards_and_chips(players: int, seed: int, target: int,
                                                swap: bool) -> None:
    rules = GAME.make_rules(overrides={"target": target, "dealer_swap": swap})
    s = GAME.new_state(players, rules, seed)
    assert isinstance(s, TriKartyState)
    rng = random.Random(seed)
    for _ in range(5000):
        if s.is_terminal():
            break
        if s.current_player() == CHANCE:
            s.apply_chance()
            continue
        held = [c for h in s.hands for c in h]
        played = [c for _, cards, _ in s.tricks for c in cards] + s.trick
        face_up = [] if s.trump_in_hand else [s.trump_card]
        every = held + played + s.rest + face_up
        assert sorted(every) == sorted(C.deck(36))
        s.apply(rng.choice(s.legal_actions()))
    assert s.is_terminal()
    assert sum(s.balance) == 0
    if players == 4:
        assert s.balance[0] == s.balance[2] and s.balance[1] == s.balance[3]
    assert sorted(s.returns()) in ([0.0, 1.0], [0.0, 0.0, 1.0, 1.0])


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=12))
def test_any_text_is_refused_cleanly_or_played(text: str) -> None:
    s = GAME.new_state(2, GAME.make_rules(), 3)
    s.apply_chance()
    for _ in range(2):  # in the exchange and in play
        before = s.observation(s.current_player())
        try:
            s.play(text)
        except (ParseError, IllegalActionError):
            assert s.observation(before["seat"]) == before
        else:
            return
        s.apply(s.legal_actions()[0])
