"""Старый друг (Old Friend): four piles of five cards, face up; the rest is the stock. A
King goes out alone and two cards making 13 (Ace 1, Jack 11, Queen 12) go out together,
from the tops of the piles and the top of the waste. When no such pair is left, the next
stock card is turned onto the waste. Won when all 52 cards are out ("in one pile").

Readings: the text lists "the King" among the thirteens, so a King goes alone, as in
Pyramid; the stock goes through once (the text names no second pass); a card is turned
only when nothing can be removed, as the text tells the steps (the one choice left is
which pair goes when several could).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.pairs_common import discard, ranks
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.rules import PatienceRules
from koloda.games.patience.solvers.pairs import Puzzle, search
from koloda.games.patience.state import PatienceState

STOCK, WASTE, FOUND, FIRST = 0, 1, 2, 3
PILES, DEPTH = 4, 5


@dataclass(frozen=True)
class OldFriendRules(PatienceRules):
    """Nothing to choose beyond the shared keys."""


class OldFriend(PatienceGame):
    key = "old_friend"
    aliases = ("старый_друг", "stary_drug")
    title_en = "Old Friend"
    title_ru = "Старый друг"
    rules_type = OldFriendRules
    stock = "waste"
    pairing = "sum13"
    goal_en = "Put all 52 cards out: Kings alone, other cards in pairs making 13."
    goal_ru = "Убрать все 52 карты: королей поодиночке, остальные парами с суммой 13."
    reading_en = ("Four piles of five cards lie face up; the rest is the stock. A King "
                  "goes out alone and two cards making 13 (Ace 1, Jack 11, Queen 12) go "
                  "out together, taken from the tops of the piles and the top of the "
                  "waste. Only when nothing can go out is the next stock card turned "
                  "onto the waste, as the text orders the steps; the stock goes through "
                  "once. Won when every card is out.")
    reading_ru = ("Четыре стопки по пять карт лежат открытыми, остальные — колода. "
                  "Король убирается один, две карты с суммой 13 (туз 1, валет 11, дама "
                  "12) — вместе; играют верхние карты стопок и верхняя карта сброса. "
                  "Следующая карта колоды открывается в сброс, только когда убрать "
                  "нечего, — так текст описывает ход игры; колода проходится один раз. "
                  "Пасьянс сошёлся, когда убраны все карты.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            PileSpec("stock", row=0, col=0, fan="none"),
            PileSpec("waste", row=0, col=1, fan="none"),
            discard(row=0, col=3),
            *(PileSpec("tableau", row=1, col=i) for i in range(PILES)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        cols = [order[DEPTH * i:DEPTH * i + DEPTH] for i in range(PILES)]
        stock = order[PILES * DEPTH:][::-1]  # the first card left over is on top
        return [stock, [], [], *cols], [len(stock)] + [0] * (2 + PILES)

    def can_deal(self, state: PatienceState) -> bool:
        return not state.pairs_now()

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Any:
        return search(OldFriendPuzzle(state), time_limit, node_limit)


Pos = tuple[tuple[int, ...], int, int]  # (pile heights, talon cards gone, boundary)


class OldFriendPuzzle(Puzzle[Pos]):
    """Piles as heights; the waste and the stock as one sequence in the order the cards
    are turned, with a boundary just past the waste's top (see the Pyramid model)."""

    def __init__(self, state: PatienceState) -> None:
        piles = state.piles
        self.cards = [ranks(piles[FIRST + i]) for i in range(PILES)]
        self.talon = ranks(piles[WASTE] + piles[STOCK][::-1])
        self.root: Pos = (tuple(len(piles[FIRST + i]) for i in range(PILES)), 0,
                          len(piles[WASTE]))

    def start(self) -> Pos:
        return self.root

    def children(self, s: Pos) -> Iterator[tuple[int, Pos]]:
        h, tm, b = s
        talon, cards = self.talon, self.cards
        tops = [(i, cards[i][h[i] - 1]) for i in range(PILES) if h[i]]
        top = b - 1
        waste = talon[top] if top >= 0 else 0
        for i, r in tops:
            if r == 13:
                yield A.remove(FIRST + i), (self._less(h, i), tm, b)
                return
        if waste == 13:
            yield A.remove(WASTE), (h, tm | 1 << top, self._back(tm | 1 << top, top))
            return
        found = False
        for x, (i, r) in enumerate(tops):
            for j, q in tops[x + 1:]:
                if r + q == 13:
                    found = True
                    yield A.remove(FIRST + i, FIRST + j), (self._less(self._less(h, i), j),
                                                           tm, b)
        for i, r in tops:
            if top >= 0 and r + waste == 13:
                found = True
                gone = tm | 1 << top
                yield A.remove(WASTE, FIRST + i), (self._less(h, i), gone,
                                                   self._back(gone, top))
        if not found:
            nxt = b
            while nxt < len(talon) and tm >> nxt & 1:
                nxt += 1
            if nxt < len(talon):
                yield A.DRAW_ACTION, (h, tm, nxt + 1)

    @staticmethod
    def _less(h: tuple[int, ...], i: int) -> tuple[int, ...]:
        return h[:i] + (h[i] - 1,) + h[i + 1:]

    @staticmethod
    def _back(tm: int, k: int) -> int:
        while k > 0 and tm >> (k - 1) & 1:
            k -= 1
        return k

    def won(self, s: Pos) -> bool:
        return not any(s[0]) and s[1] == (1 << len(self.talon)) - 1

    def key(self, s: Pos) -> tuple[Pos, int]:
        return s, 0
