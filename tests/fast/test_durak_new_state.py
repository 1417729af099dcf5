"""Durak: a new state on the compiled path is copied from a template and its deal RNG is
held by the C core (seeded and shuffled there) until Python asks for it. Both must be
invisible: the same deals, the same fields, the same RNG afterwards and the same records
as ``DurakState`` from the same seed, whatever is asked first."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.engine.game import CHANCE, get_game
from koloda.engine.records import record_of
from koloda.games.durak.fast import SYNCED, FastDurakState
from koloda.games.durak.state import DurakState

from .conftest import needs_ext

pytestmark = needs_ext
GAME = get_game("durak")
RULES = [
    (2, {"base": "podkidnoy", "deck": 36}),
    (3, {"base": "perevodnoy", "deck": 52, "match_games": 3}),
    (4, {"base": "simple", "deck": 24, "teams": "2x2"}),
    (2, {"base": "podkidnoy", "deck": 36, "match_games": 4, "first_dealer": 2,
         "first_leader": 1}),
]
SEEDS = [0, 1, 7, 2**31 - 1, 2**32, 2**63 + 5, 2**64 - 1]


def pair(n: int, over: dict[str, Any], seed: int) -> tuple[DurakState, DurakState]:
    rules = GAME.make_rules(overrides=over)
    fast_st = FastDurakState(GAME, n, rules, seed)
    assert isinstance(fast_st, FastDurakState)
    pure = DurakState(GAME, n, rules, seed)
    return fast_st, pure


def play(st: DurakState, rng: random.Random) -> None:
    while not st.is_terminal():
        if st.current_player() == CHANCE:
            st.apply_chance()
        else:
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("n,over", RULES)
@pytest.mark.parametrize("seed", SEEDS)
def test_a_new_state_deals_and_plays_as_the_python_one(n: int, over: dict[str, Any],
                                                        seed: int) -> None:
    fast_st, pure = pair(n, over, seed)
    same = SYNCED - {"tabs"}  # derived from the trump, which is not chosen yet
    assert {k: getattr(fast_st, k) for k in same} == {k: getattr(pure, k) for k in same}
    play(fast_st, random.Random(seed + 1))
    play(pure, random.Random(seed + 1))
    assert fast_st.deals == pure.deals
    assert fast_st.history == pure.history
    assert fast_st.returns() == pure.returns()
    assert fast_st.rng.getstate() == pure.rng.getstate()
    assert record_of(fast_st) == record_of(pure)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_rng_asked_before_or_after_the_deal_is_the_python_one(seed: int) -> None:
    n, over = RULES[1]
    before, pure = pair(n, over, seed)
    assert before.rng.getstate() == pure.rng.getstate()  # taken before any deal
    after, _ = pair(n, over, seed)
    before.apply_chance()
    after.apply_chance()
    pure.apply_chance()
    assert before.deals == after.deals == pure.deals
    assert after.rng.getstate() == pure.rng.getstate()  # taken after the core dealt
    assert before.rng.getstate() == pure.rng.getstate()


def test_a_clone_before_the_deal_deals_what_its_original_deals() -> None:
    n, over = RULES[1]
    st, _ = pair(n, over, 42)
    twin = st.clone()
    st.apply_chance()
    twin.apply_chance()
    assert st.deals == twin.deals
    play(st, random.Random(3))
    play(twin, random.Random(3))
    assert st.deals == twin.deals and st.returns() == twin.returns()


def test_a_playout_from_the_deal_uses_a_copy_of_the_held_rng() -> None:
    n, over = RULES[1]
    st, pure = pair(n, over, 9)
    got = st.playout(random.Random(5))
    want = pure.playout(random.Random(5))
    assert got == want
    assert st.current_player() == CHANCE and not st.deals  # unchanged by the playout
    assert st.rng.getstate() == pure.rng.getstate()


def test_setting_the_rng_replaces_the_held_one() -> None:
    n, over = RULES[0]
    st, pure = pair(n, over, 11)
    st.rng = random.Random(99)
    pure.rng = random.Random(99)
    st.apply_chance()
    pure.apply_chance()
    assert st.deals == pure.deals


def test_forced_deals_and_odd_seeds_take_the_python_ways() -> None:
    rules = GAME.make_rules(overrides={"base": "podkidnoy", "deck": 36})
    order = list(range(36))
    deck = sorted(DurakState(GAME, 2, rules, 0).hk.deck_cards)
    forced = FastDurakState(GAME, 2, rules, 5, deals=[deck])
    forced.apply_chance()
    assert forced.deals == [deck]
    assert order  # the forced order is the deck as given
    for seed in (-3, 2**64, 2**70 + 1):
        st = FastDurakState(GAME, 2, rules, seed)
        pure = DurakState(GAME, 2, rules, seed)
        st.apply_chance()
        pure.apply_chance()
        assert st.deals == pure.deals and st.seed == seed


def test_new_states_share_no_mutable_field() -> None:
    rules = GAME.make_rules(overrides={"base": "podkidnoy", "deck": 36})
    a = FastDurakState(GAME, 2, rules, 1)
    b = FastDurakState(GAME, 2, rules, 2)
    for k, v in a.__dict__.items():
        if isinstance(v, (list, dict)) and k not in ("team",):
            assert v is not b.__dict__.get(k), k
    a.apply_chance()
    assert b.current_player() == CHANCE and b.deals == []


def test_a_demoted_state_keeps_its_rng() -> None:
    rules = GAME.make_rules(overrides={"base": "podkidnoy", "deck": 36})
    st = FastDurakState(GAME, 2, rules, 21)
    pure = DurakState(GAME, 2, rules, 21)
    st.apply_chance()
    pure.apply_chance()
    st.hands[0] |= 1 << 200  # no card the core can hold: a plain DurakState from now on
    st.legal_actions()
    assert type(st) is DurakState
    assert st.rng.getstate() == pure.rng.getstate()


def test_a_hot_call_taken_before_python_reads_the_fields_stays_right() -> None:
    """``st.apply(agent.act(st.observation(p), legal))`` looks ``st.apply`` up before the
    observation makes Python hold the fields: the move must still land, once."""
    from koloda.games.durak.bot import HeuristicAgent

    rules = GAME.make_rules(overrides={"base": "perevodnoy", "deck": 36})
    st = FastDurakState(GAME, 2, rules, 77)
    pure = DurakState(GAME, 2, rules, 77)
    bots = [HeuristicAgent(s, random.Random(s)) for s in range(2)]
    twins = [HeuristicAgent(s, random.Random(s)) for s in range(2)]
    while not st.is_terminal():
        p = st.current_player()
        if p == CHANCE:
            st.apply_chance()
            pure.apply_chance()
            continue
        legal = st.legal_actions()
        assert legal == pure.legal_actions()
        pure.apply(twins[p].act(pure.observation(p), pure.legal_actions()))
        st.apply(bots[p].act(st.observation(p), legal))
        assert st.history == pure.history
    assert pure.is_terminal() and st.returns() == pure.returns()


def test_stale_bound_calls_after_a_field_is_set_or_the_state_demoted() -> None:
    rules = GAME.make_rules(overrides={"base": "podkidnoy", "deck": 36})
    st = FastDurakState(GAME, 2, rules, 5)
    pure = DurakState(GAME, 2, rules, 5)
    st.apply_chance()
    pure.apply_chance()
    apply, legal, who = st.apply, st.legal_actions, st.current_player
    st.stall = 3  # Python sets a field the core holds
    pure.stall = 3
    assert who() == pure.current_player() and legal() == pure.legal_actions()
    a = pure.legal_actions()[0]
    apply(a)
    pure.apply(a)
    assert st.history == pure.history and st.stall == pure.stall
    assert st.legal_actions() == pure.legal_actions()
    apply = st.apply
    st.hands[0] |= 1 << 200  # beyond the core: a plain DurakState from now on
    assert type(st) is DurakState or st.hands  # demoted at the next hot call
    a = st.legal_actions()[0]
    apply(a)  # the stale bound call of the old core goes to DurakState.apply
    assert type(st) is DurakState and st.history[-1] == a
