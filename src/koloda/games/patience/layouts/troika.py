"""Тройка (Troika): the deck is laid out in seventeen fans of three cards and one of a
single card, all face up; the four Aces are taken out of them to start the foundations,
built up by suit. A top card may go onto another fan's top card of the same rank when
that fan holds fewer than three cards; an empty fan stays empty.

The text gives the rules whole; the layout is La Belle Lucie's (fans of three, the last
of one), dealt fan by fan. The ``auto`` rule plays a card home once every card of the rank
below is home: then no card could need it as a base, since every card that could lie on
it could go home instead.
"""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience.game import Layout
from koloda.games.patience.layouts.builders_common import BuilderGame, foundations, take_aces
from koloda.games.patience.piles import Build, PileSpec
from koloda.games.patience.rules import PatienceRules

SAME_RANK = Build(suit="any", step="same", empty="none", limit=3)
FANS = 18


def fans(order: list[C.Card]) -> list[list[C.Card]]:
    """Seventeen fans of three and one of the last card."""
    return [list(order[3 * k:3 * k + 3]) for k in range(FANS)]


class Troika(BuilderGame):
    key = "troika"
    aliases = ("тройка",)
    title_en = "Troika"
    title_ru = "Тройка"
    rules_type = PatienceRules
    goal_en = "Build the four suits up from Ace to King on the foundations."
    goal_ru = "Собрать четыре масти на основаниях от туза до короля."
    reading_en = (
        "Seventeen fans of three face-up cards and one of a single card (La Belle Lucie's "
        "layout, dealt fan by fan); the four Aces are taken out of them to start the "
        "foundations, built up by suit. A top card may go only onto a top card of the same "
        "rank, and only onto a fan of fewer than three cards; an empty fan stays empty. "
        "Won when all 52 cards are home.")
    reading_ru = (
        "Семнадцать веером разложенных стопок по три открытые карты и одна из одной карты "
        "(раскладка «Прекрасной Люси», стопка за стопкой); четыре туза вынимаются из них и "
        "начинают основания, которые собираются по масти. Верхнюю карту можно положить "
        "только на верхнюю карту того же достоинства и только на стопку, где меньше трёх "
        "карт; пустая стопка остаётся пустой. Пасьянс сошёлся, когда все 52 карты в "
        "основаниях.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            *foundations(4, row=0, col=0),
            *(PileSpec("tableau", accepts=SAME_RANK, row=1 + k // 9, col=k % 9)
              for k in range(FANS)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        aces, _rest = take_aces(order)
        cols = [[c for c in fan if c & 15 != C.ACE] for fan in fans(order)]
        return [[a] for a in aces] + cols, [0] * (4 + FANS)
