"""The pair-removal solver: the search itself, pinned deals, and random play."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.conformance import leaked_cards
from koloda.games.patience import actions as A
from koloda.games.patience.layouts.memory import remembered_move
from koloda.games.patience.piles import prank
from koloda.games.patience.solve import solve
from koloda.games.patience.solvers.pairs import Puzzle, search, wilson
from tests.patience_pairs.helpers import seeded

GROUP = ("pyramid", "monte_carlo", "pairs", "crossroads", "handkerchief", "old_friend")


class Ladder(Puzzle[int]):
    """Climb from 0 to ``top`` by 1 or 2; 13 is a hole."""

    def __init__(self, top: int) -> None:
        self.top = top

    def start(self) -> int:
        return 0

    def children(self, s: int) -> list[tuple[int | tuple[int, ...], int]]:
        return [((s, s + d) if d == 2 else s, s + d) for d in (2, 1)
                if s + d <= self.top and s + d != 13]

    def won(self, s: int) -> bool:
        return s == self.top

    def key(self, s: int) -> tuple[int, int]:
        return s, 0


def test_search_wins_loses_and_stops() -> None:
    found = search(Ladder(5), 1.0)
    assert found.status == "won" and found.actions == [0, 2, 2, 4, 4]  # runs flattened
    assert search(Ladder(12), 1.0).status == "won"
    big = Ladder(14)
    big.children = lambda s: [(1, s + 1)] if s < 13 else []  # type: ignore[method-assign]
    assert search(big, 1.0).status == "lost"
    endless = Ladder(10 ** 9)
    assert search(endless, 5.0, node_limit=3000).status == "unknown"


def test_wilson_interval() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(670, 1000)
    assert 0.64 < lo < 0.67 < hi < 0.70


@pytest.mark.parametrize("key,variants,seed,status", [
    ("pyramid", [], 6, "won"), ("pyramid", [], 1, "lost"),
    ("pyramid", ["unlimited"], 0, "won"), ("pyramid", ["three_passes"], 6, "won"),
    ("monte_carlo", [], 0, "won"), ("monte_carlo", ["classic"], 0, "won"),
    ("monte_carlo", ["classic"], 9, "lost"),
    ("pairs", [], 0, "won"), ("pairs", [], 2, "lost"),
    ("crossroads", [], 3, "won"), ("handkerchief", [], 0, "won"),
    ("old_friend", [], 19, "won"), ("old_friend", [], 0, "lost"),
])
def test_pinned_deals(key: str, variants: list[str], seed: int, status: str) -> None:
    state = seeded(key, seed, variants)
    found = solve(state, 2.0)
    assert found.status == status
    for action in found.actions:
        state.apply_checked(action)
    assert state.is_won() == (status == "won")


@given(st.sampled_from(GROUP), st.integers(0, 10 ** 6))
def test_random_play_keeps_the_cards_and_removes_true_pairs(key: str, seed: int) -> None:
    state = seeded(key, seed)
    deck = sorted(state.game.deck(state.rules))
    rng = random.Random(seed)
    for _ in range(300):
        if state.is_terminal():
            break
        moves = [a for a in state.legal_actions() if a != A.GIVE_UP_ACTION]
        for move in moves:
            assert state.text_to_action(state.action_to_text(move)) == move
        assert not leaked_cards(state, 0)
        action = moves[rng.randrange(len(moves))]
        kind, a, b, _n = A.decode(action)
        if kind == A.REMOVE:
            cards = [state.piles[a][-1]] + ([state.piles[b][-1]] if b != A.NONE else [])
            values = [prank(c) for c in cards]
            if key == "monte_carlo":
                assert cards[0] & 15 == cards[1] & 15 or cards[0] >> 4 == cards[1] >> 4
            elif key in ("pyramid", "old_friend"):
                assert sum(values) == 13
            else:
                assert values[0] == values[1]
        state.apply(action)
        assert sorted(c for p in state.piles for c in p) == deck


@settings(max_examples=6)
@given(st.integers(0, 10 ** 6), st.sampled_from([36, 52]))
def test_random_memory_play_hides_what_was_turned_back(seed: int, size: int) -> None:
    state = seeded("memory", seed, [] if size == 36 else ["full_deck"])
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal():
        moves = [a for a in state.legal_actions() if a != A.GIVE_UP_ACTION]
        if steps % 10 == 0:
            for move in moves:
                assert state.text_to_action(state.action_to_text(move)) == move
        # half the time a perfect memory's move, so the deal ends soon
        move = remembered_move(state) if rng.random() < 0.5 else moves[
            rng.randrange(len(moves))]
        state.apply(move)
        steps += 1
        obs = state.observation(0)
        shown = [p["cards"][0] for p in obs["piles"]]
        assert not leaked_cards(state, 0)
        assert sum(card is not None for card in shown) == size - sum(state.down)
    assert state.is_won() and state.returns() == [float(state.points)]


def test_bench_script_reports_json() -> None:
    bench = Path(__file__).resolve().parents[2] / "bench" / "pairs_solver.py"
    done = subprocess.run([sys.executable, str(bench), "--game", "pairs", "--deals", "3",
                           "--time-limit", "0.5", "--json"], capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    import json

    report = json.loads(done.stdout)
    assert report["deals"] == 3 and report["won"] + report["lost"] + report["unknown"] == 3
    assert report["replay_failures"] == 0
    lo, hi = report["wilson95_percent"]
    assert 0 <= lo <= report["winnable_percent"] <= hi <= 100
    assert C.deck(36)  # the deck of the game measured
