"""``koloda tell``: the fortune tellings (гадания). The parser (added to the ``koloda``
command by :func:`add_parser`), the command, and the rich rendering of a reading."""

from __future__ import annotations

import argparse
import json
import shlex
from dataclasses import replace
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError
from koloda.engine.picture import Picture
from koloda.games.tellings import Reading, all_tellings, get_telling
from koloda.games.tellings.base import Row, Spot
from koloda.terminal.picture_view import draw, draw_sheet


def add_parser(sub: Any) -> None:
    t = sub.add_parser(
        "tell", help="fortune telling with cards (гадания)",
        description="Lay out one of the fortune tellings and read it. A seed repeats a "
                    "reading; without one a seed is drawn and shown.")
    t.add_argument("key", nargs="?", help="the telling: koloda tell --list shows them")
    t.add_argument("--list", action="store_true", help="list the tellings")
    # strings, checked by the tellings: their errors are in both languages, argparse's not
    t.add_argument("--seed", metavar="S", help="a whole number; the same seed, the same reading")
    t.add_argument("--name", metavar="NAME",
                   help="new_acquaintance: his full name (Александр, not Саша)")
    t.add_argument("--portrait", metavar="P",
                   help="marriage: young_woman (Q♦, default), woman (Q♥), young_man (K♦), "
                        "older_man (K♥)")
    t.add_argument("--pick", metavar="N",
                   help="pyramid_tell: which of the five cards shown you choose, 1-5")
    t.add_argument("--json", action="store_true", help="print the reading as JSON")
    t.add_argument("--lang", choices=("ru", "en"), default="ru")
    t.set_defaults(func=cmd_tell)


def cmd_tell(args: argparse.Namespace) -> int:
    if args.list:
        return _list(args)
    if not args.key:
        raise KolodaError("name a telling (koloda tell --list shows them)",
                          "укажите гадание (список: koloda tell --list)")
    telling = get_telling(args.key)
    seed, name, portrait, pick = (_typed(v) for v in (args.seed, args.name, args.portrait,
                                                      args.pick))
    reading = telling.lay(seed, name=name, portrait=portrait, pick=pick)
    if args.json:
        print(json.dumps(reading.to_json(), ensure_ascii=False, indent=1))
    else:
        render(reading, args.lang, Console(highlight=False))
    return 0


def _typed(value: object) -> str | None:
    """An option's text as typed. argparse (3.11) turns ``--seed=--`` into ``[]``: it
    strips the ``--`` it takes for an end-of-options mark, so that was typed."""
    if value is None or isinstance(value, str):
        return value
    return "--"


def _list(args: argparse.Namespace) -> int:
    ru = args.lang == "ru"
    if args.json:
        print(json.dumps([{"key": t.key, "title": {"ru": t.title[0], "en": t.title[1]},
                           "about": {"ru": t.about[0], "en": t.about[1]},
                           "options": [{"name": o.name, "required": o.required,
                                        "ru": o.about[0], "en": o.about[1]}
                                       for o in t.options]}
                          for t in all_tellings()], ensure_ascii=False, indent=1))
        return 0
    table = Table(title="Гадания" if ru else "Fortune tellings")
    for col in (("ключ", "название", "о чём") if ru else ("key", "title", "what")):
        table.add_column(col, overflow="fold")
    for t in all_tellings():
        opts = " ".join(f"--{o.name}" for o in t.options)
        table.add_row(t.key + (f" {opts}" if opts else ""), t.title[0 if ru else 1],
                      t.about[0 if ru else 1])
    Console(highlight=False).print(table)
    return 0


def card_markup(spot: Spot, lang: str) -> str:
    """A card in red or black; the card the reading turns on is shown inverted."""
    style = "bold red" if C.suit_of(spot.card) in (C.DIAMONDS, C.HEARTS) else "bold"
    if spot.marked:
        style += " reverse"
    return f"[{style}]{escape(C.show(spot.card, lang))}[/{style}]"


def _row(console: Console, row: Row, lang: str) -> None:
    i = 0 if lang == "ru" else 1
    if row.spots and all(s.label is not None for s in row.spots):
        # positions or meanings: one line per card, as a table reads best
        table = Table(title=escape(row.label[i]), show_header=False, title_justify="left")
        table.add_column(no_wrap=True)
        table.add_column(overflow="fold")
        for s in row.spots:
            assert s.label is not None
            table.add_row(card_markup(s, lang), escape(s.label[i]))
        console.print(table)
        return
    cards = " ".join(card_markup(s, lang) for s in row.spots) or "—"
    console.print(f"{escape(row.label[i])}: {cards}")


def repeat_command(reading: Reading) -> str:
    """The command that lays this reading again."""
    words = ["koloda", "tell", reading.key, "--seed", str(reading.seed)]
    for key, value in reading.options.items():
        words += [f"--{key}", value]
    return " ".join(shlex.quote(w) for w in words)


def render(reading: Reading, lang: str, console: Console) -> None:
    ru = lang == "ru"
    i = 0 if ru else 1
    console.print(f"[bold]{'Гадание' if ru else 'Fortune telling'}: "
                  f"{escape(reading.title[i])}[/bold]  seed={reading.seed}")
    console.print(escape(("Повторить: " if ru else "Again: ") + repeat_command(reading)),
                  style="dim")
    console.print()
    # the reading's table picture, where the tellings make one (issue 20), drawn by the
    # terminal's one renderer; else the reading's rows as they are
    make = getattr(reading, "picture", None)
    if make is not None:
        _render_picture(make(lang), lang, console)
        return
    for row in reading.rows:
        _row(console, row, lang)
    console.print()
    console.print("[bold]Ход гадания[/bold]" if ru else "[bold]Steps[/bold]")
    for step in reading.steps:
        console.print(" • " + escape(step.text[i]))
    console.print()
    console.print("[bold]Толкование[/bold]" if ru else "[bold]Reading[/bold]")
    for line in reading.text(lang):
        console.print(" • " + escape(line))


def _render_picture(pic: Picture, lang: str, console: Console) -> None:
    """The spread and its markers, the steps (the picture's sheet), then the reading
    (its notes); the title is in the heading above."""
    console.print(draw(replace(pic, title="", notes=()), lang, console.width))
    steps = draw_sheet(pic)
    if steps is not None:
        console.print()
        console.print(steps)
    console.print()
    console.print("[bold]Толкование[/bold]" if lang == "ru" else "[bold]Reading[/bold]")
    for line in pic.notes:
        console.print(" • " + escape(line))
