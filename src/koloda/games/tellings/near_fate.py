"""Ближайшая судьба (near fate): thirteen cards on thirteen positions.

From the rules text of the tellings (``seeds/004``): the deck is shuffled and thirteen
cards are laid, one on each position (what is coming, a year from now, … what will set
the heart at rest). Each card means its rank (6 to 10 and the jack alike in every suit)
or, for a queen, king or ace, its rank and suit. Then the whole spread: four or more of a
suit, and three or four of a jack, queen, king or ace, each add a line.

Readings chosen where the text is vague:
- the deck has 36 cards (6 to ace): those are the only ranks the text gives a meaning;
- the kings "follow the queens": a king takes its suit's queen's role as a man;
- four of a suit among thirteen always happens for some suit (thirteen cards, four
  suits); every suit with four or more is read, most cards first.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from koloda.engine import cards as C
from koloda.games.tellings import texts as T
from koloda.games.tellings.base import (
    Card,
    Opts,
    Pair,
    Reading,
    Row,
    Spot,
    Step,
    Telling,
    card_pair,
    register,
    texts,
)

KEY = "near_fate"
TITLE: Pair = ("Ближайшая судьба", "Near fate")
CARDS = 13


def meaning(card: Card) -> Pair:
    """What one card means on its own, whatever its position.

    >>> meaning(C.make(C.ACE, C.HEARTS))
    ('ваш дом или любовь', 'your home, or love')
    """
    rank, suit = C.rank_of(card), C.suit_of(card)
    by_suit = {C.QUEEN: T.NEAR_FATE_QUEEN, C.KING: T.NEAR_FATE_KING, C.ACE: T.NEAR_FATE_ACE}
    if rank in by_suit:
        return by_suit[rank][suit]
    return T.NEAR_FATE_RANK[rank]


def read(spread: Sequence[Card]) -> Reading:
    """The reading of thirteen cards, in the order of the positions."""
    if len(spread) != CARDS:
        raise ValueError(f"near_fate reads {CARDS} cards, not {len(spread)}")
    spots = tuple(Spot(c, T.NEAR_FATE_POSITIONS[i]) for i, c in enumerate(spread))
    lines: list[Pair] = []
    for spot in spots:
        assert spot.label is not None
        name, what = card_pair(spot.card), meaning(spot.card)
        ru, en = (s[:1].upper() + s[1:] for s in spot.label)
        lines.append((f"{ru}: {name[0]} — {what[0]}", f"{en}: {name[1]} — {what[1]}"))
    suits = Counter(C.suit_of(c) for c in spread)
    ranks = Counter(C.rank_of(c) for c in spread)
    # most cards first; a tie keeps the suit order ♠ ♣ ♦ ♥ so the text is stable
    many = sorted((s for s, n in suits.items() if n >= 4), key=lambda s: (-suits[s], s))
    for s in many:
        what = T.NEAR_FATE_SUIT[s]
        lines.append((f"{C.SUIT_NAMES_RU[s].capitalize()} ({suits[s]} из {CARDS}): {what[0]}",
                      f"{C.SUIT_NAMES_EN[s].capitalize()} ({suits[s]} of {CARDS}): {what[1]}"))
    groups = [r for r in (C.JACK, C.QUEEN, C.KING, C.ACE) if ranks[r] >= 3]
    for r in groups:
        what = T.NEAR_FATE_GROUP[r]
        lines.append((f"{ranks[r]} × {C.RANK_RU[r]}: {what[0]}",
                      f"{ranks[r]} × {C.RANK_ASCII[r]}: {what[1]}"))
    steps = (
        Step(("Из перетасованной колоды (36 карт) выложено 13 карт, по одной на позицию.",
              "Thirteen cards from the shuffled deck (36 cards), one on each position."),
             {"cards": texts(spread)}),
        Step(("Масти: " + ", ".join(f"{C.SUIT_UNICODE[s]} {suits[s]}" for s in range(4)) + ".",
              "Suits: " + ", ".join(f"{C.SUIT_UNICODE[s]} {suits[s]}" for s in range(4)) + "."),
             {"suits": {C.SUIT_NAMES_EN[s]: suits[s] for s in range(4)},
              "four_or_more": [C.SUIT_NAMES_EN[s] for s in many],
              "three_or_more": [C.RANK_ASCII[r] for r in groups]}),
    )
    return Reading(KEY, TITLE, (Row(("Тринадцать позиций", "Thirteen positions"), spots),),
                   steps, tuple(lines))


def _lay(rng: random.Random, opts: Opts) -> Reading:
    deck = C.deck(36)
    rng.shuffle(deck)
    return read(deck[:CARDS])


TELLING = register(Telling(
    KEY, TITLE,
    ("13 карт на 13 позициях; значения карт, перевес масти, три-четыре фигуры",
     "13 cards on 13 positions; card meanings, a ruling suit, three or four of a rank"),
    (), _lay, place=1))
