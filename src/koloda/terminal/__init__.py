"""The terminal surface: renders a :class:`koloda.table.Table` and reads a person's
input. It runs no game logic of its own."""

from koloda.terminal.session import TerminalSession

__all__ = ["TerminalSession"]
