"""Часы (Clock): 13 piles of four face-down cards, twelve round a clock face (one o'clock
the Aces, two the Twos … eleven the Jacks, twelve the Queens) and the Kings' pile in the
middle. The top card of the middle pile is turned and put face up under the pile of its
rank, then the top face-down card of that pile is turned, and so on. The deal plays
itself: the only move is the next step. It ends when the pile to turn from has no
face-down card left, which happens exactly when the fourth King comes up; the deal is won
when that King is the last card of all, so that every card is face up at its hour.

This is the classic patience Clock (also called Travellers or Sundial). Its chance of
coming out is exactly 1/13: ``bench/clock_rate.py`` measures it (deals 1–1,100,000:
7.685%, 95% 7.635–7.735%), and tests/patience_odd/test_clock.py checks these rules deal
for deal against a Clock played as on a table.

In the piles the face-up cards are kept after the face-down ones (the framework counts
face-down cards from the bottom): a pile ``[d d d U]`` with one card down means three
face-down cards with the turned card U tucked under them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.engine.texts import plural_ru
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.piles import PileSpec, prank
from koloda.games.patience.rules import NoRules
from koloda.games.patience.state import PatienceState

HOURS = 13  # piles 0..11: one to twelve o'clock (Ace .. Queen); 12: the Kings
KINGS = 12
DEPTH = 4
# where the views draw each pile: (row, col) round a clock face, the Kings in the middle
_HOURS_AT = {11: (0, 2), 12: (0, 3), 1: (0, 4), 10: (1, 1), 2: (1, 5), 9: (2, 0),
             3: (2, 6), 8: (3, 1), 4: (3, 5), 7: (4, 2), 6: (4, 3), 5: (4, 4)}
_FACE = {**{h - 1: at for h, at in _HOURS_AT.items()}, KINGS: (2, 3)}


def pile_of(card: C.Card) -> int:
    """The pile a card goes under: its rank's hour (Ace 0 … Queen 11, King 12)."""
    return prank(card) - 1


class Clock(PatienceGame):
    key = "clock"
    aliases = ("часы", "travellers", "sundial")
    title_en = "Clock"
    title_ru = "Часы"
    pile_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "K": ("Короли", "Kings"),
        **{str(h): (f"{h} {plural_ru(h, 'час', 'часа', 'часов')}", f"{h} o'clock")
           for h in range(1, HOURS)}}
    rules_type = NoRules
    goal_en = "Turn up every card before the fourth King comes up."
    goal_ru = "Открыть все карты раньше, чем выйдет четвёртый король."
    reading_en = (
        "Thirteen face-down piles of four: twelve round a clock face, one per rank from the "
        "Ace at one o'clock to the Queen at twelve, and the Kings in the middle. Each step "
        "turns the top face-down card of the current pile (the middle one first) and tucks "
        "it face up under the pile of its rank, which becomes the current pile. Nothing is "
        "chosen: the deal plays itself, and is won when the last card turned is the "
        "fourth King, i.e. when every card is turned, as in the classic Clock.")
    reading_ru = (
        "Тринадцать закрытых стопок по четыре карты: двенадцать по кругу циферблата, по "
        "одной на достоинство — от туза на часе до дамы на двенадцати, — и короли в "
        "центре. Каждый шаг открывает верхнюю закрытую карту текущей стопки (сначала "
        "центральной) и подкладывает её открытой под стопку её достоинства, которая "
        "становится текущей. Выбора нет: пасьянс раскладывается сам и сходится, если "
        "последней открылась карта — четвёртый король, то есть открыты все карты, как в "
        "классических «Часах».")

    note_en = (
        "The chance of winning is exactly 1/13 = 7.692%. Deals 1 to 1,100,000 won 84,533 "
        "times: 7.685%, 95% Wilson interval 7.635–7.735% "
        "(`python bench/clock_rate.py --deals 1100000 --workers 2`). The first 100,000 "
        "alone gave 7.496% (7.334–7.661%, z = −2.3): a fluctuation that the longer run "
        "does not repeat (z = −0.3).")
    note_ru = (
        "Вероятность выигрыша ровно 1/13 = 7,692%. Раздачи с 1 по 1 100 000 сошлись "
        "84 533 раза: 7,685%, 95-процентный интервал Уилсона 7,635–7,735% "
        "(`python bench/clock_rate.py --deals 1100000 --workers 2`). Первые 100 000 "
        "раздач дали 7,496% (7,334–7,661%, z = −2,3): это случайное отклонение, на "
        "длинной серии его нет (z = −0,3).")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        out = []
        for i in range(HOURS):
            row, col = _FACE[i]
            label = "K" if i == KINGS else str(i + 1)
            out.append(PileSpec("tableau", gives=False, flip=False, row=row, col=col,
                                fan="none", label=label))
        return tuple(out)

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        # dealt round the clock four times; the last card dealt to a pile is its top
        piles = [[order[i + HOURS * k] for k in range(DEPTH)] for i in range(HOURS)]
        return piles, [DEPTH] * HOURS

    def settle(self, state: PatienceState) -> None:
        if not state.aux:  # the deal: the first card comes from the Kings' pile
            state.aux = [KINGS]

    def redeals(self, rules: Rules) -> int | None:
        """No waste to turn over: the views show no count of redeals."""
        return None

    def current(self, state: PatienceState) -> int:
        """The pile the next card is turned from."""
        return state.aux[0] if state.aux else KINGS

    def own_moves(self, rules: Rules) -> frozenset[int]:
        return frozenset({A.STEP})

    def extra_actions(self, state: PatienceState) -> list[int]:
        return [A.STEP_ACTION] if state.down[self.current(state)] > 0 else []

    def apply_extra(self, state: PatienceState, action: int) -> None:
        src = self.current(state)
        k = state.down[src] - 1
        card = state.piles[src].pop(k)
        state.down[src] = k
        dst = pile_of(card)
        state.piles[dst].append(card)
        state.aux[0] = dst

    def won(self, state: PatienceState) -> bool:
        return not any(state.down)
