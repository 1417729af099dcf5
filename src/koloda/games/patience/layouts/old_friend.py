"""Старый друг (Old Friend): four piles of five cards, face up; the rest is the stock. A
King goes out alone and two cards making 13 (Ace 1, Jack 11, Queen 12) go out together.
The cards that play are the tops of the four piles, the card last turned from the stock
and the top of the waste under it. Only when nothing can go out is the next stock card
turned (the one turned before goes onto the waste). Won when all 52 cards are out ("in
one pile").

Readings where the text is short:

- the text lists "the King" among the thirteens, so a King goes alone, as in Pyramid;
- a turned card is "laid beside" the stock: we keep it playable together with the waste
  under it, as Pyramid plays the stock's card and the waste's top. With the waste's top
  alone playable the deal could never be won: two stock cards would never meet, and the
  32 stock cards cannot all find partners among 20 table cards and four Kings;
- a card is turned only when nothing can go out, as the text orders the steps (the choice
  left is which pair goes when several could); the stock goes through once.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.pairs_common import REMOVED, discard, ranks
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.solvers.pairs import Puzzle, search
from koloda.games.patience.state import PatienceState

STOCK, TURNED, WASTE, FOUND, FIRST = 0, 1, 2, 3, 4
PILES, DEPTH = 4, 5


@dataclass(frozen=True)
class OldFriendRules(Rules):  # no foundation to play home to: no "auto" key
    """Nothing to choose."""


class OldFriend(PatienceGame):
    key = "old_friend"
    aliases = ("старый_друг", "stary_drug")
    title_en = "Old Friend"
    title_ru = "Старый друг"
    pile_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "t": ("Открытая карта колоды", "Turned stock card"), "f": REMOVED}
    rules_type = OldFriendRules
    stock = "special"
    pairing = "sum13"
    goal_en = "Put all 52 cards out: Kings alone, other cards in pairs making 13."
    goal_ru = "Убрать все 52 карты: королей поодиночке, остальные парами с суммой 13."
    reading_en = ("Four piles of five cards lie face up; the rest is the stock. A King "
                  "goes out alone and two cards making 13 (Ace 1, Jack 11, Queen 12) go "
                  "out together: the piles' tops, the card last turned from the stock "
                  "and the waste's top under it play. Only when nothing can go out is "
                  "the next stock card turned, as the text orders the steps; the stock "
                  "goes through once. The turned card and the waste's top both play, as "
                  "in Pyramid: with the waste's top alone no deal could be won. Won "
                  "when every card is out.")
    reading_ru = ("Четыре стопки по пять карт лежат открытыми, остальные — колода. "
                  "Король убирается один, две карты с суммой 13 (туз 1, валет 11, дама "
                  "12) — вместе; играют верхние карты стопок, последняя открытая карта "
                  "колоды и верхняя карта сброса под ней. Следующая карта колоды "
                  "открывается, только когда убрать нечего, — так текст описывает ход "
                  "игры; колода проходится один раз. Открытая карта и верх сброса "
                  "играют обе, как в «Пирамиде»: с одной верхней картой сброса не "
                  "сошёлся бы ни один расклад. Пасьянс сошёлся, когда убраны все карты.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            PileSpec("stock", row=0, col=0, fan="none", label="s"),
            PileSpec("reserve", row=0, col=1, fan="none", label="t"),
            PileSpec("waste", row=0, col=2, fan="none", label="w"),
            discard(row=0, col=4),
            *(PileSpec("tableau", row=1, col=i) for i in range(PILES)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        cols = [order[DEPTH * i:DEPTH * i + DEPTH] for i in range(PILES)]
        stock = order[PILES * DEPTH:][::-1]  # the first card left over is on top
        return [stock, [], [], [], *cols], [len(stock)] + [0] * (3 + PILES)

    def can_deal(self, state: PatienceState) -> bool:
        return bool(state.piles[STOCK]) and not state.pairs_now()

    def deal_stock(self, state: PatienceState) -> None:
        piles = state.piles
        if piles[TURNED]:
            piles[WASTE].append(piles[TURNED].pop())
        piles[TURNED].append(piles[STOCK].pop())

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Any:
        return search(OldFriendPuzzle(state), time_limit, node_limit)


# (pile heights, talon cards gone, boundary, whether the card at it is turned up)
Pos = tuple[tuple[int, ...], int, int, bool]


class OldFriendPuzzle(Puzzle[Pos]):
    """Piles as heights; the waste, the turned card and the stock as one sequence in
    the order the cards are turned, with a boundary just past the waste's top: the
    first card left at or after it is the turned card when ``up`` says so, else the
    stock's next card. Ranks stand for cards."""

    def __init__(self, state: PatienceState) -> None:
        piles = state.piles
        self.cards = [ranks(piles[FIRST + i]) for i in range(PILES)]
        self.talon = ranks(piles[WASTE] + piles[TURNED] + piles[STOCK][::-1])
        self.root: Pos = (tuple(len(piles[FIRST + i]) for i in range(PILES)), 0,
                          len(piles[WASTE]), bool(piles[TURNED]))

    def start(self) -> Pos:
        return self.root

    def children(self, s: Pos) -> Iterator[tuple[int, Pos]]:
        h, tm, b, up = s
        talon, cards, size = self.talon, self.cards, len(self.talon)
        nxt = b
        while nxt < size and tm >> nxt & 1:
            nxt += 1
        turned = nxt if up and nxt < size else -1
        top = b - 1
        # the cards in play: (place, rank); places: -1 turned, -2 waste, else a pile
        play = [(-1, talon[turned])] if turned >= 0 else []
        if top >= 0:
            play.append((-2, talon[top]))
        play.extend((i, cards[i][h[i] - 1]) for i in range(PILES) if h[i])
        for a, ra in play:
            if ra == 13:
                yield self._out(s, turned, top, a)
                return
        found = False
        for x, (a, ra) in enumerate(play):
            for c, rc in play[x + 1:]:
                if ra + rc == 13:
                    found = True
                    yield self._out(s, turned, top, a, c)
        if not found and nxt < size:
            if turned >= 0:
                later = turned + 1
                while later < size and tm >> later & 1:
                    later += 1
                if later < size:
                    yield A.DRAW_ACTION, (h, tm, turned + 1, True)
            else:
                yield A.DRAW_ACTION, (h, tm, b, True)

    def _out(self, s: Pos, turned: int, top: int, *places: int) -> tuple[int, Pos]:
        h, tm, b, up = s
        piles = []
        for place in places:
            if place == -1:
                tm |= 1 << turned
                up = False
                piles.append(TURNED)
            elif place == -2:
                tm |= 1 << top
                b = top
                while b > 0 and tm >> (b - 1) & 1:
                    b -= 1
                piles.append(WASTE)
            else:
                h = (*h[:place], h[place] - 1, *h[place + 1:])
                piles.append(FIRST + place)
        piles.sort()
        action = A.remove(*piles)
        return action, (h, tm, b, up)

    def won(self, s: Pos) -> bool:
        return not any(s[0]) and s[1] == (1 << len(self.talon)) - 1

    def key(self, s: Pos) -> tuple[Pos, int]:
        return s, 0
