"""The order of the cards in Пятёрка: which suit a card belongs to in play (the A♥ is
always a trump) and how strong it is in a trick.

Trumps, high to low: the 5, the J, the A♥, the ace of trumps (when trumps are not
hearts), K, Q, then the rest: red trumps 10 down to 2, black trumps 2 up to 10.
Plain suits (the text gives only the trump order; this is the best-known form of the
game, Spoil Five): red K Q J 10 … 2 A (the A♥ is a trump, so this is the A♦); black
K Q J A 2 … 10."""

from __future__ import annotations

from koloda.engine import cards as C

ACE_HEARTS = C.make(C.ACE, C.HEARTS)
RED = (C.DIAMONDS, C.HEARTS)


def is_trump(card: C.Card, trump: int) -> bool:
    return C.suit_of(card) == trump or card == ACE_HEARTS


def suit_in_play(card: C.Card, trump: int) -> int:
    """The suit a card follows as: the trump suit for the A♥."""
    return trump if card == ACE_HEARTS else C.suit_of(card)


def trump_mask(trump: int) -> int:
    return C.SUIT_MASKS[trump] | 1 << ACE_HEARTS


def suit_mask(suit: int, trump: int) -> int:
    """The cards that count as ``suit`` in play."""
    return trump_mask(trump) if suit == trump else C.SUIT_MASKS[suit] & ~(1 << ACE_HEARTS)


def trump_power(card: C.Card, trump: int) -> int:
    """A trump's strength (higher is stronger), 1..18."""
    rank = C.rank_of(card)
    if rank == 5:
        return 18
    if rank == C.JACK:
        return 17
    if card == ACE_HEARTS:
        return 16
    if rank == C.ACE:
        return 15
    if rank in (C.KING, C.QUEEN):
        return rank + 1  # K 14, Q 13
    return rank if trump in RED else 12 - rank  # red 10..2 → 10..2; black 2..10 → 10..2


def plain_power(card: C.Card) -> int:
    """A plain card's strength within its suit (higher is stronger), 1..13."""
    rank = C.rank_of(card)
    if rank >= C.JACK and rank != C.ACE:
        return rank  # J 11, Q 12, K 13
    if C.suit_of(card) in RED:
        return 1 if rank == C.ACE else rank  # 10..2 → 10..2, A♦ 1
    return 10 if rank == C.ACE else 11 - rank  # A 10, then 2..10 → 9..1


def power(card: C.Card, trump: int, led: int) -> int:
    """A card's strength in a trick whose led suit (in play) is ``led``: trumps above
    the led suit, the led suit above everything else (which cannot win)."""
    if is_trump(card, trump):
        return 100 + trump_power(card, trump)
    if C.suit_of(card) == led:
        return 50 + plain_power(card)
    return 0


def top_trumps_above(led: C.Card, trump: int) -> int:
    """The mask of the trumps that need not follow ``led`` (a trump led): the 5, J and
    A♥ of trumps above it."""
    out = 0
    for card in (C.make(5, trump), C.make(C.JACK, trump), ACE_HEARTS):
        if trump_power(card, trump) > trump_power(led, trump):
            out |= 1 << card
    return out
