"""Карлтон (Carlton): four piles of 4, 3, 2 and 1 cards, all face up; the rest is a stock
that deals one card onto every pile at a time; build down in alternating colours;
foundations up by suit from the Ace.

The Carlton of the literature is a two-deck Klondike relative with eight piles of 1 to 8
cards; the text lays out a small one-deck version of it, which we keep. Where the text is
silent we follow Carlton: every card is face up, a run in alternating colours moves as a
unit, any card (or run) may start an empty pile, the stock may be dealt whenever the
player likes (the text only advises to deal when stuck) and is dealt once, onto every
pile including empty ones.

The ``decks`` rule (variant ``books``) plays the Carlton of the books: two decks, eight
piles of 1 to 8 cards, eight foundations, the stock dealt eight cards at a time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience.game import Layout
from koloda.games.patience.layouts.builders_common import (
    ALT_DOWN,
    BuilderGame,
    deal_rows,
    foundations,
)
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.rules import PatienceRules
from koloda.games.patience.solvers.builders import FACES
from koloda.games.patience.state import PatienceState

SIZES = (4, 3, 2, 1)
BOOK_SIZES = (1, 2, 3, 4, 5, 6, 7, 8)


@dataclass(frozen=True)
class CarltonRules(PatienceRules):
    decks: int = rule(1, choices=(1, 2),
                      en="decks: 1 (the text: four piles of 4, 3, 2, 1) or 2 (the books: "
                         "eight piles of 1 to 8, eight foundations)",
                      ru="колод: 1 (как в тексте: четыре стопки по 4, 3, 2, 1) или 2 (как в "
                         "книгах: восемь стопок от 1 до 8 карт, восемь оснований)")


def _sizes(rules: Rules) -> tuple[int, ...]:
    return BOOK_SIZES if getattr(rules, "decks", 1) == 2 else SIZES


class Carlton(BuilderGame):
    key = "carlton"
    aliases = ("карлтон", "karlton")
    title_en = "Carlton"
    title_ru = "Карлтон"
    rules_type = CarltonRules
    stock = "row"
    interchangeable_varies = True
    solver_canon: ClassVar[bytes | None] = FACES
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "books": ({"decks": 2}, "two decks, eight piles of 1 to 8 cards (Carlton of the books)",
                  "две колоды, восемь стопок от 1 до 8 карт (как в книгах)"),
    }
    goal_en = "Build the four suits up from Ace to King on the foundations."
    goal_ru = "Собрать четыре масти на основаниях от туза до короля."
    reading_en = (
        "Four piles of 4, 3, 2 and 1 cards, all face up (the text's small one-deck layout; "
        "the Carlton of the books has two decks and eight piles). Build down in alternating "
        "colours; a run in alternating colours moves as a unit and any card or run may "
        "start an empty pile. The stock deals one card onto every pile whenever the player "
        "asks, once through. Won when all 52 cards are on the foundations, built up by suit "
        "from the Ace.")
    reading_ru = (
        "Четыре стопки по 4, 3, 2 и 1 карте, все открыты (маленькая раскладка текста на "
        "одну колоду; в книгах «Карлтон» — на две колоды и восемь стопок). Карты кладутся "
        "по убыванию с чередованием цвета; такая последовательность переносится целиком, в "
        "пустую стопку можно положить любую карту или последовательность. Колода сдаёт по "
        "карте на каждую стопку, когда игрок захочет, один раз. Пасьянс сошёлся, когда все "
        "52 карты собраны на основаниях по масти от туза.")

    def deck(self, rules: Rules) -> list[C.Card]:
        return C.deck(52, copies=int(getattr(rules, "decks", 1)))

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        decks = int(getattr(rules, "decks", 1))
        return (
            PileSpec("stock", row=0, col=0, fan="none"),
            *foundations(4 * decks, row=0, col=2),
            *(PileSpec("tableau", accepts=ALT_DOWN, run=ALT_DOWN, row=1, col=k)
              for k in range(len(_sizes(rules)))),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        sizes = _sizes(rules)
        homes = 4 * int(getattr(rules, "decks", 1))
        cols = deal_rows(order, sizes)
        stock = order[sum(sizes):][::-1]  # the first undealt card is on top
        piles = [stock, *([] for _ in range(homes)), *cols]
        return piles, [len(stock)] + [0] * (homes + len(cols))

    def interchangeable(self, state: PatienceState) -> tuple[int, ...]:
        """The piles trade places only once the stock (dealt pile by pile) is out."""
        if state.piles[state.stock_pile]:
            return ()
        return tuple(i for i, s in enumerate(state.specs) if s.kind == "tableau")
