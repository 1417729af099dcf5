"""Properties over random games of «Пьяница»: the cards are conserved, the game always ends
within its round limit with at least one winner; any typed text is refused cleanly."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import get_game
from koloda.games.pyanitsa.state import PLAY, PyanitsaState

GAME = get_game("pyanitsa")


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6), st.integers(1, 120), st.integers(0, 3),
       st.booleans(), st.sampled_from([36, 52]), st.booleans())
def test_random_games_conserve_cards_and_end(players: int, seed: int, cap: int,
                                             war_down: int, six: bool, deck: int,
                                             giveaway: bool) -> None:
    rules = GAME.make_rules(overrides={"max_rounds": cap, "war_down": war_down,
                                       "six_beats_ace": six, "deck": deck,
                                       "giveaway": giveaway})
    s = GAME.new_state(players, rules, seed)
    assert isinstance(s, PyanitsaState)
    s.apply_chance()
    full = sorted(C.deck(deck))
    for _ in range(cap * (players + 1) * 4):
        if s.is_terminal():
            break
        assert s.legal_actions() == [PLAY]
        on_table = [c for _, c, _ in s.table]
        assert sorted([c for p in s.piles for c in p] + on_table) == full
        s.apply(PLAY)
    assert s.is_terminal() and s.rounds <= cap
    assert s.winners and sum(s.returns()) == len(s.winners)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=12))
def test_any_text_is_refused_cleanly_or_played(text: str) -> None:
    s = GAME.new_state(2, GAME.make_rules(), 3)
    s.apply_chance()
    before = s.observation(0)
    try:
        s.play(text)
    except (ParseError, IllegalActionError):
        assert s.observation(0) == before
