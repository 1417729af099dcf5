"""Resampling on both paths: the C core's Durak resample is the Python one draw for draw,
and every resampled world agrees with what the seat has seen (Durak and Тысяча)."""

from __future__ import annotations

import random

import pytest

from koloda import fast
from koloda.engine.game import CHANCE, get_game
from koloda.games.durak.fast import FastDurakState
from koloda.games.durak.state import DurakState

from .conftest import needs_ext
from .positions import tysyacha_position

DURAK = get_game("durak")


def advanced(cls: type[DurakState], n: int, rules: object, seed: int) -> DurakState:
    st = cls(DURAK, n, rules, seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(1, 90)):
        if st.is_terminal():
            break
        if st.current_player() == CHANCE:
            st.apply_chance()
            continue
        legal = st.legal_actions()
        st.apply(legal[rng.randrange(len(legal))])
    return st


def consistent(world: DurakState, st: DurakState, seat: int) -> None:
    assert world.observation(seat) == st.observation(seat)
    assert world.hands[seat] == st.hands[seat]
    assert [h.bit_count() for h in world.hands] == [h.bit_count() for h in st.hands]
    assert len(world.stock) == len(st.stock)
    total = world.discard | world.table
    for h in world.hands:
        assert not total & h
        total |= h
    for c in world.stock:
        assert not total >> c & 1
        total |= 1 << c
    assert total.bit_count() == len(DURAK.new_state(st.players, st.rules, 1).hk.deck_cards) \
        or st.is_terminal()
    if world.current_player() == seat:
        assert sorted(world.legal_actions()) == sorted(st.legal_actions())


@needs_ext
@pytest.mark.parametrize("base", ["simple", "podkidnoy", "perevodnoy"])
def test_durak_resample_is_the_python_one(base: str) -> None:
    for n in (2, 3, 5):
        rules = DURAK.make_rules(overrides={"base": base})
        for seed in range(25):
            slow = advanced(DurakState, n, rules, seed)
            quick = advanced(FastDurakState, n, rules, seed)
            if slow.current_player() < 0:
                continue
            for seat in range(n):
                r1, r2 = random.Random(seed + seat), random.Random(seed + seat)
                a, b = slow.resample(seat, r1), quick.resample(seat, r2)
                assert isinstance(b, FastDurakState)
                for k in ("hands", "known", "stock", "att", "dfn", "laid", "discard",
                          "trump_card", "phase", "to_move"):
                    assert getattr(a, k) == getattr(b, k), k
                assert a.rng.getstate() == b.rng.getstate()
                assert r1.getstate() == r2.getstate()
                consistent(b, quick, seat)
                assert a.playout(r1) == b.playout(r2)
                assert slow.rollouts(seat, 5, 9) == quick.rollouts(seat, 5, 9)


@pytest.mark.parametrize("engine", ["c", "python"])
def test_durak_resample_keeps_the_view(engine: str) -> None:
    if engine == "c" and not fast.available():
        pytest.skip("the C extension is not built")
    before = fast.set_pure(engine == "python")
    try:
        for seed in range(30):
            n = 2 + seed % 4
            rules = DURAK.make_rules(overrides={"base": ("podkidnoy", "perevodnoy")[seed % 2]})
            st = DURAK.new_state(n, rules, seed)
            rng = random.Random(seed)
            for _ in range(rng.randrange(1, 120)):
                if st.is_terminal():
                    break
                if st.current_player() == CHANCE:
                    st.apply_chance()
                    continue
                legal = st.legal_actions()
                st.apply(legal[rng.randrange(len(legal))])
            if st.current_player() < 0:
                continue
            for seat in range(n):
                world = st.resample(seat, random.Random(seed * 10 + seat))
                consistent(world, st, seat)  # type: ignore[arg-type]
    finally:
        fast.set_pure(before)


@pytest.mark.parametrize("engine", ["c", "python"])
def test_tysyacha_resample_then_deal_playout(engine: str) -> None:
    if engine == "c" and not fast.available():
        pytest.skip("the C extension is not built")
    before = fast.set_pure(engine == "python")
    try:
        for seed in range(15):
            st = tysyacha_position(seed, 2 + seed % 7)
            seat = st.turn
            rng = random.Random(seed)
            world = st.resample(seat, rng)
            assert world.observation(seat) == st.observation(seat)
            assert [h.bit_count() for h in world.hands] == [h.bit_count() for h in st.hands]
            got = world.deal_playout(rng)
            assert sum(got) >= 120 + sum(world.marr)  # every card point, the marriages
            assert (sum(got) - 120) % 20 == 0
    finally:
        fast.set_pure(before)
