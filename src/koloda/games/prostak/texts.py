"""Words with numbers in both languages: «1 очко, 3 очка, 5 очков», "1 point"."""

from __future__ import annotations


def plural(n: int, one: str, few: str, many: str) -> str:
    """The Russian form for ``n``: ``one`` (1, 21), ``few`` (2-4, 22-24) or ``many``."""
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def points(n: int, lang: str) -> str:
    if lang == "ru":
        return f"{n} {plural(n, 'очко', 'очка', 'очков')}"
    return f"{n} point{'' if n == 1 else 's'}"
