"""Helpers shared by the odd group of solitaires (Баян, Дважды два, Ёлочки, Основание,
Желание, Часы): rule dataclasses without the ``auto`` key, a depth-first search whose
transposition key the game chooses, and small card helpers."""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience.solve import Solution, _order

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
    start = time.perf_counter()
    root = state.clone()
    if root.is_won():
        return Solution("won", [], 0, 0.0)
    sort = order or _order
    seen = {key(root)}
    stack: list[tuple[PatienceState, list[int], int]] = [(root, sort(root, root.moves_now()),
                                                          0)]
    path: list[int] = []
    nodes = 0
    while stack:
        st, moves, k = stack[-1]
        if k >= len(moves):
            stack.pop()
            if path:
                path.pop()
            continue
        stack[-1] = (st, moves, k + 1)
        action = moves[k]
        child = st.clone()
        child.apply(action)
        nodes += 1
        if nodes & 255 == 0 and (time.perf_counter() - start > time_limit or (
                node_limit is not None and nodes > node_limit)):
            return Solution("unknown", [], nodes, time.perf_counter() - start)
        ck = key(child)
        if ck in seen:
            continue
        seen.add(ck)
        path.append(action)
        if child.is_won():
            return Solution("won", path[:], nodes, time.perf_counter() - start)
        stack.append((child, sort(child, child.moves_now()), 0))
    return Solution("lost", [], nodes, time.perf_counter() - start)
