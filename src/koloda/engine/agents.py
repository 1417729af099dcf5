"""Computer players: an observation and the legal actions in, one action out.

Agents get an injected RNG (deterministic under a seed) and never see the state itself,
so they cannot peek at hidden cards. A searching agent that needs worlds to think in sets
``wants_infoset = True`` and is asked ``act_infoset(infoset)`` instead: an
:class:`~koloda.engine.infoset.InfoSet` holds the observation, the legal actions and a
sampler of worlds consistent with the seat's information, never the true state.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from koloda.engine.game import CHANCE, Action, State
from koloda.engine.infoset import InfoSet, decide


class Agent(Protocol):
    seat: int

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action: ...


class InfoSetAgent(Agent, Protocol):
    """An agent asked through the information-set door (``wants_infoset = True``)."""

    wants_infoset: bool

    def act_infoset(self, infoset: InfoSet) -> Action: ...


class RandomAgent:
    """Uniformly random among the legal actions; works for every game."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


def run_agents(state: State, agents: Sequence[Agent], max_steps: int = 1_000_000) -> int:
    """Play ``state`` to the end with one agent per seat; returns the steps taken."""
    steps = 0
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state.apply_chance()
            continue
        state.apply(decide(agents[player], state, player))
        steps += 1
        if steps >= max_steps:
            raise RuntimeError(f"game did not end within {max_steps} steps")
    return steps


def random_playout(state: State, rng: random.Random, max_steps: int = 1_000_000) -> int:
    """The fast loop used by benchmarks and search: uniform random, no observations."""
    steps = 0
    while True:
        player = state.current_player()
        if player >= 0:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
            if steps >= max_steps:
                raise RuntimeError(f"game did not end within {max_steps} steps")
        elif player == CHANCE:
            state.apply_chance()
        else:
            return steps
