"""The registered game: Rummy to 40 (``rummy40``)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.agents import Agent, RandomAgent
from koloda.engine.game import Game, State
from koloda.engine.picture import MoveRef, Picture
from koloda.engine.rules import Rules
from koloda.engine.rulestext import RulesText
from koloda.games.rummy40.bot import HeuristicAgent
from koloda.games.rummy40.rules import Rummy40Rules
from koloda.games.rummy40.state import Rummy40State


class Rummy40Game(Game):
    key = "rummy40"
    aliases = ("рамми40",)
    title_en = "Rummy to 40"
    title_ru = "Рамми до 40"
    family: ClassVar[str] = "shedding"
    min_players = 3
    max_players = 6
    default_players = 3
    rules_type = Rummy40Rules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "one_deal": {"deals": 1},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "one_deal": ("одна раздача", "one deal"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "lay_off_any": ({"lay_off": "any"},
                        "cards may be added to any player's melds, not only one's own",
                        "докладывать карты можно к комбинациям любого игрока, не только "
                        "к своим"),
        "discard_out": ({"go_out": "discard"},
                        "a player may go out by discarding his last card",
                        "закончить можно и сбросом последней карты"),
        "single_opening": ({"opening_single": True},
                           "the first lay-down is a single meld worth the opening points",
                           "первая выкладка — одна комбинация, которая сама стоит нужных "
                           "очков"),
    }

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> State:
        assert isinstance(rules, Rummy40Rules)
        return Rummy40State(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.rummy40.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        from koloda.games.rummy40.view import picture

        return picture(obs, viewer, moves, lang, names)
