"""Дюжина (the dozen): count the same-suit pairs of a 4 × 9 spread.

From the rules text of the tellings (``seeds/004``): with a question in mind, the 36
cards are laid in four rows of nine; cards of one suit make pairs, and the number of
pairs answers the question, from "no" (under 3) to "yes" (over 18).

Readings chosen where the text is vague:
- a pair is two cards of one suit side by side in a row or one above the other in a
  column; each such neighbourhood counts once, so a card can be in several pairs. The
  text's top band ("over 18") needs more than 18 pairs, which 36 cards split into
  separate pairs could never give; neighbours can (59 of them in the spread);
- the bands overlap at their ends in the text ("from 3 to 6", "from 6 to 9"): each band
  starts at its first number, 0-2, 3-5, 6-8, 9-11, 12-14, and "from 15 to 18" keeps its
  18, since the last band is "over 18".
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from koloda.engine import cards as C
from koloda.games.tellings import texts as T
from koloda.games.tellings.base import (
    Card,
    Opts,
    Pair,
    Reading,
    Row,
    Step,
    Telling,
    register,
    texts,
)

KEY = "dozen"
TITLE: Pair = ("Дюжина", "The dozen")
ROWS, COLS = 4, 9


def answer(count: int) -> Pair:
    """The answer for a number of pairs.

    >>> answer(2)[1], answer(3)[1], answer(18)[1], answer(19)[1]
    ('no', 'unlikely to come true', 'yes, and very soon', 'yes')
    """
    return next(text for top, text in T.DOZEN_BANDS if count <= top)


def pairs(grid: Sequence[Sequence[Card]]) -> tuple[list[tuple[Card, Card]],
                                                     list[tuple[Card, Card]]]:
    """Same-suit neighbours: those side by side in a row, those one above the other."""
    across = [(row[c], row[c + 1]) for row in grid for c in range(len(row) - 1)
              if C.suit_of(row[c]) == C.suit_of(row[c + 1])]
    down = [(grid[r][c], grid[r + 1][c]) for r in range(len(grid) - 1)
            for c in range(len(grid[r]))
            if C.suit_of(grid[r][c]) == C.suit_of(grid[r + 1][c])]
    return across, down


def read(order: Sequence[Card]) -> Reading:
    """The reading of 36 cards laid row by row (top first)."""
    if len(order) != ROWS * COLS:
        raise ValueError(f"dozen lays {ROWS * COLS} cards, not {len(order)}")
    grid = [list(order[r * COLS:(r + 1) * COLS]) for r in range(ROWS)]
    across, down = pairs(grid)
    n = len(across) + len(down)
    said = answer(n)
    step = Step((f"Пар одной масти: {n} (в рядах {len(across)}, в столбцах {len(down)}).",
                 f"Same-suit pairs: {n} ({len(across)} in rows, {len(down)} in columns)."),
                {"pairs": n, "in_rows": len(across), "in_columns": len(down),
                 "cards": [texts(p) for p in across + down]})
    rows = tuple(Row.of((f"Ряд {r + 1}", f"Row {r + 1}"), grid[r]) for r in range(ROWS))
    line = (f"{n} пар: {said[0]}", f"{n} pairs: {said[1]}")
    return Reading(KEY, TITLE, rows, (step,), (line,))


def _lay(rng: random.Random, opts: Opts) -> Reading:
    deck = C.deck(36)
    rng.shuffle(deck)
    return read(deck)


TELLING = register(Telling(
    KEY, TITLE,
    ("4 ряда по 9 карт; число пар одной масти отвечает на вопрос",
     "4 rows of 9 cards; the number of same-suit pairs answers a question"),
    (), _lay, place=3))
