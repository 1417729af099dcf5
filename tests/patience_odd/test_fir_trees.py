"""Ёлочки: the tree shape (what covers what), moves onto the main pile, the solver."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.games.patience import actions as A
from koloda.games.patience.layouts.fir_trees import COVERS, MAIN, STOCK, TREE_COVERS
from koloda.games.patience.solve import search, solve

from .helpers import RankDealer, checked_refusal, play_all, refused, rigged, seeded, texts

# the order a tree can be taken apart: trunk, bottom row, …, top
TREE_ORDER = [15, 10, 11, 12, 13, 14, 6, 7, 8, 9, 3, 4, 5, 1, 2, 0]
CLEAR = TREE_ORDER + [16 + i for i in TREE_ORDER]
# a run of 32 ranks, each one from the last, starting next to an Ace
RUN = [*range(2, 14), *range(12, 0, -1), *range(2, 10)]


def run_order(run: list[int] = RUN, start: int = 1) -> list[C.Card]:
    deal = RankDealer()
    by_place = dict(zip(CLEAR, (deal(r) for r in run), strict=True))
    first = deal(start)
    return [by_place[p] for p in range(32)] + [first, *deal.rest(C.deck(52))]


def test_tree_shape() -> None:
    assert TREE_COVERS[0] == [1, 2]  # the top card lies under the two below it
    assert TREE_COVERS[4] == [7, 8]
    assert TREE_COVERS[12] == [15]  # the middle of the bottom row: under the trunk
    assert TREE_COVERS[10] == [] and TREE_COVERS[15] == []
    assert COVERS[16] == [17, 18]
    st = rigged("fir_trees", run_order())
    free = [i for i in range(32) if st.game.free(st, i)]
    assert free == [10, 11, 13, 14, 15, 26, 27, 29, 30, 31]
    assert len(st.piles[STOCK]) == 19 and len(st.piles[MAIN]) == 1


def test_moves_and_refusals() -> None:
    st = rigged("fir_trees", run_order())
    assert texts(st) == ["16 f", "draw", "give up"]  # the trunk's 2 on the Ace
    st.play("16 f")
    assert st.game.free(st, 12)
    msg = refused(st, "1 f")
    assert "covered" in msg
    checked_refusal(st, A.move(0, MAIN, 1))
    st.play("draw")
    assert len(st.piles[STOCK]) == 18


def test_the_run_wins() -> None:
    st = rigged("fir_trees", run_order())
    for p in CLEAR:
        st.apply(A.move(p, MAIN, 1))
    assert st.is_won() and st.is_terminal()


def test_no_corner_without_wrap() -> None:
    order = run_order([13, *RUN[1:]], start=1)
    assert "16 f" not in texts(rigged("fir_trees", order))
    assert "16 f" in texts(rigged("fir_trees", order, variants=["wrap"]))


def test_kings_over_the_queens_lose() -> None:
    """Kings in the bottom row of tree 1 cover every Queen (in the row above): a King
    goes only on a Queen, so neither can ever leave."""
    deal = RankDealer()
    places = {p: deal(13) for p in (10, 11, 13, 14)}
    places.update({p: deal(12) for p in (6, 7, 8, 9)})
    rest = iter(deal.rest(C.deck(52)))
    order = [places[p] if p in places else next(rest) for p in range(32)]
    st = rigged("fir_trees", [*order, *rest])
    assert solve(st, 2.0).status == "lost"
    while not st.is_terminal():
        st.apply(next(a for a in st.legal_actions() if a != A.GIVE_UP_ACTION))
    assert not st.is_won() and all(st.piles[p] for p in places)


def test_solver_wins_the_run() -> None:
    st = rigged("fir_trees", run_order())
    found = solve(st, 2.0)
    assert found.status == "won"
    play_all(st, found.actions)
    assert st.is_won()


@pytest.mark.parametrize("seed,status", [(3, "won"), (11, "won"), (1, "lost"), (5, "lost")])
def test_pinned_seeds(seed: int, status: str) -> None:
    assert solve(seeded("fir_trees", seed), 30.0).status == status


def test_solver_matches_plain_search_late_in_a_deal() -> None:
    st = rigged("fir_trees", run_order())
    play_all(st, [A.move(p, MAIN, 1) for p in CLEAR[:24]])
    st.apply(A.DRAW_ACTION)
    assert solve(st, 5.0).status == search(st, 20.0).status
