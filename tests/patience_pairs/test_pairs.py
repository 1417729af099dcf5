"""Пары on rigged deals."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.games.patience.solve import solve
from tests.patience_pairs.helpers import deal, play, refused, texts, tops

# nine piles, bottom card first; the tops are the last of each
WON = [["6H", "KS", "JS", "9S"], ["6D", "KH", "JH", "9H"], ["6C", "KD", "JD", "9D"],
       ["7S", "KC", "JC", "9C"], ["7H", "AS", "QS", "10S"], ["7C", "AH", "QH", "10H"],
       ["8S", "AD", "QD", "10D"], ["8H", "AC", "QC", "10C"], ["7D", "8D", "8C", "6S"]]
WIN_LINE = ["9S 9H", "9D 9C", "10S 10H", "10D 10C", "JS JH", "JD JC", "QS QH", "QD QC",
            "KS KH", "KD KC", "AS AH", "AD AC", "6S 6H", "8C 8S", "8D 8H", "7D 7S",
            "7H 7C", "6D 6C"]


def flat(piles: list[list[str]]) -> list[str]:
    return [card for pile in piles for card in pile]


def test_layout_nine_piles_of_four_tops_up() -> None:
    st = deal("pairs", flat(WON), 36)
    assert [len(p) for p in st.piles] == [0] + [4] * 9
    assert st.down == [0] + [3] * 9
    assert tops(st)[1:] == ["9S", "9H", "9D", "9C", "10S", "10H", "10D", "10C", "6S"]
    shown = st.observation(0)["piles"][1]["cards"]
    assert shown == [None, None, None, "9S"]
    nines = [f"remove {a} {b}" for a in range(1, 5) for b in range(a + 1, 5)]
    tens = [f"remove {a} {b}" for a in range(5, 9) for b in range(a + 1, 9)]
    assert texts(st) == sorted(["give up", *nines, *tens])


def test_a_pair_goes_and_uncovers_the_cards_beneath() -> None:
    st = deal("pairs", flat(WON), 36)
    play(st, "remove 9S 9H")
    assert tops(st)[1:3] == ["JS", "JH"] and st.down[1:3] == [2, 2]
    assert [C.to_text(c) for c in st.piles[0]] == ["9S", "9H"]
    refused(st, "remove JS 10S")  # different ranks
    with pytest.raises(ParseError):
        st.play("remove KS KH")  # face down: not a card the player can name


def test_the_win_is_detected() -> None:
    st = deal("pairs", flat(WON), 36)
    play(st, *(f"remove {p}" for p in WIN_LINE[:-1]))
    assert not st.is_terminal()
    play(st, f"remove {WIN_LINE[-1]}")
    assert st.is_won() and st.is_terminal() and st.returns() == [1.0]


def test_no_two_tops_alike_is_lost_at_once() -> None:
    top = ["6S", "7H", "8D", "9C", "10S", "JH", "QD", "KC", "AS"]
    rest = [C.to_text(c) for c in C.deck(36) if C.to_text(c) not in top]
    piles = [[*rest[3 * i:3 * i + 3], top[i]] for i in range(9)]
    st = deal("pairs", flat(piles), 36)
    assert st.is_terminal() and not st.is_won()
    assert texts(st) == ["give up"]  # nothing but giving up: the deal is over
    assert solve(st, 1.0).status == "lost"


def test_solver_finds_the_rigged_win() -> None:
    st = deal("pairs", flat(WON), 36)
    found = solve(st, 2.0)
    assert found.status == "won" and len(found.actions) == 18
    for action in found.actions:
        st.apply_checked(action)
    assert st.is_won()
