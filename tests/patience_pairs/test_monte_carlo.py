"""Монте-Карло on rigged deals: touching pairs, closing up, the stock, the variants."""

from __future__ import annotations

from koloda.games.patience.layouts.monte_carlo import CLOSE, FIRST, STOCK, neighbours
from tests.patience_pairs.helpers import deal, play, refused, texts, tops

# four rows of five; only AS and AH touch with a rank in common
ONE_PAIR = ["AS", "AH", "3S", "4S", "5S",
            "6S", "7S", "8S", "9S", "10S",
            "JS", "QS", "KS", "2H", "3H",
            "4H", "5H", "6H", "7H", "8H"]
# no two touching cards share a rank
NO_PAIR = ["AS", "2S", "3S", "4S", "5S",
           "6S", "7S", "8S", "9S", "10S",
           "JS", "QS", "KS", "AH", "2H",
           "3H", "4H", "5H", "6H", "7H"]


def test_neighbours_touch_in_eight_directions() -> None:
    near = neighbours(4)
    assert near[0] == (1, 5, 6)
    assert near[6] == (7, 10, 11, 12)  # only the later places are listed
    assert near[19] == ()
    assert len(neighbours(5)) == 25


def test_layout_four_rows_and_the_stock() -> None:
    st = deal("monte_carlo", ONE_PAIR)
    assert len(st.piles) == 2 + 20 and len(st.piles[STOCK]) == 32
    assert tops(st)[FIRST:FIRST + 3] == ["AS", "AH", "3S"]
    assert tops(st)[STOCK] == "2S"  # the first card left over (deck order) is on top


def test_rank_only_pair_then_close_up_and_deal() -> None:
    st = deal("monte_carlo", ONE_PAIR, variants=["rank_only"])
    assert texts(st) == ["give up", "remove 1 2"]
    refused(st, "remove 3S 4S")  # same suit, but ranks only here
    refused(st, "remove AS 3S")  # they do not touch
    play(st, "remove AS AH")
    grid = tops(st)[FIRST:]
    assert grid[:5] == ["3S", "4S", "5S", "6S", "7S"]
    assert grid[18:] == ["2S", "2C"]  # the end is dealt from the stock, in order
    assert len(st.piles[STOCK]) == 30
    assert texts(st) == ["give up", "remove 19 20"]  # 2S and 2C now touch


def test_rank_or_suit_is_the_default() -> None:
    st = deal("monte_carlo", ONE_PAIR)
    legal = texts(st)
    assert "remove 3 4" in legal and "remove 1 2" in legal  # 3S-4S by suit
    assert "remove 1 3" not in legal  # AS and 3S do not touch


def test_manual_close_up_is_a_move() -> None:
    st = deal("monte_carlo", ONE_PAIR, variants=["rank_only"], close_up="manual")
    play(st, "remove AS AH")
    assert tops(st)[FIRST:FIRST + 3] == [None, None, "3S"]
    assert texts(st) == ["close", "give up"]
    assert CLOSE in st.legal_actions()
    play(st, "сдвинуть")
    assert tops(st)[FIRST:FIRST + 2] == ["3S", "4S"]
    assert tops(st)[FIRST + 18:] == ["2S", "2C"]
    assert "close" not in texts(st)
    assert st.describe_action(CLOSE, "en").startswith("close up")


def test_no_touching_pair_is_lost_at_once() -> None:
    st = deal("monte_carlo", NO_PAIR, variants=["rank_only"])
    assert st.is_terminal() and not st.is_won()
    st2 = deal("monte_carlo", NO_PAIR)  # by suit the spades touch
    assert not st2.is_terminal()


def test_classic_variant_has_five_rows() -> None:
    st = deal("monte_carlo", [], variants=["classic"])
    assert len(st.piles) == 2 + 25 and len(st.piles[STOCK]) == 27
    assert st.rules.match == "rank" and st.rules.close_up == "manual"


def _grid(st: object) -> list[list[str | None]]:
    cells = tops(st)[FIRST:]  # type: ignore[arg-type]
    return [cells[r * 5:r * 5 + 5] for r in range(len(cells) // 5)]


def test_gaps_close_in_reading_order_by_default() -> None:
    st = deal("monte_carlo", ONE_PAIR, variants=["rank_only"])
    assert st.rules.gaps == "rows"
    play(st, "remove AS AH")
    assert _grid(st) == [["3S", "4S", "5S", "6S", "7S"],
                         ["8S", "9S", "10S", "JS", "QS"],
                         ["KS", "2H", "3H", "4H", "5H"],
                         ["6H", "7H", "8H", "2S", "2C"]]


def test_gaps_close_up_the_columns_when_read_so() -> None:
    """The text's "filled with cards from the lower rows": the cards below each gap move
    up their column; the two places freed at the bottom are dealt from the stock."""
    st = deal("monte_carlo", ONE_PAIR, variants=["rank_only", "columns"])
    play(st, "remove AS AH")
    assert _grid(st) == [["6S", "7S", "3S", "4S", "5S"],
                         ["JS", "QS", "8S", "9S", "10S"],
                         ["4H", "5H", "KS", "2H", "3H"],
                         ["2S", "2C", "6H", "7H", "8H"]]
    assert len(st.piles[STOCK]) == 30
    assert texts(st) == ["give up", "remove 16 17"]  # 2S and 2C touch, at the bottom now


def test_manual_close_up_by_columns() -> None:
    st = deal("monte_carlo", ONE_PAIR, variants=["rank_only", "columns"],
              close_up="manual")
    play(st, "remove AS AH")
    assert texts(st) == ["close", "give up"]
    play(st, "close")
    assert _grid(st)[0] == ["6S", "7S", "3S", "4S", "5S"]
    assert _grid(st)[3] == ["2S", "2C", "6H", "7H", "8H"]


def test_a_bottom_gap_needs_no_column_close_up_when_the_stock_is_out() -> None:
    from koloda.games.patience.layouts.monte_carlo import has_gap

    bottom_gap = ["x"] * 15 + [None, "x", "x", "x", "x"]
    assert has_gap(bottom_gap, stock_left=False)  # reading order: 16-19 move on
    assert not has_gap(bottom_gap, stock_left=False, columns=True)  # nothing below it
    assert has_gap(bottom_gap, stock_left=True, columns=True)  # the stock fills it


def test_solver_plays_the_columns_reading() -> None:
    """The solver closes gaps as the rules say: its wins replay on the game itself."""
    from koloda.games.patience.solve import solve
    from tests.patience_pairs.helpers import seeded

    won = 0
    for seed in range(4):
        for variants in (["columns"], ["columns", "manual"]):
            st = seeded("monte_carlo", seed, variants)
            found = solve(st, 1.0)
            if found.status == "won":
                won += 1
                for action in found.actions:
                    st.apply_checked(action)
                assert st.is_won(), (seed, variants)
    assert won > 0
