"""The rule keys of «Верю — не верю» (Cheat), and the names of the ranks claimed."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, rule
from koloda.engine.texts import plural_ru


@dataclass(frozen=True)
class VeryuRules(Rules):
    deck: int = rule(36, choices=(36, 52), en="cards in the deck", ru="карт в колоде")
    fours: bool = rule(True,
                       en="four cards of one rank in a hand are put aside face up",
                       ru="четыре карты одного достоинства на руках сбрасываются открыто")
    most: int = rule(4, lo=0, hi=8,
                     en="the most cards one play may hold (0: any number)",
                     ru="сколько карт самое большее можно положить за ход (0 — сколько "
                        "угодно)")
    turn_over: str = rule("all", choices=("all", "one"),
                      labels={"all": ("все карты", "all cards"),
                              "one": ("одна карта", "one card")},
                      en="what a doubt turns over: all — every card of the last play; one — "
                         "one card of it, the doubter's choice",
                      ru="что открывают, когда не верят: all — все карты последнего хода; "
                         "one — одну из них, по выбору недоверчивого")
    cap: int = rule(400, lo=50, hi=5000,
                    en="moves before the game is stopped: then the fewest cards win",
                    ru="ходов, после которых игру останавливают: тогда побеждает тот, у "
                       "кого меньше карт")

    def check_players(self, players: int) -> None:
        if players * 4 > self.deck:
            raise RuleError(
                f"{players} players need more than the {self.deck}-card deck (rule deck)",
                f"на {players} игроков колоды из {self.deck} карт мало (правило deck)")


RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_WORDS = {
    **{str(r): r for r in range(2, 11)},
    "J": 11, "Q": 12, "K": 13, "A": 14, "В": 11, "Д": 12, "К": 13, "Т": 14,
}
# Russian (one, few, many) and English (one, many) names of each rank
_RU = {2: ("двойка", "двойки", "двоек"), 3: ("тройка", "тройки", "троек"),
       4: ("четвёрка", "четвёрки", "четвёрок"), 5: ("пятёрка", "пятёрки", "пятёрок"),
       6: ("шестёрка", "шестёрки", "шестёрок"), 7: ("семёрка", "семёрки", "семёрок"),
       8: ("восьмёрка", "восьмёрки", "восьмёрок"), 9: ("девятка", "девятки", "девяток"),
       10: ("десятка", "десятки", "десяток"), 11: ("валет", "валета", "валетов"),
       12: ("дама", "дамы", "дам"), 13: ("король", "короля", "королей"),
       14: ("туз", "туза", "тузов")}
_EN = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
       9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
_RU_MANY = {2: "двойки", 3: "тройки", 4: "четвёрки", 5: "пятёрки", 6: "шестёрки",
            7: "семёрки", 8: "восьмёрки", 9: "девятки", 10: "десятки", 11: "валеты",
            12: "дамы", 13: "короли", 14: "тузы"}


def rank_text(rank: int) -> str:
    return RANK_TEXT.get(rank, str(rank))


def parse_rank(text: str) -> int | None:
    return _RANK_WORDS.get(text.strip().upper())


def counted(n: int, rank: int, lang: str) -> str:
    """«2 дамы», «5 тузов», "1 queen", "3 sixes"."""
    if lang == "ru":
        one, few, many = _RU[rank]
        return f"{n} {plural_ru(n, one, few, many)}"
    word = _EN[rank]
    if n == 1:
        return f"1 {word}"
    return f"{n} {word}es" if word == "six" else f"{n} {word}s"


def rank_name(rank: int, lang: str) -> str:
    """The rank as a kind of card, in the plural: «дамы», "queens"."""
    if lang == "ru":
        return _RU_MANY[rank]
    word = _EN[rank]
    return f"{word}es" if word == "six" else f"{word}s"
