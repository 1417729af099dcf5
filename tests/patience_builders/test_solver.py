"""The builders group's solver: canonical keys, the auto rule on and off, hints."""

from __future__ import annotations

from koloda.games.patience import actions as A
from koloda.games.patience.solve import hint
from koloda.games.patience.solvers.builders import Model, solve

from .helpers import by_rank, ladder, rigged, rows_order, seeded, wins_by_replay


def test_key_ignores_the_order_of_interchangeable_piles() -> None:
    state = seeded("street", 4, auto=False)
    model = Model(state)
    pos = model.start(state)
    swapped = list(pos[0])
    swapped[4], swapped[9] = swapped[9], swapped[4]
    assert model.key(pos) == model.key((tuple(swapped), 0))
    assert model.key(pos) != model.key(model.apply(pos, model.moves(pos)[0]))


def test_key_keeps_piles_apart_while_a_row_stock_deals_into_them() -> None:
    state = seeded("carlton", 4, auto=False)
    model = Model(state)
    pos = model.start(state)
    swapped = list(pos[0])
    swapped[5], swapped[6] = swapped[6], swapped[5]
    assert model.key(pos) != model.key((tuple(swapped), 0))


def test_twins_are_one_card_in_the_key() -> None:
    state = seeded("streets", 2, auto=False)
    model = Model(state)
    piles = list(model.start(state)[0])
    twins = list(piles)
    twins[10] = tuple(c ^ 128 for c in piles[10])
    assert model.key((tuple(piles), 0)) == model.key((tuple(twins), 0))


def test_without_the_auto_rule_the_solver_plays_safe_cards_itself() -> None:
    state = seeded("street", 1, auto=False)
    found = solve(state, 5.0)
    assert found.status == "won"
    homeward = [a for a in found.actions if state.specs[A.decode(a)[2]].kind == "foundation"]
    assert len(homeward) == 52
    assert wins_by_replay(state) == "won"


def test_sorted_stock_deals_are_solved() -> None:
    ranks = by_rank(decks=2)
    state = rigged("streets", rows_order(ladder(ranks[:32], 8)) + ranks[32:])
    assert wins_by_replay(state) == "won"


def test_a_hint_is_legal_and_bounded_by_its_node_caps() -> None:
    """No timing: node caps bound every search, so the answer is the same anywhere."""
    state = seeded("street", 2)
    report = hint(state, 60.0, nodes=20_000)
    assert report.worlds == 0 and report.status == "won"
    assert report.action in state.legal_actions()
    state = seeded("alternation", 3)  # the stock is hidden: worlds are sampled
    report = hint(state, 60.0, worlds=4, nodes=3_000)
    assert report.worlds == 4 and report.won + report.lost <= 4
    assert report.action is None or report.action in state.legal_actions()
