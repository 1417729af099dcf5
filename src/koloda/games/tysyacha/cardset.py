"""The 24-card Тысяча deck as lookup tables over the engine's card ints.

Order in a suit, low to high: 9 J Q K 10 A; card points 9=0 J=2 Q=3 K=4 10=10 A=11
(120 in the deck, 30 a suit); marriages ♠40 ♣60 ♦80 ♥100. A set of cards is an int
bitmask (every card id is below 64).
"""

from __future__ import annotations

from koloda.engine import cards as C

RANKS_LOW_TO_HIGH = (9, C.JACK, C.QUEEN, C.KING, 10, C.ACE)
RANK_POINTS = {9: 0, C.JACK: 2, C.QUEEN: 3, C.KING: 4, 10: 10, C.ACE: 11}
MARRIAGE = (40, 60, 80, 100)
ACE_MARRIAGE = 200

DECK: tuple[int, ...] = tuple(C.make(r, s) for s in range(4) for r in RANKS_LOW_TO_HIGH)

POINTS = [0] * 64
STRENGTH = [0] * 64
for _c in DECK:
    POINTS[_c] = RANK_POINTS[C.rank_of(_c)]
    STRENGTH[_c] = RANKS_LOW_TO_HIGH.index(C.rank_of(_c))

SUIT_BITS: tuple[int, ...] = tuple(
    sum(1 << C.make(r, s) for r in RANKS_LOW_TO_HIGH) for s in range(4))
KQ: tuple[int, ...] = tuple((1 << C.make(C.KING, s)) | (1 << C.make(C.QUEEN, s))
                            for s in range(4))
NINES = sum(1 << C.make(9, s) for s in range(4))
JACKS = sum(1 << C.make(C.JACK, s) for s in range(4))
ACES = sum(1 << C.make(C.ACE, s) for s in range(4))
ALL = sum(1 << c for c in DECK)


def points(mask: int) -> int:
    """Card points of a set of cards.

    >>> points(ALL)
    120
    """
    total = 0
    while mask:
        low = mask & -mask
        total += POINTS[low.bit_length() - 1]
        mask ^= low
    return total


def marriages_in(mask: int) -> int:
    """Sum of the marriage values held in ``mask``."""
    return sum(MARRIAGE[s] for s in range(4) if mask & KQ[s] == KQ[s])


def round5(x: int) -> int:
    """Round to a multiple of 5: …1, …2 down; …3, …4 up (17→15, 18→20, 13→15, 16→15).

    >>> [round5(v) for v in (17, 18, 13, 12, 16, 19, 0)]
    [15, 20, 15, 10, 15, 20, 0]
    """
    return (x + 2) // 5 * 5


def sort_key(card: int) -> tuple[int, int]:
    return (C.suit_of(card), STRENGTH[card])


def sorted_cards(mask: int) -> list[int]:
    return sorted(C.cards_in(mask), key=sort_key)


def texts(mask: int) -> list[str]:
    return C.texts(sorted_cards(mask))
