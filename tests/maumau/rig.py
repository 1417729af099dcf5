"""Rigged Mau-Mau deals for scenario tests.

How a deck order maps to the table (see ``koloda.games.maumau.state``): cards are dealt
one at a time starting with the seat after the leader, ``hand`` rounds, so card ``i`` of
the order goes to seat ``(leader + 1 + i) % players``. With ``start=upcard`` the last dealt
card (the leader's ``hand``-th) is turned up as his move. The rest of the order is the
stock, its first card on top. :func:`order` builds such an order from hands written per
seat; cards not named are put at the bottom of the stock.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import get_game
from koloda.games.maumau.state import ShedState


def order(hands: Sequence[Sequence[str]], stock: Sequence[str] = (), up: str | None = None,
          leader: int = 0, deck: int = 36) -> list[int]:
    n = len(hands)
    per = [list(map(C.parse, h)) for h in hands]
    if up is not None:
        per[leader].append(C.parse(up))
    size = len(per[0])
    assert all(len(h) == size for h in per), "every seat is dealt the same number"
    out: list[int] = []
    for r in range(size):
        for k in range(1, n + 1):
            out.append(per[(leader + k) % n][r])
    out += [C.parse(t) for t in stock]
    rest = [c for c in C.deck(deck) if c not in out]
    out += rest
    assert len(set(out)) == len(out) == deck, "a card is named twice"
    return out


def deal(game: str, hands: Sequence[Sequence[str]], stock: Sequence[str] = (),
         up: str | None = None, leader: int = 0, variant: str | None = None,
         more: Sequence[list[int]] = (), **rules: Any) -> ShedState:
    """A state right after a rigged first deal (``more``: the next deals' orders)."""
    g = get_game(game)
    r = g.make_rules(variants=[variant] if variant else [], overrides=rules)
    n = len(hands)
    g.check_players(n, r)
    need = r.hand - (1 if up is not None else 0)  # type: ignore[attr-defined]
    assert len(hands[leader]) == need, f"the leader is dealt {need} cards here"
    first = order(hands, stock, up, leader, r.deck)  # type: ignore[attr-defined]
    st = g.new_state(n, r, seed=0, deals=[first, *more])
    assert isinstance(st, ShedState)
    st.leader = leader
    st.apply_chance()
    return st


def hand(st: ShedState, seat: int) -> set[str]:
    return {C.to_text(c) for c in C.cards_in(st.hands[seat])}


def legal(st: ShedState) -> set[str]:
    return {st.action_to_text(a) for a in st.legal_actions()}


def top(st: ShedState) -> str:
    return C.to_text(st.pile[-1])


def plays(st: ShedState, *texts: str) -> None:
    for t in texts:
        st.play(t)
