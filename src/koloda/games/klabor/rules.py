"""The rule keys of Клабор (Klaberjass), each declared once with its meaning in both
languages; the readings behind the defaults are in the package docstring."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class KlaborRules(Rules):
    target: int = rule(
        501, choices=(301, 501, 1001),
        en="the game is won by the first to reach this many points",
        ru="игра идёт до стольких очков")
    deck: int = rule(
        32, choices=(32, 24),
        labels={32: ("32 карты (с семёрки)", "32 cards (sevens up)"),
                24: ("24 карты (с девятки)", "24 cards (nines up)")},
        en="cards in the deck: 32 (seven to ace) or 24 (nine to ace)",
        ru="карт в колоде: 32 (от семёрки до туза) или 24 (от девятки)")
    fifty_from: int = rule(
        5, choices=(5, 4),
        en="the shortest run worth 50 («полтинник»): 5 cards, or 4 as in the common rules",
        ru="с какой длины ряд стоит 50 («полтинник»): с пяти карт или с четырёх")
    klabor_wins: bool = rule(
        True, en="a declared run of seven cards («клабор») wins the whole game at once",
        ru="объявленные семь карт подряд («клабор») сразу выигрывают игру")
    seven_swap: bool = rule(
        True, en="the holder of the trump seven may exchange it for the turned trump card",
        ru="у кого козырная семёрка, может обменять её на открытый козырь")
    must_beat: bool = rule(
        True, en="a card of the led suit must beat the led card when it can (not only "
                 "in trumps)",
        ru="отвечая в масть, нужно бить старшей картой, если она есть (не только в "
           "козырях)")

    def check_players(self, players: int) -> None:
        if players != 2:
            raise RuleError(f"Klabor is a game for two; {players} players cannot play it",
                            f"в клабор играют вдвоём; {players} игроков не могут")


PRESETS: dict[str, dict[str, Any]] = {
    # the common Klaberjass of the card-game books, where our text is silent or differs
    "classic": {"fifty_from": 4, "klabor_wins": False, "must_beat": False},
    "short": {"target": 301},
}

VARIANTS: dict[str, tuple[dict[str, Any], str, str]] = {
    "deck24": ({"deck": 24}, "24 cards, nine to ace, as a literal reading of the text",
               "24 карты, от девятки до туза, как можно прочесть текст"),
    "no_swap": ({"seven_swap": False}, "no exchange of the trump seven",
                "без обмена козырной семёрки"),
}
