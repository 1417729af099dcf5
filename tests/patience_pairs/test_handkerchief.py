"""Платок on rigged deals."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.games.patience.solve import solve
from tests.patience_pairs.helpers import deal, play, refused, seeded, texts, tops


def rows(bottom: list[str], last: list[str]) -> list[str]:
    """A deal whose fifth row is ``bottom`` and sixth ``last``; the rest in deck order."""
    named = bottom + last
    rest = [C.to_text(c) for c in C.deck(52) if C.to_text(c) not in named]
    return rest[:40] + bottom + last


def test_layout_ten_columns_two_of_them_deeper() -> None:
    head = rows(["2S", "3S", "QS", "QH", "4S", "5S", "6S", "7S", "8S", "9S"], ["KS", "KH"])
    st = deal("handkerchief", head)
    assert [len(p) for p in st.piles[1:]] == [6, 6] + [5] * 8
    assert tops(st)[1:] == ["KS", "KH", "QS", "QH", "4S", "5S", "6S", "7S", "8S", "9S"]
    assert st.down == [0] * 11  # all face up
    assert texts(st) == ["give up", "remove 1 2", "remove 3 4"]


def test_removing_frees_the_card_above() -> None:
    head = rows(["2S", "3S", "QS", "QH", "4S", "5S", "6S", "7S", "8S", "9S"], ["KS", "KH"])
    st = deal("handkerchief", head)
    refused(st, "remove 2S 2C")  # 2S is covered by KS
    play(st, "remove KS KH")
    assert tops(st)[1:3] == ["2S", "3S"]


def test_no_free_pair_is_lost() -> None:
    head = rows(["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS"], ["QS", "KS"])
    st = deal("handkerchief", head)
    assert st.is_terminal() and not st.is_won() and st.returns() == [0.0]


def test_seeded_deals_won_and_lost() -> None:
    won = seeded("handkerchief", 0)
    found = solve(won, 2.0)
    assert found.status == "won" and len(found.actions) == 26
    for action in found.actions:
        won.apply_checked(action)
    assert won.is_won()
    lost = seeded("handkerchief", 2)
    assert solve(lost, 2.0).status == "lost"
