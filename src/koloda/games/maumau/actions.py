"""Mau-Mau actions: small ints with a stable ASCII text form, one card at a time.

=================================  ========================  ==========================
action                             text                      int
=================================  ========================  ==========================
pass (also: take a skip)           ``pass``                  0
draw (also: take a penalty)        ``draw``                  1
play a card                        ``play 9S``               256 + card
play a card and name a suit        ``play QS suit H``        1024 + suit * 256 + card
=================================  ========================  ==========================

Accepted spellings when parsing: ``pass``/``пас``, ``draw``/``взять``/``беру``,
``play QS``/``ход Дп``/``QS``, ``play QS suit H``/``Дп масть ч``/``QS H``/``QS ♥``.

>>> to_text(name(C.parse("QS"), C.HEARTS)), to_text(play(C.parse("10D")))
('play QS suit H', 'play 10D')
>>> parse("Дп масть ч") == name(C.parse("QS"), C.HEARTS), parse("взять") == DRAW
(True, True)
"""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.engine.errors import ParseError

PASS, DRAW = 0, 1
PLAY, NAME = 256, 1024

_WORDS = {
    "pass": PASS, "пас": PASS, "пасс": PASS, "пропуск": PASS, "пропускаю": PASS,
    "draw": DRAW, "take": DRAW, "взять": DRAW, "беру": DRAW, "брать": DRAW,
    "тянуть": DRAW, "тяну": DRAW,
}
_PLAY_WORDS = {"play", "ход", "хожу", "кладу", "положить"}
_SUIT_WORDS = {"suit", "масть", "заказ", "заказываю", "name", "names"}
_SUIT_PARSE = {
    "s": 0, "c": 1, "d": 2, "h": 3, "♠": 0, "♣": 1, "♦": 2, "♥": 3,
    "♤": 0, "♧": 1, "♢": 2, "♡": 3, "п": 0, "т": 1, "б": 2, "ч": 3,
    "spades": 0, "clubs": 1, "diamonds": 2, "hearts": 3,
    "пики": 0, "трефы": 1, "бубны": 2, "черви": 3, "пик": 0, "треф": 1, "бубен": 2,
    "червей": 3, "крести": 1, "вини": 0,
}


def play(card: int) -> int:
    return PLAY + card


def name(card: int, suit: int) -> int:
    return NAME + suit * 256 + card


def card_of(action: int) -> int:
    """The card of a play action (either kind)."""
    return action & 255


def named_suit(action: int) -> int:
    """The suit a naming action names, or -1."""
    return (action - NAME) >> 8 if action >= NAME else -1


def is_action(action: int) -> bool:
    """Whether ``action`` is the int of some action (legal or not) of the table above."""
    if action in (PASS, DRAW):
        return True
    if not (PLAY <= action < PLAY + 256 or NAME <= action < NAME + 4 * 256):
        return False
    return C.is_card(action & 255)


def to_text(action: int) -> str:
    if not is_action(action):
        raise ParseError(f"{action} is not the number of a move",
                         f"{action} — не номер хода")
    if action == PASS:
        return "pass"
    if action == DRAW:
        return "draw"
    text = "play " + C.to_text(action & 255)
    if action >= NAME:
        text += " suit " + C.SUIT_ASCII[named_suit(action)]
    return text


def parse_suit(text: str) -> int:
    suit = _SUIT_PARSE.get(text.strip().lower())
    if suit is None:
        raise ParseError(
            f"'{text}' is not a suit; write S, C, D, H (or ♠ ♣ ♦ ♥, spades …)",
            f"«{text}» — не масть; пишите п, т, б, ч (или ♠ ♣ ♦ ♥, пики …)")
    return suit


def parse(text: str) -> int:
    words = text.strip().split()
    if not words:
        raise _malformed(text)
    head = words[0].lower()
    if len(words) == 1 and head in _WORDS:
        return _WORDS[head]
    if head in _PLAY_WORDS:
        words = words[1:]
    if not words or len(words) > 3:
        raise _malformed(text)
    try:
        card = C.parse(words[0])
    except ParseError as err:
        raise _malformed(text) from err
    if C.is_joker(card) or card >> 7:
        raise _malformed(text)
    rest = words[1:]
    if rest and rest[0].lower() in _SUIT_WORDS:
        rest = rest[1:]
        if not rest:
            raise _malformed(text)
    if not rest:
        return play(card)
    if len(rest) != 1:
        raise _malformed(text)
    return name(card, parse_suit(rest[0]))


def _malformed(text: str) -> ParseError:
    return ParseError(
        f"'{text}' is not a move; write 'play 9S', 'play QS suit H', 'draw' or 'pass'",
        f"«{text}» — не ход; пишите «ход 9п», «ход Дп масть ч», «взять» или «пас»")
