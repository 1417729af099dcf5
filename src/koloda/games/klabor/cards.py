"""Card facts of Клабор: trick order, card points, combinations (runs and bella)."""

from __future__ import annotations

from collections.abc import Iterable

from koloda.engine import cards as C

# trick order, low to high: in trumps the jack and nine go on top
TRUMP_ORDER = (7, 8, 12, 13, 10, 14, 9, 11)
PLAIN_ORDER = (7, 8, 9, 11, 12, 13, 10, 14)
_TRUMP_POWER = {r: 10 + i for i, r in enumerate(TRUMP_ORDER)}
_PLAIN_POWER = {r: i for i, r in enumerate(PLAIN_ORDER)}
_POINTS = {14: 11, 10: 10, 13: 4, 12: 3, 11: 2}
LAST_TRICK = 10
BELLA = 20

# a combination: (length, top rank, suit) of a run of three or more in one suit
Run = tuple[int, int, int]


def power(card: C.Card, trump: int) -> int:
    """How strong a card is in a trick (trumps above every plain card)."""
    rank = C.rank_of(card)
    return _TRUMP_POWER[rank] if C.suit_of(card) == trump else _PLAIN_POWER[rank]


def points(card: C.Card, trump: int) -> int:
    rank = C.rank_of(card)
    if C.suit_of(card) == trump:
        if rank == C.JACK:
            return 20
        if rank == 9:
            return 14
    return _POINTS.get(rank, 0)


def beats(card: C.Card, led: C.Card, trump: int) -> bool:
    """Whether ``card``, played second, takes the trick led with ``led``."""
    if C.suit_of(card) == C.suit_of(led):
        return power(card, trump) > power(led, trump)
    return C.suit_of(card) == trump


def runs(hand: Iterable[C.Card]) -> list[Run]:
    """Every longest run of three or more cards in a row of one suit, in the natural
    order 7 8 9 10 J Q K A (a run of six is one run, not two)."""
    by_suit: dict[int, set[int]] = {}
    for c in hand:
        by_suit.setdefault(C.suit_of(c), set()).add(C.rank_of(c))
    out: list[Run] = []
    for suit, ranks in sorted(by_suit.items()):
        for r in sorted(ranks):
            if r - 1 in ranks:
                continue  # not the bottom of a run
            top = r
            while top + 1 in ranks:
                top += 1
            if top - r + 1 >= 3:
                out.append((top - r + 1, top, suit))
    return out


def run_cards(run: Run) -> list[C.Card]:
    length, top, suit = run
    return [C.make(r, suit) for r in range(top - length + 1, top + 1)]


def has_bella(hand: Iterable[C.Card], trump: int) -> bool:
    held = set(hand)
    return C.make(C.KING, trump) in held and C.make(C.QUEEN, trump) in held


def run_points(run: Run, fifty_from: int) -> int:
    return 50 if run[0] >= fifty_from else 20


def run_key(run: Run, trump: int) -> tuple[int, int, int]:
    """Runs compare by length, then top card, then a trump run beats a plain one."""
    return (run[0], run[1], 1 if run[2] == trump else 0)


def sort_key(card: C.Card) -> tuple[int, int]:
    return (C.suit_of(card), C.rank_of(card))
