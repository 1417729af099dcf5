"""Редуда (Reduda): a Durak-like shedding game with three jokers, a common trump and a
trump of each player's own. Implements /work/shared/seeds/002_37bd115b4b2f4bd3.txt, lines
119-144 (2-3 players; 52 cards, two black jokers, one red joker).

EN, in short: seven cards each, then one face-down card by each player (its suit is that
player's own trump), then a card turned face up (the common trump); the rest is cut into
one stock per player, laid on his own trump card, and one common stock (with the odd
cards) on the common trump. The lead may be any card; the defender covers, transfers or
takes. The red joker («красная редуда») covers three cards, or the black joker and one
card more, and is covered only by a black joker and a common trump together. A black
joker covers two cards that are not jokers. A common trump covers any card but a joker;
a player's own trump covers any card but a joker or a common trump, for him alone. Either
joker may transfer any attack: it joins the attack as a card of its own. Players draw
back up to seven from the common stock, then from their own. The first player out of
cards wins; the last one holding cards is the «редудак» and deals the next deal.

RU, кратко: по семь карт каждому, затем каждому по карте рубашкой вверх — её масть его
собственный козырь, затем открытая карта — общий козырь; остаток делится на колоды
игроков (кладутся на их козыри) и общую колоду (на общий козырь, с лишними картами).
Заходить можно любой картой; отбивающийся кроет, переводит или берёт. Красная редуда
кроет три карты или чёрную редуду и ещё одну карту, а покрыть её можно только чёрной
редудой вместе с общим козырем. Чёрная редуда кроет две карты, кроме редуд. Общий козырь
кроет всё, кроме редуд; свой козырь — всё, кроме редуд и общего козыря, и только для
хозяина. Любая редуда переводит любую карту и сама становится картой хода. Добирают до
семи из общей колоды, потом из своей. Первый избавившийся от карт выигрывает, последний
с картами — «редудак», он и сдаёт следующую раздачу.

Readings where the text is vague or silent (the rest follows transfer Durak, the best
known form of the game this one builds on):

* Parts of the stock: the text cuts the rest into four parts for three players; we cut
  it into players + 1 parts for two as well; the odd cards go to the common stock.
* A joker is never a trump card: when one would be turned as an own or the common trump,
  the next card that is not a joker is taken, and the joker stays in the stock.
* The own trump card lies face down under its owner's stock; its owner knows it, the
  others do not, until he covers with that suit a card he could not cover otherwise
  (then all know the suit). The common trump card lies face up under the common stock
  and is drawn last; all see who draws it. Drawing: the common stock first, then one's
  own (the text), attackers before the defender (Durak).
* Ordinary cards beat as in Durak: a higher card of the same suit. A joker already on the
  table covers the rest of what it may (three for the red, the black joker counting two;
  two for the black) as further moves. The pair on the red joker is a black joker and a
  common trump of any rank; that black joker covers nothing else.
* Transfers: a card of the same rank as every plain attack card (``rank_transfer``,
  as in transfer Durak) or a joker (the text), while nothing is covered. The attack goes
  to the next player still in the deal.
* The text's limits «under a player with one card no more than three plain cards, with
  two four, with three five, provided the defender has the red joker» are read as the
  bout limit against a small hand (``small_hand=text``): k + 2 plain cards against k
  cards for k from 1 to 3, otherwise k, at most seven; jokers do not count. The attacker
  cannot know whether the defender holds the red joker, so the engine does not check it
  (that would reveal the hand); the red joker is why such an attack can be beaten.
* Throw-ins: once everything is covered, the players other than the defender, from the
  attacker round the table, may add plain cards of ranks on the table (not jokers) up to
  the limit; all pass: the bout is beaten. Taking ends the bout at once.
* The first dealer is the last seat (the text's lot); the seat on the dealer's left
  leads. Later the loser deals; a deal with no loser (the last two go out together)
  keeps the dealer.
* A game is ``deals`` deals; each deal's loser gets a mark, the fewest marks win (a tie
  shares the win). ``bout_cap`` stops a deal that runs too long (the player holding the
  most cards, hand and own stock, is then the loser; none on a tie).
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
from koloda.games.reduda.bot import HeuristicAgent
from koloda.games.reduda.rules import RedudaRules
from koloda.games.reduda.state import RedudaState
from koloda.games.reduda.view import view


class Reduda(Game):
    key: ClassVar[str] = "reduda"
    aliases: ClassVar[tuple[str, ...]] = ("редуда",)
    title_en: ClassVar[str] = "Reduda"
    title_ru: ClassVar[str] = "Редуда"
    # the search values each move by heuristic play-outs alone (bench/deal_ab.py, paired
    # first deals against the heuristic: +0.111 (0.036 to 0.186) against +0.069 for the full tree)
    search_depth: ClassVar[int] = 1
    family: ClassVar[str] = "shedding"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 3
    default_players: ClassVar[int] = 2
    rules_type: ClassVar[type[Rules]] = RedudaRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "single": {"deals": 1},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "single": ("одна раздача", "one deal"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "joker_transfer": ({"rank_transfer": False}, "only a joker transfers an attack",
                           "переводит только редуда"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("прошлый ход", "the last bout")
    # random play to the deal's end (about 105 moves) says little about who is ahead:
    # the search plays positions out with the heuristic
    search_rollout: ClassVar[str] = "heuristic"

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> RedudaState:
        assert isinstance(rules, RedudaRules)
        return RedudaState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.reduda.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view(obs, viewer, moves, lang, names)


GAME = register(Reduda())

__all__ = ["GAME", "Reduda", "RedudaRules", "RedudaState"]
