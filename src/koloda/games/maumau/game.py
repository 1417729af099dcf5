"""The two registered games of the Mau-Mau family: ``czech`` and ``101``."""

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
from koloda.games.maumau.bot import HeuristicAgent
from koloda.games.maumau.rules import CzechRules, HundredRules, ShedRules
from koloda.games.maumau.state import ShedState
from koloda.games.maumau.view import picture


class _ShedGame(Game):
    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> State:
        assert isinstance(rules, ShedRules)
        return ShedState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rematch_rules(self, state: State) -> dict[str, Any]:
        """The next game opens as the next deal would have: with the winner or with the
        seat after the last leader (rule ``next_leader``)."""
        assert isinstance(state, ShedState)
        n = state.players
        if state.rules.next_leader == "winner" and state.winners:
            return {"first_leader": state.winners[0] + 1}
        return {"first_leader": (state.leader + 1) % n + 1}

    def rules_doc(self) -> RulesText:
        from koloda.games.maumau.rulestext import TEXTS

        return TEXTS[self.key]

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return picture(obs, viewer, moves, lang, names)


class CzechGame(_ShedGame):
    key = "czech"
    aliases = ("чешский", "mau-mau")
    title_en = "Czech Durak (Mau-Mau)"
    title_ru = "Чешский дурак (мау-мау)"
    min_players = 2
    max_players = 6
    default_players = 3
    rules_type = CzechRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {"one_deal": {"target": None}}
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "one_deal": ("одна раздача", "one deal")}
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "v1": ({"sub": "v1", "draw": "once"},
               "variant 1: with no card to play, draw one; if it does not fit, pass",
               "вариант 1: нечем ходить — взять одну карту; не подошла — пропуск хода"),
        "v2": ({"sub": "v2", "deck": 32},
               "variant 2: 32-card deck; a 7 makes the next player draw 2, an 8 draw 1 "
               "(each also misses a turn)",
               "вариант 2: колода 32 карты; семёрка — следующему взять 2, восьмёрка — 1 "
               "(и пропустить ход)"),
        "v3": ({"sub": "v3", "hand": 6, "start": "upcard", "wild_loses": "lone"},
               "variant 3: 6 cards each, the leader's last card is turned up as his move; "
               "the jack is the wild card instead of the queen; a player left with a lone "
               "jack loses the match at once",
               "вариант 3: по 6 карт, последняя карта ведущего открывается — это его ход; "
               "козырная карта — валет вместо дамы; оставшийся с одним валетом сразу "
               "проигрывает матч"),
        "english": ({"sub": "english"},
                    "English durak: an ace does not skip; its player adds a card of the "
                    "ace's suit and names another suit (draws one if he has none; failing "
                    "that, the next player gets the right)",
                    "английский дурак: туз не пропускает ход; положивший его добавляет "
                    "карту той же масти и заказывает другую масть (нет — берёт одну; не "
                    "помогло — право переходит к следующему)"),
        "pharaoh": ({"sub": "pharaoh", "hand": 4, "lone_wild": 30, "out_wild": 30},
                    "Pharaoh: 4 cards each; going out with a queen takes 30 off your score, "
                    "a lone queen left costs 30",
                    "фараон: по 4 карты; закончивший дамой списывает 30 очков, оставшийся "
                    "с одной дамой записывает 30 штрафных"),
        "pentagon": ({"sub": "pentagon"},
                     "Pentagon: follow suit only (rank only on a six); after a queen names "
                     "a suit the next player misses a turn; A 11, K 4, Q 20, J 2, 10 10, "
                     "others 0",
                     "пентагон: только в масть (в достоинство — лишь на шестёрку); после "
                     "заказа дамой следующий пропускает ход; Т 11, К 4, Д 20, В 2, 10 — 10, "
                     "остальные 0"),
        "crocodile": ({"sub": "crocodile", "draw": "once"},
                      "Crocodile: variant 1, and the king of hearts makes the next player "
                      "draw 5 and miss a turn",
                      "крокодил: вариант 1, и король червей заставляет следующего взять 5 "
                      "карт и пропустить ход"),
    }


class HundredOneGame(_ShedGame):
    key = "101"
    aliases = ("сто_один",)
    title_en = "101"
    title_ru = "101 (сто одно)"
    min_players = 2
    max_players = 4
    default_players = 3
    rules_type = HundredRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {"draw_until": {"draw": "until"}}
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "draw_until": ("брать до подходящей", "draw until one fits")}
