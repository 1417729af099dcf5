"""The solver of the pair-removal solitaires (Пирамида, Пары, Платок, Перекрёсток, Старый
друг, Монте-Карло): depth-first search with a transposition table over a compact model of
the position.

Each game turns its :class:`~koloda.games.patience.state.PatienceState` into a
:class:`Puzzle`: small immutable positions (tuples and ints, ranks instead of cards where
suits cannot matter, so positions that differ only by suits meet in the table), the moves
from a position (each already the framework action it stands for, or a short run of
actions, best first; a move that can never hurt may be returned alone) and a canonical key with a *cost* — a resource used
up so far, such as passes through the stock: a position met again at no lower cost is not
searched twice. The search is *thoughtful*: it knows every card.

>>> class Count(Puzzle[int]):  # reach 3 from 0 by steps of 1 or 2
...     def start(self) -> int: return 0
...     def children(self, s: int) -> list[tuple[int, int]]:
...         return [(d, s + d) for d in (2, 1) if s + d <= 3]
...     def won(self, s: int) -> bool: return s == 3
...     def key(self, s: int) -> tuple[int, int]: return s, 0
>>> found = search(Count(), 1.0)
>>> found.status, found.actions
('won', [2, 1])
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Iterable, Iterator
from typing import Generic, TypeVar

from koloda.games.patience import clock as _clock
from koloda.games.patience.solve import Solution

S = TypeVar("S")
Step = int | tuple[int, ...]  # one framework action, or a run of them


class Puzzle(ABC, Generic[S]):
    """A pair-removal position in compact form, and its moves."""

    @abstractmethod
    def start(self) -> S:
        """The position to solve."""

    @abstractmethod
    def children(self, s: S) -> Iterable[tuple[Step, S]]:
        """(framework action or actions, the position after them), the most promising
        first."""

    @abstractmethod
    def won(self, s: S) -> bool: ...

    @abstractmethod
    def key(self, s: S) -> tuple[Hashable, int]:
        """The position's canonical key and the cost spent to reach it (0 when nothing
        is spent): a key met again at the same or a higher cost is pruned."""


def search(puzzle: Puzzle[S], time_limit: float = 2.0,
           node_limit: int | None = None) -> Solution:
    """Depth-first search for a line that wins ``puzzle``: ``won`` with the actions,
    ``lost`` when every position was searched, ``unknown`` when a limit came first."""
    clock = _clock.seconds
    begin = clock()
    root = puzzle.start()
    if puzzle.won(root):
        return Solution("won", [], 0, 0.0)
    table: dict[Hashable, int] = {}
    key, cost = puzzle.key(root)
    table[key] = cost
    stack: list[Iterator[tuple[Step, S]]] = [iter(puzzle.children(root))]
    path: list[Step] = []
    nodes = 0
    children, won, keyof = puzzle.children, puzzle.won, puzzle.key
    while stack:
        step = next(stack[-1], None)
        if step is None:
            stack.pop()
            if path:
                path.pop()
            continue
        action, child = step
        nodes += 1
        if not nodes & 1023 and (clock() - begin > time_limit or (
                node_limit is not None and nodes > node_limit)):
            return Solution("unknown", [], nodes, clock() - begin)
        key, cost = keyof(child)
        old = table.get(key)
        if old is not None and old <= cost:
            continue
        table[key] = cost
        path.append(action)
        if won(child):
            return Solution("won", flat(path), nodes, clock() - begin)
        stack.append(iter(children(child)))
    return Solution("lost", [], nodes, clock() - begin)


def flat(steps: list[Step]) -> list[int]:
    out: list[int] = []
    for step in steps:
        if isinstance(step, int):
            out.append(step)
        else:
            out.extend(step)
    return out


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a proportion ``wins / n``.

    >>> [round(x, 4) for x in wilson(50, 100)]
    [0.4038, 0.5962]
    """
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / denom
    return max(0.0, centre - half), min(1.0, centre + half)
