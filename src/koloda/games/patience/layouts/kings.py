"""Короли (Kings): two decks; the eight Aces start eight foundations that are built up
whatever the suit; the other 96 cards lie face up in eight piles of 12 (four on the left
of the foundations, four on the right). A top card goes onto another pile's top card one
rank higher or lower, whatever the suit, or into an empty pile; one card at a time.

The text does not say how many cards each pile gets, nor what fills an empty pile: we
share the 96 cards out evenly (12 a pile, all face up, the Beleaguered Castle layout the
text describes) and let any card start an empty pile, as in that family.
"""

from __future__ import annotations

from typing import ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience.game import Layout
from koloda.games.patience.layouts.builders_common import (
    ANY_UP,
    ANY_UPDOWN,
    BuilderGame,
    deal_rows,
    foundations,
    take_aces,
)
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.rules import PatienceRules
from koloda.games.patience.solvers.builders import RANKS


class Kings(BuilderGame):
    key = "kings"
    aliases = ("короли", "koroli")
    title_en = "Kings"
    title_ru = "Короли"
    rules_type = PatienceRules
    copies = 2
    solver_canon: ClassVar[bytes | None] = RANKS  # suits never matter here
    goal_en = "Build eight piles up from Ace to King on the foundations, whatever the suits."
    goal_ru = "Собрать на восьми основаниях карты от туза до короля независимо от масти."
    reading_en = (
        "Two decks. The eight Aces start eight foundations, built up from Ace to King "
        "whatever the suit. The other 96 cards lie face up in eight piles of 12 (the text "
        "does not give the count; we share them out evenly). A top card goes onto a top "
        "card one rank higher or lower of any suit, one card at a time; an empty pile takes "
        "any card (the text is silent; the Beleaguered Castle family allows it). Won when "
        "every card is home.")
    reading_ru = (
        "Две колоды. Восемь тузов начинают восемь оснований, которые собираются от туза до "
        "короля без учёта масти. Остальные 96 карт лежат открыто в восьми стопках по 12 "
        "(в тексте число не указано — делим поровну). Верхнюю карту можно положить на "
        "верхнюю карту на единицу старше или младше любой масти, по одной; в пустую стопку — "
        "любую карту (текст молчит; так в семействе «Осаждённой крепости»). Пасьянс "
        "сошёлся, когда все карты в основаниях.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        left = [PileSpec("tableau", accepts=ANY_UPDOWN, row=1, col=k) for k in range(4)]
        right = [PileSpec("tableau", accepts=ANY_UPDOWN, row=1, col=4 + k)
                 for k in range(4)]
        return (*foundations(8, row=0, col=0, rule=ANY_UP), *left, *right)

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        aces, rest = take_aces(order)
        cols = deal_rows(rest, [12] * 8)
        return [[a] for a in aces] + cols, [0] * 16
