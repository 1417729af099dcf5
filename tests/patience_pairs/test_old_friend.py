"""Старый друг on rigged deals: Kings alone, thirteens, turning only when stuck."""

from __future__ import annotations

from koloda.games.patience import actions as A
from koloda.games.patience.layouts.old_friend import FIRST, STOCK, TURNED, WASTE
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

PILES = ["2S", "3S", "4S", "5S", "KS",
         "6S", "7S", "8S", "9S", "QS",
         "10S", "JS", "2C", "3C", "AS",
         "4C", "5C", "6C", "7C", "9C"]


def test_layout_four_piles_of_five_face_up() -> None:
    st = deal("old_friend", [*PILES, "6H", "7H"])
    assert [len(p) for p in st.piles[FIRST:]] == [5] * 4
    assert st.down[FIRST:] == [0] * 4
    assert tops(st)[FIRST:] == ["KS", "QS", "AS", "9C"]
    assert len(st.piles[STOCK]) == 32 and not st.piles[TURNED]  # nothing turned yet


def test_kings_alone_thirteens_together_and_no_turning_meanwhile() -> None:
    st = deal("old_friend", [*PILES, "6H", "7H"])
    assert texts(st) == ["give up", "remove 1", "remove 2 3"]
    refused_action(st, A.DRAW_ACTION)
    refused(st, "remove KS QS")
    play(st, "remove KS", "remove QS AS")
    assert tops(st)[FIRST:] == ["5S", "9S", "3C", "9C"]
    assert texts(st) == ["draw", "give up"]


def test_turned_card_pairs_with_the_waste_top() -> None:
    st = deal("old_friend", [*PILES, "6H", "7H"])
    play(st, "remove KS", "remove QS AS", "draw")
    assert tops(st)[TURNED] == "6H" and not st.piles[WASTE]
    play(st, "draw")
    assert tops(st)[WASTE] == "6H" and tops(st)[TURNED] == "7H"
    assert texts(st) == ["give up", "remove t w"]
    play(st, "remove 7H 6H")
    assert not st.piles[TURNED] and not st.piles[WASTE]
    assert texts(st) == ["draw", "give up"]


def test_seeded_won_and_lost_deals() -> None:
    won = seeded("old_friend", 19)
    found = solve(won, 2.0)
    assert found.status == "won"
    for action in found.actions:
        won.apply_checked(action)
    assert won.is_won() and won.is_terminal() and won.returns() == [1.0]
    lost = seeded("old_friend", 0)
    assert solve(lost, 2.0).status == "lost"
