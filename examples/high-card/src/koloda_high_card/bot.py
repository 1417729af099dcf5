"""A simple computer player for High Card: it sees only its observation and the legal
moves, as every agent does. Once somebody has shown a card it takes the round as
cheaply as it can (the lowest card that beats everything shown) or, when it cannot,
throws its lowest card; leading, it shows a top card at once and otherwise its lowest.
(The levels ``medium`` and up are koloda's search players, which need nothing more
from the game than its state API and ``resample``.)"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda_high_card.state import strength


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic, but every agent takes one

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        ace_low = bool(obs["rules"]["ace_low"])

        def worth(card: Action) -> int:
            return strength(card, ace_low)

        shown = [C.parse(text) for _, text in obs["shown"]]
        lowest = min(legal, key=worth)
        if shown:
            best = max(worth(c) for c in shown)
            beating = [c for c in legal if worth(c) > best]
            return min(beating, key=worth) if beating else lowest
        highest = max(legal, key=worth)
        top = 13 if ace_low else 14  # nothing beats it: only a tie can spoil it
        return highest if worth(highest) == top else lowest
