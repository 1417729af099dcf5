"""Move texts on rigged Mau-Mau deals: apply a move and read its line and follow-ups as
any viewer reads them, in either language (seats named "Игрок 1" … / "Player 1" …)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine.game import get_game
from koloda.engine.names import seat_names
from koloda.games.maumau.state import ShedState
from koloda.table import Seat, Table
from tests.maumau.rig import order


class Said:
    """One applied move: ``said(viewer, lang)`` is its line and follow-ups."""

    def __init__(self, before: ShedState, action: int, after: ShedState) -> None:
        self.before, self.action, self.after = before, action, after

    def __call__(self, viewer: int | None = 0, lang: str = "ru") -> list[str]:
        names = seat_names(self.before.players, (), lang)
        return [self.before.describe_move(self.action, viewer, lang),
                *self.before.narrate(self.action, self.after, viewer, lang, names)]


def move(st: ShedState, text: str) -> Said:
    action = st.text_to_action(text)
    before = st.clone()
    st.apply_checked(action)
    return Said(before, action, st.clone())


def moves(st: ShedState, *texts: str) -> list[Said]:
    return [move(st, t) for t in texts]


def rigged_table(game: str, hands: Sequence[Sequence[str]], stock: Sequence[str] = (),
                 up: str | None = None, variant: str | None = None,
                 seats: Sequence[Seat] | None = None, **rules: Any) -> Table:
    """A table whose first deal is rigged (seat 0 leads or deals); later deals shuffle."""
    g = get_game(game)
    r = g.make_rules(variants=[variant] if variant else [], overrides=rules)
    n = len(hands)
    seed = next(s for s in range(1000) if random.Random(s).randrange(n) == 0)
    first = order(hands, stock, up, 0, r.deck)  # type: ignore[attr-defined]
    table = Table(g, n, r, list(seats or [Seat()] * n), seed=seed, deals=[first])
    assert isinstance(table.state, ShedState) and table.state.leader == 0
    return table


def last_lines(table: Table, viewer: int | None, lang: str = "ru") -> list[str]:
    return table.log_lines(viewer, lang, len(table.log) - 1)
