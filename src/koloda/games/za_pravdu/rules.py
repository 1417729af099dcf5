"""The rule keys of «За правду», the deck each player count plays with, and its шахи
(the wild cards of the variant with them, off by default)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, rule

SEVEN = 7


@dataclass(frozen=True)
class ZaPravduRules(Rules):
    deck4: int = rule(36, choices=(32, 36),
                      en="the deck with four players: 32 cards (seven up) or 36 (six up)",
                      ru="колода вчетвером: 32 карты (от семёрки) или 36 (от шестёрки)")
    top: int = rule(0, lo=0, hi=18,
                    en="the largest hand: the deals climb to this many cards and back "
                       "(0: as many as the deck gives everybody, as the text plays)",
                    ru="самая большая сдача: раздачи растут до стольких карт и идут обратно "
                       "(0: сколько колода даёт каждому, как в описании)")
    shakhi: int = rule(0, choices=(0, 1, 2),
                       en="how many wild cards («покер», шаха): none, one (the lowest "
                          "club) or two (the lowest black cards)",
                       ru="сколько шах («покеров»): ни одной, одна (младшая трефа) или "
                          "две (чёрные младшие карты)")
    trump_lead: bool = rule(False,
                            en="no leading a trump while one holds a plain card of "
                               "another suit",
                            ru="с козыря ходить нельзя, пока на руках есть некозырные "
                               "карты")
    sevens5: str = rule("black", choices=("black", "red"),
                        labels={"black": ("чёрные", "the black"),
                                "red": ("красные", "the red")},
                        en="which two sevens five players take out of the 32 cards",
                        ru="какие две семёрки убирают из 32 карт при игре впятером")

    def check_players(self, players: int) -> None:
        most = len(deck_for(players, self)) // players
        if self.top and self.top > most:
            raise RuleError(
                f"with {players} players the deck gives at most {most} cards each, "
                f"not {self.top} (rule top)",
                f"при {players} игроках колоды хватает самое большее на {most} карт "
                f"каждому, а не на {self.top} (правило top)")


def same_rule(key: str, default: Any) -> Any:
    """The rule ``key`` of «За правду» with another default: a game built on this one
    turns its options on by default without writing the rule again."""
    spec = ZaPravduRules.__dataclass_fields__[key]
    return dataclasses.field(default=default, metadata=spec.metadata)


def deck_for(players: int, rules: ZaPravduRules) -> list[C.Card]:
    """The text's deck by the number of players: 32 for two, 36 for three and six, 32 or
    36 for four (``deck4``), 30 for five (the 32-card deck without two sevens: the text
    does not say which, rule ``sevens5``)."""
    if players == 2:
        return C.deck(32)
    if players == 4:
        return C.deck(rules.deck4)
    if players == 5:
        out = C.deck(32)
        black = rules.sevens5 == "black"
        for suit in (C.SPADES, C.CLUBS) if black else (C.HEARTS, C.DIAMONDS):
            out.remove(C.make(SEVEN, suit))
        return out
    return C.deck(36)


def shakhi_of(deck: list[C.Card], count: int) -> frozenset[C.Card]:
    """The wild cards: the black cards of the deck's lowest rank (sixes of a 36-card
    deck, sevens of a shorter one); one шаха is the club."""
    low = min(C.rank_of(c) for c in deck)
    return frozenset([C.make(low, C.CLUBS), C.make(low, C.SPADES)][:count])


def ladder(players: int, deck_size: int, top: int) -> list[int]:
    """The hand size of every deal: 1, 2, … up to the largest hand, the largest hand once
    per player (each deals it once), then back down to one card."""
    most = top or deck_size // players
    return [*range(1, most), *([most] * players), *range(most - 1, 0, -1)]
