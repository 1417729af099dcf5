"""Тысяча playouts: the card play in one loop (C, or the fused Python loop) against the
state machine stepped move by move."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda import fast
from koloda.engine.game import CHANCE, get_game
from koloda.games.tysyacha import fastplay
from koloda.games.tysyacha.state import TysyachaState

from .positions import tysyacha_position

GAME = get_game("tysyacha")
RULES: list[dict[str, Any]] = [
    {"max_deals": 3},
    {"max_deals": 3, "must_lead_trump": True, "ace_marriage": True,
     "declare_on_first_lead": True},
    {"max_deals": 3, "no_lead_others_trump": True, "golden": True},
]


def stepped(st: TysyachaState, rng: random.Random) -> TysyachaState:
    s = st.clone()
    while not s.is_terminal():
        if s.current_player() == CHANCE:
            s.apply_chance()
            continue
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    return s


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("rules", RULES, ids=["default", "declare", "golden"])
@pytest.mark.parametrize("engine", ["c", "python"])
def test_playouts_match_the_state_machine(players: int, rules: dict[str, Any],
                                          engine: str) -> None:
    if engine == "c" and not fast.available():
        pytest.skip("the C extension is not built")
    before = fast.set_pure(engine == "python")
    try:
        for seed in range(15):
            st = GAME.new_state(players, GAME.make_rules(overrides=rules), seed)
            rng = random.Random(seed)
            for _ in range(rng.randrange(0, 60)):
                if st.is_terminal():
                    break
                if st.current_player() == CHANCE:
                    st.apply_chance()
                    continue
                legal = st.legal_actions()
                st.apply(legal[rng.randrange(len(legal))])
            r1, r2, r3 = random.Random(seed), random.Random(seed), random.Random(seed)
            ref = stepped(st, r1)
            got = fastplay.run(st.clone(), r2)
            assert got.scores == ref.scores and got.sheet == ref.sheet
            assert got.returns() == ref.returns()
            assert st.playout(r3) == ref.returns()
            assert r1.getstate() == r2.getstate() == r3.getstate()
    finally:
        fast.set_pure(before)


@pytest.mark.parametrize("engine", ["c", "python"])
def test_deal_playout(engine: str) -> None:
    if engine == "c" and not fast.available():
        pytest.skip("the C extension is not built")
    before = fast.set_pure(engine == "python")
    try:
        for seed in range(20):
            st = tysyacha_position(seed, 1 + seed % 8)
            r1, r2 = random.Random(seed), random.Random(seed)
            got = st.deal_playout(r1)
            s = st.clone()
            while s.hands[s.turn]:
                legal = s.legal_actions()
                s.apply(legal[r2.randrange(len(legal))])
            assert got == [s.taken[x] + s.marr[x] for x in range(3)]
            assert sum(got) - sum(s.marr) == 120
            assert r1.getstate() == r2.getstate()
    finally:
        fast.set_pure(before)


def test_deal_rollouts_are_means() -> None:
    st = tysyacha_position(3, 5)
    mean = fastplay.deal_rollouts(st, st.turn, 30, seed=4)
    assert len(mean) == 3 and 0 <= sum(mean) <= 120 + 500
