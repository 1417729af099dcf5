"""The rule keys of Наполеон (the package docstring has the rules and the readings)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from koloda.engine.rules import Rules, check_seat_rule, rule


@dataclass(frozen=True)
class NapoleonRules(Rules):
    stake: int = rule(10, lo=1, hi=1000,
                      en="the stake: a contract of N tricks is worth N stakes from each player",
                      ru="ставка: заказ на N взяток стоит N ставок с каждого игрока")
    ante: int = rule(10, lo=0, hi=1000,
                     en="what each player puts into Napoleon's kitty every deal",
                     ru="взнос каждого игрока в «клад Наполеона» за сдачу")
    min_bid: int = rule(2, lo=1, hi=5,
                        en="the lowest bid (the text names none; the usual form starts at 2)",
                        ru="самый низкий заказ (в тексте не указан; обычно с двух)")
    hold: bool = rule(True, en="the dealer may say «here»: take the highest bid at the same "
                               "number",
                      ru="сдающий может сказать «здесь»: взять высший заказ тем же числом")
    buy: bool = rule(True, en="the declarer may discard a card and take the top card of the "
                              "stock",
                     ru="объявивший игру может скинуть карту и взять верхнюю из колоды")
    rounds: int = rule(2, lo=1, hi=20,
                       en="the game lasts this many rounds: each player deals this often",
                       ru="партия длится столько кругов: каждый сдаёт столько раз")
    first_dealer: int | None = rule(
        None, lo=1, hi=6, optional=True,
        en="who deals first: a seat, counted from 1 (none: by lot); «one more game» "
           "passes the deal on to the seat after the last dealer",
        ru="кто сдаёт первым: номер места с 1 (не задано — по жребию); «ещё раз» "
           "передаёт сдачу следующему за последним сдававшим")

    def check_players(self, players: int) -> None:
        check_seat_rule(self, "first_dealer", players)


PRESETS: dict[str, dict[str, Any]] = {
    "classic": {},
    "one_round": {"rounds": 1},
    "plain": {"hold": False, "buy": False, "min_bid": 1},
}
