"""Перекрёсток on rigged deals: pairs, the reserve to the centre, refilling."""

from __future__ import annotations

from koloda.games.patience import actions as A
from koloda.games.patience.layouts.crossroads import CENTRE, LEFT, RESERVE, RIGHT, TOP
from koloda.games.patience.solve import solve
from tests.patience_pairs.helpers import (
    deal,
    play,
    refused,
    refused_action,
    seeded,
    texts,
    tops,
)


def test_layout_cross_and_reserve() -> None:
    st = deal("crossroads", ["AS", "2S", "3S", "4S", "5S", "6S"])
    assert tops(st)[TOP:RESERVE] == ["AS", "2S", "3S", "4S", "5S"]
    assert tops(st)[RESERVE] == "6S" and len(st.piles[RESERVE]) == 47
    assert st.down[RESERVE] == 46  # its top card is face up
    assert st.labels == ["f", "1", "2", "3", "4", "5", "r"]


def test_reserve_goes_to_the_centre_only_without_pairs() -> None:
    st = deal("crossroads", ["AS", "2S", "3S", "4S", "5S", "6S", "AH", "7S", "2H"])
    assert texts(st) == ["draw", "give up"]
    play(st, "draw")
    assert [len(p) for p in st.piles[TOP:RESERVE]] == [1, 1, 2, 1, 1]
    assert tops(st)[CENTRE] == "6S" and tops(st)[RESERVE] == "AH"
    assert texts(st) == ["give up", "remove 1 r"]
    refused_action(st, A.DRAW_ACTION)  # a pair is there: no dealing
    play(st, "remove AS AH")
    # the emptied top pile is filled from the centre, which held two cards
    assert tops(st)[TOP] == "6S" and len(st.piles[CENTRE]) == 1
    assert tops(st)[RESERVE] == "7S"


def test_empty_piles_fill_from_the_reserve_when_the_centre_is_low() -> None:
    st = deal("crossroads", ["AS", "2S", "3S", "AH", "5S", "6S", "7S"])
    refused(st, "remove AS 2S")
    play(st, "remove 1 4")
    assert tops(st)[TOP] == "6S" and tops(st)[RIGHT] == "7S"  # top first, then right
    assert tops(st)[LEFT] == "2S" and len(st.piles[CENTRE]) == 1


def test_won_and_lost_deals() -> None:
    won = seeded("crossroads", 3)
    found = solve(won, 2.0)
    assert found.status == "won"
    for action in found.actions[:-1]:
        won.apply_checked(action)
    assert not won.is_won()
    won.apply_checked(found.actions[-1])
    assert won.is_won() and won.is_terminal()
    lost = seeded("crossroads", 0)
    assert solve(lost, 2.0).status == "lost"
