"""Dealing hidden cards again under what a seat has seen: each hand a given number of
cards, none from the suits (or cards) it is known to lack. Games' ``resample`` use it."""

from __future__ import annotations

import random

from koloda.engine import cards as C


def deal_constrained(pool: list[C.Card], hands: list[tuple[int, int, int]],
          rng: random.Random) -> dict[int, list[C.Card]]:
    """Deal ``pool`` at random: each (seat, size, barred) gets ``size`` cards outside
    ``barred``, the rest goes to key -1. Random greedy tries first (the most barred hand
    first); a matching (augmenting paths) when they fail, which finds a deal whenever
    one exists (the true deal is one)."""
    order = sorted(hands, key=lambda h: -h[2].bit_count())
    # shuffled from their sorted order: the pool's order is the true deal's (where the
    # hidden cards lie), and the worlds must not depend on it
    ranked = sorted(pool)
    whole = C.mask_of(ranked)
    for _ in range(20):
        cards = ranked[:]
        rng.shuffle(cards)
        out: dict[int, list[C.Card]] = {}
        ok = True
        for s, size, barred in order:
            if not barred & whole:  # the common case: the first cards, as they come
                mine, cards = cards[:size], cards[size:]
            else:  # the first ``size`` cards outside ``barred``; the rest keep their order
                mine, rest = [], []
                for c in cards:
                    if len(mine) < size and not barred >> c & 1:
                        mine.append(c)
                    else:
                        rest.append(c)
                cards = rest
            if len(mine) < size:
                ok = False
                break
            out[s] = mine
        if ok:
            out[-1] = cards
            return out
    slots = [(s, barred) for s, size, barred in hands for _ in range(size)]
    cards = ranked[:]
    rng.shuffle(cards)
    owner: dict[int, int] = {}  # card -> slot index

    def place(i: int, seen: set[int]) -> bool:
        barred = slots[i][1]
        for c in cards:
            if (barred >> c) & 1 or c in seen:
                continue
            seen.add(c)
            if c not in owner or place(owner[c], seen):
                owner[c] = i
                return True
        return False

    for i in range(len(slots)):
        if not place(i, set()):
            raise RuntimeError("no deal agrees with what the seat saw")
    out = {}
    for c, i in owner.items():
        out.setdefault(slots[i][0], []).append(c)
    out[-1] = [c for c in cards if c not in owner]
    return out


def deal_places(pool: list[C.Card], sizes: list[int], barred: list[int],
                rng: random.Random) -> list[list[C.Card]]:
    """Deal ``pool`` into places of the given ``sizes`` (they add up to ``len(pool)``),
    place ``i`` getting no card of the mask ``barred[i]``: one list per place."""
    got = deal_constrained(pool, [(i, size, bar) for i, (size, bar)
                                  in enumerate(zip(sizes, barred, strict=True)) if size], rng)
    return [got.get(i, []) for i in range(len(sizes))]


def suits_barred(bits: int) -> int:
    """The card mask of every card of the suits whose bits (1 << suit) are set: a seat
    that showed it lacks those suits holds none of them."""
    mask = 0
    for suit in range(4):
        if bits >> suit & 1:
            mask |= C.SUIT_MASKS[suit]
    return mask
