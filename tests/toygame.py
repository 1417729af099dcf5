"""A tiny two-player game used to test the engine without any real game's rules:
each player gets three cards from a 24-card deck; they play one card each in turn,
the higher rank takes a point. Registered under the key ``toy``."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from koloda.engine import cards as C
from koloda.engine.agents import Agent, RandomAgent
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Game, State, get_game, register
from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class ToyRules(Rules):
    hand: int = rule(3, lo=1, hi=6, en="cards per player", ru="карт на руках")


class ToyState(State):
    def __init__(self, game: Game, players: int, rules: Rules, seed: int | None,
                 deals: Sequence[Sequence[int]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.hands: list[list[int]] = [[], []]
        self.points = [0, 0]
        self.table: list[int] = []
        self.dealt = False
        self.turn = 0

    def _chance(self) -> None:
        order = self.shuffled(C.deck(24))
        n = self.rules.hand
        self.hands = [order[:n], order[n:2 * n]]
        self.dealt = True

    def current_player(self) -> int:
        if not self.dealt:
            return CHANCE
        if not self.hands[0] and not self.hands[1]:
            return TERMINAL
        return self.turn

    def legal_actions(self) -> list[int]:
        return sorted(self.hands[self.turn])

    def _apply(self, action: int) -> None:
        self.hands[self.turn].remove(action)
        self.table.append(action)
        if len(self.table) == 2:
            a, b = (C.rank_of(c) for c in self.table)
            if a != b:
                self.points[0 if a > b else 1] += 1
            self.table = []
        self.turn ^= 1

    def returns(self) -> list[float]:
        p = self.points
        return [1.0, 0.0] if p[0] > p[1] else [0.0, 1.0] if p[1] > p[0] else [0.5, 0.5]

    def clone(self) -> ToyState:
        new = ToyState.__new__(ToyState)
        self._copy_base_into(new)
        new.hands = [h[:] for h in self.hands]
        new.points = self.points[:]
        new.table = self.table[:]
        new.dealt = self.dealt
        new.turn = self.turn
        return new

    def action_to_text(self, action: int) -> str:
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> int:
        words = text.split()
        if len(words) != 2 or words[0] != "play":
            raise ParseError(f"'{text}' is not 'play CARD'", f"«{text}» — не «play КАРТА»")
        return C.parse(words[1])

    def observation(self, seat: int) -> dict[str, Any]:
        return {"hand": [C.to_text(c) for c in self.hands[seat]],
                "table": [C.to_text(c) for c in self.table], "points": self.points}

    def unseen(self, seat: int) -> int:
        return C.mask_of(self.hands[1 - seat])

    def result(self) -> dict[str, Any]:
        return {"deals": 1, "scores": self.points, "counters": {"plays": len(self.history)}}


class ToyGame(Game):
    key = "toy"
    title_en = "Toy"
    title_ru = "Игрушка"
    min_players = max_players = default_players = 2
    rules_type = ToyRules
    presets: Mapping[str, Mapping[str, Any]] = {"short": {"hand": 1}}
    preset_titles: Mapping[str, tuple[str, str]] = {"short": ("короткая", "short")}
    variants: Mapping[str, tuple[Mapping[str, Any], str, str]] = {
        "long": ({"hand": 6}, "six cards", "шесть карт")}

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[int]] | None = None) -> State:
        return ToyState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent}


def toy() -> Game:
    try:
        return get_game("toy")
    except ValueError:
        return register(ToyGame())
