"""FreeCell: the compiled search (``_speedups.fc_search``) against the Python reference
(``_best_first_py``), deal by deal: the same verdict, the same line (move for move,
the safe moves home included) and the same number of positions stored, whatever stops
the search (a win, a node limit, a lost position), and every line replays as won."""

from __future__ import annotations

import itertools

import pytest

from koloda import fast
from koloda.engine.cards import ACE, make
from koloda.games.patience.solvers import freecell as fc
from koloda.games.patience.solvers.ms_deals import ms_deal

from .conftest import needs_ext

pytestmark = needs_ext


def both(columns: list[list[int]], cells: tuple[int | None, ...] = (),
         foundations: tuple[int, ...] = (0, 0, 0, 0), *, node_limit: int | None = None,
         free_cells: int = 4) -> tuple[fc.Solution, fc.Solution]:
    before = fast.set_pure(False)
    try:
        compiled = fc.solve_freecell(columns, cells, foundations, time_limit=600,
                                     node_limit=node_limit, free_cells=free_cells)
    finally:
        fast.set_pure(before)
    before = fast.set_pure(True)
    try:
        python = fc.solve_freecell(columns, cells, foundations, time_limit=600,
                                   node_limit=node_limit, free_cells=free_cells)
    finally:
        fast.set_pure(before)
    return compiled, python


def same(a: fc.Solution, b: fc.Solution) -> bool:
    return (a.status, a.moves, a.nodes) == (b.status, b.moves, b.nodes)


@pytest.mark.parametrize("first", [1, 41, 81, 617, 11981])
def test_microsoft_deals_give_the_same_lines(first: int) -> None:
    for n in range(first, first + 20):
        deal = ms_deal(n)
        compiled, python = both(deal)
        assert same(compiled, python), n
        if n == 11982:  # the one Microsoft deal of the first 32,000 that no line wins
            assert compiled.status == "lost"
        else:
            assert compiled.status == "won" and fc.verify(deal, compiled.moves), n


@pytest.mark.parametrize("free_cells", [0, 1, 2, 3])
def test_fewer_cells_and_node_limits_stop_alike(free_cells: int) -> None:
    for n in (3, 7, 19):
        deal = ms_deal(n)
        compiled, python = both(deal, free_cells=free_cells, node_limit=3000)
        assert same(compiled, python), (n, free_cells)
        if compiled.status == "won":
            assert fc.verify(deal, compiled.moves, free_cells=free_cells)


def test_a_position_in_play_and_more_columns() -> None:
    # a dealt game spread over ten columns, with cells in use and cards home
    deal = ms_deal(5)
    cards = [c for col in deal for c in col]
    home = [make(ACE, s) for s in range(4)]
    rest = [c for c in cards if c not in home]
    columns = [rest[i::10] for i in range(10)]
    cells = (columns[0].pop(), None, columns[1].pop())
    compiled, python = both(columns, cells, (1, 1, 1, 1))
    assert same(compiled, python)
    assert compiled.status == "won"
    assert fc.verify(columns, compiled.moves, cells, (1, 1, 1, 1))


def test_a_lost_position_is_lost_in_both() -> None:
    # no free cell, no empty column, each suit in a column of its own with its Ace at the
    # bottom and its King on top: no card can move at all
    spades = [make(ACE if r == 1 else r, 0) for r in range(1, 14)]
    hearts = [make(ACE if r == 1 else r, 3) for r in range(1, 14)]
    clubs = [make(ACE if r == 1 else r, 1) for r in range(1, 14)]
    diamonds = [make(ACE if r == 1 else r, 2) for r in range(1, 14)]
    columns = [spades, hearts, clubs, diamonds]
    compiled, python = both(columns, free_cells=0)
    assert same(compiled, python)
    assert compiled.status == "lost"


def test_the_compiled_search_refuses_what_it_cannot_hold() -> None:
    ext = fast._ext  # built, whether or not it is switched on
    assert ext is not None
    with pytest.raises(ValueError):
        ext.fc_search([b"\x01"], b"", (0, 0, 0, 0), 4, 1e9, 0, fc._clock.seconds, 10)
    with pytest.raises(ValueError):
        ext.fc_search([b""] * 17, b"", (0, 0, 0, 0), 4, 1e9, 0, fc._clock.seconds, 10)
    # more columns than the C search holds: the Python search takes it
    deal = ms_deal(2)
    cards = [c for col in deal for c in col]
    columns = [cards[i::20] for i in range(20)]
    compiled, python = both(columns)
    assert same(compiled, python)


def test_the_clock_stops_both(monkeypatch: pytest.MonkeyPatch) -> None:
    ticks = itertools.count()
    monkeypatch.setattr(fc._clock, "seconds", lambda: float(next(ticks)))
    # deal 1 with two cells is lost after some 70,000 positions: the fake clock (a second
    # a read) stops the search first
    got = fc.solve_freecell(ms_deal(1), time_limit=5, free_cells=2)
    assert got.status == "unknown"
