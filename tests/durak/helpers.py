"""Shared helpers for the Durak tests."""

from __future__ import annotations

from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import RuleError
from koloda.engine.game import CHANCE, get_game
from koloda.games.durak.deals import rig, rig_whole
from koloda.games.durak.rules import DurakRules
from koloda.games.durak.state import DurakState

GAME = get_game("durak")


def new(players: int = 2, deal: list[int] | None = None, seed: int = 0,
        deals: list[list[int]] | None = None, **rules: Any) -> DurakState:
    r = DurakRules.build(rules)
    st = GAME.new_state(players, r, seed, deals=deals or ([deal] if deal else None))
    assert isinstance(st, DurakState)
    while st.current_player() == CHANCE:
        st.apply_chance()
    return st


def legal(st: DurakState) -> list[str]:
    return sorted(st.action_to_text(a) for a in st.legal_actions())


def play(st: DurakState, *texts: str) -> None:
    for t in texts:
        st.play(t)
        while st.current_player() == CHANCE:
            st.apply_chance()


def hand(st: DurakState, seat: int) -> list[str]:
    return sorted(C.to_text(c) for c in C.cards_in(st.hands[seat]))


def cards(*texts: str) -> int:
    return C.mask_of(C.parse(t) for t in texts)


def set_hand(st: DurakState, seat: int, *texts: str) -> None:
    """Test-only surgery: give a seat exactly these cards."""
    st.hands[seat] = cards(*texts)


def total(st: DurakState) -> int:
    """Every card the state holds, as a mask (for conservation checks)."""
    m = st.discard | st.removed
    for h in st.hands:
        m |= h
    for c in st.stock:
        m |= 1 << c
    for c in st.att:
        m |= 1 << c
    for c in st.dfn:
        if c >= 0:
            m |= 1 << c
    return m


def count_all(st: DurakState) -> int:
    n = st.discard.bit_count() + st.removed.bit_count() + len(st.stock)
    n += sum(h.bit_count() for h in st.hands)
    n += len(st.att) + sum(1 for c in st.dfn if c >= 0)
    return n


__all__ = ["GAME", "cards", "count_all", "hand", "legal", "new", "play", "rig", "rig_whole",
           "set_hand", "total"]


def variant_state(keys: list[str], players: int, seed: int) -> DurakState | None:
    """A fresh game with these variant keys, or None if they do not fit together."""
    try:
        rules = GAME.make_rules(variants=keys)
        GAME.check_players(players, rules)
    except RuleError:
        return None
    st = GAME.new_state(players, rules, seed)
    assert isinstance(st, DurakState)
    return st
