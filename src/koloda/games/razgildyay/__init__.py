"""«Разгильдяй» ("the slacker"): the shedding game with two blind cards and a stock of
the seed text ``002_37bd115b4b2f4bd3.txt``, lines 91-106. The text gives the game no
title but names its loser «разгильдяй»; as Durak is named after its loser, so is this
game here (key ``razgildyay``; the brief's working key was ``dva_v_temnuyu``).

EN: two to six players, a deck of 36 or 52 cards, ace high. Each player gets two cards
face down, which nobody looks at until later, and one card face up, the start of his
pile; the rest is a face-down stock. First part: in turn, from the dealer's left, a
player draws the top card of the stock; if it is one rank above the top card of some
rival's pile he may lay it there, otherwise (or if he likes) it goes onto his own pile.
The last card of the stock sets the trump: its suit, unless it is a spade, when the
second part is played without trumps. Second part: everybody picks up his pile. The
holder of the lowest trump leads (without trumps, the player who drew the last card),
with any card. Each next player either beats the top card of the table (a higher card
of its suit, or a trump on a plain card) or takes that top card into his hand; then the
turn passes on. A player whose hand runs out picks up his two blind cards and goes on;
once those are gone too he is out. The last player left holding cards is the
«разгильдяй» and writes a penalty point. After the agreed number of deals the fewest
points win.

RU: от двух до шести игроков, колода 36 или 52 карты, туз старший. Каждому сдают две
карты рубашкой вверх — их не смотрят до поры — и одну открытую, начало его стопки;
остальное — закрытая колода. Первая часть: по очереди, начиная слева от сдающего, игрок
берёт верхнюю карту колоды; если она на ступень старше верхней карты чьей-то стопки, её
можно положить туда, иначе (или по желанию) она ложится на свою стопку. Последняя карта
колоды задаёт козырь — её масть, а если это пика, вторая часть идёт без козырей. Вторая
часть: каждый берёт свою стопку в руку. Ходит владелец младшего козыря (без козырей —
взявший последнюю карту), любой картой. Следующий либо бьёт верхнюю карту на столе
(старшей той же масти или козырем некозырную), либо забирает эту верхнюю карту себе;
затем ход переходит дальше. У кого кончились карты в руке, тот берёт свои две закрытые
и играет ими; когда кончатся и они, он выходит. Последний, у кого остались карты, —
разгильдяй, он пишет штрафное очко. После оговорённого числа раздач побеждает набравший
меньше всех.

Readings where the text is vague or incomplete:

- «Возрастающая последовательность»: the drawn card goes onto a top card exactly one
  rank lower, of any suit (as in the best-known games of this kind); an ace takes no
  card, a two (a six with 36 cards) goes on nothing.
- Laying the card on a rival's pile is the player's choice among the piles it fits;
  his own pile always takes it. One card is drawn per turn; then the turn passes left.
  A card that fits only its drawer's own pile is laid there without asking.
- The last card of the stock is drawn and laid like the others; its suit is the trump.
- Every card of a pile was laid face up, so in the second part all hands are known to
  all and the table shows them; the blind cards are hidden (from their owner too) until
  picked up, then from the others until played.
- A trump beats any plain card; a trump is beaten by a higher trump only. Taking the
  top card is allowed even when one could beat it. A player facing an empty table
  leads any card.
- The text never clears the table, and played so a deal seldom ends (beats and takes
  balance out). Following the best-known games of this kind, rule ``clear`` (on by
  default) sends a full round to the discard: when the table holds as many cards as
  there were players in the round, they go out and whoever laid the last leads afresh
  (the next player if he is out). ``clear=off`` plays the text literally.
- «Когда карты на руках закончились»: each player picks up his blind pair when his own
  hand runs out, not when everybody's does.
- The text plays one deal; we keep score over ``deals`` deals (a penalty point to each
  deal's loser, the fewest points win, ties share), with a one-deal preset. The deal
  passes to the left (the last seat deals first, so the first seat draws first).
- Takes can go round for ever, so a deal's second part stops after ``cap`` moves; then
  the player holding the most cards (hand and blind) is the loser (a tie: each of them).
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
from koloda.games.razgildyay.bot import HeuristicAgent
from koloda.games.razgildyay.rules import RazgildyayRules
from koloda.games.razgildyay.state import RazgildyayState
from koloda.games.razgildyay.view import view


class Razgildyay(Game):
    key: ClassVar[str] = "razgildyay"
    aliases: ClassVar[tuple[str, ...]] = ("разгильдяй", "dva_v_temnuyu")
    title_en: ClassVar[str] = "Slacker"
    title_ru: ClassVar[str] = "Разгильдяй"
    # the search values each move by heuristic play-outs alone (bench/deal_ab.py, paired
    # first deals against the heuristic: +0.085 (0.036 to 0.134) against +0.064 for the full tree)
    search_depth: ClassVar[int] = 1
    search_rollout: ClassVar[str] = "heuristic"
    family: ClassVar[str] = "shedding"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 3
    rules_type: ClassVar[type[Rules]] = RazgildyayRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "one": {"deals": 1},
        "full52": {"deck": 52},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "one": ("одна раздача", "one deal"),
        "full52": ("колода в 52 карты", "52-card deck"),
    }

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> RazgildyayState:
        assert isinstance(rules, RazgildyayRules)
        return RazgildyayState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.razgildyay.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view(obs, viewer, moves, lang, names)


GAME = register(Razgildyay())

__all__ = ["GAME", "Razgildyay", "RazgildyayRules", "RazgildyayState"]
