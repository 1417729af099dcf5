"""Простак: the combination game to 31 points of /work/shared/seeds/002_37bd115b4b2f4bd3.txt,
lines 1-41 (the first game of the file; Пять сотен begins at line 43).

EN, in short: 2-4 players, 52 cards, the ace lowest (it counts one). Three cards each;
the next card is turned face up under the stock and gives trumps. In turn each player
who holds a combination lays one down face up and scores it, then draws back up to three
cards; a player without one draws a card (by default one may also keep combinations back
and draw). Combinations: cards adding up to 15 (15
points), three or more to 25 (25), four or more to 31 (31); two, three, four of a rank
(2, 6, 12); three or four of a suit (1); runs of three, four, five or more (2, 4, 10);
the jack of trumps (1). A jack turned up gives each of the dealer's opponents 2. The
first to 31 points wins.

RU, кратко: 2-4 игрока, 52 карты, туз младший (считается за единицу). По три карты;
следующая открывается под колодой — козырь. По очереди: у кого есть комбинация, тот
выкладывает её открыто, получает очки и добирает до трёх карт; у кого нет — берёт
карту (по умолчанию можно и придержать комбинации, взяв карту). Комбинации: сумма 15 (15 очков), три и больше карт на 25 (25), четыре и больше на
31 (31); две, три, четыре одного достоинства (2, 6, 12); три или четыре одной масти
(1); три, четыре, пять и больше подряд (2, 4, 10); валет козырей (1). Открытый козырем
валет даёт по 2 очка соперникам сдающего. Кто первым набрал 31 очко, побеждает.

Readings where the text is vague or silent (the text is close to cribbage, whose
counting fills the gaps marked so):
- Counting values: ace 1, pips their number, jack, queen and king 10 each (the text says
  only that the ace counts one; cribbage's counting). Runs go ace, 2 … 10, J, Q, K
  (the text's order) in any suits, without wrapping round; pairs and sets are cards of
  one rank.
- The text says a player who sees a combination declares it and one who has none draws.
  Read strictly, a hand holding a combination never grows, and four of a kind, a run of
  five or 31 in five cards could never be made, though the text scores them. So by
  default (rule ``hold``) a player may keep his combinations back and draw instead,
  while he has fewer than seven cards (our limit, so that a hand stays small; with
  seven a combination must go down, and a hand never passes nine, which always hold
  one). The preset ``strict`` is the literal reading: whoever holds a combination lays
  one down. Either way one combination a turn (the text: "объявляет ее"), chosen by
  the player, and it scores the best kind it fits (three fives score 15, not 6). With
  the stock empty a player holding a combination must lay one down.
- A single card is a combination only as the jack of trumps (1 point, laid down like
  any other). The turned jack (2 to each opponent of the dealer) is scored at once at
  the deal (rule ``heels``); the dealer's opponents are all the other players.
- The trump card turned under the stock is its last card: the player who draws it takes
  it like any other, in everybody's sight.
- A player left with fewer than three cards after laying down draws up to three while
  the stock lasts (the text). Once the stock is empty a player without a combination
  passes; the deal ends when all players have passed in a row. The text does not say
  what happens then: the scores carry over and the next player deals (the text: the
  deal passes round), to the target (``target``, 31).
- The first player at or over the target wins at once, mid-deal; players who reach it
  together on a turned jack win together. A game that never reaches it ends after
  ``max_deals`` deals (our cap), the highest score winning (equal scores share).
- Cards are dealt one at a time from the dealer's left (the text does not say how);
  the lot picks the first dealer (``first_dealer`` fixes it); the deal passes left.
- The text's remark about taking tricks does not belong to this game (it is in the
  text of the trick game at line 73, our Пятёрка); Простак has no tricks.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.agents import Agent, RandomAgent
from koloda.engine.game import Game, State, register
from koloda.engine.picture import MoveRef, Picture
from koloda.engine.rules import Rules
from koloda.engine.rulestext import RulesText
from koloda.games.prostak import view
from koloda.games.prostak.bot import HeuristicAgent
from koloda.games.prostak.rules import PRESETS, ProstakRules
from koloda.games.prostak.state import ProstakState


class Prostak(Game):
    key: ClassVar[str] = "prostak"
    aliases: ClassVar[tuple[str, ...]] = ("простак",)
    title_en: ClassVar[str] = "Prostak"
    title_ru: ClassVar[str] = "Простак"
    # the search values each move by heuristic play-outs alone (`koloda match`, 2026-12-04:
    # 25/40 games against the heuristic, 2 players, against 17/40 for the full tree)
    search_depth: ClassVar[int] = 1
    search_rollout: ClassVar[str] = "heuristic"
    family: ClassVar[str] = "gambling"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 3
    rules_type: ClassVar[type[Rules]] = ProstakRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = PRESETS
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "classic": ("по тексту", "as the text"),
        "strict": ("объявлять сразу", "declare at once"),
        "one_deal": ("одна раздача", "one deal"),
    }
    # a turn without a combination is a draw: the person draws himself, or a game could
    # end before he has made one move
    auto_play_forced: ClassVar[bool] = False

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> ProstakState:
        assert isinstance(rules, ProstakRules)
        return ProstakState(self, players, rules, seed, deals)

    def rematch_rules(self, state: State) -> dict[str, Any]:
        """The deal passes on to the seat after the last dealer."""
        assert isinstance(state, ProstakState)
        return {"first_dealer": (state.dealer + 1) % state.players + 1}

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.prostak.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(Prostak())

__all__ = ["GAME", "Prostak", "ProstakRules", "ProstakState"]
