"""A computer player for «Верю — не верю»: it sees only its observation and the legal
moves, and draws every choice it could be read by from its own random numbers.

Doubting: it counts the cards of the round's rank that cannot be on the pile from the
last player (its own, those it put there, those it knows elsewhere, fours put aside);
a claim beyond what is left is a sure lie. Otherwise it guesses how likely a lie is from
how much of the rank is left and how many cards were claimed, and doubts with that
chance, less when the pile is big (taking it for nothing costs more). A play that would
win the game is always doubted.

Playing: leading, it names a rank it holds (mostly its largest group, sometimes another)
and puts those cards, now and then slipping in one card more. Following, it puts the
round's cards it holds, sometimes with one card more; holding none it must lie and puts
one or two of its least useful cards. A play is planned when its first card is put and
then followed card by card; a play it finds begun without its plan (a search's play-out
taking over mid-play) it ends at once, claiming the round's rank or its cards' own."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.veryu.rules import parse_rank
from koloda.games.veryu.state import ACCEPT, CLAIM, DOUBT

BLUFF_EXTRA = 0.25  # the chance of slipping one card more into a true play
BLUFF_LEAD = 0.15  # the chance of leading a rank it does not hold most of


class HeuristicAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng
        self.plan: list[C.Card] = []
        self.claim = 0

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand = [C.parse(c) for c in obs["hand"]]
        current = [C.parse(c) for c in obs["current"] if c]
        if not current:
            doubt = self._doubt(obs, hand, legal)
            if doubt is not None:
                return doubt
            if ACCEPT in legal:
                return ACCEPT
            self._make_plan(obs, hand)
        elif any(c not in self.plan for c in current):
            self._take_over(obs, current)
        todo = [c for c in self.plan if c not in current and c in legal]
        if todo:
            return todo[0]
        claims = [a for a in legal if CLAIM <= a < DOUBT]
        if CLAIM + self.claim in claims:
            return CLAIM + self.claim
        if claims:
            return claims[0]
        return legal[0]  # a plan gone stale (it cannot happen in a game played through)

    # --- doubting ---------------------------------------------------------------------

    def _doubt(self, obs: Mapping[str, Any], hand: list[C.Card],
               legal: Sequence[Action]) -> Action | None:
        doubts = [a for a in legal if DOUBT <= a < ACCEPT]
        if not doubts or obs["rank"] is None:
            return None
        rank = parse_rank(obs["rank"])
        assert rank is not None
        prev, claimed = obs["plays"][-1]
        pick = self.rng.choice(doubts)
        if obs["hand_sizes"][prev] == 0:
            return pick  # believing it loses the game
        out_of_reach = sum(1 for c in hand if C.rank_of(c) == rank)
        out_of_reach += sum(1 for c in obs["pile_known"] if C.rank_of(C.parse(c)) == rank)
        for s, cards in enumerate(obs["known"]):
            if s != prev:
                out_of_reach += sum(1 for c in cards if C.rank_of(C.parse(c)) == rank)
        for cards in obs["fours"]:
            out_of_reach += sum(1 for c in cards if C.rank_of(C.parse(c)) == rank)
        left = 4 - out_of_reach
        # claims of this round by others, beyond its own, compete for what is left
        others_claimed = sum(n for s, n in obs["plays"][:-1] if s != self.seat)
        if claimed > left:
            return pick
        room = max(left - others_claimed, 0)
        lie = 0.25 + 0.2 * (claimed - 1) + (0.35 if claimed > room else 0.0)
        lie -= 0.1 * (left - claimed)
        pile = obs["pile"]
        chance = max(0.05, min(0.9, lie - 0.01 * pile))
        return pick if self.rng.random() < chance else None

    # --- playing ----------------------------------------------------------------------

    def _take_over(self, obs: Mapping[str, Any], current: list[C.Card]) -> None:
        """A play begun without this player's plan (a search's play-out, a seat taken
        over): it ends here, claiming the round's rank, or leading, the rank most of
        its cards have."""
        rank = parse_rank(obs["rank"]) if obs["rank"] is not None else None
        if rank is None:
            ranks = [C.rank_of(c) for c in current]
            rank = max(ranks, key=lambda r: (ranks.count(r), r))
        self.plan = list(current)
        self.claim = rank

    def _make_plan(self, obs: Mapping[str, Any], hand: list[C.Card]) -> None:
        most = obs["rules"]["most"] or len(hand)
        groups: dict[int, list[C.Card]] = {}
        for c in hand:
            groups.setdefault(C.rank_of(c), []).append(c)
        if obs["rank"] is None:
            ranks = sorted(groups, key=lambda r: (-len(groups[r]), r))
            rank = ranks[0]
            if len(ranks) > 1 and self.rng.random() < BLUFF_LEAD:
                rank = self.rng.choice(ranks[1:])
        else:
            parsed = parse_rank(obs["rank"])
            assert parsed is not None
            rank = parsed
        true = groups.get(rank, [])[:most]
        spare = sorted((c for c in hand if C.rank_of(c) != rank),
                       key=lambda c: (len(groups[C.rank_of(c)]), self.rng.random()))
        if not true:
            lies = 2 if len(spare) > 3 and self.rng.random() < 0.3 else 1
            plan = spare[:min(lies, most)]
        else:
            plan = true
            if spare and len(plan) < most and len(hand) > len(plan) + 1 \
                    and self.rng.random() < BLUFF_EXTRA:
                plan = [*plan, spare[0]]
        self.plan = plan
        self.claim = rank
