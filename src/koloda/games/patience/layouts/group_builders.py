"""The builders group of solitaires: open building games (Улица, Улицы, Чередование,
Шестёрки, Короли, Карлтон, Секрет, Тройка, Лабиринт, Джокер), all solved by
:mod:`koloda.games.patience.solvers.builders`. The games this module lists are
registered."""

from __future__ import annotations

from koloda.games.patience.game import PatienceGame
from koloda.games.patience.layouts.alternation import Alternation
from koloda.games.patience.layouts.carlton import Carlton
from koloda.games.patience.layouts.joker import Joker
from koloda.games.patience.layouts.kings import Kings
from koloda.games.patience.layouts.labyrinth import Labyrinth
from koloda.games.patience.layouts.secret import Secret
from koloda.games.patience.layouts.sixes import Sixes
from koloda.games.patience.layouts.street import Street
from koloda.games.patience.layouts.streets import Streets
from koloda.games.patience.layouts.troika import Troika

GAMES: tuple[PatienceGame, ...] = (
    Carlton(),
    Kings(),
    Street(),
    Streets(),
    Alternation(),
    Sixes(),
    Secret(),
    Troika(),
    Labyrinth(),
    Joker(),
)
