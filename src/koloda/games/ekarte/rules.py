"""The rule keys of Экарте (see the package docstring for the readings behind them)."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class EkarteRules(Rules):
    target: int = rule(5, lo=1, hi=30, en="points that win the game",
                       ru="сколько очков выигрывают партию")
    packets: str = rule("2-3", choices=("2-3", "3-2"),
                        labels={"2-3": ("2, потом 3", "2 then 3"),
                                "3-2": ("3, потом 2", "3 then 2")},
                        en="how the five cards are dealt: two then three, or three then two",
                        ru="как сдают пять карт: по две, затем по три, или наоборот")
    kings: str = rule("any", choices=("any", "trump"),
                      labels={"any": ("любой король", "every king"),
                              "trump": ("только козырный", "the trump king only")},
                      en="which announced kings score a point: every king, or only the "
                         "king of trumps",
                      ru="какие объявленные короли дают очко: любой или только козырный")
    turnup_king: bool = rule(False, en="a king turned up as trump scores a point for the dealer",
                             ru="открытый козырем король даёт очко сдатчику")
    exchange: str = rule("once", choices=("once", "repeat", "none"),
                         labels={"once": ("один раз", "once"),
                                 "repeat": ("пока есть колода", "while the stock lasts"),
                                 "none": ("без прикупки", "no exchange")},
                         en="buying cards after the deal: one round, rounds while the stock "
                            "lasts, or none",
                         ru="прикупка после сдачи: один круг, круги пока хватает колоды, "
                            "или без неё")
    penalty: int = rule(1, lo=0, hi=5,
                        en="extra points to the opponent when a player who stood or refused "
                           "the exchange takes fewer than three tricks",
                        ru="штраф: сколько очков сверх обычного получает противник, если "
                           "не предложивший или не принявший прикупку взял меньше трёх взяток")
    must_head: bool = rule(False, en="a player following suit must beat the card led if he can",
                           ru="отвечая в масть, обязательно перебивать, если есть чем")
    redeal: str = rule("rest", choices=("rest", "fresh"),
                       labels={"rest": ("из остатка колоды", "from the rest of the deck"),
                               "fresh": ("новая тасовка", "a fresh shuffle")},
                       en="the next deal: from what is left of the deck (shuffled anew when "
                          "too few cards are left) or from a freshly shuffled deck",
                       ru="следующая сдача: из оставшейся колоды (когда карт не хватает — "
                          "новая тасовка) или из заново перетасованной колоды")
    stake: str = rule("game", choices=("game", "points", "tricks"),
                      labels={"game": ("за партию", "per game"),
                              "points": ("за очко", "per point"),
                              "tricks": ("пари на взятки", "bets on tricks")},
                      en="how the game is settled: a fixed sum for the game, the difference "
                         "of points times the price of a point, or a bet on each deal's tricks",
                      ru="расчёт: оговорённая сумма за партию, разница очков на цену очка "
                         "или пари на взятки каждой сдачи")
    unit: int = rule(1, lo=1, hi=100, en="the sum: per game, per point or per bet",
                     ru="сумма: за партию, за очко или за пари")
    first_dealer: int = rule(1, lo=1, hi=2, en="who deals the whole game (seat number)",
                             ru="кто сдаёт всю партию (номер места)")
