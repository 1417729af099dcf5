"""Whole numbers typed by people or read from records.

``str.isdigit()`` is true for ``²`` and ``٣``, which ``int()`` rejects or reads as 3, and
``int()`` refuses strings of more than 4,300 digits with a bare ``ValueError``. Every
parser of the engine and the games reads numbers through :func:`parse_int`: ASCII digits
only (an optional sign only where asked for), the length checked before ``int()``.

>>> parse_int("105", 0, 999), parse_int("²", 0, 999), parse_int("٣"), parse_int("9" * 5000)
(105, None, None, None)
>>> parse_int("-5", -10, 10, signed=True), parse_int("-5", -10, 10), parse_int("1000", 0, 999)
(-5, None, None)
"""

from __future__ import annotations

MAX_DIGITS = 40  # far more than any number a game or a rule uses (seeds have 19)


def parse_int(text: str, lo: int | None = None, hi: int | None = None, *,
              signed: bool = False) -> int | None:
    """``text`` as an int when it is 1 to :data:`MAX_DIGITS` ASCII digits (after an
    optional ``+``/``-`` when ``signed``) and lies within ``lo``..``hi`` (a bound of None
    is open); otherwise None. Leading zeros do not count towards the length."""
    digits = text
    if signed and digits[:1] in ("+", "-"):
        digits = digits[1:]
    if not (digits.isascii() and digits.isdigit()):
        return None
    if len(digits.lstrip("0")) > MAX_DIGITS:
        return None
    value = int(digits.lstrip("0") or "0")
    if text[:1] == "-" and signed:
        value = -value
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        return None
    return value
