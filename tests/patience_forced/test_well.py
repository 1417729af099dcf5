"""Колодец: the centre pile up in alternating colours, the side piles down."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.games.patience import actions as A
from koloda.games.patience.layouts.well import SIDES, STOCK, WASTE, WELL
from koloda.games.patience.solve import solve

from .helpers import cards, dealt, refused, seeded, texts, top


def one_line() -> list[C.Card]:
    """A deal whose cards come in the well's own order: A♠ in the well, then 2♥ 3♠ …
    K♠, A♥ 2♠ … K♥, A♣ 2♦ … K♣, A♦ 2♣ … K♦ (the first four on the side piles)."""
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    out = []
    for black, red_suit in (("S", "H"), ("H", "S"), ("C", "D"), ("D", "C")):
        for k, r in enumerate(ranks):
            out.append(f"{r}{black if k % 2 == 0 else red_suit}")
    return cards(" ".join(out))


def test_layout() -> None:
    state = dealt("well", one_line())
    assert state.labels == ["s", "w", "f", "1", "2", "3", "4"]
    assert top(state, "f") == "AS"
    assert [top(state, str(k)) for k in range(1, 5)] == ["2H", "3S", "4H", "5S"]
    assert len(state.piles[STOCK]) == 47 and state.down[STOCK] == 47
    assert not any(c for c in state.observation(0)["piles"][0]["cards"])


def test_the_well_builds_up_in_alternating_colours() -> None:
    state = dealt("well", one_line())
    assert "1 f" in texts(state)  # 2♥ on A♠
    assert "2 f" not in texts(state)
    refused(state, "2 f")  # 3♠ does not follow A♠
    state.play("1 f")
    state.play("2 f")  # 3♠ on 2♥
    assert top(state, "f") == "3S" and not state.piles[SIDES[0]]


def test_only_the_reserve_fills_an_empty_side_pile() -> None:
    state = dealt("well", one_line())
    state.play("1 f")  # side pile 1 is empty now
    assert "2 1" not in texts(state)
    refused(state, "4 1")
    state.play("draw")
    assert top(state, "w") == "6H"
    assert "w 1" in texts(state)
    state.play("w 1")
    assert top(state, "1") == "6H" and not state.piles[WASTE]


def test_side_piles_build_down_in_alternating_colours() -> None:
    order = cards("KS 9H 7C 10D 2C") + [c for c in C.deck(52)
                                        if c not in cards("KS 9H 7C 10D 2C")]
    state = dealt("well", order)
    # 9♥ (pile 1) cannot go on 10♦ (pile 3): same colour; 7♣ cannot go on 9♥: not next
    assert texts(state) == ["draw", "give up"]
    refused(state, "1 3")


def test_cards_in_their_order_win() -> None:
    state = dealt("well", one_line())
    for k in range(1, 5):
        state.play(f"{k} f")
    while state.piles[STOCK]:
        state.play("draw")
        state.play("w f")
    assert state.is_won() and len(state.piles[WELL]) == 52
    assert state.returns() == [1.0]
    assert top(state, "f") == "KD"  # after K♣ … the well turned the corner four times


def test_the_solver_finds_the_same_win() -> None:
    found = solve(dealt("well", one_line()), 2.0)
    assert found.status == "won"


def test_a_reversed_stock_is_won_through_the_side_piles() -> None:
    order = one_line()
    order = order[:5] + order[5:][::-1]  # the stock comes from K♦ down
    state = dealt("well", order)
    found = solve(state, 5.0)
    assert found.status == "won"
    moves = [A.decode(a) for a in found.actions]
    assert any(kind == A.MOVE and a == WASTE and b in SIDES for kind, a, b, _n in moves)


def test_pinned_deals() -> None:
    for seed in (24, 18):
        state = seeded("well", seed)
        assert solve(state, 5.0).status == "lost"
        while not state.is_terminal():  # played out, the deal ends stuck
            state.apply(state.legal_actions()[0])
        assert not state.is_won() and state.returns() == [0.0]
    for seed in (1, 5):
        state = seeded("well", seed, "redeal")
        found = solve(state, 5.0)
        assert found.status == "won"
        for a in found.actions:
            state.apply_checked(a)
        assert state.is_won() and state.passes <= 2
