"""Паганини (Paganini): the classic Gaps (Montana) played with a 36-card deck.

The 36 cards are dealt face up in four rows of nine. The Aces are taken out one after
another in reading order and laid at the left end of the rows, the first Ace found at the
first row, and so on: each row now belongs to its Ace's suit, and four gaps are left where
the Aces lay. A gap takes the card one rank above the card on its left, of the same suit
(rank order A, 6, 7, 8, 9, 10, J, Q, K: the first place of a row takes the Six of its
Ace's suit); the text's own example adds that a gap also takes the card one rank below
the card on its right (a gap left of 10♠ takes 9♠). A gap after a King, or after another
gap, takes nothing from the left. Won when every row reads A, 6 … K of one suit, its last
place empty.

Readings: the Aces go to the rows in the order they are found (the text: "one after
another"); the right-hand neighbour rule is the text's and can be switched off (``right``,
off in the variant ``montana``, which plays the classic's rule). The text allows no
redeal; classic Montana allows two (the variant ``montana``, or the rule ``redeals``): the
cards not yet in order after each row's Ace are gathered, shuffled and dealt again, with
one gap right after each row's ordered run. The redeal's shuffle is a chance event of the
deal (logged with the deal, reproducible from the seed).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.forced_common import grid_label
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.solve import Solution
from koloda.games.patience.solvers.gaps import solve_gaps
from koloda.games.patience.state import PatienceState

COLS = 9
ACES = 4  # piles 0..3: the Aces at the rows' left ends
SLOTS = 4 * COLS
REDEAL = A.encode(A.SPECIAL, 1)
REDEAL_WORDS = ("shuffle", "gather", "перетасовать", "тасовать", "собрать")


@dataclass(frozen=True)
class PaganiniRules(Rules):
    right: bool = rule(True, en="a gap also takes the card one rank below the card on its "
                                "right (the text's example)",
                       ru="в пустое место можно положить и карту на одну ниже карты справа "
                          "от него (пример из текста)")
    redeals: int = rule(0, lo=0, hi=3,
                        en="times the cards not yet in order may be shuffled and dealt "
                           "again (the text: none; Montana: 2)",
                        ru="сколько раз можно перетасовать и разложить заново карты, "
                           "ещё не ставшие по порядку (в тексте — ни разу; в «Монтане» — 2)")


def slot(row: int, col: int) -> int:
    return ACES + row * COLS + col


def next_up(card: C.Card) -> C.Card | None:
    """The card one rank above in the same suit (A → 6), None above a King."""
    rank = C.rank_of(card)
    if rank == C.KING:
        return None
    return C.make(6 if rank == C.ACE else rank + 1, C.suit_of(card))


def next_down(card: C.Card) -> C.Card | None:
    """The card one rank below in the same suit, None below a Six (the Aces are out)."""
    rank = C.rank_of(card)
    if rank <= 6 or rank == C.ACE:
        return None
    return C.make(rank - 1, C.suit_of(card))


def ordered_run(state: PatienceState, row: int) -> int:
    """How many places from the left of ``row`` already hold 6, 7, … of its Ace's suit."""
    want: C.Card | None = state.piles[row][-1]
    n = 0
    for col in range(COLS):
        want = next_up(want) if want is not None else None
        pile = state.piles[slot(row, col)]
        if want is None or not pile or pile[-1] != want:
            break
        n += 1
    return n


class Paganini(PatienceGame):
    key = "paganini"
    aliases = ("паганини",)
    title_en = "Paganini"
    title_ru = "Паганини"
    pile_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        f"{r}0": (f"Туз ряда {r}", f"Row {r}'s Ace") for r in "abcd"}
    rules_type = PaganiniRules
    deck_size = 36
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "montana": ({"right": False, "redeals": 2},
                    "as the classic Montana: a gap takes only the card above its left "
                    "neighbour; two redeals",
                    "как в классической «Монтане»: в пустое место — только карта выше "
                    "соседа слева; две пересдачи"),
    }
    goal_en = "Order each row by suit after its Ace: A, 6, 7 … K."
    goal_ru = "Разложить каждый ряд по масти после его туза: Т, 6, 7 … К."
    reading_en = (
        "The classic Gaps (Montana) with 36 cards: four rows of nine face up; the Aces go, "
        "in the order they are found, to the left ends of the rows and give each row its "
        "suit. A gap takes the card one above its left neighbour of the same suit (the Six "
        "after the Ace) or, as the text's example says, one below its right neighbour. "
        "Won when every row reads A, 6 … K of its suit. The text allows no redeal "
        "(variant 'montana': the classic's two redeals, left neighbour only).")
    reading_ru = (
        "Классический «Монтана» (Gaps) на 36 картах: четыре открытых ряда по девять; тузы по "
        "порядку, в каком найдены, ложатся слева от рядов и задают каждому ряду масть. В "
        "пустое место кладут карту той же масти на одну выше соседа слева (за тузом — "
        "шестёрку) или, как в примере текста, на одну ниже соседа справа. Сошёлся, когда "
        "каждый ряд — Т, 6 … К своей масти. Пересдач в тексте нет (вариант montana — две "
        "пересдачи и только сосед слева, как в классике).")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        aces = tuple(PileSpec("foundation", row=r, col=0, fan="none", label=grid_label(r, -1))
                     for r in range(4))
        places = tuple(PileSpec("tableau", row=r, col=c + 1, fan="none",
                                label=grid_label(r, c))
                       for r in range(4) for c in range(COLS))
        return aces + places

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        places = [[card] for card in order]
        aces: list[list[C.Card]] = []
        for pile in places:
            if C.rank_of(pile[0]) == C.ACE:
                aces.append([pile.pop()])
        return aces + places, [0] * (ACES + SLOTS)

    def redeals(self, rules: Rules) -> int | None:
        return int(getattr(rules, "redeals", 0))

    def own_moves(self, rules: Rules) -> frozenset[int]:
        shuffles = int(getattr(rules, "redeals", 0)) > 0
        return frozenset({A.MOVE, A.SPECIAL} if shuffles else {A.MOVE})

    def own_forms(self, rules: Rules) -> list[tuple[str, str]]:
        forms = [("a3 b8", "a3 b8")]  # a card into a gap
        if int(getattr(rules, "redeals", 0)) > 0:
            forms.append(("shuffle", "перетасовать"))
        return forms

    def extra_actions(self, state: PatienceState) -> list[int]:
        piles = state.piles
        where = {p[0]: i for i, p in enumerate(piles) if p and i >= ACES}
        right = bool(getattr(state.rules, "right", True))
        out: list[int] = []
        for row in range(4):
            for col in range(COLS):
                gap = slot(row, col)
                if piles[gap]:
                    continue
                left = piles[row if col == 0 else gap - 1]
                wanted: list[C.Card] = []
                if left:
                    up = next_up(left[-1])
                    if up is not None:
                        wanted.append(up)
                if right and col + 1 < COLS and piles[gap + 1]:
                    down = next_down(piles[gap + 1][-1])
                    if down is not None and down not in wanted:
                        wanted.append(down)
                out.extend(A.move(where[w], gap) for w in wanted)
        if state.passes < int(getattr(state.rules, "redeals", 0)) and not self.won(state):
            out.append(REDEAL)
        return out

    def apply_extra(self, state: PatienceState, action: int) -> None:
        if action != REDEAL:
            raise ValueError(f"paganini has no move {action}")
        runs = [ordered_run(state, row) for row in range(4)]
        loose: list[C.Card] = []
        for row in range(4):
            for col in range(runs[row], COLS):
                loose.extend(state.piles[slot(row, col)])
                state.piles[slot(row, col)] = []
        cards = iter(state.shuffled(sorted(loose)))
        for row in range(4):
            for col in range(runs[row] + 1, COLS):  # one gap right after the run
                state.piles[slot(row, col)] = [next(cards)]
        state.passes += 1

    def special_text(self, state: PatienceState, action: int) -> str:
        if action == REDEAL:
            return "shuffle"
        raise KeyError(action)

    def special_parse(self, state: PatienceState, text: str) -> int | None:
        return REDEAL if text in REDEAL_WORDS else None

    def describe_special(self, state: PatienceState, action: int, lang: str) -> str:
        if action == REDEAL:
            return ("перетасовать и разложить заново карты не на местах" if lang == "ru"
                    else "shuffle and deal again the cards out of order")
        return self.special_text(state, action)

    def won(self, state: PatienceState) -> bool:
        return all(ordered_run(state, row) == COLS - 1 for row in range(4))

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Solution:
        return solve_gaps(state, REDEAL, time_limit, node_limit)
