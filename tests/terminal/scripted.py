"""A terminal session driven by scripted lines, its output captured as plain text."""

from __future__ import annotations

import io
from collections.abc import Iterable

from rich.console import Console

from koloda.table import Table
from koloda.terminal import TerminalSession


class Script:
    def __init__(self, table: Table, lines: Iterable[str], me: int | None = 0,
                 lang: str = "ru") -> None:
        self.out = io.StringIO()
        self.lines = list(lines)
        self.prompts: list[str] = []
        self.session = TerminalSession(
            table, me, Console(file=self.out, width=120, color_system=None), lang,
            read=self.read)

    def read(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if not self.lines:
            raise EOFError
        return self.lines.pop(0)

    def run(self) -> str:
        self.session.run()
        return self.out.getvalue()

    def turn(self) -> str:
        """One person's turn (up to one move played, or the lines run out)."""
        self.session._human_turn()
        return self.out.getvalue()
