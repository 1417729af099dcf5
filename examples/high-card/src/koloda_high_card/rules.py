"""The rule keys of High Card, declared once: their types, defaults, allowed values and
meaning in both languages come from these fields (``koloda rules high_card`` lists them)."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, rule
from koloda_high_card.texts import players as players_word

TIES = ("none", "all")


@dataclass(frozen=True)
class HighCardRules(Rules):
    deck: int = rule(36, choices=(36, 52), en="cards in the deck", ru="карт в колоде")
    rounds: int = rule(6, lo=1, hi=13,
                       en="rounds: each player is dealt this many cards and shows one a round",
                       ru="раундов: столько карт сдают каждому, за раунд он открывает одну")
    ties: str = rule("none", choices=TIES,
                     labels={"none": ("никто", "nobody"), "all": ("все", "all of them")},
                     en="several cards of the highest rank: none — nobody scores; all — "
                        "each of their players scores",
                     ru="несколько старших карт одного достоинства: none — очко никому; "
                        "all — очко каждому из их игроков")
    ace_low: bool = rule(False, en="the ace is the lowest card, below the two or six",
                         ru="туз — младшая карта, ниже двойки или шестёрки")

    def check_players(self, players: int) -> None:
        if players * self.rounds > self.deck:
            raise RuleError(
                f"{players_word(players, 'en')} × {self.rounds} rounds need more than "
                f"the {self.deck}-card deck (rules rounds, deck)",
                f"колоды из {self.deck} карт не хватит: {players_word(players, 'ru')} × "
                f"{self.rounds} (правила rounds, deck)")
