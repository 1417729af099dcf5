"""Rigged deals: build a deck order from the hands, the trump card and the stock.

The mapping (see :mod:`koloda.games.durak.state`): with the dealer at seat n-1, card k of
the order (k < 6·n) goes to seat k mod n; then come the stock cards top first; the last
card is the turned trump card. For a whole deal (road, piled) card k goes to seat k mod n
and the last card (the trump) to the dealer.

>>> from koloda.engine import cards as C
>>> order = rig(2, [["6S", "7S", "8S", "9S", "10S", "JS"],
...                 ["6H", "7H", "8H", "9H", "10H", "JH"]], trump="AD", stock=["QS"])
>>> C.texts(order[:3]), C.to_text(order[12]), C.to_text(order[-1])
(['6S', '6H', '7S'], 'QS', 'AD')
"""

from __future__ import annotations

from collections.abc import Sequence

from koloda.engine import cards as C


def _cards(items: Sequence[str | int]) -> list[int]:
    return [c if isinstance(c, int) else C.parse(c) for c in items]


def rig(players: int, hands: Sequence[Sequence[str | int]], trump: str | int | None = None,
        stock: Sequence[str | int] = (), deck: int = 36, copies: int = 1,
        dealer: int | None = None, hand_size: int = 6) -> list[int]:
    """A deck order dealing ``hands`` (six each), then ``stock`` on top of the rest of
    the stock, with ``trump`` as the turned card (any unused card if None)."""
    n = players
    dealer = n - 1 if dealer is None else dealer
    first = (dealer + 1) % n
    hs = [_cards(h) for h in hands]
    if any(len(h) != hand_size for h in hs):
        raise ValueError(f"each hand must hold {hand_size} cards")
    order = [hs[(k % n - first) % n][k // n] for k in range(hand_size * n)]
    head = _cards(stock)
    used = set(order) | set(head)
    full = C.deck(deck, copies=copies)
    if trump is None:
        rest = [c for c in full if c not in used]
        trump_card = rest[-1]
    else:
        trump_card = trump if isinstance(trump, int) else C.parse(trump)
    used.add(trump_card)
    middle = [c for c in full if c not in used]
    out = order + head + middle + [trump_card]
    if sorted(out) != sorted(full):
        raise ValueError("the hands, stock and trump repeat a card or use a card "
                         "outside the deck")
    return out


def rig_whole(players: int, hands: Sequence[Sequence[str | int]], trump: str | int,
              deck: int = 36, dealer: int | None = None) -> list[int]:
    """A whole-deck order (road, piled): ``hands`` without the trump card, which goes
    to the dealer last. Each hand must have the round-robin size."""
    n = players
    dealer = n - 1 if dealer is None else dealer
    first = (dealer + 1) % n
    hs = [list(_cards(h)) for h in hands]
    total = sum(len(h) for h in hs)
    order = []
    for k in range(total):
        s = (first + k) % n
        order.append(hs[s].pop(0))
    trump_card = trump if isinstance(trump, int) else C.parse(trump)
    out = [*order, trump_card]
    if sorted(out) != sorted(C.deck(deck)):
        raise ValueError("the hands and trump must hold the whole deck once")
    return out


__all__ = ["rig", "rig_whole"]
