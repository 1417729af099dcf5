"""Property tests: conservation, hiding, termination, clones, resampling, text forms."""

from __future__ import annotations

import json
import random

from hypothesis import given
from hypothesis import strategies as st_

from koloda.engine import cards as C
from koloda.engine.game import CHANCE
from koloda.games.durak import actions as A
from koloda.games.durak.state import DurakState

from .helpers import GAME, variant_state

KEYS = sorted(GAME.variants)



def _disjoint_total(st: DurakState) -> int:
    parts = [*st.hands, C.mask_of(st.stock), st.discard, st.removed,
             C.mask_of(st.att), C.mask_of(c for c in st.dfn if c >= 0)]
    seen = 0
    for m in parts:
        assert not seen & m, "a card is in two places"
        seen |= m
    return seen


def _play(st: DurakState, seed: int, check: bool) -> int:
    rng = random.Random(seed)
    size = st.rules.deck * (2 if st.rules.big else 1)
    full = C.mask_of(C.deck(st.rules.deck, copies=2 if st.rules.big else 1))
    steps = 0
    while not st.is_terminal():
        if st.current_player() == CHANCE:
            st.apply_chance()
            continue
        if check:
            assert _disjoint_total(st) == full and size == full.bit_count()
            for seat in range(st.players):
                hidden = st.unseen(seat)
                obs = st.observation(seat)
                text = json.dumps(obs)
                for c in C.cards_in(full):
                    if hidden >> c & 1:
                        assert f'"{C.to_text(c)}"' not in text
                shown = 1 << st.trump_card if st.trump_visible() else 0  # public
                if not st.rules.reverse:
                    own = st.hands[seat] & ~st.closed[seat]
                    assert not hidden & own  # you always see your playable cards
                    for other in range(st.players):
                        if other != seat:  # others' cards are hidden unless known
                            secret = st.hands[other] & ~st.known[seat] & ~shown
                            assert secret & hidden == secret
                else:
                    assert st.hands[seat] & hidden == st.hands[seat] & ~shown
                stock = C.mask_of(st.stock[1:] if st.trump_visible() else st.stock)
                assert stock & hidden == stock  # the stock order is never shown
                face_up = C.mask_of(st.att) | C.mask_of(
                    c for c in st.dfn if c >= 0 and not st.secret >> c & 1)
                assert not face_up & hidden  # the table is open to all
                assert len(obs["hand"]) + obs["closed"][seat] == obs["hand_sizes"][seat] \
                    or st.rules.reverse
        legal = st.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        st.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 20_000, "random game did not end"
    return steps


@given(st_.lists(st_.sampled_from(KEYS), min_size=1, max_size=3),
       st_.integers(2, 6), st_.integers(0, 10_000))
def test_random_games_conserve_hide_and_end(keys: list[str], players: int, seed: int) -> None:
    st = variant_state(keys, players, seed)
    if st is None:
        return
    _play(st, seed, check=True)
    res = st.result()
    json.dumps(res)
    assert res["deals"] == st.rules.match_games
    order = res["finish_order"][-1]
    assert sorted(order) == list(range(players))


@given(st_.integers(0, 10_000), st_.integers(2, 6), st_.integers(1, 3))
def test_match_keeps_a_tally(seed: int, players: int, games: int) -> None:
    rules = GAME.make_rules(overrides={"match_games": games})
    st = GAME.new_state(players, rules, seed)
    assert isinstance(st, DurakState)
    _play(st, seed, check=False)
    res = st.result()
    assert res["deals"] == games and len(res["fools"]) == games
    assert sum(res["tally"]) == sum(len(f) for f in res["fools"])
    assert abs(sum(st.returns())) < 1e-9


@given(st_.integers(0, 10_000))
def test_clone_is_independent_and_resample_keeps_the_view(seed: int) -> None:
    st = GAME.new_state(3, GAME.make_rules(variants=["perevodnoy"]), seed)
    assert isinstance(st, DurakState)
    rng = random.Random(seed)
    for _ in range(rng.randrange(1, 40)):
        if st.is_terminal():
            return
        if st.current_player() == CHANCE:
            st.apply_chance()
            continue
        legal = st.legal_actions()
        st.apply(legal[rng.randrange(len(legal))])
    if st.current_player() < 0:
        return
    twin = st.clone()
    before = json.dumps(st.observation(0))
    twin.apply(twin.legal_actions()[0])
    assert json.dumps(st.observation(0)) == before
    for seat in range(3):
        other = st.resample(seat, random.Random(seed))
        assert other.observation(seat) == st.observation(seat)
        assert _disjoint_total(other) == _disjoint_total(st)
        assert sorted(other.legal_actions()) == sorted(st.legal_actions()) or \
            other.current_player() != seat


def test_every_legal_action_round_trips_in_text() -> None:
    for key in KEYS:
        st = variant_state([key], 2, 1)
        if st is None:
            st = variant_state([key], 4, 1)
        assert st is not None
        rng = random.Random(3)
        for _ in range(200):
            if st.is_terminal():
                break
            if st.current_player() == CHANCE:
                st.apply_chance()
                continue
            legal = st.legal_actions()
            for a in legal:
                text = st.action_to_text(a)
                assert A.parse(text) == a
                assert st.describe_action(a, "ru") and st.describe_action(a, "en")
            st.apply(legal[rng.randrange(len(legal))])


def test_random_playout_speed_smoke() -> None:
    from koloda.engine.agents import random_playout

    rules = GAME.make_rules()
    for seed in range(20):
        state = GAME.new_state(2, rules, seed)
        random_playout(state, random.Random(seed))
        assert state.is_terminal()
