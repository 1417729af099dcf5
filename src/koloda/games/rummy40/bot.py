"""A heuristic computer player for Rummy to 40.

It takes the top discard only when the card joins a meld of its hand (or, once it has
opened, one on the table); it opens as soon as the melds it can find in its hand reach
the opening; once open it swaps real cards for jokers, lays every meld and lays off
what fits; and it discards the card that helps its hand least, the costly ones first,
never a joker. It sees only its observation and the legal moves.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.games.rummy40 import logic as L


def _hand(obs: Mapping[str, Any]) -> int:
    return C.mask_of(C.parse(t) for t in obs["hand"])


def plan(hand: int) -> tuple[int, list[int]]:
    """Greedy melds of ``hand``: the most points first, no card twice; their total."""
    total = 0
    chosen: list[int] = []
    left = hand
    while True:
        best, best_key = -1, (0, 0)
        for a in L.meld_moves(left):
            key = (L.meld_action_points(a), -L.meld_faces(a).count(L.JOKER))
            if key > best_key:
                best, best_key = a, key
        if best < 0:
            return total, chosen
        cards = L.take_cards(left, L.meld_faces(best))
        assert cards is not None
        left &= ~C.mask_of(cards)
        total += best_key[0]
        chosen.append(best)


def usefulness(card: int, hand: int) -> float:
    """How much ``card`` helps ``hand`` towards melds: partners of its rank, neighbours of
    its suit (a joker is always useful)."""
    if L.is_joker(card):
        return 100.0
    rank, suit = card & 15, C.suit_of(card)
    score = 0.0
    for c in C.cards_in(hand & ~(1 << card)):
        if L.is_joker(c):
            continue
        r, s = c & 15, C.suit_of(c)
        if r == rank and s != suit:
            score += 2.0
        elif s == suit:
            gap = min(abs(r - rank), abs((1 if r == C.ACE else r) - (1 if rank == C.ACE
                                                                    else rank)))
            if gap == 1:
                score += 2.0
            elif gap == 2:
                score += 1.0
    return score


class HeuristicAgent:
    """Greedy: open when it can, shed what fits, discard the least useful card."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def act(self, obs: Mapping[str, Any], legal: Sequence[int]) -> int:
        if len(legal) == 1:
            return legal[0]
        hand = _hand(obs)
        opened = bool(obs["opened"][self.seat])
        if obs.get("step") == "draw":
            return self._draw(obs, legal, hand, opened)
        swaps = [a for a in legal if L.SWAP <= a < L.MELD_SET]
        if swaps:
            return swaps[0]
        melds = [a for a in legal if a >= L.MELD_SET]
        if melds:
            pick = self._meld(obs, melds, hand, opened)
            if pick is not None:
                return pick
        if L.TAKE_BACK in legal:
            return L.TAKE_BACK
        lays = [a for a in legal if L.LAY <= a < L.SWAP]
        real = [a for a in lays if (a - L.LAY) % 512 < 256]
        if real:
            return real[0]
        if lays and hand.bit_count() <= 3:
            return lays[0]
        discards = [a for a in legal if L.DISCARD <= a < L.LAY]
        if discards:
            return self._discard(discards, hand)
        return legal[self.rng.randrange(len(legal))]

    def _draw(self, obs: Mapping[str, Any], legal: Sequence[int], hand: int,
              opened: bool) -> int:
        if L.DRAW_PILE in legal and obs.get("pile_top"):
            top = C.parse(obs["pile_top"])
            if L.is_joker(top):
                return L.DRAW_PILE
            with_top = hand | 1 << top
            before = {frozenset(L.meld_faces(a)) for a in L.meld_moves(hand)}
            for a in L.meld_moves(with_top):
                faces = L.meld_faces(a)
                if L.face(top) in faces and faces.count(L.JOKER) == 0 \
                        and frozenset(faces) not in before:
                    return L.DRAW_PILE
            if opened:
                for m in obs.get("melds") or []:
                    if obs["rules"].get("lay_off") != "any" and m["owner"] != self.seat:
                        continue
                    if _fits(m, top):
                        return L.DRAW_PILE
        return L.DRAW_STOCK if L.DRAW_STOCK in legal else legal[0]

    def _meld(self, obs: Mapping[str, Any], melds: list[int], hand: int,
              opened: bool) -> int | None:
        pending = obs.get("pending") or []
        opening = int(obs["rules"].get("opening", 40))
        if not opened and not pending:
            total, chosen = plan(hand)
            if obs["rules"].get("opening_single"):
                big = [a for a in melds if L.meld_action_points(a) >= opening]
                return max(big, key=L.meld_action_points) if big else None
            if total < opening:
                return None
            for a in chosen:
                if a in melds:
                    return a
        if not opened and pending:
            need = opening - int(obs.get("pending_points") or 0)
            total, chosen = plan(hand)
            if total < need:
                return None
            for a in chosen:
                if a in melds:
                    return a
        return max(melds, key=lambda a: (L.meld_size(a) - 2 * L.meld_faces(a).count(
            L.JOKER), L.meld_action_points(a)))

    def _discard(self, discards: list[int], hand: int) -> int:
        best, best_key = discards[0], (float("inf"), 0.0)
        for a in discards:
            f = a - L.DISCARD
            card = L.held(hand, f)
            key = (usefulness(card, hand) - L.penalty(card) / 20.0,
                   self.rng.random())
            if key < best_key:
                best, best_key = a, key
        return best


def _fits(meld: Mapping[str, Any], card: int) -> bool:
    """Whether ``card`` could be laid off on the meld as the observation shows it."""
    cards = [C.parse(t) for t in meld["cards"]]
    if meld["kind"] == "set":
        if len(cards) >= 4:
            return False
        rank = next((c & 15 for c in cards if not L.is_joker(c)), -1)
        suits = {C.suit_of(c) for c in cards if not L.is_joker(c)}
        return card & 15 == rank and C.suit_of(card) not in suits
    suit = C.SUIT_ASCII.index(str(meld["suit"]))
    if C.suit_of(card) != suit or len(cards) >= 13:
        return False
    ranks = [L.RANKS[s] if s else c & 15 for c, s in zip(cards, meld["stands"], strict=True)]
    low = 1 if ranks[0] == C.ACE else ranks[0]
    high = ranks[-1]
    r = card & 15
    return r == low - 1 or r == high + 1 or (r == C.ACE and (low == 2 or high == 13))
