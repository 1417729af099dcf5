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


def solve(cols: list[list[Card]], down: list[int], stock: list[Card],
          waste: list[Card] | tuple[()] = (), found: list[int] | tuple[int, ...] = (0, 0, 0, 0),
          *, draw: int, redeals: int | None, pure: bool, node_limit: int | None = NODES,
          table_cap: int = kl.TABLE_CAP) -> kl.Solution:
    # a generous time limit: only the node limit may stop either side, so that they
    # must agree to the node
    before = fast.set_pure(pure)
    try:
        return kl.solve_klondike(cols, down, stock, waste, found, draw=draw, redeals=redeals,
                                 node_limit=node_limit, time_limit=600, table_cap=table_cap)
    finally:
        fast.set_pure(before)


def check(cols: list[list[Card]], down: list[int], stock: list[Card],
          waste: list[Card] | tuple[()], found: list[int] | tuple[int, ...], *, draw: int,
          redeals: int | None, what: object, table_cap: int = kl.TABLE_CAP) -> kl.Solution:
    """The compiled search and the Python reference, compared: the same verdict, line,
    node count and table size; every win replays on the reference rules."""
    compiled, python = (solve(cols, down, stock, waste, found, draw=draw, redeals=redeals,
                              pure=pure, table_cap=table_cap) for pure in (False, True))
    assert (compiled.status, compiled.moves, compiled.nodes, compiled.table) == (
        python.status, python.moves, python.nodes, python.table), what
    assert compiled.table <= table_cap, what
    if compiled.status == "won":
        assert kl.verify(cols, down, stock, waste, found, compiled.moves, draw=draw,
                         redeals=redeals), what
    return compiled


@pytest.mark.parametrize(("draw", "redeals", "first", "count"),
                         [(3, None, 0, 120), (1, None, 1000, 60), (3, 2, 2000, 50),
                          (1, 0, 3000, 50), (3, 0, 4000, 40)])
def test_seeded_deals_give_the_same_lines(draw: int, redeals: int | None, first: int,
                                          count: int) -> None:
    seen: Counter[str] = Counter()
    for seed in range(first, first + count):
        cols, down, stock = kl.deal_klondike(seed)
        seen[check(cols, down, stock, (), (0, 0, 0, 0), draw=draw, redeals=redeals,
                   what=(seed, draw, redeals)).status] += 1
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
                   what=(seed, k)).status] += 1
    assert seen["won"] and seen["lost"], seen


@pytest.mark.parametrize(("table_cap", "draw", "redeals", "seed"),
                         [(1, 3, None, 0), (40, 1, None, 1000), (1000, 3, 2, 2000),
                          (300, 3, None, 5)])
def test_a_full_table_gives_the_same_lines_and_verdicts(table_cap: int, draw: int,
                                                        redeals: int | None,
                                                        seed: int) -> None:
    # A table too small for the search: past the cap both engines search new positions
    # without storing them (catching cycles on the path alone), decision by decision
    # alike. A full table may cost a verdict ("unknown" at the node limit) but never
    # change one: a decided deal gets the verdict it gets with the default table.
    seen: Counter[str] = Counter()
    full = 0
    rng = random.Random(seed)
    positions = [(*kl.deal_klondike(seed + k), (), (0, 0, 0, 0)) for k in range(8)]
    positions += [_random_position(rng, (2, 8), 5, 0.3, 8) for _ in range(12)]
    for k, (cols, down, stock, waste, found) in enumerate(positions):
        what = (table_cap, draw, redeals, seed, k)
        got = check(cols, down, stock, waste, found, draw=draw, redeals=redeals, what=what,
                    table_cap=table_cap)
        seen[got.status] += 1
        full += got.table == table_cap
        if got.status != "unknown":
            roomy = solve(cols, down, stock, waste, found, draw=draw, redeals=redeals,
                          pure=False)
            assert roomy.status in (got.status, "unknown"), what
    assert full and seen["won"] and seen["lost"], (full, seen)


def _root(seed: int) -> tuple[tuple[bytes, ...], tuple[int, ...], tuple[int, ...], bytes]:
    """A seeded deal in the compiled search's terms: columns, face-down counts,
    foundations and talon (as solve_klondike hands them to kl_start)."""
    start = kl.Position.start(*kl.deal_klondike(seed))
    cols = tuple(bytes([kl._code(c) | (kl._DOWN if k < d else 0) for k, c in enumerate(col)])
                 for col, d in zip(start.tableau, start.down, strict=True))
    return cols, start.down, start.foundations, bytes(kl._code(c) for c in start.stock[::-1])


@pytest.mark.parametrize("table_cap", [1, 100_000])
def test_the_compiled_table_never_outgrows_its_cap(table_cap: int) -> None:
    # The table stops at the cap, and so does its memory: 16 bytes a slot, kept at most
    # half full, so no more slots than the first allocation (2**16) or twice the cap
    # rounded up to a power of two. The path's positions left out of the full table are
    # listed only while on the path: none once the search is over.
    ext = fast._ext
    assert ext is not None
    slots_max = max(1 << 16, 1 << (2 * table_cap - 1).bit_length())
    most = 0
    for seed in (4, 14):  # lost (in 17,000 macro moves with one entry), and unknown
        searcher = ext.kl_new(3, -1, kl._ORDERS[0], table_cap)
        assert ext.kl_start(searcher, *_root(seed), 0, -1) is None
        status, limit = "stop", 0
        while status == "stop" and limit < 400_000:
            limit += 20_000
            status, _, nodes = ext.kl_run(searcher, 1e18, limit, kl._clock.seconds)
            entries, slots, off = ext.kl_stats(searcher)
            assert entries <= table_cap and slots <= slots_max, (seed, nodes)
            most = max(most, entries)
        if status != "stop":
            assert off == 0, seed
    assert most == table_cap  # the full-table path was taken


def test_the_cap_is_checked() -> None:
    cols, down, stock = kl.deal_klondike(1)
    with pytest.raises(ValueError):
        kl.solve_klondike(cols, down, stock, table_cap=0)
    ext = fast._ext
    assert ext is not None
    with pytest.raises(ValueError):
        ext.kl_new(3, -1, kl._ORDERS[0], 0)


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
    searcher = ext.kl_new(3, -1, kl._ORDERS[0], kl.TABLE_CAP)
    cols = (b"",) * 7
    with pytest.raises(ValueError):  # six columns
        ext.kl_start(searcher, cols[:6], (0,) * 6, (13,) * 4, b"", 0, -1)
    with pytest.raises(ValueError):  # a card code outside the pack
        ext.kl_start(searcher, (b"\x02", *cols[1:]), (0,) * 7, (13,) * 4, b"", 0, -1)
    with pytest.raises(ValueError):  # a pointer past the talon's end
        ext.kl_start(searcher, cols, (0,) * 7, (13,) * 4, b"", 1, -1)
    with pytest.raises(ValueError):
        ext.kl_new(0, -1, kl._ORDERS[0], kl.TABLE_CAP)
    # the plain search (for the tests) is the Python one only, whatever the switch says
    assert kl._compiled(3, None, True) is None
