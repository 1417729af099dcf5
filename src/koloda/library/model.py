"""One entry of the rules library: a game of the catalogue, validated from its TOML file.

An entry is data, not code: a stable key, the names it goes by in both languages, who plays
it with what deck, its family, a summary in the project's own words, its variants, the
places in the source texts it was read from, and (when Koloda plays it) the game to open.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

# the families a reader filters by; the labels are what the surfaces show
FAMILIES: dict[str, tuple[str, str]] = {
    "trick_taking": ("Взяточные игры", "Trick-taking games"),
    "beating": ("Игры на отбой (дураки)", "Beating games (Durak and kin)"),
    "shedding": ("Игры на сброс карт", "Shedding games"),
    "capture": ("Игры на захват карт", "Capture and fishing games"),
    "rummy": ("Комбинационные игры (рамми)", "Rummy and combination games"),
    "vying": ("Коммерческие игры на ставки", "Vying and betting games"),
    "banking": ("Банковые (азартные) игры", "Banking games"),
    "patience": ("Пасьянсы", "Solitaires (patience)"),
    "fortune_telling": ("Гадания", "Fortune telling"),
    "other": ("Прочие игры", "Other games"),
}

KEY = re.compile(r"^[a-z][a-z0-9_]{1,39}$")
DECK = re.compile(r"^(any|[1-9][0-9]{1,2})$")  # a number of cards, or "any"
SOURCE = re.compile(r"^00[0-4]:[1-9][0-9]{0,3}$")  # seed file number : line
PLAYERS_LIMIT = 20


class EntryError(ValueError):
    """An entry file that breaks the schema (the message names the file and the field)."""


@dataclass(frozen=True, slots=True)
class Variant:
    name_ru: str
    name_en: str
    summary_ru: str
    summary_en: str
    sources: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Entry:
    key: str
    name_ru: str
    name_en: str
    aliases: tuple[str, ...]
    family: str
    players_min: int
    players_max: int | None  # None: any number
    decks: tuple[str, ...]
    summary_ru: str
    summary_en: str
    variants: tuple[Variant, ...]
    sources: tuple[str, ...]
    plays: str | None  # the Koloda game key, when Koloda plays it
    plays_preset: str | None
    plays_variant: str | None  # a variant of that game (the lobby ticks it)
    related: tuple[str, ...]  # keys of entries worth reading beside this one

    def name(self, lang: str) -> str:
        return self.name_en if lang == "en" else self.name_ru

    def summary(self, lang: str) -> str:
        return self.summary_en if lang == "en" else self.summary_ru

    def players_text(self) -> str:
        if self.players_max is None:
            return f"{self.players_min}+"
        if self.players_max == self.players_min:
            return str(self.players_min)
        return f"{self.players_min}–{self.players_max}"

    def texts(self) -> list[str]:
        """Every prose text of the entry (the summaries and the variants')."""
        out = [self.summary_ru, self.summary_en]
        for v in self.variants:
            out += [v.summary_ru, v.summary_en]
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key, "name": {"ru": self.name_ru, "en": self.name_en},
            "aliases": list(self.aliases), "family": self.family,
            "players": {"min": self.players_min, "max": self.players_max},
            "decks": list(self.decks),
            "summary": {"ru": self.summary_ru, "en": self.summary_en},
            "variants": [{"name": {"ru": v.name_ru, "en": v.name_en},
                          "summary": {"ru": v.summary_ru, "en": v.summary_en},
                          "sources": list(v.sources)} for v in self.variants],
            "sources": list(self.sources), "plays": self.plays,
            "plays_preset": self.plays_preset, "plays_variant": self.plays_variant,
            "related": list(self.related),
        }


_ENTRY_FIELDS = {"key", "name_ru", "name_en", "aliases", "family", "players_min",
                 "players_max", "decks", "summary_ru", "summary_en", "variants", "sources",
                 "plays", "plays_preset", "plays_variant", "related"}
_VARIANT_FIELDS = {"name_ru", "name_en", "summary_ru", "summary_en", "sources"}


def _text(data: Mapping[str, Any], name: str, where: str, minimum: int = 1) -> str:
    value = data.get(name)
    if not isinstance(value, str) or len(value.strip()) < minimum:
        raise EntryError(f"{where}: {name} must be a text of at least {minimum} characters")
    return " ".join(value.split())


def _strings(data: Mapping[str, Any], name: str, where: str, pattern: re.Pattern[str] | None = None,
             required: bool = False) -> tuple[str, ...]:
    value = data.get(name, [])
    if not isinstance(value, list) or not all(isinstance(x, str) and x.strip() for x in value):
        raise EntryError(f"{where}: {name} must be a list of texts")
    if required and not value:
        raise EntryError(f"{where}: {name} must not be empty")
    if len(set(value)) != len(value):
        raise EntryError(f"{where}: {name} repeats an item")
    for x in value:
        if pattern is not None and not pattern.match(x):
            raise EntryError(f"{where}: {name} item {x!r} does not match {pattern.pattern}")
    return tuple(value)


def _players(data: Mapping[str, Any], where: str) -> tuple[int, int | None]:
    low = data.get("players_min")
    high = data.get("players_max")
    if not isinstance(low, int) or isinstance(low, bool) or not 1 <= low <= PLAYERS_LIMIT:
        raise EntryError(f"{where}: players_min must be a whole number from 1 to {PLAYERS_LIMIT}")
    if high is None:
        return low, None
    if not isinstance(high, int) or isinstance(high, bool) or not low <= high <= PLAYERS_LIMIT:
        raise EntryError(f"{where}: players_max must be from players_min to {PLAYERS_LIMIT}")
    return low, high


def entry_from_data(data: Mapping[str, Any], where: str) -> Entry:
    """Validate one entry's data (a parsed TOML table); raise EntryError on any flaw."""
    unknown = set(data) - _ENTRY_FIELDS
    if unknown:
        raise EntryError(f"{where}: unknown fields {sorted(unknown)}")
    key = data.get("key")
    if not isinstance(key, str) or not KEY.match(key):
        raise EntryError(f"{where}: key must match {KEY.pattern}")
    family = data.get("family")
    if family not in FAMILIES:
        raise EntryError(f"{where}: family must be one of {sorted(FAMILIES)}")
    low, high = _players(data, where)
    variants = []
    raw_variants = data.get("variants", [])
    if not isinstance(raw_variants, list):
        raise EntryError(f"{where}: variants must be a list of tables")
    for i, raw in enumerate(raw_variants):
        vw = f"{where} variant {i + 1}"
        if not isinstance(raw, dict):
            raise EntryError(f"{vw}: must be a table")
        if set(raw) - _VARIANT_FIELDS:
            raise EntryError(f"{vw}: unknown fields {sorted(set(raw) - _VARIANT_FIELDS)}")
        variants.append(Variant(
            _text(raw, "name_ru", vw), _text(raw, "name_en", vw),
            _text(raw, "summary_ru", vw, 40), _text(raw, "summary_en", vw, 40),
            _strings(raw, "sources", vw, SOURCE)))
    plays = data.get("plays")
    preset = data.get("plays_preset")
    if plays is not None and (not isinstance(plays, str) or not plays):
        raise EntryError(f"{where}: plays must be a game key")
    if preset is not None and (plays is None or not isinstance(preset, str) or not preset):
        raise EntryError(f"{where}: plays_preset needs plays and must be a preset key")
    variant = data.get("plays_variant")
    if variant is not None and (plays is None or not isinstance(variant, str) or not variant):
        raise EntryError(f"{where}: plays_variant needs plays and must be a variant key")
    return Entry(
        key=key, name_ru=_text(data, "name_ru", where), name_en=_text(data, "name_en", where),
        aliases=_strings(data, "aliases", where), family=str(family),
        players_min=low, players_max=high,
        decks=_strings(data, "decks", where, DECK, required=True),
        summary_ru=_text(data, "summary_ru", where, 120),
        summary_en=_text(data, "summary_en", where, 120),
        variants=tuple(variants), sources=_strings(data, "sources", where, SOURCE, required=True),
        plays=plays, plays_preset=preset, plays_variant=variant, related=_strings(data, "related", where, KEY))
