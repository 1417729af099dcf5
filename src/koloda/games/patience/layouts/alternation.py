"""Чередование (Alternation): seven piles of four face-up cards; the stock turned one
card at a time onto the waste; build down whatever the suit; only a run of one suit moves
as a unit; four foundations up by suit from the Ace.

The text first says seven rows, then "these 6 rows": 7 × 4 = 28 cards, which we keep.
The rest follows the text: the waste's top card goes onto a card one rank higher of any
suit, top cards are built down whatever the suit, a run in one suit moves as a unit, an
empty pile takes any card. The text is silent on redeals: like the Forty Thieves family
it resembles, the stock goes through once (the ``redeals`` rule allows more). The book
game called Alternation (two decks, alternate face-down cards) does not match the text's
rules, so we do not follow it.
"""

from __future__ import annotations

from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience.game import Layout
from koloda.games.patience.layouts.builders_common import (
    ANY_DOWN,
    SUIT_DOWN,
    BuilderGame,
    StockRules,
    deal_rows,
    foundations,
    stock_waste_specs,
)
from koloda.games.patience.piles import PileSpec


class Alternation(BuilderGame):
    key = "alternation"
    aliases = ("чередование", "cheredovanie")
    title_en = "Alternation"
    title_ru = "Чередование"
    rules_type = StockRules
    stock = "waste"
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "redeal": ({"redeals": 1}, "the waste may go back to the stock once",
                   "колоду можно пересдать один раз"),
    }
    goal_en = "Build the four suits up from Ace to King on the foundations."
    goal_ru = "Собрать четыре масти на основаниях от туза до короля."
    reading_en = (
        "Seven piles of four face-up cards (the text says both 7 and 6 rows; 7 × 4 it is). "
        "The stock is turned one card at a time onto the waste, once through. Build down "
        "whatever the suit; only a run of one suit moves as a unit; any card fills an empty "
        "pile. Won when all 52 cards are home, by suit from the Ace.")
    reading_ru = (
        "Семь стопок по четыре открытые карты (в тексте и 7, и 6 рядов; берём 7 × 4). "
        "Колода открывается по одной карте в сброс, один раз. Карты кладутся по убыванию "
        "без учёта масти; целиком переносится только последовательность одной масти; в "
        "пустую стопку — любую карту. Пасьянс сошёлся, когда все 52 карты в основаниях по "
        "мастям от туза.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            *stock_waste_specs(),
            *foundations(4, row=0, col=3),
            *(PileSpec("tableau", accepts=ANY_DOWN, run=SUIT_DOWN, row=1, col=k)
              for k in range(7)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        cols = deal_rows(order, [4] * 7)
        stock = order[28:][::-1]
        return [stock, [], [], [], [], [], *cols], [len(stock)] + [0] * 12
