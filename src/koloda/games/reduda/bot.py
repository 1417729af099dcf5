"""A heuristic player for Редуда, from its observation and the legal moves only.

It leads and throws in its cheapest plain cards, covers each attack card with the
cheapest card that beats it (a joker already on the table first, as it costs nothing),
transfers with a plain card when that is cheap, and takes when some attack card cannot be
covered, keeping the jokers for when the stock is gone."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.reduda.state import BEAT, PASS, RJ, TAKE, XFER, is_black


def worth(card: C.Card, trump: int, own: int | None) -> int:
    """How dear a card is to keep: jokers most, then common trumps, own trumps, rank."""
    if card == RJ:
        return 100
    if is_black(card):
        return 90
    rank, suit = C.rank_of(card), C.suit_of(card)
    if suit == trump:
        return 50 + rank
    if suit == own:
        return 30 + rank
    return rank


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        trump: int = obs["trump"]
        own = C.suit_of(C.parse(obs["own_card"])) if obs["own_card"] else None
        late = obs["stock_count"] == 0

        def w(card: C.Card) -> int:
            return worth(card, trump, own)

        if obs["phase"] == "lead":
            hand = [C.parse(c) for c in obs["hand"]]
            ranks = [C.rank_of(c) for c in hand if not C.is_joker(c)]
            return min(legal, key=lambda c: (w(c) - 2 * (ranks.count(C.rank_of(c)) > 1)
                                              if not C.is_joker(c) else w(c), c))
        if obs["phase"] == "throw":
            cards = [a for a in legal if a != PASS]
            cheap = [c for c in cards if w(c) < (45 if late else 12)]
            return min(cheap, key=w) if cheap else PASS
        # defending
        beats = [a for a in legal if BEAT <= a < XFER]
        xfers = [a for a in legal if a >= XFER and a != TAKE and a != PASS]
        room = set(obs["room"])
        attack = [C.parse(c) for c in obs["attack"]]
        hard = any(C.is_joker(a) for a in attack)
        open_targets = {i for i, cover in enumerate(obs["covers"])
                        if not cover or (attack[i] == RJ and len(cover) < 2)}
        coverable = {(a - BEAT) // 256 for a in beats}
        plain_x = [a for a in xfers if not C.is_joker(a - XFER) and w(a - XFER) < 12]
        if plain_x:
            return min(plain_x, key=lambda a: w(a - XFER))
        if not open_targets <= coverable:
            joker_x = [a for a in xfers if C.is_joker(a - XFER)]
            if joker_x and (late or hard):
                return min(joker_x, key=lambda a: w(a - XFER))
            return TAKE

        def cost(a: Action) -> int:
            d = (a - BEAT) % 256
            return 0 if C.to_text(d) in room else w(d)

        best = min(beats, key=cost)
        if cost(best) >= 90 and not late and not hard and len(open_targets) == 1:
            return TAKE  # a joker is too dear for one plain card while the stock lasts
        return best
