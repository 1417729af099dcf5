"""Шестёрки (Sixes): six piles of six face-up cards; the stock's cards go, one at a
time, onto the leftmost pile only; build down whatever the suit; only a run of one suit
moves as a unit; four foundations up by suit from the Ace.

The text lets a stock card be put "only on the leftmost pile" and names no rank for it:
we read that the next stock card is turned onto the leftmost pile whatever it is (the
``draw`` move), where it plays like any top card; the stock goes through once. Between
piles the text's rules hold: down whatever the suit, a run of one suit moves as a unit,
any card fills an empty pile. This is the Forty Thieves family's layout with the stock
dealt to one pile, as in the games where the stock feeds a single pile.
"""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience.game import Layout
from koloda.games.patience.layouts.builders_common import (
    ANY_DOWN,
    SUIT_DOWN,
    BuilderGame,
    deal_rows,
    foundations,
)
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.rules import PatienceRules
from koloda.games.patience.state import PatienceState

FIRST = 5  # the leftmost pile


class Sixes(BuilderGame):
    key = "sixes"
    aliases = ("шестёрки", "шестерки", "shestyorki")
    title_en = "Sixes"
    title_ru = "Шестёрки"
    rules_type = PatienceRules
    stock = "special"
    interchangeable_varies = True
    goal_en = "Build the four suits up from Ace to King on the foundations."
    goal_ru = "Собрать четыре масти на основаниях от туза до короля."
    reading_en = (
        "Six piles of six face-up cards; the other 16 cards are the stock. 'Draw' turns the "
        "next stock card onto the leftmost pile, whatever it is (the text names the pile, "
        "not a rank), once through. Build down whatever the suit; only a run of one suit "
        "moves as a unit; any card fills an empty pile. Won when all 52 cards are home, by "
        "suit from the Ace.")
    reading_ru = (
        "Шесть стопок по шесть открытых карт; остальные 16 карт — колода. «Сдать» кладёт "
        "следующую карту колоды на крайнюю левую стопку, какой бы она ни была (текст "
        "называет стопку, а не достоинство), колода проходит один раз. Карты кладутся по "
        "убыванию без учёта масти; целиком переносится только последовательность одной "
        "масти; в пустую стопку — любую карту. Пасьянс сошёлся, когда все 52 карты в "
        "основаниях по мастям от туза.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            PileSpec("stock", row=0, col=0, fan="none"),
            *foundations(4, row=0, col=2),
            *(PileSpec("tableau", accepts=ANY_DOWN, run=SUIT_DOWN, row=1, col=k)
              for k in range(6)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        cols = deal_rows(order, [6] * 6)
        stock = order[36:][::-1]
        return [stock, [], [], [], [], *cols], [len(stock)] + [0] * 10

    def can_deal(self, state: PatienceState) -> bool:
        return bool(state.piles[state.stock_pile])

    def deal_stock(self, state: PatienceState) -> None:
        state.piles[FIRST].append(state.piles[state.stock_pile].pop())

    def interchangeable(self, state: PatienceState) -> tuple[int, ...]:
        """The leftmost pile is the stock's while the stock lasts."""
        if state.piles[state.stock_pile]:
            return tuple(range(FIRST + 1, FIRST + 6))
        return tuple(range(FIRST, FIRST + 6))
