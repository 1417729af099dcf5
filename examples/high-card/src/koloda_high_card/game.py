"""High Card's entry in the registry: its metadata, rules, presets, variants, computer
players and view."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.agents import Agent, RandomAgent
from koloda.engine.game import Game, State
from koloda.engine.picture import MoveRef, Picture
from koloda.engine.rules import Rules
from koloda_high_card.bot import HeuristicAgent
from koloda_high_card.rules import HighCardRules
from koloda_high_card.state import HighCardState
from koloda_high_card.view import view


class HighCardGame(Game):
    key = "high_card"
    aliases = ("high-card", "старшая_карта")
    title_en = "High Card"
    title_ru = "Старшая карта"
    min_players = 2
    max_players = 6
    default_players = 2
    rules_type = HighCardRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "quick": {"rounds": 3},
        "long": {"deck": 52, "rounds": 8, "ties": "all"},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "quick": ("быстрая", "quick"), "long": ("длинная", "long")}
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "ace_low": ({"ace_low": True}, "the ace is the lowest card",
                    "туз — самая младшая карта"),
    }
    last_label = ("прошлый раунд", "the last round")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> State:
        assert isinstance(rules, HighCardRules)
        return HighCardState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view(obs, viewer, moves, lang, names)
