"""Баян (Accordion): the whole deck laid out face up in one line of 52 places, shown as
six rows read left to right, top to bottom. A pile (a single card at first) may go onto
the pile just left of it, or onto the one two places left (one pile between them), when
their top cards share a suit or a rank; the pile moves whole, its top card stays on top.
The places behind close up, so the line only shortens. Won when one pile holds all 52.

This is the classic patience Accordion (Idle Year) played fully open, as its solvers play
it: all the cards are dealt before the first move. The text differs from the classic in
one point: a card jumps over *one* pile ("рядом или через одну карту"), where Accordion
jumps over two (onto the third pile to the left); the variant ``accordion`` plays the
classic reach. The text does not say whether a possible move must be made: here every
move is the player's choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience import actions as A
from koloda.games.patience import clock as _clock
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.odd_common import same_face
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.solve import Solution
from koloda.games.patience.state import PatienceState

PLACES = 52
PER_ROW = 9  # six rows: 9, 9, 9, 9, 9, 7


@dataclass(frozen=True)
class BayanRules(Rules):
    reach: int = rule(2, choices=(2, 3),
                      en="how far left a pile may jump: 2 (over one pile, the text) or 3 "
                         "(over two, the classic Accordion)",
                      ru="на сколько мест влево можно перескочить: 2 (через одну стопку, "
                         "как в тексте) или 3 (через две, классический «Аккордеон»)")


class Bayan(PatienceGame):
    key = "bayan"
    aliases = ("баян", "accordion")
    title_en = "Accordion"
    title_ru = "Баян"
    rules_type = BayanRules
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "accordion": ({"reach": 3}, "a pile may jump over two piles, as in the classic "
                      "Accordion", "стопка перескакивает через две, как в классическом "
                      "«Аккордеоне»"),
    }
    goal_en = "Gather the whole deck into one pile."
    goal_ru = "Собрать всю колоду в одну стопку."
    reading_en = (
        "The 52 cards lie face up in one line, shown as six rows. A pile may go whole onto "
        "the pile next to it on the left, or onto the one two places left, when the top "
        "cards are of one suit or one rank; the line then closes up. This is the classic "
        "Accordion dealt open, except that the classic jumps over two piles, not one (the "
        "variant 'accordion'). Every move is the player's choice; one pile left wins.")
    reading_ru = (
        "Все 52 карты лежат открыто в одну линию, показанную шестью рядами. Стопка целиком "
        "кладётся на соседнюю слева или на стопку через одну, если их верхние карты одной "
        "масти или одного достоинства; линия смыкается. Это классический «Аккордеон» в "
        "открытую, только в классике перескакивают через две стопки, а не через одну "
        "(вариант accordion). Каждый ход — по выбору игрока; осталась одна стопка — "
        "пасьянс сошёлся.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return tuple(PileSpec("tableau", row=k // PER_ROW, col=k % PER_ROW, fan="none")
                     for k in range(PLACES))

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        return [[c] for c in order], [0] * PLACES

    def redeals(self, rules: Rules) -> int | None:
        """No waste to turn over: the views show no count of redeals."""
        return None

    def reach(self, rules: Rules) -> int:
        return int(getattr(rules, "reach", 2))

    def own_moves(self, rules: Rules) -> frozenset[int]:
        return frozenset({A.MOVE})

    def own_forms(self, rules: Rules) -> list[tuple[str, str]]:
        return [("3 2", "3 2")]

    def extra_actions(self, state: PatienceState) -> list[int]:
        piles = state.piles
        reach = self.reach(state.rules)
        out: list[int] = []
        for i in range(1, PLACES):
            if not piles[i]:
                break
            top = piles[i][-1]
            for d in (1, reach):
                j = i - d
                if j >= 0 and same_face(piles[j][-1], top):
                    out.append(A.move(i, j, len(piles[i])))
        return out

    def settle(self, state: PatienceState) -> None:
        """Close the gap a move left."""
        piles = state.piles
        if all(piles[k] or not piles[k + 1] for k in range(PLACES - 1)):
            return
        kept = [p for p in piles if p]
        state.piles = kept + [[] for _ in range(PLACES - len(kept))]
        state.down = [0] * PLACES

    def won(self, state: PatienceState) -> bool:
        return bool(state.piles[0]) and not state.piles[1]

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Solution:
        return solve_tops(state, self.reach(state.rules), time_limit, node_limit)


def solve_tops(state: PatienceState, reach: int, time_limit: float,
               node_limit: int | None) -> Solution:
    """Depth-first search on the top cards alone: what lies under a top card never
    matters again, so two lines with the same tops are one position. The search deals
    the line to itself from the left, one pile at a time, and tries the moves among the
    piles dealt so far before dealing the next one: a position is (the tops of the piles
    dealt, how many are dealt). Dealing every pile first is the open game itself, so no
    win is missed, while the search keeps its line short and its moves local. The moves
    nearest the right end come first."""
    start = _clock.seconds()
    line = tuple(C.face(p[-1]) for p in state.piles if p)
    if len(line) <= 1:
        return Solution("won", [], 0, 0.0)
    total = len(line)
    seen: set[tuple[tuple[int, ...], int]] = set()
    path: list[tuple[int, int]] = []
    nodes = 0
    out_of_time = False

    def go(tops: tuple[int, ...], dealt: int) -> bool:
        nonlocal nodes, out_of_time
        nodes += 1
        if nodes & 1023 == 0 and (_clock.seconds() - start > time_limit or (
                node_limit is not None and nodes > node_limit)):
            out_of_time = True
            return False
        for i in range(len(tops) - 1, 0, -1):
            top = tops[i]
            for d in (1, reach):
                j = i - d
                if j < 0 or not same_face(tops[j], top):
                    continue
                nxt = (*tops[:j], top, *tops[j + 1:i], *tops[i + 1:])
                if dealt == total and len(nxt) == 1:
                    path.append((i, j))
                    return True
                if (nxt, dealt) in seen:
                    continue
                seen.add((nxt, dealt))
                path.append((i, j))
                if go(nxt, dealt):
                    return True
                path.pop()
                if out_of_time:
                    return False
        if dealt < total:
            nxt = (*tops, line[dealt])
            if (nxt, dealt + 1) not in seen:
                seen.add((nxt, dealt + 1))
                if go(nxt, dealt + 1):
                    return True
        return False

    won = go(line[:1], 1)
    seconds = _clock.seconds() - start
    if not won:
        return Solution("unknown" if out_of_time else "lost", [], nodes, seconds)
    sizes = [len(p) for p in state.piles if p]
    actions = []
    for i, j in path:
        actions.append(A.move(i, j, sizes[i]))
        sizes[j] += sizes[i]
        del sizes[i]
    return Solution("won", actions, nodes, seconds)
