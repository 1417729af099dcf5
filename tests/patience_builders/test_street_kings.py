"""Улица (Street) and Короли (Kings): up-or-down building, one card at a time."""

from __future__ import annotations

import pytest

from koloda.engine.errors import IllegalActionError
from koloda.engine.game import TERMINAL

from .helpers import cards, rest_of, rigged, rows_order, seeded, tops, wins_by_replay

SPADES_LAST = [cards("7S 6S 5S 4S 3S AS 2S"), cards("7C 6C 5C 4C 3C 2C AC"),
               cards("7D 6D 5D 4D 3D 2D AD"), cards("7H 6H 5H 4H 3H 2H AH"),
               cards("KS QS JS 10S 9S 8S"), cards("KC QC JC 10C 9C 8C"),
               cards("KD QD JD 10D 9D 8D"), cards("KH QH JH 10H 9H 8H")]


def test_street_layout_is_streets_and_alleys() -> None:
    state = seeded("street", 3, auto=False)
    assert [len(p) for p in state.piles] == [0, 0, 0, 0, 7, 7, 7, 7, 6, 6, 6, 6]
    assert state.down == [0] * 12
    assert state.labels[4:] == [str(k) for k in range(1, 9)]


def test_street_auto_leaves_even_the_aces_and_a_wrong_move_is_refused() -> None:
    """Street builds up or down whatever the suit, so any Two could still want an Ace
    of another suit to lie on: the auto rule plays nothing home here (``safe.py``)."""
    state = rigged("street", rows_order(SPADES_LAST))
    assert [len(p) for p in state.piles] == [0, 0, 0, 0, 7, 7, 7, 7, 6, 6, 6, 6]
    before = state.observation(0)
    with pytest.raises(IllegalActionError):
        state.apply_checked(state.text_to_action("5 1"))
    assert state.observation(0) == before
    assert state.refusal(state.text_to_action("5 1"), "ru") == "8♠ нельзя положить на 2♠"
    assert wins_by_replay(state) == "won"


def test_street_builds_up_and_down() -> None:
    state = rigged("street", rows_order(SPADES_LAST), auto=False)
    assert tops(state)[4:] == ["2S", "AC", "AD", "AH", "8S", "8C", "8D", "8H"]
    legal = {state.action_to_text(a) for a in state.legal_actions()}
    assert "5 1" not in legal  # 8♠ on 2♠
    state.apply_checked(state.text_to_action("2 1"))  # A♣ on 2♠: down
    state.apply_checked(state.text_to_action("1 2"))  # and back: A♣ on 2♣
    state.apply_checked(state.text_to_action("3 f"))  # A♦ home
    assert state.piles[0] == cards("AD")


def test_street_stuck_deal_is_lost() -> None:
    top = cards("KS KC KD KH JS JC JD JH")
    rest = rest_of("street", top)
    cols = [[*rest[6 * k:6 * k + 6], top[k]] for k in range(4)]
    cols += [[*rest[24 + 5 * k:24 + 5 * k + 5], top[4 + k]] for k in range(4)]
    state = rigged("street", rows_order(cols))
    assert state.current_player() == TERMINAL and not state.is_won()


@pytest.mark.parametrize("seed", [1, 7])
def test_street_seeded_deals_are_won(seed: int) -> None:
    assert wins_by_replay(seeded("street", seed)) == "won"


def _kings_order(swap: bool) -> list[int]:
    aces = cards("AS AC AD AH AS' AC' AD' AH'")
    cols = []
    for suit in "SCDH":
        for mark in ("", "'"):
            col = cards(" ".join(f"{r}{suit}{mark}" for r in
                                 ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]))
            cols.append(col)
    if swap:
        cols[0][-2], cols[0][-1] = cols[0][-1], cols[0][-2]
    return aces + rows_order(cols)


def test_kings_layout_two_decks_aces_out() -> None:
    state = seeded("kings", 2, auto=False)
    assert [len(p) for p in state.piles] == [1] * 8 + [12] * 8
    assert sorted(p[0] & 15 for p in state.piles[:8]) == [14] * 8


def test_kings_foundations_ignore_suits() -> None:
    state = rigged("kings", _kings_order(swap=True))
    # nothing went home by itself: a Three could still want any Two to lie on
    assert tops(state)[:8] == ["AS", "AC", "AD", "AH", "AS'", "AC'", "AD'", "AH'"]
    assert tops(state)[8:10] == ["3S", "2S'"]
    before = state.observation(0)
    with pytest.raises(IllegalActionError):
        state.apply_checked(state.text_to_action("1 f8"))  # a Three on an Ace
    assert state.observation(0) == before
    state.apply_checked(state.text_to_action("2 f2"))  # 2♠ on A♣: any suit
    state.apply_checked(state.text_to_action("1 f2"))  # 3♠ on 2♠
    assert wins_by_replay(state) == "won"


def test_kings_stuck_deal_is_lost() -> None:
    aces = cards("AS AC AD AH AS' AC' AD' AH'")
    top = cards("5S 5C 5D 5H 8S 8C 8D 8H")
    rest = rest_of("kings", aces + top)
    cols = [[*rest[11 * k:11 * k + 11], top[k]] for k in range(8)]
    state = rigged("kings", aces + rows_order(cols))
    assert state.current_player() == TERMINAL and not state.is_won()


def test_kings_seeded_deal_is_won() -> None:
    assert wins_by_replay(seeded("kings", 0)) == "won"
