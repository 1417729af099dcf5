"""Улица (Street): the layout of Streets and Alleys with building up or down.

The text deals 2 vertical rows of 4 piles "of 7 cards" between which stand 4 foundations,
but 8 piles of 7 need 56 cards: we deal the 52 cards as Streets and Alleys does, row
after row across the 8 piles, so the four left piles get 7 cards and the four right ones
6. Every card is face up. The top card of a pile may go onto the top card of another
pile one rank higher or lower, whatever the suit (the text's rule), or into an empty
pile; one card moves at a time. Foundations are built up by suit from the Ace, which
comes out of the tableau like any card.
"""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience.game import Layout
from koloda.games.patience.layouts.builders_common import (
    ANY_UPDOWN,
    BuilderGame,
    deal_rows,
    foundations,
)
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.rules import PatienceRules

SIZES = (7, 7, 7, 7, 6, 6, 6, 6)


class Street(BuilderGame):
    key = "street"
    aliases = ("улица", "ulitsa")
    title_en = "Street"
    title_ru = "Улица"
    rules_type = PatienceRules
    goal_en = "Build the four suits up from Ace to King on the foundations."
    goal_ru = "Собрать четыре масти на основаниях от туза до короля."
    reading_en = (
        "Eight piles, all face up: the four on the left get 7 cards, the four on the right 6 "
        "(the text's 7 each would need 56 cards; this is how Streets and Alleys deals). "
        "A single top card goes onto a card one rank higher or lower of any suit, or into "
        "an empty pile. Foundations are built up by suit from the Ace. Won when all 52 "
        "cards are home.")
    reading_ru = (
        "Восемь стопок, все карты открыты: в четырёх левых по 7 карт, в четырёх правых по 6 "
        "(по 7 в каждой — это 56 карт; так раскладывают «Улицы и переулки»). Верхнюю карту "
        "можно положить на карту на единицу старше или младше любой масти или в пустую "
        "стопку, по одной. Основания собираются по масти от туза. Пасьянс сошёлся, когда "
        "все 52 карты в основаниях.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            *foundations(4, row=0, col=2),
            *(PileSpec("tableau", accepts=ANY_UPDOWN, row=1, col=k) for k in range(8)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        cols = deal_rows(order, SIZES)
        return [[], [], [], [], *cols], [0] * 12
