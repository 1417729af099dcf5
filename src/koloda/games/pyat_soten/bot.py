"""A heuristic player for Пять сотен: it sees only its observation and the legal moves.

Bidding: it counts the tricks its hand and the open kitty promise in each trump suit and
at no trump (top trumps, length, side aces and guarded kings), and bids the dearest
contract it expects to make above the current bid. Discarding: it lays away its weakest
side cards, shortest suits first. Play: the declarer's side draws trumps with its top
ones; everybody cashes sure winners, wins a trick as cheaply as it can unless a partner
(the other defender, or the partner of four) already holds it, and otherwise throws its
least useful card."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.pyat_soten.state import (
    BID,
    BIDS,
    DISCARD,
    JOKER,
    JOKER_LEAD,
    NT,
    PASS,
    bid_suit,
    bid_tricks,
    deck_for,
    eff_suit,
    power,
)

_SUITS = {"S": 0, "C": 1, "D": 2, "H": 3, "NT": NT}


def _trump_of(text: str) -> int:
    return _SUITS[text]


def estimate(cards: Sequence[C.Card], trump: int) -> float:
    """Tricks the best ten of ``cards`` should take with ``trump`` (NT: no trumps)."""
    worth: list[float] = []
    by_suit: dict[int, list[C.Card]] = {}
    for c in cards:
        by_suit.setdefault(eff_suit(c, trump), []).append(c)
    trumps = len(by_suit.get(trump, [])) if trump != NT else 0
    for suit, group in by_suit.items():
        group.sort(key=lambda c: -power(c, trump, suit))
        ladder = sorted((c for c in deck_for(4) if eff_suit(c, trump) == suit),
                        key=lambda c: -power(c, trump, suit))
        solid = 0  # how many of the top trumps are held, without a gap
        for k, c in enumerate(group):
            p = power(c, trump, suit)
            if c == JOKER:
                v = 1.0
                solid = 1
            elif suit == trump:
                v = 1.0 if p >= 900 else 0.85 if p >= 800 else 0.75 if k < 3 else 0.55
                if trumps >= 5 and k >= 3:
                    v = 0.8
                if k == solid and ladder[solid] == c:  # every higher trump held: sure
                    v, solid = 1.0, solid + 1
                elif trumps >= 7:
                    v = max(v, 0.9)
            else:
                rank = C.rank_of(c)
                if rank == C.ACE:
                    v = 0.9 if trump == NT or len(group) <= 4 else 0.6
                elif rank == C.KING and k <= 1 and len(group) >= 2:
                    v = 0.55
                elif trump == NT and k >= 4:
                    v = 0.5  # a long suit runs once the top is gone
                else:
                    v = 0.05
            worth.append(v)
    worth.sort(reverse=True)
    return sum(worth[:10])


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        phase = obs["phase"]
        if phase == "bid":
            return self._bid(obs, legal)
        if phase == "discard":
            return self._discard(obs, legal)
        return self._play(obs, legal)

    # --- bidding ----------------------------------------------------------------------

    def _bid(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        cards = [C.parse(t) for t in obs["hand"]] + [C.parse(t) for t in obs["kitty"]]
        margin = 0.6 if obs["players"] == 3 else 0.3
        best = PASS
        for trump in (0, 1, 2, 3, NT):
            tricks = int(estimate(cards, trump) - margin + 0.5) if obs["players"] != 4 else \
                int(estimate(cards, trump) + 1.4)  # a partner's hand helps
            for a in legal:
                if a >= BID and bid_suit(a - BID) == trump and bid_tricks(a - BID) <= tricks:
                    best = max(best, a) if best != PASS else a
        return best if best in legal else PASS

    # --- discarding -------------------------------------------------------------------

    def _discard(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        trump = _trump_of(obs["trump"])
        hand = [a - DISCARD for a in legal]
        length: dict[int, int] = {}
        for c in hand:
            length[eff_suit(c, trump)] = length.get(eff_suit(c, trump), 0) + 1

        def keep(c: C.Card) -> tuple[int, int, int]:
            s = eff_suit(c, trump)
            if s == trump or c == JOKER or C.rank_of(c) == C.ACE:
                return (2, power(c, trump, s), 0)
            return (0 if trump != NT else 1, length[s], power(c, trump, s))

        return DISCARD + min(hand, key=keep)

    # --- play -------------------------------------------------------------------------

    def _play(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        trump = _trump_of(obs["trump"])
        seat: int = obs["seat"]
        n: int = obs["players"]
        declarer: int = obs["declarer"]
        trick = obs["trick"]
        gone = {C.parse(c) for t in (obs["trick"], obs["last"]) for _, c in t}

        def friend(s: int) -> bool:
            if s == seat:
                return True
            if n == 4:
                return s % 2 == seat % 2
            return declarer >= 0 and seat != declarer and s != declarer

        if not trick:
            return self._lead(obs, legal, trump, seat, declarer, friend, gone)
        led = _SUITS[obs["led"]] if obs["led"] else NT
        cards = [(s, C.parse(c)) for s, c in trick]
        top_seat, top = max(cards, key=lambda sc: power(sc[1], trump, led))
        top_power = power(top, trump, led)
        last_to_play = len(trick) == n - 1
        mine = list(legal)

        def pw(a: Action) -> int:
            return power(JOKER if a >= JOKER_LEAD else a, trump, led)

        if friend(top_seat) and (last_to_play or top_power >= 800):
            return min(mine, key=lambda a: (pw(a) > 0, pw(a), C.rank_of(a)))
        winners = [a for a in mine if pw(a) > top_power]
        if winners:
            return min(winners, key=pw)
        return min(mine, key=lambda a: (pw(a) > 0, pw(a), C.rank_of(a)))

    def _lead(self, obs: Mapping[str, Any], legal: Sequence[Action], trump: int, seat: int,
              declarer: int, friend: Any, gone: set[int]) -> Action:
        plain = [a for a in legal if a < JOKER_LEAD]
        jokers = [a for a in legal if a >= JOKER_LEAD]
        attacking = declarer >= 0 and friend(declarer)
        if trump != NT and attacking:
            trumps = sorted((a for a in plain if eff_suit(a, trump) == trump),
                            key=lambda a: -power(a, trump, trump))
            if trumps and power(trumps[0], trump, trump) >= 800 and len(trumps) >= 2:
                return trumps[0]
        aces = [a for a in plain if C.rank_of(a) == C.ACE and eff_suit(a, trump) != trump]
        if aces:
            return aces[0]
        if jokers:
            return jokers[0]
        side = [a for a in plain if eff_suit(a, trump) != trump]
        pool = side or plain
        return min(pool, key=lambda a: power(a, trump, eff_suit(a, trump)))


__all__ = ["BIDS", "HeuristicAgent", "estimate"]
