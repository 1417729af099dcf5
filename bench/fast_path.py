"""The compiled fast path (``koloda._speedups``) beside the pure-Python engine and outside
engines, measured in one run, per CPU second:

1. Durak 2p/36 podkidnoy random games stepped through the public API (``legal_actions`` +
   ``apply`` from a Python loop, deal included): Koloda with the extension, Koloda pure,
   PyPI ``durakgame``, OpenSpiel ``crazy_eights`` (2 players) stepped from Python.
2. Batch playouts: ``state.playouts(n, seed)`` from freshly dealt games against
   OpenSpiel's own C++ loop (``pyspiel.evaluate_bots`` with uniform random bots on
   ``crazy_eights``, 2 players: a whole game in C++ per call).
3. Determinized rollouts from mid-game: ``state.resample(seat, rng).playout(rng)``
   (Durak; the batch ``state.rollouts``) and ``state.resample(seat, rng).deal_playout(rng)``
   (Тысяча, to the end of the deal).
4. The Тысяча open-hand solver on random positions with 8, 7 and 6 cards in each hand
   (3 players): median and p95 ms, C and Python.
5. The Durak endgame solver (two players left, the stock empty; 2p/36 podkidnoy and
   perevodnoy) on the first endgame position of random games, solved from a fresh table
   with the node budget the ``hard`` level gives it at the root (20,000): ms per position
   and nodes per CPU second, C and Python on the same positions.

Every Koloda figure is measured twice, with the extension and with it switched off
(``koloda.fast.set_pure``), so users without a compiler know what they get.

Usage: ``python bench/fast_path.py [--seconds S] [--seed K] [--solver N] [--solver-py N]
[--endgames N] [--json]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import _util

CPU = time.process_time


def per_cpu(fn: Callable[[int], int], seconds: float, rounds: int = 3) -> dict[str, Any]:
    """Call ``fn(i)`` (it returns how many games or rollouts it made) until ``seconds`` of
    CPU have passed, in ``rounds`` slices; units per CPU second."""
    units = calls = 0
    spent = 0.0
    fn(-1)  # warm up
    for _ in range(rounds):
        start = CPU()
        end = start + seconds / rounds
        while True:
            units += fn(calls)
            calls += 1
            now = CPU()
            if now >= end:
                break
        spent += now - start
    return {"units": units, "cpu_seconds": round(spent, 3),
            "per_cpu_s": round(units / spent, 1) if spent else None,
            "us_per_unit": round(spent / units * 1e6, 2) if units else None}


def with_path(pure: bool, fn: Callable[[], Any]) -> Any:
    from koloda import fast

    before = fast.set_pure(pure)
    try:
        return fn()
    finally:
        fast.set_pure(before)


# --- 1. stepped games -------------------------------------------------------------------------

def koloda_stepped(seed: int) -> Callable[[int], int]:
    from koloda.engine.game import CHANCE, get_game

    game = get_game("durak")
    rules = game.make_rules(overrides={"base": "podkidnoy", "deck": 36})

    def one(i: int) -> int:
        st = game.new_state(2, rules, seed + i)
        rng = random.Random(seed + i)
        randrange = rng.randrange
        while True:
            p = st.current_player()
            if p >= 0:
                legal = st.legal_actions()
                st.apply(legal[randrange(len(legal))])
            elif p == CHANCE:
                st.apply_chance()
            else:
                return 1
    return one


def outside_stepped(seed: int) -> dict[str, Callable[[int], int] | None]:
    import durak_playouts as dp

    out: dict[str, Callable[[int], int] | None] = {}
    for name, (one_game, _info) in (("durakgame", dp.durakgame_durak(seed, 1000)),
                                    ("openspiel_py", dp.openspiel_crazy_eights(seed))):
        if one_game is None:
            out[name] = None
            continue

        def run(i: int, g: Callable[[int, _util.Tally], None] = one_game) -> int:
            g(i, _util.Tally())
            return 1
        out[name] = run
    return out


# --- 2. batch playouts ------------------------------------------------------------------------

def koloda_batch(seed: int, batch: int) -> Callable[[int], int]:
    from koloda.engine.game import get_game

    game = get_game("durak")
    rules = game.make_rules(overrides={"base": "podkidnoy", "deck": 36})

    def one(i: int) -> int:
        st = game.new_state(2, rules, seed + i)
        st.apply_chance()
        st.playouts(batch, seed + i)
        return batch
    return one


def openspiel_batch(seed: int) -> Callable[[int], int] | None:
    pyspiel = _util.optional_import("pyspiel")
    if pyspiel is None:
        return None
    game = pyspiel.load_game("crazy_eights", {"players": 2})
    bots = [pyspiel.make_uniform_random_bot(p, seed + p) for p in range(2)]

    def one(i: int) -> int:
        pyspiel.evaluate_bots(game.new_initial_state(), bots, seed + i)
        return 1
    return one


# --- 3. rollouts ---------------------------------------------------------------------------------

def durak_midgame(count: int, seed: int) -> list[Any]:
    from koloda.engine.game import CHANCE, get_game

    game = get_game("durak")
    rules = game.make_rules(overrides={"base": "podkidnoy", "deck": 36})
    out = []
    i = 0
    while len(out) < count:
        st = game.new_state(2, rules, seed + i)
        rng = random.Random(seed + i)
        i += 1
        for _ in range(30):  # about a third of a game
            if st.current_player() == CHANCE:
                st.apply_chance()
                continue
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
        if st.current_player() >= 0:
            out.append(st)
    return out


def tysyacha_midplay(count: int, seed: int, cards: int) -> list[Any]:
    from koloda.games.tysyacha.solver import random_position

    return [random_position(seed + i, cards) for i in range(count)]


def rollout_fns(states: list[Any], deal: bool) -> Callable[[int], int]:
    def one(i: int) -> int:
        st = states[i % len(states)]
        rng = random.Random(i)
        seat = st.current_player()
        for _ in range(20):
            world = st.resample(seat, rng)
            if deal:
                world.deal_playout(rng)
            else:
                world.playout(rng)
        return 20
    return one


def rollout_batch(states: list[Any]) -> Callable[[int], int]:
    def one(i: int) -> int:
        st = states[i % len(states)]
        st.rollouts(st.current_player(), 200, i)
        return 200
    return one


# --- 4. solver ------------------------------------------------------------------------------------

def solver_times(positions: list[Any], engine: str) -> dict[str, Any]:
    from koloda.games.tysyacha.solver import solve

    ms = []
    for st in positions:
        start = CPU()
        solve(st, engine=engine)
        ms.append((CPU() - start) * 1000)
    ms.sort()
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return {"positions": len(ms), "median_ms": round(statistics.median(ms), 3),
            "p95_ms": round(p95, 3), "max_ms": round(ms[-1], 3)}


# --- 5. Durak endgame solver ----------------------------------------------------------------------

def durak_endgames(count: int, seed: int, base: str) -> list[Any]:
    from koloda.ai.durak_endgame import applies
    from koloda.engine.game import CHANCE, get_game

    game = get_game("durak")
    rules = game.make_rules(overrides={"base": base, "deck": 36})
    out: list[Any] = []
    i = 0
    while len(out) < count:
        st = game.new_state(2, rules, seed + i)
        rng = random.Random(seed + i)
        i += 1
        while not st.is_terminal():
            if st.current_player() == CHANCE:
                st.apply_chance()
                continue
            if applies(st):
                out.append(st)
                break
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
    return out


def endgame_times(positions: list[Any], compiled: bool, budget: int) -> dict[str, Any]:
    from koloda.ai.durak_endgame import EndgameSolver

    ms = []
    nodes = solved = 0
    spent = 0.0
    for st in positions:
        solver = EndgameSolver(st.rules, max_nodes=budget, compiled=compiled)
        start = CPU()
        got = solver.outcome_moves(st)
        took = CPU() - start
        spent += took
        ms.append(took * 1000)
        nodes += solver.nodes
        solved += got is not None
    ms.sort()
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return {"positions": len(ms), "solved": solved, "median_ms": round(statistics.median(ms), 3),
            "p95_ms": round(p95, 3), "max_ms": round(ms[-1], 3),
            "nodes_per_cpu_s": round(nodes / spent) if spent else None}


# --- the run ------------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = _util.parser(__doc__.split("\n\n")[0] if __doc__ else "", seconds=3.0)
    p.add_argument("--solver", type=int, default=40,
                   help="positions per hand size for the C solver (default 40)")
    p.add_argument("--solver-py", type=int, default=8,
                   help="positions per hand size for the Python solver (default 8)")
    p.add_argument("--batch", type=int, default=200, help="playouts per playouts() call")
    p.add_argument("--endgames", type=int, default=30,
                   help="Durak endgame positions per base game (default 30)")
    args = p.parse_args(argv)
    _games, seconds = _util.budget_of(args)
    seconds = seconds or 3.0
    from koloda import fast

    seed = args.seed
    report: dict[str, Any] = {"benchmark": "fast_path", "extension": fast.available(),
                              "machine": _util.machine(),
                              "options": {"seconds": seconds, "seed": seed,
                                          "solver": args.solver, "solver_py": args.solver_py,
                                          "batch": args.batch}}
    c_on = fast.available()
    paths = [("c", False)] if c_on else []
    paths.append(("python", True))

    # 1. stepped games
    stepped: dict[str, Any] = {}
    for name, pure in paths:
        stepped[f"koloda_{name}"] = with_path(pure, lambda: per_cpu(koloda_stepped(seed),
                                                                   seconds))
    for name, fn in outside_stepped(seed).items():
        stepped[name] = per_cpu(fn, seconds) if fn is not None else None
    report["stepped_games_per_cpu_s"] = stepped

    # 2. batch playouts
    batch: dict[str, Any] = {}
    for name, pure in paths:
        batch[f"koloda_{name}"] = with_path(pure, lambda: per_cpu(
            koloda_batch(seed, args.batch), seconds))
    os_fn = openspiel_batch(seed)
    batch["openspiel_cpp"] = per_cpu(os_fn, seconds) if os_fn is not None else None
    report["batch_games_per_cpu_s"] = batch

    # 3. rollouts
    rollouts: dict[str, Any] = {}
    for name, pure in paths:
        states = with_path(pure, lambda: durak_midgame(50, seed))
        rollouts[f"durak_{name}"] = with_path(pure, lambda s=states: per_cpu(
            rollout_fns(s, deal=False), seconds))
        rollouts[f"durak_batch_{name}"] = with_path(pure, lambda s=states: per_cpu(
            rollout_batch(s), seconds))
        tstates = with_path(pure, lambda: tysyacha_midplay(30, seed, 5))
        rollouts[f"tysyacha_{name}"] = with_path(pure, lambda s=tstates: per_cpu(
            rollout_fns(s, deal=True), seconds))
    report["rollouts"] = rollouts

    # 4. solver
    solver: dict[str, Any] = {}
    for cards in (8, 7, 6):
        if c_on:
            pos = tysyacha_midplay(args.solver, seed + 100 * cards, cards)
            solver[f"c_{cards}"] = solver_times(pos, "c")
        if args.solver_py:
            pos = tysyacha_midplay(args.solver_py, seed + 100 * cards, cards)
            solver[f"python_{cards}"] = solver_times(pos, "python")
    report["solver"] = solver

    # 5. Durak endgame solver
    endgame: dict[str, Any] = {}
    for base in ("podkidnoy", "perevodnoy"):
        if not args.endgames:
            break
        pos = durak_endgames(args.endgames, seed, base)
        for name, _pure in paths:
            endgame[f"{base}_{name}"] = endgame_times(pos, name == "c", 20_000)
    report["durak_endgame"] = endgame
    _util.emit(report, args.json, text_lines(report))
    return report


def text_lines(report: dict[str, Any]) -> list[str]:
    m = report["machine"]
    lines = [f"Fast path bench ({m['cpus']} CPUs, Python {m['python']}; extension "
             f"{'built' if report['extension'] else 'missing'}), per CPU second"]

    def fig(x: Any, key: str = "per_cpu_s") -> str:
        return "n/a" if x is None else f"{x[key]:,.0f}"

    lines.append("1. Durak 2p/36 games stepped from Python (games/CPU s):")
    st = report["stepped_games_per_cpu_s"]
    for k, v in st.items():
        lines.append(f"   {k:<16} {fig(v):>10}")
    lines.append("2. batch playouts (games/CPU s):")
    for k, v in report["batch_games_per_cpu_s"].items():
        lines.append(f"   {k:<16} {fig(v):>10}")
    lines.append("3. determinized rollouts from mid-game (µs per rollout, CPU):")
    for k, v in report["rollouts"].items():
        lines.append(f"   {k:<22} {'n/a' if v is None else v['us_per_unit']:>10}")
    lines.append("4. Тысяча solver, 3 players (ms CPU: median / p95 / max):")
    for k, v in report["solver"].items():
        lines.append(f"   {k:<10} {v['median_ms']:>9} / {v['p95_ms']:>9} / {v['max_ms']:>9}"
                     f"  ({v['positions']} positions)")
    lines.append("5. Durak endgame solver, budget 20,000 nodes (ms CPU: median / p95 / max; "
                 "nodes per CPU s):")
    for k, v in report.get("durak_endgame", {}).items():
        lines.append(f"   {k:<18} {v['median_ms']:>9} / {v['p95_ms']:>9} / {v['max_ms']:>9}"
                     f"  {v['nodes_per_cpu_s'] or 0:>10,}  ({v['solved']} of {v['positions']}"
                     " solved)")
    return lines


if __name__ == "__main__":
    main(sys.argv[1:])
