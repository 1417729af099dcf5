"""Коко: the chain of cards turned onto their places."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.games.patience import actions as A
from koloda.games.patience.layouts.coco import HAND, SLOTS, STOCK, place_of
from koloda.games.patience.solve import solve

from .helpers import dealt, game, refused, seeded, step_to_end, texts, top


def chain_deal(rotate: int = 0) -> list[C.Card]:
    """A deal with four chains and no cycle: the pile's cards start them, each place
    holds the next card of its chain, every chain ends at an Ace."""
    deck = C.deck(36)
    others = [c for c in deck if C.rank_of(c) != C.ACE]
    aces = [c for c in deck if C.rank_of(c) == C.ACE]
    others = others[rotate:] + others[:rotate]
    content: dict[int, C.Card] = {}
    starts = []
    for k in range(4):
        chain = others[8 * k:8 * k + 8]
        starts.append(chain[0])
        for a, b in zip(chain, [*chain[1:], aces[k]], strict=True):
            content[place_of(a)] = b
    slots = [content[r * 9 + c] for r in range(4) for c in range(8)]
    return slots + starts


def test_layout_hides_every_card() -> None:
    state = dealt("coco", chain_deal())
    assert state.labels[:9] == ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9"]
    assert [len(state.piles[i]) for i in range(9)] == [1] * 8 + [0]
    assert len(state.piles[STOCK]) == 4 and not state.piles[HAND]
    obs = state.observation(0)
    assert all(c is None for p in obs["piles"] for c in p["cards"])
    assert texts(state) == ["step", "give up"]


def test_a_step_takes_the_pile_then_follows_the_chain() -> None:
    order = chain_deal()
    state = dealt("coco", order)
    first = order[32]  # the first of the four: on top of the pile
    state.play("step")
    assert top(state, "h") == C.to_text(first)
    under = state.piles[place_of(first)][0]
    state.play("step")  # the card goes home, the one lying there comes up
    assert state.piles[place_of(first)] == [first]
    assert state.down[place_of(first)] == 0
    assert state.piles[HAND] == [under]


def test_moves_are_refused() -> None:
    state = dealt("coco", chain_deal())
    assert "a1 a2" not in texts(state)
    refused(state, "a1 a2")
    refused(state, "draw")


def test_a_deal_without_cycles_is_won() -> None:
    state = dealt("coco", chain_deal(3))
    assert step_to_end(state) == 4 + 36  # four draws, 36 cards home
    assert state.is_won() and state.returns() == [1.0]
    assert all(state.piles[place_of(state.piles[i][0])] == state.piles[i]
               for i in range(SLOTS))


def test_a_card_on_its_own_place_is_never_reached() -> None:
    order = chain_deal()
    six = C.parse("6S")
    # swap 6♠ with the card on its place: it lies at home, a cycle of one
    i, j = order.index(six), place_of(six)
    order[i], order[j] = order[j], order[i]
    state = dealt("coco", order)
    step_to_end(state)
    assert not state.is_won() and state.returns() == [0.0]
    assert state.down[place_of(six)] == 1  # still face down: the chain never came


def cycles(order: list[C.Card]) -> bool:
    """Whether the face-down cards hold a cycle (then the deal is lost)."""
    lying = {}
    for k, card in enumerate(order[:32]):
        lying[k // 8 * 9 + k % 8] = card
    reached = set()
    for card in order[32:]:
        while C.rank_of(card) != C.ACE:
            reached.add(card)
            card = lying[place_of(card)]
        reached.add(card)
    return len(reached) < 36


def test_the_solver_wins_exactly_the_deals_without_cycles() -> None:
    for seed in range(60):
        state = seeded("coco", seed)
        found = solve(state, 1.0)
        assert found.status == ("lost" if cycles(state.deals[0]) else "won"), seed


def test_pinned_deals() -> None:
    for seed, status in ((7, "won"), (13, "won"), (0, "lost"), (1, "lost")):
        found = solve(seeded("coco", seed), 1.0)
        assert found.status == status
        if status == "won":
            state = seeded("coco", seed)
            for a in found.actions:
                state.apply_checked(a)
            assert state.is_won()
    assert game("coco").deck_size == 36
    assert seeded("coco", 7).legal_actions() == [A.STEP_ACTION, A.GIVE_UP_ACTION]
