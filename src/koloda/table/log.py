"""The move log: each move, described from each viewer's side when that viewer asks."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Protocol

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, Action, Game, State
from koloda.engine.rules import Rules
from koloda.engine.texts import YOU

LANGS = ("ru", "en")
Viewer = int | None  # a seat, or None for a spectator (public information only)


class LogEntry:
    """One move: who made it, what it was, and its record form. Its texts as each viewer
    may read them are not kept: they are rendered when asked for (:class:`LogTexts`),
    so a long game holds a few numbers and one short string per move, whatever the
    number of seats and languages."""

    __slots__ = ("_texts", "action", "actor", "forced", "record_text", "step")

    def __init__(self, step: int, actor: int, action: Action, forced: bool = False,
                 record_text: str = "", texts: LogTexts | None = None) -> None:
        self.step = step  # the action's index in the state's history
        self.actor = actor
        self.action = action
        self.forced = forced  # played by the table: the only legal move
        # the action's record form, written in the position it was played from: some
        # games (solitaires) shorten a move's text by what the position makes
        # unambiguous, so it must be fixed when the move is made, never re-derived later
        self.record_text = record_text
        self._texts = texts

    def __repr__(self) -> str:
        return (f"LogEntry(step={self.step}, actor={self.actor}, action={self.action}, "
                f"forced={self.forced}, record_text={self.record_text!r})")

    def _rendered(self, viewer: Viewer, lang: str) -> Rendered:
        if self._texts is None:
            raise ValueError("this log entry has no table to render its texts")
        return self._texts.render(self.step, viewer, lang)

    def text(self, viewer: Viewer, lang: str = "ru") -> str:
        return self._rendered(viewer, lang).move

    def follow_ups(self, viewer: Viewer, lang: str = "ru") -> list[str]:
        return list(self._rendered(viewer, lang).events)

    def hidden_for(self, viewer: Viewer, lang: str = "ru") -> int:
        """The cards ``viewer`` may not see right after the move (``lang``: the one the
        viewer reads, whose texts are rendered with it anyway)."""
        return self._rendered(viewer, lang).hidden

    @property
    def hidden(self) -> dict[Viewer, int]:
        """The cards each viewer may not see right after the move (before any new deal):
        what the texts are checked against, by the tests and by a server's guard."""
        assert self._texts is not None
        self._texts.ensure(self.step, [(v, "ru") for v in self._texts.viewers()])
        return {v: self._rendered(v, "ru").hidden for v in self._texts.viewers()}

    def all_texts(self) -> list[tuple[Viewer, str]]:
        """Every text of the entry with the viewer it is for (the leak tests read this)."""
        assert self._texts is not None
        self._texts.ensure(self.step, [(v, lang) for lang in LANGS
                                       for v in self._texts.viewers()])
        out: list[tuple[Viewer, str]] = []
        for lang in LANGS:
            for v in self._texts.viewers():
                r = self._rendered(v, lang)
                out.append((v, r.move))
                out.extend((v, line) for line in r.events)
        return out


@dataclass(frozen=True, slots=True)
class Rendered:
    """One entry as one viewer reads it in one language."""

    move: str
    events: tuple[str, ...]
    hidden: int  # the cards this viewer may not see right after the move


class LogTexts:
    """The log's texts, rendered on demand from the moves the table keeps.

    The last few moves keep the position they were played from (what a page or the
    terminal asks for after each move is a move or two); the older moves are reached by
    replaying the table's deals and actions once, rendering every one of them for the
    viewer and language asked (a page that joins late, a replay), and those texts are kept
    only until the next move. Memory stays a few positions per table, never texts per
    move per viewer per language."""

    RECENT = 4  # moves that keep their position (what a push after a move asks for)

    def __init__(self, table: TableLike) -> None:
        self._table = table
        # step -> (the position before the move, the one right after it, made once for
        # every viewer, and the texts rendered so far)
        self._recent: dict[int, tuple[State, list[State], dict[tuple[Viewer, str],
                                                                  Rendered]]] = {}
        # (viewer, lang) -> the older moves' texts, from the first move on
        self._older: dict[tuple[Viewer, str], list[Rendered]] = {}
        self._hold: int | None = None  # every move from this step on keeps its position

    def viewers(self) -> list[Viewer]:
        return [*range(self._table.players), None]

    def made(self, step: int, before: State) -> None:
        """A move was just made from ``before`` (a copy the table will not change)."""
        self._recent[step] = (before, [], {})
        held = step if self._hold is None else self._hold
        for old in [k for k in self._recent if k <= step - self.RECENT and k < held]:
            del self._recent[old]
        self._older.clear()  # rendered for a page that has them now

    def hold(self, step: int) -> None:
        """Keep the position of every move from ``step`` on, however many follow, until
        :meth:`release`: moves made together (a server's chain of forced moves) are read
        together after the last of them, and a replay of the whole game for each
        viewer would cost far more than the few positions."""
        self._hold = step if self._hold is None else min(self._hold, step)

    def release(self) -> None:
        """Back to the last :attr:`RECENT` positions (the held moves have been read)."""
        if self._hold is None:
            return
        self._hold = None
        last = max(self._recent, default=0)
        for old in [k for k in self._recent if k <= last - self.RECENT]:
            del self._recent[old]

    def reset(self) -> None:
        """The table was rebuilt (undo, restart): every rendered text is void."""
        self._recent.clear()
        self._older.clear()
        self._hold = None

    def render(self, step: int, viewer: Viewer, lang: str) -> Rendered:
        kept = self._recent.get(step)
        if kept is not None:
            before, after_kept, done = kept
            got = done.get((viewer, lang))
            if got is None:
                entry = self._table.log[step]
                if not after_kept:
                    after = before.clone()
                    after.apply(entry.action)
                    after_kept.append(after)
                got = done[(viewer, lang)] = _render(before, entry.action, after_kept[0],
                                                     viewer, lang, self._table.names(lang))
            return got
        older = self._older.get((viewer, lang))
        if older is None or step >= len(older):
            self.prefetch([(viewer, lang)])
            older = self._older[(viewer, lang)]
        return older[step]

    def ensure(self, step: int, pairs: Sequence[tuple[Viewer, str]]) -> None:
        """Make ``step`` readable for every pair at once (one replay, not one each)."""
        if step not in self._recent:
            self.prefetch([p for p in pairs if step >= len(self._older.get(p, ()))])

    def prefetch(self, pairs: Sequence[tuple[Viewer, str]]) -> None:
        """Render the older moves (those that keep no position) for every (viewer,
        language) of ``pairs`` in one replay of the table's deals and actions."""
        if not pairs:
            return
        t = self._table
        end = min(self._recent, default=len(t.log))
        state = t.game.new_state(t.players, t.rules, t.seed, t.deals)
        names = {lang: t.names(lang) for _, lang in pairs}
        out: dict[tuple[Viewer, str], list[Rendered]] = {pair: [] for pair in pairs}
        history = t.state.history
        for k in range(end):
            while state.current_player() == CHANCE:
                state.apply_chance()
            before = state.clone()
            state.apply(history[k])
            for (viewer, lang), texts in out.items():
                texts.append(_render(before, history[k], state, viewer, lang, names[lang]))
        self._older.update(out)


def _render(before: State, action: Action, after: State, viewer: Viewer, lang: str,
            names: Sequence[str]) -> Rendered:
    """A move (``before`` → ``after``) as ``viewer`` reads it: every text comes from the
    game's viewer-side hooks."""
    hidden = after.public_unseen() if viewer is None else after.unseen(viewer)
    return Rendered(before.describe_move(action, viewer, lang, after),
                    tuple(before.narrate(action, after, viewer, lang,
                                         names_for(names, viewer, lang))),
                    hidden)


class TableLike(Protocol):
    """What :class:`LogTexts` reads of its table."""

    game: Game
    players: int
    rules: Rules
    seed: int
    state: State
    log: list[LogEntry]

    @property
    def deals(self) -> list[list[C.Card]] | None: ...

    def names(self, lang: str = "ru") -> list[str]: ...


def names_for(names: Sequence[str], viewer: Viewer, lang: str) -> Sequence[str]:
    """The seats' names as ``viewer`` reads them: the reader's own seat is "Вы" ("You"),
    so that what a move made happen speaks to the person ("Взятку берёте вы"), at a
    table of friends too — unless another seat is "Вы" already (the one person at a
    table of computers, read from a computer's seat)."""
    you = YOU["ru" if lang == "ru" else "en"]
    if viewer is None or not 0 <= viewer < len(names) or names[viewer] == you:
        return names
    if not _YOU_NAMES.isdisjoint(names):
        return names
    out = list(names)
    out[viewer] = you
    return out


_YOU_NAMES = frozenset(YOU.values())
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
