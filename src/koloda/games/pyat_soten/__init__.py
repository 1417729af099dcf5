"""Пять сотен (Five Hundred): the text of /work/shared/seeds/002_37bd115b4b2f4bd3.txt,
lines 43-71 (three players; then the two-player form with a dead hand and the four-player
form in pairs).

EN, in short: 32 cards and a joker; each of three players gets ten cards, three lie face
up as the kitty. Trumps rank joker, jack of trumps, the other jack of the same colour,
then A K Q 10 9 8 7; the two jacks and the joker belong to the trump suit. Bids name
6 to 10 tricks and a suit or no trumps, worth 40/60/80/100/120 for six tricks in ♠ ♣ ♦ ♥
and no trumps, 100 more for each trick above six (ten no-trumps: 520). A player who passes
is out of the bidding. The declarer takes the kitty, lays three cards away face down and
leads; the other two play together against him. Follow suit, else trump, else anything.
Made: the declarer scores the bid; failed: he loses it. The game goes to 500.

RU, коротко: 32 карты и джокер, по десять карт на троих, три карты — открытый прикуп.
Козыри: джокер, козырный валет, валет того же цвета, затем Т К Д 10 9 8 7; оба валета и
джокер считаются козырной мастью. Заказ — от 6 до 10 взяток в масти или без козыря; 6
взяток стоят 40/60/80/100/120 в пиках, трефах, бубнах, червах и без козыря, каждая
следующая взятка добавляет 100 (10 без козыря — 520). Спасовавший выходит из торговли.
Заказавший берёт прикуп, сносит три карты рубашкой вверх и ходит первым; двое других
играют вместе против него. В масть, нет масти — козырем, нет козыря — любой картой.
Сыграл — записывает цену заказа, не сыграл — она списывается. Игра до 500.

Readings made where the text is vague or silent (the rules page says the same):
- Plain suits rank A K Q J 10 9 8 7: the text lists no jack outside trumps, so the
  jacks that are not bowers stand where the best-known form puts them, between Q and 10.
  At no trump every jack is a plain card and the joker is the only special card.
- The kitty lies face up, as the text says, so everybody knows its cards; only which of
  them the declarer laid away stays hidden. The declarer takes it as soon as the bidding
  is won, then lays three cards away one by one.
- A bid must be worth more than the one before (the table's order: 6♠ < 6♣ < … < 6 NT <
  7♠ …). Bidding goes round, skipping those who passed, until only the best bidder is
  left; each player speaks at least once. If all pass, the deal is played at no trump
  with no declarer and no kitty, the left of the dealer leading (the text), and each
  player scores 10 a trick (the text names no score: the best-known form's).
- The text says a player who cannot follow must trump: ``must_trump`` (on); the
  best-known form lets him throw anything (off, preset ``classic``).
- The joker at no trump: best-known form. It may be played only by a player with no
  card of the suit led, and then wins; led, its holder names the suit the others follow
  (``play RJ H``), and he may not name a suit he has shown he lacks (the text's last
  sentence on play).
- The declarer's opponents each score 10 a trick they take (the text only implies it,
  saying they may reach 500; the best-known form's figure).
- All ten tricks on a bid below «7 трефы» score 250 (the text; ``slam=text``); the
  best-known form gives it to any bid worth less than 250 (``slam=classic``).
- Making 10♥ or ten no-trumps wins at once (``instant_win``). Reaching 500 at the same
  deal: the declarer wins; among his opponents, the one who got there with an earlier
  trick. The text has no «minus 500» rule; ``minus_out`` (off; on in ``classic``) adds the
  best-known one: a side at minus the target or below loses, the best other score wins.
- Two players: ten cards for each, ten face down as the dead hand nobody sees, three in
  the open kitty; bidding ends when one passes.
- Four players: partners sit opposite (seats 1+3, 2+4) and score together. The deck adds
  the fives, sixes and two fours; the text says one black and one red four without naming
  them: 4♠ and 4♥ here. 43 cards: ten each, three in the kitty. A partnership's
  opponents score 10 a trick as a side.
- The first dealer is the last seat (so seat 1 bids first), the deal passes to the left.
  The deck order of a deal gives seat 1 its ten cards first, then seat 2 … (the dead hand
  in the two-player form), the kitty last.
- No misère bid: the text names none.
- ``max_deals`` (50) is ours, not the text's: a guard so that a game of careless players
  (the random player, a search's playouts) always ends; the best score then wins.
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
from koloda.games.pyat_soten import view
from koloda.games.pyat_soten.bot import HeuristicAgent
from koloda.games.pyat_soten.rules import PRESETS, PyatSotenRules
from koloda.games.pyat_soten.state import PyatSotenState


class PyatSoten(Game):
    key: ClassVar[str] = "pyat_soten"
    aliases: ClassVar[tuple[str, ...]] = ("500", "пять_сотен", "five_hundred")
    title_en: ClassVar[str] = "Five Hundred (500)"
    title_ru: ClassVar[str] = "Пять сотен"
    # the search values each move by heuristic play-outs alone (bench/deal_ab.py, paired
    # first deals against the heuristic: +0.137 (0.069 to 0.205) against +0.015 for the full tree)
    search_depth: ClassVar[int] = 1
    search_rollout: ClassVar[str] = "heuristic"
    family: ClassVar[str] = "tricks"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 3
    rules_type: ClassVar[type[Rules]] = PyatSotenRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = PRESETS
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "text": ("по тексту", "as the text"),
        "classic": ("классика", "classic"),
        "one_deal": ("одна сдача", "one deal"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "free_discard": ({"must_trump": False},
                         "a player who cannot follow suit may play any card",
                         "не имея масти, можно положить любую карту"),
        "minus_out": ({"minus_out": True}, "a side at minus 500 loses",
                      "сторона с минус 500 проигрывает"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("последняя взятка", "the last trick")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> PyatSotenState:
        assert isinstance(rules, PyatSotenRules)
        return PyatSotenState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.pyat_soten.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(PyatSoten())

__all__ = ["GAME", "PyatSoten", "PyatSotenRules", "PyatSotenState"]
