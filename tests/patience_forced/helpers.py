"""Rigged deals for the forced group's scenario tests."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError
from koloda.engine.game import get_game
from koloda.games.patience import actions as A
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.state import PatienceState


def cards(text: str) -> list[C.Card]:
    return [C.parse(t) for t in text.split()]


def game(key: str) -> PatienceGame:
    found = get_game(key)
    assert isinstance(found, PatienceGame)
    return found


def dealt(key: str, *orders: list[C.Card], **rules: object) -> PatienceState:
    """A state of ``key`` dealt from the given deck orders (the first one at once)."""
    g = game(key)
    state = g.new_state(1, g.make_rules(overrides=dict(rules)), seed=0,
                        deals=list(orders))
    state.apply_chance()
    return state


def seeded(key: str, seed: int, *variants: str, **rules: object) -> PatienceState:
    g = game(key)
    state = g.new_state(1, g.make_rules(variants=list(variants), overrides=dict(rules)),
                        seed=seed)
    state.apply_chance()
    return state


def texts(state: PatienceState) -> list[str]:
    return [state.action_to_text(a) for a in state.legal_actions()]


def refused(state: PatienceState, text: str) -> str:
    """Play ``text``, expect a refusal, check the state did not change; the message."""
    before = (state.key(), state.moves, list(state.history))
    with pytest.raises(IllegalActionError) as err:
        state.play(text)
    assert (state.key(), state.moves, list(state.history)) == before
    return err.value.text("en")


def refused_action(state: PatienceState, action: int) -> None:
    before = state.key()
    with pytest.raises(IllegalActionError):
        state.apply_checked(action)
    assert state.key() == before


def step_to_end(state: PatienceState, limit: int = 5000) -> int:
    """Play the only move (``step``) until the deal ends; the number of steps."""
    n = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal[-1] == A.GIVE_UP_ACTION
        assert legal[:-1] == [A.STEP_ACTION]
        state.apply(A.STEP_ACTION)
        n += 1
        assert n < limit
    return n


def top(state: PatienceState, label: str) -> str | None:
    pile = state.piles[state.labels.index(label)]
    return C.to_text(pile[-1]) if pile else None
