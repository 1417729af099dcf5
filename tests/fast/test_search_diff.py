"""The compiled Durak search (``DurakCore.search``) against the Python loop of
:func:`koloda.ai.ismcts.search`, which stays the reference: from the same information set
with the same RNG, the root statistics are equal to the last bit, the RNG ends in the same
state, and the endgame solvers' tables grow alike. Rule sets cover the core's options;
positions include endgames, small leaf budgets (give-ups), both rollout kinds and a
restricted root."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.ai.adapters import DurakAdapter
from koloda.ai.durak_endgame import EndgameSolver
from koloda.ai.ismcts import search
from koloda.engine.game import CHANCE, State, get_game
from koloda.engine.infoset import InfoSet
from koloda.games.durak.fast import FastDurakState

GAME = get_game("durak")

RULES: list[tuple[int, dict[str, Any]]] = [
    (2, {}),
    (2, {"base": "perevodnoy"}),
    (2, {"base": "simple", "deck": 24, "draw_allowed": False, "draw_after_bouts": 10}),
    (3, {"throw_in": "neighbours"}),
    (4, {"base": "perevodnoy", "teams": "2x2"}),
    (2, {"deck": 52, "match_games": 2}),
    (2, {"base": "perevodnoy", "first_bout_limit": 6, "transfer_by_trump_show": True}),
]


def positions(players: int, over: dict[str, Any], seed: int, count: int) -> list[State]:
    """Decisions of random games, about half of them endgames (two players left, the
    stock empty: the solver's positions)."""
    rules = GAME.make_rules(overrides=over)
    rng = random.Random(seed)
    early: list[State] = []
    late: list[State] = []
    while len(early) + len(late) < count:
        st = GAME.new_state(players, rules, rng.randrange(1 << 30))
        while not st.is_terminal():
            if st.current_player() == CHANCE:
                st.apply_chance()
                continue
            legal = st.legal_actions()
            pool = late if st.endgame_two_left() else early
            if len(legal) > 1 and len(pool) < (count + 1) // 2 and rng.random() < 0.1:
                pool.append(st.clone())
            st.apply(legal[rng.randrange(len(legal))])
    return early + late


def run(info: InfoSet, solver: EndgameSolver | None, seed: int, compiled: bool,
        playouts: int, leaf: int, root: list[int] | None, iters: int = 250
        ) -> tuple[Any, Any]:
    adapter = DurakAdapter(info, "auto", solver)
    adapter.compiled = compiled
    adapter.playouts = playouts
    adapter.leaf_nodes = leaf
    rng = random.Random(seed)
    got = search(info, adapter, rng, iters=iters, ms=None, root_actions=root)
    return got, rng.getstate()


@pytest.mark.parametrize(("players", "over"), RULES)
def test_the_compiled_search_is_the_python_search(compiled: None, players: int,
                                                  over: dict[str, Any]) -> None:
    rules = GAME.make_rules(overrides=over)
    python_solver, c_solver = EndgameSolver(rules), EndgameSolver(rules)
    for i, st in enumerate(positions(players, over, 7 + players, 6)):
        assert isinstance(st, FastDurakState)
        info = InfoSet(st, st.current_player())
        legal = list(info.legal)
        root = legal[::2] if i % 3 == 2 else None
        playouts = 8 if i % 2 else 1
        leaf = 30 if i % 4 == 1 else 2_500
        want = run(info, python_solver, i, False, playouts, leaf, root)
        got = run(info, c_solver, i, True, playouts, leaf, root)
        assert got[0][1] == want[0][1]  # iterations
        assert list(got[0][0].items()) == list(want[0][0].items())  # order, counts, sums
        assert got[1] == want[1]  # the RNG drew the same numbers
        if python_solver._core is not None:
            assert c_solver._core.size() == python_solver._core.size()


def test_an_rng_the_core_cannot_read_takes_the_python_loop(compiled: None) -> None:
    class Counted(random.Random):
        pass

    st = positions(2, {}, 3, 1)[0]
    info = InfoSet(st, st.current_player())
    adapter = DurakAdapter(info, "auto", EndgameSolver(st.rules))
    stats, done = search(info, adapter, Counted(5), iters=50, ms=None)
    want = run(info, EndgameSolver(st.rules), 5, False, adapter.playouts, adapter.leaf_nodes,
               None, iters=50)
    assert done == 50 and stats == want[0][0]


def test_a_time_budget_ends_the_compiled_search(compiled: None) -> None:
    st = positions(2, {"base": "perevodnoy"}, 4, 1)[0]
    info = InfoSet(st, st.current_player())
    adapter = DurakAdapter(info, "auto", EndgameSolver(st.rules))
    stats, done = search(info, adapter, random.Random(1), iters=None, ms=30.0)
    assert done > 0 and sum(v for v, _ in stats.values()) == done


def test_a_position_too_wide_for_the_c_solver_is_searched_in_python() -> None:
    """``outcome_wide`` (the compiled search's fallback) gives what ``outcome`` gives."""
    ends = [p for p in positions(2, {"base": "perevodnoy"}, 11, 6) if p.endgame_two_left()]
    st = min(ends, key=lambda p: sum(h.bit_count() for h in p.hands))
    solver = EndgameSolver(st.rules, compiled=False)
    got = solver.position(st)  # type: ignore[arg-type]
    assert got is not None
    solver.max_nodes = 200_000
    want = solver.outcome(st)  # type: ignore[arg-type]
    assert want is not None and solver.outcome_wide(got[0]) == want[0]
    solver.max_nodes = 1
    assert solver.outcome_wide(got[0]) is None  # over the budget: no value


def test_the_compiled_search_lets_other_threads_run(compiled: None) -> None:
    """The C search hands the GIL over between iterations, as the Python loop does between
    bytecodes: a web server's event loop keeps serving while a computer player thinks."""
    import threading

    st = positions(2, {"base": "perevodnoy"}, 4, 2)[1]  # a search of some length
    info = InfoSet(st, st.current_player())
    adapter = DurakAdapter(info, "auto", EndgameSolver(st.rules))
    searching = threading.Event()
    finished = threading.Event()

    def think() -> None:
        searching.set()
        search(info, adapter, random.Random(3), iters=6_000, ms=None)
        finished.set()

    worker = threading.Thread(target=think)
    worker.start()
    searching.wait()
    turns = 0
    while not finished.is_set():
        turns += 1
        threading.Event().wait(0.0005)
    worker.join()
    assert turns >= 5  # without the hand-over: 0 or 1
