"""Thoughtful Klondike: the compiled search (``_speedups.kl_*``) against the Python
reference (``_Searcher``), deal by deal: the same verdict, the same line (move for move,
draws and safe moves home included) and the same number of macro moves tried, whether a
win, a proof of loss or the node limit ends the search, under each talon rule (draw 3 or
1, unlimited redeals or a cap); every line replays as won on the reference rules."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from koloda import fast
from koloda.engine.cards import Card
from koloda.games.patience.solvers import klondike as kl

from ..patience_solvers.test_klondike import _random_position
from .conftest import needs_ext

pytestmark = needs_ext

# Small enough that the Python side (~0.1 s a deal) keeps the file near 40 s, large
# enough that every verdict turns up.
NODES = 20_000


def both(cols: list[list[Card]], down: list[int], stock: list[Card],
         waste: list[Card] | tuple[()] = (), found: list[int] | tuple[int, ...] = (0, 0, 0, 0),
         *, draw: int, redeals: int | None,
         node_limit: int | None = NODES) -> tuple[kl.Solution, kl.Solution]:
    # a generous time limit: only the node limit may stop either side, so that they
    # must agree to the node
    out = []
    for pure in (False, True):  # the compiled search, then the Python reference
        before = fast.set_pure(pure)
        try:
            out.append(kl.solve_klondike(cols, down, stock, waste, found, draw=draw,
                                         redeals=redeals, node_limit=node_limit,
                                         time_limit=600))
        finally:
            fast.set_pure(before)
    return out[0], out[1]


def check(cols: list[list[Card]], down: list[int], stock: list[Card],
          waste: list[Card] | tuple[()], found: list[int] | tuple[int, ...], *, draw: int,
          redeals: int | None, what: object) -> str:
    compiled, python = both(cols, down, stock, waste, found, draw=draw, redeals=redeals)
    assert (compiled.status, compiled.moves, compiled.nodes) == (
        python.status, python.moves, python.nodes), what
    if compiled.status == "won":
        assert kl.verify(cols, down, stock, waste, found, compiled.moves, draw=draw,
                         redeals=redeals), what
    return compiled.status


@pytest.mark.parametrize(("draw", "redeals", "first", "count"),
                         [(3, None, 0, 120), (1, None, 1000, 60), (3, 2, 2000, 50),
                          (1, 0, 3000, 50), (3, 0, 4000, 40)])
def test_seeded_deals_give_the_same_lines(draw: int, redeals: int | None, first: int,
                                          count: int) -> None:
    seen: Counter[str] = Counter()
    for seed in range(first, first + count):
        cols, down, stock = kl.deal_klondike(seed)
        seen[check(cols, down, stock, (), (0, 0, 0, 0), draw=draw, redeals=redeals,
                   what=(seed, draw, redeals))] += 1
    # the node limit is set so that each rule set gives proofs of loss and unknowns too
    assert seen["lost"] and seen["unknown"], seen


@pytest.mark.parametrize(("draw", "redeals", "seed"), [(3, None, 4), (1, None, 2), (3, 1, 7)])
def test_late_game_positions_give_the_same_lines(draw: int, redeals: int | None,
                                                 seed: int) -> None:
    # positions in play: cards home (so cards come back from the foundations), waste and
    # stock both in use, face-up cards not in runs
    rng = random.Random(seed)
    seen: Counter[str] = Counter()
    for k in range(40):
        cols, down, stock, waste, found = _random_position(rng, (2, 8), 5, 0.3, 8)
        seen[check(cols, down, stock, waste, found, draw=draw, redeals=redeals,
                   what=(seed, k))] += 1
    assert seen["won"] and seen["lost"], seen


def test_the_clock_stops_both(monkeypatch: pytest.MonkeyPatch) -> None:
    # a fake clock that gains a second a read: either search stops at its first read
    # past the deadline, with nothing decided
    cols, down, stock = kl.deal_klondike(9)
    for pure in (False, True):
        ticks = itertools.count()
        monkeypatch.setattr(kl._clock, "seconds", lambda t=ticks: float(next(t)))
        before = fast.set_pure(pure)
        try:
            got = kl.solve_klondike(cols, down, stock, draw=3, time_limit=5)
        finally:
            fast.set_pure(before)
        assert got.status == "unknown" and got.moves == [], pure


def test_the_compiled_search_refuses_what_it_cannot_hold() -> None:
    ext = fast._ext  # built, whether or not it is switched on
    assert ext is not None
    searcher = ext.kl_new(3, -1, kl._ORDERS[0])
    cols = (b"",) * 7
    with pytest.raises(ValueError):  # six columns
        ext.kl_start(searcher, cols[:6], (0,) * 6, (13,) * 4, b"", 0, -1)
    with pytest.raises(ValueError):  # a card code outside the pack
        ext.kl_start(searcher, (b"\x02", *cols[1:]), (0,) * 7, (13,) * 4, b"", 0, -1)
    with pytest.raises(ValueError):  # a pointer past the talon's end
        ext.kl_start(searcher, cols, (0,) * 7, (13,) * 4, b"", 1, -1)
    with pytest.raises(ValueError):
        ext.kl_new(0, -1, kl._ORDERS[0])
    # the plain search (for the tests) is the Python one only, whatever the switch says
    assert kl._compiled(3, None, True) is None
