"""Солитер: FreeCell as the text lays it out — 52 cards face up in eight columns (four of
seven, four of six), four free cells of one card each, four foundations built up by
suit from the Ace; the tableau builds down in alternating colours; a run moves whole
when the free cells and empty columns would let it move card by card
((cells + 1) · 2^(empty columns), the empty column it goes to not counted).

The text's layout is FreeCell's, so ``numbering=ms`` deals the classic Microsoft FreeCell
deals: deal N is the N-th Windows deal (1 … 32000, and on to 2³¹ − 1 with the same
generator), with the deal number as
the seed; ``numbering=koloda`` shuffles from the seed like every other game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.piles import FOUNDATION_BY_SUIT, FREE_CELL, Build, PileSpec
from koloda.games.patience.rules import PatienceRules

if TYPE_CHECKING:
    from koloda.games.patience.state import PatienceState

TABLEAU = Build(suit="alt", step="down", empty="any")


@dataclass(frozen=True)
class FreeCellRules(PatienceRules):
    numbering: str = rule("ms", choices=("ms", "koloda"),
                          labels={"ms": ("как в Windows", "Microsoft's"),
                                  "koloda": ("свои номера Колоды", "Koloda's own")},
                          en="deal numbers: ms (the Microsoft FreeCell deals) or koloda "
                             "(a shuffle from the seed)",
                          ru="номера раздач: ms (раздачи FreeCell из Windows) или koloda "
                             "(перемешивание по номеру)")
    cells: int = rule(4, lo=1, hi=4, en="free cells", ru="свободных ячеек")


class FreeCell(PatienceGame):
    key = "solitaire"
    aliases = ("солитер", "freecell")
    title_en = "Solitaire (FreeCell)"
    title_ru = "Солитер"
    rules_type = FreeCellRules
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "classic": ({"numbering": "ms"}, "Microsoft FreeCell deal numbers",
                    "номера раздач FreeCell из Windows"),
        "shuffled": ({"numbering": "koloda"}, "deals shuffled from the seed",
                     "раздачи перемешиваются по номеру"),
    }
    goal_en = "Free the four Aces and build each suit up to the King on them."
    goal_ru = "Освободить четырёх тузов и собрать на них масти до короля."
    reading_en = ("Eight columns of 7, 7, 7, 7, 6, 6, 6, 6 open cards (the text's eight rows "
                  "of six and a row of four), four free cells and four foundations. Build "
                  "down in alternating colours; a free cell holds one card; a run moves "
                  "whole when the free cells and empty columns allow it. This is FreeCell, "
                  "so its classic Microsoft deal numbers are kept.")
    reading_ru = ("Восемь столбцов по 7, 7, 7, 7, 6, 6, 6, 6 открытых карт (в тексте — восемь "
                  "рядов по шесть и ряд из четырёх), четыре свободные ячейки и четыре "
                  "основания. Строим вниз с чередованием цвета; в ячейке одна карта; "
                  "собранная стопка переносится целиком, если хватает свободных ячеек и "
                  "пустых столбцов. Это FreeCell, поэтому номера раздач — как в Windows.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        cells = int(getattr(rules, "cells", 4))
        return (
            *(PileSpec("cell", accepts=FREE_CELL, row=0, col=i, fan="none")
              for i in range(cells)),
            # a card home stays home, as in FreeCell
            *(PileSpec("foundation", accepts=FOUNDATION_BY_SUIT, gives=False, row=0,
                       col=4 + i, fan="none") for i in range(4)),
            *(PileSpec("tableau", accepts=TABLEAU, run=TABLEAU, row=1, col=i)
              for i in range(8)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        cells = int(getattr(rules, "cells", 4))
        cols: list[list[C.Card]] = [[] for _ in range(8)]
        for k, card in enumerate(order):
            cols[k % 8].append(card)
        piles = [*([] for _ in range(cells + 4)), *cols]
        return [list(p) for p in piles], [0] * len(piles)

    def deal_range(self, rules: Rules) -> tuple[int, int] | None:
        if getattr(rules, "numbering", "koloda") != "ms":
            return None
        from koloda.games.patience.solvers.ms_deals import FIRST_DEAL, LAST_DEAL

        return FIRST_DEAL, LAST_DEAL

    def numbered_deal(self, rules: Rules, number: int) -> list[C.Card] | None:
        if getattr(rules, "numbering", "koloda") != "ms":
            return None
        if not 1 <= number < 1 << 31:
            # a seed from elsewhere (a match's 64-bit seed): one of the classic deals;
            # a number a person types is checked first (``check_deal``)
            number = number % 32000 + 1
        from koloda.games.patience.solvers.ms_deals import ms_deck_order

        return ms_deck_order(number)

    def max_run(self, state: PatienceState, src: int, dst: int) -> int:
        free = sum(1 for i, s in enumerate(state.specs)
                   if s.kind == "cell" and not state.piles[i])
        empty = sum(1 for i, s in enumerate(state.specs)
                    if s.kind == "tableau" and not state.piles[i] and i != dst)
        if state.specs[dst].kind != "tableau":
            return 1
        return (free + 1) << empty

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Any:
        from koloda.games.patience.solve import solve_by_family

        specs = state.specs
        cells = [i for i, s in enumerate(specs) if s.kind == "cell"]
        cols = [i for i, s in enumerate(specs) if s.kind == "tableau"]
        names = {**{f"t{k}": i for k, i in enumerate(cols)},
                 **{f"c{k}": i for k, i in enumerate(cells)}}

        def run(st: PatienceState, seconds: float, nodes: int | None) -> Any:
            from koloda.games.patience.piles import prank
            from koloda.games.patience.solvers.freecell import solve_freecell

            home = [0, 0, 0, 0]
            for f in st.foundations:
                for card in st.piles[f]:
                    suit = card >> 4 & 7
                    home[suit] = max(home[suit], prank(card))
            return solve_freecell([st.piles[i] for i in cols],
                                  [st.piles[i][0] if st.piles[i] else None for i in cells],
                                  home, time_limit=seconds, node_limit=nodes,
                                  free_cells=len(cells))

        return solve_by_family(state, time_limit, node_limit, run, names)
