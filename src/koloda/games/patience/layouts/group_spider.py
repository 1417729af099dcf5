"""The spider group of solitaires: the games this module lists are registered."""

from __future__ import annotations

from koloda.games.patience.game import PatienceGame
from koloda.games.patience.layouts.spider import Spider

GAMES: tuple[PatienceGame, ...] = (Spider(),)
