"""Память (Memory, Concentration): every card face down on a grid. A turn opens two cards
(``open 5``, ``open 17``): two of the same rank stay face up and score points; two that
differ score a penalty and turn face down again at the next move (so the player has seen
them). The deal ends when every card is face up; the result is the points.

Readings: the text gives no numbers, so a pair scores 10 and a miss costs 1 (``pair`` and
``miss`` rules), and the deck is 36 cards on a 6×6 grid (``deck=52``: four rows of 13).
A card turned back is hidden again in what the player sees: remembering it is the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience import actions as A
from koloda.games.patience import clock as _clock
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.piles import PileSpec, prank
from koloda.games.patience.solve import Solution
from koloda.games.patience.state import PatienceState

NO = -1
FIRST, MISS_A, MISS_B = 0, 1, 2  # aux: the card opened first this turn, the missed pair
GRID = {36: 6, 52: 13}  # cards per row


@dataclass(frozen=True)
class MemoryRules(Rules):  # no foundation to play home to: no "auto" key
    deck: int = rule(36, choices=(36, 52), en="cards in the deck", ru="карт в колоде")
    pair: int = rule(10, lo=0, hi=1000, en="points for a pair found",
                     ru="очков за найденную пару")
    miss: int = rule(1, lo=0, hi=1000, en="points lost for two cards that differ",
                     ru="очков снимается за две несовпавшие карты")


class Memory(PatienceGame):
    key = "memory"
    aliases = ("память", "pamyat", "concentration")
    title_en = "Memory"
    title_ru = "Память"
    shows_points = True
    rules_type = MemoryRules
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "full_deck": ({"deck": 52}, "52 cards in four rows of 13",
                      "52 карты в четыре ряда по 13"),
    }
    goal_en = "Turn up every card in pairs of a rank with as few misses as possible."
    goal_ru = "Открыть все карты парами одного достоинства, ошибившись как можно реже."
    reading_en = ("All cards lie face down on a grid (36 cards 6×6; 52 cards 4×13). A "
                  "turn opens two cards: two of a rank stay face up and score the pair "
                  "points (10), two that differ cost the miss points (1) and turn face "
                  "down at the next move. The text gives no numbers, so the rules pair "
                  "and miss set them. The deal ends when every card is up; the result is "
                  "the points.")
    reading_ru = ("Все карты лежат рубашкой вверх сеткой (36 карт — 6×6, 52 — 4×13). За "
                  "ход открываются две карты: две одного достоинства остаются открытыми "
                  "и приносят очки за пару (10), несовпавшие отнимают очки за промах (1) "
                  "и закрываются при следующем ходе. Чисел текст не даёт, их задают "
                  "правила pair и miss. Игра кончается, когда открыты все карты; "
                  "результат — очки.")

    def deck(self, rules: Rules) -> list[C.Card]:
        return C.deck(_size(rules))

    def redeals(self, rules: Rules) -> int | None:
        """No waste is ever turned over, so there is no count to show."""
        return None

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        width = GRID[_size(rules)]
        return tuple(PileSpec("tableau", flip=False, row=i // width, col=i % width,
                              fan="none") for i in range(_size(rules)))

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        return [[c] for c in order], [1] * len(order)

    def settle(self, state: PatienceState) -> None:
        if not state.aux:
            state.aux = [NO, NO, NO]

    def own_moves(self, rules: Rules) -> frozenset[int]:
        return frozenset({A.OPEN})

    def extra_actions(self, state: PatienceState) -> list[int]:
        missed = state.aux[MISS_A:]
        return [A.encode(A.OPEN, i) for i in range(len(state.piles))
                if state.down[i] or i in missed]

    def apply_extra(self, state: PatienceState, action: int) -> None:
        _kind, i, _b, _n = A.decode(action)
        aux = state.aux
        for k in (MISS_A, MISS_B):  # the missed pair turns back first
            if aux[k] != NO:
                state.down[aux[k]] = 1
                aux[k] = NO
        state.down[i] = 0
        first = aux[FIRST]
        if first == NO:
            aux[FIRST] = i
            return
        aux[FIRST] = NO
        if prank(state.piles[first][0]) == prank(state.piles[i][0]):
            state.points += int(state.rules.pair)
        else:
            state.points -= int(state.rules.miss)
            aux[MISS_A], aux[MISS_B] = first, i

    def won(self, state: PatienceState) -> bool:
        return not any(state.down) and state.aux[FIRST] == NO and state.aux[MISS_A] == NO

    def score(self, state: PatienceState) -> float:
        return float(state.points)

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Any:
        """The line of a player with a perfect memory who knows only what was seen: take
        a remembered pair when there is one, else open a card never seen (the lowest
        place), and match it at once when its twin is remembered."""
        begin = _clock.seconds()
        st = state.clone()
        actions: list[int] = []
        while not st.is_won() and not st.gave_up:
            action = remembered_move(st)
            actions.append(action)
            st.apply(action)
        return Solution("won", actions, len(actions), _clock.seconds() - begin)


def _size(rules: Rules) -> int:
    assert isinstance(rules, MemoryRules)
    return rules.deck


def remembered_move(state: PatienceState) -> int:
    """The next card a perfect memory opens (see :meth:`Memory.solve`)."""
    aux, piles, seen = state.aux, state.piles, state.seen
    closed = [i for i in range(len(piles)) if state.down[i] or i in aux[MISS_A:]]
    known = [i for i in closed if seen >> piles[i][0] & 1]
    fresh = [i for i in closed if not seen >> piles[i][0] & 1]
    first = aux[FIRST]
    if first != NO:
        want = prank(piles[first][0])
        twin = [i for i in known if prank(piles[i][0]) == want]
        pick = twin[0] if twin else (fresh or closed)[0]
        return A.encode(A.OPEN, pick)
    by_rank: dict[int, int] = {}
    for i in known:
        r = prank(piles[i][0])
        if r in by_rank:
            return A.encode(A.OPEN, by_rank[r])
        by_rank[r] = i
    return A.encode(A.OPEN, (fresh or closed)[0])
