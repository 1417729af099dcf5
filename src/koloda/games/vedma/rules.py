"""The rule keys of «Ведьма» (Old Maid) and the deck they give."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule

WITCH = C.make(C.QUEEN, C.SPADES)  # the witch: the queen of spades
REMOVED = C.make(C.QUEEN, C.CLUBS)  # the queen taken out before the deal


@dataclass(frozen=True)
class VedmaRules(Rules):
    deck: int = rule(36, choices=(36, 52),
                     en="cards in the deck before the queen of clubs is taken out",
                     ru="карт в колоде до того, как из неё убирают даму треф")
    pairs: str = rule("rank", choices=("rank", "colour"),
                      labels={"rank": ("по достоинству", "by rank"),
                              "colour": ("по достоинству и цвету", "by rank and colour")},
                      en="what makes a pair: rank — any two cards of one rank; colour — two "
                         "of one rank and one colour (red with red, black with black)",
                      ru="что составляет пару: rank — две карты одного достоинства; "
                         "colour — одного достоинства и цвета (красная с красной, чёрная "
                         "с чёрной)")
    mix: bool = rule(False,
                     en="each player mixes his cards before holding them out, so nobody can "
                        "follow where a card went",
                     ru="перед тем как протянуть карты, игрок перемешивает их, так что "
                        "никто не уследит, где какая карта")
    deals: int = rule(1, lo=1, hi=20,
                      en="deals in the game: each deal the holder of the witch scores one; "
                         "the fewest witches win",
                      ru="раздач в партии: в каждой оставшийся с ведьмой получает одну; "
                         "побеждает получивший меньше всех")


def deck_for(rules: VedmaRules) -> list[C.Card]:
    """The deck without the queen of clubs: the queen of spades is left without a
    partner (by rank the two red queens pair with each other)."""
    return [c for c in C.deck(rules.deck) if c != REMOVED]


def kind_of(card: C.Card, pairs: str) -> int:
    """The class of cards that pair with each other: a rank, or a rank and a colour; the
    witch is a class of her own, so she never pairs."""
    if card == WITCH:
        return -1
    rank = C.rank_of(card)
    if pairs == "colour":
        red = C.suit_of(card) in (C.DIAMONDS, C.HEARTS)
        return rank * 2 + int(red)
    return rank
