"""Часы (Clock): the deal, the one step, a won and a lost deal, the 1/13 check."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.games.patience import actions as A
from koloda.games.patience.layouts.clock import HOURS, KINGS
from koloda.games.patience.solve import solve

from .helpers import by_patience_rank, checked_refusal, refused, rigged, seeded, texts


def order_from_piles(piles: list[list[C.Card]]) -> list[C.Card]:
    """The deal order that makes pile ``p`` turn up ``piles[p]`` (first turned first)."""
    order = [0] * 52
    for p, turned in enumerate(piles):
        for k, card in enumerate(turned):  # the top (turned first) is dealt last
            order[p + 13 * (3 - k)] = card
    return order


def won_order() -> list[C.Card]:
    """The cards turn up A, 2, … K four times over: the last one is the fourth King."""
    piles: list[list[C.Card]] = [[] for _ in range(HOURS)]
    for suit in range(4):
        for rank in range(1, 14):
            # a card of rank r is turned from the pile of rank r-1 (the Aces from the
            # Kings' pile)
            src = KINGS if rank == 1 else rank - 2
            piles[src].append(by_patience_rank(rank, suit))
    return order_from_piles(piles)


def kings_first_order() -> list[C.Card]:
    """The Kings' pile holds the four Kings: they come up first and end the deal."""
    deck = [by_patience_rank(r, s) for s in range(4) for r in range(1, 13)]
    piles = [deck[4 * p:4 * p + 4] for p in range(12)]
    piles.append([by_patience_rank(13, s) for s in range(4)])
    return order_from_piles(piles)


def test_layout_is_thirteen_face_down_piles() -> None:
    st = rigged("clock", won_order())
    assert [len(p) for p in st.piles] == [4] * 13 and st.down == [4] * 13
    assert st.labels[KINGS] == "K" and st.labels[0] == "1" and st.labels[11] == "12"
    assert st.hidden_positions() and all(c is None for p in st.observation(0)["piles"]
                                         for c in p["cards"])
    assert texts(st) == ["step", "give up"]


def test_a_step_tucks_the_card_under_its_hour() -> None:
    st = rigged("clock", won_order())
    st.play("step")
    ace_pile = st.piles[0]
    assert C.to_text(ace_pile[-1]) == "AS" and st.down[0] == 4 and st.down[KINGS] == 3
    st.play("ход")
    assert C.to_text(st.piles[1][-1]) == "2S" and st.down[0] == 3
    assert st.describe_action(A.STEP_ACTION, "ru") == "следующая карта"


def test_only_the_step_is_legal() -> None:
    st = rigged("clock", won_order())
    msg = refused(st, "1 2")
    assert "not moved from pile to pile" in msg and "next card" in msg
    checked_refusal(st, A.DRAW_ACTION)


def test_won_deal_ends_on_the_fourth_king() -> None:
    st = rigged("clock", won_order())
    steps = 0
    while not st.is_terminal():
        st.play("step")
        steps += 1
    assert steps == 52 and st.is_won() and st.returns() == [1.0]
    assert all(len(p) == 4 and {C.rank_of(c) for c in p} == {p[0] & 15} for p in st.piles)


def test_kings_first_deal_is_lost_after_four_steps() -> None:
    st = rigged("clock", kings_first_order())
    for _ in range(4):
        st.play("step")
    assert st.is_terminal() and not st.is_won() and st.returns() == [0.0]
    assert sum(st.down) == 48


def test_solver_and_pinned_seeds() -> None:
    assert solve(rigged("clock", won_order()), 1.0).status == "won"
    assert solve(rigged("clock", kings_first_order()), 1.0).status == "lost"
    won = [seed for seed in range(40) if solve(seeded("clock", seed), 1.0).status == "won"]
    assert won == PINNED_WINS


PINNED_WINS = [12]  # of seeds 0-39 (about 1 in 13 is won)


def physical_clock(order: list[C.Card]) -> tuple[bool, int]:
    """Clock played as on a table, written apart from the game's code: the deck is dealt
    round thirteen places four times (Ace at one o'clock … Queen at twelve, Kings in the
    middle), the card dealt last on top. A turned card is tucked face up *under* the pile
    of its rank; play goes on from that pile and stops when its top card is already face
    up. Returns (every card face up, how many cards were turned)."""
    from collections import deque

    places = [deque[tuple[C.Card, bool]]() for _ in range(13)]
    for k, card in enumerate(order):
        places[k % 13].append((card, False))  # right end = top
    hour = {C.ACE: 0, C.JACK: 10, C.QUEEN: 11, C.KING: 12}
    at = 12
    turned = 0
    while True:
        card, up = places[at][-1]
        if up:
            break
        places[at].pop()
        turned += 1
        at = hour.get(C.rank_of(card), C.rank_of(card) - 1)
        places[at].appendleft((card, True))
    return all(up for pile in places for _, up in pile), turned


def test_rules_agree_with_a_physical_clock_deal_for_deal() -> None:
    import random

    orders = [seeded("clock", seed).deals[0] for seed in range(1, 301)]
    rng = random.Random(1913)
    for _ in range(100):  # and shuffles that owe nothing to the game's own seeding
        order = C.deck(52)
        rng.shuffle(order)
        orders.append(order)
    orders += [won_order(), kings_first_order()]
    won = 0
    for order in orders:
        st = rigged("clock", order)
        steps = 0
        while not st.is_terminal():
            st.apply(A.STEP_ACTION)
            steps += 1
        expect_won, expect_turned = physical_clock(order)
        assert (st.is_won(), steps) == (expect_won, expect_turned), order
        assert 52 - sum(st.down) == steps
        won += expect_won
    assert 10 < won < 60  # about 1 in 13 of 402 deals, two of them rigged
