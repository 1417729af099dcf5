"""«Ведьма» (Old Maid): /work/shared/seeds/000_dbb243a6dadd2465.txt, the catalogue entry at
line 57 (also called «колдунья», «Акулина»; two to six players, 36 cards; the extract is
cut short) and the rules at lines 1381–1389.

EN: one queen is taken out of the deck, so the queen of spades (the witch) has no
partner. All the cards are dealt, the odd one to the dealer. Everybody puts down his
pairs (two cards of one rank) face up. In turn each player holds his cards fanned face
down to his left-hand neighbour, who draws one of them, the one he chooses, and puts down
a pair if it makes one. A player without cards is out. Whoever is left with the witch
loses.
RU: из колоды убирают одну даму, и у пиковой дамы — ведьмы — нет пары. Сдают все карты,
лишнюю — сдающему. Каждый откладывает открытыми свои пары (две карты одного
достоинства). По очереди игрок протягивает веер карт рубашкой к соседу слева, тот
вытягивает любую по своему выбору и откладывает пару, если она сложилась. Оставшийся без
карт выходит. Проигрывает тот, у кого осталась ведьма.

Readings (each has a rule key or a test in tests/vedma):

- «достать одну из дам»: the queen of clubs goes, so that the witch is the queen of
  spades, as the text then says; by rank the two red queens pair with each other and the
  witch never pairs. ``pairs=colour`` (a widely played form) pairs only cards of one rank
  and one colour, where the witch is left alone by the same removal.
- the extract of line 59 breaks off at «При боль…», read as a larger deck for more
  players: rule ``deck`` (36 as the text, or 52).
- the deal: one at a time so that the dealer gets the last card («последняя непарная
  достаётся тому, кто раздавал»); the dealer's left-hand neighbour draws first, from the
  dealer; the drawing goes round to the left, a player with no cards drops out.
- the choice of the card is the drawer's («любую, по своему желанию»): a move is the
  place of the card in the fan, counted from the left. The text does not say that fans
  are mixed: by default a fan keeps its order and a drawn card goes to its right end, so
  a seat can follow every card it has held (the observation shows those where they lie);
  ``mix`` makes the holder mix his fan before each draw (a chance event), which leaves
  the draw to luck.
- one deal is the game, as in the text (the witch's holder loses, every other player
  wins); ``deals`` plays several, each scoring a witch to its loser, who deals next; the
  fewest witches win (preset ``series``).
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
from koloda.games.vedma.bot import HeuristicAgent
from koloda.games.vedma.rules import VedmaRules
from koloda.games.vedma.state import VedmaState


class Vedma(Game):
    key: ClassVar[str] = "vedma"
    aliases: ClassVar[tuple[str, ...]] = ("old_maid", "ведьма")
    title_en: ClassVar[str] = "Old Maid"
    title_ru: ClassVar[str] = "Ведьма"
    family: ClassVar[str] = "shedding"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 3
    rules_type: ClassVar[type[Rules]] = VedmaRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "series": {"deals": 5},
        "big": {"deck": 52},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "series": ("пять раздач", "five deals"),
        "big": ("52 карты", "52 cards"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "colour": ({"pairs": "colour"}, "pairs are two cards of one rank and one colour",
                   "пара — две карты одного достоинства и цвета"),
        "mixed": ({"mix": True}, "fans are mixed before they are held out",
                  "карты перемешивают перед тем, как протянуть"),
    }

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> VedmaState:
        assert isinstance(rules, VedmaRules)
        return VedmaState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.vedma.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        from koloda.games.vedma.view import view

        return view(obs, viewer, moves, lang, names)


GAME = register(Vedma())

__all__ = ["GAME", "Vedma", "VedmaRules", "VedmaState"]
