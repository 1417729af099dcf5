"""The solitaires (пасьянсы): one state machine over piles declared as data, a solver
per family, and the hint. See docs/solitaires.md for each game's reading."""

from koloda.games.patience import layouts

__all__ = ["layouts"]
