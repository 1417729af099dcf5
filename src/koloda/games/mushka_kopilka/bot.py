"""A heuristic player for Мушка-копилка: it sees only its observation and the legal moves.

It wants tricks (they are paid at the end) and to be rid of its cards first (that spares
the fee). So it never passes while holding the suit led (that costs a fine) and never
draws (a drawn card is one more to shed); it takes a trick with its lowest card that
wins, else gives its lowest card; it leads its highest card, dearer suits first, and
throws the ace of spades (when wild) on a dear trick it could not otherwise take. In the
exchange it discards its lowest card.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.mushka_kopilka.state import ACE_SPADES, DRAW, PASS


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        cards = [a for a in legal if a not in (DRAW, PASS)]
        if obs["phase"] == "exchange":
            return min(cards, key=lambda c: (C.rank_of(c), -C.suit_of(c)))
        trick = [C.parse(c) for _, c in obs["trick"]]
        if not trick:
            return max(cards, key=lambda c: (C.rank_of(c), C.suit_of(c)))
        led = C.suit_of(trick[0])
        same = [c for c in cards if C.suit_of(c) == led]
        if same:
            if ACE_SPADES in trick and trick[0] != ACE_SPADES:
                return min(same, key=C.rank_of)
            best = max(C.rank_of(c) for c in trick if C.suit_of(c) == led)
            winning = [c for c in same if C.rank_of(c) > best]
            return min(winning or same, key=C.rank_of)
        if ACE_SPADES in cards and led >= C.DIAMONDS:
            return ACE_SPADES
        return PASS if PASS in legal else legal[0]
