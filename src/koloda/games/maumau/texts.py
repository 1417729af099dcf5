"""Wording shared by the Mau-Mau family's move texts, narration, refusals and views:
Russian plurals, rank nouns, suit names, seat lists.

>>> cards_n(1, "ru"), cards_n(3, "ru"), cards_n(11, "ru"), cards_n(2, "en")
('1 карту', '3 карты', '11 карт', '2 cards')
>>> rank_noun(9, "ru"), rank_noun(14, "en"), rank_noun(8, "en")
('девятка', 'an ace', 'an eight')
"""

from __future__ import annotations

from collections.abc import Sequence

from koloda.engine import cards as C
from koloda.engine.names import lower_name
from koloda.engine.texts import CARDS, count, count_ru

_RANK_RU = {2: "двойка", 3: "тройка", 4: "четвёрка", 5: "пятёрка", 6: "шестёрка",
            7: "семёрка", 8: "восьмёрка", 9: "девятка", 10: "десятка", C.JACK: "валет",
            C.QUEEN: "дама", C.KING: "король", C.ACE: "туз"}
_RANK_EN = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
            9: "nine", 10: "ten", C.JACK: "jack", C.QUEEN: "queen", C.KING: "king",
            C.ACE: "ace"}
# the wild ranks (queen, v3's jack): "only with a queen", "a lone queen"
_WILD_INSTR_RU = {C.JACK: "валетом", C.QUEEN: "дамой"}
_LONE_RU = {C.JACK: "один валет", C.QUEEN: "одна дама"}


def cards_n(n: int, lang: str) -> str:
    """``n`` cards as the object of "берёт": 1 карту, 2 карты, 5 карт."""
    if lang != "ru":
        return count(n, "en", CARDS)
    return count_ru(n, "карту", "карты", "карт")


def rank_noun(rank: int, lang: str) -> str:
    """A card of ``rank`` as a noun: «девятка», "a nine"."""
    if lang == "ru":
        return _RANK_RU.get(rank, str(rank))
    word = _RANK_EN.get(rank, str(rank))
    return ("an " if word[0] in "aeiou" else "a ") + word


def wild_instr(rank: int, lang: str) -> str:
    """"with the wild card": «дамой», "a queen"."""
    if lang == "ru":
        return _WILD_INSTR_RU.get(rank, rank_noun(rank, lang))
    return rank_noun(rank, lang)


def lone_wild(rank: int, lang: str) -> str:
    """A lone wild card left in a hand: «одна дама», "a lone queen"."""
    if lang == "ru":
        return _LONE_RU.get(rank, rank_noun(rank, lang))
    return "a lone " + _RANK_EN.get(rank, str(rank))


def suit_name(suit: int, lang: str) -> str:
    return C.SUIT_NAMES_RU[suit] if lang == "ru" else C.SUIT_NAMES_EN[suit]


def suit_sym(suit: int) -> str:
    return C.SUIT_UNICODE[suit]


def who(name: str) -> str:
    """A name inside a sentence ("вы", "you" for the human)."""
    return lower_name(name)


def joined(names: Sequence[str]) -> str:
    return ", ".join(who(n) for n in names)


def number(n: int) -> str:
    """A total with a true minus sign: 17, −5."""
    return f"−{-n}" if n < 0 else str(n)


def signed(n: int) -> str:
    """Points for a deal: +7, −20, 0 (a true minus sign)."""
    if n > 0:
        return f"+{n}"
    return f"−{-n}" if n < 0 else "0"
