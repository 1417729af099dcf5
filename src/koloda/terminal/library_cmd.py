"""``koloda library``: the rules library — list, search and show the catalogue's games."""

from __future__ import annotations

import argparse
import json
from typing import Any

from koloda.engine.texts import plural_ru
from koloda.library import FAMILIES, Entry, by_key, entries, fold, search
from koloda.library.model import DECK, PLAYERS_LIMIT

_LABELS = {
    "players": ("Игроки", "Players"), "deck": ("Колода", "Deck"),
    "family": ("Семейство", "Family"), "also": ("Другие названия", "Also called"),
    "variants": ("Варианты", "Variants"), "related": ("См. также", "See also"),
    "sources": ("Источник", "Source"), "play": ("Играть", "Play"),
    "reference": ("Только правила: Колода в неё не играет", "Reference only: Koloda does not "
                                                              "play it"),
    "found": ("Найдено игр: {n}", "{n} games found"),
    "none": ("Ничего не найдено.", "Nothing found."),
    "any_deck": ("любая", "any"),
}


def _t(key: str, lang: str, **kw: Any) -> str:
    ru, en = _LABELS[key]
    return (en if lang == "en" else ru).format(**kw)


def _players(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= PLAYERS_LIMIT:
        raise argparse.ArgumentTypeError(f"a number of players from 1 to {PLAYERS_LIMIT}")
    return int(text)


def _deck(text: str) -> str:
    if not DECK.match(text):
        raise argparse.ArgumentTypeError("a number of cards (32, 36, 52, …) or 'any'")
    return text


def add_parser(sub: Any) -> None:
    p = sub.add_parser("library", help="the rules library: every game of the catalogue "
                                       "(search, filters, one entry)")
    p.add_argument("query", nargs="*", help="words to look for (names, other names, rules), "
                                            "or one entry's key")
    p.add_argument("--family", choices=sorted(FAMILIES))
    p.add_argument("--players", type=_players, metavar="N", help="games N people can play")
    p.add_argument("--deck", type=_deck, metavar="CARDS", help="cards in the deck: 36, 52, …")
    p.add_argument("--json", action="store_true")
    p.add_argument("--lang", choices=("ru", "en"), default="ru")
    p.set_defaults(func=cmd_library)


def _single(query: str) -> Entry | None:
    """The entry a query names outright: its key, or one entry's exact name."""
    found = by_key().get(query.strip())
    if found is not None:
        return found
    q = fold(query)
    exact = [e for e in entries() if q and q in (fold(e.name_ru), fold(e.name_en))]
    return exact[0] if len(exact) == 1 else None


def _cards(count: int, lang: str) -> str:
    if lang == "en":
        return f"{count} card" if count == 1 else f"{count} cards"
    return f"{count} {plural_ru(count, 'карта', 'карты', 'карт')}"


def _decks(entry: Entry, lang: str) -> str:
    return ", ".join(_t("any_deck", lang) if d == "any" else _cards(int(d), lang)
                     for d in entry.decks)


def play_command(entry: Entry) -> str | None:
    if entry.plays is None:
        return None
    if entry.family == "fortune_telling":
        return f"koloda tell {entry.plays}"
    preset = f" --preset {entry.plays_preset}" if entry.plays_preset else ""
    return f"koloda play {entry.plays}{preset}"


def cmd_library(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    lang = args.lang
    query = " ".join(args.query)
    filtered = args.family is not None or args.players is not None or args.deck is not None
    one = _single(query) if query and not filtered else None
    console = Console(highlight=False)
    if one is not None:
        if args.json:
            print(json.dumps(one.to_json(), ensure_ascii=False, indent=1))
        else:
            _show(one, lang, console)
        return 0
    found = search(entries(), query, family=args.family, players=args.players, deck=args.deck)
    if args.json:
        print(json.dumps({"count": len(found), "entries": [e.to_json() for e in found]},
                         ensure_ascii=False, indent=1))
        return 0
    if not found:  # as grep: nothing found is an answer, with a status a script can test
        console.print(_t("none", lang))
        return 1
    table = Table(box=None, pad_edge=False, show_header=True, header_style="bold")
    for column in ("key", "name", "players", "deck", "family"):
        table.add_column({"name": "Игра" if lang == "ru" else "Game", "key": "key",
                          "players": _t("players", lang), "deck": _t("deck", lang),
                          "family": _t("family", lang)}[column])
    for e in found:
        mark = " ▶" if e.plays else ""
        table.add_row(e.key, escape(e.name(lang)) + mark, e.players_text(),
                      "/".join(e.decks), FAMILIES[e.family][lang == "en"])
    console.print(table)
    console.print(_t("found", lang, n=len(found)) + ("  (▶ — " + _t("play", lang).lower()
                                                     + " в Колоде)" if lang == "ru" else
                                                     "  (▶ Koloda plays it)"))
    return 0


def _show(e: Entry, lang: str, console: Any) -> None:
    from rich.markup import escape

    other = e.name_en if lang == "ru" else e.name_ru
    console.print(f"[bold]{escape(e.name(lang))}[/bold]  ({escape(other)}; {e.key})")
    if e.aliases:
        console.print(f"{_t('also', lang)}: {escape(', '.join(e.aliases))}")
    console.print(f"{_t('family', lang)}: {FAMILIES[e.family][lang == 'en']} · "
                  f"{_t('players', lang)}: {e.players_text()} · {_t('deck', lang)}: "
                  f"{_decks(e, lang)}")
    console.print()
    console.print(escape(e.summary(lang)))
    for v in e.variants:
        console.print()
        console.print(f"[bold]{escape(v.name_en if lang == 'en' else v.name_ru)}[/bold]: "
                      f"{escape(v.summary_en if lang == 'en' else v.summary_ru)}")
    console.print()
    if e.related:
        names = [f"{by_key()[k].name(lang)} ({k})" for k in e.related]
        console.print(f"{_t('related', lang)}: {escape(', '.join(names))}")
    command = play_command(e)
    console.print(f"{_t('play', lang)}: {command}" if command else _t("reference", lang))
    console.print(f"[dim]{_t('sources', lang)}: {', '.join(e.sources)}[/dim]")
