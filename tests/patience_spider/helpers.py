"""Rigged Spider deals and positions for the scenario tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from koloda.engine import cards as C
from koloda.engine.game import get_game
from koloda.engine.rules import Rules
from koloda.games.patience.layouts.spider import Spider, SpiderState

_game = get_game("spider")
assert isinstance(_game, Spider)
GAME: Spider = _game
FOUNDATIONS = list(range(8))
STOCK = 8
COLUMNS = list(range(9, 19))  # piles of columns 1..10


def rules(suits: int = 4) -> Rules:
    return GAME.make_rules(overrides={"suits": suits})


def cards(text: str) -> list[C.Card]:
    """``"KS QH 5D'"`` → engine cards (a trailing ``'`` is the second copy)."""
    return [C.parse(t) for t in text.split()]


def rigged_order(suits: int, at: Mapping[int, str]) -> list[C.Card]:
    """A deck order of the variant with the given cards at the given places (the rest in
    deck order). Place ``k < 54`` is dealt to column ``k % 10``; the top card of column
    ``c`` is place ``50 + c`` for the first four columns and ``40 + c`` for the others;
    place ``54 + c`` is the first stock card dealt onto column ``c``."""
    deck = GAME.deck(rules(suits))
    left = Counter(deck)
    fixed = {k: C.parse(t) for k, t in at.items()}
    for card in fixed.values():
        assert left[card] > 0, f"no {C.to_text(card)} left in the deck"
        left[card] -= 1
    rest = []
    for card in deck:
        if left[card] > 0:
            rest.append(card)
            left[card] -= 1
    order: list[C.Card] = []
    it = iter(rest)
    for k in range(len(deck)):
        order.append(fixed[k] if k in fixed else next(it))
    return order


def dealt(suits: int, order: Sequence[C.Card]) -> SpiderState:
    state = GAME.new_state(1, rules(suits), seed=0, deals=[list(order)])
    state.apply_chance()
    assert isinstance(state, SpiderState)
    return state


def position(columns: Sequence[str], down: Sequence[int] | None = None, stock: str = "",
             done: int = 0, suits: int = 4) -> SpiderState:
    """A hand-made position: ``columns`` (bottom first, up to ten; the rest empty) with
    ``down[i]`` face-down cards at the bottom, the stock (its top card last) and ``done``
    finished runs on the foundations."""
    state = dealt(suits, GAME.deck(rules(suits)))
    cols = [cards(t) for t in columns] + [[] for _ in range(10 - len(columns))]
    downs = list(down or [0] * len(columns)) + [0] * (10 - len(columns))
    for f in FOUNDATIONS:
        state.piles[f] = cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS") if f < done else []
        state.down[f] = 0
    state.piles[STOCK] = cards(stock)
    state.down[STOCK] = len(state.piles[STOCK])
    for i, col, d in zip(COLUMNS, cols, downs, strict=True):
        state.piles[i] = col
        state.down[i] = d
    state._after()  # turn up uncovered cards, take off finished runs
    return state
