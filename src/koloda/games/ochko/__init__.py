"""«Очко (Двадцать одно)» (Twenty-One), the banking game, from
``shared/seeds/000_dbb243a6dadd2465.txt``: the forms «Очко (Двадцать одно) - А», «- Б» and
«- В» at lines 545-553 and the short description «"Очко" (или "21")» at lines 1429-1433.

EN, in short: one player holds the bank (the banker) and puts up a bank of chips; the
others (punters) play against it one after another. A punter stakes no more than the bank
can cover, takes cards one by one and tries to come as close to 21 as he can without
going over: over 21 he pays his stake to the bank at once; exactly 21 is paid at once.
When every punter is done, the bank draws by a fixed rule and pays each punter who stood
with more points than the bank (or all of them if the bank goes over); equal points go to
the bank. Two aces alone count 21. The bank passes to the left when it is broken (empty)
or after a few deals. Form А: 36 cards (A 11, K 4, Q 3, J 2, the rest by their pips), a
fresh deck each deal with the cut; form Б: the same without the cut, one deck running on
from deal to deal and shuffled again when spent; form В: two 52-card decks (A 1 or 11,
figures 10), stakes before the deal, two cards each, a punter's 21 in two cards paid
double, the bank's 21 in two cards taking every stake, at most three cards bought.

RU, коротко: один игрок держит банк (банкомёт) и ставит в него фишки; остальные
(понтёры) по очереди играют против банка. Понтёр ставит не больше, чем банк может покрыть,
берёт карты по одной и старается набрать 21 или близко к тому, не перебрав: перебор —
ставка сразу уходит в банк, ровно 21 — выигрыш сразу. Когда все понтёры сыграли, банк
прикупает по твёрдому правилу и платит тем, кто остановился с большим числом очков (или
всем, если сам перебрал); равные очки — в пользу банка. Два туза — 21. Банк переходит
влево, когда его сорвали (он пуст) или после нескольких сдач. Форма А: 36 карт (Т 11,
К 4, Д 3, В 2, остальные по достоинству), новая колода каждую сдачу и подрезка; форма Б:
без подрезки, одна колода идёт из сдачи в сдачу и тасуется, когда кончится; форма В: две
колоды по 52 карты (Т 1 или 11, фигуры по 10), ставки до сдачи, по две карты, 21 понтёра
с двух карт оплачивается вдвойне, 21 банка с двух карт берёт все ставки, прикупать не
больше трёх карт.

Readings (the three long forms are cut short in the seed text, after their first few
lines; where they stop we follow the best-known form of Очко and say so here):
- Players: the text says «не ограничено»; a table here seats 2 to 6.
- The first banker is the first seat (the lot the game starts with is the seating). A new
  banker puts up ``bank`` chips (all he has if fewer). A stake is 1 chip up to the
  smallest of the punter's chips, the bank's uncovered part and ``bank`` itself.
- The bank passes to the next player on the left who has chips when it is empty at the
  end of a deal, or after ``bank_deals`` deals; the banker then takes back what is left
  in it. В (the text: the bank is held by everybody in turn) passes it every deal.
- The bank has no choices: it draws while it has fewer than ``bank_stands`` points (17)
  and only when some punter stood; its cards lie face up. Equal points win for the bank.
- The cut (А): the bottom card of the shuffled deck is turned up for all to see and takes
  no part in the deal (the text names the cut but its description is lost).
- Б's running deck: the played cards lie face up; when the stock runs out they are
  shuffled into a new stock (a chance event); when a deal starts with too few cards for
  everybody, the shuffled played cards go under what is left.
- A punter who reaches 21 shows it and is paid at once; 21 in exactly two cards pays
  ``natural_pays`` stakes (1 in А/Б, 2 in В). A bust is shown and paid at once. Hiding a
  bust is impossible here, so the double fine for it is not needed.
- One card first (А/Б): every punter gets one card face down and the bank one face up; the
  punter stakes after looking at his card. Two cards (В): the punters stake in turn first,
  then everyone with a stake and the bank get two cards.
- If the bank cannot cover a punter's smallest stake, that punter sits the deal out.
  With a fresh 36-card deck and six players the stock can run out: then nobody draws more.
- When the bank pays more than is left in it (В's double pay), the banker pays the rest
  from his own chips, as far as he has them.
- The game ends after ``deals`` deals or when fewer than two players have chips; the most
  chips win (equal holders all win).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.agents import Agent, RandomAgent
from koloda.engine.game import Game, register
from koloda.engine.picture import MoveRef, Picture
from koloda.engine.rules import Rules
from koloda.engine.rulestext import RulesText
from koloda.games.ochko import view
from koloda.games.ochko.bot import HeuristicAgent
from koloda.games.ochko.odds import OddsAgent
from koloda.games.ochko.rules import OchkoRules
from koloda.games.ochko.state import OchkoState

FORM_B: Mapping[str, Any] = {"cut": False, "carry": True}
FORM_V: Mapping[str, Any] = {"deck": 104, "cut": False, "deal_two": True, "natural_pays": 2,
                             "bank_natural": True, "max_draw": 3, "bank_deals": 1}


class Ochko(Game):
    key: ClassVar[str] = "ochko"
    aliases: ClassVar[tuple[str, ...]] = ("очко", "twenty-one", "21")
    title_en: ClassVar[str] = "Twenty-One (Ochko)"
    title_ru: ClassVar[str] = "Очко (Двадцать одно)"
    family: ClassVar[str] = "gambling"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 3
    rules_type: ClassVar[type[Rules]] = OchkoRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "a": {},
        "b": FORM_B,
        "v": FORM_V,
        "short": {"deals": 4},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "a": ("форма А", "form A"),
        "b": ("форма Б", "form B"),
        "v": ("форма В", "form C"),
        "short": ("четыре сдачи", "four deals"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "no_two_aces": ({"two_aces": False},
                        "two aces count as they are (22: a bust)",
                        "два туза считаются как есть (22 — перебор)"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("прошлая сдача", "the last deal")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> OchkoState:
        assert isinstance(rules, OchkoRules)
        return OchkoState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent, "odds": OddsAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.ochko.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(Ochko())

__all__ = ["GAME", "Ochko", "OchkoRules", "OchkoState"]
