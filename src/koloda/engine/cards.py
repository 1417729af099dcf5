"""Cards shared by every game: small ints, bitmask sets, and text forms.

A card is an ``int``: ``copy << 7 | suit << 4 | rank``. Ranks 2..14 (J=11, Q=12, K=13,
A=14); suits 0..3 are ♠ ♣ ♦ ♥ (the order Тысяча uses for marriage values). Jokers have
suit 4 and rank 0 (black) or 1 (red). ``copy`` (0 or 1) tells apart the twins of a
two-deck game. Every card is below 256, so a set of cards is one Python int bitmask.

Text forms that parse: ``AS``, ``10H``, ``TH``, ``9C``, ``QD``, ``A♠``, ``10♥``, Russian
``Т♠``, ``Дч``, ``10б``, ``Вп``; jokers ``JOKER``/``BJ``/``RJ``/``Дж``. A trailing ``'`` or
``#2`` marks the second copy in a two-deck game.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from koloda.engine.errors import ParseError

Card = int

SPADES, CLUBS, DIAMONDS, HEARTS, JOKER_SUIT = 0, 1, 2, 3, 4
JACK, QUEEN, KING, ACE = 11, 12, 13, 14
BLACK_JOKER = JOKER_SUIT << 4 | 0
RED_JOKER = JOKER_SUIT << 4 | 1

SUIT_ASCII = "SCDH"
SUIT_UNICODE = "♠♣♦♥"
SUIT_RU = "птбч"  # пики, трефы, бубны, черви
SUIT_NAMES_EN = ("spades", "clubs", "diamonds", "hearts")
SUIT_NAMES_RU = ("пики", "трефы", "бубны", "черви")
RANK_ASCII = {11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_RU = {11: "В", 12: "Д", 13: "К", 14: "Т"}

_SUIT_PARSE = {
    **{c: i for i, c in enumerate(SUIT_ASCII)},
    **{c.lower(): i for i, c in enumerate(SUIT_ASCII)},
    **{c: i for i, c in enumerate(SUIT_UNICODE)},
    "♤": 0, "♧": 1, "♢": 2, "♡": 3,
    **{c: i for i, c in enumerate(SUIT_RU)},
    **{c.upper(): i for i, c in enumerate(SUIT_RU)},
}
_RANK_PARSE = {
    **{str(r): r for r in range(2, 11)},
    "T": 10, "J": 11, "Q": 12, "K": 13, "A": 14,
    "В": 11, "Д": 12, "К": 13, "Т": 14,
}
_JOKER_PARSE = {"JOKER": RED_JOKER, "RJ": RED_JOKER, "BJ": BLACK_JOKER, "ДЖ": RED_JOKER,
                "JK": RED_JOKER, "🃏": RED_JOKER}


def make(rank: int, suit: int, copy: int = 0) -> Card:
    return copy << 7 | suit << 4 | rank


def is_card(card: int) -> bool:
    """Whether ``card`` is the int of a card (any deck, either copy, or a joker)."""
    if not 0 <= card < 256:
        return False
    suit, rank = card >> 4 & 7, card & 15
    if suit < JOKER_SUIT:
        return 2 <= rank <= ACE
    return suit == JOKER_SUIT and rank <= 1


def rank_of(card: Card) -> int:
    return card & 15


def suit_of(card: Card) -> int:
    return (card >> 4) & 7


def copy_of(card: Card) -> int:
    return card >> 7


def is_joker(card: Card) -> bool:
    return (card >> 4) & 7 == JOKER_SUIT


def face(card: Card) -> Card:
    """The card without its copy bit: twins of a two-deck game share a face."""
    return card & 127


def deck(size: int = 36, jokers: int = 0, copies: int = 1) -> list[Card]:
    """A fresh unshuffled deck of 24, 32, 36 or 52 cards per copy, plus jokers.

    >>> len(deck(36)), len(deck(24, copies=2)), len(deck(52, jokers=2))
    (36, 48, 54)
    """
    lowest = {24: 9, 32: 7, 36: 6, 52: 2}.get(size)
    if lowest is None:
        raise ParseError(f"deck size {size} is not one of 24, 32, 36, 52",
                         f"размер колоды {size} — допустимо 24, 32, 36, 52")
    cards = [make(r, s, c) for c in range(copies) for s in range(4) for r in range(lowest, 15)]
    for j in range(jokers):
        cards.append(make(j % 2, JOKER_SUIT, j // 2))
    return cards


def to_text(card: Card) -> str:
    """ASCII form used in records and action texts: ``AS``, ``10H``, ``RJ``."""
    text = _TEXT_TABLE[card] if 0 <= card < 256 else None
    return _to_text(card) if text is None else text


def texts(cards: Iterable[Card]) -> list[str]:
    """The texts of ``cards`` (``to_text`` of each) at a table lookup a card: observations
    name every card they show, and a heuristic play-out asks for one at every step."""
    table = _TEXT_TABLE
    return [table[c] or _to_text(c) for c in cards]  # None: an id no card has (refused)


def _to_text(card: Card) -> str:
    mark = "'" if card >> 7 else ""
    if is_joker(card):
        return ("RJ" if card & 1 else "BJ") + mark
    rank = card & 15
    return RANK_ASCII.get(rank, str(rank)) + SUIT_ASCII[(card >> 4) & 7] + mark


def _text_if_card(card: Card) -> str | None:
    try:
        return _to_text(card)
    except IndexError:  # a suit no deck has
        return None


# ids 0-255 by their texts (None: a suit no deck has); then 256 Nones, so that a negative id
# (no card) reads None in ``texts`` too, and is refused as ``to_text`` refuses it
_TEXT_TABLE: tuple[str | None, ...] = (tuple(_text_if_card(c) for c in range(256))
                                       + (None,) * 256)
_PARSED: dict[str, Card] = {}  # card texts seen, bounded (typed input may be anything)


def show(card: Card, lang: str = "ru") -> str:
    """Display form with a suit symbol, ranks in the given language: ``Т♠``/``A♠``."""
    if is_joker(card):
        return "Дж" if lang == "ru" else "Jk"
    rank = card & 15
    names = RANK_RU if lang == "ru" else RANK_ASCII
    return names.get(rank, str(rank)) + SUIT_UNICODE[(card >> 4) & 7]


def parse(text: str) -> Card:
    """Parse any accepted text form of one card.

    >>> [to_text(parse(t)) for t in ("AS", "10h", "TH", "Т♠", "10ч", "Дб", "Q♦'")]
    ['AS', '10H', '10H', 'AS', '10H', 'QD', "QD'"]
    """
    known = _PARSED.get(text)  # the views read the same few card texts over and over
    if known is not None:
        return known
    card = _parse(text)
    if len(_PARSED) < 4096:
        _PARSED[text] = card
    return card


def _parse(text: str) -> Card:
    raw = text.strip()
    copy = 0
    if raw.endswith("'"):
        raw, copy = raw[:-1], 1
    elif raw.endswith("#2"):
        raw, copy = raw[:-2], 1
    joker = _JOKER_PARSE.get(raw.upper())
    if joker is not None:
        return joker | copy << 7
    if len(raw) >= 2:
        suit = _SUIT_PARSE.get(raw[-1])
        rank = _RANK_PARSE.get(raw[:-1].upper())
        if suit is not None and rank is not None:
            return make(rank, suit, copy)
    raise ParseError(
        f"'{text}' is not a card; write rank then suit, e.g. AS, 10H, QD, A♠, Т♠, 10ч",
        f"«{text}» — не карта; пишите достоинство и масть: AS, 10H, QD, A♠, Т♠, 10ч",
    )


# --- bitmask sets -------------------------------------------------------------------------

def mask_of(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_in(mask: int) -> Iterator[Card]:
    """The cards of a bitmask, lowest id first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def offsets(base: int, mask: int) -> list[int]:
    """``[base + c for c in cards_in(mask)]`` as one inline bit loop (the legal-move lists
    of the hot paths: no generator).

    >>> offsets(7000, 1 << 9 | 1 << 30)
    [7009, 7030]
    """
    out = []
    base -= 1
    while mask:
        low = mask & -mask
        out.append(base + low.bit_length())
        mask ^= low
    return out


def count(mask: int) -> int:
    return mask.bit_count()


def suit_mask(suit: int) -> int:
    """All ranks of one suit, both copies."""
    m = 0
    for copy in (0, 1):
        for r in range(16):
            m |= 1 << make(r, suit, copy)
    return m


SUIT_MASKS = tuple(suit_mask(s) for s in range(5))
