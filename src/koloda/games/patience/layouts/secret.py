"""Секрет (Secret): seven face-up cards start seven piles; the rest is a stock turned one
card at a time, and each turned card must be laid on any of the seven piles (or go home)
before the next is turned; only the top cards of the piles play, and only to the four
foundations, built up by suit from the Ace.

The text names no building rule between the piles: we read it as the Sir Tommy (Old
Patience) family it describes, where the piles are only a waiting room: a stock card goes
onto any pile whatever its rank, and cards never move from pile to pile. The stock goes
through once. As no card in a pile is ever a base for another, every card that can go
home may go there at once: the ``auto`` rule plays them all.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout
from koloda.games.patience.layouts.builders_common import BuilderGame, foundations
from koloda.games.patience.piles import PileSpec, prank
from koloda.games.patience.rules import PatienceRules
from koloda.games.patience.state import PatienceState

WASTE = 1
FIRST = 6  # the first of the seven piles


def has_cycle(piles: Sequence[Sequence[C.Card]]) -> bool:
    """Whether the links "goes home before" among the cards of ``piles`` (each card
    before the one under it; each card before the next higher card of its suit in the
    piles) make a cycle.

    >>> has_cycle([[C.parse("3H"), C.parse("7S")], [C.parse("5S"), C.parse("6H")]])
    True
    >>> has_cycle([[C.parse("7S"), C.parse("3H")], [C.parse("5S"), C.parse("6H")]])
    False
    """
    after: dict[int, list[int]] = {}
    need: dict[int, int] = {}
    by_suit: list[list[tuple[int, int]]] = [[], [], [], []]
    for pile in piles:
        for k, card in enumerate(pile):
            after.setdefault(card, [])
            need.setdefault(card, 0)
            by_suit[card >> 4 & 3].append((prank(card), card))
            if k:
                after[card].append(pile[k - 1])  # the card on top goes first
                need[pile[k - 1]] = need.get(pile[k - 1], 0) + 1
    for suit in by_suit:
        suit.sort()
        for (_r, low), (_s, high) in pairwise(suit):
            after[low].append(high)
            need[high] += 1
    ready = [c for c, n in need.items() if n == 0]
    done = 0
    while ready:
        card = ready.pop()
        done += 1
        for nxt in after[card]:
            need[nxt] -= 1
            if need[nxt] == 0:
                ready.append(nxt)
    return done < len(need)


class Secret(BuilderGame):
    key = "secret"
    aliases = ("секрет", "sekret")
    title_en = "Secret"
    title_ru = "Секрет"
    rules_type = PatienceRules
    stock = "waste"
    goal_en = "Build the four suits up from Ace to King on the foundations."
    goal_ru = "Собрать четыре масти на основаниях от туза до короля."
    reading_en = (
        "Seven face-up cards start seven piles; the other 45 are the stock. 'Draw' turns "
        "one stock card, which must then go onto any pile, whatever its rank, or home "
        "before the next is turned (the text gives no building rule: we follow Sir Tommy). "
        "Cards never move from pile to pile; top cards go home, by suit from the Ace. The "
        "stock goes through once; won when all 52 cards are home.")
    reading_ru = (
        "Семь открытых карт начинают семь стопок; остальные 45 — колода. «Сдать» открывает "
        "карту колоды, которую нужно положить на любую стопку, какой бы она ни была, или в "
        "основание, прежде чем открыть следующую (правила построения в тексте нет — берём "
        "«Сэра Томми»). Со стопки на стопку карты не перекладываются; верхние карты уходят "
        "в основания по масти от туза. Колода проходит один раз; пасьянс сошёлся, когда все "
        "52 карты в основаниях.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            PileSpec("stock", row=0, col=0, fan="none"),
            PileSpec("waste", row=0, col=1, fan="none"),
            *foundations(4, row=0, col=3),
            *(PileSpec("tableau", row=1, col=k) for k in range(7)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        stock = order[7:][::-1]
        return [stock, [], [], [], [], [], *([c] for c in order[:7])], \
            [len(stock)] + [0] * 12

    def can_deal(self, state: PatienceState) -> bool:
        """The turned card must be placed before the next is turned."""
        return not state.piles[WASTE]

    def own_forms(self, rules: Rules) -> list[tuple[str, str]]:
        return [("w 1", "с 1")]  # the turned card onto a pile

    def extra_actions(self, state: PatienceState) -> list[int]:
        if not state.piles[WASTE]:
            return []
        return [A.move(WASTE, FIRST + k, 1) for k in range(7)]

    def solver_dead(self, state: PatienceState) -> bool:
        """Whether the piles can no longer all go home: a card must leave before the one
        under it (it can only go home), and a card before the next higher card of its
        suit; a cycle in these "before" links (7♠ on 3♥, 6♥ on 5♠) is a lost deal."""
        return has_cycle(state.piles[FIRST:FIRST + 7])

    def auto_safe(self, state: PatienceState, card: C.Card) -> bool:
        """No card is ever a base for another: every card home is safe."""
        return True
