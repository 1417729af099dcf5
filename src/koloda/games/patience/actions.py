"""Solitaire actions as ints, and their one text form (records and typing share it).

``kind << 24 | a << 16 | b << 8 | n``:

- MOVE a→b, n cards: ``7 5`` (``7 5 3`` for three cards), ``w f``, ``c2 4``;
- DRAW: turn the next card(s) of the stock (``draw``), RECYCLE: the waste back to the
  stock (``redeal``);
- REMOVE a pair (``remove 3 7``) or one card (``remove 3``), OPEN a face-down card
  (``open 12``), STEP a forced game one step (``step``);
- SPECIAL n: a game's own move (its hook names it), GIVE_UP: end the deal as lost.
"""

from __future__ import annotations

MOVE, DRAW, RECYCLE, REMOVE, OPEN, STEP, SPECIAL, GIVE_UP = 1, 2, 3, 4, 5, 6, 7, 8
NONE = 255  # "no second pile"


def encode(kind: int, a: int = 0, b: int = 0, n: int = 0) -> int:
    return kind << 24 | a << 16 | b << 8 | n


def decode(action: int) -> tuple[int, int, int, int]:
    return action >> 24, action >> 16 & 255, action >> 8 & 255, action & 255


def move(a: int, b: int, n: int = 1) -> int:
    return MOVE << 24 | a << 16 | b << 8 | n


def remove(a: int, b: int = NONE) -> int:
    return REMOVE << 24 | a << 16 | b << 8


DRAW_ACTION = DRAW << 24
RECYCLE_ACTION = RECYCLE << 24
STEP_ACTION = STEP << 24
GIVE_UP_ACTION = GIVE_UP << 24

WORDS = {  # typed words -> simple actions (both languages)
    "draw": DRAW_ACTION, "d": DRAW_ACTION, "s": DRAW_ACTION, "сдать": DRAW_ACTION,
    "сдача": DRAW_ACTION, "колода": DRAW_ACTION, "к": DRAW_ACTION,
    "redeal": RECYCLE_ACTION, "recycle": RECYCLE_ACTION, "пересдать": RECYCLE_ACTION,
    "step": STEP_ACTION, "next": STEP_ACTION, "ход": STEP_ACTION, "дальше": STEP_ACTION,
    "give up": GIVE_UP_ACTION, "giveup": GIVE_UP_ACTION, "resign": GIVE_UP_ACTION,
    "сдаюсь": GIVE_UP_ACTION, "сдаться": GIVE_UP_ACTION,
}
