"""A solver for Колодец (the Well): depth-first search over small immutable positions.

No rule of the Well looks at a suit: a card is searched as its rank and colour, so two
cards of one rank and colour are one, and positions that differ only by them are one. A
position is the well's top, the four side piles, the waste and the stock. The side piles
are alike, so the table of positions seen keeps them sorted: a position and its
rearrangements are searched once. Moves to the well come first, then the waste's card to
the side piles, then moves between side piles, then the stock. The solver knows the
stock's order (it is *thoughtful*, as the solvability literature counts it); a hint
solves worlds with the unseen cards dealt anew.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from koloda.games.patience import actions as A
from koloda.games.patience import clock as _clock
from koloda.games.patience.piles import prank, red
from koloda.games.patience.solve import Solution

if TYPE_CHECKING:
    from koloda.games.patience.state import PatienceState

STOCK, WASTE, WELL = 0, 1, 2
SIDES = (3, 4, 5, 6)

Piles = tuple[tuple[int, ...], ...]
# (well rank, well red, side piles, waste, stock, passes)
Position = tuple[int, bool, Piles, tuple[int, ...], tuple[int, ...], int]


class _Limit(Exception):
    """The time or node budget ran out."""


def _kind(card: int) -> int:
    """What the rules see of a card: its rank and colour (never its suit)."""
    return prank(card) << 1 | red(card)


def _on_well(rank: int, is_red: bool, kind: int) -> bool:
    return kind >> 1 == rank % 13 + 1 and bool(kind & 1) != is_red


def _on_side(below: int, kind: int) -> bool:
    return kind >> 1 == (below >> 1) - 1 and (kind & 1) != (below & 1)


def _children(pos: Position, redeals: int, greedy: bool) -> list[tuple[int, Position]]:
    """(action, position) for every move, the promising ones first (``greedy``: only
    the moves to the well when there are some)."""
    rank, is_red, sides, waste, stock, passes = pos
    home: list[tuple[int, Position]] = []
    rest: list[tuple[int, Position]] = []
    for k, side in enumerate(sides):
        if side and _on_well(rank, is_red, side[-1]):
            card = side[-1]
            new_sides = (*sides[:k], side[:-1], *sides[k + 1:])
            home.append((A.move(SIDES[k], WELL),
                         (card >> 1, bool(card & 1), new_sides, waste, stock, passes)))
    if waste:
        card = waste[-1]
        if _on_well(rank, is_red, card):
            home.append((A.move(WASTE, WELL),
                         (card >> 1, bool(card & 1), sides, waste[:-1], stock, passes)))
        if greedy and home:
            return home
        for k, side in enumerate(sides):
            if not side or _on_side(side[-1], card):
                new_sides = (*sides[:k], (*side, card), *sides[k + 1:])
                rest.append((A.move(WASTE, SIDES[k]),
                             (rank, is_red, new_sides, waste[:-1], stock, passes)))
    for i, src in enumerate(sides):
        if not src:
            continue
        card = src[-1]
        for j, dst in enumerate(sides):
            if i != j and dst and _on_side(dst[-1], card):
                new = list(sides)
                new[i], new[j] = src[:-1], (*dst, card)
                rest.append((A.move(SIDES[i], SIDES[j]),
                             (rank, is_red, tuple(new), waste, stock, passes)))
    if stock:
        rest.append((A.DRAW_ACTION,
                     (rank, is_red, sides, (*waste, stock[-1]), stock[:-1], passes)))
    elif waste and passes < redeals:
        rest.append((A.RECYCLE_ACTION,
                     (rank, is_red, sides, (), waste[::-1], passes + 1)))
    return home + rest


def solve_well(state: PatienceState, time_limit: float,
               node_limit: int | None) -> Solution:
    """Solve a position of the Well (see the module's docstring): first a quick search
    that always plays to the well when it can (it finds most wins fast, but may miss
    one), then, with the rest of the budget, the full search."""
    start = _clock.seconds()
    quick = _search(state, time_limit * 0.3,
                    None if node_limit is None else node_limit // 3, greedy=True)
    if quick.status == "won":
        return quick
    left = max(0.0, time_limit - (_clock.seconds() - start))
    found = _search(state, left, None if node_limit is None else
                    max(0, node_limit - quick.nodes), greedy=False)
    found.nodes += quick.nodes
    found.seconds = _clock.seconds() - start
    return found


def _search(state: PatienceState, time_limit: float, node_limit: int | None,
            greedy: bool) -> Solution:
    start = _clock.seconds()
    deadline = start + time_limit
    redeals = int(getattr(state.rules, "redeals", 0))
    piles = state.piles
    top = piles[WELL][-1]
    root: Position = (prank(top), red(top),
                      tuple(tuple(_kind(c) for c in piles[i]) for i in SIDES),
                      tuple(_kind(c) for c in piles[WASTE]),
                      tuple(_kind(c) for c in piles[STOCK]), state.passes)

    def done(pos: Position) -> bool:
        return not pos[3] and not pos[4] and not any(pos[2])

    def key(pos: Position) -> tuple[object, ...]:
        return (pos[0], pos[1], tuple(sorted(pos[2])), pos[3], pos[4], pos[5])

    if done(root):
        return Solution("won", [], 0, 0.0)
    seen = {key(root)}
    path: list[int] = []
    stack = [(_children(root, redeals, greedy), 0)]
    nodes = 0
    try:
        while stack:
            options, k = stack[-1]
            if k >= len(options):
                stack.pop()
                if path:
                    path.pop()
                continue
            stack[-1] = (options, k + 1)
            action, child = options[k]
            nodes += 1
            if nodes & 1023 == 0 and (_clock.seconds() > deadline or (
                    node_limit is not None and nodes > node_limit)):
                raise _Limit
            ck = key(child)
            if ck in seen:
                continue
            seen.add(ck)
            path.append(action)
            if done(child):
                return Solution("won", path, nodes, _clock.seconds() - start)
            stack.append((_children(child, redeals, greedy), 0))
    except _Limit:
        return Solution("unknown", [], nodes, _clock.seconds() - start)
    return Solution("lost", [], nodes, _clock.seconds() - start)
