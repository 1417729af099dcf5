"""The forced group of solitaires: the games this module lists are registered."""

from __future__ import annotations

from koloda.games.patience.game import PatienceGame
from koloda.games.patience.layouts.coco import Coco
from koloda.games.patience.layouts.paganini import Paganini
from koloda.games.patience.layouts.parade import Parade
from koloda.games.patience.layouts.prisoner import Prisoner
from koloda.games.patience.layouts.three_hundred import ThreeHundred
from koloda.games.patience.layouts.well import Well

GAMES: tuple[PatienceGame, ...] = (Coco(), Well(), Paganini(), Parade(), Prisoner(),
                                   ThreeHundred())
