"""«Пьяница» (Drunkard, the Russian War), a game of pure chance, from
``shared/seeds/000_dbb243a6dadd2465.txt``: «Пьяница» at line 629, «Пьяница (Поддавки)» at
line 633, and the short description «"Пьяница"» at lines 1403-1407.

EN, in short: all the cards are dealt out one at a time; nobody looks at his cards, each
keeps them as a face-down pile. In each round every player turns up his top card; the
highest card (ace high, then K Q J 10 and on down) takes all the cards of the round, which
go under the winner's pile. Equal highest cards start a dispute: those players each lay a
card face down and then one face up, and the higher of these takes everything. A player
without cards is out; whoever ends with every card wins. In the giveaway form
(«Поддавки») two players each have a whole deck of their own and the first to lose all
his cards wins.

RU, коротко: все карты сдают по одной; свои карты никто не смотрит, у каждого стопка
рубашкой вверх. В каждом ходе все открывают верхнюю карту; старшая (туз, король, дама,
валет, десятка и так далее вниз) забирает все карты хода, и они идут под низ стопки
взявшего. Если старших карт несколько, начинается спор: эти игроки кладут по карте
рубашкой вверх и по одной лицом вверх, и старшая из открытых берёт всё. Оставшийся без
карт выбывает; выигрывает тот, у кого собрались все карты. В поддавки двое играют каждый
своей полной колодой, и выигрывает первый, кто лишился всех карт.

Readings (the long text breaks off after its first lines; the short one is for two):
- Players 2 to 6 (the long text: «не ограничено»); with a shared deck the cards are dealt
  round the table, so some piles may be one card longer. «Колода любая»: 36 or 52 cards.
- The one move, ``play``, turns up the player's top card (in a dispute, lays the face-down
  cards and the face-up one together). Players act in seat order; the computer does the
  same move, there being nothing to choose.
- A dispute (the short text: one card face down, then one face up; rule ``war_down``) is
  fought only by the players whose cards tied highest. A player short of cards keeps his
  last card for the face-up one; one with none left is out of the dispute; if only one
  disputant has cards he takes the round; if none has, the cards stay on the table for the
  winner of the next round.
- The winner puts the round's cards under his pile in the order they were laid.
- A game of War can go on for very long (the text says so), and with the cards gathered
  in a fixed order it can even go round in a circle: it stops after ``max_rounds`` rounds
  (60 by default, a sitting's worth; preset ``long``: 1000, nearly always to the end),
  and then the most cards win, as the short text counts the winner (the fewest in
  giveaway); equal counts share the win.
- «Поддавки»: its text breaks off after the choice of the first player, so we read the
  name: the same rounds, each player with a whole deck of his own, and the first to lose
  all his cards wins (preset ``poddavki``). The draw for the first player does not change
  anything in a game without choices, so the first seat starts.
- The well-known house rule «шестёрка бьёт туза» (the lowest card beats the ace) is the
  rule ``six_beats_ace``, off by default.
- Nobody may look at a pile, his own included; the cards of the last round are known to
  all (they were shown as they were gathered), but not where they lie in the pile.
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
from koloda.games.pyanitsa import view
from koloda.games.pyanitsa.bot import OnlyMoveAgent
from koloda.games.pyanitsa.rules import PyanitsaRules
from koloda.games.pyanitsa.state import PyanitsaState


class Pyanitsa(Game):
    key: ClassVar[str] = "pyanitsa"
    aliases: ClassVar[tuple[str, ...]] = ("пьяница", "war")
    title_en: ClassVar[str] = "Drunkard (War)"
    title_ru: ClassVar[str] = "Пьяница"
    family: ClassVar[str] = "capture"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 2
    rules_type: ClassVar[type[Rules]] = PyanitsaRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "poddavki": {"own_decks": True, "giveaway": True},
        "short": {"max_rounds": 30},
        "long": {"max_rounds": 1000},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "poddavki": ("поддавки", "giveaway"),
        "short": ("30 ходов", "30 rounds"),
        "long": ("до 1000 ходов", "up to 1000 rounds"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "six_beats_ace": ({"six_beats_ace": True}, "the lowest card beats the ace",
                          "младшая карта бьёт туза"),
        "deck52": ({"deck": 52}, "a 52-card deck", "колода из 52 карт"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("последний ход", "the last round")
    # turning one's card up is the whole game: the person does it, the table does not
    auto_play_forced: ClassVar[bool] = False

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> PyanitsaState:
        assert isinstance(rules, PyanitsaRules)
        return PyanitsaState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": OnlyMoveAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.pyanitsa.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(Pyanitsa())

__all__ = ["GAME", "Pyanitsa", "PyanitsaRules", "PyanitsaState"]
