"""Rigged deals for the pair-removal solitaires."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError
from koloda.engine.game import get_game
from koloda.games.patience.state import PatienceState


def order(head: Sequence[str], size: int = 52) -> list[C.Card]:
    """The deck order that starts with ``head`` (card texts), the rest in deck order."""
    first = [C.parse(t) for t in head]
    assert len(set(first)) == len(first), "a card is named twice"
    return first + [c for c in C.deck(size) if c not in first]


def deal(key: str, head: Sequence[str], size: int = 52, variants: Sequence[str] = (),
         **overrides: object) -> PatienceState:
    """A dealt state of ``key`` whose deck starts with ``head``."""
    game = get_game(key)
    rules = game.make_rules(variants=list(variants), overrides=overrides)
    state = game.new_state(1, rules, seed=0, deals=[order(head, size)])
    state.apply_chance()
    assert isinstance(state, PatienceState)
    return state


def play(state: PatienceState, *texts: str) -> None:
    for text in texts:
        state.play(text)


def refused(state: PatienceState, text: str) -> str:
    """Play ``text``, expect a refusal, check nothing changed; return the message."""
    before = (state.key(), state.moves, state.points, state.seen, list(state.history))
    with pytest.raises(IllegalActionError) as info:
        state.play(text)
    assert (state.key(), state.moves, state.points, state.seen,
            list(state.history)) == before
    return str(info.value)


def refused_action(state: PatienceState, action: int) -> None:
    before = (state.key(), state.moves, list(state.history))
    with pytest.raises(IllegalActionError):
        state.apply_checked(action)
    assert (state.key(), state.moves, list(state.history)) == before


def tops(state: PatienceState) -> list[str | None]:
    """The top card of every pile as text (None: empty), face down ones too."""
    return [C.to_text(p[-1]) if p else None for p in state.piles]


def texts(state: PatienceState) -> list[str]:
    return sorted(state.action_to_text(a) for a in state.legal_actions())


def play_first_until_over(state: PatienceState, limit: int = 500) -> None:
    """Play the first legal move that is not giving up until the deal ends."""
    for _ in range(limit):
        if state.is_terminal():
            return
        moves = [a for a in state.legal_actions() if state.action_to_text(a) != "give up"]
        state.apply(moves[0])
    raise AssertionError("the deal did not end")


def seeded(key: str, seed: int, variants: Sequence[str] = ()) -> PatienceState:
    """A dealt state of ``key`` from a seed."""
    game = get_game(key)
    state = game.new_state(1, game.make_rules(variants=list(variants)), seed=seed)
    state.apply_chance()
    assert isinstance(state, PatienceState)
    return state
