"""Клабор (Klaberjass), two players, to 501: /work/shared/seeds/000_dbb243a6dadd2465.txt,
lines 1411-1427 (the section «Клабор»).

EN, in short: 32 cards (seven to ace). Six cards to each player, three more face down in
front of each, the next card turned up; the rest is a stock that is not played. The
elder hand (the dealer's opponent), then the dealer, may take the turned suit as trumps
or pass; if both pass, the elder, then the dealer, may name another suit or pass; if
both pass again the deal is void and the deal passes on. The player who chose trumps
("the taker") must score more than the other. Both take their three cards; nine tricks
follow, the elder leading. Trumps rank J 9 A 10 K Q 8 7, plain suits A 10 K Q J 9 8 7.
A player must follow suit and beat the led card if he can; without the suit he must
trump; without trumps he plays anything. Card points: trump jack 20, trump nine 14,
ace 11, ten 10, king 4, queen 3, jack 2; the last trick 10. Combinations, declared with
one's first card and shown: the king and queen of trumps («бэлла») 20; three in a row
of one suit («тэрц») 20, five in a row («полтинник») 50; seven in a row («клабор») wins
the game at once. Only the player with the better run scores runs. Combinations of a
player who takes no trick are lost. If the taker scores more, each keeps his points; if
he scores less, the other scores the points of both. First to 501 wins.

RU, коротко: 32 карты (от семёрки до туза). Каждому по шесть карт и ещё по три рубашкой
вверх на стол перед ним, следующая карта открывается; остальные в игре не участвуют.
Сначала младший (не сдающий), потом сдающий решают: играть с открытой мастью в козырях
или пас; если оба спасовали, младший, потом сдающий могут назвать другую масть или
спасовать; если снова оба пас — пересдача, сдаёт другой. Назначивший козырь («играющий»)
должен набрать больше соперника. Оба берут свои три карты; девять взяток, первым ходит
младший. Козыри: В 9 Т 10 К Д 8 7, прочие масти: Т 10 К Д В 9 8 7. Нужно ходить в масть и
бить, если можно; нет масти — козырять; нет козырей — любая карта. Очки: козырный валет
20, козырная девятка 14, тузы по 11, десятки по 10, короли по 4, дамы по 3, прочие валеты
по 2; последняя взятка 10. Комбинации объявляются первой картой раздачи и показываются: король и дама козырей
(«бэлла») 20, три карты подряд одной масти («тэрц») 20, пять подряд («полтинник») 50,
семь подряд («клабор») — сразу выигрыш игры. Очки за ряды получает только тот, чей ряд
лучше. У игрока без взяток комбинации сгорают. Набрал играющий больше — каждый пишет своё;
меньше — соперник пишет очки обоих. Побеждает первый, набравший 501.

Readings where the text is vague or incomplete (the best-known Klaberjass where the
text is silent):
- The deck: the text says the small cards are put aside «до девяток», which could mean a
  24-card deck; but it also names a run of seven («клабор»), impossible with six ranks a
  suit, so the default is the usual 32-card deck; ``deck=24`` (variant ``deck24``)
  plays the literal reading.
- The three cards on the table are face down, and each player takes his own three once
  trumps are chosen (the text: «берут к себе оставшиеся три карты»).
- Bidding: the text gives the first round and the elder's second chance («у первого
  появляется шанс ... объявить свой козырь»); as in Klaberjass, the dealer then has the
  same chance, the named suit must differ from the turned one, and if both pass again
  the deal is void and the other player deals. No «schmeiss».
- The exchange of the trump seven for the turned card is not in the text; it is in the
  common rules (``seven_swap``, on by default): while the turned suit is trumps, the
  holder may exchange before his first card; the card taken is shown.
- Following: the text says to answer with a higher card of the suit, else to trump. We
  read it as: follow suit, beating if possible (``must_beat``; off = Klaberjass, where
  only a led trump must be beaten); a player with lower cards of the suit only still
  follows suit.
- Runs are of one suit, in the order 7 8 9 10 J Q K A. The text prices three (20) and
  five (50); four in a row scores 20 (``fifty_from=5``), or 50 as in Klaberjass
  (``fifty_from=4``). Six is 50. Seven or more is «клабор», which wins the game when
  declared (``klabor_wins``; off: it is worth 50).
- Declaring: optional, with one's first card (``play QH declare``), all of one's
  combinations at once; the cards are shown. The runs compare by length, then top card,
  then a trump run beats a plain one; an exact tie scores neither (Klaberjass). Only the
  better run's holder scores his runs; bella scores for its holder regardless.
- «Очки сгорают»: a player who takes no trick scores none of his combinations.
- «Все очки достаются сопернику»: when the taker scores less, the other scores both
  totals (cards, last trick and the combinations that count) and the taker nothing.
  An equal total is not in the text: the taker scores nothing, the other his own
  (Klaberjass).
- The end: after a deal, a player at 501 or more with the higher score wins; equal
  scores play on.
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
from koloda.games.klabor import view
from koloda.games.klabor.bot import HeuristicAgent
from koloda.games.klabor.rules import PRESETS, VARIANTS, KlaborRules
from koloda.games.klabor.state import KlaborState


class Klabor(Game):
    key: ClassVar[str] = "klabor"
    aliases: ClassVar[tuple[str, ...]] = ("клабор", "klaberjass")
    title_en: ClassVar[str] = "Klabor (Klaberjass)"
    title_ru: ClassVar[str] = "Клабор"
    family: ClassVar[str] = "tricks"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    default_players: ClassVar[int] = 2
    rules_type: ClassVar[type[Rules]] = KlaborRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = PRESETS
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "classic": ("как в книгах (клаберяс)", "as in the books (Klaberjass)"),
        "short": ("короткая, до 301", "short, to 301"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = VARIANTS
    last_label: ClassVar[tuple[str, str] | None] = ("последняя взятка", "the last trick")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> KlaborState:
        assert isinstance(rules, KlaborRules)
        return KlaborState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.klabor.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(Klabor())

__all__ = ["GAME", "Klabor", "KlaborRules", "KlaborState"]
