"""Durak playouts: the engine's generic loop, the fused pure-Python loop and the C core
give the same returns and leave the RNG in the same state."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.engine.game import CHANCE, State, get_game
from koloda.games.durak.fast import FastDurakState
from koloda.games.durak.playout import fused_playout
from koloda.games.durak.state import DurakState

from .conftest import needs_ext

pytestmark = needs_ext
GAME = get_game("durak")
RULES: list[tuple[int, dict[str, Any]]] = [
    (2, {"base": "podkidnoy"}),
    (2, {"base": "simple", "deck": 24, "match_games": 3}),
    (3, {"base": "perevodnoy", "transfer_by_trump_show": True, "match_games": 2}),
    (4, {"base": "podkidnoy", "teams": "2x2", "throw_in": "neighbours"}),
    (5, {"base": "perevodnoy", "deck": 52, "draw_allowed": False}),
    (6, {"base": "simple", "deck": 52, "teams": "3x2", "match_games": 2}),
    (3, {"base": "perevodnoy", "first_dealer": 2, "first_leader": 3}),
]


def pair(n: int, rules: Any, seed: int) -> tuple[DurakState, DurakState]:
    slow = DurakState(GAME, n, rules, seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 70)):
        if slow.is_terminal():
            break
        if slow.current_player() == CHANCE:
            slow.apply_chance()
            continue
        legal = slow.legal_actions()
        slow.apply(legal[rng.randrange(len(legal))])
    quick = FastDurakState(GAME, n, rules, seed)
    for a in slow.history:
        while quick.current_player() == CHANCE:
            quick.apply_chance()
        quick.apply(a)
    return slow, quick


@pytest.mark.parametrize("n,over", RULES)
def test_three_loops_agree(n: int, over: dict[str, Any]) -> None:
    rules = GAME.make_rules(overrides=over)
    for seed in range(12):
        slow, quick = pair(n, rules, seed)
        r1, r2, r3 = (random.Random(seed + 5) for _ in range(3))
        v1 = State.playout(slow, r1)
        v2 = fused_playout(slow, r2)
        v3 = quick.playout(r3)
        assert v1 == v2 == v3
        assert r1.getstate() == r2.getstate() == r3.getstate()
        assert State.playouts(slow, 15, seed) == slow.playouts(15, seed) == quick.playouts(
            15, seed)
        big = seed + 2**32 * (seed + 1)  # a seed of two 32-bit words, as Random takes it
        assert State.playouts(slow, 4, big) == quick.playouts(4, big)
        if slow.current_player() >= 0:
            seat = slow.current_player()
            assert State.rollouts(slow, seat, 6, seed) == quick.rollouts(seat, 6, seed)
            r1, r2 = random.Random(seed), random.Random(seed)
            w1, w2 = slow.resample(seat, r1), quick.resample(seat, r2)
            assert w1.playout(r1) == w2.playout(r2)  # a world's own RNG deals the same
            assert w1.clone().rng.getstate() == w2.clone().rng.getstate()


def test_playout_leaves_the_state_unchanged() -> None:
    rules = GAME.make_rules()
    slow, quick = pair(2, rules, 3)
    before = (slow.observation(0), quick.observation(0), slow.history[:], quick.rng.getstate())
    slow.playout(random.Random(1))
    quick.playout(random.Random(1))
    quick.playouts(10, 1)
    assert (slow.observation(0), quick.observation(0), slow.history, quick.rng.getstate()) \
        == before
