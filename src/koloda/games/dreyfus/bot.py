"""A heuristic player for Дрейфус: it sees only its observation and the legal moves.

Buying: a card bought costs as much as a trick is worth, so it buys little: with at least
three trumps it throws away a lone low card of a plain suit (to trump that suit later),
at most two. Playing: it leads a card nothing left out can beat (a master card), else a
low card of its longest plain suit; following, it wins as cheaply as it can when its card
may hold the trick, and otherwise throws its lowest card.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.dreyfus.state import NO_TRUMP, TAKE, beats, deck48, trick_winner


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        trump: int = obs["trump"]
        hand = [C.parse(c) for c in obs["hand"]]
        if obs["phase"] == "buy":
            return self._buy(obs, hand, legal, trump)
        return self._play(obs, hand, legal, trump)

    def _buy(self, obs: Mapping[str, Any], hand: list[C.Card], legal: Sequence[Action],
             trump: int) -> Action:
        cards = [a for a in legal if a != TAKE]
        done = len(obs["my_discards"])
        trumps = sum(1 for c in hand if C.suit_of(c) == trump)
        if trump == NO_TRUMP or trumps < 3 or done >= 2 or not cards:
            return TAKE
        lone = [c for c in cards if C.suit_of(c) != trump and C.rank_of(c) <= 10
                and sum(1 for d in hand if C.suit_of(d) == C.suit_of(c)) == 1]
        return min(lone, key=C.rank_of) if lone else TAKE

    def _play(self, obs: Mapping[str, Any], hand: list[C.Card], legal: Sequence[Action],
              trump: int) -> Action:
        gone = {C.parse(c) for c in obs["played"]} | set(hand)
        out = [c for c in deck48() if c not in gone]  # cards others may still hold

        def master(card: C.Card) -> bool:
            return not any(beats(o, card, trump) and C.suit_of(o) == C.suit_of(card)
                           for o in out)

        def low(card: C.Card) -> tuple[int, int]:
            return (C.suit_of(card) == trump, C.rank_of(card))

        trick = [C.parse(c) for _, c in obs["trick"]]
        if not trick:
            masters = [c for c in legal if master(c) and C.suit_of(c) != trump]
            if masters:
                return max(masters, key=C.rank_of)
            trump_masters = [c for c in legal if master(c)]
            if trump_masters:
                return max(trump_masters, key=C.rank_of)
            plain = [c for c in legal if C.suit_of(c) != trump] or list(legal)
            length = {s: sum(1 for c in hand if C.suit_of(c) == s) for s in range(4)}
            return min(plain, key=lambda c: (-length[C.suit_of(c)], C.rank_of(c)))
        best = trick[trick_winner(trick, trump)]
        winning = [c for c in legal if beats(c, best, trump)]
        last = len(trick) == obs["players"] - 1
        if winning:
            cheapest = min(winning, key=low)
            if last or master(cheapest) or C.suit_of(cheapest) == trump:
                return cheapest
            top = max(winning, key=C.rank_of)
            if master(top):
                return top
        return min(legal, key=low)
