"""Баян (Accordion): rigged lines, the two reaches, closing gaps, the tops solver."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.games.patience import actions as A
from koloda.games.patience.layouts.bayan import solve_tops
from koloda.games.patience.solve import solve

from .helpers import checked_refusal, play_all, refused, rigged, seeded, texts


def chain_order() -> list[C.Card]:
    """♠ A..K, ♣ K..A, ♦ A..K, ♥ K..A: every card matches its left neighbour (by suit,
    or by rank where the suits change)."""
    up = [14, *range(2, 14)]
    out = []
    for suit, ranks in ((C.SPADES, up), (C.CLUBS, up[::-1]), (C.DIAMONDS, up),
                        (C.HEARTS, up[::-1])):
        out.extend(C.make(r, suit) for r in ranks)
    return out


def stuck_order() -> list[C.Card]:
    """Suits ♠♣♦♥ in turn, ranks shifted by suit: no two cards one or two places apart
    share a suit or a rank."""
    out = []
    for i in range(52):
        s, b = i % 4, i // 4
        rank = (b + 5 * s) % 13 + 2
        out.append(C.make(rank, s))
    return out


def test_layout_is_the_deck_in_one_line_of_six_rows() -> None:
    st = rigged("bayan", chain_order())
    assert [len(p) for p in st.piles] == [1] * 52
    assert st.piles[0] == [C.parse("AS")] and st.piles[51] == [C.parse("AH")]
    assert {s.row for s in st.specs} == set(range(6))
    assert not any(st.down)


def test_moves_onto_the_next_pile_or_two_places_left() -> None:
    order = chain_order()
    st = rigged("bayan", order)
    legal = texts(st)
    assert "2 1" in legal and "3 2" in legal
    assert "3 1" in legal  # 3♠ on A♠ two places left: same suit
    assert "4 1" not in legal  # three places left: only the classic reach
    st.play("3 1")
    assert st.piles[0] == [C.parse("AS"), C.parse("3S")]
    assert st.piles[1] == [C.parse("2S")] and st.piles[2] == [C.parse("4S")]
    assert len([p for p in st.piles if p]) == 51  # the gap closed up


def test_classic_reach_jumps_over_two() -> None:
    st = rigged("bayan", chain_order(), variants=["accordion"])
    legal = texts(st)
    assert "4 1" in legal and "3 1" not in legal


def test_whole_pile_moves_and_keeps_its_top() -> None:
    st = rigged("bayan", chain_order())
    st.play("3 2")  # 3♠ on 2♠
    action = A.move(1, 0, 2)
    assert st.action_to_text(action) == "2 1 2"
    st.play("2 1 2")
    assert st.piles[0] == [C.parse("AS"), C.parse("2S"), C.parse("3S")]
    assert st.piles[0][-1] == C.parse("3S")


def test_illegal_move_is_refused_and_changes_nothing() -> None:
    st = rigged("bayan", stuck_order())
    assert st.is_terminal() and not st.is_won()
    st = rigged("bayan", chain_order())
    msg = refused(st, "6 1")
    assert "cannot go on" in msg
    checked_refusal(st, A.move(5, 0, 1))


def test_chain_deal_is_won_right_to_left() -> None:
    st = rigged("bayan", chain_order())
    for k in range(51, 0, -1):
        st.apply(A.move(k, k - 1, 52 - k))
    assert st.is_won() and st.is_terminal()
    assert len(st.piles[0]) == 52 and st.returns() == [1.0]


def test_stuck_line_is_lost_at_once() -> None:
    st = rigged("bayan", stuck_order())
    assert texts(st) == ["give up"]
    assert st.is_terminal() and st.returns() == [0.0]


def test_solver_wins_the_chain_and_proves_the_stuck_line() -> None:
    st = rigged("bayan", chain_order())
    found = solve(st, 1.0)
    assert found.status == "won"
    play_all(st, found.actions)
    assert st.is_won()
    assert solve_tops(rigged("bayan", stuck_order()), 2, 1.0, None).status == "lost"


def test_pinned_classic_deals_are_solved() -> None:
    for seed in (0, 7):  # each solved within a few thousand positions
        st = seeded("bayan", seed, variants=["accordion"])
        found = solve(st, 5.0)
        assert found.status == "won", seed
        play_all(st, found.actions)
        assert st.is_won()


def test_solver_agrees_with_plain_search_on_short_lines() -> None:
    from koloda.games.patience.solve import search

    for seed in range(4):
        st = seeded("bayan", seed)
        # shorten the line by the first legal moves until about a dozen piles are left
        while sum(1 for p in st.piles if p) > 12 and not st.is_terminal():
            st.apply(st.legal_actions()[0])
        if st.is_terminal():
            continue
        assert solve(st, 5.0).status == search(st, 5.0).status
