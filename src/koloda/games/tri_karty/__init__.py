"""«Три карты на кон» (Three Cards for the Pot): the 36-card trick game for two players or
two pairs with a stake, from ``shared/seeds/003_989ae724a6adfdee.txt`` lines 1-4. The
text gives the game no name (the lines around it hold none either), so the key is a
descriptive one: ``tri_karty``.

EN, in short: 36 cards; the players on the side against the dealer each put a stake in
the pot. Three cards each; the next card of the stock is turned up for trump, and the
dealer may exchange any card of his hand for it. The player on the dealer's left leads,
then whoever took the last trick; follow suit, else trump, else anything. The dealer
(with his partner at four) needs two of the three tricks: then his side takes the pot,
otherwise it pays each opponent a stake. The winner of a deal deals the next one.

RU, коротко: колода 36 карт; каждый игрок стороны, играющей против сдатчика, ставит на
кон. Всем по три карты, следующая карта колоды открывается — её масть козырь, и сдатчик
вправе взять её себе взамен любой своей карты. Ходит сосед сдатчика слева, потом
взявший взятку; в масть, без масти козырем, без козырей — любой картой. Сдатчику (вчетвером
вместе с партнёром) нужны две взятки из трёх: тогда его сторона забирает кон, иначе
платит каждому противнику по ставке. Выигравший сдачу сдаёт следующую.

Readings (where the text is vague or silent):
- Card order is not given: the usual A K Q J 10 9 8 7 6, any trump above any other suit.
- The turned card stays face up on the stock. The exchange (rule ``dealer_swap``) is made
  before the first lead; the card laid away goes face down under the stock, seen by the
  dealer only; everybody sees the dealer take the trump.
- No obligation to beat a card or to overtrump: the text asks only to follow suit, or
  to trump when out of the suit.
- Four players: partners sit opposite (seats 1 and 3, 2 and 4); the dealer's partner
  stakes nothing, the dealer's side counts its tricks together and settles together:
  each player of a side wins or pays one stake, so partners always stand level.
- Two players: the non-dealer stakes; the dealer, failing, pays him the same amount.
- «The winner of the previous game deals»: the dealer keeps the deal while his side
  takes the pot; when it fails, the opponent on his left deals (at four the text does
  not say which opponent; we take the one on the left, as the deal passes in Russian
  games).
- The text sets no end. Following the usual way of such stake games we play until a side
  has won ``target`` chips in all (default 5 with a stake of 1), or one deal only with
  ``target`` 0 (the preset ``one_deal``). The side with the winnings wins the game.
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
from koloda.games.tri_karty import view
from koloda.games.tri_karty.bot import HeuristicAgent
from koloda.games.tri_karty.rules import TriKartyRules
from koloda.games.tri_karty.state import TriKartyState


class TriKarty(Game):
    key: ClassVar[str] = "tri_karty"
    aliases: ClassVar[tuple[str, ...]] = ("tri-karty", "три_карты")
    title_en: ClassVar[str] = "Three Cards for the Pot"
    title_ru: ClassVar[str] = "Три карты на кон"
    family: ClassVar[str] = "tricks"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 2
    rules_type: ClassVar[type[Rules]] = TriKartyRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "one_deal": {"target": 0},
        "long": {"target": 10},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "one_deal": ("одна сдача", "one deal"),
        "long": ("до 10 фишек", "to 10 chips"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "no_swap": ({"dealer_swap": False},
                    "the dealer may not take the turned trump",
                    "сдатчик не берёт открытый козырь"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("последняя взятка", "the last trick")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> TriKartyState:
        assert isinstance(rules, TriKartyRules)
        return TriKartyState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.tri_karty.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(TriKarty())

__all__ = ["GAME", "TriKarty", "TriKartyRules", "TriKartyState"]
