"""The rule keys of «За правду» and the deck each player count plays with."""

from __future__ import annotations

from dataclasses import dataclass

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

    def check_players(self, players: int) -> None:
        if self.top and self.top > len(deck_for(players, self)) // players:
            most = len(deck_for(players, self)) // players
            raise RuleError(
                f"with {players} players the deck gives at most {most} cards each, "
                f"not {self.top} (rule top)",
                f"при {players} игроках колоды хватает самое большее на {most} карт "
                f"каждому, а не на {self.top} (правило top)")


def deck_for(players: int, rules: ZaPravduRules) -> list[C.Card]:
    """The text's deck by the number of players: 32 for two, 36 for three and six, 32 or
    36 for four (``deck4``), 30 for five (the 32-card deck without the two black sevens:
    the text does not say which two sevens go)."""
    if players == 2:
        return C.deck(32)
    if players == 4:
        return C.deck(rules.deck4)
    if players == 5:
        out = C.deck(32)
        out.remove(C.make(SEVEN, 0))  # 7♠
        out.remove(C.make(SEVEN, 1))  # 7♣
        return out
    return C.deck(36)


def ladder(players: int, deck_size: int, top: int) -> list[int]:
    """The hand size of every deal: 1, 2, … up to the largest hand, the largest hand once
    per player (each deals it once), then back down to one card."""
    most = top or deck_size // players
    return [*range(1, most), *([most] * players), *range(most - 1, 0, -1)]
