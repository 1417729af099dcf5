"""Парад: Royal Parade with one deck, the Aces out."""

from __future__ import annotations

from koloda.games.patience.layouts.parade import HELPERS, STOCK
from koloda.games.patience.solve import solve

from .helpers import cards, dealt, refused, seeded, texts, top

TOP = "2S 2C 2D 2H 4S 4C 4D 4H"
MIDDLE = "3S 3C 3D 3H 7S 7C 7D 7H"
BOTTOM = "8S 8C 8D 8H 9S 9C 9D 9H"
HELPER = "5S 5C 5D 5H 6S 6C 6D 6H"
STOCK_CARDS = "10S 10C 10D 10H JS JC JD JH QS QC QD QH KS KC KD KH"


def easy() -> list[int]:
    return cards(" ".join((TOP, MIDDLE, BOTTOM, HELPER, STOCK_CARDS)))


def test_layout() -> None:
    state = dealt("parade", easy())
    assert state.labels[:3] == ["a1", "a2", "a3"] and state.labels[-1] == "s"
    assert top(state, "a1") == "2S" and top(state, "d8") == "6H"
    assert len(state.piles[STOCK]) == 16 and state.down[STOCK] == 16
    assert all(len(state.piles[h]) == 1 for h in HELPERS)
    assert len(state.deals[0]) == 48  # no Aces


def test_builds_by_threes_in_suit_on_bases_of_the_row() -> None:
    state = dealt("parade", easy())
    legal = texts(state)
    assert "d1 a1" in legal  # 5♠ on 2♠
    assert "b5 a5" in legal  # 7♠ on 4♠
    assert "d5 b1" in legal  # 6♠ on 3♠
    msg = refused(state, "d1 a2")  # 5♠ on 2♣: not its suit
    assert "cannot go on" in msg
    refused(state, "c1 a1")  # 8♠ on 2♠: not three above
    state.play("d1 a1")
    state.play("c1 a1")  # now 8♠ goes on 5♠
    assert [c for c in state.piles[0]] == cards("2S 5S 8S")


def test_a_three_is_no_base_in_the_top_row() -> None:
    order = cards(" ".join(("3S 2C 2D 2H 4S 4C 4D 4H", "2S 3C 3D 3H 7S 7C 7D 7H",
                            BOTTOM, HELPER, STOCK_CARDS)))
    state = dealt("parade", order)
    # 6♠ may not go on the 3♠ of the top row, nor 5♠ on the 2♠ of the middle row
    assert "d5 a1" not in texts(state) and "d1 b1" not in texts(state)
    assert "draw" in texts(state)


def test_empty_places_take_their_rows_bases() -> None:
    order = cards(" ".join(("2S 2C 2D 2H 4S 4C 4D 4H", "3S 3C 3D 3H 7S 7C 7D 5S",
                            "8S 8C 8D 8H 9S 9C 9D 9H", "7H 5C 5D 5H 6S 6C 6D 6H",
                            STOCK_CARDS)))
    state = dealt("parade", order)
    state.play("b8 a1")  # 5♠ from the middle row onto 2♠: b8 is empty
    assert top(state, "b8") is None
    assert "d1 b8" not in texts(state)  # 7♥ is no base
    state.play("d1 a8")  # 7♥ on 4♥
    state.play("draw")
    assert [len(state.piles[h]) for h in HELPERS] == [1, 2, 2, 2, 2, 2, 2, 2]


def test_the_easy_deal_is_won() -> None:
    state = dealt("parade", easy())
    found = solve(state, 5.0)
    assert found.status == "won"
    for a in found.actions:
        state.apply_checked(a)
    assert state.is_won() and state.returns() == [1.0]
    assert all(len(state.piles[i]) == 4 for i in range(12))  # 12 full piles


def test_a_buried_five_cannot_come_out() -> None:
    # 5♠ lies in the helper row; the first deal covers it with 8♠, and 2♠ comes only
    # with the second deal: 8♠ can go nowhere but onto 5♠, so neither ever moves
    order = cards(" ".join(("3S 2C 2D 2H 4S 4C 4D 4H", "3C 3D 3H 7S 7C 7D 7H 6S",
                            "9S 9C 9D 9H 10S 10C 10D 10H", "5S 5C 5D 5H 6C 6D 6H JS",
                            "8S JC JD JH QS QC QD QH", "2S 8C 8D 8H KS KC KD KH")))
    state = dealt("parade", order)
    state.play("draw")
    assert state.piles[HELPERS[0]] == cards("5S 8S")
    assert not [t for t in texts(state) if t.startswith("d1 ")]


def test_no_place_for_a_base_is_stuck_and_lost() -> None:
    order = cards(" ".join(("9S 9C 9D 9H 10S 10C 10D 10H", "JS JC JD JH QS QC QD QH",
                            "KS KC KD KH 8S 8C 8D 8H", "7S 7C 7D 7H 6S 6C 6D 6H",
                            "5S 5C 5D 5H 4S 4C 4D 4H", "3S 3C 3D 3H 2S 2C 2D 2H")))
    state = dealt("parade", order)
    assert texts(state) == ["draw", "give up"]
    state.play("draw")
    assert texts(state) == ["draw", "give up"]  # the Fours have no empty place
    state.play("draw")
    assert state.is_terminal() and not state.is_won() and state.returns() == [0.0]
    assert solve(dealt("parade", order), 2.0).status == "lost"


def test_pinned_deals() -> None:
    for seed in (0, 1):
        state = seeded("parade", seed)
        found = solve(state, 5.0)
        assert found.status == "won"
        for a in found.actions:
            state.apply_checked(a)
        assert state.is_won()
    for seed in (45, 58):
        assert solve(seeded("parade", seed), 5.0).status == "lost"
