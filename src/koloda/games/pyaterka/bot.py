"""A heuristic player for Пятёрка; it sees only its observation and the legal moves.

Robbing: it takes the turned trump and discards its weakest card. Play: it wants
tricks when it, or nobody else, is close to three, and otherwise spoils whoever is
(takes the trick if it can). To win a trick it plays the cheapest card that beats the
table, leading its strongest card; when it cannot or need not win, it throws its
weakest. It marches only when its two cards are the two strongest trumps still out."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.pyaterka.cardorder import is_trump, power, suit_in_play, trump_power
from koloda.games.pyaterka.state import MARCH, PASS, ROB, STOP


def _worth(card: C.Card, trump: int) -> int:
    """How much a card is worth keeping: trumps by strength, plain cards by rank."""
    if is_trump(card, trump):
        return 100 + trump_power(card, trump)
    return power(card, trump, C.suit_of(card))


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        trump: int = obs["trump"]
        if PASS in legal:  # robbing: take the trump, drop the weakest card
            robs = [a for a in legal if a != PASS]
            return min(robs, key=lambda a: _worth(a - ROB, trump)) if robs else PASS
        if MARCH in legal:
            return MARCH if self._sure(obs) else STOP
        cards = list(legal)
        trick = [C.parse(c) for _, c in obs["trick"]]
        if not trick:
            return max(cards, key=lambda c: _worth(c, trump))
        led = suit_in_play(trick[0], trump)
        best = max(power(c, trump, led) for c in trick)
        beating = [c for c in cards if power(c, trump, led) > best]
        weakest = min(cards, key=lambda c: _worth(c, trump))
        if not beating:
            return weakest
        n = obs["players"]
        last = len(trick) == n - 1
        cheapest = min(beating, key=lambda c: power(c, trump, led))
        if last or is_trump(cheapest, trump) or power(cheapest, trump, led) >= 60:
            return cheapest
        return weakest if obs["taken"][self.seat] == 0 and not last else cheapest

    def _sure(self, obs: Mapping[str, Any]) -> bool:
        """Whether its two cards are the two strongest trumps not yet played."""
        trump: int = obs["trump"]
        hand = [C.parse(c) for c in obs["hand"]]
        if not all(is_trump(c, trump) for c in hand):
            return False
        played = {C.parse(c) for t in obs["tricks"] for _, c in t["cards"]}
        out = [c for c in C.deck(52) if is_trump(c, trump) and c not in played]
        out.sort(key=lambda c: -trump_power(c, trump))
        return set(out[:len(hand)]) == set(hand)
