"""Rigged deals for the builders group's tests."""

from __future__ import annotations

from collections.abc import Sequence

from koloda.engine import cards as C
from koloda.engine.game import get_game
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.layouts.builders_common import deal_rows
from koloda.games.patience.solvers.builders import solve
from koloda.games.patience.state import PatienceState


def cards(texts: str) -> list[int]:
    """``"KS QS 10H"`` as card ints; a trailing ``'`` marks the second copy."""
    return [C.parse(t) for t in texts.split()]


def rows_order(cols: Sequence[Sequence[int]]) -> list[int]:
    """The deck order that :func:`deal_rows` deals into ``cols`` (bottom card first)."""
    sizes = [len(c) for c in cols]
    where = deal_rows(list(range(sum(sizes))), sizes)
    order = [0] * sum(sizes)
    for col, places in zip(cols, where, strict=True):
        for card, place in zip(col, places, strict=True):
            order[place] = card
    return order


def rest_of(game_key: str, used: Sequence[int], **rules: object) -> list[int]:
    """The game's deck less ``used``, in the deck's order."""
    game = get_game(game_key)
    assert isinstance(game, PatienceGame)
    taken = set(used)
    return [c for c in game.deck(game.make_rules(overrides=rules)) if c not in taken]


def rigged(key: str, order: list[int], **rules: object) -> PatienceState:
    game = get_game(key)
    state = game.new_state(1, game.make_rules(overrides=rules), seed=0, deals=[order])
    state.apply_chance()
    assert isinstance(state, PatienceState)
    return state


def seeded(key: str, seed: int, **rules: object) -> PatienceState:
    game = get_game(key)
    state = game.new_state(1, game.make_rules(overrides=rules), seed=seed)
    state.apply_chance()
    assert isinstance(state, PatienceState)
    return state


def play(state: PatienceState, *texts: str) -> None:
    for text in texts:
        state.apply_checked(state.text_to_action(text))


def wins_by_replay(state: PatienceState, seconds: float = 5.0) -> str:
    """Solve ``state``; a win is checked by replaying its moves on a copy."""
    found = solve(state, seconds)
    if found.status == "won":
        copy = state.clone()
        for action in found.actions:
            copy.apply_checked(action)
        assert copy.is_won()
    return found.status


def tops(state: PatienceState) -> list[str]:
    return [C.to_text(p[-1]) if p else "-" for p in state.piles]


def by_rank(decks: int = 1, low: str = "A", short: bool = False) -> list[int]:
    """Every card ascending by rank (Ace first), suits ♠ ♣ ♦ ♥ within a rank, twins
    after; ``short`` for the 32-card deck."""
    ranks = ("A 7 8 9 10 J Q K" if short else "A 2 3 4 5 6 7 8 9 10 J Q K").split()
    out = []
    for rank in ranks[ranks.index(low):]:
        for mark in ("", "'")[:decks]:
            out += cards(" ".join(f"{rank}{s}{mark}" for s in "SCDH"))
    return out


def ladder(sorted_cards: Sequence[int], ncols: int) -> list[list[int]]:
    """Cards shared round the piles so that the lowest card left is always on top of
    a pile: column k gets cards k, k + n, … with the lowest on top."""
    return [list(sorted_cards[k::ncols])[::-1] for k in range(ncols)]
