"""The move log: each move described once per viewer, from that viewer's side."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from koloda.engine import cards as C
from koloda.engine.game import Action, State
from koloda.engine.texts import YOU

LANGS = ("ru", "en")
Viewer = int | None  # a seat, or None for a spectator (public information only)


@dataclass
class LogEntry:
    """One move: who made it, and its text as each viewer may read it."""

    step: int  # the action's index in the state's history
    actor: int
    action: Action
    forced: bool = False  # played by the table: the only legal move
    # the action's record form, written in the position it was played from: some games
    # (solitaires) shorten a move's text by what the position makes unambiguous, so the
    # text must be fixed when the move is made, never re-derived later
    record_text: str = ""
    move: dict[tuple[Viewer, str], str] = field(default_factory=dict)
    events: dict[tuple[Viewer, str], list[str]] = field(default_factory=dict)
    # the cards each viewer may not see right after the move (before any new deal):
    # what the texts are checked against, by the tests and by a server's guard
    hidden: dict[Viewer, int] = field(default_factory=dict)

    def text(self, viewer: Viewer, lang: str = "ru") -> str:
        return self.move.get((viewer, lang), "")

    def follow_ups(self, viewer: Viewer, lang: str = "ru") -> list[str]:
        return self.events.get((viewer, lang), [])

    def all_texts(self) -> list[tuple[Viewer, str]]:
        """Every text of the entry with the viewer it is for (the leak tests read this)."""
        out: list[tuple[Viewer, str]] = [(v, t) for (v, _), t in self.move.items()]
        for (v, _), lines in self.events.items():
            out.extend((v, line) for line in lines)
        return out


def describe(before: State, action: Action, after: State, actor: int, step: int,
             names_by_lang: dict[str, Sequence[str]], forced: bool = False) -> LogEntry:
    """The log entry of ``action`` (``before`` → ``after``) for every seat and for a
    spectator, in both languages. Every text comes from the game's viewer-side hooks."""
    entry = LogEntry(step, actor, action, forced, before.action_to_text(action))
    viewers: list[Viewer] = [*range(before.players), None]
    for seat in range(before.players):
        entry.hidden[seat] = after.unseen(seat)
    entry.hidden[None] = after.public_unseen()
    for lang in LANGS:
        names = names_by_lang[lang]
        for v in viewers:
            entry.move[(v, lang)] = before.describe_move(action, v, lang)
            entry.events[(v, lang)] = before.narrate(action, after, v, lang,
                                                     names_for(names, v, lang))
    return entry


def names_for(names: Sequence[str], viewer: Viewer, lang: str) -> Sequence[str]:
    """The seats' names as ``viewer`` reads them: the reader's own seat is "Вы" ("You"),
    so that what a move made happen speaks to the person ("Взятку берёте вы"), at a
    table of friends too — unless another seat is "Вы" already (the one person at a
    table of computers, read from a computer's seat)."""
    you = YOU["ru" if lang == "ru" else "en"]
    if viewer is None or not 0 <= viewer < len(names) or names[viewer] == you:
        return names
    if any(n in YOU.values() for n in names):
        return names
    out = list(names)
    out[viewer] = you
    return out


_TOKEN = re.compile(r"[0-9A-Za-zА-Яа-яЁё♠♣♦♥']+")


@cache
def _card_forms() -> dict[str, int]:
    forms: dict[str, int] = {}
    for card in C.deck(52, jokers=2, copies=2):
        for text in (C.to_text(card), C.show(card, "ru"), C.show(card, "en")):
            forms.setdefault(text, card)
    return forms


def cards_mentioned(text: str) -> int:
    """Bitmask of the cards a display text names (any form the views print: ``Д♠``,
    ``Q♠``, ``QS``), both copies of a face in two-deck games (a display form does not
    tell them apart). The leak tests compare it with a seat's ``unseen`` set."""
    forms = _card_forms()
    mask = 0
    for token in _TOKEN.findall(text):
        card = forms.get(token)
        if card is not None:
            face = C.face(card)
            mask |= 1 << face | 1 << (face | 128)
    return mask


def leaked(text: str, hidden: int, twins: bool = False) -> int:
    """The cards named in ``text`` that are in ``hidden``. In a two-deck game
    (``twins``) a named face leaks only when both its copies are hidden: a display form
    cannot say which copy it names, and the visible one may be meant."""
    named = cards_mentioned(text) & hidden
    if not twins:
        return named & ((1 << 128) - 1)
    out = 0
    for face in range(128):
        both = 1 << face | 1 << (face | 128)
        if named & both and hidden & both == both:
            out |= 1 << face
    return out
