"""Тысяча on one's own barrel: what passing a deal is worth, by optimal stopping.

A player on the barrel has a few deals (three) to make a contract that reaches the target;
a failed one drops him off at once (a fall), and deals that run out end in a fall too.
Passing a deal is therefore not worth a constant: it keeps the deals that are left, each
with a fresh hand. Let ``p`` be the chance, as the bidding search estimates it, to make
the winning contract with the hand dealt. With ``j`` deals to go the stay is worth

    V(0) = the fall,    V(j) = E[ max(bid(p), V(j - 1)) ],

the expectation over the hands a deal brings, ``bid(p)`` being what bidding is worth with
that chance. So on the last deal one bids almost any hand (failing costs about what the
fall costs), and before it only hands better than what the later deals promise.

The distribution of ``p`` is the bidding search's own estimate at ``hard``'s budget (16
worlds, the winning contract, the hand first in the auction), over random deals, kept as
twenty quantiles per player count and contract; fitted by

    .venv/bin/python bench/tysyacha_barrel.py --fit --deals 600 --json

(2026-12-05; raw bench/results/2026-12-05/tysyacha_barrel/fit.json). Four players bid with
seven cards and a talon of three, as three do, and use their quantiles.
"""

from __future__ import annotations

from collections.abc import Callable

# MAKE_QUANTILES[players][contract]: quantiles 2.5%, 7.5%, …, 97.5% of the estimated chance
# to make ``contract`` with a fresh hand (the fit above).
MAKE_QUANTILES: dict[int, dict[int, tuple[float, ...]]] = {
    2: {
        100: (0.125, 0.1875, 0.25, 0.3125, 0.375, 0.375, 0.4375, 0.5, 0.5625, 0.625,
              0.75, 0.875, 0.9375, 1, 1, 1, 1, 1, 1, 1),
        105: (0.0625, 0.1875, 0.25, 0.25, 0.3125, 0.375, 0.4375, 0.4375, 0.5, 0.5625,
              0.6875, 0.8125, 0.9375, 1, 1, 1, 1, 1, 1, 1),
        110: (0.0625, 0.125, 0.1875, 0.25, 0.3125, 0.3125, 0.375, 0.4375, 0.5, 0.5,
              0.625, 0.75, 0.875, 1, 1, 1, 1, 1, 1, 1),
        115: (0.0625, 0.125, 0.1875, 0.25, 0.25, 0.3125, 0.375, 0.375, 0.4375, 0.5,
              0.625, 0.75, 0.8125, 0.9375, 1, 1, 1, 1, 1, 1),
        120: (0.0625, 0.125, 0.125, 0.1875, 0.25, 0.25, 0.3125, 0.375, 0.4375, 0.5,
              0.5625, 0.625, 0.75, 0.875, 0.9375, 1, 1, 1, 1, 1),
        125: (0, 0.0625, 0.125, 0.1875, 0.1875, 0.25, 0.25, 0.3125, 0.375, 0.4375,
              0.5, 0.5625, 0.6875, 0.8125, 0.9375, 1, 1, 1, 1, 1),
    },
    3: {
        100: (0, 0.0625, 0.0625, 0.125, 0.125, 0.1875, 0.1875, 0.25, 0.25, 0.3125,
              0.3125, 0.375, 0.375, 0.4375, 0.4375, 0.5, 0.5625, 0.75, 0.9375, 1),
        105: (0, 0.0625, 0.0625, 0.125, 0.125, 0.1875, 0.1875, 0.1875, 0.25, 0.25,
              0.3125, 0.3125, 0.375, 0.375, 0.4375, 0.5, 0.5625, 0.6875, 0.9375, 1),
        110: (0, 0, 0.0625, 0.0625, 0.125, 0.125, 0.1875, 0.1875, 0.1875, 0.25,
              0.25, 0.3125, 0.3125, 0.375, 0.375, 0.4375, 0.5, 0.625, 0.875, 1),
        115: (0, 0, 0.0625, 0.0625, 0.0625, 0.125, 0.125, 0.1875, 0.1875, 0.1875,
              0.25, 0.25, 0.25, 0.3125, 0.375, 0.4375, 0.5, 0.5625, 0.75, 1),
        120: (0, 0, 0.0625, 0.0625, 0.0625, 0.125, 0.125, 0.125, 0.1875, 0.1875,
              0.1875, 0.25, 0.25, 0.25, 0.3125, 0.375, 0.4375, 0.5, 0.6875, 1),
        125: (0, 0, 0, 0.0625, 0.0625, 0.0625, 0.125, 0.125, 0.125, 0.125,
              0.1875, 0.1875, 0.1875, 0.25, 0.3125, 0.3125, 0.375, 0.4375, 0.625, 0.9375),
    },
}


def quantiles_for(players: int, contract: int) -> tuple[float, ...] | None:
    """The fitted quantiles nearest to this player count and contract (None if none)."""
    table = MAKE_QUANTILES.get(2 if players == 2 else 3)
    if not table:
        return None
    nearest = min(table, key=lambda c: (abs(c - contract), c))
    return table[nearest]


def stay_value(deals_to_go: int, fall: float, bid: Callable[[float], float],
               quantiles: tuple[float, ...]) -> float:
    """V(deals_to_go): the value of sitting on the barrel with that many fresh deals to
    come, each bid when ``bid(p)`` beats what the rest of the stay is worth."""
    value = fall
    for _ in range(max(0, deals_to_go)):
        value = sum(max(bid(p), value) for p in quantiles) / len(quantiles)
    return value
