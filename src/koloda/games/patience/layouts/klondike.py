"""Косынка (Klondike): seven piles of 1…7 cards, the top one face up; the stock turned
three cards at a time (or one, the ``draw`` rule) onto the waste, turned over without
limit (the ``redeals`` rule caps it); build down in alternating colours, any face-up run
moves, only a King (or a run headed by one) starts an empty pile; foundations up by suit
from the Ace, and a card may come back from a foundation.

The text says nothing of redeals or of cards coming back: we follow the Klondike of
Windows (the one the text describes: "deal by 3"), which allows both. Its empty pile
takes "either a King or a built run": the default reads that as the classic King (alone
or heading a run); the rule ``empty=king_or_run`` reads it literally, a King or any run
of two or more cards in sequence. The family solver knows only the classic rule, so with
the other reading a deal is solved by the generic search over the game's own moves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.piles import FOUNDATION_BY_SUIT, Build, PileSpec
from koloda.games.patience.rules import PatienceRules

if TYPE_CHECKING:
    from koloda.games.patience.state import PatienceState

TABLEAU = Build(suit="alt", step="down", empty=13)
# the literal reading: an empty pile also takes any built run of two cards or more
TABLEAU_OR_RUN = Build(suit="alt", step="down", empty=13, empty_run=2)


@dataclass(frozen=True)
class KlondikeRules(PatienceRules):
    draw: int = rule(3, choices=(1, 3), en="cards turned from the stock at a time",
                     ru="сколько карт открывается из колоды за раз")
    redeals: int | None = rule(None, lo=0, hi=99, optional=True,
                               en="times the waste may go back to the stock (none: no "
                                  "limit)",
                               ru="сколько раз можно пересдать колоду (none — без "
                                  "ограничений)")
    empty: str = rule("king", choices=("king", "king_or_run"),
                      labels={"king": ("только король", "a king only"),
                              "king_or_run": ("король или собранная серия",
                                              "a king or a built run")},
                      en="what an empty pile takes: a King or a run headed by one (king), "
                         "or also any built run of two or more cards (king_or_run)",
                      ru="что можно положить на пустую стопку: короля или серию с короля "
                         "(king) или ещё любую собранную серию из двух и более карт "
                         "(king_or_run)")


class Klondike(PatienceGame):
    key = "klondike"
    aliases = ("косынка", "kosynka")
    title_en = "Klondike"
    title_ru = "Косынка"
    rules_type = KlondikeRules
    stock = "waste"
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "by1": ({"draw": 1}, "cards are turned one at a time", "карты открываются по одной"),
        "by3": ({"draw": 3}, "cards are turned three at a time", "карты открываются по три"),
        "any_run": ({"empty": "king_or_run"}, "an empty pile also takes any built run",
                    "на пустую стопку можно положить и любую собранную серию"),
    }
    reading_en = ("Seven piles of 1 to 7 cards, the top card of each face up; 24 cards in "
                  "the stock, turned three at a time (one in the by1 variant) onto the "
                  "waste, whose top card plays. Build down in alternating colours; any "
                  "face-up run moves; only a King, or a run headed by one, goes to an empty "
                  "pile. The text says nothing of redeals or of cards coming back from the "
                  "foundations: as in the Klondike of Windows, the stock turns over without "
                  "limit (the redeals rule caps it) and a card may come back. The text's "
                  "empty pile takes 'either a King or a built run'; read literally, any run "
                  "of two or more cards may go there too: the rule empty=king_or_run "
                  "(variant 'any_run').")
    reading_ru = ("Семь стопок от 1 до 7 карт, верхняя открыта; 24 карты в колоде, из неё "
                  "открывают по три карты (по одной в варианте by1) в сброс, играет его "
                  "верхняя карта. Строим вниз с чередованием цвета; переносится любая "
                  "открытая серия; на пустое место — только король или серия с короля. О "
                  "пересдачах и о возврате карт из оснований текст молчит: как в Косынке "
                  "из Windows, колоду можно пересдавать без ограничений (правило redeals "
                  "ограничивает), и карту из основания можно вернуть. По тексту на пустую "
                  "стопку кладут «либо короля, либо собранную серию»; если читать "
                  "буквально, туда можно положить и любую серию из двух и более карт — "
                  "правило empty=king_or_run (вариант any_run).")
    goal_en = "Build the four suits up from Ace to King on the foundations."
    goal_ru = "Собрать четыре масти в основаниях от туза до короля."

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        build = TABLEAU_OR_RUN if getattr(rules, "empty", "king") == "king_or_run" \
            else TABLEAU
        return (
            PileSpec("stock", row=0, col=0, fan="none"),
            PileSpec("waste", row=0, col=1, fan="right"),
            *(PileSpec("foundation", accepts=FOUNDATION_BY_SUIT, row=0, col=3 + i,
                       fan="none") for i in range(4)),
            *(PileSpec("tableau", accepts=build, run=TABLEAU, row=1, col=i)
              for i in range(7)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        cols: list[list[C.Card]] = [[] for _ in range(7)]
        it = iter(order)
        for row in range(7):
            for col in range(row, 7):
                cols[col].append(next(it))
        stock = list(it)[::-1]  # the first undealt card is on top
        piles = [stock, [], [], [], [], [], *cols]
        down = [len(stock), 0, 0, 0, 0, 0, *(len(c) - 1 for c in cols)]
        return piles, down

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Any:
        """Thoughtful Klondike (every card known): the family solver of
        ``solvers/klondike.py``, its moves followed on this state. That solver knows only
        the classic empty pile (a King); under ``empty=king_or_run`` it would miss moves
        and could call a winnable deal lost, so the generic search over this game's own
        moves answers instead (slower: more deals end ``unknown``, none wrongly)."""
        from koloda.games.patience.solve import search, solve_by_family

        if getattr(state.rules, "empty", "king") != "king":
            return search(state, time_limit, node_limit)

        cols = [i for i, s in enumerate(state.specs) if s.kind == "tableau"]
        names = {"w": state.waste_pile, **{f"t{k}": i for k, i in enumerate(cols)}}
        rules = state.rules

        def run(st: PatienceState, seconds: float, nodes: int | None) -> Any:
            from koloda.games.patience.piles import prank
            from koloda.games.patience.solvers.klondike import solve_klondike

            home = [0, 0, 0, 0]
            for f in st.foundations:
                for card in st.piles[f]:
                    home[card >> 4 & 7] = max(home[card >> 4 & 7], prank(card))
            limit = self.redeals(rules)
            left = None if limit is None else max(0, limit - st.passes)
            return solve_klondike([st.piles[i] for i in cols], [st.down[i] for i in cols],
                                  st.piles[st.stock_pile], st.piles[st.waste_pile], home,
                                  draw=self.draw_count(rules), redeals=left,
                                  time_limit=seconds, node_limit=nodes)

        return solve_by_family(state, time_limit, node_limit, run, names)
