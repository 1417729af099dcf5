"""The table as the terminal draws it, as plain text: the table picture through the one
terminal renderer (the tests that once read the games' own terminal views read this)."""

from __future__ import annotations

import io

from rich.console import Console, RenderableType

from koloda.table import Table
from koloda.table.log import Viewer
from koloda.terminal.picture_view import draw, draw_last


def plain(shown: RenderableType) -> str:
    """What a terminal 200 columns wide shows, without colours."""
    console = Console(file=io.StringIO(), width=200, record=True, color_system=None)
    console.print(shown)
    return console.export_text()


def drawn(t: Table, viewer: Viewer, lang: str = "ru") -> str:
    """The whole table as ``viewer`` sees it in the terminal."""
    return plain(draw(t.picture(viewer, lang), lang, 200))


def drawn_last(t: Table, viewer: Viewer, lang: str = "ru") -> str | None:
    """The terminal's ``last`` command: the last trick or bout, None when there is none."""
    shown = draw_last(t.picture(viewer, lang), lang)
    return None if shown is None else plain(shown)
