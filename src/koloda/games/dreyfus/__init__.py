"""Дрейфус (Dreyfus): the seed text /work/shared/seeds/003_989ae724a6adfdee.txt, lines
58-65 (the game that came from France at the end of the 19th century).

EN, in short: three players, the 52-card deck without the twos (48 cards). Four hands of
twelve are dealt three cards at a time: one for each player and the widow. The player on
the dealer's left may discard any cards and draw as many from the widow; if cards remain,
the next players may do the same. Each card bought is written as a minus point. The
dealer's left leads; the winner of a trick leads the next. Follow suit; without it, trump;
without either, play anything. Trumps go round: spades, clubs, diamonds, hearts, then a
deal without trumps, and again. After the deal each player scores his tricks less four:
more than four goes under the line as plus, fewer over the line as minus. The first to
have ten under the line wins; each other player pays him what he has over the line plus
what he lacks under it to ten.

RU, кратко: трое игроков, колода 52 карты без двоек (48). Сдают четыре руки по 12 карт,
по три карты: три игрокам, четвёртая — прикупка. Игрок слева от сдающего может снести
любые карты и взять столько же из прикупки; если карты остались, так же могут следующие.
Каждая прикупленная карта записывается минусом. Выходит игрок слева от сдающего, дальше —
взявший взятку. В масть; нет масти — козырем; нет и козыря — любой картой. Козыри идут по
кругу: пики, трефы, бубны, черви, затем сдача без козыря, и снова. После сдачи каждый
пишет разницу между взятками и четырьмя: больше — плюс под чертой, меньше — минус над
чертой. Первый, у кого под чертой 10, выигрывает; остальные платят ему то, что у них над
чертой, плюс недостающее до 10 под чертой.

Readings where the text is vague (also on the rules page):
- The deal goes three cards at a time to the dealer's left, the next seat, the dealer, then
  the widow, four times round (the text says only "by three").
- Buying: a buyer discards first (face down, seen by nobody else), then draws the same
  number from the top of the widow; he may not discard more cards than the widow holds.
  The discards stay out of play. Buying again by the next players is the key ``others_buy``.
- "Writes the number of cards taken": each card bought is one minus point over the line
  (``buy_cost``). The text's extra three points for forgetting to write it cannot arise:
  the engine always writes it.
- Trick scoring: four tricks are the par (12 tricks among three); the difference is the
  score, plus under the line, minus over it. The two columns are kept apart, as the text
  settles them apart.
- The end: the text says the winner is the first with ten under the line and that "the game
  is played to the end in this партия". The engine ends after the deal in which someone
  reaches the target (``finish=deal``); ``finish=cycle`` plays out the round of trump suits
  first. If two reach it together, the most under the line wins, then the fewest over it;
  a full tie shares the winnings. As a guard, the game also stops after 100 deals.
- Settlement: each loser pays the winner his points over the line plus his shortfall under
  the line to the target; these payments are the game's returns (zero-sum).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.agents import Agent, RandomAgent
from koloda.engine.game import Game, register
from koloda.engine.picture import MoveRef, Picture
from koloda.engine.rules import Rules
from koloda.engine.rulestext import RulesText
from koloda.games.dreyfus import view
from koloda.games.dreyfus.bot import HeuristicAgent
from koloda.games.dreyfus.rules import PRESETS, DreyfusRules
from koloda.games.dreyfus.state import DreyfusState


class Dreyfus(Game):
    key: ClassVar[str] = "dreyfus"
    aliases: ClassVar[tuple[str, ...]] = ("дрейфус",)
    title_en: ClassVar[str] = "Dreyfus"
    title_ru: ClassVar[str] = "Дрейфус"
    family: ClassVar[str] = "tricks"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 3
    default_players: ClassVar[int] = 3
    rules_type: ClassVar[type[Rules]] = DreyfusRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = PRESETS
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "classic": ("по тексту", "as in the text"),
        "short": ("короткая, до 5", "short, to 5"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "first_buys_only": ({"others_buy": False},
                            "only the player on the dealer's left may buy",
                            "прикупать может только игрок слева от сдающего"),
        "always_trumps": ({"no_trump_deal": False},
                          "no deal without trumps: the four suits go round",
                          "без бескозырной сдачи: по кругу только четыре масти"),
        "full_cycle": ({"finish": "cycle"},
                       "the round of trump suits is played out before the game ends",
                       "перед концом партии доигрывают круг козырей"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("последняя взятка", "the last trick")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> DreyfusState:
        assert isinstance(rules, DreyfusRules)
        return DreyfusState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.dreyfus.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(Dreyfus())

__all__ = ["GAME", "Dreyfus", "DreyfusRules", "DreyfusState"]
