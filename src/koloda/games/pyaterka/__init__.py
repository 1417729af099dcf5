"""Пятёрка (Spoil Five): the five-card trick game to 30 points of
/work/shared/seeds/002_37bd115b4b2f4bd3.txt, lines 73-89 (the text names no game; the
key is ours, after the top trump, the five).

EN, in short: 2-10 players, 52 cards, five each (two, then three at a time), the next
card turned for trumps. The holder of the trump ace may take the turned card for a
card of his hand. Trumps: 5, J, A♥ (always a trump), A, K, Q, then red 10…2 / black
2…10. Follow suit, else trump, else anything; the 5, J and A♥ need not follow a lower
trump led when they are the only trumps held. The first to take three tricks scores
one point per opponent; with the first three tricks he may march for all five (double,
or nothing). First to 30 points wins.

RU, кратко: 2-10 игроков, 52 карты, по пять (по две, затем по три), следующая карта
открывается — козырь. У кого туз козырей, может взять открытую карту вместо своей.
Козыри: 5, В, Т♥ (всегда козырь), Т, К, Д, затем красные 10…2 / чёрные 2…10. Класть в
масть, иначе козырь, иначе любую; 5, В и Т♥ можно не класть на меньший козырь, если
других козырей нет. Первый, взявший три взятки, получает по очку за каждого соперника;
взяв три первые, может пойти маршем на все пять (вдвое или ничего). До 30 очков.

Readings where the text is vague or silent (the best-known form, Spoil Five /
Twenty-five, fills the gaps marked so):
- Plain suits rank red K Q J 10…2 A, black K Q J A 2…10 (the text gives the red/black
  order only after the top trumps; best-known form).
- The A♥ is a trump in every suit, so it never follows hearts as a plain suit.
- Robbing: the ace's holder announces it when asked (so everybody knows where it
  is, and when nobody is asked, that it lies in the stock); the discard goes face down
  and may be any card but the announced ace, which the holder keeps.
  A turned ace may be taken by the dealer (best-known form). Rule ``rob``.
- Reneging (rule ``renege``) applies only when a trump is led, and only to the 5, J
  and A♥ above the led card, when the player holds no other trump (the text's example);
  on a plain lead a player out of the suit must trump with whatever trump he holds.
- The deal ends the moment a player has three tricks. A march is offered only to a
  player who took the first three (only he can still take five); it fails at the first
  trick he loses, and then nobody scores. Rule ``march``.
- Five tricks with nobody at three (3+ players): nobody scores that deal (Spoil Five
  carries a pool over; the text has none).
- The first to reach the target (``target``, 30) wins; only one player scores per deal,
  so there is no tie.
- The lot picks the first dealer (``first_dealer`` fixes it); the deal passes left.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.agents import Agent, RandomAgent
from koloda.engine.game import Game, State, register
from koloda.engine.picture import MoveRef, Picture
from koloda.engine.rules import Rules
from koloda.engine.rulestext import RulesText
from koloda.games.pyaterka import view
from koloda.games.pyaterka.bot import HeuristicAgent
from koloda.games.pyaterka.rules import PRESETS, PyaterkaRules
from koloda.games.pyaterka.state import PyaterkaState


class Pyaterka(Game):
    key: ClassVar[str] = "pyaterka"
    aliases: ClassVar[tuple[str, ...]] = ("spoil_five", "пятёрка")
    title_en: ClassVar[str] = "Spoil Five"
    title_ru: ClassVar[str] = "Пятёрка"
    family: ClassVar[str] = "tricks"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10
    default_players: ClassVar[int] = 4
    rules_type: ClassVar[type[Rules]] = PyaterkaRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = PRESETS
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "classic": ("по тексту", "as the text"),
        "short": ("до 10 очков", "to 10 points"),
        "strict": ("строгая", "strict"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("последняя взятка", "the last trick")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> PyaterkaState:
        assert isinstance(rules, PyaterkaRules)
        return PyaterkaState(self, players, rules, seed, deals)

    def rematch_rules(self, state: State) -> dict[str, Any]:
        """The deal passes on to the seat after the last dealer."""
        assert isinstance(state, PyaterkaState)
        return {"first_dealer": (state.dealer + 1) % state.players + 1}

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.pyaterka.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(Pyaterka())

__all__ = ["GAME", "Pyaterka", "PyaterkaRules", "PyaterkaState"]
