"""Колодец (the Well): one deck of 52. One card is dealt face up to the centre pile, the
well, and one to each of four side piles around it; the other 47 make the reserve stock,
turned one card at a time onto a waste pile. The well is built up in alternating colours,
turning the corner (… Q, K, A, 2 …: after the Ace comes the Two), and is the only
foundation: the deal is won when all 52 cards lie in it, "at the bottom of the well". The
side piles are built down in alternating colours (10, then 9 of the other colour …, the
Ace low). The top card of a side pile may go to the well or onto another side pile; the
waste's top card may go to the well or onto a side pile, and only it may fill an empty
side pile ("any card of the reserve").

The text is short: it names the piles and their building rules but not how many cards
the side piles get nor what the reserve does. We follow the closest well-known patience
of that shape, Four Seasons (Vanishing Cross): a cross of five piles with one card
each, a stock turned one card at a time onto a waste and gone through once, only top
cards moving. Here the cross's centre is the single foundation, as the text says. The
rule ``redeals`` lets the waste go back to the stock (the text says nothing of it; the
variant ``redeal`` allows two more passes).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.piles import Build, PileSpec
from koloda.games.patience.solve import Solution
from koloda.games.patience.solvers.well import solve_well
from koloda.games.patience.state import PatienceState

WELL_RULE = Build(suit="alt", step="up", wrap=True, empty="none")
SIDE_RULE = Build(suit="alt", step="down", empty="none")
STOCK, WASTE, WELL = 0, 1, 2
SIDES = (3, 4, 5, 6)


@dataclass(frozen=True)
class WellRules(Rules):
    redeals: int = rule(0, lo=0, hi=9,
                        en="times the waste may go back to the stock (Four Seasons: none)",
                        ru="сколько раз сброс можно вернуть в колоду («Четыре сезона» — "
                           "ни разу)")


class Well(PatienceGame):
    key = "well"
    aliases = ("колодец",)
    title_en = "The Well"
    title_ru = "Колодец"
    rules_type = WellRules
    stock = "waste"
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "redeal": ({"redeals": 2}, "the waste may go back to the stock twice",
                   "сброс можно дважды вернуть в колоду"),
    }
    goal_en = "Gather all 52 cards in the centre pile, the well."
    goal_ru = "Собрать все 52 карты в центральной стопке — на дне колодца."
    reading_en = (
        "A cross of five piles with one card each: the centre one, the well, is the only "
        "foundation, built up in alternating colours and turning the corner (after the Ace "
        "the Two); the four side piles build down in alternating colours. Top cards of the "
        "side piles and of the waste move one at a time; only the waste's card fills an "
        "empty side pile. The stock is turned one card at a time and gone through once, as "
        "in Four Seasons, the classic patience of this shape (the text is silent). Won "
        "when all 52 cards are in the well.")
    reading_ru = (
        "Крест из пяти стопок по одной карте: центральная — колодец — единственное "
        "основание, собирается по возрастанию с чередованием цвета и по кругу (за тузом — "
        "двойка); четыре боковые собираются по убыванию с чередованием цвета. Верхние карты "
        "боковых стопок и сброса переносятся по одной; пустую боковую стопку занимает "
        "только карта из сброса. Колода открывается по одной карте и проходится один раз, "
        "как в «Четырёх сезонах» — классическом пасьянсе той же раскладки (текст об этом "
        "молчит). Сошёлся, когда все 52 карты в колодце.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        side = {3: (0, 1), 4: (1, 0), 5: (1, 2), 6: (2, 1)}  # above, left, right, below
        return (
            PileSpec("stock", row=0, col=3, fan="none"),
            PileSpec("waste", row=0, col=4, fan="right"),
            PileSpec("foundation", accepts=WELL_RULE, gives=False, row=1, col=1,
                     fan="none", label="f"),
            *(PileSpec("tableau", accepts=SIDE_RULE, row=side[i][0], col=side[i][1],
                       fan="right") for i in SIDES),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        well, sides, rest = order[0], order[1:5], order[5:]
        stock = rest[::-1]  # the first undealt card on top
        piles = [stock, [], [well], *([c] for c in sides)]
        return piles, [len(stock)] + [0] * 6

    def extra_actions(self, state: PatienceState) -> list[int]:
        """The waste's top card into an empty side pile (the side piles' own rule lets
        nothing start them, so no other pile can)."""
        if not state.piles[WASTE]:
            return []
        return [A.move(WASTE, i) for i in SIDES if not state.piles[i]]

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Solution:
        return solve_well(state, time_limit, node_limit)
