"""The cards of Двести: the decks, what each card is worth, who takes a trick."""

from __future__ import annotations

from collections.abc import Sequence

from koloda.engine import cards as C


def deck(size: int) -> list[C.Card]:
    """36: the 52-card pack without its 2s, 3s, 4s and 6s (so the five is the lowest
    card); 40: the same with the sixes; 52: the whole pack (six players)."""
    if size == 52:
        ranks = list(range(2, 15))
    elif size == 40:
        ranks = [5, *range(6, 15)]
    else:
        ranks = [5, *range(7, 15)]
    return [C.make(r, s) for s in range(4) for r in ranks]


def worth(card: C.Card) -> int:
    """The points of a card: ace and ten 10, five 5, the rest nothing (100 in all)."""
    rank = C.rank_of(card)
    return 10 if rank in (10, C.ACE) else 5 if rank == 5 else 0


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.suit_of(card), C.rank_of(card))


def trick_winner(cards: Sequence[C.Card], trump: int | None) -> int:
    """The index of the card that takes the trick: the highest trump, else the highest
    card of the suit led (the rank order is the natural one, five low, ace high)."""
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        cs, bs = C.suit_of(c), C.suit_of(b)
        if cs == bs:
            if C.rank_of(c) > C.rank_of(b):
                best = i
        elif cs == trump:  # a trump over a card of the suit led
            best = i
    return best
