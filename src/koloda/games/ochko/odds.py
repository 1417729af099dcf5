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
the cut card) and, with a running deck (form Б), the earlier deals' cards that lie face up
since its last shuffle, which a counting punter keeps in mind. Where a spent deck's cards
were shuffled under the rest, it counts as if the next card could be any it has not seen
(the rest of the old deck comes first; a small error, and a rare one)."""

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


# What the points of a hand depend on: its values' sum, its aces, and its size up to 3
# (two aces alone, a natural in two cards). Hands that agree on these are one state, so
# the memos below meet each far more often than they would sorted lists of values.
State = tuple[int, int, int]


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
        self.ace = 1 if soft_ace else 11
        self._bank_of = lru_cache(maxsize=1 << 15)(self._bank_final)
        self._best_of = lru_cache(maxsize=1 << 15)(self._best_state)

    def state(self, hand: Values) -> State:
        return (sum(hand), sum(1 for v in hand if v == self.ace), min(len(hand), 3))

    def _grown(self, st: State, value: int) -> State:
        return (st[0] + value, st[1] + (value == self.ace), min(st[2] + 1, 3))

    def _points(self, st: State) -> int:
        total, aces, size = st
        if self.two_aces and size == 2 and aces == 2:
            return 21
        if self.soft_ace and aces and total + 10 <= 21:
            return total + 10
        return total

    def points(self, hand: Values) -> int:
        return self._points(self.state(hand))

    def bank(self, bank: Values, pool: Pool) -> tuple[tuple[int, float], ...]:
        """The bank's final points and their chances, drawing from ``pool``."""
        return self._bank_of(self.state(bank), pool)

    def _bank_final(self, bank: State, pool: Pool) -> tuple[tuple[int, float], ...]:
        total = self._points(bank)
        left = sum(pool)
        if total >= self.stands or not left:
            return ((total, 1.0),)
        out: dict[int, float] = {}
        for value, count in enumerate(pool):
            if count:
                share = count / left
                for final, p in self._bank_of(self._grown(bank, value), _take(pool, value)):
                    out[final] = out.get(final, 0.0) + p * share
        return tuple(out.items())

    def stand(self, hand: Values, bank: Values, pool: Pool) -> float:
        """What standing is worth, in stakes: the bank pays more points or its bust."""
        return self._stand(self.state(hand), self.state(bank), pool)

    def _stand(self, hand: State, bank: State, pool: Pool) -> float:
        mine = self._points(hand)
        return sum(p if final > 21 or mine > final else -p
                   for final, p in self._bank_of(bank, pool))

    def hit(self, hand: Values, bank: Values, pool: Pool, drawn: int) -> float:
        """What drawing one card is worth, playing on at best after it."""
        return self._hit(self.state(hand), self.state(bank), pool, drawn)

    def _hit(self, hand: State, bank: State, pool: Pool, drawn: int) -> float:
        left = sum(pool)
        value_sum = 0.0
        for value, count in enumerate(pool):
            if not count:
                continue
            new = self._grown(hand, value)
            total = self._points(new)
            if total > 21:
                got = -1.0
            elif total == 21:
                got = float(self.natural_pays if new[2] == 2 else 1)
            else:
                got = self._best_of(new, bank, _take(pool, value), drawn + 1)
            value_sum += got * count / left
        return value_sum

    def can_hit(self, hand: Values, pool: Pool, drawn: int) -> bool:
        return self._can_hit(self.state(hand), pool, drawn)

    def _can_hit(self, hand: State, pool: Pool, drawn: int) -> bool:
        return (sum(pool) > 0 and self._points(hand) < 21
                and (self.max_draw == 0 or drawn < self.max_draw))

    def best(self, hand: Values, bank: Values, pool: Pool, drawn: int) -> float:
        """What the hand is worth played on at best (standing or drawing)."""
        return self._best_of(self.state(hand), self.state(bank), pool, drawn)

    def _best_state(self, hand: State, bank: State, pool: Pool, drawn: int) -> float:
        stand = self._stand(hand, bank, pool)
        if not self._can_hit(hand, pool, drawn):
            return stand
        return max(stand, self._hit(hand, bank, pool, drawn))


def full_pool(deck: int) -> Pool:
    """How many cards of each value a whole deck holds (36 cards, or two 52-card decks)."""
    counts = [0] * 12
    for c in C.deck(36) if deck == 36 else C.deck(52, copies=2):
        counts[card_points(c, deck)] += 1
    return tuple(counts)


_ODDS: dict[tuple[bool, bool, int, int, int], Odds] = {}


def odds_for(rules: Mapping[str, Any]) -> Odds:
    key = (rules["deck"] != 36, bool(rules["two_aces"]), int(rules["bank_stands"]),
           int(rules["natural_pays"]), int(rules["max_draw"]))
    found = _ODDS.get(key)
    if found is None:
        if len(_ODDS) >= 4:  # a table or two at a time; each keeps its memos
            _ODDS.clear()
        found = _ODDS[key] = Odds(*key)
    return found


class OddsAgent:
    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng  # unused: the player is deterministic, but every agent takes one

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        return self.weigh(obs, legal)[0]

    def weigh(self, obs: Mapping[str, Any], legal: Sequence[Action]
              ) -> tuple[Action, dict[Action, float], bool]:
        """The move, each legal move's value and whether those values are exact, for
        hints and analyses (``koloda.ai.advice`` reads this hook): a draw or a stand is
        valued by the chance to win the hand (exact over the unseen cards), a stake by the
        chance to finish the game ahead (by the spread of the deals left)."""
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
        seen.extend(C.parse(t) for t in obs.get("gone") or ())
        counts = list(full_pool(deck))
        for c in seen:
            counts[card_points(c, deck)] = max(0, counts[card_points(c, deck)] - 1)
        pool: Pool = tuple(counts)
        hand: Values = tuple(sorted(card_points(c, deck) for c in mine))
        bank_values: Values = tuple(sorted(card_points(c, deck) for c in bank))
        stakes = sorted(a for a in legal if a >= STAKE)
        if stakes:
            # staked before the deal (form В): what a hand is worth before its cards
            worth = odds.best(hand, bank_values, pool, 0) if hand else BLIND_WORTH
            values = self.stake_values(obs, stakes, worth)
            order: list[Action] = stakes  # on a tie the smaller stake
            exact = False
        else:
            drawn = int(obs["drawn"][self.seat])
            values = {STAND: _chance(odds.stand(hand, bank_values, pool))}
            if HIT in legal:
                values[HIT] = _chance(odds.hit(hand, bank_values, pool, drawn))
            order = [STAND, HIT]  # on a tie the stand
            exact = True
        best = order[0]
        for action in order:
            if action in values and values[action] > values[best] + 1e-12:
                best = action
        return best, {a: values[a] for a in legal if a in values}, exact

    def stake_values(self, obs: Mapping[str, Any], stakes: Sequence[Action],
                     worth: float) -> dict[Action, float]:
        """Each stake's chance to finish the game ahead: the hand wins its stake from
        the bank with chance (1 + worth) / 2 (every outcome is one stake either way where a
        21 pays one), and a lead over the best of the others is then worth the chance
        that the deals left do not turn it (a normal spread of ``SPREAD`` chips a deal)."""
        seat, banker = self.seat, int(obs["banker"])
        held = [int(b) for b in obs["balance"]]
        held[banker] += int(obs["pot"])
        left = max(0, int(obs["rules"]["deals"]) - int(obs["deal_no"]))
        win = _chance(worth)
        return {action: win * _ahead(_lead(held, seat, banker, action - STAKE), left)
                + (1.0 - win) * _ahead(_lead(held, seat, banker, STAKE - action), left)
                for action in stakes}


def _chance(worth: float) -> float:
    """The chance to win a hand worth ``worth`` stakes, where it wins or loses one."""
    return min(1.0, max(0.0, (1.0 + worth) / 2.0))


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
