"""Желание (Wish): index piles, foundations from one above the index round the corner,
dealing from under the indexes, a won and a lost rigged deal, the solver."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.games.patience import actions as A
from koloda.games.patience.layouts.wish import FOUND, INDEX, ROW, wanted
from koloda.games.patience.solve import solve

from .helpers import RankDealer, checked_refusal, play_all, refused, rigged, seeded, texts


def order_of(index_piles: list[list[int]], row: list[int]) -> list[C.Card]:
    """Index piles given bottom first (ranks; the last is the index), then the row."""
    deal = RankDealer(copies=2)
    out = [deal(r) for pile in index_piles for r in pile]
    return out + [deal(r) for r in row]


def won_order() -> list[C.Card]:
    """Kings for indexes, Aces in the row, and under each King 2, 3 … Queen from the
    top down: every deal brings the next rank for all eight foundations."""
    return order_of([[*range(12, 1, -1), 13] for _ in range(8)], [1] * 8)


def lost_order() -> list[C.Card]:
    """Kings for indexes (the foundations want Aces first), the Aces at the bottom of the
    index piles with Jacks above them: the last deal brings the Aces up, then Jacks that
    no foundation (wanting Twos) takes."""
    return order_of([[1, 11, *range(2, 11), 13] for _ in range(8)], [12] * 8)


def test_layout() -> None:
    st = rigged("wish", won_order())
    assert [len(st.piles[INDEX + i]) for i in range(8)] == [12] * 8
    assert [st.down[INDEX + i] for i in range(8)] == [11] * 8
    assert all(C.rank_of(st.piles[INDEX + i][-1]) == C.KING for i in range(8))
    assert [len(st.piles[ROW + i]) for i in range(8)] == [1] * 8
    assert not any(st.piles[FOUND + f] for f in range(8))
    obs = st.observation(0)["piles"][INDEX]
    assert obs["cards"][:11] == [None] * 11 and obs["cards"][11] is not None


def test_wanted_rank_turns_the_corner() -> None:
    king, two = C.parse("KS"), C.parse("2S")
    assert wanted(king, 0) == 1 and wanted(king, 11) == 12 and wanted(king, 12) == 0
    assert wanted(two, 0) == 3 and wanted(two, 10) == 13 and wanted(two, 11) == 1


def test_moves_deal_and_refusal() -> None:
    st = rigged("wish", won_order())
    legal = texts(st)
    assert "1 f1" in legal and "8 f8" in legal and "draw" in legal
    st.play("1 f3")
    assert C.rank_of(st.piles[FOUND + 2][-1]) == C.ACE and not st.piles[ROW]
    msg = refused(st, "2 f3")  # an Ace on an Ace
    assert "cannot go on" in msg
    checked_refusal(st, A.move(ROW + 1, INDEX + 1, 1))
    st.play("draw")
    assert [C.rank_of(st.piles[ROW + i][-1]) for i in range(8)] == [2] * 8
    assert st.down[INDEX] == 10 and C.rank_of(st.piles[INDEX][-1]) == C.KING


def test_won_deal() -> None:
    st = rigged("wish", won_order())
    for _ in range(12):
        for i in range(8):
            st.apply(A.move(ROW + i, FOUND + i, 1))
        if A.DRAW_ACTION in st.legal_actions():
            st.apply(A.DRAW_ACTION)
    assert st.is_won() and st.is_terminal()
    assert all(len(st.piles[INDEX + i]) == 1 for i in range(8))


def test_lost_deal() -> None:
    st = rigged("wish", lost_order())
    assert texts(st) == ["draw", "give up"]
    for _ in range(11):
        st.play("draw")
    for i in range(8):
        st.apply(A.move(ROW + i, FOUND + i, 1))
    assert st.is_terminal() and not st.is_won()
    assert solve(rigged("wish", lost_order()), 2.0).status == "lost"


def test_solver() -> None:
    st = rigged("wish", won_order())
    found = solve(st, 2.0)
    assert found.status == "won"
    play_all(st, found.actions)
    assert st.is_won()
    for seed in (2, 8):  # pinned deals the solver wins within a few thousand positions
        st = seeded("wish", seed)
        found = solve(st, 30.0)
        assert found.status == "won"
        play_all(st, found.actions)
        assert st.is_won()
