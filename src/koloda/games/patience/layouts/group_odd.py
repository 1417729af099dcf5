"""The odd group of solitaires: the games this module lists are registered."""

from __future__ import annotations

from koloda.games.patience.game import PatienceGame
from koloda.games.patience.layouts.bayan import Bayan

GAMES: tuple[PatienceGame, ...] = (Bayan(),)
