"""Джокер (Joker): 32 cards and two jokers. The four Aces start the foundations, built up
by suit 7, 8, 9, 10, J, Q, K; the other 30 cards are dealt face up, row after row, into
six columns of five. Only a column's last card is free; a free card goes home, into an
empty column, or onto another free card one rank higher of the other colour.

Jokers: a joker that comes free (in the deal or later) is set aside in a reserve and
stands in for any card when the player wants it. We model its use as one move: a free
card goes onto a free card *through* one joker (the joker plays the card between them:
8♦ onto 10♦ through a joker that is a black 9) or through both (the jokers are two cards
between them). A joker in a column always has a real card on it; when that card leaves,
the joker is free again and goes back to the reserve. Jokers never go home: the deal is
won when the 28 cards are on the foundations. The text's two-step wording (a joker laid
on a card, then a card on the joker) comes to the same.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout
from koloda.games.patience.layouts.builders_common import (
    BuilderGame,
    deal_rows,
    foundations,
    take_aces,
)
from koloda.games.patience.piles import Build, PileSpec, prank, red
from koloda.games.patience.rules import PatienceRules
from koloda.games.patience.solvers.builders import IDENTITY, jokers_alike
from koloda.games.patience.state import PatienceState

RESERVE = 4
FIRST = 5  # the first column
COLUMNS = 6
_VIA = re.compile(r"^(\S+)\s+(\S+)\s+(j|jj|\*|\*\*|дж|дждж)$")
_VIA_COUNT = {"j": 1, "*": 1, "дж": 1, "jj": 2, "**": 2, "дждж": 2}


def step(card: C.Card) -> int:
    """The card's place in its suit: Ace 1, Seven 2, … King 8 (jokers 0)."""
    rank = prank(card)
    return 1 if rank == 1 else max(0, rank - 5)


@dataclass(frozen=True)
class ShortSuit(Build):
    """Foundations of a 32-card deck: the Ace, then 7 up to the King, in suit."""

    def follows(self, below: C.Card, card: C.Card) -> bool:
        if below >> 4 & 7 != card >> 4 & 7 or C.is_joker(card):
            return False
        return step(card) == step(below) + 1


SHORT_SUIT = ShortSuit(suit="same", step="up", empty=1)


def fits(below: C.Card, card: C.Card, jokers: int) -> bool:
    """Whether ``card`` may lie on ``below`` with ``jokers`` jokers between them."""
    if C.is_joker(card) or C.is_joker(below):
        return False
    if step(card) != step(below) - 1 - jokers:
        return False
    return (red(card) != red(below)) == (jokers % 2 == 0)


class Joker(BuilderGame):
    key = "joker"
    aliases = ("джокер", "dzhoker")
    title_en = "Joker"
    title_ru = "Джокер"
    pile_titles: ClassVar[Mapping[str, tuple[str, str]]] = {"r": ("Джокеры", "Jokers")}
    rules_type = PatienceRules
    deck_size = 32
    jokers = 2
    solver_canon: ClassVar[bytes | None] = jokers_alike(IDENTITY)
    goal_en = "Build the four suits up on their Aces: 7, 8, 9, 10, Jack, Queen, King."
    goal_ru = "Собрать на тузах все масти по возрастанию: 7, 8, 9, 10, валет, дама, король."
    reading_en = (
        "The Aces start the foundations (then 7 to King by suit); 28 cards and two jokers lie "
        "face up in six columns of five. Only a column's last card is free: it goes home, "
        "into an empty column, or onto a free card one higher of the other colour. A joker "
        "that comes free waits in the reserve; a move 'through' one or both jokers lays "
        "them between two cards as the missing ones (8♦ on 10♦ through a black 9; typed "
        "'2 1 j', or '2 1 jj' for both). A joker comes back to the reserve when the card on it leaves. Won when the 28 cards are "
        "home.")
    reading_ru = (
        "Тузы начинают основания (далее 7 … король по масти); 28 карт и два джокера лежат "
        "открыто в шести столбцах по пять. Свободна только последняя карта столбца: она "
        "идёт в основание, в пустой столбец или на свободную карту на единицу старше другого "
        "цвета. Освободившийся джокер ждёт в резерве; ход «через» одного или обоих джокеров "
        "кладёт их между двумя картами вместо недостающих (8♦ на 10♦ через чёрную девятку; "
        "пишется «2 1 j», через обоих — «2 1 jj»). Джокер возвращается в резерв, когда карта с него уходит. Пасьянс сошёлся, когда 28 "
        "карт в основаниях.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            *foundations(4, row=0, col=0, rule=SHORT_SUIT),
            PileSpec("reserve", gives=False, row=0, col=5, fan="none", label="r"),
            *(PileSpec("tableau", row=1, col=k) for k in range(COLUMNS)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        aces, rest = take_aces(order)
        cols = deal_rows(rest, [5] * COLUMNS)
        return [[a] for a in aces] + [[]] + cols, [0] * (5 + COLUMNS)

    def settle(self, state: PatienceState) -> None:
        """A joker that comes free goes to the reserve."""
        reserve = state.piles[RESERVE]
        for i in range(FIRST, FIRST + COLUMNS):
            pile = state.piles[i]
            while pile and C.is_joker(pile[-1]):
                reserve.append(pile.pop())

    def won(self, state: PatienceState) -> bool:
        return not any(state.piles[FIRST:FIRST + COLUMNS])

    def auto_safe(self, state: PatienceState, card: C.Card) -> bool:
        """A Seven or an Eight is never needed as a base (nothing real could lie on it);
        a higher card once every card one place below it is home (then nothing, through
        jokers or not, could lie on it)."""
        place = step(card)
        lowest = min(step(state.piles[f][-1]) if state.piles[f] else 0
                     for f in state.foundations)
        return 2 <= place <= 3 or place <= lowest + 1

    def own_moves(self, rules: Rules) -> frozenset[int]:
        return frozenset({A.SPECIAL})

    def own_forms(self, rules: Rules) -> list[tuple[str, str]]:
        return [("1 2 j", "1 2 дж")]

    def extra_actions(self, state: PatienceState) -> list[int]:
        """Moves between columns: plain, through one joker, through two."""
        piles = state.piles
        spare = len(piles[RESERVE])
        out = []
        for a in range(FIRST, FIRST + COLUMNS):
            src = piles[a]
            if not src:
                continue
            card = src[-1]
            for b in range(FIRST, FIRST + COLUMNS):
                if b == a:
                    continue
                dst = piles[b]
                if not dst:
                    if len(src) > 1:
                        out.append(A.move(a, b, 1))
                    continue
                if fits(dst[-1], card, 0):
                    out.append(A.move(a, b, 1))
                for k in (1, 2):
                    if k <= spare and fits(dst[-1], card, k):
                        out.append(A.encode(A.SPECIAL, a, b, k))
        return out

    def apply_extra(self, state: PatienceState, action: int) -> None:
        _kind, a, b, k = A.decode(action)
        reserve = state.piles[RESERVE]
        for _ in range(k):
            state.piles[b].append(reserve.pop())
        state.piles[b].append(state.piles[a].pop())

    def special_touches(self, obs: Mapping[str, Any],
                        action: int) -> list[tuple[int, int, int | None]]:
        """A move through jokers is the free card dragged onto the other column."""
        _kind, a, b, _k = A.decode(action)
        return [(a, int(obs["piles"][a]["count"]) - 1, b)]

    def special_text(self, state: PatienceState, action: int) -> str:
        _kind, a, b, k = A.decode(action)
        return f"{state.labels[a]} {state.labels[b]} {'j' * k}"

    def special_parse(self, state: PatienceState, text: str) -> int | None:
        found = _VIA.match(text)
        if found is None:
            return None
        src, dst, via = found.groups()
        if src not in state.labels or dst not in state.labels:
            return None
        return A.encode(A.SPECIAL, state.labels.index(src), state.labels.index(dst),
                        _VIA_COUNT[via])

    def describe_special(self, state: PatienceState, action: int, lang: str) -> str:
        _kind, a, b, k = A.decode(action)
        src, dst = state.piles[a], state.piles[b]
        card = C.show(src[-1], lang) if src else "?"
        target = C.show(dst[-1], lang) if dst else state.labels[b]
        if lang == "ru":
            via = "джокера" if k == 1 else "двух джокеров"
            return f"{card} → {target} через {via}"
        via = "a joker" if k == 1 else "both jokers"
        return f"{card} → {target} through {via}"
