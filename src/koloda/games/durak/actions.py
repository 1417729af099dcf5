"""Durak actions: small ints with a stable ASCII text form.

One action moves one card (or says one word); a bout is built card by card. Texts are
what records store; ``parse`` also accepts a few Russian words.

=======================================  ==========================  =========================
action                                   text                        int
=======================================  ==========================  =========================
take the table (defender)                ``take``                    0
stop adding / finish the lead            ``done``                    1
accept a face-down beat (believe)        ``accept``                  2
challenge a face-down beat (believe)     ``challenge``               3
lead with the stock's top card (armenian) ``attack stock``           4
no pair to lead: pass the lead (english_g) ``pass``                  5
lead or throw in a card                  ``attack 7H``               256 + card
transfer by laying a card (perevodnoy)   ``transfer 7S``             512 + card
transfer by showing a trump              ``show 7D``                 768 + card
swap a hand card with the stock (poker)  ``swap 9C``                 1024 + card
reverse: lead/throw hand slot N          ``attack #N``               1280 + N - 1
reverse: transfer with hand slot N       ``transfer #N``             1536 + N - 1
beat TARGET with CARD                    ``beat 9H on 7H``           65536 + card*256 + target
beat face down (believe)                 ``dark 9H on 7H``           131072 + card*256 + target
reverse: beat TARGET with hand slot N    ``beat #N on 7H``           196608 + (N-1)*256 + target
=======================================  ==========================  =========================

>>> to_text(beat(parse_card("9H"), parse_card("7H")))
'beat 9H on 7H'
>>> parse("бью 9ч на 7ч") == parse("beat 9H on 7H")
True
>>> to_text(parse("attack #3"))
'attack #3'
"""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.engine.errors import ParseError

TAKE, DONE, ACCEPT, CHALLENGE, ATTACK_STOCK, PASS = 0, 1, 2, 3, 4, 5
ATTACK, TRANSFER, SHOW, SWAP, ATTACK_SLOT, TRANSFER_SLOT = 256, 512, 768, 1024, 1280, 1536
BEAT, DARK, BEAT_SLOT = 1 << 16, 2 << 16, 3 << 16

_WORDS = {TAKE: "take", DONE: "done", ACCEPT: "accept", CHALLENGE: "challenge",
          ATTACK_STOCK: "attack stock", PASS: "pass"}
_WORD_PARSE = {
    **{w: a for a, w in _WORDS.items()},
    "беру": TAKE, "взять": TAKE, "бито": DONE, "хватит": DONE, "всё": DONE, "все": DONE,
    "верю": ACCEPT, "не верю": CHALLENGE, "неверю": CHALLENGE, "проверяю": CHALLENGE,
    "с колоды": ATTACK_STOCK, "ход с колоды": ATTACK_STOCK, "пас": PASS,
}
_CARD_VERBS = {"attack": ATTACK, "ход": ATTACK, "хожу": ATTACK, "подкидываю": ATTACK,
               "transfer": TRANSFER, "перевожу": TRANSFER, "перевод": TRANSFER,
               "show": SHOW, "показываю": SHOW, "swap": SWAP, "меняю": SWAP}
_BEAT_VERBS = {"beat": BEAT, "бью": BEAT, "крою": BEAT, "dark": DARK, "втёмную": DARK,
               "втемную": DARK}
_RU_WORDS = {TAKE: "беру", DONE: "бито / хватит", ACCEPT: "верю", CHALLENGE: "не верю",
             ATTACK_STOCK: "хожу с верхней карты колоды", PASS: "пас: нет пары для хода"}
_EN_WORDS = {TAKE: "take the cards", DONE: "done (stop adding; beaten)",
             ACCEPT: "accept the face-down beat", CHALLENGE: "challenge the face-down beat",
             ATTACK_STOCK: "lead the top card of the stock",
             PASS: "pass: no pair to lead"}


def parse_card(text: str) -> int:
    return C.parse(text)


def attack(card: int) -> int:
    return ATTACK + card


def transfer(card: int) -> int:
    return TRANSFER + card


def show(card: int) -> int:
    return SHOW + card


def swap(card: int) -> int:
    return SWAP + card


def beat(card: int, target: int) -> int:
    return BEAT + (card << 8) + target


def dark(card: int, target: int) -> int:
    return DARK + (card << 8) + target


def attack_slot(slot: int) -> int:
    """Reverse durak: lead or throw in the card in hand slot ``slot`` (0-based)."""
    return ATTACK_SLOT + slot


def transfer_slot(slot: int) -> int:
    return TRANSFER_SLOT + slot


def beat_slot(slot: int, target: int) -> int:
    return BEAT_SLOT + (slot << 8) + target


def kind(action: int) -> int:
    """The family of an action: one of the constants above."""
    if action < ATTACK:
        return action
    if action < BEAT:
        return action & ~255
    return action & ~0xFFFF


def card_of(action: int) -> int:
    """The card (or slot) an action moves."""
    if action < BEAT:
        return action & 255
    return (action >> 8) & 255


def target_of(action: int) -> int:
    """The table card a beat covers."""
    return action & 255


def to_text(action: int) -> str:
    k = kind(action)
    if action < ATTACK:
        return _WORDS[action]
    if k == ATTACK:
        return "attack " + C.to_text(action & 255)
    if k == TRANSFER:
        return "transfer " + C.to_text(action & 255)
    if k == SHOW:
        return "show " + C.to_text(action & 255)
    if k == SWAP:
        return "swap " + C.to_text(action & 255)
    if k == ATTACK_SLOT:
        return f"attack #{(action & 255) + 1}"
    if k == TRANSFER_SLOT:
        return f"transfer #{(action & 255) + 1}"
    target = C.to_text(action & 255)
    if k == BEAT:
        return f"beat {C.to_text(card_of(action))} on {target}"
    if k == DARK:
        return f"dark {C.to_text(card_of(action))} on {target}"
    if k == BEAT_SLOT:
        return f"beat #{card_of(action) + 1} on {target}"
    raise ValueError(f"not a durak action: {action}")


def _bad(text: str) -> ParseError:
    return ParseError(
        f"'{text}' is not a durak action; write e.g. 'attack 7H', 'beat 9H on 7H', "
        "'take', 'done', 'transfer 7S'",
        f"«{text}» — не ход в дурака; пишите, например: «attack 7H», «beat 9H on 7H», "
        "«take», «done», «transfer 7S» (или «ход 7ч», «бью 9ч на 7ч», «беру», «бито»)")


def _slot(text: str, whole: str) -> int:
    try:
        n = int(text[1:])
    except ValueError:
        raise _bad(whole) from None
    if not 1 <= n <= 256:
        raise _bad(whole)
    return n - 1


def parse(text: str) -> int:
    """Parse any accepted spelling of an action; ParseError if malformed."""
    raw = " ".join(text.strip().split())
    low = raw.lower()
    if low in _WORD_PARSE:
        return _WORD_PARSE[low]
    parts = raw.split(" ")
    verb = parts[0].lower()
    if verb in _CARD_VERBS and len(parts) == 2:
        base = _CARD_VERBS[verb]
        if parts[1].startswith("#"):
            if base == ATTACK:
                return ATTACK_SLOT + _slot(parts[1], text)
            if base == TRANSFER:
                return TRANSFER_SLOT + _slot(parts[1], text)
            raise _bad(text)
        return base + C.parse(parts[1])
    if verb in _BEAT_VERBS and len(parts) == 4 and parts[2].lower() in ("on", "на"):
        base = _BEAT_VERBS[verb]
        target = C.parse(parts[3])
        if parts[1].startswith("#"):
            if base != BEAT:
                raise _bad(text)
            return BEAT_SLOT + (_slot(parts[1], text) << 8) + target
        return base + (C.parse(parts[1]) << 8) + target
    raise _bad(text)


def describe(action: int, lang: str = "ru") -> str:
    """A human phrase for the action (no state: a throw-in reads as an attack)."""
    ru = lang == "ru"
    if action < ATTACK:
        return (_RU_WORDS if ru else _EN_WORDS)[action]
    k = kind(action)
    card = C.show(action & 255, lang)
    if k == ATTACK:
        return f"хожу / подкидываю {card}" if ru else f"attack / throw in {card}"
    if k == TRANSFER:
        return f"перевожу картой {card}" if ru else f"transfer with {card}"
    if k == SHOW:
        return f"перевожу, показав козырь {card}" if ru else f"transfer by showing trump {card}"
    if k == SWAP:
        return f"меняю {card} на карту из колоды" if ru else f"swap {card} for a stock card"
    if k == ATTACK_SLOT:
        n = (action & 255) + 1
        return f"хожу картой №{n} из руки" if ru else f"attack with hand card #{n}"
    if k == TRANSFER_SLOT:
        n = (action & 255) + 1
        return f"перевожу картой №{n} из руки" if ru else f"transfer with hand card #{n}"
    target = C.show(action & 255, lang)
    if k == BEAT_SLOT:
        n = card_of(action) + 1
        return (f"крою {target} картой №{n} из руки" if ru
                else f"beat {target} with hand card #{n}")
    if k == DARK:  # the card itself stays secret in the description
        return f"крою {target} втёмную (рубашкой вверх)" if ru else f"beat {target} face down"
    beater = C.show(card_of(action), lang)
    return f"крою {target} картой {beater}" if ru else f"beat {target} with {beater}"
