"""Words with numbers in both languages."""

from __future__ import annotations


def plural(n: int, one: str, few: str, many: str) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def cards(n: int, lang: str) -> str:
    if lang == "ru":
        return f"{n} {plural(n, 'карта', 'карты', 'карт')}"
    return f"{n} card{'' if n == 1 else 's'}"


def marks(n: int, lang: str) -> str:
    if lang == "ru":
        return f"{n} {plural(n, 'отметка', 'отметки', 'отметок')}"
    return f"{n} mark{'' if n == 1 else 's'}"
