"""Resampling on both paths: the C core's Durak resample is the Python one draw for draw,
and every resampled world agrees with what the seat has seen (Durak and Тысяча)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations

import pytest

from koloda import fast
from koloda.engine import cards as C
from koloda.engine.game import CHANCE, get_game
from koloda.games.durak.fast import FastDurakState
from koloda.games.durak.state import DurakState
from koloda.games.tysyacha.cardset import DECK, SUIT_BITS
from koloda.games.tysyacha.state import TysyachaState, _deal_hidden, _ways

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


# --- Тысяча: the C sampler (tys_resample / tys_deal) is _deal_hidden draw for draw ---------

TYS = get_game("tysyacha")
TYS_RULES: list[tuple[str | None, dict[str, object]]] = [
    (None, {}), (None, {"discard_face_down": True}), ("golden_dark", {}),
    ("table", {"discard_face_down": True, "must_lead_trump": True}),
]
PLACES = ("hands", "talon", "talon2", "pile", "rest", "known", "talon_taken",
          "talon_cards", "gifts", "void")


def tysyacha_walk(seed: int, every: float = 0.15, steps: int = 160) -> list[TysyachaState]:
    """Positions (a player to move) of a random game's first deals, every phase."""
    preset, over = TYS_RULES[seed % len(TYS_RULES)]
    players = 2 + seed // len(TYS_RULES) % 3
    st = TYS.new_state(players, TYS.make_rules(preset=preset, overrides=over), seed)
    rng = random.Random(seed)
    out: list[TysyachaState] = []
    for _ in range(steps):
        if st.is_terminal():
            break
        if st.current_player() == CHANCE:
            st.apply_chance()
            continue
        assert isinstance(st, TysyachaState)
        if rng.random() < every:
            out.append(st.clone())
        legal = st.legal_actions()
        st.apply(legal[rng.randrange(len(legal))])
    return out


@needs_ext
def test_tysyacha_resample_is_the_python_one() -> None:
    voids = face_down = worlds = 0
    for seed in range(60):
        for st in tysyacha_walk(seed):
            for seat in range(st.players):
                r1, r2 = random.Random(seed * 7 + seat), random.Random(seed * 7 + seat)
                before = fast.set_pure(True)
                try:
                    slow = st.resample(seat, r1)
                    fast.set_pure(False)
                    quick = st.resample(seat, r2)
                finally:
                    fast.set_pure(before)
                for k in PLACES:
                    assert getattr(slow, k) == getattr(quick, k), k
                assert r1.getstate() == r2.getstate()
                assert slow.rng.getstate() == quick.rng.getstate()
                assert quick.observation(seat) == st.observation(seat)
                worlds += 1
                voids += any(st.void)
                face_down += any(not up and seat not in (g, t) for g, t, _, up in st.gifts)
    assert worlds > 500 and voids > 50 and face_down > 20, (worlds, voids, face_down)


def test_a_resampled_world_seeds_its_rng_from_the_callers() -> None:
    st = tysyacha_position(3, 5)
    rng = random.Random(11)
    seed = random.Random(11).getrandbits(64)
    world = st.resample(st.turn, rng)
    twin = world.clone()
    assert world.rng.getstate() == random.Random(seed).getstate()
    assert twin.rng.getstate() == random.Random(seed).getstate()
    world.rng.random()
    assert twin.rng.getstate() == random.Random(seed).getstate()
    world.rng = random.Random(5)
    assert world.rng.getstate() == random.Random(5).getstate()


def random_deal_problem(rng: random.Random, cards: int, places: int
                        ) -> tuple[int, list[int], list[int]]:
    """Hidden cards, room per place and voids that a true deal satisfies."""
    chosen = rng.sample(DECK, cards)
    need = [0] * places
    for _ in chosen:
        need[rng.randrange(places)] += 1
    truth, k = [0] * places, 0
    for i in range(places):
        truth[i] = C.mask_of(chosen[k:k + need[i]])
        k += need[i]
    void = [sum(1 << s for s in range(4) if not truth[i] & SUIT_BITS[s] and rng.random() < 0.5)
            for i in range(places)]
    return C.mask_of(chosen), need, void


@needs_ext
def test_tys_deal_draws_what_deal_hidden_draws() -> None:
    ext = fast._ext
    assert ext is not None
    rng = random.Random(8)
    for case in range(1500):
        hidden, need, void = random_deal_problem(rng, rng.randrange(19), rng.randrange(1, 6))
        r1, r2 = random.Random(case), random.Random(case)
        for _ in range(rng.randrange(700)):  # anywhere in the Mersenne Twister's block
            r1.random()
            r2.random()
        assert ext.tys_deal(hidden, need, void, r2) == _deal_hidden(hidden, need, void, r1)
        assert r1.getstate() == r2.getstate()
    # a 24-card deal into 4 places (counts past 2**32: randrange draws two words)
    for case in range(20):
        hidden, need, void = random_deal_problem(rng, 24, 4)
        r1, r2 = random.Random(case), random.Random(case)
        assert ext.tys_deal(hidden, need, void, r2) == _deal_hidden(hidden, need, void, r1)
        assert r1.getstate() == r2.getstate()


@needs_ext
def test_tys_deal_is_uniform_over_the_consistent_deals() -> None:
    ext = fast._ext
    assert ext is not None
    spades, hearts = SUIT_BITS[C.SPADES], SUIT_BITS[C.HEARTS]
    hidden = C.mask_of(map(C.parse, ["9S", "JS", "QS", "9H", "JH", "QH", "KD"]))
    need, void = [2, 3, 2], [0b0001, 0b1000, 0]  # place 0: no spade; place 1: no heart
    rng = random.Random(17)
    seen: Counter[tuple[int, ...]] = Counter()
    for _ in range(3000):
        got = ext.tys_deal(hidden, need, void, rng)
        assert [g.bit_count() for g in got] == need
        assert not got[0] & spades and not got[1] & hearts
        assert got[0] | got[1] | got[2] == hidden
        seen[tuple(got)] += 1
    deals = set()  # every deal that fits, by brute force
    for perm in permutations(C.cards_in(hidden)):
        deal = (C.mask_of(perm[:2]), C.mask_of(perm[2:5]), C.mask_of(perm[5:]))
        if not deal[0] & spades and not deal[1] & hearts:
            deals.add(deal)
    assert set(seen) == deals  # nothing else, and nothing missed
    assert _ways((3, 1, 3), ((1, 2), (0, 1, 2), (0, 2)), (2, 3, 2)) == len(deals) == 15
    expected = 3000 / len(deals)
    chi2 = sum((v - expected) ** 2 / expected for v in seen.values())
    assert chi2 < 36.1  # df 14: p = 0.001
    # constraints that force the deal: found at once, every time
    forced = C.mask_of(map(C.parse, ["9S", "JS", "QS", "9H", "JH", "QH"]))
    for _ in range(20):
        assert ext.tys_deal(forced, [3, 3, 0], [0b1000, 0b0001, 0], rng) == [
            forced & spades, forced & hearts, 0]


def test_a_random_subclass_takes_the_python_way() -> None:
    class Mine(random.Random):
        pass

    st = tysyacha_position(4, 6)
    before = fast.set_pure(False)
    try:
        a = st.resample(st.turn, Mine(3))
        fast.set_pure(True)
        b = st.resample(st.turn, random.Random(3))
    finally:
        fast.set_pure(before)
    assert [*a.hands, a.known] == [*b.hands, b.known]
