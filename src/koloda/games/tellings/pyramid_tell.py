"""Пирамидка (the little pyramid): how deep in the pyramid does the chosen card lie?

From the rules text of the tellings (``seeds/004``): five random cards of a 32-card deck
are shown; with a question in mind one of them is chosen. The five go back, the deck is
shuffled and laid as a pyramid; the row holding the chosen card answers, from "it will
not come true" at the top (row 1) to "yes" at the base (row 7). A card not in the
pyramid gives no answer.

Readings chosen where the text is vague:
- the pyramid has seven rows of 1 to 7 cards (the text names seven rows), dealt from the
  top of the deck row by row, so 28 cards are in it and 4 stay out;
- the five shown cards are the top five of the first shuffle;
- the choice is the person's (``--pick 1-5``); without it the shuffle's RNG chooses.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError
from koloda.engine.textnum import parse_int
from koloda.games.tellings import texts as T
from koloda.games.tellings.base import (
    Card,
    Option,
    Opts,
    Pair,
    Reading,
    Row,
    Step,
    Telling,
    card_pair,
    quoted,
    register,
    texts,
)

KEY = "pyramid_tell"
TITLE: Pair = ("Пирамидка", "The little pyramid")
SHOWN, ROWS = 5, 7


def rows_of(order: Sequence[Card]) -> list[list[Card]]:
    """The pyramid, top row first: row ``r`` (1-based) holds ``r`` cards."""
    out, at = [], 0
    for r in range(1, ROWS + 1):
        out.append(list(order[at:at + r]))
        at += r
    return out


def read(five: Sequence[Card], pick: int, order: Sequence[Card]) -> Reading:
    """The reading for the five shown cards, the chosen one (0-4) and the 32 cards after
    the second shuffle (top first)."""
    if len(five) != SHOWN or not 0 <= pick < SHOWN or sorted(order) != sorted(C.deck(32)):
        raise ValueError("five shown cards, a pick 0-4 and a whole 32-card order")
    chosen = five[pick]
    pyramid = rows_of(order)
    left = list(order[sum(len(r) for r in pyramid):])
    row = next((r + 1 for r, cards in enumerate(pyramid) if chosen in cards), None)
    shown = card_pair(chosen)
    rows = (Row.of(("Пять открытых карт", "Five cards shown"), five, [chosen]),
            *(Row.of((f"Ряд {r + 1}", f"Row {r + 1}"), cards, [chosen])
              for r, cards in enumerate(pyramid)),
            Row.of(("Вне пирамиды", "Outside the pyramid"), left, [chosen]))
    where = ((f"в ряду {row}", f"in row {row}") if row is not None
             else ("вне пирамиды", "outside the pyramid"))
    steps = (Step((f"Выбрана карта {pick + 1} из пяти: {shown[0]}.",
                   f"Card {pick + 1} of the five is chosen: {shown[1]}."),
                  {"shown": texts(five), "pick": pick + 1, "card": C.to_text(chosen)}),
             Step((f"Колода перетасована и разложена пирамидой; {shown[0]} {where[0]}.",
                   f"The deck is shuffled and laid as a pyramid; {shown[1]} is {where[1]}."),
                  {"rows": [texts(r) for r in pyramid], "outside": texts(left), "row": row}))
    if row is None:
        line = T.PYRAMID_OUTSIDE
    else:
        said = T.PYRAMID_ROWS[row - 1]
        line = (f"Ряд {row}: {said[0]}", f"Row {row}: {said[1]}")
    return Reading(KEY, TITLE, rows, steps, (line,), options={"pick": str(pick + 1)})


def pick_index(text: str) -> int:
    value = parse_int(text.strip(), 1, SHOWN)
    if value is None:
        raise KolodaError(f"The card '{quoted(text)}': one of the five shown, 1 to {SHOWN}",
                          f"Карта «{quoted(text)}»: одна из пяти открытых, от 1 до {SHOWN}")
    return value - 1


def _lay(rng: random.Random, opts: Opts) -> Reading:
    given = opts.get("pick")
    pick = pick_index(given) if given is not None else None
    deck = C.deck(32)
    rng.shuffle(deck)
    five = deck[:SHOWN]
    drawn = rng.randrange(SHOWN)  # drawn always, so --pick N of the drawn card repeats it
    rng.shuffle(deck)
    return read(five, drawn if pick is None else pick, deck)


TELLING = register(Telling(
    KEY, TITLE,
    ("выбранная карта в пирамиде из 7 рядов: чем ниже, тем вернее",
     "the chosen card in a 7-row pyramid: the lower, the likelier"),
    (Option("pick", False, ("какая из пяти открытых карт выбрана, 1-5 (иначе выберет случай)",
                            "which of the five cards shown is chosen, 1-5 (else chance)")),),
    _lay, place=5))
