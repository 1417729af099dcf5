"""Дурак (Durak): simple, podkidnoy, perevodnoy and 29 variants.

The rules reference is the docstring of :mod:`koloda.games.durak.rules`; the rigged-deal
mapping is in :mod:`koloda.games.durak.state`.
"""

from koloda.engine.game import register
from koloda.games.durak.game import DurakGame
from koloda.games.durak.rules import DurakRules
from koloda.games.durak.state import DurakState, Phase

GAME = register(DurakGame())

__all__ = ["GAME", "DurakGame", "DurakRules", "DurakState", "Phase"]
