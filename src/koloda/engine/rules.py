"""Rules as data: a frozen dataclass per game whose fields are the rule keys.

Each field is declared with :func:`rule`, which records its kind, allowed values and a
one-line description in Russian and English. From that one declaration come validation,
parsing of ``key=value`` from the command line, the ``koloda rules`` listing and JSON.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Demo(Rules):
...     golden: bool = rule(False, en="golden round", ru="золотой кон")
...     penalty: int = rule(120, lo=0, hi=1000, en="penalty", ru="штраф")
>>> Demo.build({"golden": "on"}).golden
True
>>> Demo.build({"gold": True})
Traceback (most recent call last):
...
koloda.engine.errors.RuleError: unknown rule 'gold'; known rules: golden, penalty
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from koloda.engine.errors import RuleError
from koloda.engine.textnum import parse_int

_TRUE = {"1", "true", "on", "yes", "y", "да", "вкл"}
_FALSE = {"0", "false", "off", "no", "n", "нет", "выкл"}
_NONE = {"none", "null", "off", "нет", "-"}


@dataclass(frozen=True)
class RuleSpec:
    key: str
    kind: str  # "bool" | "int" | "choice"
    default: Any
    en: str
    ru: str
    choices: tuple[Any, ...] = ()
    lo: int | None = None
    hi: int | None = None
    step: int | None = None
    optional: bool = False  # an int rule that may also be None ("off")
    # a choice's words for people: (value, Russian, English); a surface shows these,
    # never the value, which is the key typed in records and on the command line
    labels: tuple[tuple[Any, str, str], ...] = ()

    def allowed_en(self) -> str:
        if self.kind == "bool":
            return "on or off"
        if self.kind == "choice":
            return "one of " + ", ".join(map(str, self.choices))
        text = f"an integer from {self.lo} to {self.hi}"
        if self.step:
            text += f" in steps of {self.step}"
        return text + (" or none" if self.optional else "")

    def allowed_ru(self) -> str:
        if self.kind == "bool":
            return "on или off (да/нет)"
        if self.kind == "choice":
            return "одно из: " + ", ".join(map(str, self.choices))
        text = f"целое число от {self.lo} до {self.hi}"
        if self.step:
            text += f" с шагом {self.step}"
        return text + (" или none" if self.optional else "")

    def type_name(self) -> str:
        if self.kind == "int" and self.optional:
            return "int|none"
        return self.kind

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "key": self.key, "type": self.type_name(), "default": self.default,
            "description_ru": self.ru, "description_en": self.en,
        }
        if self.kind == "choice":
            out["allowed"] = list(self.choices)
            if self.labels:
                out["labels"] = {str(v): {"ru": ru, "en": en} for v, ru, en in self.labels}
        elif self.kind == "int":
            out["min"], out["max"] = self.lo, self.hi
            if self.step:
                out["step"] = self.step
            if self.optional:
                out["allowed_none"] = True
        return out

    def coerce(self, value: Any) -> Any:
        """A value of the right type for this rule, from Python or from text; else RuleError."""
        if isinstance(value, str):
            value = self._from_text(value)
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
        elif self.kind == "choice":
            if value in self.choices:
                return value
        else:
            if value is None and self.optional:
                return None
            if isinstance(value, int) and not isinstance(value, bool):
                in_range = (self.lo is None or value >= self.lo) and (
                    self.hi is None or value <= self.hi)
                on_step = not self.step or (value - (self.lo or 0)) % self.step == 0
                if in_range and on_step:
                    return value
        try:
            shown = repr(value)
        except ValueError:  # an int of more than 4,300 digits has no repr
            shown = "<a number too long to show>"
        if len(shown) > 60:  # a record may carry a huge value: name its start only
            shown = shown[:57] + "…"
        raise RuleError(
            f"rule '{self.key}': {shown} is not allowed; expected {self.allowed_en()}",
            f"правило «{self.key}»: значение {shown} недопустимо; нужно {self.allowed_ru()}",
        )

    def _from_text(self, text: str) -> Any:
        low = text.strip().lower()
        if self.kind == "bool":
            if low in _TRUE:
                return True
            if low in _FALSE:
                return False
            return text
        if self.kind == "choice":
            for choice in self.choices:
                if str(choice).lower() == low:
                    return choice
            return text
        if self.optional and low in _NONE:
            return None
        value = parse_int(low, signed=True)
        return text if value is None else value


def rule(default: Any, *, en: str, ru: str, choices: Sequence[Any] = (),
         lo: int | None = None, hi: int | None = None, step: int | None = None,
         optional: bool = False, labels: Mapping[Any, tuple[str, str]] | None = None) -> Any:
    """Declare one rule key as a dataclass field (see the module doc). ``labels``: each
    choice's words, (Russian, English), for the lobby and the rules pages."""
    if choices:
        kind = "choice"
    elif isinstance(default, bool):
        kind = "bool"
    else:
        kind = "int"
    named = tuple((v, *labels[v]) for v in choices if labels and v in labels)
    meta = {"rule": (kind, en, ru, tuple(choices), lo, hi, step, optional, named)}
    return dataclasses.field(default=default, metadata=meta)


@dataclass(frozen=True)
class Rules:
    """Base of every game's rules dataclass."""

    _specs_cache: ClassVar[dict[type, tuple[RuleSpec, ...]]] = {}

    @classmethod
    def specs(cls) -> tuple[RuleSpec, ...]:
        cached = Rules._specs_cache.get(cls)
        if cached is None:
            out = []
            for f in dataclasses.fields(cls):
                meta = f.metadata.get("rule")
                if meta is None:
                    continue
                kind, en, ru, choices, lo, hi, step, optional, named = meta
                out.append(RuleSpec(f.name, kind, f.default, en, ru, choices, lo, hi, step,
                                    optional, named))
            cached = Rules._specs_cache[cls] = tuple(out)
        return cached

    @classmethod
    def spec(cls, key: str) -> RuleSpec:
        for s in cls.specs():
            if s.key == key:
                return s
        known = ", ".join(s.key for s in cls.specs())
        raise RuleError(f"unknown rule '{key}'; known rules: {known}",
                        f"неизвестное правило «{key}»; есть такие: {known}")

    @classmethod
    def build(cls, values: Mapping[str, Any] | None = None) -> Self:
        """Defaults overridden by ``values`` (Python values or text), validated."""
        kwargs = {key: cls.spec(key).coerce(v) for key, v in (values or {}).items()}
        made = cls(**kwargs)
        made.check()
        return made

    def check(self) -> None:
        """Hook: raise RuleError when keys conflict. Default: nothing conflicts."""

    def check_players(self, players: int) -> None:
        """Hook: raise RuleError when these rules do not fit a player count."""

    def to_dict(self) -> dict[str, Any]:
        # every observation carries the rules, and a play-out asks for one at every step:
        # the values are frozen, so they are read once and copied after
        cached: dict[str, Any] | None = self.__dict__.get("_as_dict")
        if cached is None:
            cached = {s.key: getattr(self, s.key) for s in self.specs()}
            object.__setattr__(self, "_as_dict", cached)
        return dict(cached)

    def changed(self) -> dict[str, Any]:
        """Only the keys whose value differs from the default."""
        # every observation of some games carries these: read once, copied after
        cached: dict[str, Any] | None = self.__dict__.get("_changed")
        if cached is None:
            cached = {s.key: getattr(self, s.key) for s in self.specs()
                      if getattr(self, s.key) != s.default}
            object.__setattr__(self, "_changed", cached)
        return dict(cached)


def check_seat_rule(rules: Rules, key: str, players: int) -> None:
    """A rule naming a seat (counted from 1, None: not set) must name one of the
    ``players`` seats."""
    seat = getattr(rules, key)
    if seat is not None and not 1 <= seat <= players:
        raise RuleError(f"rule '{key}' names seat {seat}, but the table has {players} seats",
                        f"правило «{key}» называет место {seat}, а мест за столом {players}")


def parse_assignments(items: Sequence[str]) -> dict[str, str]:
    """``["golden=on", "penalty=100"]`` → ``{"golden": "on", "penalty": "100"}``."""
    out: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise RuleError(f"'{item}' is not key=value (for example golden=on)",
                            f"«{item}» — не в форме ключ=значение (например golden=on)")
        out[key.strip()] = value.strip()
    return out
