"""Words with numbers in both languages: «1 очко, 3 очка, 5 очков», "1 point"."""

from __future__ import annotations


def points_word(n: int, lang: str) -> str:
    if lang != "ru":
        return f"{n} point{'' if n == 1 else 's'}"
    m = abs(n)
    if m % 10 == 1 and m % 100 != 11:
        return f"{n} очко"
    if 2 <= m % 10 <= 4 and not 12 <= m % 100 <= 14:
        return f"{n} очка"
    return f"{n} очков"
