"""Rigged deals and scripted play for the Двести tests."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, get_game
from koloda.games.dvesti.cards import deck
from koloda.games.dvesti.state import DvestiState

GAME = get_game("dvesti")


def order(hands: Sequence[Sequence[str] | str], size: int, kitten: Sequence[str] = (),
          hand: int | None = None) -> list[C.Card]:
    """A deck order dealing ``hands`` (each a list of cards or a suit letter meaning
    every card of that suit not named elsewhere), then ``kitten``, then the rest."""
    named = {C.parse(c) for h in hands if not isinstance(h, str) for c in h}
    named |= {C.parse(c) for c in kitten}
    out: list[C.Card] = []
    for h in hands:
        if isinstance(h, str):
            suit = C.SUIT_ASCII.index(h)
            cards = [c for c in deck(size) if C.suit_of(c) == suit and c not in named]
        else:
            cards = [C.parse(c) for c in h]
        if hand is not None:
            assert len(cards) == hand, (h, len(cards))
        out += cards
    out += [C.parse(c) for c in kitten]
    used = set(out)
    out += [c for c in deck(size) if c not in used]
    assert sorted(out) == sorted(deck(size))
    return out


def new(players: int = 4, deals: Sequence[Sequence[C.Card]] = (), preset: str | None = None,
        variants: Sequence[str] = (), **rules: Any) -> DvestiState:
    made = GAME.make_rules(preset, variants, rules)
    GAME.check_players(players, made)
    st = GAME.new_state(players, made, seed=7, deals=deals)
    assert isinstance(st, DvestiState)
    st.apply_chance()
    return st


def run(st: DvestiState, moves: Sequence[str]) -> None:
    for m in moves:
        if st.current_player() == CHANCE:
            st.apply_chance()
        st.play(m)


def play_first(st: DvestiState) -> None:
    """Play out the deal with each seat's first legal card (its lowest in hand order)."""
    deals = len(st.sheet)
    while not st.is_terminal() and len(st.sheet) == deals:
        st.apply(st.legal_actions()[0])
