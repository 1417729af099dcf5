"""The rule keys of «Ерунда» (see the package docstring for the readings behind them)."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class ErundaRules(Rules):
    target: int = rule(15, lo=5, hi=50, en="points that win the game",
                       ru="сколько очков выигрывают партию")
    stake: int = rule(10, lo=0, hi=1000, en="each player's stake in the pot at the start",
                      ru="взнос каждого в кон в начале партии")
    plus_price: int = rule(10, lo=0, hi=1000, en="the price of one plus (a deal without a trick)",
                           ru="цена одного плюса (сдачи без взятки)")
    minus: int = rule(5, lo=0, hi=15,
                      en="points a player without a trick may strike off instead of a plus",
                      ru="сколько очков можно списать вместо плюса, не взяв взятки")
    must_play: int = rule(13, lo=0, hi=50,
                          en="a player with this many points may not drop out of a deal",
                          ru="с этим числом очков нельзя бросить карты")
    big_plus: int = rule(10, lo=0, hi=50,
                         en="from this many points a plus stakes the pot and all pluses so far",
                         ru="с этого числа очков плюс ставит на кон весь кон и все плюсы")
    five: bool = rule(True, en="a player may declare «на 5»: no trumps, he must take all five "
                               "tricks",
                      ru="можно объявить «на 5»: без козыря, объявивший берёт все пять взяток")
    five_pluses: int = rule(2, lo=1, hi=5, en="pluses for a failed «на 5»",
                            ru="сколько плюсов за несыгранное «на 5»")
    pick: bool = rule(True, en="the first hand without a trump may take a trump from the deck "
                               "with the talon",
                      ru="первая рука без козыря может взять козыря из колоды вместе с "
                         "прикупом")
    max_deals: int = rule(60, lo=5, hi=500,
                          en="a guard: after this many deals the highest score wins",
                          ru="предохранитель: после стольких сдач выигрывает больший счёт")
