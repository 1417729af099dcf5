"""The table: one game with its seats (people or computer players), driven the same way
by every surface. The terminal renders it; the web server will serve it. It owns whose
turn it is, computer moves, the move log as each seat may read it, forced moves, undo,
save and resume, and the result; it knows no game's internals (only the State protocol).
"""

from koloda.table.log import LogEntry, cards_mentioned
from koloda.table.seats import COMPUTER, HUMAN, Seat, TableOptions
from koloda.table.table import Table

__all__ = ["COMPUTER", "HUMAN", "LogEntry", "Seat", "Table", "TableOptions",
           "cards_mentioned"]
