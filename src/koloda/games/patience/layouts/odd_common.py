"""Helpers shared by the odd group of solitaires (Баян, Дважды два, Ёлочки, Основание,
Желание, Часы): rule dataclasses without the ``auto`` key, a depth-first search whose
transposition key the game chooses, and small card helpers."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience.solve import Solution, _order, search

if TYPE_CHECKING:
    from koloda.games.patience.state import PatienceState


@dataclass(frozen=True)
class BuildRules(Rules):
    """Ёлочки and Основание: whether the King and the Ace turn the corner."""

    wrap: bool = rule(False, en="a King and an Ace follow each other (the corner is turned)",
                      ru="король и туз идут друг за другом (через угол)")


def suit(card: C.Card) -> int:
    return card >> 4 & 7


def same_face(a: C.Card, b: C.Card) -> bool:
    """Same suit or same rank (Баян)."""
    return (a ^ b) & 0x70 == 0 or (a ^ b) & 0x0F == 0


def dfs(state: PatienceState, time_limit: float, node_limit: int | None,
        key: Callable[[PatienceState], Hashable],
        order: Callable[[PatienceState, list[int]], list[int]] | None = None) -> Solution:
    """Depth-first search over the game's own moves, like :func:`solve.search`, but with
    the game's transposition ``key`` (positions that play the same count once)."""
    sort = order or _order
    return search(state, time_limit, node_limit, key=key,
                  moves=lambda st: sort(st, st.moves_now()))
