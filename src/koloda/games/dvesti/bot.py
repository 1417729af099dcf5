"""A simple computer player for Двести: it sees only its observation and the legal
moves. Bidding: it values its hand for its best suit (aces, guarded tens, trump length)
plus a share for a partner and bids while the auction stays below that value. Laying
away: the lowest pointless cards outside its suit. Play: it leads its aces and then
trumps when it holds the contract; following, it throws points to a partner who holds
the trick, takes a trick with points as cheaply as it can, and otherwise throws its
lowest pointless card."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.dvesti.cards import trick_winner, worth
from koloda.games.dvesti.state import BID, DISCARD, PASS, TRUMP


def suit_value(hand: Sequence[C.Card], suit: int) -> int:
    """How many points the hand may take with ``suit`` as trump (a rough count)."""
    value = 0
    for s in range(4):
        cards = [c for c in hand if C.suit_of(c) == s]
        ranks = {C.rank_of(c) for c in cards}
        if C.ACE in ranks:
            value += 12
        if 10 in ranks and (C.ACE in ranks or len(cards) >= 3):
            value += 7
        if s == suit:
            value += 5 * len(cards) + 2 * sum(1 for r in ranks if r >= C.JACK)
    return value


def best_suit(hand: Sequence[C.Card]) -> int:
    return max(range(4), key=lambda s: (suit_value(hand, s), s))


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        hand = [C.parse(c) for c in obs["hand"]]
        phase = obs["phase"]
        if phase == "bidding":
            return self._bid(obs, hand, legal)
        if phase == "kitten":
            return self._lay(hand, legal)
        if phase == "trump":
            return TRUMP + best_suit(hand)
        return self._play(obs, hand, legal)

    def _bid(self, obs: Mapping[str, Any], hand: list[C.Card],
             legal: Sequence[Action]) -> Action:
        sides: list[int] = obs["sides"]
        n = len(sides)
        mates = sum(1 for x in sides if x == sides[self.seat]) - 1
        value = suit_value(hand, best_suit(hand)) * 9 // max(len(hand), 1)
        value += 18 * mates
        if obs["rules"]["kitten"]:
            value += 5
        if n == 2:
            value = value * 3 // 4  # half the deck lies aside: fewer points to win
        bidder = obs["bidder"]
        if bidder is not None and sides[bidder] == sides[self.seat] and value < 85:
            return PASS if PASS in legal else min(legal)  # the partner holds it
        bids = sorted(a for a in legal if a != PASS)
        if bids and bids[0] - BID <= value:
            return bids[0]
        return PASS if PASS in legal else bids[0]

    def _lay(self, hand: list[C.Card], legal: Sequence[Action]) -> Action:
        keep = best_suit(hand)
        length = [sum(1 for c in hand if C.suit_of(c) == s) for s in range(4)]

        def cost(a: Action) -> tuple[int, int, int, int]:
            c = a - DISCARD
            s = C.suit_of(c)
            return (s == keep, worth(c), length[s], C.rank_of(c))

        return min(legal, key=cost)

    def _play(self, obs: Mapping[str, Any], hand: list[C.Card],
              legal: Sequence[Action]) -> Action:
        trump = C.SUIT_ASCII.index(obs["trump"]) if obs["trump"] else None
        sides: list[int] = obs["deal_sides"]
        trick = [(s, C.parse(c)) for s, c in obs["trick"]]
        played = {C.parse(c) for c in obs["played"]}
        if not trick:
            return self._lead(obs, hand, legal, trump, played)
        cards = [c for _, c in trick]
        top = trick_winner(cards, trump)
        holder = trick[top][0]
        ours = sides[holder] == sides[self.seat]
        last = len(trick) == len(obs["active"]) - 1
        pts = sum(worth(c) for c in cards)

        def wins(a: Action) -> bool:
            return trick_winner([*cards, a], trump) == len(cards)

        def low(a: Action) -> tuple[int, int, int]:
            return (worth(a), C.suit_of(a) == trump, C.rank_of(a))

        if ours and (last or self._boss(cards[top], trump, played, hand)):
            return max(legal, key=lambda a: (worth(a), -(C.suit_of(a) == trump),
                                             -C.rank_of(a)))
        winners = [a for a in legal if wins(a)]
        if winners and (pts or last or any(worth(a) for a in legal)):
            if last:
                return max(winners, key=lambda a: (worth(a), -C.rank_of(a)))
            return min(winners, key=lambda a: (C.suit_of(a) == trump, C.rank_of(a)))
        return min(legal, key=low)

    def _boss(self, card: C.Card, trump: int | None, played: set[C.Card],
              hand: list[C.Card]) -> bool:
        """No card still out beats ``card`` in its suit (a trump; or no trump can come)."""
        s = C.suit_of(card)
        higher = [C.make(r, s) for r in range(C.rank_of(card) + 1, 15)]
        return all(h in played or h in hand for h in higher) and s == trump

    def _lead(self, obs: Mapping[str, Any], hand: list[C.Card], legal: Sequence[Action],
              trump: int | None, played: set[C.Card]) -> Action:
        aces = [a for a in legal if C.rank_of(a) == C.ACE and C.suit_of(a) != trump]
        if aces:
            return aces[0]
        trumps = [a for a in legal if C.suit_of(a) == trump]
        sides: list[int] = obs["deal_sides"]
        bidder = obs["bidder"]
        mine = bidder is not None and sides[bidder] == sides[self.seat]
        if mine and trumps:
            top = max(trumps, key=C.rank_of)
            if self._boss(top, trump, played, hand) or len(trumps) >= 3:
                return top
        plain = [a for a in legal if C.suit_of(a) != trump] or list(legal)
        return min(plain, key=lambda a: (worth(a), C.rank_of(a)))
