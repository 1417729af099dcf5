"""The rule keys of Пятёрка (the module docstring of the package has the rules and the
readings), declared once: type, default, allowed values and meaning in both languages."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from koloda.engine.rules import Rules, check_seat_rule, rule


@dataclass(frozen=True)
class PyaterkaRules(Rules):
    target: int = rule(
        30, lo=1, hi=300,
        en="the game ends when a player reaches this many points (the text: 30)",
        ru="игра кончается, когда у игрока столько очков (в тексте — 30)")
    march: bool = rule(
        True, en="a player who takes the first three tricks may play on for all five "
                 "(double points, nothing if he fails)",
        ru="взявший три первые взятки может пойти сквозным маршем за все пять "
           "(вдвое больше очков, при неудаче — ничего)")
    renege: bool = rule(
        True, en="the 5 and J of trumps and the A♥ need not follow a lower trump led",
        ru="пятёрку и валета козырей и туза червей можно не класть на меньший козырь")
    rob: bool = rule(
        True, en="the holder of the trump ace may take the turned trump for a card of "
                 "his hand",
        ru="у кого туз козырей, тот может взять открытый козырь, сбросив свою карту")
    first_dealer: int | None = rule(
        None, lo=1, hi=10, optional=True,
        en="who deals first: a seat, counted from 1 (none: by lot); «one more game» "
           "passes the deal on to the seat after the last dealer",
        ru="кто сдаёт первым: номер места с 1 (не задано — по жребию); «ещё раз» "
           "передаёт сдачу следующему за последним сдававшим")

    def check_players(self, players: int) -> None:
        check_seat_rule(self, "first_dealer", players)


PRESETS: dict[str, dict[str, Any]] = {
    "classic": {},
    "short": {"target": 10},
    "strict": {"renege": False, "rob": False},
}
