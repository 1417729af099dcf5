"""The casual player: the game's heuristic that now and then plays a move at random.

The heuristics beat random players almost always (90–100% in most games), which makes them
no ``easy`` opponent for someone learning a game, and leaves no room below the searching
levels where the search gains little over the heuristic. The casual player asks the
heuristic every time (so its memory of the game stays whole) and, with probability
``slip``, plays a uniformly random legal move instead. It slips only where the choice is
among a handful of moves (``MAX_CHOICES``), as a person misplays a card: never on a move
with no alternative, and never across a long ladder of bids, where a random rung is no
beginner's mistake but a wild overbid. Spec: ``casual`` or ``casual:slip=0.3``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine.agents import RandomAgent
from koloda.engine.game import Action, Game

SLIP = 0.25  # the ``easy`` level's share of random moves
MAX_CHOICES = 12  # more legal moves than this (an auction's ladder): no slip


class CasualAgent:
    """The game's heuristic, a share ``slip`` of whose choices is replaced by a random
    legal move."""

    def __init__(self, seat: int, rng: random.Random, game: Game, slip: float = SLIP) -> None:
        if not 0.0 <= slip <= 1.0:
            raise ValueError("slip is a share between 0 and 1")
        self.seat = seat
        self.rng = rng
        self.slip = slip
        make = game.agent_factories().get("heuristic") or RandomAgent
        self.inner = make(seat, random.Random(rng.getrandbits(64)))

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        chosen: Action = self.inner.act(obs, legal)
        if 1 < len(legal) <= MAX_CHOICES and self.rng.random() < self.slip:
            return legal[self.rng.randrange(len(legal))]
        return chosen
