"""The rule keys of «Захват» (see the package docstring for the reading)."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class ZakhvatRules(Rules):
    decks: int = rule(1, choices=(1, 2), en="52-card packs shuffled together",
                      ru="колод по 52 карты, перемешанных вместе")
    payer: str = rule("right", choices=("right", "next"),
                      en="who pays for a court card or ace: the player on its layer's "
                         "right (the one who laid just before), or the next player",
                      ru="кто платит за фигуру или туза: сосед справа от выложившего (тот, "
                         "кто ходил перед ним) или следующий игрок",
                      labels={"right": ("сосед справа", "the right neighbour"),
                              "next": ("следующий игрок", "the next player")})
    chain: bool = rule(False,
                       en="a court card or ace turned while paying stops the payment, and "
                          "its own payer pays for it",
                       ru="фигура или туз, открытые при уплате, прерывают её, и за них "
                          "платит уже их плательщик")
    aim: str = rule("all", choices=("all", "empty"),
                    en="the aim: win all the cards (the layer of the paid-for card takes "
                       "the pile), or be first without cards (the pile stays)",
                    ru="цель: собрать все карты (выложивший оплаченную карту забирает "
                       "кучу) или первым остаться без карт (куча остаётся на столе)",
                    labels={"all": ("собрать все карты", "win all the cards"),
                            "empty": ("первым остаться без карт", "be first out of cards")})
    cap: int = rule(400, lo=20, hi=5000,
                    en="the time limit, in cards laid: then the most cards win (with the "
                       "aim of being first out, the fewest)",
                    ru="предел игры в выложенных картах: тогда побеждает больше карт (при "
                       "цели остаться без карт — меньше)")
