"""Лабиринт (Labyrinth): the four Aces start the foundations, built up by suit; the other
48 cards are dealt in six rows of eight, a row at a time, each row below the last. Only
the cards of the top and the bottom row are free: a card played from the top row frees
the one below it, a card played from the bottom row the one above it. Free cards go only
to the foundations.

The text lays all six rows at once yet plays cards home "while dealing": we follow the
Labyrinth of the books, where the player deals the next row (``draw``) when no card can
go home. Each column is one pile listed from its top-row card down; its last card is the
bottom row's, its first the top row's (``top 3`` plays the top-row card of column 3).
No card is ever a base for another, so every card that can go home may go at once: the
``auto`` rule plays them all, from either end, and the player only deals.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout
from koloda.games.patience.layouts.builders_common import BuilderGame, foundations, take_aces
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.rules import PatienceRules
from koloda.games.patience.state import PatienceState

FIRST = 5  # the first column
COLUMNS = 8
_TOP = re.compile(r"^(?:top|верх|сверху)\s+(\S+)$")


def _home_for(state: PatienceState, card: C.Card) -> int:
    """The foundation that takes ``card`` now, or -1."""
    for f in state.foundations:
        if state.specs[f].takes(state.piles[f], [card]):
            return f
    return -1


class Labyrinth(BuilderGame):
    key = "labyrinth"
    aliases = ("лабиринт", "labirint")
    title_en = "Labyrinth"
    title_ru = "Лабиринт"
    rules_type = PatienceRules
    stock = "row"
    interchangeable_varies = True
    goal_en = "Build the four suits up from Ace to King on the foundations."
    goal_ru = "Собрать четыре масти на основаниях от туза до короля."
    reading_en = (
        "The four Aces start the foundations; the other 48 cards come in six rows of eight, "
        "dealt a row at a time below the last one when the player asks (as in the "
        "Labyrinth of the books; the text lays the rows at once but plays cards home while "
        "dealing). A card of the top row or of the bottom row is free and may go home, by "
        "suit; playing it frees the next card of its column ('top 3' plays the top-row card of "
        "column 3). The auto rule plays every "
        "card that can go home. Won when all 52 cards are home.")
    reading_ru = (
        "Четыре туза начинают основания; остальные 48 карт ложатся шестью рядами по восемь, "
        "ряд за рядом под предыдущим, когда игрок сдаёт (как в книжном «Лабиринте»; в "
        "тексте ряды выкладываются сразу, но карты уходят в основания во время раздачи). "
        "Свободны карты верхнего и нижнего рядов: они уходят в основания по масти, "
        "освобождая следующую карту своего столбца («top 3» — карта верхнего ряда столбца 3). "
        "Правило auto само отправляет в "
        "основания всё, что можно. Пасьянс сошёлся, когда все 52 карты в основаниях.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            PileSpec("stock", row=0, col=0, fan="none"),
            *foundations(4, row=0, col=2),
            *(PileSpec("tableau", row=1, col=k) for k in range(COLUMNS)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        aces, rest = take_aces(order)
        stock = rest[COLUMNS:][::-1]
        piles = [stock, *([a] for a in aces), *([c] for c in rest[:COLUMNS])]
        return piles, [len(stock)] + [0] * (4 + COLUMNS)

    def interchangeable(self, state: PatienceState) -> tuple[int, ...]:
        """The columns trade places once no row is left to deal into them."""
        if state.piles[state.stock_pile]:
            return ()
        return tuple(range(FIRST, FIRST + COLUMNS))

    def auto_safe(self, state: PatienceState, card: C.Card) -> bool:
        """No card is ever a base for another: every card home is safe."""
        return True

    def move_kinds(self, rules: Rules) -> frozenset[int]:
        """With the ``auto`` rule every card that can go home goes by itself: the player
        only deals."""
        if getattr(rules, "auto", False):
            return frozenset({A.DRAW})
        return super().move_kinds(rules) | {A.SPECIAL}

    def own_forms(self, rules: Rules) -> list[tuple[str, str]]:
        return [] if getattr(rules, "auto", False) else [("top 3", "верх 3")]


    # the top-row end of a column: the game's own move
    def extra_actions(self, state: PatienceState) -> list[int]:
        out = []
        for i in range(FIRST, FIRST + COLUMNS):
            pile = state.piles[i]
            if len(pile) > 1 and _home_for(state, pile[0]) >= 0:
                out.append(A.encode(A.SPECIAL, i))
        return out

    def apply_extra(self, state: PatienceState, action: int) -> None:
        _kind, i, _b, _n = A.decode(action)
        card = state.piles[i][0]
        f = _home_for(state, card)
        state.piles[f].append(state.piles[i].pop(0))

    def settle(self, state: PatienceState) -> None:
        """The auto rule plays top-row cards home too."""
        if not getattr(state.rules, "auto", False):
            return
        moved = True
        while moved:
            moved = False
            for i in range(FIRST, FIRST + COLUMNS):
                pile = state.piles[i]
                if pile and _home_for(state, pile[0]) >= 0:
                    state.piles[_home_for(state, pile[0])].append(pile.pop(0))
                    moved = True

    def special_touches(self, obs: Mapping[str, Any],
                        action: int) -> list[tuple[int, int, int | None]]:
        """The top-row card of a column (its first) dragged to its suit's foundation."""
        piles = obs["piles"]
        i = A.decode(action)[1]
        first = piles[i]["cards"][0] if piles[i]["cards"] else None
        home = None
        if isinstance(first, str):
            suit = C.suit_of(C.parse(first))
            home = next((f for f in range(1, FIRST) if piles[f]["cards"]
                         and isinstance(piles[f]["cards"][-1], str)
                         and C.suit_of(C.parse(piles[f]["cards"][-1])) == suit), None)
        return [(i, 0, home)]

    def special_text(self, state: PatienceState, action: int) -> str:
        return f"top {state.labels[A.decode(action)[1]]}"

    def special_parse(self, state: PatienceState, text: str) -> int | None:
        found = _TOP.match(text)
        if found is None or found.group(1) not in state.labels:
            return None
        return A.encode(A.SPECIAL, state.labels.index(found.group(1)))

    def describe_special(self, state: PatienceState, action: int, lang: str) -> str:
        i = A.decode(action)[1]
        pile = state.piles[i]
        card = C.show(pile[0], lang) if pile else "?"
        if lang == "ru":
            return f"{card} (верхний ряд, столбец {state.labels[i]}) → основание"
        return f"{card} (top row, column {state.labels[i]}) → foundation"
