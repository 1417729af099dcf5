"""The search tree's node and the root statistics: the one piece the search
(:mod:`koloda.ai.ismcts`) and the game adapters (:mod:`koloda.ai.adapters`) share, kept
apart so that neither imports the other's module for it."""

from __future__ import annotations

from koloda.engine.game import Action


class Node:
    """A tree node: the move that led here (by ``player``), and its statistics."""

    __slots__ = ("avail", "children", "flag", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.flag: object = None  # the adapter's memo of this node (public facts only)


Stats = dict[Action, tuple[int, float]]  # move -> (visits, total value for the mover)
