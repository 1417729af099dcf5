"""Дважды два: the opening deal, covering pairs of a suit, the choice, the solver."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.games.patience import actions as A
from koloda.games.patience.solve import search, solve

from .helpers import SUIT, checked_refusal, play_all, refused, rigged, seeded, texts

# a suit pattern the forced rule wins (found by a small search): 4 places, then 24 pairs
WON_SUITS = "SSCC" + "S" * 11 + "C" * 11 + "D" * 12 + "H" * 12 + "DH"


def by_suits(pattern: str) -> list[C.Card]:
    """Cards following a suit pattern, each suit's ranks in order (2 … A)."""
    nxt = dict.fromkeys("SCDH", 2)
    out = []
    for s in pattern:
        out.append(C.make(nxt[s], SUIT[s]))
        nxt[s] += 1
    return out


def test_first_move_deals_four_cards() -> None:
    st = rigged("twice_two", by_suits(WON_SUITS))
    assert [len(p) for p in st.piles] == [0, 0, 0, 0, 52]
    assert texts(st) == ["draw", "give up"]
    st.play("draw")
    assert [C.to_text(p[-1]) for p in st.piles[:4]] == ["2S", "3S", "2C", "3C"]
    assert len(st.piles[4]) == 48 and st.down[4] == 48


def test_covering_a_pair_of_a_suit() -> None:
    st = rigged("twice_two", by_suits(WON_SUITS))
    st.play("draw")
    assert texts(st) == ["cover 1 2", "cover 3 4", "give up"]
    st.play("накрыть 3S 2S")  # by the cards, in any order
    assert [C.to_text(p[-1]) for p in st.piles[:4]] == ["4S", "5S", "2C", "3C"]
    assert [len(p) for p in st.piles[:4]] == [2, 2, 1, 1]
    assert st.describe_action(A.encode(A.SPECIAL, 2, 3), "en") == "cover 2♣ and 3♣"


def test_a_pair_of_two_suits_is_refused() -> None:
    st = rigged("twice_two", by_suits(WON_SUITS))
    st.play("draw")
    msg = refused(st, "cover 2 3")
    assert "not allowed" in msg
    checked_refusal(st, A.encode(A.SPECIAL, 1, 2))
    checked_refusal(st, A.DRAW_ACTION)  # only the first move deals


def test_won_deal_uses_up_the_stock() -> None:
    st = rigged("twice_two", by_suits(WON_SUITS), variants=["forced"])
    st.play("draw")
    assert texts(st) == ["step", "give up"]
    while not st.is_terminal():
        st.play("step")
    assert st.is_won() and not st.piles[4] and st.moves == 25


def test_four_suits_lose_at_the_deal() -> None:
    st = rigged("twice_two", by_suits("SCDH" + "SSCCDDHH" * 6))
    st.play("draw")
    assert st.is_terminal() and not st.is_won() and st.returns() == [0.0]


def test_solver_wins_the_rigged_deal_and_agrees_with_search() -> None:
    st = rigged("twice_two", by_suits(WON_SUITS))
    found = solve(st, 1.0)
    assert found.status == "won" and found.actions[0] == A.DRAW_ACTION
    play_all(st, found.actions)
    assert st.is_won()
    for seed in range(12):
        one = seeded("twice_two", seed)
        assert solve(one, 1.0).status == search(one, 3.0).status or \
            search(one, 3.0).status == "unknown"


def test_pinned_seeds() -> None:
    wins = [seed for seed in range(60) if solve(seeded("twice_two", seed), 1.0).status
            == "won"]
    assert wins == PINNED_WINS


PINNED_WINS = [29, 30, 47]  # of seeds 0-59, by the exact solver


def test_the_choice_never_changes_the_outcome() -> None:
    """Covering a pair keeps each suit's parity among the tops: only the stock decides."""
    for seed in range(200):
        free, forced = seeded("twice_two", seed), seeded("twice_two", seed, ["forced"])
        assert solve(free, 1.0).status == solve(forced, 1.0).status
