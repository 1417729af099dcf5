"""Основание (Golf): seven columns of five cards, all face up; one card from the stock
starts the single foundation, the other 16 stay in the stock. The card nearest the player
in a column goes onto the foundation when it is one rank above or below the foundation's
top card, suit regardless; a Two goes on an Ace and an Ace on a Two, but a King and an
Ace never follow each other. The next stock card may be turned onto the foundation at any
time; there is no redeal. Won when the columns are empty.

This is the patience Golf. The text allows a Queen on a King (it bars only K–A), so it is
the variant Wolter calls Golf-B; the Golf of most books puts nothing on a King (the
variant ``classic``), and Putt Putt lets the King and the Ace follow each other (the
variant ``wrap``). The text puts the first foundation card from the stock but does not
say when: as in Golf, it is turned at the deal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.piles import Build, PileSpec, prank
from koloda.games.patience.solve import Solution
from koloda.games.patience.solvers.golf import DEAL, GolfRules, fits, solve_golf
from koloda.games.patience.state import PatienceState

COLUMNS, DEPTH = 7, 5
STOCK, FOUND = COLUMNS, COLUMNS + 1  # pile indices


@dataclass(frozen=True)
class OneStepBuild(Build):
    """One rank up or down, any suit; ``on_king`` off bars everything from a King."""

    on_king: bool = True

    def follows(self, below: C.Card, card: C.Card) -> bool:
        return fits(prank(below), prank(card), GolfRules(self.wrap, self.on_king))


@dataclass(frozen=True)
class FoundationRules(Rules):
    on_king: bool = rule(True, en="a Queen may go on a King (off: nothing goes on a King)",
                         ru="на короля можно положить даму (выкл — на короля ничего)")
    wrap: bool = rule(False, en="a King and an Ace follow each other",
                      ru="король и туз идут друг за другом")


def golf_rules(rules: Rules) -> GolfRules:
    return GolfRules(wrap=bool(getattr(rules, "wrap", False)),
                     on_king=bool(getattr(rules, "on_king", True)))


def main_pile(rules: Rules, row: float, col: float) -> PileSpec:
    g = golf_rules(rules)
    return PileSpec("foundation", accepts=OneStepBuild(step="updown", wrap=g.wrap,
                                                       empty="none", on_king=g.on_king),
                    gives=False, row=row, col=col, fan="none", label="f")


def turn_stock(state: PatienceState, found: int) -> None:
    """Turn the next stock card onto the foundation."""
    state.piles[found].append(state.piles[state.stock_pile].pop())


def golf_solution(state: PatienceState, slots: list[tuple[int, int]],
                  covers: list[list[int]], found: int, time_limit: float,
                  node_limit: int | None) -> Solution:
    """Run the Golf solver on ``slots`` ((pile, index) of every card still out, with the
    slots covering each) and turn its line into actions."""
    ranks = [prank(state.piles[p][k]) for p, k in slots]
    stock = [prank(c) for c in reversed(state.piles[state.stock_pile])]
    top = prank(state.piles[found][-1]) if state.piles[found] else 0
    got = solve_golf(ranks, covers, stock, top, golf_rules(state.rules), time_limit,
                     node_limit)
    actions = [A.DRAW_ACTION if m == DEAL else A.move(slots[m][0], found, 1)
               for m in got.moves]
    return Solution(got.status, actions, got.nodes, got.seconds)


class Foundation(PatienceGame):
    key = "foundation"
    aliases = ("основание", "golf", "гольф")
    title_en = "Golf"
    title_ru = "Основание"
    rules_type = FoundationRules
    stock = "special"
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "classic": ({"on_king": False}, "nothing goes on a King, as in the Golf of most "
                    "books", "на короля ничего не кладётся, как в классическом «Гольфе»"),
        "wrap": ({"wrap": True}, "a King and an Ace follow each other (Putt Putt)",
                 "король и туз идут друг за другом (как в «Патт-патт»)"),
    }
    goal_en = "Clear the seven columns onto the one foundation."
    goal_ru = "Переложить все карты семи рядов в основание."
    reading_en = (
        "Seven columns of five face-up cards, a stock of 16 and one foundation started "
        "with a stock card: this is Golf. The nearest card of a column goes on the "
        "foundation one rank above or below its top, any suit; a Queen may go on a King "
        "(the text bars only King-Ace), which is Golf-B; 'classic' bars it, 'wrap' allows "
        "King-Ace. The stock may be turned onto the foundation at any time, once. Won when "
        "the columns are empty.")
    reading_ru = (
        "Семь рядов по пять открытых карт, колода из 16 и одно основание, начатое картой "
        "из колоды: это «Гольф». Ближняя карта ряда идёт в основание на карту на одно "
        "достоинство выше или ниже, масть неважна; дама на короля можно (текст запрещает "
        "только короля с тузом), это «Гольф-B»; вариант classic это запрещает, wrap "
        "разрешает короля с тузом. Колоду можно открывать в основание когда угодно, один "
        "раз. Ряды опустели — пасьянс сошёлся.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (*(PileSpec("tableau", row=1, col=i) for i in range(COLUMNS)),
                PileSpec("stock", row=0, col=0, fan="none"), main_pile(rules, 0, 2))

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        cols = [order[c * DEPTH:(c + 1) * DEPTH] for c in range(COLUMNS)]
        start = COLUMNS * DEPTH
        stock = order[start + 1:][::-1]  # the first undealt card on top
        return [*cols, stock, [order[start]]], [0] * COLUMNS + [len(stock), 0]

    def can_deal(self, state: PatienceState) -> bool:
        return bool(state.piles[STOCK])

    def deal_stock(self, state: PatienceState) -> None:
        turn_stock(state, FOUND)

    def won(self, state: PatienceState) -> bool:
        return not any(state.piles[:COLUMNS])

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Solution:
        slots: list[tuple[int, int]] = []
        covers: list[list[int]] = []
        for c in range(COLUMNS):
            height = len(state.piles[c])
            first = len(slots)
            for k in range(height):
                slots.append((c, k))
                covers.append(list(range(first + k + 1, first + height)))
        return golf_solution(state, slots, covers, FOUND, time_limit, node_limit)
