"""Тысяча actions: small ints with a stable text form.

=========================  ===============================  =================
action                      text                             int
=========================  ===============================  =================
pass (bidding, unblinding)  ``pass``                         0
declare dark                ``dark``                         1
look at the cards           ``look``                         2
ask for a redeal            ``redeal``                       3
decline a redeal            ``keep``                         4
concede (роспись)           ``roospis``                      5
start play, contract kept   ``start``                        6
bid / unblind at N          ``bid N``                        1000 + N
raise the contract to N     ``raise N``                      2000 + N
take talon i (2 players)    ``take I``                       3000 + i
give a card to a seat       ``give CARD SEAT``               4000 + seat*256 + card
discard a card (2 players)  ``discard CARD``                 6000 + card
play a card                 ``play CARD``                    7000 + card
play and declare marriage   ``play CARD declare``            8000 + card
play and declare 4 aces     ``play CARD aces``               9000 + card
=========================  ===============================  =================
"""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.textnum import parse_int

PASS, DARK, LOOK, REDEAL, KEEP, ROOSPIS, START = 0, 1, 2, 3, 4, 5, 6
BID, RAISE, TAKE, GIVE, DISCARD, PLAY, DECLARE, ACES = (
    1000, 2000, 3000, 4000, 6000, 7000, 8000, 9000)
MAX_NUMBER = 999  # a bid or raise N stays inside its family (BID + 999 < RAISE)
MAX_SEAT = 3  # GIVE + 3 * 256 + any card stays below DISCARD

_WORDS = {PASS: "pass", DARK: "dark", LOOK: "look", REDEAL: "redeal", KEEP: "keep",
          ROOSPIS: "roospis", START: "start"}
_WORD_PARSE = {
    **{w: a for a, w in _WORDS.items()},
    "пас": PASS, "темная": DARK, "тёмная": DARK, "смотреть": LOOK, "пересдача": REDEAL,
    "оставить": KEEP, "роспись": ROOSPIS, "играть": START, "play": START,
}
_RU = {PASS: "пас", DARK: "играю втёмную", LOOK: "смотрю карты", REDEAL: "пересдача",
       KEEP: "без пересдачи", ROOSPIS: "роспись", START: "играем"}


def bid(n: int) -> int:
    return BID + n


def raise_to(n: int) -> int:
    return RAISE + n


def take(i: int) -> int:
    return TAKE + i


def give(card: int, seat: int) -> int:
    return GIVE + seat * 256 + card


def discard(card: int) -> int:
    return DISCARD + card


def play(card: int) -> int:
    return PLAY + card


def declare(card: int) -> int:
    return DECLARE + card


def aces(card: int) -> int:
    return ACES + card


def kind(action: int) -> int:
    """The family of an action: one of the constants above."""
    if action < BID:
        return action
    if action < GIVE:
        return action // 1000 * 1000
    if action < DISCARD:
        return GIVE
    return action // 1000 * 1000


def arg(action: int) -> int:
    """The number or card of an action (for GIVE: the card; see :func:`give_seat`)."""
    if action < BID:
        return 0
    if GIVE <= action < DISCARD:
        return (action - GIVE) % 256
    return action % 1000


def give_seat(action: int) -> int:
    return (action - GIVE) // 256


def is_action(action: int) -> bool:
    """Whether ``action`` is the int of some action (legal or not) of the table above."""
    if action in _WORDS:
        return True
    if not BID <= action < ACES + 1000:
        return False
    k = kind(action)
    if k in (BID, RAISE):
        return True
    if k == TAKE:
        return arg(action) in (1, 2)
    if k == GIVE:
        return give_seat(action) <= MAX_SEAT and C.is_card(arg(action))
    return C.is_card(arg(action))


def to_text(action: int) -> str:
    if not is_action(action):
        raise ParseError(f"{action} is not the number of a Тысяча action",
                         f"{action} — не номер хода Тысячи")
    k = kind(action)
    if k in _WORDS:
        return _WORDS[k]
    a = arg(action)
    if k == BID:
        return f"bid {a}"
    if k == RAISE:
        return f"raise {a}"
    if k == TAKE:
        return f"take {a}"
    if k == GIVE:
        return f"give {C.to_text(a)} {give_seat(action)}"
    if k == DISCARD:
        return f"discard {C.to_text(a)}"
    suffix = {PLAY: "", DECLARE: " declare", ACES: " aces"}[k]
    return f"play {C.to_text(a)}{suffix}"


def describe(action: int, lang: str = "ru") -> str:
    if lang != "ru":
        return to_text(action).replace(" declare", " + marriage").replace(" aces",
                                                                          " + four aces")
    k = kind(action)
    if k in _RU:
        return _RU[k]
    a = arg(action)
    if k == BID:
        return f"{a}"
    if k == RAISE:
        return f"заказ {a}"
    if k == TAKE:
        return f"беру прикуп {a}"
    if k == GIVE:
        return f"отдаю {C.show(a, 'ru')} игроку {give_seat(action)}"
    if k == DISCARD:
        return f"сбрасываю {C.show(a, 'ru')}"
    suffix = {PLAY: "", DECLARE: " + марьяж", ACES: " + тузовый марьяж"}[k]
    return f"{C.show(a, 'ru')}{suffix}"


def parse(text: str) -> int:
    """Parse an action text; accepts a bare number as a bid and a bare card as a play."""
    words = text.strip().lower().split()
    if not words:
        raise _bad(text)
    head = words[0]
    if len(words) == 1 and head in _WORD_PARSE:
        return _WORD_PARSE[head]
    last = parse_int(words[-1], 0, MAX_NUMBER)
    try:
        if len(words) == 1 and last is not None:
            return bid(last)
        if head in ("bid", "ставка") and len(words) == 2 and last is not None:
            return bid(last)
        if head in ("raise", "заказ") and len(words) == 2 and last is not None:
            return raise_to(last)
        if head in ("take", "беру") and len(words) == 2 and words[1] in ("1", "2"):
            return take(int(words[1]))
        if (head in ("give", "отдать") and len(words) == 3 and last is not None
                and last <= MAX_SEAT):
            return give(C.parse(words[1]), last)
        if head in ("discard", "сброс") and len(words) == 2:
            return discard(C.parse(words[1]))
        if head in ("play", "ход") and len(words) in (2, 3):
            card = C.parse(words[1])
            if len(words) == 2:
                return play(card)
            if words[2] in ("declare", "marriage", "марьяж", "d"):
                return declare(card)
            if words[2] in ("aces", "тузы"):
                return aces(card)
        if len(words) in (1, 2):
            card = C.parse(words[0])
            if len(words) == 1:
                return play(card)
            if words[1] in ("declare", "marriage", "марьяж", "d"):
                return declare(card)
            if words[1] in ("aces", "тузы"):
                return aces(card)
    except ParseError as err:
        raise _bad(text) from err
    raise _bad(text)


def _bad(text: str) -> ParseError:
    return ParseError(
        f"'{text}' is not a Тысяча action; e.g. bid 105, pass, take 1, give QH 2, "
        "discard 9S, raise 130, start, roospis, redeal, play QH, play QH declare",
        f"«{text}» — не ход Тысячи; например: bid 105, pass, take 1, give QH 2, "
        "discard 9S, raise 130, start, roospis, redeal, play QH, play QH declare")
