"""The pairs group of solitaires: the games this module lists are registered.

Cards leave the table in pairs (by rank, or making 13) or, in Память, are matched face
up; their solver is :mod:`koloda.games.patience.solvers.pairs`."""

from __future__ import annotations

from koloda.games.patience.game import PatienceGame
from koloda.games.patience.layouts.crossroads import Crossroads
from koloda.games.patience.layouts.handkerchief import Handkerchief
from koloda.games.patience.layouts.memory import Memory
from koloda.games.patience.layouts.monte_carlo import MonteCarlo
from koloda.games.patience.layouts.old_friend import OldFriend
from koloda.games.patience.layouts.pairs import Pairs
from koloda.games.patience.layouts.pyramid import Pyramid

GAMES: tuple[PatienceGame, ...] = (
    Pyramid(),
    MonteCarlo(),
    Pairs(),
    Crossroads(),
    Handkerchief(),
    OldFriend(),
    Memory(),
)
