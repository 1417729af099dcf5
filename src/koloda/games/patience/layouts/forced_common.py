"""Shared helpers of the forced group (Коко, Колодец, Паганини, Парад, Узник, «300»):
grid labels, the one-step move of a forced patience, and its "solver", which simply
plays the deal out."""

from __future__ import annotations

from koloda.games.patience import actions as A
from koloda.games.patience import clock as _clock
from koloda.games.patience.solve import Solution
from koloda.games.patience.state import PatienceState

ROWS = "abcdefgh"


def grid_label(row: int, col: int) -> str:
    """The label of a place in a grid: row letter, column number (``a1``, ``d9``)."""
    return f"{ROWS[row]}{col + 1}"


def step_if(possible: bool) -> list[int]:
    """The legal moves of a forced patience: one STEP while the deal goes on."""
    return [A.STEP_ACTION] if possible else []


def play_out(state: PatienceState, time_limit: float = 2.0,
             node_limit: int | None = None) -> Solution:
    """The "solver" of a forced patience: every step is decided by the deal, so the deal
    is played to its end (the first move that is not giving up, each time). ``won`` with
    the steps, or ``lost``; ``unknown`` only if a limit stops it first."""
    start = _clock.seconds()
    st = state.clone()
    path: list[int] = []
    while not st.is_terminal():
        moves = [a for a in st.legal_actions() if a != A.GIVE_UP_ACTION]
        if not moves:
            break
        if (node_limit is not None and len(path) >= node_limit) or (
                len(path) & 255 == 255 and _clock.seconds() - start > time_limit):
            return Solution("unknown", [], len(path), _clock.seconds() - start)
        st.apply(moves[0])
        path.append(moves[0])
    status = "won" if st.is_won() else "lost"
    return Solution(status, path if status == "won" else [], len(path),
                    _clock.seconds() - start)
