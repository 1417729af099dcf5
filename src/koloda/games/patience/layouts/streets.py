"""Улицы (Streets): two decks; eight piles of four face-up cards; the stock turned one
card at a time onto the waste; build down in alternating colours; eight foundations up by
suit from the Ace.

The text says "52 cards" but eight foundations built by suit, which needs two decks: we
follow Streets of the literature (a Forty Thieves relative played with two decks and
eight foundations) and keep the text's eight piles of four. The waste's top card goes
onto a pile one rank higher of the other colour (the text's rule), into an empty pile or
home. The text lets "a sequence of one suit" move between piles, which alternating
colours can never build; we read it as the built sequence (down in alternating colours)
moving as a unit. The stock goes through once (the ``redeals`` rule allows more).
"""

from __future__ import annotations

from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience.game import Layout
from koloda.games.patience.layouts.builders_common import (
    ALT_DOWN,
    BuilderGame,
    StockRules,
    deal_rows,
    foundations,
    stock_waste_specs,
)
from koloda.games.patience.piles import PileSpec


class Streets(BuilderGame):
    key = "streets"
    aliases = ("улицы", "ulitsy")
    title_en = "Streets"
    title_ru = "Улицы"
    rules_type = StockRules
    copies = 2
    stock = "waste"
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "redeal": ({"redeals": 1}, "the waste may go back to the stock once",
                   "колоду можно пересдать один раз"),
    }
    goal_en = "Build eight suits up from Ace to King on the eight foundations."
    goal_ru = "Собрать восемь мастей на восьми основаниях от туза до короля."
    reading_en = (
        "Two decks (the text's eight suit foundations need them). Eight piles of four "
        "face-up cards; the stock is turned one card at a time onto the waste, once "
        "through. Build down in alternating colours; such a run moves as a unit (the text's "
        "'sequence of one suit' cannot be built with alternating colours); any card or run "
        "may fill an empty pile. Won when all 104 cards are home, by suit from the Ace.")
    reading_ru = (
        "Две колоды (восемь оснований по мастям иначе не собрать). Восемь стопок по четыре "
        "открытые карты; колода открывается по одной карте в сброс, один раз. Карты "
        "кладутся по убыванию с чередованием цвета; такая последовательность переносится "
        "целиком (последовательность «одной масти» при чередовании цвета не собрать); в "
        "пустую стопку — любую карту или последовательность. Пасьянс сошёлся, когда все 104 "
        "карты в основаниях по мастям от туза.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            *stock_waste_specs(),
            *foundations(8, row=0, col=3),
            *(PileSpec("tableau", accepts=ALT_DOWN, run=ALT_DOWN, row=1, col=k)
              for k in range(8)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        cols = deal_rows(order, [4] * 8)
        stock = order[32:][::-1]
        return [stock, [], *([] for _ in range(8)), *cols], [len(stock)] + [0] * 17
