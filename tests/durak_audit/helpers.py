"""Small helpers for the Durak audit tests (independent of tests/durak)."""

from __future__ import annotations

from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, get_game
from koloda.games.durak.deals import rig, rig_whole
from koloda.games.durak.rules import DurakRules
from koloda.games.durak.state import DurakState

GAME = get_game("durak")


def new(players: int, deal: list[int] | None = None, seed: int = 0,
        deals: list[list[int]] | None = None, **rules: Any) -> DurakState:
    r = DurakRules.build(rules)
    GAME.check_players(players, r)
    st = GAME.new_state(players, r, seed, deals=deals or ([deal] if deal else None))
    assert isinstance(st, DurakState)
    settle(st)
    return st


def settle(st: DurakState) -> None:
    while st.current_player() == CHANCE:
        st.apply_chance()


def legal(st: DurakState) -> list[str]:
    return sorted(st.action_to_text(a) for a in st.legal_actions())


def play(st: DurakState, *texts: str) -> None:
    for t in texts:
        st.play(t)
        settle(st)


def hand(st: DurakState, seat: int) -> set[str]:
    return {C.to_text(c) for c in C.cards_in(st.hands[seat])}


def mask(*texts: str) -> int:
    return C.mask_of(C.parse(t) for t in texts)


def texts(m: int) -> set[str]:
    return {C.to_text(c) for c in C.cards_in(m)}


def set_hand(st: DurakState, seat: int, *cards: str) -> None:
    """Test-only surgery: give a seat exactly these cards."""
    st.hands[seat] = mask(*cards)


def fix_removed(st: DurakState) -> None:
    """After surgery on a stockless game: every card not in play counts as removed."""
    full = C.mask_of(C.deck(st.rules.deck, copies=2 if st.rules.big else 1))
    used = st.discard | C.mask_of(st.stock) | C.mask_of(st.att)
    used |= C.mask_of(c for c in st.dfn if c >= 0)
    for h in st.hands:
        used |= h
    st.removed = full & ~used


__all__ = [
    "GAME",
    "fix_removed",
    "hand",
    "legal",
    "mask",
    "new",
    "play",
    "rig",
    "rig_whole",
    "set_hand",
    "settle",
    "texts",
]
