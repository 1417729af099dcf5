"""«Штрафные очки» (Penalty Points): the two-pack shedding game with penalty points for 2
or more players, from ``shared/seeds/002_37bd115b4b2f4bd3.txt`` lines 161-174. The text
gives it no name; the key ``shtrafnye`` and both titles are ours, after its scoring. It
is of the Crazy Eights kind, with aces as the cards that fit anything.

EN, in short: seven cards each, one card face up as the bank, the rest a stock. In turn
each player lays on the bank a card of its rank, of its suit, or any ace; a player who
can must. Without one he draws until a card fits and lays it; once the stock is gone he
passes. When a player is out of cards, the others take the points left in their hands as
penalty: ace 15, king, queen, jack 10, the others their number. The lowest penalty over
the agreed deals (or when someone reaches the agreed points) wins.

RU, коротко: всем по семь карт, одна открывается — это банк, остальное колода. По
очереди каждый кладёт на банк карту того же достоинства, той же масти или любого туза;
если может — обязан. Нет такой карты — тянет из колоды, пока не придёт подходящая, и
кладёт её; когда колода кончилась — пропускает ход. Когда у кого-то кончились карты,
остальные записывают себе штраф за карты на руках: туз 15, король, дама, валет 10,
прочие по номиналу. Побеждает наименьший штраф за оговорённое число сдач (или когда
кто-то дошёл до оговорённого числа очков).

Readings (where the text is vague or silent):
- The number of players is open-ended ("2 and more"): we allow 2 to 6, which two packs
  of 104 cards serve easily. The text names two packs; ``decks`` = 1 plays with one.
- "The number of points and deals is agreed": rule ``deals`` (default 3; 0 for no count)
  and rule ``limit`` (0 for none; the game ends after the deal in which a player's total
  reaches it). The lowest total wins; a tie shares the win.
- An ace fits any bank and then is the bank like any card (its suit and rank are
  followed). The text has no suit to name; rule ``ace_suit`` adds it as in the
  best-known games of this kind (the player of the ace names the suit to follow).
- A player who draws lays the card that came (the only one that fits). Rule
  ``draw_until`` off draws one card only, and the turn passes if it does not fit.
- The text does not reuse the laid cards: with the stock gone a player who cannot lay
  passes, and if nobody can (a whole round of passes) the deal is blocked and everyone,
  with no one out, takes his hand's points.
- The deal passes to the left; the player on the dealer's left begins. The card turned
  for the bank is followed as it lies (an ace too: its own suit, nothing named).
- A player "leaves the game" when out of cards: we read it as the end of the deal (the
  others score at once), as the scoring sentence says.
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
from koloda.games.shtrafnye import view
from koloda.games.shtrafnye.bot import HeuristicAgent
from koloda.games.shtrafnye.rules import ShtrafnyeRules
from koloda.games.shtrafnye.state import ShtrafnyeState


class Shtrafnye(Game):
    key: ClassVar[str] = "shtrafnye"
    aliases: ClassVar[tuple[str, ...]] = ("штрафные",)
    title_en: ClassVar[str] = "Penalty Points"
    title_ru: ClassVar[str] = "Штрафные очки"
    family: ClassVar[str] = "shedding"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 3
    rules_type: ClassVar[type[Rules]] = ShtrafnyeRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "one_deal": {"deals": 1},
        "to_100": {"deals": 0, "limit": 100},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "one_deal": ("одна сдача", "one deal"),
        "to_100": ("до 100 очков", "to 100 points"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "ace_names_suit": ({"ace_suit": True}, "the player of an ace names the suit",
                           "положивший туза называет масть"),
        "draw_one": ({"draw_until": False}, "draw one card only; pass if it does not fit",
                     "тянуть одну карту; не подошла — пропуск хода"),
        "one_pack": ({"decks": 1}, "one pack of 52", "одна колода в 52 карты"),
    }

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> ShtrafnyeState:
        assert isinstance(rules, ShtrafnyeRules)
        return ShtrafnyeState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.shtrafnye.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(Shtrafnye())

__all__ = ["GAME", "Shtrafnye", "ShtrafnyeRules", "ShtrafnyeState"]
