"""A simple computer player for «За правду», from its observation and legal moves only.

Declaring, it takes its share of the deal's tricks, scaled by how strong its cards are
against the deck's average (trumps weigh most, plain cards by their rank). Playing, it compares the tricks it has with those it declared: short of them it
takes the trick as cheaply as it can (or leads its strongest card); with enough it keeps
out of the trick, throwing its highest card that loses (or leads its lowest)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.za_pravdu.rules import ZaPravduRules, deck_for
from koloda.games.za_pravdu.state import BID, trick_winner


def _power(card: C.Card, trump: int) -> int:
    """A card's weight when nothing is known about the lead: trumps above all."""
    return C.rank_of(card) + (20 if C.suit_of(card) == trump else 0)


def _value(card: C.Card, trump: int, low: int) -> float:
    """A card's chance-like weight of taking a trick: trumps all count, high ones most;
    a plain card counts by its rank, steeply."""
    height = (C.rank_of(card) - low) / (14 - low)
    if C.suit_of(card) == trump:
        return 0.5 + 0.5 * height
    return float(height ** 2)


def estimate(hand: Sequence[C.Card], trump: int, players: int, deck: Sequence[C.Card]
             ) -> float:
    """The tricks a hand may take, roughly: its share of the deal (``len(hand) /
    players``) scaled by how its cards weigh against an average hand of the deck."""
    if not hand:
        return 0.0
    low = min(C.rank_of(c) for c in deck)
    mean = sum(_value(c, trump, low) for c in deck) / len(deck)
    mine = sum(_value(c, trump, low) for c in hand) / len(hand)
    return len(hand) / players * mine / mean


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand = [C.parse(c) for c in obs["hand"]]
        trump = C.suit_of(C.parse(obs["trump"]))
        n: int = obs["players"]
        if legal[0] >= BID:
            deck = deck_for(n, ZaPravduRules.build(obs["rules"]))
            assert isinstance(deck, list)
            want = round(estimate(hand, trump, n, deck))
            return min(legal, key=lambda a: abs(a - BID - want))
        need = obs["bids"][self.seat] - obs["won"][self.seat]
        trick = [C.parse(c) for _, c in obs["trick"]]
        leader = obs["trick"][0][0] if trick else self.seat

        def takes(card: C.Card) -> bool:
            return trick_winner([*trick, card], leader, n, trump) == self.seat

        def power(card: C.Card) -> int:
            return _power(card, trump)

        if not trick:
            return max(legal, key=power) if need > 0 else min(legal, key=power)
        winning = [c for c in legal if takes(c)]
        losing = [c for c in legal if not takes(c)]
        last = len(trick) == n - 1
        if need > 0 and winning:
            # the last to play takes cheaply; earlier, a higher card is safer
            return min(winning, key=power) if last else max(winning, key=power)
        if need <= 0 and losing:
            return max(losing, key=power)
        return min(legal, key=power)
