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

import re

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.textnum import parse_int

TAKE, DONE, ACCEPT, CHALLENGE, ATTACK_STOCK, PASS = 0, 1, 2, 3, 4, 5
ATTACK, TRANSFER, SHOW, SWAP, ATTACK_SLOT, TRANSFER_SLOT = 256, 512, 768, 1024, 1280, 1536
BEAT, DARK, BEAT_SLOT = 1 << 16, 2 << 16, 3 << 16

_WORDS = {TAKE: "take", DONE: "done", ACCEPT: "accept", CHALLENGE: "challenge",
          ATTACK_STOCK: "attack stock", PASS: "pass"}
_WORD_PARSE = {
    **{w: a for a, w in _WORDS.items()},
    "беру": TAKE, "взять": TAKE, "беру карты": TAKE, "take the cards": TAKE,
    "бито": DONE, "хватит": DONE, "всё": DONE, "все": DONE, "enough": DONE,
    "that's all": DONE,
    "не подкидываю": DONE, "no throw-in": DONE, "не крою": DONE, "no cover": DONE,
    "бито хватит": DONE, "done stop adding beaten": DONE,
    "верю": ACCEPT, "believe": ACCEPT, "accept the face-down beat": ACCEPT,
    "не верю": CHALLENGE, "неверю": CHALLENGE, "проверяю": CHALLENGE,
    "challenge the face-down beat": CHALLENGE, "don't believe": CHALLENGE,
    "с колоды": ATTACK_STOCK, "ход с колоды": ATTACK_STOCK,
    "хожу с верхней карты колоды": ATTACK_STOCK, "lead the top card of the stock": ATTACK_STOCK,
    "lead from the stock": ATTACK_STOCK,
    "attack with the top card of the stock": ATTACK_STOCK,
    "attack from the stock": ATTACK_STOCK, "pass no pair to attack with": PASS,
    "пас": PASS, "пас нет пары для хода": PASS, "pass no pair to lead": PASS,
}
# the verb a card phrase starts with -> its family
_VERBS = {
    "attack": ATTACK, "lead": ATTACK, "add": ATTACK, "throw": ATTACK, "ход": ATTACK,
    "хожу": ATTACK, "подкидываю": ATTACK, "добавляю": ATTACK,
    "transfer": TRANSFER, "перевожу": TRANSFER, "перевод": TRANSFER,
    "show": SHOW, "показываю": SHOW, "swap": SWAP, "меняю": SWAP,
    "beat": BEAT, "cover": BEAT, "бью": BEAT, "крою": BEAT, "покрываю": BEAT,
    "dark": DARK, "втемную": DARK,
}
_ON = frozenset({"on", "на"})          # BEATER on TARGET
_WITH = frozenset({"with", "картой"})  # TARGET with BEATER
_DARK_WORDS = frozenset({"втемную", "dark", "face"})
_SHOW_WORDS = frozenset({"показав", "showing", "show"})
# words a card phrase may hold besides its verb, its cards and its order word
_FILLER = frozenset({"in", "hand", "card", "карту", "карта", "из", "руки", "a", "for",
                     "stock", "колоды", "face", "down", "втемную", "by", "showing",
                     "trump", "показав", "козырь", "the", "of"}) | _ON | _WITH
_PUNCT = str.maketrans({c: " " for c in ",:;—()«»./!?"})
_SLOT = re.compile(r"[#№](\d+)")
_RU_WORDS = {TAKE: "беру", DONE: "бито / хватит", ACCEPT: "верю", CHALLENGE: "не верю",
             ATTACK_STOCK: "хожу с верхней карты колоды", PASS: "пас: нет пары для хода"}
_EN_WORDS = {TAKE: "take the cards", DONE: "done (stop adding; beaten)",
             ACCEPT: "accept the face-down beat", CHALLENGE: "challenge the face-down beat",
             ATTACK_STOCK: "attack with the top card of the stock",
             PASS: "pass: no pair to attack with"}


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


def is_action(action: int) -> bool:
    """Whether ``action`` is the int of some action (legal or not) of the table above."""
    if action in _WORDS:
        return True
    if not ATTACK <= action < BEAT_SLOT + BEAT:
        return False
    k = kind(action)
    if k in (ATTACK_SLOT, TRANSFER_SLOT):
        return True
    if k in (ATTACK, TRANSFER, SHOW, SWAP):
        return C.is_card(action & 255)
    if k not in (BEAT, DARK, BEAT_SLOT):
        return False
    return C.is_card(target_of(action)) and (k == BEAT_SLOT or C.is_card(card_of(action)))


def to_text(action: int) -> str:
    if not is_action(action):
        raise ParseError(f"{action} is not the number of a durak action",
                         f"{action} — не номер хода в дурака")
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


def normalize(text: str) -> str:
    """Lower case, ``ё`` as ``е``, punctuation as spaces, single spaces: the form the
    word table and the card phrases are matched in."""
    return " ".join(text.lower().replace("ё", "е").translate(_PUNCT).split())


def _item(token: str) -> tuple[str, int] | None:
    """A token as ``("card", card)`` or ``("slot", 0-based slot)``, else None."""
    m = _SLOT.fullmatch(token)
    if m is not None:
        n = parse_int(m.group(1), 1, 256)
        return None if n is None else ("slot", n - 1)
    try:
        return "card", C.parse(token)
    except ParseError:
        return None


def parse(text: str) -> int:
    """Parse any accepted spelling of an action; ParseError if malformed.

    Besides the record forms (``beat 9H on 7H``) it reads the move labels as the views
    show them, in both languages and both orders: ``бью 8♠ на 7♠``, ``крою 7♠ картой
    8♠``, ``beat 7♠ with 8♠``, ``8♠ on 7♠``, ``подкидываю 7♦``, ``перевожу картой 7♦``,
    ``крою 7♠ картой №4 из руки``. A bare card needs the position (the state reads it).

    >>> parse("крою 7♠ картой 8♠") == parse("8♠ on 7♠") == parse("beat 8S on 7S")
    True
    """
    low = normalize(text)
    if low in _WORD_PARSE:
        return _WORD_PARSE[low]
    tokens = low.split(" ")
    family = _VERBS.get(tokens[0])
    if family is None and _item(tokens[0]) is not None:
        family = BEAT  # ``8♠ on 7♠``: a cover with its target
    if family is None:
        raise _bad(text)
    items: list[tuple[int, str, int]] = []  # (token index, kind, value)
    words: set[str] = set()
    for i, tok in enumerate(tokens):
        if i == 0 and tok in _VERBS:
            words.add(tok)
            continue
        if tok in _FILLER:
            words.add(tok)
            continue
        got = _item(tok)
        if got is None:
            raise _bad(text)
        items.append((i, *got))
    if family in (BEAT, DARK):
        return _beat_phrase(family == DARK or bool(words & _DARK_WORDS), tokens, items, text)
    if len(items) != 1:
        raise _bad(text)
    _, what, value = items[0]
    if family == TRANSFER and words & _SHOW_WORDS:
        family = SHOW
    if what == "slot":
        if family == ATTACK:
            return ATTACK_SLOT + value
        if family == TRANSFER:
            return TRANSFER_SLOT + value
        raise _bad(text)
    return family + value


def _beat_phrase(face_down: bool, tokens: list[str], items: list[tuple[int, str, int]],
                 text: str) -> int:
    """``BEATER on TARGET`` or ``TARGET with BEATER`` (the beater a card or a slot)."""
    if len(items) != 2:
        raise _bad(text)
    (p0, k0, v0), (p1, k1, v1) = items
    between = set(tokens[p0 + 1:p1])
    if between & _ON:
        (kb, vb), (kt, vt) = (k0, v0), (k1, v1)
    elif between & _WITH:
        (kt, vt), (kb, vb) = (k0, v0), (k1, v1)
    else:
        raise _bad(text)
    if kt != "card":
        raise _bad(text)
    if kb == "slot":
        if face_down:
            raise _bad(text)
        return BEAT_SLOT + (vb << 8) + vt
    return (DARK if face_down else BEAT) + (vb << 8) + vt


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
