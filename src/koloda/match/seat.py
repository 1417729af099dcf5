"""What the match harness hands a player about its own seat, and the timing wrapper.

An agent sees ``act(observation, legal)`` (or, through the search players' information-set
door, ``act_infoset``). Outside players need a little more to talk about their moves: the
text and label of each of their legal actions, and a parser for a text answer. The harness
gives such an agent a :class:`SeatView` before each game (``begin_game``) and the outcome
after it (``end_game``). A view holds the live state, but hands out only what the seat may
know: its own observation, the texts of its own legal moves, and samples of its
information set (``state.resample(seat, rng)``, the same door a search player has).
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine.errors import KolodaError
from koloda.engine.game import Action, Game, State


class SeatView:
    """One seat's window on the game in progress (see the module doc)."""

    def __init__(self, game: Game, state: State, seat: int, lang: str = "en") -> None:
        self.game = game
        self._state = state
        self.seat = seat
        self.players = state.players
        self.lang = lang

    @property
    def rules(self) -> dict[str, Any]:
        """The rules in force, every key (JSON-able)."""
        values: dict[str, Any] = self._state.rules.to_dict()
        return values

    def observation(self) -> dict[str, Any]:
        return self._state.observation(self.seat)

    def entries(self, legal: Sequence[Action]) -> list[dict[str, Any]]:
        """The seat's legal actions as the bot protocol sends them: the number, the
        stable text form and the move-list label as the mover sees it."""
        st = self._state
        out = []
        for a in legal:
            try:
                label = st.describe_action(a, self.lang)
            except (KeyError, IndexError, ValueError):
                label = st.action_to_text(a)
            out.append({"action": int(a), "text": st.action_to_text(a), "label": label})
        return out

    def parse(self, text: str) -> Action | None:
        """The action a text names (any spelling the game accepts), or None."""
        try:
            return self._state.text_to_action(text)
        except (KolodaError, KeyError, IndexError, TypeError):
            return None

    def sample(self, rng: random.Random) -> State:
        """A world drawn from the seat's information set (hidden cards re-dealt), from
        the game's canonical representative of that set when it has one (so the draw
        does not depend on where the hidden cards really are)."""
        state = self._state
        canonical = getattr(state, "canonical", None)
        if callable(canonical):
            try:
                base: State = canonical(self.seat)
                return base.resample(self.seat, rng)
            except NotImplementedError:
                pass
        return state.resample(self.seat, rng)

    def result(self) -> dict[str, Any]:
        return self._state.result()

    def returns(self) -> list[float]:
        return self._state.returns()


class Timed:
    """Wraps an agent to time each decision; every other attribute is the agent's own."""

    def __init__(self, inner: Any, times: list[float]) -> None:
        self.inner = inner
        self.seat: int = inner.seat
        self.times = times
        if hasattr(inner, "wants_infoset"):
            self.wants_infoset = inner.wants_infoset

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        start = time.perf_counter()
        try:
            action: Action = self.inner.act(obs, legal)
        finally:
            self.times.append(time.perf_counter() - start)
        return action

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


class TimedInfoset(Timed):
    """:class:`Timed` for an agent that takes the information-set door."""

    def act_infoset(self, *args: Any, **kwargs: Any) -> Action:
        start = time.perf_counter()
        try:
            action: Action = self.inner.act_infoset(*args, **kwargs)
        finally:
            self.times.append(time.perf_counter() - start)
        return action


def timed(agent: Any, times: list[float]) -> Timed:
    """The timing wrapper that keeps the agent's doors (``act`` and ``act_infoset``)."""
    if hasattr(agent, "act_infoset"):
        return TimedInfoset(agent, times)
    return Timed(agent, times)
