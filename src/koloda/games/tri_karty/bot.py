"""A simple computer player for «Три карты на кон». It sees only its observation and the
legal moves. As dealer it takes the turned trump whenever that is worth more than its
weakest card. In play it lets a partner's winning card stand, otherwise takes the trick as
cheaply as it can, or throws its weakest card; leading, it plays its strongest card (three
cards a deal leave little room for finesse: two tricks decide)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.tri_karty.state import KEEP, SWAP, side_of, trick_winner


def worth(card: C.Card, trump: int) -> int:
    """How strong a card is on its own: trumps above everything, then by rank."""
    return C.rank_of(card) + (20 if C.suit_of(card) == trump else 0)


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic, but every agent takes one

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        trump_card = C.parse(obs["trump"])
        trump = C.suit_of(trump_card)
        if KEEP in legal:
            swaps = [a - SWAP for a in legal if a >= SWAP]
            weakest = min(swaps, key=lambda c: worth(c, trump))
            return SWAP + weakest if worth(trump_card, trump) > worth(weakest, trump) else KEEP

        def key(c: Action) -> int:
            return worth(c, trump)

        n: int = obs["players"]
        trick = [(s, C.parse(t)) for s, t in obs["trick"]]
        weakest = min(legal, key=key)
        if not trick:
            return max(legal, key=key)
        cards = [c for _, c in trick]
        leader = trick[0][0]
        now = trick_winner(leader, cards, trump, n)
        mine = side_of(self.seat, n)
        if side_of(now, n) == mine:
            return weakest
        beating = [c for c in legal
                   if trick_winner(leader, [*cards, c], trump, n) == self.seat]
        return min(beating, key=key) if beating else weakest
