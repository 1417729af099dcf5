"""Helpers for the audit tests of Тысяча: rigged deck orders, scripted actions, and a
direct scorer for deal totals (independent of tests/tysyacha/tys_helpers.py)."""

from __future__ import annotations

from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, get_game
from koloda.games.tysyacha.cardset import DECK
from koloda.games.tysyacha.state import Phase, TysyachaState

GAME = get_game("tysyacha")


def cards(text: str) -> list[int]:
    return [C.parse(t) for t in text.split()]


def mask(text: str) -> int:
    return C.mask_of(cards(text))


def rig(hands: list[str], talon: str, players: int = 3, dealer: int = 2) -> list[int]:
    """A deck order: each active seat's hand (seat order, the 4-player dealer skipped),
    then the talon (2 players: talon 1 then talon 2)."""
    out: list[int] = []
    for s in range(players):
        if players == 4 and s == dealer:
            continue
        out += cards(hands[s])
    out += cards(talon)
    assert sorted(out) == sorted(DECK), "a rigged deal holds the 24 cards once each"
    return out


def new(deals: list[list[int]] | None = None, /, *, players: int = 3, dealer: int = 2,
        **rules: Any) -> TysyachaState:
    st = GAME.new_state(players, GAME.make_rules(overrides=rules), 7, deals)
    assert isinstance(st, TysyachaState)
    st.dealer = dealer
    st._reset_deal()
    return st


def dealt(st: TysyachaState) -> TysyachaState:
    while st.current_player() == CHANCE:
        st.apply_chance()
    return st


def run(st: TysyachaState, *texts: str) -> TysyachaState:
    for t in texts:
        dealt(st)
        st.play(t)
    return st


def plays(*names: str) -> list[str]:
    return [f"play {n}" for n in names]


def phase(st: TysyachaState) -> Phase:
    """The phase, read through a call (so that type checkers do not narrow it)."""
    return st.phase


def legal(st: TysyachaState) -> set[str]:
    return {st.action_to_text(a) for a in st.legal_actions()}


def bids(st: TysyachaState) -> list[int]:
    return sorted(int(t.split()[1]) for t in legal(st) if t.startswith("bid"))


def hand(st: TysyachaState, seat: int) -> set[str]:
    return set(st.observation(seat)["hand"])


def score(st: TysyachaState, declarer: int, contract: int, taken: list[int],
          tricks: list[int], marr: list[int] | None = None, roospis: bool = False) -> None:
    """Score the next deal as if it had been played to these totals."""
    dealt(st)
    st.declarer = declarer
    st.contract = contract
    st.taken = taken[:]
    st.tricks_won = tricks[:]
    st.marr = (marr or [0] * st.players)[:]
    st._score_deal(roospis=roospis)


def sit(st: TysyachaState, seat: int, left: int = 3) -> None:
    """Put ``seat`` on the barrel with ``left`` deals to go."""
    st.scores[seat] = st.rules.barrel_at
    st.on_barrel[seat] = True
    st.barrel_left[seat] = left
