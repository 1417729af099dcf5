"""The forced group of solitaires: the games this module lists are registered."""

from __future__ import annotations

from koloda.games.patience.game import PatienceGame
from koloda.games.patience.layouts.coco import Coco
from koloda.games.patience.layouts.paganini import Paganini

GAMES: tuple[PatienceGame, ...] = (Coco(), Paganini())
