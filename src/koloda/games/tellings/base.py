"""Fortune tellings (гадания): what a reading is, and the registry that finds a telling.

A telling shuffles with ``random.Random(seed)`` and nothing else, so a seed repeats a
reading exactly; with no seed one is drawn and the reading names it. Each telling module
keeps its layout and its reading in one pure function over card orders (``read``), which
the tests call with rigged orders; ``lay`` only shuffles and hands the orders over.

A :class:`Reading` is plain data: the layout (rows of cards, a position label for each
where the telling has positions), the steps taken, and the interpretation lines, every
text as a ``(Russian, English)`` pair. ``to_json()`` gives both languages at once.
"""

from __future__ import annotations

import random
import secrets
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError, UnknownGameError
from koloda.engine.picture import Picture
from koloda.engine.rulestext import RulesText
from koloda.engine.textnum import parse_int

Pair = tuple[str, str]  # (Russian, English)
Card = C.Card
Opts = Mapping[str, str]

MAX_SEED = 2**63 - 1


def quoted(text: str, limit: int = 40) -> str:
    """User input as it may appear inside a message: cut, with unprintable characters
    (controls, lone surrogates) replaced, so printing the message can never fail."""
    cut = text[:limit] + ("…" if len(text) > limit else "")
    return "".join(ch if ch.isprintable() else "?" for ch in cut)


def card_pair(card: Card) -> Pair:
    """A card as it is named in a text: ``Д♦`` in Russian, ``Q♦`` in English."""
    return C.show(card, "ru"), C.show(card, "en")


def cards_pair(cards: Sequence[Card]) -> Pair:
    return " ".join(C.show(c, "ru") for c in cards), " ".join(C.show(c, "en") for c in cards)


def texts(cards: Sequence[Card]) -> list[str]:
    """Cards in the ASCII form of records (``QD``), for the JSON of a step."""
    return C.texts(cards)


@dataclass(frozen=True)
class Spot:
    """One card of the layout; ``label`` is its position's meaning where it has one,
    ``marked`` singles out the card the reading turns on (a portrait, a matched pair)."""

    card: Card
    label: Pair | None = None
    marked: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"card": C.to_text(self.card), "ru": C.show(self.card, "ru"),
                               "en": C.show(self.card, "en"), "marked": self.marked}
        if self.label is not None:
            out["label"] = {"ru": self.label[0], "en": self.label[1]}
        return out


@dataclass(frozen=True)
class Row:
    label: Pair
    spots: tuple[Spot, ...]

    @classmethod
    def of(cls, label: Pair, cards: Sequence[Card], marked: Sequence[Card] = ()) -> Row:
        return cls(label, tuple(Spot(c, marked=c in marked) for c in cards))


@dataclass(frozen=True)
class Step:
    """One thing the telling did, told in both languages, with its facts as JSON data."""

    text: Pair
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Reading:
    key: str
    title: Pair
    rows: tuple[Row, ...]
    steps: tuple[Step, ...]
    lines: tuple[Pair, ...]
    seed: int | None = None
    options: Mapping[str, str] = field(default_factory=dict)

    def text(self, lang: str = "ru") -> list[str]:
        """The interpretation lines in one language."""
        i = 0 if lang == "ru" else 1
        return [line[i] for line in self.lines]

    def picture(self, lang: str = "ru") -> Picture:
        """The reading as a table picture in one language (layout ``spread``), for the
        surfaces' one renderer of pictures (see :mod:`~.view`)."""
        from koloda.games.tellings.view import picture

        return picture(self, lang)

    def to_json(self) -> dict[str, Any]:
        def both(p: Pair) -> dict[str, str]:
            return {"ru": p[0], "en": p[1]}

        return {
            "key": self.key, "title": both(self.title), "seed": self.seed,
            "options": dict(self.options),
            "layout": [{"label": both(r.label), "cards": [s.to_json() for s in r.spots]}
                       for r in self.rows],
            "steps": [{**both(s.text), "data": dict(s.data)} for s in self.steps],
            "reading": {"ru": self.text("ru"), "en": self.text("en")},
        }


# --- the registry -----------------------------------------------------------------------

@dataclass(frozen=True)
class Option:
    """An option a telling takes (``name``, ``portrait``, ``pick``), for help and errors."""

    name: str
    required: bool
    about: Pair


@dataclass(frozen=True)
class Telling:
    key: str
    title: Pair
    about: Pair
    options: tuple[Option, ...]
    layout: Callable[[random.Random, Opts], Reading]
    place: int = 0  # where the source text tells it: the listing keeps the text's order

    def rules_doc(self) -> RulesText | None:
        """The telling explained for people, both languages (see engine/rulestext.py)."""
        from koloda.games.tellings.rulestext import TEXTS

        return TEXTS.get(self.key)

    def rules_text(self, lang: str = "ru") -> dict[str, Any] | None:
        """The page in ``lang`` (as ``Game.rules_text``); its rule keys are the options."""
        doc = self.rules_doc()
        if doc is None:
            return None
        return doc.page(lang, self.title[0 if lang == "ru" else 1],
                        [o.name for o in self.options])

    def lay(self, seed: int | str | None = None, name: str | None = None,
            **opts: str | int | None) -> Reading:
        """Shuffle with ``random.Random(seed)`` and read. The reading names the seed and
        the options, so the same call repeats it."""
        given = {k: str(v) for k, v in {"name": name, **opts}.items() if v is not None}
        known = {o.name for o in self.options}
        for key in given:
            if key not in known:
                users = [t.key for t in _REGISTRY.values() if key in {o.name for o in t.options}]
                where = ", ".join(users) or "—"
                raise KolodaError(f"--{key} does not apply to {self.key} (only to: {where})",
                                  f"--{key} не относится к гаданию {self.key} "
                                  f"(только к: {where})")
        for o in self.options:
            if o.required and o.name not in given:
                raise KolodaError(f"{self.key} needs --{o.name}: {o.about[1]}",
                                  f"гаданию {self.key} нужно --{o.name}: {o.about[0]}")
        value = check_seed(seed)
        reading = self.layout(random.Random(value), given)
        return replace(reading, seed=value, options={**given, **reading.options})


def check_seed(seed: int | str | None) -> int:
    """The seed as an int from 0 to :data:`MAX_SEED`; None draws one (outside the shuffle's
    RNG, so drawing it never disturbs any other random stream)."""
    if seed is None:
        return secrets.randbelow(1 << 31)
    value = seed if isinstance(seed, int) else parse_int(seed.strip(), 0, MAX_SEED)
    if value is None or not 0 <= value <= MAX_SEED:
        shown = quoted(str(seed))
        raise KolodaError(f"The layout number '{shown}': a whole number from 0 to {MAX_SEED}",
                          f"Номер расклада «{shown}»: целое число от 0 до {MAX_SEED}")
    return value


_REGISTRY: dict[str, Telling] = {}


def register(telling: Telling) -> Telling:
    if telling.key in _REGISTRY:
        raise ValueError(f"telling {telling.key!r} is registered twice")
    _REGISTRY[telling.key] = telling
    return telling


def all_tellings() -> list[Telling]:
    return sorted(_REGISTRY.values(), key=lambda t: t.place)


def get_telling(key: str) -> Telling:
    found = _REGISTRY.get(unicodedata.normalize("NFC", key.strip()).lower())
    if found is None:
        keys = ", ".join(t.key for t in all_tellings())
        raise UnknownGameError(f"unknown telling '{quoted(key)}'; tellings: {keys}",
                               f"неизвестное гадание «{quoted(key)}»; есть: {keys}")
    return found
