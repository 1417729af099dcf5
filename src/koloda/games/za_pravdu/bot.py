"""A simple computer player for «За правду» (and its шахи, when the rules deal them),
from its observation and legal moves only.

Declaring, it counts each шаха as a trick nearly sure (a later шаха can still beat it)
and takes its share of the other tricks, scaled by how strong its plain cards are
against the deck's average (trumps weigh most, plain cards by their rank). Playing, it
compares the tricks it has with those it declared: short of them it takes the trick as
cheaply as it can, keeping its шаха for when nothing else wins; with enough it keeps out
of the trick, throwing its highest card that loses, and plays a шаха only «за простую»."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.za_pravdu.rules import ZaPravduRules, deck_for
from koloda.games.za_pravdu.state import BID, PLAIN, card_of, trick_winner, wild_of

WILD_TRICK = 0.9  # a шаха's worth in tricks when declaring
HIGH = 100  # a шаха played to beat outranks every card
ACE = 14


def _value(card: C.Card, trump: int, low: int) -> float:
    """A plain card's chance-like weight of taking a trick: trumps all count, high ones
    most; a side card counts by its rank, steeply."""
    height = (C.rank_of(card) - low) / (14 - low)
    if C.suit_of(card) == trump:
        return 0.5 + 0.5 * height
    return float(height ** 2)


def estimate(hand: Sequence[C.Card], trump: int, players: int, deck: Sequence[C.Card],
             wild: frozenset[C.Card] = frozenset()) -> float:
    """The tricks a hand may take, roughly: the шахи, plus the plain cards' share of the
    deal scaled by how they weigh against an average plain card of the deck."""
    plain = [c for c in hand if c not in wild]
    sure = WILD_TRICK * (len(hand) - len(plain))
    if not plain:
        return sure
    low = min(C.rank_of(c) for c in deck)
    others = [c for c in deck if c not in wild]
    mean = sum(_value(c, trump, low) for c in others) / len(others)
    mine = sum(_value(c, trump, low) for c in plain) / len(plain)
    return sure + len(plain) / players * mine / mean


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand = [C.parse(c) for c in obs["hand"]]
        trump = C.suit_of(C.parse(obs["trump"]))
        wild = wild_of(obs["shakhi"])
        n: int = obs["players"]
        if legal[0] >= BID:
            deck = deck_for(n, ZaPravduRules.build(obs["rules"]))
            want = round(estimate(hand, trump, n, deck, wild))
            return min(legal, key=lambda a: abs(a - BID - want))
        need = obs["bids"][self.seat] - obs["won"][self.seat]
        trick = [C.parse(c) + (PLAIN if mode == "plain" else 0)
                 for _, c, mode in obs["trick"]]
        leader = obs["trick"][0][0] if trick else self.seat

        def takes(a: Action) -> bool:
            return trick_winner([*trick, a], leader, n, trump, wild) == self.seat

        def keep(a: Action) -> int:
            """Strength when tricks are still wanted: a шаха is kept for the end."""
            if a in wild:
                return HIGH
            c = card_of(a)
            return (50 if a >= PLAIN else C.rank_of(c)) + (20 if C.suit_of(c) == trump
                                                           and a < PLAIN else 0)

        def shed(a: Action) -> int:
            """Strength when no trick is wanted: a шаха «за простую» is harmless."""
            if a >= PLAIN:
                return -1
            return keep(a)

        if not trick:
            if need <= 0:
                return min(legal, key=shed)
            # lead an ace or a trump first; a шаха when the plain cards are weak
            plain = [a for a in legal if a < PLAIN and a not in wild]
            if (plain and max(map(keep, plain)) >= ACE) or not any(a in wild for a in legal):
                return max(plain or legal, key=keep)
            return max(legal, key=keep)
        winning = [a for a in legal if takes(a)]
        losing = [a for a in legal if not takes(a)]
        last = len(trick) == n - 1
        if need > 0 and winning:
            # the last to play takes cheaply; earlier, a higher card is safer, but a
            # шаха is spent only when no plain card wins
            plain = [a for a in winning if a not in wild]
            if last or not plain:
                return min(winning, key=keep)
            return max(plain, key=keep)
        if need <= 0 and losing:
            return max(losing, key=shed)
        return min(legal, key=shed if need <= 0 else keep)
