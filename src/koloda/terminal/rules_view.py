"""``koloda rules GAME``: a game's rule keys as a table that fits the console, never
breaking a word. When the columns cannot each hold their longest word, every key is
printed as a block instead: the key, its type and default, the description under it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from koloda.engine.game import Game

_INDENT = 2


def _shown_default(value: Any, ru: bool) -> str:
    if isinstance(value, bool):
        return ("вкл" if value else "выкл") if ru else ("on" if value else "off")
    if value is None:
        return "выкл" if ru else "off"
    return str(value)


def _longest_word(texts: Sequence[str]) -> int:
    return max((len(w) for t in texts for w in t.split()), default=1)


def _longest_line(texts: Sequence[str]) -> int:
    return max((len(line) for t in texts for line in t.splitlines()), default=1)


def column_widths(header: Sequence[str], rows: Sequence[Sequence[str]],
                  width: int) -> list[int] | None:
    """Widths for a boxed table of ``rows`` within ``width`` characters where no column
    is narrower than its longest word (None: no such widths). Space beyond those least
    widths goes to the columns whose text is longest, up to their natural width."""
    columns = [[header[k], *(row[k] for row in rows)] for k in range(len(header))]
    least = [_longest_word(c) for c in columns]
    most = [max(lo, _longest_line(c)) for lo, c in zip(least, columns, strict=True)]
    room = width - (3 * len(header) + 1)  # a border and two spaces of padding per column
    if sum(least) > room:
        return None
    widths = least[:]
    spare = room - sum(widths)
    while spare > 0:
        wants = [m - w for m, w in zip(most, widths, strict=True)]
        if max(wants) <= 0:
            break
        k = wants.index(max(wants))  # the column furthest from its natural width
        step = min(spare, wants[k], max(1, spare // len(widths)))
        widths[k] += step
        spare -= step
    return widths


def _table(title: str | None, header: Sequence[str], rows: Sequence[Sequence[str]],
           widths: Sequence[int]) -> Table:
    table = Table(title=escape(title) if title else None)
    for name, w in zip(header, widths, strict=True):
        table.add_column(escape(name), width=w)  # a fixed width: rich never shrinks it
    for row in rows:
        table.add_row(*(Text(cell) for cell in row))
    return table


def _blocks(console: Console, title: str | None, header: Sequence[str],
            rows: Sequence[Sequence[str]]) -> None:
    """Each row as a block: its first cell on a line of its own, the middle cells as
    ``name: value`` and the last cell under them, indented (a narrow console)."""
    if title:
        console.print(Text(title, style="bold"))
    for row in rows:
        console.print(Text(row[0], style="bold"))
        details = "; ".join(f"{name}: {value}" for name, value in
                            zip(header[1:-1], row[1:-1], strict=True))
        for text in (details, row[-1]) if details else (row[-1],):
            console.print(Padding(Text(text), (0, 0, 0, _INDENT), expand=False))


def print_table(console: Console, title: str | None, header: Sequence[str],
                rows: Sequence[Sequence[str]]) -> None:
    widths = column_widths(header, rows, console.width)
    if widths is None:
        _blocks(console, title, header, rows)
    else:
        console.print(_table(title, header, rows, widths))


def print_text(page: Mapping[str, Any], console: Console) -> None:
    """A rules page for people (``Game.rules_text``): the title, the introduction and
    each section under its heading, wrapped to the console between words."""
    console.print(Text(str(page.get("title", "")), style="bold"))
    if page.get("intro"):
        console.print(Text(str(page["intro"])))
    for sec in page.get("sections", []):
        console.print()
        console.print(Text(str(sec.get("heading", "")), style="bold"))
        for n, para in enumerate(sec.get("paragraphs", [])):
            if n:
                console.print()
            console.print(Text(str(para)))
    console.print()


def print_rules(game: Game, lang: str, console: Console) -> None:
    """The game's rules for people when it has them, then its rule keys, variants and
    presets as tables (what each key is, its type, default and allowed values)."""
    ru = lang == "ru"
    page = game.rules_text(lang)
    if page is not None:
        print_text(page, console)
    title = game.title_ru if ru else game.title_en
    header = (("ключ", "тип", "по умолчанию", "допустимо", "описание") if ru else
              ("key", "type", "default", "allowed", "description"))
    rows = [(s.key, s.type_name(), _shown_default(s.default, ru),
             s.allowed_ru() if ru else s.allowed_en(), s.ru if ru else s.en)
            for s in game.rules_type.specs()]
    print_table(console, f"{title} ({game.key})", header, rows)
    if game.variants:
        print_table(console, "варианты (--variant)" if ru else "variants (--variant)",
                    ("ключ", "описание") if ru else ("key", "description"),
                    [(k, v[2] if ru else v[1]) for k, v in game.variants.items()])
    if game.presets:
        console.print(Text(("наборы правил (--preset): " if ru else "presets (--preset): ")
                           + ", ".join(game.presets)))
    if page is None:  # no text for people: at least the goal and how the text is read
        goal = getattr(game, "goal_ru" if ru else "goal_en", "")
        reading = getattr(game, "reading_ru" if ru else "reading_en", "")
        if goal:
            console.print(Text(("Цель: " if ru else "Goal: ") + goal))
        if reading:
            console.print(Text(reading))
