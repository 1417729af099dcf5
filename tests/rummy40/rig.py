"""Rigged deals for Rummy to 40: hands and the stock top, the rest of the deck after."""

from __future__ import annotations

from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import get_game
from koloda.games.rummy40.state import Rummy40State


def order_for(n: int, dealer: int, hands: list[list[str]], stock: list[str],
              decks: int = 1) -> list[int]:
    """The deck order that deals ``hands`` (13 cards each; seat by seat) with ``dealer``
    dealing, then ``stock`` on top of the stock (drawn first), then the rest."""
    deck = C.deck(52, jokers=2 * decks, copies=decks)
    used = [C.parse(t) for h in hands for t in h] + [C.parse(t) for t in stock]
    assert len(set(used)) == len(used), "a card twice in the rig"
    assert all(len(h) == 13 for h in hands)
    order = [0] * (13 * n)
    for s, h in enumerate(hands):
        k = (s - dealer - 1) % n
        for j, t in enumerate(h):
            order[j * n + k] = C.parse(t)
    rest = [c for c in deck if c not in set(used)]
    return order + [C.parse(t) for t in stock] + rest


def deal(hands: list[list[str]], stock: list[str] | None = None, dealer: int = 2,
         rules: dict[str, Any] | None = None, variants: tuple[str, ...] = (),
         more: list[list[int]] | None = None) -> Rummy40State:
    game = get_game("rummy40")
    n = len(hands)
    r = game.make_rules(variants=list(variants), overrides={"deals": 1, **(rules or {})})
    st = game.new_state(n, r, 0, deals=[order_for(n, dealer, hands, stock or [],
                                                  r.deck_count(n)), *(more or [])])
    assert isinstance(st, Rummy40State)
    st.dealer = dealer
    st.apply_chance()
    return st


def hand(st: Rummy40State, seat: int) -> set[str]:
    return {C.to_text(c) for c in C.cards_in(st.hands[seat])}


def legal(st: Rummy40State) -> set[str]:
    return {st.action_to_text(a) for a in st.legal_actions()}


# three hands that deal nothing by accident in the scenarios below
OUT = ["2H", "3H", "4H", "5H", "7S", "7C", "7D", "9D", "10D", "JD", "QD", "KD", "AD"]
P1 = ["AS", "AC", "KH", "QC", "JS", "10S", "9S", "8C", "6C", "5S", "4C", "3S", "2C"]  # 99
P2 = ["BJ", "RJ", "2S", "3C", "4S", "5C", "6S", "8S", "9C", "10C", "JC", "KC", "6D"]  # 113
