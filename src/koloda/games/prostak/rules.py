"""The rule keys of Простак (the package docstring has the rules and the readings),
declared once: type, default, allowed values and meaning in both languages."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from koloda.engine.rules import Rules, check_seat_rule, rule


@dataclass(frozen=True)
class ProstakRules(Rules):
    target: int = rule(
        31, lo=5, hi=200,
        en="the game ends when a player reaches this many points (the text: 31)",
        ru="игра кончается, когда у игрока столько очков (в тексте — 31)")
    heels: bool = rule(
        True, en="a jack turned up for trumps gives 2 points to each of the dealer's "
                 "opponents",
        ru="валет, открытый козырем при сдаче, даёт по 2 очка каждому сопернику сдающего")
    hold: bool = rule(
        True, en="a player may keep his combinations back and draw instead, while he "
                 "holds fewer than seven cards (off: whoever holds one lays one down)",
        ru="можно придержать комбинации и взять карту, пока на руках меньше семи карт "
           "(выключено: у кого есть комбинация, тот её выкладывает)")
    max_deals: int = rule(
        10, lo=1, hi=100,
        en="at most this many deals; if nobody reaches the target by then, the highest "
           "score wins",
        ru="не больше стольких раздач; если к ним никто не набрал нужного, побеждает "
           "больший счёт")
    first_dealer: int | None = rule(
        None, lo=1, hi=4, optional=True,
        en="who deals first: a seat, counted from 1 (none: by lot); «one more game» "
           "passes the deal on to the seat after the last dealer",
        ru="кто сдаёт первым: номер места с 1 (не задано — по жребию); «ещё раз» "
           "передаёт сдачу следующему за последним сдававшим")

    def check_players(self, players: int) -> None:
        check_seat_rule(self, "first_dealer", players)


PRESETS: dict[str, dict[str, Any]] = {
    "classic": {},
    "strict": {"hold": False},
    "one_deal": {"max_deals": 1},
}
