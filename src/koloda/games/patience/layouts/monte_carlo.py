"""Монте-Карло (Monte Carlo): cards face up in four rows of five, the rest a stock. Two
cards that touch (side by side, one above the other or corner to corner) go out together
when they have the same rank or the same suit. The cards left then close up in reading
order (left to right, row after row) and the places freed at the end are dealt from the
stock. Won when no card is left.

Readings: the text lays four rows and pairs by rank *or* suit; the classic Monte Carlo
(Weddings) lays five rows and pairs by rank only — the ``rows`` and ``match`` rules give
it. The text closes the gaps "after the removal", so by default every removal is followed
at once by closing up and dealing; ``close_up=manual`` is the classic form, where the
player takes out any pairs first and then closes up as a move of its own (``close``).
The text fills the gaps "with cards from the lower rows"; that reads as the classic's
closing up in reading order (the default), or as each column closing upwards, the cards
below a gap moving up and the places freed at the bottom dealt from the stock in
reading order (``gaps=columns``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar, TypeVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.pairs_common import REMOVED, discard
from koloda.games.patience.piles import PileSpec, prank
from koloda.games.patience.solvers.pairs import Puzzle, search
from koloda.games.patience.state import PatienceState

STOCK, FOUND, FIRST = 0, 1, 2
WIDTH = 5
CLOSE = A.encode(A.SPECIAL)
CLOSE_WORDS = ("close", "close up", "consolidate", "сдвинуть", "сомкнуть", "сдвиг")
T = TypeVar("T")


@cache
def neighbours(rows: int) -> tuple[tuple[int, ...], ...]:
    """For each place of the grid, the later places touching it (8 directions)."""
    out = []
    for i in range(rows * WIDTH):
        r, c = divmod(i, WIDTH)
        near = [rr * WIDTH + cc for rr in (r, r + 1) for cc in (c - 1, c, c + 1)
                if 0 <= cc < WIDTH and rr < rows and rr * WIDTH + cc > i]
        out.append(tuple(sorted(near)))
    return tuple(out)


def close_up(cells: list[T | None], deal: Callable[[], T | None],
             columns: bool = False) -> list[T | None]:
    """The cards closed up, and the places left dealt from ``deal`` (which gives None
    when the stock is out) in reading order. Closing up is in reading order, or with
    ``columns`` up each column of the grid (``WIDTH`` places a row).

    >>> close_up([1, None, 3, 4, None, 6], lambda: None)
    [1, 3, 4, 6, None, None]
    >>> close_up([1, None, 3, 4, 5, 6, 7, None, 9, 10], iter([11, 12]).__next__,
    ...          columns=True)
    [1, 7, 3, 4, 5, 6, 11, 12, 9, 10]
    """
    out: list[T | None]
    if columns:
        out = [None] * len(cells)
        for col in range(WIDTH):
            kept = [c for c in cells[col::WIDTH] if c is not None]
            for r, moved in enumerate(kept):
                out[r * WIDTH + col] = moved
    else:
        kept = [c for c in cells if c is not None]
        out = [*kept, *[None] * (len(cells) - len(kept))]
    for i, c in enumerate(out):
        if c is None:
            card = deal()
            if card is None:
                break
            out[i] = card
    return out


def has_gap(cells: list[Any], stock_left: bool, columns: bool = False) -> bool:
    """Whether closing up would change anything."""
    seen_gap = False
    for line in ([cells[c::WIDTH] for c in range(WIDTH)] if columns else [cells]):
        below = False  # a gap seen in this line
        for c in line:
            if c is None:
                below = seen_gap = True
            elif below:
                return True
    return seen_gap and stock_left


def same_rank(a: C.Card, b: C.Card) -> bool:
    return a & 15 == b & 15


def rank_or_suit(a: C.Card, b: C.Card) -> bool:
    return a & 15 == b & 15 or a >> 4 & 7 == b >> 4 & 7


@dataclass(frozen=True)
class MonteCarloRules(Rules):  # no foundation to play home to: no "auto" key
    rows: int = rule(4, choices=(4, 5), en="rows of five cards in the layout",
                     ru="сколько рядов по пять карт в раскладе")
    match: str = rule("rank_or_suit", choices=("rank_or_suit", "rank"),
                      labels={"rank_or_suit": ("по достоинству или масти", "rank or suit"),
                              "rank": ("только по достоинству", "rank only")},
                      en="which touching cards pair: same rank or same suit, or same "
                         "rank only",
                      ru="какие соседние карты составляют пару: одного достоинства или "
                         "одной масти, или только одного достоинства")
    close_up: str = rule("auto", choices=("auto", "manual"),
                         labels={"auto": ("сами", "by themselves"),
                                 "manual": ("ходом игрока", "by the player's move")},
                         en="the gaps close and fill after every removal (auto), or "
                            "when the player says 'close' (manual)",
                         ru="пустые места сдвигаются и заполняются после каждого "
                            "удаления (auto) или по ходу игрока «сдвинуть» (manual)")
    gaps: str = rule("rows", choices=("rows", "columns"),
                     labels={"rows": ("по рядам", "along the rows"),
                             "columns": ("по столбцам", "up the columns")},
                     en="how the gaps close: the cards left move on in reading order, row "
                        "after row (rows), or each column closes upwards, the cards below "
                        "a gap moving up (columns); the places freed are dealt from the "
                        "stock",
                     ru="как закрываются пустые места: оставшиеся карты сдвигаются по "
                        "порядку, ряд за рядом (rows), или каждый столбец сдвигается "
                        "вверх — карты ниже пустого места поднимаются (columns); "
                        "освободившиеся места заполняются из колоды")


class MonteCarlo(PatienceGame):
    key = "monte_carlo"
    aliases = ("монте-карло", "монте_карло", "monte-carlo", "montecarlo")
    title_en = "Monte Carlo"
    title_ru = "Монте-Карло"
    pile_titles: ClassVar[Mapping[str, tuple[str, str]]] = {"f": REMOVED}
    rules_type = MonteCarloRules
    stock = None
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "classic": ({"rows": 5, "match": "rank", "close_up": "manual"},
                    "the classic game: five rows, pairs of a rank, closing up as a move",
                    "классика: пять рядов, пары одного достоинства, сдвиг — отдельный ход"),
        "rank_only": ({"match": "rank"}, "only cards of the same rank pair",
                      "пару составляют только карты одного достоинства"),
        "manual": ({"close_up": "manual"}, "close the gaps as a move of its own",
                   "сдвигать карты отдельным ходом"),
        "columns": ({"gaps": "columns"}, "the gaps close up each column, from below",
                    "пустые места заполняются снизу, по столбцам"),
    }
    goal_en = "Take out all 52 cards in touching pairs."
    goal_ru = "Убрать все 52 карты парами соседних карт."
    reading_en = ("Cards lie face up in four rows of five, the rest is the stock. Two "
                  "touching cards (side by side, above each other or corner to corner) "
                  "of the same rank or the same suit go out together. After each removal "
                  "the cards close up left to right, row after row, and the freed places "
                  "at the end are dealt from the stock. Won when no card is left. The "
                  "classic Monte Carlo (five rows, rank only, closing up as a separate "
                  "move) is the 'classic' variant. The text's gaps filled 'from the lower "
                  "rows' may also mean each column closing upwards, the places freed at "
                  "the bottom dealt from the stock: the rule gaps=columns (variant "
                  "'columns').")
    reading_ru = ("Карты лежат открытыми в четыре ряда по пять, остальные — колода. Две "
                  "соседние карты (рядом, одна над другой или по диагонали) одного "
                  "достоинства или одной масти убираются вместе. После каждого удаления "
                  "карты сдвигаются слева направо, ряд за рядом, а освободившиеся места "
                  "в конце заполняются из колоды. Пасьянс сошёлся, когда карт не "
                  "осталось. Классический Монте-Карло (пять рядов, только по "
                  "достоинству, сдвиг отдельным ходом) — вариант classic. Слова текста "
                  "о том, что места заполняются картами из нижних рядов, можно понять "
                  "и так: каждый столбец сдвигается вверх, а освободившиеся внизу места "
                  "заполняются из колоды — правило gaps=columns (вариант columns).")

    def redeals(self, rules: Rules) -> int | None:
        """No waste is ever turned over, so there is no count to show."""
        return None

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        rows = _rows(rules)
        return (
            PileSpec("stock", row=0, col=0, fan="none"),
            discard(row=0, col=1),
            *(PileSpec("tableau", row=1 + i // WIDTH, col=i % WIDTH, fan="none")
              for i in range(rows * WIDTH)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        n = _rows(rules) * WIDTH
        stock = order[n:][::-1]  # the first card left over is on top
        return [stock, [], *([c] for c in order[:n])], [len(stock)] + [0] * (n + 1)

    @staticmethod
    def matcher(rules: Any) -> Callable[[C.Card, C.Card], bool]:
        return same_rank if rules.match == "rank" else rank_or_suit

    def own_moves(self, rules: Rules) -> frozenset[int]:
        manual = getattr(rules, "close_up", "auto") == "manual"
        return frozenset({A.REMOVE, A.SPECIAL} if manual else {A.REMOVE})

    def own_forms(self, rules: Rules) -> list[tuple[str, str]]:
        manual = getattr(rules, "close_up", "auto") == "manual"
        return [("close", "сдвинуть")] if manual else []

    def extra_actions(self, state: PatienceState) -> list[int]:
        grid = state.piles[FIRST:]
        match = self.matcher(state.rules)
        out = []
        for i, near in enumerate(neighbours(int(state.rules.rows))):
            if grid[i]:
                a = grid[i][0]
                for j in near:
                    if grid[j] and match(a, grid[j][0]):
                        out.append(A.remove(FIRST + i, FIRST + j))
        if state.rules.close_up == "manual" and has_gap(
                [p[0] if p else None for p in grid], bool(state.piles[STOCK]),
                state.rules.gaps == "columns"):
            out.append(CLOSE)
        return out

    def apply_extra(self, state: PatienceState, action: int) -> None:
        self._close(state)

    def settle(self, state: PatienceState) -> None:
        if state.rules.close_up == "auto":
            self._close(state)

    def _close(self, state: PatienceState) -> None:
        piles = state.piles
        stock = piles[STOCK]
        cells = close_up([p[0] if p else None for p in piles[FIRST:]],
                         lambda: stock.pop() if stock else None,
                         state.rules.gaps == "columns")
        for i, card in enumerate(cells):
            piles[FIRST + i] = [] if card is None else [card]

    def special_text(self, state: PatienceState, action: int) -> str:
        if action != CLOSE:
            raise KeyError(action)
        return "close"

    def special_parse(self, state: PatienceState, text: str) -> int | None:
        return CLOSE if text in CLOSE_WORDS else None

    def describe_special(self, state: PatienceState, action: int, lang: str) -> str:
        return ("сдвинуть карты и добавить из колоды" if lang == "ru"
                else "close up and deal from the stock")

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Any:
        return search(MonteCarloPuzzle(state), time_limit, node_limit)


def _rows(rules: Rules) -> int:
    assert isinstance(rules, MonteCarloRules)
    return rules.rows


Pos = tuple[tuple[int, ...], int]  # (the grid, 0 for a gap; stock cards dealt)


class MonteCarloPuzzle(Puzzle[Pos]):
    """The grid as a tuple of codes (ranks when only ranks pair, else the cards) and the
    stock as how many of its cards have been dealt."""

    def __init__(self, state: PatienceState) -> None:
        rules = state.rules
        self.by_rank = rules.match == "rank"
        code: Callable[[C.Card], int] = prank if self.by_rank else int
        self.manual = rules.close_up == "manual"
        self.columns = rules.gaps == "columns"
        self.near = neighbours(int(rules.rows))
        self.stock = [code(c) for c in state.piles[STOCK][::-1]]
        self.root: Pos = (tuple(code(p[0]) if p else 0 for p in state.piles[FIRST:]), 0)

    def start(self) -> Pos:
        return self.root

    def _pairs(self, a: int, b: int) -> bool:
        if self.by_rank:
            return a == b
        return a & 15 == b & 15 or a >> 4 == b >> 4

    def children(self, s: Pos) -> Iterator[tuple[int, Pos]]:
        grid, dealt = s
        for i, near in enumerate(self.near):
            a = grid[i]
            if not a:
                continue
            for j in near:
                if grid[j] and self._pairs(a, grid[j]):
                    cells = list(grid)
                    cells[i] = cells[j] = 0
                    if self.manual:
                        yield A.remove(FIRST + i, FIRST + j), (tuple(cells), dealt)
                    else:
                        yield A.remove(FIRST + i, FIRST + j), self._close(cells, dealt)
        if self.manual and has_gap([c or None for c in grid], dealt < len(self.stock),
                                   self.columns):
            yield CLOSE, self._close(list(grid), dealt)

    def _close(self, cells: list[int], dealt: int) -> Pos:
        stock = self.stock
        left = [dealt]

        def deal() -> int | None:
            if left[0] >= len(stock):
                return None
            left[0] += 1
            return stock[left[0] - 1]

        closed = close_up([c or None for c in cells], deal, self.columns)
        return tuple(c or 0 for c in closed), left[0]

    def won(self, s: Pos) -> bool:
        return s[1] == len(self.stock) and not any(s[0])

    def key(self, s: Pos) -> tuple[Pos, int]:
        return s, 0
