"""Одесский покер ("Odessa poker"): the game of declared tricks with wild cards, the
шахи («покер»), of the seed text ``003_989ae724a6adfdee.txt``, lines 36-37 (the шаха
rules), played by the frame of the game that follows it, lines 41-45, which
``000_dbb243a6dadd2465.txt`` names Опендаум (line 535) and from which its Одесский покер
(line 531) takes "the players and the deck". Опендаум itself is the preset
``opendaum`` (no шахи, trumps led freely). Despite its name the game is no poker: it is
a form of Oh Hell with jokers.

EN: two to six players, each for himself. The deck: 32 cards for two, 36 for three or
six, 32 or 36 for four, 30 for five. Two cards, the black cards of the lowest rank
(sixes, or sevens in a short deck), are шахи. Deal 1 gives everybody one card, deal 2
two, and so on up to the largest hand the deck allows; that hand is dealt once by every
player, then the deals come back down to one card. After each deal the next card is
turned up as trump (the dealer's last card when the deck is dealt out). Each player,
from the dealer's left, declares how many tricks he will take; the player on the
dealer's left leads. Nobody may lead a trump while he holds a card of another suit.
One must follow suit, lacking it play a trump, lacking both anything; a trump lead asks
for a trump. A шаха may be played at any turn and counts as a trump where one is asked
for: played plainly it beats everything (of two, the later one wins); played «за
простую» it is only its own card. The highest trump or the highest card of the suit led
takes a trick that no шаха took. Scoring: exactly the declared tricks bring 5 a trick
plus 5 «за правду» (5 for none declared and none taken); any other result 1 a trick.
After the last deal the most points win.

RU: от двух до шести игроков, каждый за себя. Колода: вдвоём 32 карты, втроём и вшестером
36, вчетвером 32 или 36, впятером 30. Две чёрные карты младшего достоинства (шестёрки, в
короткой колоде семёрки) — шахи. В первой раздаче каждому дают по карте, во второй по две
и так до самой большой руки; её сдаёт по разу каждый игрок, потом число карт убывает до
одной. После сдачи следующая карта открывается козырем (если колода роздана вся — последняя
карта сдающего). Каждый, начиная слева от сдающего, заказывает, сколько возьмёт взяток;
ходит сидящий слева от сдающего. С козыря ходить нельзя, пока есть карты другой масти.
Нужно класть масть хода, без неё — козырь, без него — любую; на ход в козырь кладут козырь.
Шаху можно положить на любом ходу, и там, где требуется козырь, она за него сходит:
положенная просто, она бьёт любую карту (из двух шах старше последняя), а «за простую» —
это обычная карта своей масти и достоинства. Взятку без шахи берёт старший козырь или
старшая карта масти хода. Счёт: взявший ровно заказанное пишет по 5 очков за взятку и ещё 5
«за правду» (5, если заказал ноль и не взял ничего); остальные — по очку за взятку. После
последней раздачи побеждает набравший больше всех.

Readings where the texts are vague or incomplete:

- The deck, the deals and the scoring are Опендаум's (003 lines 41-45), as 000 line 531
  says; the 003 section on the шахи gives no deal or score of its own. The game is
  «За правду» (``koloda.games.za_pravdu``, whose docstring gives our readings of the
  шаха rules, lines 36-37) with its rules ``shakhi`` 2, ``trump_lead`` on and
  ``sevens5`` red by default; this package holds only those defaults, the presets and
  the rules page, and plays with За правду's state, player and picture.
- Which cards: "one or two, usually the black sixes or sevens" (003), "usually two black
  sixes" (000): two by default, one (the club, as in the 33-card game of 000 line 199)
  in the preset ``one_shakha``, none in ``opendaum``.
- Five players: the texts remove "two sevens" (000 says "two sixes", which a 32-card
  deck lacks); the black sevens are the шахи there, so we remove the red ones.
- "No leading from trumps while holding non-trumps" (003 line 37) is on here and off in
  the Опендаум preset, whose text does not have it.
- Declarations, the ladder of deals, the first dealer and ties read as in «За правду».
  The texts name no stakes: the points of the sheet are the game's stakes, across
  every deal to the last.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from koloda.engine.game import register
from koloda.engine.rules import Rules
from koloda.engine.rulestext import RulesText
from koloda.games.odessa_poker.rules import OdessaRules
from koloda.games.za_pravdu import ZaPravdu


class OdessaPoker(ZaPravdu):
    """За правду with its шахи on: a game of its own in the lobby, with its own title,
    defaults, presets and rules page."""

    key: ClassVar[str] = "odessa_poker"
    aliases: ClassVar[tuple[str, ...]] = ("odessa-poker", "одесский_покер")
    title_en: ClassVar[str] = "Odessa Poker (Oh Hell with wild cards)"
    title_ru: ClassVar[str] = "Одесский покер"
    picture_title: ClassVar[tuple[str, str]] = ("Одесский покер", "Odessa Poker")
    rules_type: ClassVar[type[Rules]] = OdessaRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "opendaum": {"shakhi": 0, "trump_lead": False},
        "one_shakha": {"shakhi": 1},
        **ZaPravdu.presets,
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "opendaum": ("Опендаум: без шах", "Opendaum: no wild cards"),
        "one_shakha": ("с одной шахой", "one wild card"),
        **ZaPravdu.preset_titles,
    }

    def rules_doc(self) -> RulesText:
        from koloda.games.odessa_poker.rulestext import TEXT

        return TEXT


GAME = register(OdessaPoker())

__all__ = ["GAME", "OdessaPoker", "OdessaRules"]
