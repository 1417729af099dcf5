"""«Верю — не верю» (Cheat): /work/shared/seeds/000_dbb243a6dadd2465.txt, lines 1391–1402
(and the catalogue's extracts of «Веришь — не веришь (2)» А, Б, В at lines 69–79, cut
short, for its variants).

EN: all the cards are dealt; four cards of a rank in a hand are put aside. The dealer
puts one to four cards face down and says their rank («две дамы»). The next player may
say «не верю»: the cards are turned over; if they are what was said the doubter takes
the whole pile, otherwise the liar does. Or he believes, puts one to four cards and says
the same rank, true or not. Whoever first has no cards left wins.
RU: сдаются все карты; четыре карты одного достоинства сбрасываются. Сдающий кладёт
рубашкой вверх от одной до четырёх карт и объявляет их достоинство («две дамы»).
Следующий может сказать «не верю»: карты переворачивают; если сказано правда, весь кон
берёт недоверчивый, если нет — соврал. Или он верит, кладёт от одной до четырёх карт и
объявляет то же достоинство, правду или нет. Побеждает первый, у кого не осталось карт.

Readings (each has a rule key or a test in tests/veryu):

- a play is put down a card at a time, then the rank is said (its count is the number
  of cards); the round's later plays must say the round's rank. The text's answering
  player puts «одну или две» cards in its example; we allow one to four, as the lead.
- after a doubt the text says «ход передаётся»: the player after the one who took the
  pile leads a new round with any rank (after a lie, that is the doubter).
- a player who puts down his last cards wins only once his play stands: the next player
  believes (a move of its own, «верю») or doubts and finds the truth.
- fours are put aside after the deal and whenever a hand takes the pile (text; variant
  А); ``fours=False`` keeps them (variant Б). Variant Б's «Верю» check breaks off in
  the text and is not played. Variant В: ``most=0`` (any number of cards) and
  ``turn_over=one`` (a doubt turns over one card of the play, the doubter's choice).
- the text sets no player count («в большой компании»): two to six with 36 cards (each
  gets at least four). A cap on moves (``cap``) stops a game that will not end; the
  fewest cards then win.
- hidden information: the pile is a count; a seat knows only the cards it put there
  itself and the cards a doubt turned over (which then lie, known to all, in the hand
  that took them, until that player puts cards face down again).
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
from koloda.games.veryu.bot import HeuristicAgent
from koloda.games.veryu.rules import VeryuRules
from koloda.games.veryu.state import VeryuState


class Veryu(Game):
    key: ClassVar[str] = "veryu"
    aliases: ClassVar[tuple[str, ...]] = ("cheat", "верю")
    title_en: ClassVar[str] = "Cheat"
    title_ru: ClassVar[str] = "Верю — не верю"
    # the search values each move by heuristic play-outs alone: with the heuristic able
    # to finish a play it did not begin, 39/40 games against it, 2 players (`koloda
    # match`, 2026-12-04; the full tree 22/40): it doubts and bluffs against a model
    # that cannot read its cards, where the full tree's other seats could
    search_depth: ClassVar[int] = 1
    search_rollout: ClassVar[str] = "heuristic"
    family: ClassVar[str] = "shedding"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 3
    rules_type: ClassVar[type[Rules]] = VeryuRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "big": {"deck": 52},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "big": ("52 карты", "52 cards"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "keep_fours": ({"fours": False}, "fours are not put aside",
                       "четвёрки не сбрасываются"),
        "any_number": ({"most": 0, "turn_over": "one"},
                       "any number of cards; a doubt turns over one of them",
                       "сколько угодно карт; проверяют одну из них"),
    }

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> VeryuState:
        assert isinstance(rules, VeryuRules)
        return VeryuState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.veryu.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        from koloda.games.veryu.view import view

        return view(obs, viewer, moves, lang, names)


GAME = register(Veryu())

__all__ = ["GAME", "Veryu", "VeryuRules", "VeryuState"]
