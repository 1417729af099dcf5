"""A simple computer player for Клабор; it sees only its observation and legal moves.

Bidding: it counts what a suit would be worth as trumps (the jack and nine above all,
the length of the suit, side aces) and takes or names the best suit when the count is
high enough. Play: it exchanges the trump seven, always declares, leads the top trump
still out when it holds two or more trumps and took the game, else a side ace, else a
cheap card; replying, it takes a trick with points in it as cheaply as it can, and
throws its least valuable card otherwise."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.klabor import cards as K
from koloda.games.klabor.state import DECLARE, NAME, PASS, SWAP, TAKE

THRESHOLD = 44  # the value of a six-card hand with a suit as trumps worth playing


def hand_value(hand: Sequence[C.Card], trump: int) -> int:
    value = 0
    for c in hand:
        rank = C.rank_of(c)
        if C.suit_of(c) == trump:
            value += 8 + K.points(c, trump)
        elif rank == C.ACE:
            value += 10
        elif rank == 10 and C.make(C.ACE, C.suit_of(c)) in hand:
            value += 6
    return value


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand = [C.parse(t) for t in obs["hand"]]
        if TAKE in legal or PASS in legal:
            return self._bid(obs, hand, legal)
        if SWAP in legal:
            return SWAP
        declaring = [a for a in legal if a < TAKE and a & DECLARE]
        card = self._card(obs, hand, [a for a in legal if a < TAKE and not a & DECLARE])
        return card + DECLARE if declaring else card

    def _bid(self, obs: Mapping[str, Any], hand: list[C.Card], legal: Sequence[Action]) -> Action:
        if TAKE in legal:
            turned = C.parse(obs["turned"])
            suit = C.suit_of(turned)
            return TAKE if hand_value(hand, suit) >= THRESHOLD else PASS
        named = [a for a in legal if a >= NAME]
        best = max(named, key=lambda a: hand_value(hand, a - NAME))
        return best if hand_value(hand, best - NAME) >= THRESHOLD + 6 else PASS

    def _card(self, obs: Mapping[str, Any], hand: list[C.Card], cards: list[C.Card]) -> C.Card:
        trump: int = obs["trump"]

        def pts(c: C.Card) -> int:
            return K.points(c, trump)

        def pw(c: C.Card) -> int:
            return K.power(c, trump)

        def cheap(c: C.Card) -> tuple[int, int, int]:
            return (1 if C.suit_of(c) == trump else 0, pts(c), pw(c))

        trick = obs["trick"]
        last = len(hand) == 1
        if trick:
            led = C.parse(trick[0][1])
            winners = [c for c in cards if K.beats(c, led, trump)]
            if winners:
                best = min(winners, key=pw)
                plain = C.suit_of(best) != trump
                if last or pts(led) >= 10 or plain or pts(led) + pts(best) >= 10:
                    return best
            return min(cards, key=cheap)
        played = {C.parse(c) for t in obs["tricks"] for c in t[1]}
        trumps = [c for c in cards if C.suit_of(c) == trump]
        out = [C.make(r, trump) for r in K.TRUMP_ORDER
               if C.make(r, trump) not in played and C.make(r, trump) not in hand]
        if trumps and len(trumps) >= 2 and obs["taker"] == obs["seat"]:
            top = max(trumps, key=pw)
            if not out or pw(top) > max(pw(c) for c in out):
                return top
        aces = [c for c in cards if C.suit_of(c) != trump and C.rank_of(c) == C.ACE]
        if aces:
            return aces[0]
        return min(cards, key=cheap)
