"""The combinations of Простак: what a set of cards is worth when it is laid down.

Counting values: the ace 1, pips their number, the jack, queen and king 10 each (the
text says only that the ace counts one; ten for the pictures is the reading of the
best-known counting game of this kind, cribbage). In a run the ace is below the two and
the king is the top (no wrapping round). A set laid down is one combination and scores
the best category it fits (three fives make 15 and three of a kind: 15 points)."""

from __future__ import annotations

from functools import lru_cache

from koloda.engine import cards as C

# kind: points, (Russian name, English name)
KINDS: dict[str, tuple[int, str, str]] = {
    "sum31": (31, "сумма 31", "a sum of 31"),
    "sum25": (25, "сумма 25", "a sum of 25"),
    "sum15": (15, "сумма 15", "a sum of 15"),
    "four": (12, "четыре одного достоинства", "four of a kind"),
    "run5": (10, "пять и больше подряд", "a run of five or more"),
    "trips": (6, "три одного достоинства", "three of a kind"),
    "run4": (4, "четыре подряд", "a run of four"),
    "pair": (2, "пара", "a pair"),
    "run3": (2, "три подряд", "a run of three"),
    "flush": (1, "масть", "a flush"),
    "nobs": (1, "валет козырей", "the jack of trumps"),
}
ORDER = tuple(KINDS)  # the best kind first: a set fitting several scores the first
SETS = {2: "pair", 3: "trips", 4: "four"}


def value(card: C.Card) -> int:
    """What a card counts towards 15, 25 and 31."""
    rank = C.rank_of(card)
    if rank == C.ACE:
        return 1
    return min(rank, 10)


def step(card: C.Card) -> int:
    """A card's place in a run: ace 1, two 2 … king 13."""
    rank = C.rank_of(card)
    return 1 if rank == C.ACE else rank


def sort_key(card: C.Card) -> tuple[int, int]:
    """Hands are kept in run order, then by suit."""
    return (step(card), C.suit_of(card))


def kind_of(cards: tuple[C.Card, ...], trump: int) -> str | None:
    """The best kind the set ``cards`` fits, or None when it is no combination."""
    n = len(cards)
    if n == 1:
        only = cards[0]
        return "nobs" if C.rank_of(only) == C.JACK and C.suit_of(only) == trump else None
    total = sum(value(c) for c in cards)
    ranks = {C.rank_of(c) for c in cards}
    steps = sorted(step(c) for c in cards)
    found: list[str] = []
    if total == 31 and n >= 4:
        found.append("sum31")
    if total == 25 and n >= 3:
        found.append("sum25")
    if total == 15:
        found.append("sum15")
    if len(ranks) == 1 and n <= 4:
        found.append(SETS[n])
    if n >= 3 and len(ranks) == n and steps[-1] - steps[0] == n - 1:
        found.append("run5" if n >= 5 else "run4" if n == 4 else "run3")
    if n in (3, 4) and len({C.suit_of(c) for c in cards}) == 1:
        found.append("flush")
    if not found:
        return None
    return min(found, key=ORDER.index)


@lru_cache(maxsize=8192)
def declarations(hand: tuple[C.Card, ...], trump: int) -> tuple[tuple[int, str], ...]:
    """Every combination in ``hand``: (the positions in the hand as a bitmask, its kind),
    by mask. A hand of nine cards always holds one (three of a suit), so a hand never
    grows past nine and the subsets stay few.

    The same verdicts as ``kind_of`` on every subset (tests/prostak), but each subset's
    sum, run places and suits are its mask less the lowest card's plus that card's: the
    search asks this of every hand it deals itself, and ``kind_of`` per subset was most
    of its time."""
    n = len(hand)
    size = 1 << n
    values = [value(c) for c in hand]
    places = [1 << step(c) for c in hand]
    suits = [1 << C.suit_of(c) for c in hand]
    total = [0] * size
    place_bits = [0] * size
    suit_bits = [0] * size
    out: list[tuple[int, str]] = []
    for mask in range(1, size):
        low = mask & -mask
        i = low.bit_length() - 1
        rest = mask ^ low
        t = total[mask] = total[rest] + values[i]
        b = place_bits[mask] = place_bits[rest] | places[i]
        u = suit_bits[mask] = suit_bits[rest] | suits[i]
        k = mask.bit_count()
        kind: str | None = None
        if k == 1:
            card = hand[i]
            if C.rank_of(card) == C.JACK and C.suit_of(card) == trump:
                kind = "nobs"
        elif t == 31 and k >= 4:
            kind = "sum31"
        elif t == 25 and k >= 3:
            kind = "sum25"
        elif t == 15:
            kind = "sum15"
        else:
            distinct = b.bit_count()
            if distinct == 1 and k <= 4:
                kind = SETS[k]
            elif distinct == k >= 3 and (b >> ((b & -b).bit_length() - 1)) == (1 << k) - 1:
                kind = "run5" if k >= 5 else "run4" if k == 4 else "run3"
            elif k in (3, 4) and u & (u - 1) == 0:
                kind = "flush"
        if kind is not None:
            out.append((mask, kind))
    return tuple(out)


def declarations_by_subsets(hand: tuple[C.Card, ...],
                            trump: int) -> tuple[tuple[int, str], ...]:
    """The reference for ``declarations``: every subset judged alone by ``kind_of``
    (tests/prostak compare the two; bench/prostak_declarations.py times them)."""
    out: list[tuple[int, str]] = []
    for mask in range(1, 1 << len(hand)):
        kind = kind_of(tuple(c for i, c in enumerate(hand) if (mask >> i) & 1), trump)
        if kind is not None:
            out.append((mask, kind))
    return tuple(out)


def points(kind: str) -> int:
    return KINDS[kind][0]


def kind_name(kind: str, lang: str) -> str:
    _, ru, en = KINDS[kind]
    return ru if lang == "ru" else en
