"""A punter for «Очко» that plays by the exact odds. The bank's play is fixed (it draws
below ``bank_stands``), so once a punter knows which cards he has not seen, every choice
has an expected value that can be counted out: the next card is any unseen card with
equal chance (the stock and the other punters' closed cards are all alike to him), and
the bank's final points follow from its open cards and the same pool. The player stands
or draws by the larger expected value, and stakes what makes winning the game likeliest:
the hand's chance to win its stake against what a lead is worth with the deals left (a
strong card early takes the highest stake, a lead late the lowest, a deficit in the last
deals one that can turn it).

It sees only its observation: the cards it may see now (its own, the bank's, opened hands,
the cut card), like the heuristic. A running deck's earlier deals are not remembered."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import Action
from koloda.games.ochko.state import HIT, STAKE, STAND, card_points

Values = tuple[int, ...]  # a hand's card values, sorted
Pool = tuple[int, ...]  # how many unseen cards of each value, indexed by value


def points(hand: Values, soft_ace: bool, two_aces: bool) -> int:
    """A hand's points from its cards' values (``hand_points`` on values): with the
    36-card deck an ace is 11; with 52-card decks it is 1, or 11 where that fits."""
    ace = 1 if soft_ace else 11
    if two_aces and len(hand) == 2 and hand[0] == ace and hand[1] == ace:
        return 21
    total = sum(hand)
    if soft_ace and ace in hand and total + 10 <= 21:
        total += 10
    return total


def _take(pool: Pool, value: int) -> Pool:
    return (*pool[:value], pool[value] - 1, *pool[value + 1:])


def _add(hand: Values, value: int) -> Values:
    return tuple(sorted((*hand, value)))


class Odds:
    """The expected values of one table's rules, kept between decisions (the same hands
    and pools come back deal after deal)."""

    def __init__(self, soft_ace: bool, two_aces: bool, stands: int, natural_pays: int,
                 max_draw: int) -> None:
        self.soft_ace = soft_ace
        self.two_aces = two_aces
        self.stands = stands
        self.natural_pays = natural_pays
        self.max_draw = max_draw
        self.bank = lru_cache(maxsize=1 << 16)(self._bank)
        self.best = lru_cache(maxsize=1 << 16)(self._best)

    def points(self, hand: Values) -> int:
        return points(hand, self.soft_ace, self.two_aces)

    def _bank(self, bank: Values, pool: Pool) -> tuple[tuple[int, float], ...]:
        """The bank's final points and their chances, drawing from ``pool``."""
        total = self.points(bank)
        left = sum(pool)
        if total >= self.stands or not left:
            return ((total, 1.0),)
        out: dict[int, float] = {}
        for value, count in enumerate(pool):
            if count:
                for final, p in self.bank(_add(bank, value), _take(pool, value)):
                    out[final] = out.get(final, 0.0) + p * count / left
        return tuple(out.items())

    def stand(self, hand: Values, bank: Values, pool: Pool) -> float:
        """What standing is worth, in stakes: the bank pays more points or its bust."""
        mine = self.points(hand)
        return sum(p if final > 21 or mine > final else -p
                   for final, p in self.bank(bank, pool))

    def hit(self, hand: Values, bank: Values, pool: Pool, drawn: int) -> float:
        """What drawing one card is worth, playing on at best after it."""
        left = sum(pool)
        value_sum = 0.0
        for value, count in enumerate(pool):
            if not count:
                continue
            new = _add(hand, value)
            total = self.points(new)
            if total > 21:
                got = -1.0
            elif total == 21:
                got = float(self.natural_pays if len(new) == 2 else 1)
            else:
                got = self.best(new, bank, _take(pool, value), drawn + 1)
            value_sum += got * count / left
        return value_sum

    def can_hit(self, hand: Values, pool: Pool, drawn: int) -> bool:
        return (sum(pool) > 0 and self.points(hand) < 21
                and (self.max_draw == 0 or drawn < self.max_draw))

    def _best(self, hand: Values, bank: Values, pool: Pool, drawn: int) -> float:
        stand = self.stand(hand, bank, pool)
        if not self.can_hit(hand, pool, drawn):
            return stand
        return max(stand, self.hit(hand, bank, pool, drawn))


_ODDS: dict[tuple[bool, bool, int, int, int], Odds] = {}


def odds_for(rules: Mapping[str, Any]) -> Odds:
    key = (rules["deck"] != 36, bool(rules["two_aces"]), int(rules["bank_stands"]),
           int(rules["natural_pays"]), int(rules["max_draw"]))
    found = _ODDS.get(key)
    if found is None:
        if len(_ODDS) > 64:
            _ODDS.clear()
        found = _ODDS[key] = Odds(*key)
    return found


class OddsAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic, but every agent takes one

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        rules = obs["rules"]
        deck: int = rules["deck"]
        odds = odds_for(rules)
        hands: list[list[str] | None] = obs["hands"]
        mine = [C.parse(t) for t in hands[self.seat] or []]
        banker: int = obs["banker"]
        bank = [C.parse(t) for t in hands[banker] or []]
        seen = list(mine)
        for s, shown in enumerate(hands):
            if s != self.seat and shown:
                seen.extend(C.parse(t) for t in shown)
        if obs["cut"]:
            seen.append(C.parse(obs["cut"]))
        counts = [0] * 12
        for c in C.deck(36) if deck == 36 else C.deck(52, copies=2):
            counts[card_points(c, deck)] += 1
        for c in seen:
            counts[card_points(c, deck)] = max(0, counts[card_points(c, deck)] - 1)
        pool: Pool = tuple(counts)
        hand: Values = tuple(sorted(card_points(c, deck) for c in mine))
        bank_values: Values = tuple(sorted(card_points(c, deck) for c in bank))
        stakes = [a for a in legal if a >= STAKE]
        if stakes:
            # staked before the deal (form В): what a hand is worth before its cards
            worth = odds.best(hand, bank_values, pool, 0) if hand else BLIND_WORTH
            return self.stake(obs, stakes, worth)
        if HIT not in legal:
            return STAND
        drawn = int(obs["drawn"][self.seat])
        if odds.hit(hand, bank_values, pool, drawn) > odds.stand(hand, bank_values, pool):
            return HIT
        return STAND

    def stake(self, obs: Mapping[str, Any], stakes: Sequence[Action], worth: float) -> Action:
        """The stake that makes winning the game likeliest: the hand wins its stake from
        the bank with chance (1 + worth) / 2 (every outcome is one stake either way where a
        21 pays one), and a lead over the best of the others is then worth the chance
        that the deals left do not turn it (a normal spread of ``SPREAD`` chips a deal)."""
        seat, banker = self.seat, int(obs["banker"])
        held = [int(b) for b in obs["balance"]]
        held[banker] += int(obs["pot"])
        left = max(0, int(obs["rules"]["deals"]) - int(obs["deal_no"]))
        win = min(1.0, max(0.0, (1.0 + worth) / 2.0))
        best, best_value = stakes[0], -1.0
        for action in stakes:
            k = action - STAKE
            value = (win * _ahead(_lead(held, seat, banker, k), left)
                     + (1.0 - win) * _ahead(_lead(held, seat, banker, -k), left))
            if value > best_value + 1e-12:
                best, best_value = action, value
        return best


# What a hand staked before its cards is worth (form В: two cards each, the bank's both
# open, its natural taking every stake, a punter's paid twice, at most three cards
# drawn): every pair of the punter's cards against every pair of the bank's from a full
# 104-card deck, each played by these odds. Counted once, as it takes a minute
# (bench/ochko_blind.py, 2026-12-06): +0.016 of a stake, a fair bet to within a hair.
BLIND_WORTH = 0.016
SPREAD = 5.0  # chips a deal moves a lead between two seats by, one standard deviation


def _lead(held: Sequence[int], seat: int, banker: int, change: int) -> int:
    """``seat``'s lead over the best of the others once the bank has paid it ``change``."""
    after = list(held)
    after[seat] += change
    after[banker] -= change
    return after[seat] - max(h for s, h in enumerate(after) if s != seat)


def _ahead(lead: int, deals_left: int) -> float:
    """The chance to finish ahead from ``lead`` with ``deals_left`` deals to come."""
    if deals_left <= 0:
        return 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0
    return 0.5 * (1.0 + math.erf(lead / (SPREAD * math.sqrt(2.0 * deals_left))))
