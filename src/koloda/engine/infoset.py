"""The information-set door: what a searching computer player may use to decide.

An agent that sets ``wants_infoset = True`` is asked ``act_infoset(infoset)`` instead of
``act(obs, legal)``. An :class:`InfoSet` gives it exactly three things:

- ``obs``: the seat's observation (the same dict ``act`` would get);
- ``legal``: the legal actions;
- ``resample(rng)``: a full :class:`~koloda.engine.game.State` (a *world*) that agrees
  with everything the seat has seen, drawn uniformly from its information set by the
  game's exact sampler (``State.resample``), with its own future chance.

It never holds the true state. The caller (``run_agents``, ``Table.choose``) builds it
from the true state, but what it keeps is :meth:`State.canonical` of that state: a world
of the same information set in which the hidden cards are laid out by a fixed rule (the
lowest hidden cards in the first hidden places), whose seed, deal log and history are
wiped. Worlds are drawn from that representative, so they are a function of the seat's
information set and the RNG alone: two true positions that the seat cannot tell apart give
the same worlds, and so the same decisions (``tests/ai/test_no_peek.py``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from koloda.engine.game import Action

if TYPE_CHECKING:
    from koloda.engine.game import Game, State
    from koloda.engine.rules import Rules


class InfoSet:
    """One seat's decision: its observation, its legal actions and a sampler of worlds."""

    __slots__ = ("_base", "game", "legal", "obs", "players", "rules", "seat")

    def __init__(self, state: State, seat: int, legal: Sequence[Action] | None = None,
                 obs: Mapping[str, Any] | None = None) -> None:
        self.seat = seat
        self.obs: Mapping[str, Any] = obs if obs is not None else state.observation(seat)
        self.legal: tuple[Action, ...] = tuple(
            legal if legal is not None else state.legal_actions())
        self.game: Game = state.game
        self.rules: Rules = state.rules
        self.players: int = state.players
        # the representative is made now: the true state is not kept past this call
        self._base: State | None = None
        try:
            self._base = state.canonical(seat)
        except NotImplementedError:  # a game that cannot resample: worlds are refused
            self._base = None

    def resample(self, rng: random.Random) -> State:
        """A world of this information set, drawn with ``rng`` (its later deals too)."""
        if self._base is None:
            raise NotImplementedError(f"{self.game.key} cannot resample hidden cards")
        return self._base.resample(self.seat, rng)

    @property
    def representative(self) -> State | None:
        """The canonical world that :meth:`resample` draws from (None: the game cannot
        resample), for a compiled search that draws the worlds itself, the same way."""
        return self._base

    @property
    def can_resample(self) -> bool:
        return self._base is not None

    def __repr__(self) -> str:
        return f"InfoSet({self.game.key}, seat={self.seat}, legal={len(self.legal)})"


def decide(agent: Any, state: State, seat: int,
           legal: Sequence[Action] | None = None, play: bool = False) -> Action:
    """Ask ``agent`` for the move of ``seat`` in ``state`` through its door: an
    information set for agents that want one, else the observation and legal actions
    (``play``: only what the game's heuristic reads of it, ``State.play_observation``;
    for that heuristic alone)."""
    if legal is None:
        legal = state.legal_actions()
    if getattr(agent, "wants_infoset", False):
        action: Action = agent.act_infoset(InfoSet(state, seat, legal))
        return action
    obs = state.play_observation(seat) if play else state.observation(seat)
    chosen: Action = agent.act(obs, legal)
    return chosen
