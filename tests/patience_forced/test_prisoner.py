"""Узник: prisoners of the middle card's rank are freed, the stock goes through twice."""

from __future__ import annotations

from koloda.games.patience.layouts.prisoner import FREED, LEFT, MIDDLE, RIGHT, STOCK
from koloda.games.patience.solve import solve

from .helpers import cards, dealt, refused, seeded, step_to_end, texts, top

PRISONERS = "6S 6C 6D 7S 7C 7D 8S 8C 8D 9S 9C 9D 10S 10C 10D JS JC JD"
# the first three (the top row), then five threes; the middle cards free one rank each
TOP_ROW = "QS 6H QC"
STOCK_CARDS = "QD 7H QH KS 8H KC KD 9H KH AS 10H AC AD JH AH"


def test_layout_and_the_first_freeing() -> None:
    state = dealt("prisoner", cards(" ".join((PRISONERS, TOP_ROW, STOCK_CARDS))))
    assert state.labels[:2] == ["a1", "a2"] and state.labels[9] == "b1"
    assert [top(state, x) for x in "lmr"] == ["QS", "6H", "QC"]
    assert len(state.piles[STOCK]) == 15
    assert texts(state) == ["step", "give up"]
    refused(state, "a1 m")
    state.play("step")  # the three Sixes go onto the middle place
    assert state.piles[FREED] == cards("6S 6C 6D")
    assert top(state, "a1") is None and top(state, "a4") == "7S"
    state.play("step")  # nothing more to free: three cards cover the top row
    assert [top(state, x) for x in "lmr"] == ["QD", "7H", "QH"]


def test_all_freed_in_one_pass_wins() -> None:
    state = dealt("prisoner", cards(" ".join((PRISONERS, TOP_ROW, STOCK_CARDS))))
    step_to_end(state)
    assert state.is_won() and state.passes == 0 and len(state.piles[FREED]) == 18


def test_the_second_pass_deals_the_top_piles_left_middle_right() -> None:
    # Q♦ is a prisoner and no Queen ever comes to the middle
    prisoners = PRISONERS.replace("JD", "QD")
    stock = "JD 7H KC QH 8H KD KS 9H KH AS 10H AC AD JH AH"
    state = dealt("prisoner", cards(" ".join((prisoners, TOP_ROW, stock))))
    while state.passes == 0:
        before = [list(state.piles[p]) for p in (LEFT, MIDDLE, RIGHT)]
        state.play("step")
    assert state.piles[STOCK][::-1] == before[0] + before[1] + before[2]
    assert before[0] == cards("QS JD QH KS AS AD")
    assert len(state.piles[FREED]) == 17
    state.play("step")
    assert [top(state, x) for x in "lmr"] == ["QS", "JD", "QH"]
    step_to_end(state)
    assert not state.is_won() and state.returns() == [0.0]
    assert [p for p in state.piles[:18] if p] == [cards("QD")]


def test_one_pass_only() -> None:
    prisoners = PRISONERS.replace("JD", "QD")
    stock = STOCK_CARDS.replace("QD", "JD")
    both = dealt("prisoner", cards(" ".join((prisoners, TOP_ROW, stock))))
    step_to_end(both)
    assert both.is_won() and both.passes == 1  # Q♥ comes to the middle in the 2nd pass
    once = dealt("prisoner", cards(" ".join((prisoners, TOP_ROW, stock))), passes=1)
    step_to_end(once)
    assert once.passes == 0 and not once.is_won()


def test_pinned_deals() -> None:
    for seed in (58, 109):
        state = seeded("prisoner", seed)
        found = solve(state, 1.0)
        assert found.status == "won"
        step_to_end(state)
        assert state.is_won()
    for seed in (0, 1):
        assert solve(seeded("prisoner", seed), 1.0).status == "lost"
