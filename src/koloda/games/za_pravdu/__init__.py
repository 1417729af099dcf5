"""«За правду» ("for the truth"): the game of declared tricks of the seed text
``003_989ae724a6adfdee.txt``, lines 41-45 (the text gives it no name; the key names its
scoring). It is a form of the game known elsewhere as Oh Hell or Nomination Whist.

EN: two to six players, each for himself. The deck: 32 cards for two, 36 for three or
six, 32 or 36 for four, 30 for five. Deal 1 gives everybody one card, deal 2 two cards,
and so on up to the largest hand the deck allows; that hand is dealt once by every
player, then the deals come back down to one card. The dealer passes to the left. After
each deal the next card of the stock is turned up as trump; when the whole deck is dealt
the dealer's last card is the trump, shown to all. Then each player, from the dealer's
left, declares how many tricks he will take. The player on the dealer's left leads; one
must follow suit, lacking it play a trump, lacking both anything. The highest trump or
the highest card of the suit led takes the trick, and its taker leads next. Scoring: a
player who took exactly what he declared writes 5 a trick plus 5 «за правду» (5 for
declaring and taking none); anyone else writes 1 a trick. After the last deal the most
points win.

RU: от двух до шести игроков, каждый за себя. Колода: вдвоём 32 карты, втроём и вшестером
36, вчетвером 32 или 36, впятером 30. В первой раздаче каждому дают по карте, во второй по
две и так до самой большой руки, на какую хватает колоды; такую сдачу делает каждый игрок
по разу, потом число карт снова убывает до одной. Сдаёт следующий слева. После сдачи
следующая карта колоды открывается козырем; если колода роздана вся, козырь — последняя
карта сдающего, её видят все. Затем каждый, начиная слева от сдающего, заказывает, сколько
возьмёт взяток. Ходит сидящий слева от сдающего; нужно класть карту той же масти, при её
отсутствии козыря, а если нет и его — любую. Взятку берёт старший козырь или старшая
карта масти хода; взявший ходит следующим. Счёт: взявший ровно столько, сколько заказал,
пишет по 5 очков за взятку и ещё 5 «за правду» (5, если заказал ни одной и не взял ни
одной); остальные пишут по очку за взятку. После последней раздачи побеждает набравший
больше всех.

Readings where the text is vague or incomplete:

- Five players: the text removes "two sevens" from the 32-card deck without saying
  which; we remove 7♠ and 7♣ (rule ``sevens5``: ``red`` removes 7♥ and 7♦ instead).
- The first deal: the text calls it a deal of one card where a player says whether he
  takes his trick; it is scored by the general rule (5 + 5 for a declared trick taken,
  5 for a declared none, 1 for a trick taken otherwise), which agrees with the text.
- Any declaration from 0 to the hand size is allowed, whatever the others declared (the
  text has no restriction on the dealer's declaration, as some forms of Oh Hell do).
- A player lacking the suit led must trump if he can; he need not overtrump (the text
  asks for a trump only).
- The largest hand is dealt once per player ("as many times as there are players"); with
  four players and 36 cards that is 9 cards four times.
- The first deal is the last seat's, so the first seat opens the game.
- Equal top scores share the win.
- House rule ``top``: the deals may climb to a smaller hand (then that hand is dealt once
  per player too) for a shorter game; 0, the default, plays the text's full ladder.

The шахи (rules ``shakhi`` and ``trump_lead``, both off here): the same text, lines
36-37, adds to this game wild cards, шахи (also called «покер»), and a ban on leading
trumps; with them on, the game is registered again as ``odessa_poker`` (Одесский покер,
the name ``000_dbb243a6dadd2465.txt`` gives it at line 531). Our readings of that text:

- Which cards: the text says one or two, usually the black sixes or sevens. We take the
  black cards of the deck's lowest rank (sixes of 36 cards, sevens of 32 or 30); with
  ``shakhi`` 1 only the club is a шаха.
- A шаха may be played at any turn, even by a player who holds the suit led. Played
  plainly it beats every card, and of two such шахи the later one takes the trick.
  Played «за простую» (an action of its own, ``plain 6C``) it is just its own card, a
  low card of its suit, or a low trump when its suit is trump.
- Where a trump is asked for (lacking the suit led, or on a trump lead) a шаха stands
  for one: a player with neither the suit nor a trump but with a шаха must play it,
  either way. A шаха led to beat counts as a trump lead; led «за простую», it leads its
  suit.
- ``trump_lead``: "do not lead from trumps while holding other cards" counts plain cards
  only; a hand of trumps and шахи may lead a trump. Leading a шаха is always allowed.
- A шаха turned up as the trump names the trump by its suit and plays like any trump
  card turned up. Playing a шаха tells the others nothing about the rest of the hand.
- With the шахи as 7♠ and 7♣ the five-player deck keeps them: ``odessa_poker`` takes
  out the red sevens (``sevens5`` ``red``).
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
from koloda.games.za_pravdu.bot import HeuristicAgent
from koloda.games.za_pravdu.rules import ZaPravduRules
from koloda.games.za_pravdu.state import ZaPravduState
from koloda.games.za_pravdu.view import view


class ZaPravdu(Game):
    key: ClassVar[str] = "za_pravdu"
    aliases: ClassVar[tuple[str, ...]] = ("za-pravdu", "за_правду")
    title_en: ClassVar[str] = "For the Truth (Oh Hell)"
    title_ru: ClassVar[str] = "За правду"
    family: ClassVar[str] = "tricks"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 3
    rules_type: ClassVar[type[Rules]] = ZaPravduRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "short": {"top": 5},
        "four32": {"deck4": 32},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "short": ("короткая: до пяти карт", "short: up to five cards"),
        "four32": ("вчетвером в 32 карты", "four players, 32 cards"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("последняя взятка", "the last trick")
    # the heading of the table picture (Russian, English): the title without its gloss
    picture_title: ClassVar[tuple[str, str]] = ("За правду", "For the Truth")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> ZaPravduState:
        assert isinstance(rules, ZaPravduRules)
        return ZaPravduState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.za_pravdu.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view(obs, viewer, moves, lang, names, self.picture_title)


GAME = register(ZaPravdu())

__all__ = ["GAME", "ZaPravdu", "ZaPravduRules", "ZaPravduState"]
