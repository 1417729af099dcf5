"""Checks every game must pass, used by the test suite over a grid of rule settings:
random playouts that verify termination, observation hiding, clone independence,
JSON-able observations and record replay.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from koloda.engine import cards as C
from koloda.engine.agents import RandomAgent, run_agents
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, State
from koloda.engine.records import record_of, replay


def strings_in(obj: Any) -> Iterator[str]:
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from strings_in(k)
            yield from strings_in(v)
    elif isinstance(obj, list | tuple):
        for v in obj:
            yield from strings_in(v)


def leaked_cards(state: State, seat: int) -> list[str]:
    """Card texts in ``seat``'s observation that it must not see."""
    hidden = state.unseen(seat)
    out = []
    for text in strings_in(state.observation(seat)):
        try:
            card = C.parse(text)
        except ParseError:
            continue
        if hidden >> card & 1:
            out.append(text)
    return out


def check_playout(state: State, seed: int, max_steps: int = 20_000,
                  check_every: int = 1) -> State:
    """Random playout with all checks; returns the final state."""
    rng = random.Random(seed)
    initial = state.clone()
    steps = 0
    played: list[str] = []  # each action's text in its own position, as a table keeps it
    cut: State | None = None  # a position part-way, to round-trip an unfinished record
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state.apply_chance()
            continue
        if steps % check_every == 0:
            for seat in range(state.players):
                obs = state.observation(seat)
                json.dumps(obs)
                leaks = leaked_cards(state, seat)
                assert not leaks, f"seat {seat} sees hidden cards {leaks} at step {steps}"
        legal = state.legal_actions()
        assert legal, f"no legal action for seat {player} at step {steps}"
        assert len(set(legal)) == len(legal), "duplicate legal actions"
        for a in legal:
            assert state.text_to_action(state.action_to_text(a)) == a
        searched = state.search_actions()
        assert searched and set(searched) <= set(legal), \
            f"the search's moves {searched} are not a non-empty part of {legal}"
        if steps % 7 == 3:
            twin = state.clone()
            a = legal[rng.randrange(len(legal))]
            twin.apply(a)
            assert state.history != twin.history, "clone shares history with original"
        action = legal[rng.randrange(len(legal))]
        text = state.action_to_text(action)
        assert state.text_to_action(text) == action, f"'{text}' is not its move here"
        played.append(text)
        if cut is None and rng.random() < 0.02:
            cut = state.clone()
        state.apply(action)
        steps += 1
        assert steps < max_steps, "random playout did not terminate"
    json.dumps(state.result())
    record = record_of(state)
    assert record["actions"] == played, "a record must keep each move's text as played"
    check_record_round_trip(state)
    if cut is not None:
        check_record_round_trip(cut, with_deals=False)
    # the same seed and actions without explicit deals give the same game too
    again = initial.clone()
    run_agents_replay(again, state.history)
    assert again.result() == state.result()
    return state


def check_record_round_trip(state: State, with_deals: bool = True) -> State:
    """The record of ``state`` through JSON text and back replays to the same history and
    the same result (an unfinished record without its deals too: the seed rebuilds them)."""
    text = json.dumps(record_of(state, with_deals=with_deals), ensure_ascii=False)
    rebuilt = replay(json.loads(text))
    assert rebuilt.history == state.history, "the record replays to other moves"
    settled = state.clone()
    while settled.current_player() == CHANCE:  # replay deals what is due, as tables do
        settled.apply_chance()
    assert rebuilt.result() == settled.result(), "the record replays to another result"
    assert rebuilt.observation(0) == settled.observation(0)
    return rebuilt


def run_agents_replay(state: State, actions: list[int]) -> None:
    for a in actions:
        while state.current_player() == CHANCE:
            state.apply_chance()
        state.apply(a)
    while state.current_player() == CHANCE:  # as replay() does
        state.apply_chance()


__all__ = ["RandomAgent", "check_playout", "check_record_round_trip", "leaked_cards",
           "run_agents"]
