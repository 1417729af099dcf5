"""Rules pages for people: a game's rules as a readable text in Russian and English.

A game (or a fortune telling) describes its rules once, as data: an introduction, the
sections every page has (how a deal goes, how play goes, how it is scored, how it ends)
and any more it needs, then one short explanation for each rule key, variant and preset
it offers. Every surface shows the same text: the web's rules page (which gives each
explanation an anchor, ``rule-KEY``, ``variant-KEY``, ``preset-KEY``, for the lobby's
«?» links) and ``koloda rules GAME`` above its key table.

The texts are for players: they name no source file, no command and no command-line
flag (:func:`problems` checks that, and that every section and explanation exists in
both languages). Where the engine's reading of a source text differs from the text,
the page describes what the engine does.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

Pair = tuple[str, str]  # (Russian, English)

# the sections every rules page has, in this order
REQUIRED = ("deal", "play", "scoring", "end")

HEADINGS: Mapping[str, Pair] = {
    "deal": ("Раздача", "The deal"),
    "play": ("Ход игры", "Play"),
    "scoring": ("Подсчёт очков", "Scoring"),
    "end": ("Конец игры", "How the game ends"),
    "notes": ("Как мы поняли неясные места", "Where the sources are vague"),
    "rules": ("Варианты и домашние правила", "Variants and house rules"),
    "variants": ("Варианты", "Variants"),
    "presets": ("Наборы правил", "Rule sets"),
}

# what no text for players may hold: a source path, a Python file, a command-line flag,
# a shell command of ours
FORBIDDEN = (
    (re.compile(r"\bsrc/"), "a source path"),
    (re.compile(r"\.py\b"), "a Python file"),
    (re.compile(r"(?<![\w-])--[a-z]"), "a command-line flag"),
    (re.compile(r"\bkoloda [a-z]"), "a koloda command"),
)


def lang_index(lang: str) -> int:
    return 0 if lang == "ru" else 1


@dataclass(frozen=True)
class Section:
    """One part of a page: ``id`` (one of :data:`REQUIRED`, or the game's own), its
    paragraphs as (Russian, English) pairs, and a heading (default: by ``id``)."""

    id: str
    paragraphs: tuple[Pair, ...]
    heading: Pair | None = None

    def title(self, lang: str) -> str:
        head = self.heading or HEADINGS.get(self.id, (self.id, self.id))
        return head[lang_index(lang)]


def section(id: str, *paragraphs: Pair, heading: Pair | None = None) -> Section:
    return Section(id, tuple(paragraphs), heading)


@dataclass(frozen=True)
class RulesText:
    """A game's rules for people in both languages. ``rules``, ``variants`` and
    ``presets`` explain each key of the game's schema in a sentence or two."""

    intro: Pair
    sections: tuple[Section, ...]
    rules: Mapping[str, Pair] = field(default_factory=dict)
    variants: Mapping[str, Pair] = field(default_factory=dict)
    presets: Mapping[str, Pair] = field(default_factory=dict)

    def page(self, lang: str, title: str, rule_keys: Iterable[str] = (),
             variant_keys: Iterable[str] = (), preset_keys: Iterable[str] = ()
             ) -> dict[str, Any]:
        """The page in one language, JSON-able. The explanations follow the order of the
        given keys (the game's schema); a key without an explanation is left out."""
        i = lang_index(lang)

        def items(kind: str, texts: Mapping[str, Pair], keys: Iterable[str]
                  ) -> list[dict[str, str]]:
            order = list(keys) or list(texts)
            return [{"key": k, "anchor": f"{kind}-{k}", "text": texts[k][i]}
                    for k in order if k in texts]

        return {
            "lang": "ru" if i == 0 else "en",
            "title": title,
            "intro": self.intro[i],
            "sections": [{"id": s.id, "heading": s.title(lang),
                          "paragraphs": [p[i] for p in s.paragraphs]}
                         for s in self.sections],
            "rules": items("rule", self.rules, rule_keys),
            "variants": items("variant", self.variants, variant_keys),
            "presets": items("preset", self.presets, preset_keys),
            "headings": {k: HEADINGS[k][i] for k in ("rules", "variants", "presets")},
        }

    def all_texts(self) -> list[tuple[str, str]]:
        """Every text with a label of where it stands (for checks)."""
        out: list[tuple[str, str]] = []
        for lang, i in (("ru", 0), ("en", 1)):
            out.append((f"intro/{lang}", self.intro[i]))
            for s in self.sections:
                if s.heading:
                    out.append((f"{s.id}/heading/{lang}", s.heading[i]))
                for n, p in enumerate(s.paragraphs):
                    out.append((f"{s.id}/{n}/{lang}", p[i]))
            for kind, texts in (("rule", self.rules), ("variant", self.variants),
                                ("preset", self.presets)):
                for k, pair in texts.items():
                    out.append((f"{kind}-{k}/{lang}", pair[i]))
        return out


_CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


def problems(text: RulesText, rule_keys: Iterable[str] = (), variant_keys: Iterable[str] = (),
             preset_keys: Iterable[str] = ()) -> list[str]:
    """What is wrong with a page: a required section missing or empty, a key of the
    schema with no explanation (or one for a key the game lacks), an empty text, a
    Russian text without Russian, an English text in Russian, or anything of
    :data:`FORBIDDEN`. Empty: the page is fine."""
    out: list[str] = []
    ids = [s.id for s in text.sections]
    for need in REQUIRED:
        if need not in ids:
            out.append(f"no section '{need}'")
    for s in text.sections:
        if not s.paragraphs:
            out.append(f"section '{s.id}' has no paragraph")
    for kind, texts, keys in (("rule", text.rules, rule_keys),
                              ("variant", text.variants, variant_keys),
                              ("preset", text.presets, preset_keys)):
        wanted = set(keys)
        for k in sorted(wanted - set(texts)):
            out.append(f"{kind} '{k}' is not explained")
        for k in sorted(set(texts) - wanted):
            out.append(f"{kind} '{k}' is explained but the game has no such key")
    for where, value in text.all_texts():
        if not value.strip():
            out.append(f"{where}: empty")
            continue
        russian = bool(_CYRILLIC.search(value))
        if where.endswith("/ru") and not russian:
            out.append(f"{where}: no Russian in the Russian text")
        if where.endswith("/en") and (len(_CYRILLIC.findall(value))
                                      > len(re.findall(r"[a-z]", value, re.IGNORECASE))):
            out.append(f"{where}: Russian in the English text")
        for pattern, what in FORBIDDEN:
            m = pattern.search(value)
            if m:
                out.append(f"{where}: {what} ({m.group(0)!r})")
    return out
