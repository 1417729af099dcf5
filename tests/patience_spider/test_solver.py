"""The Spider solver: pinned deals it wins (the line replays through the game's legal
moves), proofs of lost positions, the hint, and the benchmark script's smoke run.

The solver's restarts are measured in positions, not seconds, so with a node limit and a
generous time limit its answers do not depend on the machine."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from koloda.engine import cards as C
from koloda.games.patience import actions as A
from koloda.games.patience.solve import hint, solve
from koloda.games.patience.solvers.spider import (
    DEAL,
    code,
    solve_spider,
    spider_hint,
    stock_rows,
)
from koloda.games.patience.state import PatienceState
from tests.patience_spider.helpers import COLUMNS, GAME, STOCK, cards, position, rules

BENCH = Path(__file__).resolve().parents[2] / "bench" / "spider_solver.py"


def seeded(suits: int, seed: int) -> PatienceState:
    state = GAME.new_state(1, rules(suits), seed=seed)
    state.apply_chance()
    assert isinstance(state, PatienceState)
    return state


def replays_to_a_win(state: PatienceState, actions: list[int]) -> bool:
    state = state.clone()
    for action in actions:
        if action not in state.legal_actions():
            return False
        state.apply(action)
    return state.is_won()


@pytest.mark.parametrize("suits,seed", [(1, 1), (1, 3), (1, 5), (2, 5)])
def test_pinned_deals_are_won(suits: int, seed: int) -> None:
    state = seeded(suits, seed)
    found = solve(state, 60.0, node_limit=5000)
    assert found.status == "won"
    assert replays_to_a_win(state, found.actions)
    assert found.actions.count(A.DRAW_ACTION) == 5  # the whole stock was dealt


def test_pinned_four_suit_deal_is_not_won_quickly() -> None:
    found = solve(seeded(4, 1), 60.0, node_limit=3000)
    assert found.status == "unknown" and found.nodes == 3000


def test_codes_and_rows() -> None:
    assert code(C.parse("AS")) == 1 and code(C.parse("KH'")) == 3 << 4 | 13
    assert stock_rows(list(range(20))[::-1], 10) == [list(range(10)), list(range(10, 20))]


def test_a_near_win_is_found_with_its_deal() -> None:
    ranks = ("K", "Q", "J", "10", "9", "8", "7", "6", "5")
    runs = [" ".join(f"{r}{suit}" for r in ranks) for suit in "SHCD"]
    state = position([*runs, "3S", "3H", "3C", "3D", "2S", "2H"],
                     stock="AD AC AH AS 2D 2C 4D 4C 4H 4S", done=4)
    found = solve(state, 20.0, node_limit=20_000)
    assert found.status == "won" and replays_to_a_win(state, found.actions)
    assert A.DRAW_ACTION in found.actions


def test_a_dead_end_is_proved_lost() -> None:
    state = position(["KS"] * 4 + ["KH"] * 4 + ["5C", "5D"])
    assert solve(state, 5.0).status == "lost"
    # moves are left, but no run can ever be finished: the search runs out and says so
    state = position(["KS QH", "KD", "5C", "5C", "5D", "5D", "9C", "9C", "9D", "9D"])
    found = solve(state, 10.0)
    assert found.status == "lost"


def test_solver_works_on_columns_directly() -> None:
    cols = [[C.parse("2S")], [C.parse("AS")]]
    found = solve_spider(cols, [0, 0], rows=[], time_limit=2.0)
    assert found.status == "lost"  # A♠ on 2♠ is no finished run
    run = cards("KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S")
    found = solve_spider([run, [C.parse("AS")]], [0, 0], time_limit=2.0)
    assert found.status == "won" and found.moves == [(1, 0, 1)]
    found = solve_spider([run], [0], rows=[[C.parse("AS")]], time_limit=2.0)
    assert found.status == "won" and found.moves == [DEAL]  # one column, a row of one
    found = solve_spider([run], [0], rows=[[C.parse("AH")]], time_limit=2.0)
    assert found.status == "lost"
    found = solve_spider([run[:1], [C.parse("QS")]], [0, 0], time_limit=2.0)
    assert found.status == "lost" and found.best == [(1, 0, 1)]  # Q♠ onto K♠ at least


def test_hint_on_one_suit_is_legal_and_wins_some_worlds() -> None:
    state = seeded(1, 2)
    report = hint(state, 60.0, worlds=3, nodes=20_000)
    assert report.action is not None and report.action in state.legal_actions()
    assert report.move_won > 0


def test_hint_guesses_when_no_world_is_won() -> None:
    state = seeded(4, 1)
    action, share, guessed = spider_hint(state, 0.3, worlds=2)
    assert action is not None and action in state.legal_actions()
    assert guessed and share == 0.0
    text = state.hint(0, "", "en")
    assert text.startswith("Hint: ")


def test_hint_winnable_looks_at_every_card() -> None:
    state = position(["KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", "AS"], done=7)
    assert "can be won (1 move)." in state.hint(0, "winnable", "en")
    assert "(решение в 1 ход)" in state.hint(0, "winnable", "ru")
    assert state.hint(0, "", "en") == f"Hint: A♠ → pile {COLUMNS.index(COLUMNS[0]) + 1}"
    assert STOCK == 8


def test_bench_script_runs() -> None:
    done = subprocess.run([sys.executable, str(BENCH), "--suits", "1", "--deals", "2",
                           "--time-limit", "2", "--json"], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["deals"] == 2 and report["won"] + report["lost"] + report["unknown"] == 2
    assert report["verified"] == report["won"]
    assert len(report["won_interval"]) == 2 and report["deals_per_s"] > 0


def test_the_computer_player_uses_the_spider_hint() -> None:
    import random

    from koloda.engine.infoset import InfoSet
    from koloda.games.patience.solvers.spider import SpiderAgent

    agent = GAME.agent_factories()["solver"](0, random.Random(3))
    assert isinstance(agent, SpiderAgent)
    agent.time_limit = 0.3
    state = seeded(1, 4)
    for _ in range(3):
        action = agent.act_infoset(InfoSet(state, 0))
        assert action in state.legal_actions() and action != A.GIVE_UP_ACTION
        state.apply(action)
