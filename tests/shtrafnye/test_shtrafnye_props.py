"""Properties over random games of «Штрафные очки»: every card is in one place, a draw is
legal only without a fitting card, the penalties add up, the game ends; any typed text
is refused cleanly or played."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.shtrafnye.state import DRAW, ShtrafnyeState

GAME = get_game("shtrafnye")


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6), st.booleans(), st.booleans(),
       st.sampled_from([1, 2]))
def test_random_games_conserve_cards_and_end(players: int, seed: int, until: bool,
                                             ace_suit: bool, decks: int) -> None:
    rules = GAME.make_rules(overrides={"deals": 2, "draw_until": until,
                                       "ace_suit": ace_suit, "decks": decks})
    s = GAME.new_state(players, rules, seed)
    assert isinstance(s, ShtrafnyeState)
    rng = random.Random(seed)
    deck = sorted(C.deck(52, copies=decks))
    for _ in range(5000):
        if s.is_terminal():
            break
        if s.current_player() == CHANCE:
            s.apply_chance()
            continue
        assert sorted([c for h in s.hands for c in h] + s.pile + s.stock) == deck
        legal = s.legal_actions()
        if DRAW in legal:
            assert not s.playable(s.hands[s.current_player()])
        s.apply(rng.choice(legal))
    assert s.is_terminal() and len(s.rows) == 2
    assert [sum(r[i] for r in s.rows) for i in range(players)] == s.totals
    for row, out in zip(s.rows, s.out, strict=True):
        assert out is None or row[out] == 0


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
