"""Мушка-копилка (Mushka-kopilka, "the kitty"): the seed text
/work/shared/seeds/003_989ae724a6adfdee.txt, lines 69-74.

EN, in short: four players, 32 cards, no trumps. Everyone pays into a kitty. Five cards
each; the rest is a face-down stock. A player dealt three or more cards of one suit must
lay them down; the others take one each (discarding a card of their own for it) and he
draws as many from the stock. The dealer's left leads, then the winner of each trick, who
must lead another suit than the trick he took. The others must follow suit; one who
cannot may draw the top card of the stock or pass, but may not play another suit. The
highest card of the suit led takes the trick; the ace of spades beats everything and
doubles its trick. If nobody answers a lead, the leader takes his card back and the lead
passes on. A deal ends when a player has shed his last card. Fines go into the kitty: no
trick in a deal, passing while holding the suit, and everyone but the first out pays a
fee. After four deals each player's tricks are paid out of the kitty by suit (spades 1,
clubs 2, diamonds 3, hearts 4 units; the ace of spades' trick double), and the first out
of the last deal takes what is left.

RU, кратко: четверо, 32 карты, без козырей. Все вносят в копилку. Сдают по пять карт,
остальное — колода рубашкой вверх. У кого три и больше карт одной масти, тот обязан их
выложить; остальные берут по одной (снося взамен свою ненужную), а он добирает столько же
из колоды. Выходит игрок слева от сдающего, дальше — взявший взятку, причём с другой
масти. Остальные кладут карту масти хода; у кого её нет, может прикупить верхнюю карту из
колоды или спасовать, но другую масть класть нельзя. Взятку берёт старшая карта масти
хода; туз пик старше всех и удваивает взятку. Если на ход никто не ответил, карта
возвращается, ход переходит к следующему. Сдача кончается, когда кто-то снёс последнюю
карту. В копилку платят: за сдачу без взятки, за пас при нужной масти и все, кроме первого
снёсшего карты. После четырёх сдач взятки оплачиваются из копилки по мастям (пики 1,
трефы 2, бубны 3, черви 4 единицы; взятка с тузом пик вдвое), остаток берёт первый
снёсший карты в последней сдаче.

Readings where the text is vague (also on the rules page):
- The exchange: the laid cards are all the player's cards of that suit; the three others
  receive one each, the lowest to the next seat and so on (the text has them drawn blind;
  we fix the order), any left over go back to him, he draws three from the stock, and
  each taker discards one card face down, out of play. Players are checked from the
  dealer's left, again and again, while someone holds three of a suit and the stock has
  three cards. The table does not remind the layer which cards he gave.
- "The ace of spades is higher than any card": with ``spade_ace_wild`` (on) it may be
  played on any lead and takes the trick; off, it is just the top spade.
- Drawing: only without the suit led; the drawn card goes to the hand and the player
  decides again (follow with it, draw again, or pass).
- Passing while holding the suit is allowed and fined (``pass_holding``); off, it is
  refused.
- A winner holding only the suit he just took leads it anyway.
- Four leads in a row that nobody answers end the deal with nobody out first.
- The deal ends at the end of the trick in which someone plays his last card; if several
  do, the first of them in that trick is "first out".
- Prices: the text gives spades 1 ... hearts 4 "for example" and then a spade trick at 2
  rubles, a club trick at 4: we read a trick as its suit's price times ``unit`` (2 by
  default, matching the worked figures); the suit of a trick is the suit led.
- Payment out of the kitty: the tricks first (pro rata if the kitty is short), then the
  rest to the first out of the last deal (shared by all if nobody went out). A player's
  result is what he took out less what he paid in; the results add up to zero.
- The amounts (ante, fine, fee) are agreed beforehand in the text; the defaults are ours.
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
from koloda.games.mushka_kopilka import view
from koloda.games.mushka_kopilka.bot import HeuristicAgent
from koloda.games.mushka_kopilka.rules import PRESETS, KopilkaRules
from koloda.games.mushka_kopilka.state import KopilkaState


class MushkaKopilka(Game):
    key: ClassVar[str] = "mushka_kopilka"
    aliases: ClassVar[tuple[str, ...]] = ("kopilka", "копилка", "мушка-копилка")
    title_en: ClassVar[str] = "Mushka-kopilka (the kitty)"
    title_ru: ClassVar[str] = "Мушка-копилка"
    # the search values each move by heuristic play-outs alone (`koloda match`, 2026-12-04:
    # one against three heuristics: 4/8 games, against 10% for the full tree)
    search_depth: ClassVar[int] = 1
    search_rollout: ClassVar[str] = "heuristic"
    family: ClassVar[str] = "tricks"
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 4
    rules_type: ClassVar[type[Rules]] = KopilkaRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = PRESETS
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "match": ("партия из четырёх сдач", "a match of four deals"),
        "one_deal": ("одна сдача", "one deal"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "plain_spade_ace": ({"spade_ace_wild": False},
                            "the ace of spades is only the top spade",
                            "туз пик — просто старшая пика"),
        "must_follow": ({"pass_holding": False},
                        "a player holding the suit led must give a card",
                        "имеющий масть хода обязан дать карту"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("последняя взятка", "the last trick")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> KopilkaState:
        assert isinstance(rules, KopilkaRules)
        return KopilkaState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.mushka_kopilka.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(MushkaKopilka())

__all__ = ["GAME", "KopilkaRules", "KopilkaState", "MushkaKopilka"]
