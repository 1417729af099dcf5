"""The rule keys of «Очко» (see the package docstring for the reading of each)."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class OchkoRules(Rules):
    chips: int = rule(20, lo=2, hi=500,
                      en="chips each player has at the start",
                      ru="фишек у каждого игрока в начале")
    bank: int = rule(5, lo=1, hi=100,
                     en="the bank a new banker puts up; also the largest stake",
                     ru="банк, который ставит новый банкомёт; это же наибольшая ставка")
    deals: int = rule(12, lo=1, hi=100,
                      en="the game ends after this many deals",
                      ru="игра кончается после стольких сдач")
    bank_deals: int = rule(3, lo=1, hi=20,
                           en="deals a banker keeps the bank unless it is broken first",
                           ru="сколько сдач банкомёт держит банк, если его не сорвут раньше")
    deck: int = rule(36, choices=(36, 104),
                     en="36 cards (A 11, K 4, Q 3, J 2) or two 52-card decks "
                        "(A 1 or 11, figures 10)",
                     ru="36 карт (Т 11, К 4, Д 3, В 2) или две колоды по 52 "
                        "(Т 1 или 11, фигуры по 10)",
                     labels={36: ("36 карт", "36 cards"), 104: ("104 карты", "104 cards")})
    cut: bool = rule(True,
                     en="the cut: the bottom card is shown to all and left out of the deal",
                     ru="подрезка: нижнюю карту показывают всем, в сдачу она не идёт")
    carry: bool = rule(False,
                       en="one deck runs on from deal to deal; when it is spent the played "
                          "cards are shuffled and play goes on",
                       ru="колода идёт из сдачи в сдачу; когда она кончится, сыгранные карты "
                          "тасуют и играют дальше")
    deal_two: bool = rule(False,
                          en="punters stake before the deal and get two cards each "
                             "(otherwise one card, and the stake after seeing it)",
                          ru="понтёры ставят до сдачи и получают по две карты "
                             "(иначе по одной, и ставка после неё)")
    two_aces: bool = rule(True,
                          en="two aces as the only two cards count as 21",
                          ru="два туза (ровно две карты) считаются за 21")
    natural_pays: int = rule(1, choices=(1, 2),
                             en="a punter's 21 in two cards is paid this many stakes",
                             ru="21 понтёра двумя картами оплачивается столькими ставками")
    bank_natural: bool = rule(False,
                              en="the bank's 21 in its two dealt cards takes every stake at "
                                 "once (with deal_two)",
                              ru="21 банкомёта на двух сданных картах сразу берёт все ставки "
                                 "(при deal_two)")
    max_draw: int = rule(0, lo=0, hi=10,
                         en="cards a punter may draw after the deal; 0: no limit",
                         ru="сколько карт понтёр может прикупить после сдачи; 0 — без предела")
    bank_stands: int = rule(17, lo=12, hi=21,
                            en="the bank draws while it has fewer points than this",
                            ru="банкомёт прикупает, пока у него меньше стольких очков")

    def check(self) -> None:
        if self.cut and self.carry:
            raise RuleError(
                "the cut (rule cut) belongs to a fresh deck each deal; it does not go with "
                "a running deck (rule carry)",
                "подрезка (правило cut) — при новой колоде на каждую сдачу; с колодой, "
                "идущей из сдачи в сдачу (правило carry), она не сочетается")
        if self.bank_natural and not self.deal_two:
            raise RuleError(
                "the bank's two-card 21 (rule bank_natural) needs two cards at the deal "
                "(rule deal_two)",
                "21 банкомёта с двух карт (правило bank_natural) требует сдачи по две "
                "карты (правило deal_two)")
        if self.bank > self.chips:
            raise RuleError(
                f"the bank ({self.bank}) cannot be larger than a player's chips ({self.chips})",
                f"банк ({self.bank}) не может быть больше фишек игрока ({self.chips})")

    def check_players(self, players: int) -> None:
        if not 2 <= players <= 6:
            raise RuleError(f"Очко is played here by 2 to 6 players, not {players}",
                            f"в очко здесь играют от 2 до 6 человек, а не {players}")
