"""Экарте's tricks with every card open: how many of the tricks left a seat takes when
both play their best (a small minimax; five cards a hand at most).

A search player's worlds are whole positions, so it can value the play of the tricks
exactly instead of by random play-outs, which blur a strong hand into an even one. A
deal's value rises with the tricks seat 0 takes (three make the point, five the march),
so the best play for the value is the best play for the tricks: solving the tricks is
enough, and only whether they reach the counts that change the score (one, three, five).

A hand is a bit mask over 32 places, eight a suit in rising order (7 8 9 10 A J Q K), so
that within a suit a higher place is a higher card. Of cards of one suit in one hand with
no card of the other hand between them only one is tried: they win and lose the same
tricks. The search cuts off what cannot change the result (alpha-beta) and keeps what it
learns of each position across calls (the searcher's own hand recurs in every world).
"""

from __future__ import annotations

from collections.abc import Iterable

from koloda.engine import cards as C
from koloda.games.ekarte.ranks import power

SUIT = 0xFF


def place(card: C.Card) -> int:
    return C.suit_of(card) * 8 + power(card) - 1


def mask(cards: Iterable[C.Card]) -> int:
    out = 0
    for card in cards:
        out |= 1 << place(card)
    return out


def takes_at_least(k: int, h0: Iterable[C.Card], h1: Iterable[C.Card], leader: int,
                   trump: int, must_head: bool, lead: C.Card | None = None) -> bool:
    """Whether seat 0 takes at least ``k`` of the tricks left against any defence (as
    ``tricks_of``, but a yes or no is found with far fewer positions)."""
    if k <= 0:
        return True
    m0, m1 = mask(h0), mask(h1)
    if lead is None:
        return _search(m0, m1, leader, trump, must_head, k - 1, k) >= k
    return _reply(m0, m1, leader, place(lead), trump, must_head, k - 1, k) >= k


def tricks_of(h0: Iterable[C.Card], h1: Iterable[C.Card], leader: int, trump: int,
              must_head: bool, lead: C.Card | None = None) -> int:
    """The tricks seat 0 takes of those left, both at their best; ``lead``: the card
    ``leader`` has led to the trick under way (in neither hand any more)."""
    m0, m1 = mask(h0), mask(h1)
    if lead is None:
        return tricks(m0, m1, leader, trump, must_head)
    return _reply(m0, m1, leader, place(lead), trump, must_head, -1, m0.bit_count() + 2)


def _choices(own: int, other: int) -> list[int]:
    """The places of ``own`` worth trying: one card (the lowest) of each run of its
    cards of a suit that no card of ``other`` splits, the highest runs first (they
    settle a search soonest)."""
    out = []
    rest = own
    while rest:
        low = rest & -rest
        out.append(low.bit_length() - 1)
        # the run goes up while the next places are ours or out of play
        suit_top = ((low.bit_length() - 1) | 7) + 1
        above = other & ~(low - 1) & ~low & ((1 << suit_top) - 1)
        end = (above & -above) if above else (1 << suit_top)
        rest &= ~(end - 1)
    out.reverse()
    return out


def _replies(hand: int, lead: int, trump: int, must_head: bool) -> int:
    """The cards of ``hand`` (a mask) that may answer the card at place ``lead``."""
    suit = SUIT << (lead & ~7)
    same = hand & suit
    if same:
        if must_head:
            higher = same & ~((2 << lead) - 1)
            return higher or same
        return same
    trumps = hand & (SUIT << (trump * 8))
    return trumps or hand


def _wins(reply: int, lead: int, trump: int) -> bool:
    """Whether the card at place ``reply`` beats the one led at place ``lead``."""
    if reply >> 3 == lead >> 3:
        return reply > lead
    return reply >> 3 == trump


# what is known of a position's value, (lowest, highest), by (m0, m1, leader | trump << 1 |
# must_head << 3); emptied when full (a server's search players share it)
_TABLE: dict[tuple[int, int, int], tuple[int, int]] = {}
TABLE_CAP = 1 << 18


def tricks(m0: int, m1: int, leader: int, trump: int, must_head: bool) -> int:
    """The tricks seat 0 takes of those left, ``leader`` to lead, both at their best."""
    return _search(m0, m1, leader, trump, must_head, -1, m0.bit_count() + 1)


def _search(m0: int, m1: int, leader: int, trump: int, must_head: bool, alpha: int,
            beta: int) -> int:
    """Seat 0's tricks of those left, exact when strictly between ``alpha`` and
    ``beta``; otherwise a bound on the side it fell (alpha-beta, failing soft), the
    bounds found kept in the table."""
    n = m0.bit_count()
    if not n:
        return 0
    key = (m0, m1, leader | trump << 1 | must_head << 3)
    lo, hi = _TABLE.get(key, (0, n))
    if lo == hi or lo >= beta:
        return lo
    if hi <= alpha:
        return hi
    a, b = alpha, beta
    if leader == 0:
        best = -1
        for lead in _choices(m0, m1):
            got = _reply(m0 & ~(1 << lead), m1, 0, lead, trump, must_head, a, b)
            if got > best:
                best = got
                if best > a:
                    a = best
                    if a >= b:
                        break
    else:
        best = n + 1
        for lead in _choices(m1, m0):
            got = _reply(m0, m1 & ~(1 << lead), 1, lead, trump, must_head, a, b)
            if got < best:
                best = got
                if best < b:
                    b = best
                    if a >= b:
                        break
    if best <= alpha:
        hi = min(hi, best)
    elif best >= beta:
        lo = max(lo, best)
    else:
        lo = hi = best
    if len(_TABLE) >= TABLE_CAP:
        _TABLE.clear()
    _TABLE[key] = (lo, hi)
    return best


def _reply(m0: int, m1: int, leader: int, lead: int, trump: int, must_head: bool,
           alpha: int, beta: int) -> int:
    """As ``_search``, once ``leader`` has led the card at place ``lead`` (out of his
    hand already): the follower answers, the trick's winner leads on."""
    follower = 1 - leader
    hand, other = (m1, m0) if follower == 1 else (m0, m1)
    best = m0.bit_count() + 2 if follower == 1 else -1
    # the card led splits the follower's runs as the leader's own cards do
    for reply in _choices(_replies(hand, lead, trump, must_head), other | 1 << lead):
        winner = follower if _wins(reply, lead, trump) else leader
        ours = 1 if winner == 0 else 0
        gone = ~(1 << reply)
        got = ours + _search(m0 & gone, m1 & gone, winner, trump, must_head,
                             alpha - ours, beta - ours)
        if follower == 1:  # seat 1 holds seat 0 down
            if got < best:
                best = got
                if best < beta:
                    beta = best
                    if alpha >= beta:
                        break
        elif got > best:
            best = got
            if best > alpha:
                alpha = best
                if alpha >= beta:
                    break
    return best
