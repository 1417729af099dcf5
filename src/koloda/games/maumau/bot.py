"""A heuristic computer player for the Mau-Mau family.

It plays like a sensible person: sheds high-point cards early, keeps draw and skip cards
for when they hurt most (the next player is low on cards, or it needs them to go out),
holds the wild card back unless nothing else fits (or it is the last card and going out
with it pays), prefers cards that leave it able to follow later, and names the suit it
holds most. It sees only its observation; its RNG breaks ties.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.games.maumau import actions as A
from koloda.games.maumau.rules import (
    COVER,
    DRAW_MASK,
    FOLLOW,
    SKIP,
    WILD,
    Profile,
    profile_for,
)


class HeuristicAgent:
    """Greedy one-ply scorer of the legal moves."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def act(self, obs: Mapping[str, Any], legal: Sequence[int]) -> int:
        if len(legal) == 1:
            return legal[0]
        prof = profile_for(obs)
        hand = [C.parse(t) for t in obs["hand"]]
        best, best_score = legal[0], float("-inf")
        for a in legal:
            score = self._score(a, obs, hand, prof) + self.rng.random() * 0.01
            if score > best_score:
                best, best_score = a, score
        return best

    def _score(self, action: int, obs: Mapping[str, Any], hand: list[int],
               prof: Profile) -> float:
        if action in (A.DRAW, A.PASS):
            return -100.0
        card = A.card_of(action)
        eff = prof.effect[card]
        rest = [c for c in hand if c != card]
        sizes = obs["hand_sizes"]
        n = int(obs["players"])
        nxt = sizes[(self.seat + 1) % n]
        danger = min(sizes[s] for s in range(n) if s != self.seat)
        score = 0.0
        # shed points: a high card left in hand costs its value when someone goes out
        score += prof.value[card & 15] * (1.5 if danger <= 2 else 1.0)
        if not rest:
            return 1000.0 + prof.out_bonus[card]  # going out wins the deal
        attack = eff & (DRAW_MASK | SKIP)
        if attack:
            # hurts most when the next player is about to go out, or when we are
            if nxt <= 2 or len(rest) <= 1:
                score += 12 + 3 * (eff & DRAW_MASK)
            else:
                score -= 4
        if eff & WILD:
            bonus = prof.out_bonus[card]
            lone = prof.lone_wild and len(rest) == 1
            if bonus and len(rest) == 1 and not lone:
                score -= 10  # try to go out with it next turn
            elif lone or danger <= 1:
                score += 5
            else:
                score -= 15  # keep it: it always fits
        if eff & COVER:
            same = sum(1 for c in rest if (c >> 4) & 7 == (card >> 4) & 7 or c & 15 == card & 15)
            score += 6 if same else -12
        if eff & FOLLOW:
            same = sum(1 for c in rest if (c >> 4) & 7 == (card >> 4) & 7)
            score += 6 if same else -3
        # after this card, how many of our cards will follow it?
        suit = A.named_suit(action)
        if suit < 0:
            suit = (card >> 4) & 7
        follow = sum(1 for c in rest if (c >> 4) & 7 == suit or prof.effect[c] & WILD)
        score += 2.0 * follow
        if A.named_suit(action) >= 0:
            # name the suit we hold most (wild cards aside), high points first
            held = [c for c in rest if (c >> 4) & 7 == suit and not prof.effect[c] & WILD]
            score += 3.0 * len(held) + 0.05 * sum(prof.value[c & 15] for c in held)
        return score
