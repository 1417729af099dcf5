"""Shared helpers for the odd group's solitaire tests: rigged deals and move texts."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError
from koloda.engine.game import get_game
from koloda.games.patience.state import PatienceState

SUIT = {"S": C.SPADES, "C": C.CLUBS, "D": C.DIAMONDS, "H": C.HEARTS}


def rigged(key: str, order: Sequence[C.Card], variants: Sequence[str] = (),
           **overrides: object) -> PatienceState:
    """A state dealt from ``order`` (the deck's cards, first card first)."""
    game = get_game(key)
    rules = game.make_rules(variants=list(variants), overrides=dict(overrides))
    state = game.new_state(1, rules, seed=0, deals=[list(order)])
    assert isinstance(state, PatienceState)
    state.apply_chance()
    return state


def seeded(key: str, seed: int, variants: Sequence[str] = ()) -> PatienceState:
    game = get_game(key)
    state = game.new_state(1, game.make_rules(variants=list(variants)), seed=seed)
    assert isinstance(state, PatienceState)
    state.apply_chance()
    return state


def cards(*texts: str) -> list[C.Card]:
    return [C.parse(t) for t in texts]


def by_patience_rank(rank: int, suit: int, copy: int = 0) -> C.Card:
    """A card from its patience rank (Ace 1 … King 13)."""
    return C.make(14 if rank == 1 else rank, suit, copy)


class RankDealer:
    """Hands out cards by patience rank, a fresh suit (then copy) each time."""

    def __init__(self, copies: int = 1) -> None:
        self.used: dict[int, int] = {}
        self.copies = copies

    def __call__(self, rank: int) -> C.Card:
        k = self.used.get(rank, 0)
        self.used[rank] = k + 1
        assert k < 4 * self.copies, f"no card of rank {rank} left"
        return by_patience_rank(rank, k % 4, k // 4)

    def rest(self, deck: Sequence[C.Card]) -> list[C.Card]:
        """The deck's cards not handed out yet."""
        out = list(deck)
        for rank, k in self.used.items():
            for j in range(k):
                out.remove(by_patience_rank(rank, j % 4, j // 4))
        return out


def texts(state: PatienceState) -> list[str]:
    return [state.action_to_text(a) for a in state.legal_actions()]


def refused(state: PatienceState, text: str) -> str:
    """Play an illegal move: the refusal (English), and the state is unchanged."""
    before = (state.key(), state.moves, list(state.history))
    with pytest.raises(IllegalActionError) as err:
        state.play(text)
    assert (state.key(), state.moves, list(state.history)) == before
    return str(err.value)


def checked_refusal(state: PatienceState, action: int) -> None:
    """``apply_checked`` of an illegal action raises and leaves the state alone."""
    before = (state.key(), state.moves)
    with pytest.raises(IllegalActionError):
        state.apply_checked(action)
    assert (state.key(), state.moves) == before


def play_all(state: PatienceState, actions: Sequence[int]) -> None:
    for a in actions:
        assert a in state.legal_actions(), state.action_to_text(a)
        state.apply(a)

