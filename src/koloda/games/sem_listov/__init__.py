"""«Семь листов» (Seven Cards, also «игра по носкам»): the 36-card trick game for two to
five players, from ``shared/seeds/003_989ae724a6adfdee.txt`` lines 8-15 (lines 8-11 the
rules, lines 12-15 an old description of the loser's forfeit, quoted from an 1809 book).

EN, in short: every player for himself; the deal goes round. Seven cards each; the
dealer's last card is shown to all and its suit is trumps (he keeps it). The player on
the dealer's left leads, then whoever took the last trick; follow suit, else trump, else
anything. Tricks are added up over the deals; a player with seven tricks leaves the game,
and the last one to get seven tricks loses. The loser then cuts a deck: the card he cuts
sets his forfeit, so many flicks on the nose from each player (an ace or a picture card
pardons him).

RU, коротко: каждый сам за себя, сдают по очереди. Всем по семь карт; последнюю свою
карту сдатчик показывает, её масть — козырь (карта остаётся у него). Ходит сосед
сдатчика слева, потом взявший взятку; в масть, без масти козырем, без козырей — любой
картой. Взятки копятся от сдачи к сдаче; набравший семь выходит из игры, а последний, кто
наберёт семь, проиграл. Проигравший снимает колоду: снятая карта задаёт штраф — столько
щелчков по носу от каждого (туз и фигуры — прощение).

Readings (where the text is vague or silent):
- Card order is not given: the usual A K Q J 10 9 8 7 6, any trump above any other suit.
  No obligation to beat or to overtrump: the text asks only to follow suit, else trump.
- The cards not dealt (with fewer than five players) lie aside face down, unused.
- The dealer's shown card stays in his hand: everybody knows he holds it until he plays it.
- «Each player deals in turn»: the deal passes to the left, among the players still in.
- Tricks are counted at the end of a deal (as the text says), so a player who reaches
  seven during a deal plays it out and leaves after it. Several may leave after one deal;
  they leave in the order they reached seven.
- «The last to get seven tricks loses»: when one player is left in, he has lost; if all
  the players still in reach seven in the same deal, the one who got there last lost.
- The number seven is the game's name; the rule ``goal`` lets a table play a shorter
  game (the preset ``short``: four tricks).
- The forfeit (rule ``forfeit``, on by default): the 1809 text has the loser cut a
  shuffled deck and read the bottom card of the cut part: its pips (6 to 10) are the
  flicks each player gives him; an ace, king, queen or jack pardons him. The engine draws
  that card and shows the sentence; it does not change who lost. How the flicks are given
  (with one or three cards, the rest of the deck over his eyes) is left to the players.
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
from koloda.games.sem_listov import view
from koloda.games.sem_listov.bot import HeuristicAgent
from koloda.games.sem_listov.rules import SemListovRules
from koloda.games.sem_listov.state import SemListovState


class SemListov(Game):
    key: ClassVar[str] = "sem_listov"
    aliases: ClassVar[tuple[str, ...]] = ("sem-listov", "семь_листов")
    title_en: ClassVar[str] = "Seven Cards"
    title_ru: ClassVar[str] = "Семь листов"
    # the search values each move by heuristic play-outs alone (`koloda match`, 2026-12-04:
    # 14/20 games against the heuristic, 2 players, against 21/40 for the full tree)
    search_depth: ClassVar[int] = 1
    search_rollout: ClassVar[str] = "heuristic"
    family: ClassVar[str] = "tricks"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    default_players: ClassVar[int] = 3
    rules_type: ClassVar[type[Rules]] = SemListovRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "short": {"goal": 4},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "short": ("короткая", "short"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "no_forfeit": ({"forfeit": False}, "no forfeit for the loser",
                       "без штрафа проигравшему"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("последняя взятка", "the last trick")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> SemListovState:
        assert isinstance(rules, SemListovRules)
        return SemListovState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.sem_listov.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(SemListov())

__all__ = ["GAME", "SemListov", "SemListovRules", "SemListovState"]
