"""The Durak game object: metadata, rules, variants, agents and the view hook."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.agents import RandomAgent
from koloda.engine.game import Game, State
from koloda.engine.picture import MoveRef, Picture
from koloda.engine.rules import Rules
from koloda.engine.rulestext import RulesText
from koloda.games.durak import view
from koloda.games.durak.bot import HeuristicAgent
from koloda.games.durak.fast import state_class
from koloda.games.durak.rules import NEEDS_BASE, VARIANT_KEYS, DurakRules
from koloda.games.durak.state import DurakState

if TYPE_CHECKING:
    from koloda.engine.agents import Agent


def _variant_table() -> dict[str, tuple[Mapping[str, Any], str, str]]:
    out: dict[str, tuple[Mapping[str, Any], str, str]] = {
        "simple": ({"base": "simple"}, "simple durak: no throw-ins",
                   "простой дурак: без подкидывания"),
        "podkidnoy": ({"base": "podkidnoy"}, "podkidnoy durak: throw-ins",
                      "подкидной дурак"),
        "perevodnoy": ({"base": "perevodnoy"}, "perevodnoy durak: transfers",
                       "переводной дурак"),
    }
    for key in VARIANT_KEYS:
        spec = DurakRules.spec(key)
        value: Any = True if spec.kind == "bool" else "a"
        over: dict[str, Any] = {key: value}
        if key in NEEDS_BASE:
            over["base"] = NEEDS_BASE[key]
        out[key] = (over, spec.en, spec.ru)
    out["piled_b"] = ({"piled": "b"}, "piled durak B: a take picks up 3 or 5 cards",
                      "наваленный Б: берут 3 или 5 верхних карт")
    out["japanese_b"] = ({"japanese": "b"}, "japanese durak B: turned trump, never spades",
                         "японский Б: козырь открывают, но не пики")
    return out


class DurakGame(Game):
    key = "durak"
    fast_path = True
    aliases = ("дурак",)
    title_en = "Durak"
    title_ru = "Дурак"
    min_players = 2
    max_players = 6
    default_players = 2
    rules_type: ClassVar[type[Rules]] = DurakRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "classic": {"base": "podkidnoy", "deck": 36},
        "transfer": {"base": "perevodnoy", "deck": 36},
        "old": {"base": "simple", "deck": 36},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "classic": ("подкидной", "podkidnoy"), "transfer": ("переводной", "perevodnoy"),
        "old": ("простой", "simple")}
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = _variant_table()

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> DurakState:
        assert isinstance(rules, DurakRules)
        self.check_players(players, rules)
        return state_class(rules)(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rematch_rules(self, state: State) -> dict[str, Any]:
        """The next game as a match goes on: the last fool deals (the dealer stays after a
        draw) and the last game's winner, the first out, leads."""
        assert isinstance(state, DurakState)
        out: dict[str, Any] = {"first_dealer": state.dealer + 1}
        if state.prev_winner >= 0:
            out["first_leader"] = state.prev_winner + 1
        return out

    def rules_doc(self) -> RulesText:
        from koloda.games.durak.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)

    last_label = ("последний бой", "the last bout")
