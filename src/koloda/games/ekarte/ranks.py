"""The order of Экарте's cards: within a suit K Q J A 10 9 8 7, the king highest."""

from __future__ import annotations

from koloda.engine import cards as C

# the order within a suit: K Q J A 10 9 8 7 (the king is the highest card)
ORDER = {13: 8, 12: 7, 11: 6, 14: 5, 10: 4, 9: 3, 8: 2, 7: 1}


def power(card: C.Card) -> int:
    return ORDER[C.rank_of(card)]


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.suit_of(card), -power(card))


def beats(card: C.Card, other: C.Card, trump: int) -> bool:
    """Whether ``card`` beats ``other`` (which leads or is winning so far)."""
    if C.suit_of(card) == C.suit_of(other):
        return power(card) > power(other)
    return C.suit_of(card) == trump
