"""«Захват» (Capture All): the capture-all game of court cards and aces for 2 to 6 players
with one or two packs, from ``shared/seeds/002_37bd115b4b2f4bd3.txt`` lines 107-118. The
text gives it no name; the key ``zakhvat`` and both titles are ours, after its aim. Its
best-known form is Beggar-my-neighbour («Разори соседа»).

EN, in short: all the cards are dealt into face-down stacks. In turn each player lays his
top card on a pile in the middle, until someone lays an ace, king, queen or jack; then
the player on his right pays 4, 3, 2 or 1 cards from the top of his stack onto the pile,
and the layer of the court card takes the whole pile under his stack and lays next. A
player with no cards is out; whoever gathers every card wins. If time runs out (a limit
of cards laid), the most cards win.

RU, коротко: все карты раздаются в закрытые стопки. По очереди каждый открывает верхнюю
карту на общую кучу, пока кто-нибудь не выложит туза, короля, даму или валета; тогда
сосед справа платит за них 4, 3, 2 или 1 карту со своей стопки на кучу, а выложивший
фигуру забирает всю кучу себе под низ и ходит снова. Игрок без карт выбывает, собравший
все карты побеждает. Если время вышло (предел выложенных карт) — побеждает тот, у кого
карт больше.

Readings (where the text is vague or at odds with itself):
- The text's aim is to win all the cards, but its closing lines make the first player
  out of cards the winner (and, after a long time, the fewest cards). Both cannot hold:
  by default (rule ``aim`` = ``all``) we follow the aim and the best-known form of the
  game: the pile goes to the layer of the card paid for, a player without cards is out,
  and at the time limit the most cards win. ``aim`` = ``empty`` follows the closing lines
  instead: nobody ever takes the pile (the payment goes onto it), the first player out of
  cards wins at once, and at the limit the fewest cards win.
- The payer is the player on the layer's right, as the text says (play goes clockwise,
  so that is the one who laid just before); rule ``payer`` = ``next`` gives the
  best-known form, where the next player pays. A player without cards is passed over.
- The text says nothing of a court card turned while paying: by default it is just a
  payment card; rule ``chain`` makes it stop the payment and call its own payer (the
  best-known form). A payer who runs out pays what he has.
- "Dealt equally": all cards are dealt one by one, so with an uneven count the first
  players from the dealer's left have one card more.
- "A set period of time" is the rule ``cap``: the game stops after that many cards laid.
- The player who took the pile lays next. If nobody has a card left (the last holder laid
  his last card with nothing owed), the pile goes to that last layer.
- No move is a choice: the only move is to lay one's top card, and the computer seat does
  just that.
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
from koloda.games.zakhvat import view
from koloda.games.zakhvat.bot import TableAgent
from koloda.games.zakhvat.rules import ZakhvatRules
from koloda.games.zakhvat.state import ZakhvatState


class Zakhvat(Game):
    key: ClassVar[str] = "zakhvat"
    aliases: ClassVar[tuple[str, ...]] = ("захват",)
    title_en: ClassVar[str] = "Capture All"
    title_ru: ClassVar[str] = "Захват"
    family: ClassVar[str] = "capture"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 2
    rules_type: ClassVar[type[Rules]] = ZakhvatRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "quick": {"cap": 150},
        "classic": {"payer": "next", "chain": True},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "quick": ("быстрая", "quick"),
        "classic": ("«Разори соседа»", "Beggar-my-neighbour"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "two_decks": ({"decks": 2}, "two packs shuffled together",
                      "две колоды вместе"),
        "next_pays": ({"payer": "next"}, "the next player pays",
                      "платит следующий игрок"),
        "chain": ({"chain": True}, "a court card turned while paying passes the debt on",
                  "фигура, открытая при уплате, передаёт долг дальше"),
        "first_out": ({"aim": "empty"}, "the first player out of cards wins",
                      "побеждает первый, у кого кончились карты"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("последняя забранная куча",
                                                    "the last pile taken")
    # turning one's card up is the whole game: the person does it, the table does not
    auto_play_forced: ClassVar[bool] = False

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> ZakhvatState:
        assert isinstance(rules, ZakhvatRules)
        return ZakhvatState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": TableAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.zakhvat.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(Zakhvat())

__all__ = ["GAME", "Zakhvat", "ZakhvatRules", "ZakhvatState"]
