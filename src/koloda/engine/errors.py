"""The error hierarchy. Every error carries its message in English and Russian.

All derive from ``ValueError`` (as python-chess does), so callers that only care that
input was bad can catch one type. ``str(err)`` is English; ``err.text(lang)`` picks.
"""

from __future__ import annotations


class KolodaError(ValueError):
    def __init__(self, en: str, ru: str | None = None) -> None:
        super().__init__(en)
        self.en = en
        self.ru = ru if ru is not None else en

    def text(self, lang: str = "ru") -> str:
        return self.ru if lang == "ru" else self.en


class ParseError(KolodaError):
    """Text that is not a card, an action or a value of the expected form."""


class IllegalActionError(KolodaError):
    """A well-formed action that the rules do not allow now."""


class RuleError(KolodaError):
    """An unknown rule key, a wrong value, or rules that conflict."""


class RecordError(KolodaError):
    """A malformed game record, or one whose actions do not replay."""


class UnknownGameError(KolodaError):
    """A game or variant name the registry does not know."""
