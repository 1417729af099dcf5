"""Every solitaire's declaration; importing this package registers them all."""

from __future__ import annotations

from koloda.engine.game import register
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.layouts import (
    group_builders,
    group_forced,
    group_odd,
    group_pairs,
    group_spider,
)
from koloda.games.patience.layouts.freecell import FreeCell
from koloda.games.patience.layouts.klondike import Klondike

GAMES: tuple[PatienceGame, ...] = (
    Klondike(),
    FreeCell(),
    *group_spider.GAMES,
    *group_builders.GAMES,
    *group_pairs.GAMES,
    *group_odd.GAMES,
    *group_forced.GAMES,
)

for _game in GAMES:
    register(_game)
