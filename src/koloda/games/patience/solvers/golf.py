"""A solver for the building games of the Golf family (Основание, Ёлочки): decides a
position and finds a winning line.

The rules solved
----------------
Cards lie in *slots*; a slot's card is free once every slot that covers it is empty (a
column of Golf: the cards nearer the player; a pyramid-like tree: the two cards below).
One pile, the *foundation*, takes a free card one rank above or below its top card,
regardless of suit (a Queen on a King unless ``on_king`` is off; the King and the Ace
follow each other only with ``wrap``). At any time the next card of the stock may be
turned onto the foundation. The deal is won when every slot is empty, whatever is left in
the stock.

How the search works
--------------------
* A position is exactly (the set of emptied slots, how many stock cards are turned, the
  rank on top of the foundation): nothing else can change what follows. Fewer cards
  turned is never worse: a line that wins after turning ``d`` cards also wins from the
  same slots and top with ``d' < d`` turned, by turning the ``d - d'`` extra cards all
  at once before its next turn. So the transposition table maps (slots, top) to the
  fewest cards turned with which that position was lost, and cuts any later visit with
  as many or more. Better still, a position lost with ``d`` cards turned loses every
  position with the same slots and ``e > d`` turned whose top is a rank found among the
  stock cards ``d .. e-1``: turning the stock up to that card reaches it with fewer
  turned. So the table also keeps, for each set of emptied slots, the fewest cards
  turned with which some position of it was lost.
* Depth-first, plays before turning the stock; among plays, the card whose slot covers
  the most others first (Wolter's "play from the long piles"), then Kings and Aces (after
  them fewer cards fit, so they are best played when they end a run).
* A dead end is cut early: a card still in a slot whose every possible base (the ranks it
  may go on) is gone from the slots, the stock and the top can never leave, so the
  position is lost. Only the ranks next to the card just taken can become stranded, so
  the test is a few lookups per move.
* Every move of the game is among those searched, so when the search runs out of new
  positions the deal is lost: the verdict ``"lost"`` is a proof.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, field

from koloda.games.patience import clock as _clock

DEAL = -1  # the move "turn the next stock card"


@dataclass(frozen=True)
class GolfRules:
    wrap: bool = False  # K–A and A–K
    on_king: bool = True  # a Queen may go on a King


@dataclass
class GolfResult:
    """``status``: ``won`` (``moves`` win: slot indices, DEAL for the stock), ``lost`` (a
    proof) or ``unknown`` (a limit came first)."""

    status: str
    moves: list[int] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0


def fits(top: int, rank: int, rules: GolfRules) -> bool:
    """Whether a card of ``rank`` may go on ``top`` (patience ranks, 0 = no top)."""
    if top == 0:
        return False
    if top == 13 and rank == 12 and not rules.on_king:
        return False
    if rank - top in (1, -1):
        return True
    return rules.wrap and {top, rank} == {1, 13}


def solve_golf(ranks: Sequence[int], covers: Sequence[Sequence[int]], stock: Sequence[int],
               top: int, rules: GolfRules, time_limit: float = 2.0,
               node_limit: int | None = None) -> GolfResult:
    """Solve a position: ``ranks[i]`` is slot i's card (patience rank), ``covers[i]`` the
    slots that must be empty before slot i is free, ``stock`` the stock's ranks, the next
    card first, ``top`` the foundation's rank (0: empty)."""
    start = _clock.seconds()
    n = len(ranks)
    n_stock = len(stock)
    full = (1 << n) - 1
    # below[i]: the slots slot i holds back, directly or not; above[i]: those that hold
    # it back. Neither can be its base: a card held back by i leaves after i, and a card
    # holding back one of i's direct coverers leaves before that coverer, which leaves
    # before i is free. ``unusable[i]`` is both.
    below = [0] * n
    above = [0] * n
    for k in range(n):
        for i in range(n):
            if i != k and _covers(i, k, covers):
                below[i] |= 1 << k
                above[k] |= 1 << i
    unusable = below[:]
    for i in range(n):
        for c in covers[i]:
            unusable[i] |= above[c]
    frees = [[k for k in range(n) if i in covers[k]] for i in range(n)]  # i covers k
    blockers = [len(set(cov)) for cov in covers]
    weight = [-bin(below[i]).count("1") for i in range(n)]  # play from long piles first
    bases = [[t for t in range(1, 14) if fits(t, r, rules)] for r in range(14)]
    onto = [[r for r in range(1, 14) if fits(t, r, rules)] for t in range(14)]
    needers = [[q for q in range(1, 14) if r in bases[q]] for r in range(14)]
    slots_of = [[i for i in range(n) if ranks[i] == r] for r in range(14)]
    in_stock = [0] * 14
    for r in stock:
        in_stock[r] += 1
    in_slots = [0] * 14
    for r in ranks:
        in_slots[r] += 1
    sig = sum(in_slots[r] << 5 * r for r in range(14))  # in_slots as one int
    free_of: list[list[int]] = [[] for _ in range(14)]  # free slots by rank
    for i in range(n):
        if blockers[i] == 0:
            free_of[ranks[i]].append(i)
    # failed[(removed, top)] = the fewest stock cards turned with which it was lost;
    # lost_with[removed] = the same, whatever the top
    failed: dict[int, int] = {}
    lost_with: dict[int, int] = {}
    # after[t][d]: where the first card of rank t lies in the stock from place d on
    after = [[n_stock] * (n_stock + 1) for _ in range(14)]
    for d in range(n_stock - 1, -1, -1):
        for t in range(14):
            after[t][d] = after[t][d + 1]
        after[stock[d]][d] = d
    moves: list[int] = []
    nodes = 0
    out_of_time = False

    def has_base(i: int, removed: int, top: int) -> bool:
        """Whether slot i's card may still find a base: the top (if the card is free: else
        the top changes before it is), a stock card, or a card in a slot that may leave
        last before it (see ``unusable``)."""
        hidden = unusable[i] | removed
        free = blockers[i] == 0
        for b in bases[ranks[i]]:
            if (b == top and free) or in_stock[b]:
                return True
            for s in slots_of[b]:
                if not hidden >> s & 1:
                    return True
        return False

    def stranded(gone: int, removed: int, top: int) -> bool:
        """Whether a card of rank ``gone`` leaving (played, or buried on the foundation)
        took the last possible base of a card still in a slot."""
        if in_stock[gone]:  # a card of that rank is still to come from the stock
            return False
        for q in needers[gone]:
            for i in slots_of[q]:
                if not removed >> i & 1 and not has_base(i, removed, top):
                    return True
        return False

    wrap = rules.wrap

    runs_memo: dict[int, bool] = {}

    def short_of_runs(top: int, dealt: int) -> bool:
        """Whether the cards in the slots surely need more runs than there are tops to
        begin them on (the stock cards not turned and the top), even with nothing
        covered: see the module doc. It depends only on how many cards of each rank are
        in the slots, so it is kept for each such count, top and place in the stock."""
        memo_key = (sig * (n_stock + 1) + dealt) * 14 + top
        known = runs_memo.get(memo_key)
        if known is None:
            known = runs_memo[memo_key] = _short(top, n_stock - dealt)
        return known

    def _short(top: int, spare: int) -> bool:
        groups: list[tuple[int, int, int]] = []  # (lowest rank, highest, runs needed)
        size = edges = prev = 0
        low = 0
        for r in range(1, 15):
            c = in_slots[r] if r < 14 else 0
            if c == 0:
                if size:
                    groups.append((low, r - 1, max(1, size - edges)))
                size = edges = prev = 0
                continue
            if size:
                # greedy: the most traversals of the edge (r-1, r) both ends allow
                prev = min(2 * in_slots[r - 1] - prev, 2 * c)
                edges += prev
            else:
                low = r
            size += c
        if wrap:  # the King–Ace edge may join the end groups: take off all it could add
            join = 1 + 2 * min(in_slots[1], in_slots[13]) if in_slots[1] and in_slots[13] \
                else 0
            return sum(g[2] for g in groups) - join > spare + 1
        # Hall's condition: the groups i..j need tops of ranks next to them
        tops = in_stock[:]
        tops[top] += 1
        below_sum = [0] * 16
        for r in range(14):
            below_sum[r + 1] = below_sum[r] + tops[r]
        for a in range(len(groups)):
            need = 0
            lo = max(0, groups[a][0] - 1)
            for b in range(a, len(groups)):
                need += groups[b][2]
                hi = min(13, groups[b][1] + 1)
                if need > below_sum[hi + 1] - below_sum[lo]:
                    return True
        return False

    def go(removed: int, dealt: int, top: int) -> bool:
        nonlocal nodes, out_of_time, sig
        if removed == full:
            return True
        key = removed * 14 + top
        if failed.get(key, n_stock + 1) <= dealt:
            return False
        first = lost_with.get(removed, n_stock)
        if first < dealt and after[top][first] < dealt:
            return False
        nodes += 1
        if nodes & 1023 == 0 and (_clock.seconds() - start > time_limit or (
                node_limit is not None and nodes > node_limit)):
            out_of_time = True
            return False
        if short_of_runs(top, dealt):
            failed[key] = dealt
            return False
        candidates = [i for r in onto[top] for i in free_of[r]]
        if len(candidates) > 1:
            candidates.sort(key=weight.__getitem__)
        for i in candidates:
            r = ranks[i]
            now = removed | 1 << i
            free_of[r].remove(i)
            in_slots[r] -= 1
            sig -= 1 << 5 * r
            opened = []
            for k in frees[i]:
                blockers[k] -= 1
                if blockers[k] == 0:
                    free_of[ranks[k]].append(k)
                    opened.append(k)
            if not stranded(top, now, r):
                moves.append(i)
                if go(now, dealt, r):
                    return True
                moves.pop()
            for k in opened:
                free_of[ranks[k]].remove(k)
            for k in frees[i]:
                blockers[k] += 1
            free_of[r].append(i)
            in_slots[r] += 1
            sig += 1 << 5 * r
            if out_of_time:
                return False
        if dealt < n_stock:
            r = stock[dealt]
            in_stock[r] -= 1
            if not stranded(top, removed, r) and not stranded(r, removed, r):
                moves.append(DEAL)
                if go(removed, dealt + 1, r):
                    return True
                moves.pop()
            in_stock[r] += 1
            if out_of_time:
                return False
        failed[key] = dealt
        if dealt < lost_with.get(removed, n_stock + 1):
            lost_with[removed] = dealt
        return False

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 4 * (n + n_stock) + 200))
    try:
        won = all(has_base(i, 0, top) for i in range(n)) and go(0, 0, top)
    finally:
        sys.setrecursionlimit(limit)
    seconds = _clock.seconds() - start
    if won:
        return GolfResult("won", moves[:], nodes, seconds)
    return GolfResult("unknown" if out_of_time else "lost", [], nodes, seconds)


def _covers(i: int, k: int, covers: Sequence[Sequence[int]]) -> bool:
    """Whether slot ``i`` holds back slot ``k`` (covers it, or covers what covers it)."""
    todo = list(covers[k])
    seen = set(todo)
    while todo:
        j = todo.pop()
        if j == i:
            return True
        for c in covers[j]:
            if c not in seen:
                seen.add(c)
                todo.append(c)
    return False
