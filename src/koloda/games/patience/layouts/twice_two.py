"""Дважды два (Twice Two): the first move deals four cards face up in a row from the
stock. Any two of the four top cards of one suit may be covered, each by a new card from
the stock; the deal is won when the stock is used up, lost when no two top cards share a
suit (so a deal may be lost at its first move).

The text says only that two cards of a suit "are covered". We read it as the covering
games of the Elevens family do (a matching pair is covered by fresh cards from the stock,
there it is two cards making eleven, here two cards of a suit), on four places, like Aces
Up: when several pairs match (three cards of a suit, or two pairs), the player chooses
which pair to cover. The variant ``forced`` plays by itself: a step covers the first
matching pair from the left.

The choice turns out never to matter. Covering two cards of a suit leaves the parity of
every suit's count among the four tops as it was; only the two new cards change it. The
four tops have no pair exactly when they are of four different suits, that is when all
four counts are odd. So whether the row is stuck after each covering is fixed by the
order of the stock alone: the deal is won or lost before the first card is turned, and
both rule settings win the same deals (about 5.8% of them: 1,164 of deals 1-20,000).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience import actions as A
from koloda.games.patience import clock as _clock
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.odd_common import suit
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.solve import Solution
from koloda.games.patience.state import PatienceState

PLACES = 4
STOCK = PLACES  # the stock's pile index


@dataclass(frozen=True)
class TwiceTwoRules(Rules):
    choose: bool = rule(True, en="the player chooses which pair of a suit to cover (off: "
                                 "the first pair from the left is covered by itself)",
                        ru="игрок сам выбирает, какую пару одной масти накрыть (выкл — "
                           "накрывается первая слева пара)")


class TwiceTwo(PatienceGame):
    key = "twice_two"
    aliases = ("дважды_два", "дваждыдва", "twice-two")
    title_en = "Twice Two"
    title_ru = "Дважды два"
    rules_type = TwiceTwoRules
    stock = "special"
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "forced": ({"choose": False}, "no choice: the first pair from the left is covered",
                   "без выбора: накрывается первая слева пара"),
    }
    goal_en = "Deal out the whole stock by covering pairs of one suit."
    goal_ru = "Выложить всю колоду, накрывая пары карт одной масти."
    reading_en = (
        "The first move deals four cards face up in a row from the stock. Two of the four top cards "
        "of one suit may be covered, each with the next card of the stock. When several "
        "pairs match, the player chooses which to cover (the variant 'forced' always "
        "covers the first pair from the left), as in the covering games of the Elevens "
        "family. The deal is won when the stock is used up, lost when no pair is left. "
        "Which pair is covered never changes the outcome (the parity of each suit among "
        "the tops depends on the stock alone).")
    reading_ru = (
        "Первый ход выкладывает из колоды в ряд четыре открытые карты. Две верхние карты одной "
        "масти можно накрыть, каждую следующей картой колоды. Если подходящих пар "
        "несколько, игрок выбирает, какую накрыть (в варианте forced накрывается первая "
        "слева пара), как в пасьянсах семейства «Одиннадцать». Колода вышла вся — "
        "пасьянс сошёлся; пар не осталось — нет. Какую пару накрыть, на исход не влияет "
        "(чётность числа карт каждой масти среди верхних зависит только от колоды).")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (*(PileSpec("tableau", row=1, col=i, fan="none") for i in range(PLACES)),
                PileSpec("stock", row=0, col=0, fan="none"))

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        stock = order[::-1]  # the first card on top
        return [[] for _ in range(PLACES)] + [stock], [0] * PLACES + [len(stock)]

    def redeals(self, rules: Rules) -> int | None:
        """No waste to turn over: the views show no count of redeals."""
        return None

    def can_deal(self, state: PatienceState) -> bool:
        """Only the first move deals: four cards, one to each place."""
        return not state.piles[0]

    def deal_stock(self, state: PatienceState) -> None:
        stock = state.piles[STOCK]
        for i in range(PLACES):
            state.piles[i].append(stock.pop())

    def pairs(self, state: PatienceState) -> list[tuple[int, int]]:
        piles = state.piles
        if not piles[STOCK] or not piles[0]:
            return []
        return [(a, b) for a in range(PLACES) for b in range(a + 1, PLACES)
                if suit(piles[a][-1]) == suit(piles[b][-1])]

    def own_moves(self, rules: Rules) -> frozenset[int]:
        return frozenset({A.SPECIAL} if getattr(rules, "choose", True) else {A.STEP})

    def own_forms(self, rules: Rules) -> list[tuple[str, str]]:
        return [("cover 1 2", "накрыть 1 2")] if getattr(rules, "choose", True) else []

    def extra_actions(self, state: PatienceState) -> list[int]:
        pairs = self.pairs(state)
        if not getattr(state.rules, "choose", True):
            return [A.STEP_ACTION] if pairs else []
        return [A.encode(A.SPECIAL, a, b) for a, b in pairs]

    def apply_extra(self, state: PatienceState, action: int) -> None:
        kind, a, b, _n = A.decode(action)
        if kind == A.STEP:
            a, b = self.pairs(state)[0]
        stock = state.piles[STOCK]
        state.piles[a].append(stock.pop())
        state.piles[b].append(stock.pop())

    def won(self, state: PatienceState) -> bool:
        return not state.piles[STOCK] and bool(state.piles[0])

    def special_touches(self, obs: Mapping[str, Any],
                        action: int) -> list[tuple[int, int, int | None]]:
        """Covering a pair: a click on one card, then the other (as a pair goes out)."""
        _kind, a, b, _n = A.decode(action)
        piles = obs["piles"]
        return [(a, int(piles[a]["count"]) - 1, b), (b, int(piles[b]["count"]) - 1, a)]

    # --- texts: "cover 1 3" ------------------------------------------------------------

    def special_text(self, state: PatienceState, action: int) -> str:
        _kind, a, b, _n = A.decode(action)
        return f"cover {state.labels[a]} {state.labels[b]}"

    def special_parse(self, state: PatienceState, text: str) -> int | None:
        tokens = [t for t in re.split(r"[\s,+]+", text) if t]
        if tokens and tokens[0] in ("cover", "накрыть", "c", "н"):
            tokens = tokens[1:]
        elif len(tokens) != 2:
            return None
        if len(tokens) != 2:
            return None
        places = []
        for tok in tokens:
            place = _place_of(state, tok)
            if place is None:
                return None
            places.append(place)
        a, b = sorted(places)
        if a == b:
            return None
        return A.encode(A.SPECIAL, a, b)

    def describe_special(self, state: PatienceState, action: int, lang: str) -> str:
        _kind, a, b, _n = A.decode(action)
        shown = [C.show(state.piles[p][-1], lang) for p in (a, b) if state.piles[p]]
        return ("накрыть " if lang == "ru" else "cover ") + (
            " и " if lang == "ru" else " and ").join(shown)

    # --- solving -----------------------------------------------------------------------

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Solution:
        return solve_suits(state)


def _place_of(state: PatienceState, token: str) -> int | None:
    """A place named by its number (1-4) or by its top card."""
    for i in range(PLACES):
        if state.labels[i] == token:
            return i
    try:
        card = C.parse(token)
    except ValueError:
        return None
    for i in range(PLACES):
        if state.piles[i] and state.piles[i][-1] == card:
            return i
    return None


def solve_suits(state: PatienceState) -> Solution:
    """Exact search: only the suits of the four tops and how far the stock has gone
    matter, and the places are interchangeable, so a position is the sorted suits of the
    tops and the stock's size (at most 35 × 25 positions)."""
    start = _clock.seconds()
    if not state.piles[0]:  # the four cards are not dealt yet: deal them first
        dealt = state.clone()
        dealt.apply(A.DRAW_ACTION)
        found = solve_suits(dealt)
        found.actions.insert(0, A.DRAW_ACTION)
        found.seconds = _clock.seconds() - start
        return found
    stock = [suit(c) for c in state.piles[STOCK]]  # the last one is dealt first
    failed: set[tuple[tuple[int, ...], int]] = set()
    nodes = 0
    forced = not getattr(state.rules, "choose", True)

    def go(tops: list[int], left: int, path: list[tuple[int, int]]) -> bool:
        nonlocal nodes
        if left == 0:
            return True
        key = (tuple(tops) if forced else tuple(sorted(tops)), left)
        if key in failed:
            return False
        pairs = [(a, b) for a in range(PLACES) for b in range(a + 1, PLACES)
                 if tops[a] == tops[b]]
        if forced:
            pairs = pairs[:1]
        tried: set[tuple[int, ...]] = set()
        for a, b in pairs:
            nodes += 1
            rest = tuple(sorted(tops[k] for k in range(PLACES) if k not in (a, b)))
            if rest in tried:
                continue
            tried.add(rest)
            nxt = tops[:]
            nxt[a], nxt[b] = stock[left - 1], stock[left - 2]
            path.append((a, b))
            if go(nxt, left - 2, path):
                return True
            path.pop()
        failed.add(key)
        return False

    path: list[tuple[int, int]] = []
    tops = [suit(state.piles[i][-1]) for i in range(PLACES)]
    won = len(stock) % 2 == 0 and go(tops, len(stock), path)
    seconds = _clock.seconds() - start
    if not won:
        return Solution("lost", [], nodes, seconds)
    if forced:
        return Solution("won", [A.STEP_ACTION] * len(path), nodes, seconds)
    return Solution("won", [A.encode(A.SPECIAL, a, b) for a, b in path], nodes, seconds)
