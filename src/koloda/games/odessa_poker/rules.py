"""The rule keys of Одесский покер, the deck each player count plays with, and its шахи."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine import cards as C
from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, rule

SEVEN = 7
SPADES, CLUBS, DIAMONDS, HEARTS = 0, 1, 2, 3


@dataclass(frozen=True)
class OdessaRules(Rules):
    shakhi: int = rule(2, choices=(0, 1, 2),
                       en="how many wild cards («покер», шаха): two black cards of the "
                          "lowest rank, one (the club), or none (plain Опендаум)",
                       ru="сколько шах («покеров»): две чёрные младшие карты, одна "
                          "(трефовая) или ни одной (простой Опендаум)")
    trump_lead: bool = rule(True,
                            en="no leading a trump while one holds a plain card of "
                               "another suit",
                            ru="с козыря ходить нельзя, пока на руках есть некозырные "
                               "карты")
    deck4: int = rule(36, choices=(32, 36),
                      en="the deck with four players: 32 cards (seven up) or 36 (six up)",
                      ru="колода вчетвером: 32 карты (от семёрки) или 36 (от шестёрки)")
    top: int = rule(0, lo=0, hi=18,
                    en="the largest hand: the deals climb to this many cards and back "
                       "(0: as many as the deck gives everybody, as the text plays)",
                    ru="самая большая сдача: раздачи растут до стольких карт и идут обратно "
                       "(0: сколько колода даёт каждому, как в описании)")

    def check_players(self, players: int) -> None:
        most = len(deck_for(players, self)) // players
        if self.top and self.top > most:
            raise RuleError(
                f"with {players} players the deck gives at most {most} cards each, "
                f"not {self.top} (rule top)",
                f"при {players} игроках колоды хватает самое большее на {most} карт "
                f"каждому, а не на {self.top} (правило top)")


def deck_for(players: int, rules: OdessaRules) -> list[C.Card]:
    """The deck by the number of players: 32 for two, 36 for three and six, 32 or 36 for
    four (``deck4``), 30 for five. The text drops "two sevens" for five without naming
    them; the black sevens are the шахи there, so the red ones go."""
    if players == 2:
        return C.deck(32)
    if players == 4:
        return C.deck(rules.deck4)
    if players == 5:
        out = C.deck(32)
        out.remove(C.make(SEVEN, HEARTS))
        out.remove(C.make(SEVEN, DIAMONDS))
        return out
    return C.deck(36)


def shakhi_of(deck: list[C.Card], count: int) -> frozenset[C.Card]:
    """The wild cards: the black cards of the deck's lowest rank (sixes of a 36-card
    deck, sevens of a shorter one); one шаха is the club."""
    low = min(C.rank_of(c) for c in deck)
    return frozenset([C.make(low, CLUBS), C.make(low, SPADES)][:count])


def ladder(players: int, deck_size: int, top: int) -> list[int]:
    """The hand size of every deal: 1, 2, … up to the largest hand, the largest hand once
    per player (each deals it once), then back down to one card."""
    most = top or deck_size // players
    return [*range(1, most), *([most] * players), *range(most - 1, 0, -1)]
