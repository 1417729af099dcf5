"""What seeing every card is worth (not a unit test): ``koloda match`` with clairvoyant seats.

A search player's strength against the heuristic has two ceilings: what the game leaves to
skill at all, and what the player can know. This script measures the first. It runs
``koloda match`` with one change: an agent written ``open:SPEC`` is the search player SPEC
whose every world is a copy of the true position (every hidden card where it lies, and
the cards still to come in the order they will come), where a fair player's worlds are
drawn from what its seat has seen. The rest is the match's own: duplicate deals, seatings,
the JSON report that ``bench/pool_matches.py`` pools, and ``bench/match_chunks.sh`` with
``KOLODA`` naming a wrapper that runs this script.

    .venv/bin/python bench/clairvoyant.py match ekarte --agents open:hard:ms=60000,heuristic \\
        --games 40 --seed 1 --json

An agent written ``hands:SPEC`` sees every hand but not the stock: its worlds are the true
position with the stock's cards (and the other seats' face-down discards) re-dealt and the
chance to come drawn afresh. Where a fair player's worlds could at best guess the other
hands exactly, this is what it would win.

Read it this way: where a seat that sees everything wins, say, 58% against the heuristic,
an aim of 60% for a fair player is out of reach, whatever its search. It is a practical
ceiling, not a proof (a search of the one true world can still misplay, and a fair player
can bluff where the clairvoyant one has no reason to), and it says nothing about how the
heuristic plays against a stronger fair player. Durak's compiled search draws its own
worlds, so a clairvoyant Durak seat runs the Python search (slower, the same moves).
This is a benchmark's tool only: nothing in ``src/`` can reach the true position.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from typing import Any

import koloda.engine.agents as engine_agents
from koloda.cli import main
from koloda.engine.game import Action, State
from koloda.engine.infoset import InfoSet
from koloda.engine.infoset import decide as fair_decide
from koloda.match import specs as S

PREFIX = "open:"
HANDS = "hands:"  # sees every hand, not the stock's order (nor face-down discards)


class OpenInfoSet(InfoSet):
    """An information set that is the true position: every world is a copy of it."""

    __slots__ = ("_true",)

    def __init__(self, state: State, seat: int, legal: Sequence[Action]) -> None:
        self.seat = seat
        self.obs = state.observation(seat)
        self.legal = tuple(legal)
        self.game = state.game
        self.rules = state.rules
        self.players = state.players
        self._true = state.clone()
        self._base = self._true

    def resample(self, rng: random.Random) -> State:
        return self._true.clone()

    @property
    def representative(self) -> State | None:
        return None  # a compiled search would draw fair worlds from it: keep to Python


class HandsInfoSet(OpenInfoSet):
    """Every hand as it is, the face-down rest re-dealt: the cards of ``stock`` and of the
    other seats' face-down discards (``hidden_out``, where a game keeps them) shuffled back
    into the same places, and the chance to come drawn from a fresh RNG. What a fair
    player's reading of the others could at best reach, where the stock stays unknown."""

    __slots__ = ()

    def resample(self, rng: random.Random) -> State:
        world = self._true.clone()
        world.rng = random.Random(rng.getrandbits(64))
        if hasattr(world, "forced"):
            world.forced = []
        stock = getattr(world, "stock", None)
        out = getattr(world, "hidden_out", None)
        places: list[list[int]] = [stock] if isinstance(stock, list) else []
        if isinstance(out, list):
            places += [cards for s, cards in enumerate(out) if s != self.seat]
        pool = sorted(c for place in places for c in place)
        rng.shuffle(pool)
        for place in places:
            place[:], pool = pool[:len(place)], pool[len(place):]
        return world


def open_decide(agent: Any, state: State, seat: int,
                legal: Sequence[Action] | None = None) -> Action:
    """``decide``, but a clairvoyant agent is handed the true position."""
    if not getattr(agent, "clairvoyant", False):
        return fair_decide(agent, state, seat, legal)
    if legal is None:
        legal = state.legal_actions()
    kind = HandsInfoSet if agent.clairvoyant == HANDS else OpenInfoSet
    action: Action = agent.act_infoset(kind(state, seat, legal))
    return action


_fair_maker = S.maker


def open_maker(game: Any, players: int, rules: Any, spec: str, entry: int,
               options: S.Options | None = None) -> S.Maker:
    """``open:SPEC``: the agent SPEC, marked to be handed the true position."""
    spec = spec.strip()
    options = options if options is not None else S.Options()
    mode = next((p for p in (PREFIX, HANDS) if spec.startswith(p)), None)
    if mode is None:
        return _fair_maker(game, players, rules, spec, entry, options)
    inner = _fair_maker(game, players, rules, spec[len(mode):], entry, options)

    def make(seat: int, rng: random.Random) -> Any:
        agent = inner(seat, rng)
        if not hasattr(agent, "act_infoset"):
            raise SystemExit(f"{spec}: only a search player can be clairvoyant")
        agent.clairvoyant = mode
        return agent

    return make


def install() -> None:
    setattr(engine_agents, "decide", open_decide)  # noqa: B010 (the name is not exported)
    S.maker = open_maker


if __name__ == "__main__":
    install()
    sys.exit(main(sys.argv[1:]))
