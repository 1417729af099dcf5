"""Тысяча (1000): registration of the game with the engine."""

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
from koloda.games.tysyacha import view
from koloda.games.tysyacha.bot import HeuristicAgent
from koloda.games.tysyacha.rules import PRESETS, TysyachaRules
from koloda.games.tysyacha.state import TysyachaState


class Tysyacha(Game):
    key: ClassVar[str] = "tysyacha"
    fast_path: ClassVar[bool] = True
    aliases: ClassVar[tuple[str, ...]] = ("1000", "тысяча")
    title_en: ClassVar[str] = "Thousand (1000)"
    title_ru: ClassVar[str] = "Тысяча"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 3
    rules_type: ClassVar[type[Rules]] = TysyachaRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = PRESETS
    last_label: ClassVar[tuple[str, str] | None] = ("последняя взятка", "the last trick")
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "app": ("как в приложениях", "as in the apps"),
        "table": ("застольные", "kitchen table"),
        "classic": ("классика", "classic"),
        "golden_dark": ("золотой кон и тёмная", "golden round and dark play"),
    }

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> TysyachaState:
        assert isinstance(rules, TysyachaRules)
        return TysyachaState(self, players, rules, seed, deals)

    def rematch_rules(self, state: State) -> dict[str, Any]:
        """The deal passes on: the next game's first dealer is the seat after the one
        who dealt the last deal of this game."""
        assert isinstance(state, TysyachaState)
        return {"first_dealer": (state.dealer + 1) % state.players + 1}

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.tysyacha.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(Tysyacha())

__all__ = ["GAME", "Tysyacha", "TysyachaRules", "TysyachaState"]
