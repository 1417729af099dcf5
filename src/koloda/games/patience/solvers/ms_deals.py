"""Microsoft FreeCell deal numbers: deal ``n`` gives the same layout as Windows FreeCell.

Windows FreeCell (Jim Horne's version, 1991) numbered its deals 1..32000; the later
Windows versions offer 1..1,000,000 with the same generator, and other programs accept any
seed the generator takes. The rule, as Horne published it:

* the random generator is the one of Microsoft's C library: a 31-bit linear congruential
  generator ``state = (state * 214013 + 2531011) mod 2**31`` seeded with the deal number,
  each call returning ``state >> 16`` (0..32767);
* the unshuffled deck is listed rank by rank from the Ace up, and inside a rank in the
  suit order clubs, diamonds, hearts, spades: A♣ A♦ A♥ A♠ 2♣ ... K♥ K♠;
* while cards remain, the next random number modulo the number of remaining cards picks a
  card; that card is dealt, and the last remaining card takes its place in the list;
* the dealt cards go out row by row: the first eight start the eight columns from left to
  right, the next eight cover them, and so on, so columns 1-4 end with 7 cards and
  columns 5-8 with 6.

Deal numbers 1..2**31 - 1 are accepted: the generator only ever keeps 31 bits of state, so
every seed in that range is a distinct valid starting state and the numbering of the
1,000,000 newer deals is this very rule (checked here against the published deal
1,000,000). Numbers from 2**31 on are not supported: the programs that go further (up to
2**33 - 1) switch to a different generator there, and we do not reproduce it. The
Windows-only "negative" demonstration deals (-1 .. -4) are not supported either.

Cards are the engine's ints (``koloda.engine.cards``: ``suit << 4 | rank``, Ace = 14).
"""

from __future__ import annotations

from koloda.engine.cards import ACE, CLUBS, DIAMONDS, HEARTS, SPADES, Card, make

FIRST_DEAL = 1
LAST_DEAL = 2**31 - 1
CLASSIC_DEALS = 32000  # the deals of the original Windows FreeCell
UNSOLVABLE_DEAL = 11982  # the one classic deal nobody can win with four free cells
COLUMNS = 8

_MODULUS = 2**31
_MULTIPLIER = 214013
_INCREMENT = 2531011

# Microsoft's unshuffled order: rank by rank from the Ace, clubs-diamonds-hearts-spades
# within a rank (the engine's own suit order is spades-clubs-diamonds-hearts).
_MS_SUITS = (CLUBS, DIAMONDS, HEARTS, SPADES)
_MS_RANKS = (ACE, *range(2, 14))
_FRESH_DECK: tuple[Card, ...] = tuple(make(r, s) for r in _MS_RANKS for s in _MS_SUITS)


def _check(n: int) -> None:
    if not FIRST_DEAL <= n <= LAST_DEAL:
        raise ValueError(f"Microsoft deal numbers run from {FIRST_DEAL} to {LAST_DEAL}, "
                         f"not {n}")


def ms_deck_order(n: int) -> list[Card]:
    """The 52 cards of Microsoft deal ``n`` in the order they are dealt.

    Dealing this list row by row across eight columns (card ``i`` to column ``i % 8``)
    gives :func:`ms_deal`.

    >>> from koloda.engine.cards import texts
    >>> texts(ms_deck_order(1)[:8])
    ['JD', '2D', '9H', 'JC', '5D', '7H', '7C', '5H']
    """
    _check(n)
    cards = list(_FRESH_DECK)
    state = n
    out: list[Card] = []
    while cards:
        state = (state * _MULTIPLIER + _INCREMENT) % _MODULUS
        j = (state >> 16) % len(cards)
        out.append(cards[j])
        last = cards.pop()
        if j < len(cards):
            cards[j] = last
    return out


def deal_columns(order: list[Card], columns: int = COLUMNS) -> list[list[Card]]:
    """Deal cards row by row across ``columns`` columns (each listed bottom to top)."""
    return [order[i::columns] for i in range(columns)]


def ms_deal(n: int) -> list[list[Card]]:
    """The eight columns of Microsoft deal ``n``, each from its bottom card (dealt first)
    to its top card (the one that can move).

    >>> from koloda.engine.cards import texts
    >>> texts(ms_deal(1)[0])
    ['JD', 'KD', '2S', '4C', '3S', '6D', '6S']
    """
    return deal_columns(ms_deck_order(n))
