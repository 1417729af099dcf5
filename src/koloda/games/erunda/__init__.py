"""«Ерунда» (Erunda): the Komi trick-taking game of /work/shared/seeds/003_989ae724a6adfdee.txt,
lines 87–95 (2 to 6 players, 36 cards, buying the talon, play to 15 points).

EN: the deal passes round; a card to each, then from the second round a card to the
talon after each round: five each, four in the talon. A player may declare «на 5» (no
trumps; he must take all five tricks). The dealer takes the deck's top card, shown: its
suit is trump. From the first hand round, a player may keep one of his cards and take the
whole talon, or turn a talon card up and pass the right on; the dealer discards his extra
card. The dealer, the buyer, the declarer and anyone with 13 points must play; the others
may drop out. The buyer leads; follow suit, above the card led if able; else trump; else
any. A point a trick; no trick: a plus or 5 points off; a failed «на 5»: two pluses. From
10 points a plus stakes the pot and all pluses. The first to 15 takes the pot and the price
of every plus of the others.
RU: сдают по кругу; по карте каждому, со второго круга после круга карта в прикуп: у всех
по пять, в прикупе четыре. Можно объявить «на 5» (без козыря, взять все пять взяток).
Сдатчик берёт верхнюю карту колоды, показав её: масть — козырь. С первой руки по кругу
можно оставить одну свою карту и взять весь прикуп или открыть карту прикупа и передать
право; сдатчик сносит лишнюю карту. Сдатчик, прикупивший, объявивший и набравший 13
играют обязательно, прочие могут бросить карты. Ходит прикупивший; в масть и старше
карты хода, если можно; без масти — козырь; иначе любую. Взятка — очко; без взятки —
плюс или минус 5; несыгранное «на 5» — два плюса. С 10 очков плюс ставит на кон кон и все
плюсы. Первый набравший 15 берёт кон и плату за все плюсы остальных.

Readings (each has a rule key or a test in tests/erunda):

- «на 5» is declared in a round from the first hand to the dealer, before the trump card
  is shown (the text says the suit is then not shown); only one player declares; he must
  play; a failed «на 5» scores its tricks and two pluses (``five_pluses``) and has no
  minus option. Taking all five scores five points, nothing more (the text names no bonus).
- the dealer's sixth card is discarded face down after the buying; the shown trump card
  is then no longer placeable by the others (his hand or his discard).
- a first hand without trumps may take «one trump of his choice» from the deck: read as
  the highest trump (any card: the highest) plus the talon, all five of his own cards
  discarded (``pick``).
- with nobody buying, the declarer leads, else the first active player left of the dealer.
- «перебивать выхоженную карту обязательно» is read as playing above the card led (not
  above the highest on the table); a player void of the suit must trump if he can, with
  no duty to overtrump.
- a player without a trick chooses «+» or −5 himself; from ``big_plus`` (10) points his
  plus is «big»: he pays at once into the pot the pot plus the price of every plus
  written so far, which the winner collects with the pot (one reading of «ставит на кон
  все проигрыши»). The initial stake is paid once per game.
- the game ends after the deal in which someone reaches ``target``: the highest score
  wins (a tie: the nearest to the dealer's left); ``max_deals`` guards against endless
  games (minus points may keep everyone low). Money (returns): −stake each, the pot to
  the winner, and each loser pays ``plus_price`` per plus to the winner.
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
from koloda.games.erunda.bot import HeuristicAgent
from koloda.games.erunda.rules import ErundaRules
from koloda.games.erunda.state import ErundaState


class Erunda(Game):
    key: ClassVar[str] = "erunda"
    aliases: ClassVar[tuple[str, ...]] = ("ерунда",)
    title_en: ClassVar[str] = "Erunda"
    title_ru: ClassVar[str] = "Ерунда"
    # the search values each move by heuristic play-outs alone (`koloda match`, 2026-12-04:
    # 20/30 games against the heuristic, 2 players, against 18/40 for the full tree)
    search_depth: ClassVar[int] = 1
    search_rollout: ClassVar[str] = "heuristic"
    family: ClassVar[str] = "tricks"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 4
    rules_type: ClassVar[type[Rules]] = ErundaRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {"short": {"target": 10}}
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "short": ("до 10", "to 10")}
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "no_five": ({"five": False}, "no «на 5» declaration", "без объявления «на 5»"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("последняя взятка", "the last trick")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> ErundaState:
        assert isinstance(rules, ErundaRules)
        return ErundaState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.erunda.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        from koloda.games.erunda.view import picture

        return picture(obs, viewer, moves, lang, names)


GAME = register(Erunda())

__all__ = ["GAME", "Erunda", "ErundaRules", "ErundaState"]
