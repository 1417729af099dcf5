"""A simple computer punter for «Очко». It sees only its observation and the legal moves.
It stakes high on a strong first card (an ace or a ten, with one card dealt) and low
otherwise, and draws while the chance of going bust, counted over the cards it has not
seen, is below one half and it has fewer points than it wants to stand on. (The bank has
no decisions: it draws by the table's rule.)"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.ochko.state import HIT, STAKE, STAND, card_points, hand_points


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic, but every agent takes one

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        rules = obs["rules"]
        deck: int = rules["deck"]
        mine = [C.parse(t) for t in obs["hands"][self.seat] or []]
        stakes = [a for a in legal if a >= STAKE]
        if stakes:
            if mine and len(mine) == 1 and card_points(mine[0], deck) >= 10:
                return max(stakes)
            return min(stakes)
        if HIT not in legal:
            return STAND
        points = hand_points(mine, deck, rules["two_aces"])
        if points <= 11 or (deck == 36 and points <= 13):
            return HIT  # no card can bust this hand (a 36-card ace is 11)
        if points >= rules["bank_stands"] + 1:
            return STAND
        seen: list[C.Card] = list(mine)
        for s, hand in enumerate(obs["hands"]):
            if s != self.seat and hand:
                seen.extend(C.parse(t) for t in hand)
        if obs["cut"]:
            seen.append(C.parse(obs["cut"]))
        full = C.deck(36) if deck == 36 else C.deck(52, copies=2)
        left = C.mask_of(full) & ~C.mask_of(seen)
        rest = list(C.cards_in(left))
        if not rest:
            return STAND
        busts = sum(1 for c in rest
                    if hand_points([*mine, c], deck, rules["two_aces"]) > 21)
        return HIT if busts * 2 < len(rest) else STAND
