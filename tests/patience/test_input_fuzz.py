"""Anything typed at any solitaire: a move, a ParseError or a refusal — never a
traceback, and a refused line changes nothing."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koloda.engine.errors import KolodaError
from koloda.engine.game import all_games
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.state import PatienceState

KEYS = sorted(g.key for g in all_games() if isinstance(g, PatienceGame))
ODD = ["7 5", "1 2 3", "w f", "f1 2", "c1 3", "s", "draw", "redeal", "remove 1 2",
       "remove 9 9", "open 1", "step", "QH", "Дч 5", "10♠ о", "1 1", "0 0", "99 99 99",
       "²", "٣", "9" * 500, "-1 -2", "\x00", "a" * 200, "убрать", "открыть", "сдать", " "]
lines = st.lists(st.one_of(st.sampled_from(ODD), st.text(max_size=12)), max_size=12)


def snapshot(state: PatienceState) -> tuple[object, ...]:
    return (state.key(), state.moves, state.points, state.gave_up, len(state.history))


@pytest.mark.parametrize("key", KEYS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(typed=lines)
def test_typed_lines_never_crash_or_change_a_refused_state(key: str, typed: list[str]
                                                           ) -> None:
    game = next(g for g in all_games() if g.key == key)
    state = game.new_state(1, game.make_rules(), 3)
    while state.current_player() < 0 and not state.is_terminal():
        state.apply_chance()
    assert isinstance(state, PatienceState)
    for text in typed:
        if state.is_terminal():
            break
        before = snapshot(state)
        try:
            state.play(text)
        except KolodaError as err:
            assert err.text("ru") and err.text("en")
            assert snapshot(state) == before
