"""A simple computer player for «Тройки». It sees only its observation and the legal
moves. It captures whenever it can (the capture that takes the most cards). Otherwise it
lays the card that helps the others least: not a rank it holds two or more of (those may
grow into a capturing group), not a card that makes a low rank lie three times on the
table (anyone holding three higher cards would take it), and rather a card whose rank is
already gone from play."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.troiki.state import CAPTURE, counts


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        table = [C.parse(t) for t in obs["table"]]
        on_table = counts(table)
        takes = [a for a in legal if a >= CAPTURE]
        if takes:
            return max(takes, key=lambda a: (on_table[(a - CAPTURE) % 16], a))
        hand = [C.parse(t) for t in obs["hand"]]
        held = counts(hand)

        def cost(card: C.Card) -> float:
            r = C.rank_of(card)
            value = 0.0
            if held[r] >= 2:
                value += 6 * held[r]  # a pair or three of a kind: a capture in the making
            after = on_table[r] + 1
            if after >= 3:
                value += 8 - 0.4 * (r - 2)  # a low three on the table invites a capture
                if held[r] >= 2 and after >= 3:
                    value += 4
            elif after == 2:
                value += 2
            value -= 0.1 * r
            return value + self.rng.random() * 0.01

        cards = [a for a in legal if a < CAPTURE]
        return min(cards, key=cost)
