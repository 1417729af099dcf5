"""The odd group of solitaires: the games this module lists are registered."""

from __future__ import annotations

from koloda.games.patience.game import PatienceGame
from koloda.games.patience.layouts.bayan import Bayan
from koloda.games.patience.layouts.clock import Clock
from koloda.games.patience.layouts.fir_trees import FirTrees
from koloda.games.patience.layouts.foundation import Foundation
from koloda.games.patience.layouts.twice_two import TwiceTwo
from koloda.games.patience.layouts.wish import Wish

GAMES: tuple[PatienceGame, ...] = (Bayan(), TwiceTwo(), FirTrees(), Foundation(), Wish(),
                                   Clock())
