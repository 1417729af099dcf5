"""«Валеты» ("Jacks"): the four-player game of the seed text ``003_989ae724a6adfdee.txt``,
lines 49-54, where the jacks and the six of clubs are trumps (the text gives it no name;
the key names its trumps). It belongs with the Kozel and Schafkopf family of games with
permanent trumps, but it counts tricks, not card points.

EN: four players, two against two (partners sit across). 36 cards, all dealt one at a
time, nine each. Trumps, from the highest: 6♣, J♣, J♠, J♥, J♦, then A♣ K♣ Q♣ 10♣ 9♣ 8♣
7♣ (twelve trumps). The other suits, without their jacks, rank A K Q 10 9 8 7 6. The
player on the dealer's left leads; then the taker of each trick. You must follow the
suit led (a trump to a trump; a jack belongs to the trumps, not to its suit); lacking
it, play anything. The highest trump takes the trick, else the highest card of the suit
led. After the deal each pair counts its tricks. The pair with one trick («рожок»)
writes off 1 point, the pair with three («тринька») 3 points; 7-2 and 5-4 are draws.
Each pair starts with a record of 15 points (rule ``target``); the first pair to write
off its whole record wins, and each loser pays each winner the points left in his
pair's record. A pair that takes all nine tricks loses at once and pays its whole record
doubled. The deal passes to the left.

RU: играют вчетвером, двое на двое (партнёры сидят напротив). 36 карт сдают по одной, по
девять каждому. Козыри, от старшего: 6♣, В♣, В♠, В♥, В♦, затем Т♣ К♣ Д♣ 10♣ 9♣ 8♣ 7♣
(двенадцать козырей). В остальных мастях без валетов старшинство Т К Д 10 9 8 7 6. Ходит
сидящий слева от сдающего, потом взявший взятку. Класть нужно масть хода (на козырь —
козырь; валет считается козырем, а не картой своей масти); при её отсутствии — любую
карту. Взятку берёт старший козырь, иначе старшая карта масти хода. После раздачи пары
считают взятки. Пара с одной взяткой («рожок») списывает 1 очко, с тремя («тринька») —
3 очка; при 7-2 и 5-4 — ничья. У каждой пары запись в 15 очков (правило ``target``);
первая пара, списавшая всю запись, выигрывает, и каждый проигравший платит каждому
выигравшему по очку за каждое очко, оставшееся в записи его пары. Пара, взявшая все
девять взяток, сразу проигрывает и платит всю свою запись вдвойне. Сдача переходит
влево.

Readings where the text is vague or incomplete:

- Who scores: the text says the players who took one trick win one point, those who
  took three win three, and those who took nine lose. We follow it word for word: the
  pair with the FEWER tricks scores when it took one or three, so each pair tries to
  keep out of tricks. (Read the other way, as "the winners of 8-1 score one", the order
  of the points, 1 for 8-1 and 3 for 6-3, and the loss for nine tricks would not fit.)
  A pair that took no trick wins the game, its opponents having taken all nine.
- The nine-trick loss: "loses the whole record doubled" is read as: the game ends and
  each of its players pays each opponent twice the points left in his own pair's record.
- Stakes: the text leaves the price of a point to the players; a point is 1 here, so a
  game's returns are the points paid.
- The order of the club trumps below the ace is garbled in the text («Самая треф»); we
  read it as K♣, Q♣, 10♣, 9♣, 8♣, 7♣ after A♣.
- Following suit: the text asks only for the suit led, so a player who lacks it need
  not trump.
- The first deal is the fourth seat's, so the first seat leads; partners are seats 1
  and 3 against 2 and 4.
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
from koloda.games.valety.bot import HeuristicAgent
from koloda.games.valety.rules import ValetyRules
from koloda.games.valety.state import ValetyState
from koloda.games.valety.view import view


class Valety(Game):
    key: ClassVar[str] = "valety"
    aliases: ClassVar[tuple[str, ...]] = ("валеты",)
    title_en: ClassVar[str] = "Jacks (two against two)"
    title_ru: ClassVar[str] = "Валеты"
    # the search values each move by heuristic play-outs alone (bench/deal_ab.py, paired
    # first deals against the heuristic: +0.039 (0.003 to 0.075) against +0.015 for the full tree)
    search_depth: ClassVar[int] = 1
    search_rollout: ClassVar[str] = "heuristic"
    family: ClassVar[str] = "tricks"
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 4
    rules_type: ClassVar[type[Rules]] = ValetyRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {"short": {"target": 5}}
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "short": ("короткая: до 5 очков", "short: 5 points")}
    last_label: ClassVar[tuple[str, str] | None] = ("последняя взятка", "the last trick")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> ValetyState:
        assert isinstance(rules, ValetyRules)
        return ValetyState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.valety.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view(obs, viewer, moves, lang, names)


GAME = register(Valety())

__all__ = ["GAME", "Valety", "ValetyRules", "ValetyState"]
