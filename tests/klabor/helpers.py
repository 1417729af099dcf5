"""Rigged deals for Клабор: the deck order ``_chance`` deals (elder's six, dealer's six,
elder's three, dealer's three, the turned card, the stock)."""

from __future__ import annotations

from typing import Any

from koloda.engine import cards as C
from koloda.games.klabor import GAME
from koloda.games.klabor.state import DECLARE, KlaborState


def cards(text: str) -> list[C.Card]:
    return [C.parse(w) for w in text.split()]


def order(elder: str, dealer: str, elder3: str, dealer3: str, turned: str,
          deck: int = 32) -> list[C.Card]:
    head = cards(elder) + cards(dealer) + cards(elder3) + cards(dealer3) + cards(turned)
    assert len(head) == 19 and len(set(head)) == 19
    return head + [c for c in C.deck(deck) if c not in head]


def new(deals: list[list[C.Card]], **rules: Any) -> KlaborState:
    st = GAME.new_state(2, GAME.make_rules(overrides=rules) if rules else GAME.make_rules(),
                        seed=1, deals=deals)
    assert isinstance(st, KlaborState)
    st.apply_chance()
    return st


def play_out_deal(st: KlaborState) -> None:
    """Finish the deal with each seat's first legal card (no declaring)."""
    deal = st.deal_no
    while st.deal_no == deal and not st.need_deal and not st.is_terminal():
        st.apply(next(a for a in st.legal_actions() if a < 200 and not a & DECLARE))
