"""The order of the cards in «Валеты»: the six of clubs, the four jacks and the clubs are
trumps, in one order; the other suits rank ace, king, queen, ten down to six."""

from __future__ import annotations

from collections.abc import Sequence

from koloda.engine import cards as C

CLUBS = 1
TRUMP = 4  # the "suit" of a trump when following suit and showing out
JACK = 11

# the trumps from the highest down (seed text, line 50)
TRUMPS: tuple[C.Card, ...] = (
    C.make(6, CLUBS), C.make(JACK, CLUBS), C.make(JACK, 0), C.make(JACK, 3),
    C.make(JACK, 2), *(C.make(r, CLUBS) for r in (14, 13, 12, 10, 9, 8, 7)))
_TRUMP_POWER = {c: 100 - i for i, c in enumerate(TRUMPS)}


def is_trump(card: C.Card) -> bool:
    return card in _TRUMP_POWER


# a card's kind and power by its id: the search's play-outs ask for them at every card
_KIND: tuple[int, ...] = tuple(TRUMP if c in _TRUMP_POWER else C.suit_of(c) for c in range(256))
_POWER: tuple[int, ...] = tuple(_TRUMP_POWER.get(c, C.rank_of(c)) for c in range(256))


def kind(card: C.Card) -> int:
    """The suit a card counts as: TRUMP for a trump, else its own suit."""
    return _KIND[card]


def power(card: C.Card) -> int:
    """A card's strength with no lead in mind: every trump above every plain card."""
    return _POWER[card]


def hand_order(card: C.Card) -> tuple[int, int]:
    return (kind(card), power(card))


def trick_winner(cards: Sequence[C.Card], leader: int, players: int) -> int:
    """The highest trump takes the trick, else the highest card of the suit led."""
    kinds, powers = _KIND, _POWER
    best = 0
    top = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        if kinds[c] == kinds[top]:
            if powers[c] > powers[top]:
                best, top = i, c
        elif kinds[c] == TRUMP:
            best, top = i, c
    return (leader + best) % players


def legal_cards(hand: Sequence[C.Card], trick: Sequence[C.Card]) -> list[C.Card]:
    """A card of the suit led (a trump to a trump), else any card."""
    if not trick:
        return list(hand)
    led = _KIND[trick[0]]
    follow = [c for c in hand if _KIND[c] == led]
    return follow or list(hand)
