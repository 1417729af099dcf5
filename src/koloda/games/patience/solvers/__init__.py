"""Solvers for patience games: search programs that decide whether a deal can be won and
find a winning line (Microsoft's FreeCell deal numbering lives here too)."""
