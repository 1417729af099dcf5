"""Парад (Parade): the classic Royal Parade (Three Up, Hussars; the Picture Gallery
family) played with one deck, as the text says: the four Aces are taken out first.

Of the 48 cards left, 24 are dealt face up in three rows of eight, 8 more in a fourth,
helper row, and the last 16 make the stock. Cards are built by threes in suit, each on a
base: 2, 5, 8, J; 3, 6, 9, Q; 4, 7, 10, K. A base counts only in its own rows: a Three in
the middle row, a Two or a Four in the top or bottom row (a Three dealt into the top row
is no base there and must move away). The top card of a row pile or of a helper pile may
go onto a base pile of its suit whose top card is three ranks below it, or, if it is a
Two, Three or Four, into an empty place of a row where it counts as a base. Nothing is
put on the helper row by hand: when the player deals, the stock gives one card to each
helper pile (16 cards, two deals). Won when the stock and the helper row are empty and
every row holds only whole base piles: J or K on top in the top and bottom rows, Q in the
middle row.

Readings: the text's own count (four Aces, so one deck) is kept; the classic Royal Parade
uses two decks, which fills every place. Any top card moves, one at a time; the stock may
be dealt whenever the player likes (the text: "when every move has been played"); empty
helper piles wait for the next deal.
"""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.forced_common import grid_label
from koloda.games.patience.piles import PileSpec, prank
from koloda.games.patience.rules import NoRules
from koloda.games.patience.solve import Solution, search
from koloda.games.patience.state import PatienceState

COLS = 8
ROW_PILES = 3 * COLS  # piles 0..23: the three rows
HELPERS = range(ROW_PILES, ROW_PILES + COLS)  # piles 24..31: the helper row
STOCK = ROW_PILES + COLS  # pile 32


def bases_of(row: int) -> tuple[int, ...]:
    """The base ranks an empty place of ``row`` (0 top, 1 middle, 2 bottom) takes."""
    return (3,) if row == 1 else (2, 4)


def fits(pile: list[C.Card], row: int, card: C.Card) -> bool:
    """Whether ``card`` may go onto ``pile`` of ``row``."""
    rank = prank(card)
    if not pile:
        return rank in bases_of(row)
    base, top = pile[0], pile[-1]
    return (prank(base) in bases_of(row) and C.suit_of(top) == C.suit_of(card)
            and rank == prank(top) + 3)


class Parade(PatienceGame):
    key = "parade"
    aliases = ("парад", "royal_parade")
    title_en = "Parade"
    title_ru = "Парад"
    rules_type = NoRules
    stock = "special"
    goal_en = ("Build every card by threes in suit on Twos, Threes and Fours: Jacks and "
               "Kings top the outer rows, Queens the middle one.")
    goal_ru = ("Собрать все карты через три по масти на двойках, тройках и четвёрках: в "
               "крайних рядах наверху валеты и короли, в среднем — дамы.")
    reading_en = (
        "Royal Parade with one deck, the Aces taken out: three rows of eight and a helper "
        "row of eight, all face up, and a stock of 16. Cards build by threes in suit on "
        "bases (2-5-8-J, 3-6-9-Q, 4-7-10-K); Threes count as bases in the middle row, Twos "
        "and Fours in the top and bottom rows, and only they fill empty places there. Any "
        "top card moves, one at a time; the stock deals a card onto each helper pile "
        "whenever the player likes. Won when all 48 cards are in such piles.")
    reading_ru = (
        "«Королевский парад» одной колодой без тузов: три ряда по восемь и вспомогательный "
        "ряд из восьми, всё открыто, в колоде 16 карт. Карты кладут через три по масти на "
        "основы (2-5-8-В, 3-6-9-Д, 4-7-10-К); тройки — основы в среднем ряду, двойки и "
        "четвёрки — в верхнем и нижнем, и только они занимают там пустые места. Любая "
        "верхняя карта переносится по одной; колода сдаёт по карте на каждую стопку "
        "вспомогательного ряда, когда игрок захочет. Сошёлся, когда все 48 карт в таких "
        "стопках.")

    def deck(self, rules: Rules) -> list[C.Card]:
        return [c for c in C.deck(52) if C.rank_of(c) != C.ACE]

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        rows = tuple(PileSpec("tableau", row=r, col=c, fan="none", label=grid_label(r, c))
                     for r in range(3) for c in range(COLS))
        helpers = tuple(PileSpec("reserve", row=3, col=c, fan="none",
                                 label=grid_label(3, c)) for c in range(COLS))
        return (*rows, *helpers, PileSpec("stock", row=4, col=0, fan="none", label="s"))

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        piles = [[card] for card in order[:ROW_PILES + COLS]]
        stock = order[ROW_PILES + COLS:][::-1]  # the first undealt card on top
        return [*piles, stock], [0] * (ROW_PILES + COLS) + [len(stock)]

    def redeals(self, rules: Rules) -> int | None:
        return None  # no waste to turn over: the status line shows no redeals

    def own_moves(self, rules: Rules) -> frozenset[int]:
        return frozenset({A.MOVE})

    def own_forms(self, rules: Rules) -> list[tuple[str, str]]:
        return [("b4 a1", "b4 a1")]

    def extra_actions(self, state: PatienceState) -> list[int]:
        piles = state.piles
        tops = {piles[i][-1]: i for i in (*range(ROW_PILES), *HELPERS) if piles[i]}
        out: list[int] = []
        for dst in range(ROW_PILES):
            target = piles[dst]
            row = dst // COLS
            if target:  # a base pile takes the card three above its top, of its suit
                top = target[-1]
                if prank(target[0]) in bases_of(row) and C.rank_of(top) <= 10:
                    src = tops.get(top + 3)
                    if src is not None:
                        out.append(A.move(src, dst))
                continue
            for rank in bases_of(row):  # an empty place takes a base of its row
                for suit in range(4):
                    src = tops.get(C.make(rank, suit))
                    if src is None or (src < ROW_PILES and len(piles[src]) == 1 and
                                       bases_of(src // COLS) == bases_of(row)):
                        continue  # a lone base to another place of its kind: no change
                    out.append(A.move(src, dst))
        return out

    def can_deal(self, state: PatienceState) -> bool:
        return bool(state.piles[STOCK])

    def deal_stock(self, state: PatienceState) -> None:
        stock = state.piles[STOCK]
        for h in HELPERS:
            if stock:
                state.piles[h].append(stock.pop())

    def won(self, state: PatienceState) -> bool:
        piles = state.piles
        if piles[STOCK] or any(piles[h] for h in HELPERS):
            return False
        return all(not piles[i] or prank(piles[i][0]) in bases_of(i // COLS)
                   for i in range(ROW_PILES))

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Solution:
        return solve_parade(state, time_limit, node_limit)


def _build_move(state: PatienceState, action: int) -> bool:
    """Whether ``action`` puts a card on the base pile it belongs to: such a move is never
    wrong (the card's place is fixed, nothing else could go there, and its old place can
    only gain), so the search makes it at once and tries nothing else."""
    kind, _a, b, _n = A.decode(action)
    return kind == A.MOVE and bool(state.piles[b])


def _key(state: PatienceState) -> tuple[object, ...]:
    """The position with the places of a row kind unordered: the top and bottom rows take
    the same bases and no place has neighbours, so swapping places changes nothing."""
    piles = state.piles
    outer = tuple(sorted(tuple(piles[i]) for i in range(ROW_PILES) if i // COLS != 1))
    middle = tuple(sorted(tuple(piles[i]) for i in range(COLS, 2 * COLS)))
    return outer, middle, tuple(tuple(piles[h]) for h in HELPERS), len(piles[STOCK])


def solve_parade(state: PatienceState, time_limit: float,
                 node_limit: int | None) -> Solution:
    """Depth-first search with the build moves made at once (see :func:`_build_move`) and
    the row places unordered in the table of positions seen (see :func:`_key`)."""
    root = state.clone()

    def options(st: PatienceState) -> list[int]:
        moves = st.moves_now()
        for m in moves:
            if _build_move(st, m):
                return [m]
        return sorted(moves, key=lambda m: m == A.DRAW_ACTION)

    return search(root, time_limit, node_limit, key=_key, moves=options)
