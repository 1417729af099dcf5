"""Search-based computer players for every game, at several levels.

- :func:`make_agent` builds a player from a spec (``heuristic``, ``hard``,
  ``ismcts:ms=500``, ``pimc:worlds=40``; see :mod:`koloda.ai.levels`).
- :mod:`koloda.ai.ismcts`: Information Set MCTS, used for Durak and the Mau-Mau family;
  :mod:`koloda.ai.durak_endgame`: the exact Durak endgame solver.
- :mod:`koloda.ai.tysyacha`: Тысяча card play by PIMC over the open-hand solver, and the
  bidding, talon, gift, raise and roospis decisions by Monte Carlo over the unseen cards.
- :mod:`koloda.ai.advice`: the hard player's advice for the terminal's hint, and
  ``koloda analyse``.

Search players see only their information set (:mod:`koloda.engine.infoset`): the
observation, the legal moves and worlds resampled from what they know. This package may
import the games; the games never import it.
"""

from koloda.ai.levels import LEVEL_NAMES, LEVELS, agent_names, make_agent, parse_spec

__all__ = ["LEVELS", "LEVEL_NAMES", "agent_names", "make_agent", "parse_spec"]
