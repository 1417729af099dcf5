"""Helpers for the Durak table tests: rigged tables, plain text of the views."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from rich.console import Console
from rich.text import Text

from koloda.engine.errors import KolodaError
from koloda.engine.game import get_game
from koloda.games.durak.deals import rig
from koloda.games.durak.state import DurakState
from koloda.table import Seat, Table

GAME = get_game("durak")
COMPUTER = Seat("computer", "heuristic")


def table(hands: Sequence[Sequence[str]], trump: str, stock: Sequence[str] = (),
          seats: Sequence[Seat] | None = None, **rules: Any) -> Table:
    """A table on a rigged deal (every seat a person unless ``seats`` says otherwise;
    tests play every seat by text, computer seats too)."""
    players = len(hands)
    r = GAME.make_rules(overrides=rules)
    copies = 2 if rules.get("big") else 1
    return Table(GAME, players, r, list(seats or [Seat()] * players),
                 deals=[rig(players, hands, trump, stock=stock, copies=copies)])


def state(t: Table) -> DurakState:
    st = t.state
    assert isinstance(st, DurakState)
    return st


def moves(t: Table, seat: int, *texts: str) -> list[str]:
    """Play ``texts`` for ``seat`` and return the new log lines as seat 0 reads them."""
    start = len(t.log)
    for text in texts:
        t.play(seat, text)
    return t.log_lines(0, "ru", since=start)


def lines(t: Table, since: int, viewer: int | None = 0, lang: str = "ru") -> list[str]:
    return t.log_lines(viewer, lang, since=since)


def refused(t: Table, seat: int, text: str) -> tuple[str, str]:
    """The (ru, en) refusal of a typed move; the position is unchanged."""
    before = len(t.state.history)
    try:
        t.play(seat, text)
    except KolodaError as err:
        assert len(t.state.history) == before
        return err.text("ru"), err.text("en")
    raise AssertionError(f"{text!r} was accepted")


def plain(markup: str) -> str:
    """The text a terminal shows (also proves the markup is well formed)."""
    console = Console(file=io.StringIO(), width=200, record=True, color_system=None)
    console.print(Text.from_markup(markup))
    return console.export_text()
