"""Rigged deals for Редуда: name the hands, the trump cards and the tops of the stocks;
the other cards fill the stocks underneath in deck order."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import get_game
from koloda.games.reduda.state import RedudaState, full_deck

GAME = get_game("reduda")


def cards(text: str) -> list[C.Card]:
    return [C.parse(w) for w in text.split()]


def order(players: int, hands: Sequence[str], own: str, trump: str,
          piles: Sequence[str] = (), stock: str = "") -> list[C.Card]:
    """The deck order of a deal by the last seat (seat 0 gets the first hand): ``hands``
    one string per seat, ``own`` the own trump cards by seat, ``trump`` the common trump
    card, ``piles`` and ``stock`` the cards on top of each stock (the last is the top)."""
    hand_cards = [cards(h) for h in hands]
    assert all(len(h) == 7 for h in hand_cards)
    own_cards = cards(own)
    head = [c for h in hand_cards for c in h] + own_cards + cards(trump)
    tops = [cards(p) for p in piles] + [[]] * (players - len(piles)) + [cards(stock)]
    used = set(head) | {c for t in tops for c in t}
    filler = [c for c in full_deck() if c not in used]
    rest_size = 55 - len(head)
    part = rest_size // (players + 1)
    sizes = [part] * players + [rest_size - part * players]
    rest: list[C.Card] = []
    for size, top in zip(sizes, tops, strict=True):
        under = size - len(top)
        rest.extend(filler[:under] + top)
        del filler[:under]
    assert not filler and len(head) + len(rest) == 55
    return head + rest


def deal(players: int, hands: Sequence[str], own: str, trump: str,
         piles: Sequence[str] = (), stock: str = "", **rules: Any) -> RedudaState:
    st = GAME.new_state(players, GAME.make_rules(overrides=rules), seed=1,
                        deals=[order(players, hands, own, trump, piles, stock)])
    assert isinstance(st, RedudaState)
    st.apply_chance()
    return st


def texts(st: RedudaState) -> list[str]:
    return [st.action_to_text(a) for a in st.legal_actions()]


def hand(st: RedudaState, seat: int) -> list[str]:
    return sorted(C.to_text(c) for c in st.hands[seat])
