"""The builders group of solitaires: the games this module lists are registered."""

from __future__ import annotations

from koloda.games.patience.game import PatienceGame

GAMES: tuple[PatienceGame, ...] = ()
