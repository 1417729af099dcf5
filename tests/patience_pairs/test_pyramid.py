"""Пирамида on rigged deals: the layout, what is free, the stock, the win and the loss."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.games.patience import actions as A
from koloda.games.patience.layouts.pyramid import FIRST, STOCK, TURNED, WASTE
from koloda.games.patience.solve import solve
from tests.patience_pairs.helpers import (
    deal,
    play,
    play_first_until_over,
    refused,
    refused_action,
    texts,
)

# rows from the top: every row clears by Kings, pairs within it, and one card left at
# its right end pairing with the first card of the row above
WON = ["KC",
       "10C", "3C",
       "3H", "10D", "3D",
       "AC", "10S", "3S", "10H",
       "JH", "2H", "JD", "2D", "QC",
       "QH", "AH", "QD", "AD", "JS", "2S",
       "KS", "KH", "KD", "QS", "AS", "JC", "2C"]
WIN_LINE = ["remove KS", "remove KH", "remove KD", "remove QS AS", "remove JC 2C",
            "remove QH AH", "remove QD AD", "remove JS 2S",
            "remove JH 2H", "remove JD 2D",
            "remove AC QC", "remove 10S 3S",
            "remove 3H 10H", "remove 10D 3D",
            "remove 10C 3C", "remove KC"]


def test_layout_pyramid_stock_and_turned_card() -> None:
    st = deal("pyramid", WON)
    assert [len(p) for p in st.piles[FIRST:]] == [1] * 28
    assert C.to_text(st.piles[FIRST][0]) == "KC"  # the apex
    assert C.to_text(st.piles[FIRST + 27][0]) == "2C"  # the bottom row's right end
    # the first card left over lies face up on the stock, 23 stay face down
    assert len(st.piles[STOCK]) == 23 and st.down[STOCK] == 23
    assert len(st.piles[TURNED]) == 1 and st.down[TURNED] == 0
    assert st.labels[:4] == ["s", "t", "w", "f"]
    free = [i - FIRST + 1 for i in range(FIRST, FIRST + 28) if st.game.free(st, i)]
    assert free == [22, 23, 24, 25, 26, 27, 28]  # the bottom row
    obs = st.observation(0)
    assert obs["piles"][STOCK]["cards"] == [None] * 23
    assert obs["redeals_left"] is None  # one pass: no redeal to count


def test_legal_moves_at_the_start() -> None:
    st = deal("pyramid", WON)
    assert texts(st) == sorted(["remove 22", "remove 23", "remove 24", "remove 25 26",
                                "remove 27 28", "draw", "give up"])


def test_covered_cards_and_wrong_sums_are_refused() -> None:
    st = deal("pyramid", WON)
    refused(st, "remove KC")  # the apex is covered
    refused(st, "remove QS 2C")  # 12 + 2 is not 13
    refused_action(st, A.remove(FIRST + 20, FIRST + 21))  # 2S is covered
    refused_action(st, A.RECYCLE_ACTION)  # nothing to turn over yet


def test_the_win_is_detected() -> None:
    st = deal("pyramid", WON)
    play(st, *WIN_LINE[:-1])
    assert not st.is_won() and not st.is_terminal()
    play(st, WIN_LINE[-1])
    assert st.is_won() and st.is_terminal()
    assert st.returns() == [1.0]
    assert len(st.piles[STOCK]) == 23  # the stock may stay: the pyramid is what counts


def test_all_cards_goal_needs_the_talon_too() -> None:
    st = deal("pyramid", WON, clear="all")
    play(st, *WIN_LINE)
    assert not st.is_won()


def test_drawing_and_one_pass() -> None:
    st = deal("pyramid", WON)
    turned = st.piles[TURNED][0]
    play(st, "draw")
    assert st.piles[WASTE] == [turned]
    for _ in range(23):
        play(st, "draw")
    assert not st.piles[STOCK] and not st.piles[TURNED] and len(st.piles[WASTE]) == 24
    assert "draw" not in texts(st) and "redeal" not in texts(st)  # one pass only
    refused(st, "redeal")


def test_unlimited_passes_turn_the_waste_over_in_order() -> None:
    st = deal("pyramid", WON, variants=["unlimited"])
    first = st.piles[TURNED][0]
    for _ in range(24):
        play(st, "draw")
    assert "redeal" in texts(st)
    play(st, "redeal")
    assert st.passes == 1 and st.piles[TURNED] == [first] and not st.piles[WASTE]
    assert st.observation(0)["redeals_left"] is None


def test_turned_card_and_waste_top_pair() -> None:
    # the two cards left over: 6H on top, then 7S: turn 6H onto the waste, 7S shows
    head = [*WON[:27], "5C", "6H", "7S"]
    st = deal("pyramid", head)
    play(st, "draw")
    assert C.to_text(st.piles[WASTE][-1]) == "6H"
    assert C.to_text(st.piles[TURNED][-1]) == "7S"
    assert "remove t w" in texts(st)
    play(st, "remove t w")
    assert not st.piles[WASTE] and C.to_text(st.piles[TURNED][-1]) != "7S"


def test_a_card_with_its_partners_all_below_it_loses() -> None:
    # the apex is a Queen and all four Aces lie in the pyramid under it
    head = ["QS", "AS", "AH", "AD", "AC"]
    st = deal("pyramid", head)
    found = solve(st, 2.0)
    assert found.status == "lost"
    play_first_until_over(st)
    assert st.is_terminal() and not st.is_won() and st.returns() == [0.0]


def test_solver_lines_replay_to_a_win() -> None:
    for variants in ([], ["unlimited"], ["three_passes"]):
        st = deal("pyramid", WON, variants=variants)
        found = solve(st, 2.0)
        assert found.status == "won"
        for action in found.actions:
            st.apply_checked(action)
        assert st.is_won()
