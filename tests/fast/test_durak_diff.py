"""Durak: the C core against the pure-Python engine, decision by decision.

Each game is played twice from the same seed, by :class:`DurakState` and by the C core,
with the same random picks. Per rule set, 1,000 games (a match of k games counts k) are
compared by fingerprints: the core plays the game inside C (``DurakCore.trace``) and
records at every decision the action, the legal list, the hands, the table, the discard
and the stock size, which the Python game records too; the lists must be equal, and so
must all the state's fields (the returns among them) and the pick RNG at the end. Ten
more games per rule set are stepped through the public API (:class:`FastDurakState`):
the legal lists equal at every decision, all the fields at every bout start and every few
steps, the observations, results, returns and records at the end."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from koloda.engine.game import CHANCE, get_game
from koloda.engine.records import record_of, replay
from koloda.games.durak.fast import SYNCED, FastDurakState, supports
from koloda.games.durak.state import DurakState

from .conftest import needs_ext

pytestmark = needs_ext
GAME = get_game("durak")
FIELDS = sorted(SYNCED - {"tabs"})


def rule_sets() -> list[tuple[int, dict[str, Any]]]:
    """(players, rules) for every base game, player count and deck, plus the options."""
    out: list[tuple[int, dict[str, Any]]] = []
    for base in ("simple", "podkidnoy", "perevodnoy"):
        for n in range(2, 7):
            for deck in (24, 36, 52):
                if 6 * n <= deck:
                    out.append((n, {"base": base, "deck": deck}))
        out.append((4, {"base": base, "teams": "2x2", "throw_in": "neighbours"}))
        out.append((6, {"base": base, "deck": 52, "teams": "3x2"}))
        out.append((5, {"base": base, "deck": 52, "throw_in": "neighbours",
                        "draw_allowed": False}))
        out.append((2, {"base": base, "first_bout_limit": 6, "match_games": 3}))
        out.append((3, {"base": base, "match_games": 2, "draw_allowed": False}))
    out.append((3, {"base": "perevodnoy", "transfer_by_trump_show": True}))
    out.append((2, {"base": "perevodnoy", "transfer_by_trump_show": True, "deck": 24}))
    out.append((3, {"base": "podkidnoy", "draw_after_bouts": 10}))  # the draw rule
    # a game passed on from the one before («ещё раз»): who deals and who leads
    out.append((3, {"base": "podkidnoy", "first_dealer": 1, "first_leader": 2,
                    "match_games": 2}))
    return out


def fields(st: DurakState) -> dict[str, Any]:
    return {k: getattr(st, k) for k in FIELDS}


def lockstep(n: int, rules: Any, seed: int, snapshot_every: int) -> tuple[DurakState,
                                                                           DurakState]:
    slow = DurakState(GAME, n, rules, seed)
    quick = FastDurakState(GAME, n, rules, seed)
    rng = random.Random(seed)
    steps = 0
    while True:
        p = slow.current_player()
        assert quick.current_player() == p, steps
        if p == CHANCE:
            slow.apply_chance()
            quick.apply_chance()
            assert fields(quick) == fields(slow), ("deal", steps)
            continue
        if p < 0:
            break
        legal = slow.legal_actions()
        assert quick.legal_actions() == legal, (steps, fields(slow))
        # read from the core (the fields were just written back by legal_actions)
        assert quick.endgame_two_left() == slow.endgame_two_left(), steps
        a = legal[rng.randrange(len(legal))]
        slow.apply(a)
        quick.apply(a)
        steps += 1
        if steps % snapshot_every == 0 or not slow.att:
            assert fields(quick) == fields(slow), steps
    assert fields(quick) == fields(slow)
    return slow, quick


Fingerprint = tuple[int, list[int], list[int], int, int, int]


def python_trace(n: int, rules: Any, seed: int) -> tuple[DurakState, list[Fingerprint],
                                                         random.Random]:
    """The Python game and its fingerprints (what ``DurakCore.trace`` records)."""
    st = DurakState(GAME, n, rules, seed)
    rng = random.Random(seed)
    out: list[Fingerprint] = []
    append, randrange = out.append, rng.randrange
    while True:
        p = st.current_player()
        if p >= 0:
            legal = st.legal_actions()
            a = legal[randrange(len(legal))]
            append((a, legal, st.hands[:], st.table, st.discard, len(st.stock)))
            st.apply(a)
        elif p == CHANCE:
            st.apply_chance()
        else:
            return st, out, rng


CORE_FIELDS = sorted(SYNCED - {"tabs", "seat_trump"})  # what DurakCore.fields() holds


def traced(core: Any, n: int, rules: Any, seed: int) -> int:
    """One game compared by fingerprints, played by a copy of ``core`` (a new game's core:
    a new state draws nothing before its first deal, from ``random.Random(seed)``, which
    ``trace`` makes from the seed); returns its decisions."""
    slow, want, rng = python_trace(n, rules, seed)
    core = core.copy()
    pick = random.Random(seed)
    got = core.trace(seed, pick, 1_000_000)
    if got != want:
        i = next((i for i, (a, b) in enumerate(zip(got, want, strict=False)) if a != b),
                 min(len(got), len(want)))
        raise AssertionError(f"seed {seed}: decision {i} of {len(want)} differs: C "
                             f"{got[i] if i < len(got) else None}, Python "
                             f"{want[i] if i < len(want) else None}")
    assert core.fields() == {k: getattr(slow, k) for k in CORE_FIELDS}, seed
    assert pick.getrandbits(64) == rng.getrandbits(64), seed  # as many numbers drawn
    return len(want)


GAMES = 1000  # per rule set, compared by fingerprints
LOCKSTEP = 10  # more per rule set, stepped through the public API
CASES = rule_sets()


@pytest.mark.parametrize("n,over", CASES, ids=[f"{n}p-{'-'.join(map(str, o.values()))}"
                                                for n, o in CASES])
def test_games_match_decision_by_decision(n: int, over: dict[str, Any]) -> None:
    rules = GAME.make_rules(overrides=over)
    assert supports(rules)
    matches = -(-GAMES // rules.match_games)  # a match of k games counts k
    core = FastDurakState(GAME, n, rules, 0).__dict__["_core"]
    decisions = sum(traced(core, n, rules, seed)
                    for seed in range(LOCKSTEP, LOCKSTEP + matches))
    assert decisions >= 40 * GAMES
    for seed in range(LOCKSTEP):
        slow, quick = lockstep(n, rules, seed, snapshot_every=1 if seed < 4 else 17)
        assert quick.returns() == slow.returns()
        assert quick.result() == slow.result()
        assert quick.history == slow.history and quick.deals == slow.deals
        if seed < 3:
            for seat in range(n):
                assert quick.observation(seat) == slow.observation(seat)
            assert json.dumps(record_of(quick)) == json.dumps(record_of(slow))
            assert replay(record_of(quick)).result() == slow.result()


def test_many_two_player_podkidnoy_games() -> None:
    """The common game, 2000 more games (legal lists and results only)."""
    rules = GAME.make_rules(overrides={"base": "podkidnoy", "deck": 36})
    for seed in range(1000, 3000):
        slow = DurakState(GAME, 2, rules, seed)
        quick = FastDurakState(GAME, 2, rules, seed)
        rng = random.Random(seed)
        while not slow.is_terminal():
            if slow.current_player() == CHANCE:
                slow.apply_chance()
                quick.apply_chance()
                continue
            legal = slow.legal_actions()
            assert quick.legal_actions() == legal
            a = legal[rng.randrange(len(legal))]
            slow.apply(a)
            quick.apply(a)
        assert quick.is_terminal()
        assert quick.result() == slow.result()


def test_mixed_python_access_keeps_one_state() -> None:
    """Reading and changing fields from Python between hot calls (as views and tests do)
    keeps the core and the fields one state."""
    rules = GAME.make_rules()
    slow = DurakState(GAME, 3, rules, 5)
    quick = FastDurakState(GAME, 3, rules, 5)
    rng = random.Random(5)
    steps = 0
    while not slow.is_terminal():
        if slow.current_player() == CHANCE:
            slow.apply_chance()
            quick.apply_chance()
            continue
        if steps % 3 == 0:
            assert quick.observation(steps % 3) == slow.observation(steps % 3)
        if steps == 7:  # surgery: a field set, then one changed in place
            for st in (slow, quick):
                st.stall = 1
                st.counters["bouts"] += 10
        legal = slow.legal_actions()
        assert quick.legal_actions() == legal
        a = legal[rng.randrange(len(legal))]
        twin = quick.clone()
        slow.apply(a)
        quick.apply(a)
        assert twin.history == quick.history[:-1]
        steps += 1
    assert quick.result() == slow.result()
    assert isinstance(quick, FastDurakState)


def test_surgery_beyond_the_core_falls_back_to_python() -> None:
    rules = GAME.make_rules()
    st = FastDurakState(GAME, 2, rules, 1)
    st.apply_chance()
    st.hands[0] |= 1 << 200  # no card the core can hold
    legal = st.legal_actions()
    assert type(st) is DurakState and legal


def test_unsupported_rules_stay_on_python() -> None:
    from koloda import fast

    if not fast.enabled():
        pytest.skip("the pure path is forced")
    rules = GAME.make_rules(variants=["trumpless"])
    assert type(GAME.new_state(2, rules, 1)) is DurakState
    assert type(GAME.new_state(2, GAME.make_rules(), 1)) is FastDurakState
