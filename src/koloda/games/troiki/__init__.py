"""«Тройки» (Threes): the sets-capture game for 2 to 4 players with 52 cards, from
``shared/seeds/002_37bd115b4b2f4bd3.txt`` lines 145-160 (the text calls it an English
card game but gives it no name; the key ``troiki`` and both titles are ours, after the
groups of three that make the game).

EN, in short: four cards each; the next card is turned up beside the stock and is drawn
last. In turn each player lays one card face up on the table, or, when a rank lies there
three or four times, takes all of it with three or four cards of one higher rank from his
hand. Then he draws back to four. When the hands and the stock are empty, each player
counts his sets (groups of three or four of a rank); the most sets win. Several deals
make a game, the sets added up.

RU, коротко: всем по четыре карты, следующая открывается рядом с колодой и берётся
последней. По очереди каждый кладёт на стол одну карту в открытую или, если на столе
лежат три-четыре карты одного достоинства, забирает их тремя-четырьмя своими картами
одного, более старшего достоинства. Потом добирает до четырёх. Когда руки и колода
пусты, считают наборы (три-четыре карты одного достоинства); у кого больше — тот выиграл.
Игра — несколько сдач, наборы складываются.

Readings (where the text is vague or silent):
- A turn is either one card laid on the table or one capture (the text: a move "of one or
  several cards", then the draw); a capture is made only on one's own turn.
- The capturing group is all the player's cards of that rank (three or four), and it
  takes every table card of the lower rank (three or four). Three may take four unless
  ``equal_count`` is set (the text allows "three or four" on both sides without pairing
  them).
- Both groups of a capture are the capturer's sets: a capture is worth two sets. Cards
  left on the table at the end belong to nobody.
- The turned card is called the trump, but the text gives it no other part in play; it
  is only the last card of the stock (everyone sees who draws it).
- A player whose hand is empty when the stock is empty is passed over.
- The text says the deal passes round the table but sets no length: a game is ``deals``
  deals (default 3; preset ``one_deal``), the most sets in all win; a tie shares the win.
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
from koloda.games.troiki import view
from koloda.games.troiki.bot import HeuristicAgent
from koloda.games.troiki.rules import TroikiRules
from koloda.games.troiki.state import TroikiState


class Troiki(Game):
    key: ClassVar[str] = "troiki"
    aliases: ClassVar[tuple[str, ...]] = ("тройки",)
    title_en: ClassVar[str] = "Threes"
    title_ru: ClassVar[str] = "Тройки"
    # the search values each move by heuristic play-outs alone (bench/deal_ab.py, paired
    # first deals against the heuristic: +0.012 (0.001 to 0.023) against −0.003 for the full tree)
    search_depth: ClassVar[int] = 1
    search_rollout: ClassVar[str] = "heuristic"
    family: ClassVar[str] = "capture"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 3
    rules_type: ClassVar[type[Rules]] = TroikiRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "one_deal": {"deals": 1},
        "long": {"deals": 6},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "one_deal": ("одна сдача", "one deal"),
        "long": ("шесть сдач", "six deals"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "equal": ({"equal_count": True},
                  "three cards cannot take four",
                  "тремя картами нельзя забрать четыре"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("последний захват", "the last capture")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> TroikiState:
        assert isinstance(rules, TroikiRules)
        return TroikiState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.troiki.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(Troiki())

__all__ = ["GAME", "Troiki", "TroikiRules", "TroikiState"]
