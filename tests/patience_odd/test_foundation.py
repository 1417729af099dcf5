"""Основание (Golf): the deal, moves onto the foundation, the King rules, the solver."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.games.patience import actions as A
from koloda.games.patience.layouts.foundation import FOUND, STOCK
from koloda.games.patience.solve import search, solve

from .helpers import RankDealer, checked_refusal, play_all, refused, rigged, seeded, texts

# one run through all 35 cards: up from 2 to the King, down to the Ace, up to the Queen
RUN = [*range(2, 14), *range(12, 0, -1), *range(2, 13)]


def run_order(run: list[int], start: int = 1) -> list[C.Card]:
    """Columns that give up ``run`` in order (card k from column k % 7), the foundation
    started with ``start``, the other cards in the stock."""
    deal = RankDealer()
    seq = [deal(r) for r in run]
    first = deal(start)
    order = [0] * 35
    for c in range(7):
        for j in range(5):  # bottom first: the card played last lies at the bottom
            order[c * 5 + j] = seq[c + 7 * (4 - j)]
    return [*order, first, *deal.rest(C.deck(52))]


def test_layout() -> None:
    st = rigged("foundation", run_order(RUN))
    assert [len(p) for p in st.piles[:7]] == [5] * 7
    assert len(st.piles[STOCK]) == 16 and st.down[STOCK] == 16
    assert C.to_text(st.piles[FOUND][-1]) == "AC"  # the second Ace dealt
    assert texts(st) == ["1 f", "draw", "give up"]


def test_play_draw_and_refusal() -> None:
    st = rigged("foundation", run_order(RUN))
    st.play("1 f")
    assert C.to_text(st.piles[FOUND][-1]) == "2S" and len(st.piles[0]) == 4
    msg = refused(st, "3 f")  # the next card up is in column 2
    assert "cannot go on 2♠" in msg
    checked_refusal(st, A.move(3, FOUND, 1))
    st.play("draw")
    assert len(st.piles[STOCK]) == 15 and len(st.piles[FOUND]) == 3


def test_the_run_wins() -> None:
    st = rigged("foundation", run_order(RUN))
    for k in range(35):
        st.apply(A.move(k % 7, FOUND, 1))
    assert st.is_won() and st.is_terminal() and st.piles[STOCK]


def test_queen_on_king_and_the_classic_rule() -> None:
    st = rigged("foundation", run_order(RUN))
    for k in range(12):  # up to the King
        st.apply(A.move(k % 7, FOUND, 1))
    assert C.rank_of(st.piles[FOUND][-1]) == C.KING
    assert "6 f" in texts(st)  # a Queen on the King
    classic = rigged("foundation", run_order(RUN), variants=["classic"])
    for k in range(12):
        classic.apply(A.move(k % 7, FOUND, 1))
    assert "6 f" not in texts(classic)


def test_king_and_ace_only_with_wrap() -> None:
    order = run_order([13, *RUN[1:]], start=1)  # a King against the Ace on the foundation
    assert "1 f" not in texts(rigged("foundation", order))
    assert "1 f" in texts(rigged("foundation", order, variants=["wrap"]))


def kings_on_queens() -> list[C.Card]:
    """Four columns hold a Queen at the bottom and a King on top: a King goes only on a
    Queen, so those Kings can never leave."""
    deck = C.deck(52)
    queens = [c for c in deck if C.rank_of(c) == C.QUEEN]
    kings = [c for c in deck if C.rank_of(c) == C.KING]
    rest = [c for c in deck if c not in queens and c not in kings]
    cols = [[q, *rest[3 * i:3 * i + 3], k] for i, (q, k) in enumerate(zip(queens, kings,
                                                                         strict=True))]
    rest = rest[12:]
    cols += [rest[5 * i:5 * i + 5] for i in range(3)]
    return [c for col in cols for c in col] + rest[15:]


def test_stuck_deal_is_lost() -> None:
    st = rigged("foundation", kings_on_queens())
    assert solve(st, 2.0).status == "lost"
    while not st.is_terminal():
        moves = [a for a in st.legal_actions() if a != A.GIVE_UP_ACTION]
        st.apply(moves[0])
    assert not st.is_won() and st.returns() == [0.0] and not st.piles[STOCK]


def test_solver_wins_the_run() -> None:
    st = rigged("foundation", run_order(RUN))
    found = solve(st, 2.0)
    assert found.status == "won"
    play_all(st, found.actions)
    assert st.is_won()


@pytest.mark.parametrize("seed,status", [(3, "won"), (4, "lost"), (5, "lost"), (7, "lost")])
def test_pinned_seeds(seed: int, status: str) -> None:
    st = seeded("foundation", seed)
    found = solve(st, 30.0)
    assert found.status == status
    if status == "won":
        play_all(st, found.actions)
        assert st.is_won()


def test_solver_matches_plain_search_late_in_a_deal() -> None:
    st = seeded("foundation", 3)
    line = solve(st, 30.0).actions
    play_all(st, line[: len(line) * 2 // 3])
    assert solve(st, 5.0).status == search(st, 20.0).status == "won"
    if A.DRAW_ACTION in st.legal_actions():
        st.apply(A.DRAW_ACTION)
    assert solve(st, 5.0).status == search(st, 20.0).status
