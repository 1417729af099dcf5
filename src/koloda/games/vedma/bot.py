"""A computer player for «Ведьма»: it sees only its observation and the legal moves.

Each place of the neighbour's fan gets a value: a card it can see there is worth 1 when
it pairs with a card of its own hand, 0 when it does not, and the witch is worth -3; a
place it cannot see is worth the mean of the cards that may lie there (those it knows
the fan holds, then the cards whose holder it does not know). It draws the best place,
choosing at random among equals, so that nothing it does can be read off."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.vedma.rules import WITCH, VedmaRules, deck_for, kind_of

WITCH_VALUE = -3.0


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        rules = VedmaRules.build(obs["rules"])
        pairs = rules.pairs
        mine = {kind_of(C.parse(c), pairs) for c in obs["hand"]}

        def worth(card: C.Card) -> float:
            if card == WITCH:
                return WITCH_VALUE
            return 1.0 if kind_of(card, pairs) in mine else 0.0

        placed: set[C.Card] = {C.parse(c) for c in obs["hand"]}
        for fan in obs["fans"]:
            placed |= {C.parse(c) for c in fan if c}
        for cards in obs["known"]:
            placed |= {C.parse(c) for c in cards}
        for cards in obs["discards"]:
            placed |= {C.parse(c) for c in cards}
        pool = [c for c in deck_for(rules) if c not in placed]
        fan = obs["fans"][obs["source"]]
        vague = [C.parse(c) for c in obs["known"][obs["source"]]]
        blind = [p for p in legal if fan[p] is None]
        unknown = len(blind) - len(vague)
        mean = sum(worth(c) for c in pool) / len(pool) if pool else 0.0
        blind_value = ((sum(worth(c) for c in vague) + unknown * mean) / len(blind)
                       if blind else 0.0)
        values = {p: blind_value if fan[p] is None else worth(C.parse(fan[p])) for p in legal}
        best = max(values.values())
        return self.rng.choice([p for p in legal if values[p] == best])
