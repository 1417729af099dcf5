"""The compiled fast path (``koloda._speedups``) beside the pure-Python engine and outside
engines that play correctly, measured in one run, per CPU second, the sides of every
comparison taking turns in slices (A B C … C B A), each ratio given over the whole run and
as its range over the rounds:

1. Durak 2p/36 podkidnoy random games stepped through the public API (``legal_actions`` +
   ``apply`` from a Python loop, a new state and its deal included): Koloda with the
   extension and pure; PyPI ``durakgame`` with its ``FinishingMove`` card-duplication bug
   repaired (the reference; the package as published beside it, marked); OpenSpiel
   ``crazy_eights`` (2 players) stepped from Python with its uniform chance nodes drawn as
   ``choice(legal_actions())`` (the reference; the ``chance_outcomes()`` loop beside it).
   See ``durak_playouts.py`` for both outside engines.
2. Whole games in one call: a fresh game (``new_state``, the deal, ``playout(rng)``) and
   ``state.playouts(n, seed)`` (n playouts of one deal) against OpenSpiel's own C++ loop
   (``pyspiel.evaluate_bots``, uniform random bots, ``crazy_eights`` for 2, a new
   initial state per game).
3. Determinized rollouts from mid-game: ``state.resample(seat, rng).playout(rng)``
   (Durak; the batch ``state.rollouts``) and ``state.resample(seat, rng).deal_playout(rng)``
   (Тысяча, to the end of the deal).
4. The Тысяча open-hand solver on random positions with 8, 7 and 6 cards in each hand
   (3 players): median, p95, p99 and max ms, C and Python.
5. The Durak endgame solver (two players left, the stock empty; 2p/36 podkidnoy and
   perevodnoy) on the first endgame position of random games, solved from a fresh table
   with the node budget the ``hard`` level gives it at the root (20,000): ms per position
   (median, p95, p99, max) and nodes per CPU second, C and Python on the same positions.

Every Koloda figure is measured with the extension and with it switched off
(``koloda.fast.set_pure``), so users without a compiler know what they get.

Usage: ``python bench/fast_path.py [--seconds S] [--rounds R] [--seed K] [--solver N]
[--solver-py N] [--endgames N] [--json]``.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from typing import Any

import _util

CPU = time.process_time


def on_path(pure: bool) -> Callable[[], Callable[[], None]]:
    """For ``_util.interleaved``: switch the fast path for a slice, and back after it."""
    def enter() -> Callable[[], None]:
        from koloda import fast

        before = fast.set_pure(pure)
        return lambda: fast.set_pure(before) and None
    return enter


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


# the outside engines of durak_playouts.py: (row, maker); the rows marked as not the
# reference keep the published or costlier form beside it
OUTSIDE_STEPPED = (
    ("durakgame", lambda dp, seed: dp.durakgame_durak(seed, 1000)),
    ("durakgame_published", lambda dp, seed: dp.durakgame_durak(seed, 1000, repaired=False)),
    ("openspiel_py", lambda dp, seed: dp.openspiel_crazy_eights(seed)),
    ("openspiel_py_outcomes", lambda dp, seed: dp.openspiel_crazy_eights(seed, cheap=False)),
)


def outside_stepped(seed: int) -> dict[str, Callable[[int], int] | None]:
    import durak_playouts as dp

    out: dict[str, Callable[[int], int] | None] = {}
    for name, make in OUTSIDE_STEPPED:
        one_game, _info = make(dp, seed)
        if one_game is None:
            out[name] = None
            continue

        def run(i: int, g: Callable[[int, _util.Tally], None] = one_game) -> int:
            g(i, _util.Tally())
            return 1
        out[name] = run
    return out


# --- 2. whole games in one call ---------------------------------------------------------------

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


def koloda_fresh(seed: int) -> Callable[[int], int]:
    """A new game each: a new state (its deal from its own seed) played out by
    ``playout(rng)``, one generator for the run (as a user's loop would keep one)."""
    from koloda.engine.game import get_game

    game = get_game("durak")
    rules = game.make_rules(overrides={"base": "podkidnoy", "deck": 36})
    rng = random.Random(seed)

    def one(i: int) -> int:
        game.new_state(2, rules, seed + i).playout(rng)
        return 1
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
    from koloda import fast
    from koloda.games.tysyacha.solver import solve

    # the C search's node count of each solve (the extension's tys_nodes, when it has it)
    nodes_of = getattr(fast._ext, "tys_nodes", None) if engine == "c" else None
    ms, nodes = [], []
    for st in positions:
        start = CPU()
        solve(st, engine=engine)
        ms.append((CPU() - start) * 1000)
        if nodes_of is not None:
            nodes.append(nodes_of())
    out = _util.tails(ms)
    if nodes:
        nodes.sort()
        out["nodes_median"] = nodes[len(nodes) // 2]
        out["nodes_max"] = nodes[-1]
    return out


# --- 5. Durak endgame solver ----------------------------------------------------------------------

def durak_endgames(count: int, seed: int, base: str) -> list[Any]:
    def random_moves(game_seed: int) -> Any:
        rng = random.Random(game_seed)

        def move(st: Any) -> int:
            legal = st.legal_actions()
            return int(legal[rng.randrange(len(legal))])
        return move
    return _util.durak_first_endgames({"base": base, "deck": 36}, count, seed, random_moves)


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
    return {**_util.tails(ms), "solved": solved,
            "nodes_per_cpu_s": round(nodes / spent) if spent else None}


# --- the run ------------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = _util.parser(__doc__.split("\n\n")[0] if __doc__ else "", seconds=3.0)
    p.add_argument("--rounds", type=int, default=6,
                   help="slices per side, the sides taking turns (default 6)")
    p.add_argument("--solver", type=int, default=120,
                   help="positions per hand size for the C solver (default 120)")
    p.add_argument("--solver-py", type=int, default=8,
                   help="positions per hand size for the Python solver (default 8)")
    p.add_argument("--batch", type=int, default=200, help="playouts per playouts() call")
    p.add_argument("--endgames", type=int, default=100,
                   help="Durak endgame positions per base game (default 100)")
    args = p.parse_args(argv)
    _games, seconds = _util.budget_of(args)
    seconds = seconds or 3.0
    from koloda import fast

    seed = args.seed
    report: dict[str, Any] = {"benchmark": "fast_path", "extension": fast.available(),
                              "machine": _util.machine(),
                              "options": {"seconds": seconds, "seed": seed,
                                          "solver": args.solver, "solver_py": args.solver_py,
                                          "batch": args.batch, "rounds": args.rounds}}
    c_on = fast.available()
    paths = [("c", False)] if c_on else []
    paths.append(("python", True))
    rounds = args.rounds

    # 1. stepped games
    fns: dict[str, Callable[[int], int]] = {}
    enter: dict[str, Callable[[], Callable[[], None]]] = {}
    for name, pure in paths:
        fns[f"koloda_{name}"] = koloda_stepped(seed)
        enter[f"koloda_{name}"] = on_path(pure)
    outside = outside_stepped(seed)
    fns.update({k: v for k, v in outside.items() if v is not None})
    stepped: dict[str, Any] = dict.fromkeys(outside)
    stepped.update(_util.interleaved(fns, seconds, rounds, enter))
    report["stepped_games_per_cpu_s"] = stepped
    lead = "koloda_c" if c_on else "koloda_python"
    report["stepped_ratios"] = {
        f"{lead}/{k}": _util.ratio_of(stepped[lead], stepped[k]) for k in outside}

    # 2. whole games in one call
    fns, enter = {}, {}
    for name, pure in paths:
        fns[f"koloda_{name}_fresh"] = koloda_fresh(seed)
        enter[f"koloda_{name}_fresh"] = on_path(pure)
        fns[f"koloda_{name}_batch"] = koloda_batch(seed, args.batch)
        enter[f"koloda_{name}_batch"] = on_path(pure)
    os_fn = openspiel_batch(seed)
    if os_fn is not None:
        fns["openspiel_cpp"] = os_fn
    batch: dict[str, Any] = {"openspiel_cpp": None}
    batch.update(_util.interleaved(fns, seconds, rounds, enter))
    report["batch_games_per_cpu_s"] = batch
    report["batch_ratios"] = {
        f"{lead}_{kind}/openspiel_cpp": _util.ratio_of(batch[f"{lead}_{kind}"],
                                                       batch["openspiel_cpp"])
        for kind in ("fresh", "batch")}

    # 3. rollouts
    fns, enter = {}, {}
    for name, pure in paths:
        states = with_path(pure, lambda: durak_midgame(50, seed))
        tstates = with_path(pure, lambda: tysyacha_midplay(30, seed, 5))
        fns[f"durak_{name}"] = rollout_fns(states, deal=False)
        fns[f"durak_batch_{name}"] = rollout_batch(states)
        fns[f"tysyacha_{name}"] = rollout_fns(tstates, deal=True)
        for k in (f"durak_{name}", f"durak_batch_{name}", f"tysyacha_{name}"):
            enter[k] = on_path(pure)
    report["rollouts"] = _util.interleaved(fns, seconds, rounds, enter)

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
             f"{'built' if report['extension'] else 'missing'}), per CPU second, sides "
             f"interleaved in {report['options']['rounds']} rounds"]

    def fig(x: Any, key: str = "per_cpu_s") -> str:
        return "n/a" if x is None else f"{x[key]:,.0f}"

    def ratio(r: Any) -> str:
        return "n/a" if r is None else f"{r['ratio']:.2f}x (rounds {r['min']:.2f}-{r['max']:.2f})"

    def tail(v: dict[str, Any]) -> str:
        return (f"{v['median_ms']:>8} / {v['p95_ms']:>8} / {v['p99_ms']:>8} / "
                f"{v['max_ms']:>8}  ({v['positions']} positions)")

    marks = {"durakgame": " (FinishingMove repaired: the reference)",
             "durakgame_published": " (as published: duplicates cards)",
             "openspiel_py": " (chance as choice(legal): the reference)",
             "openspiel_py_outcomes": " (chance via chance_outcomes())"}
    lines.append("1. Durak 2p/36 games stepped from Python (games/CPU s):")
    for k, v in report["stepped_games_per_cpu_s"].items():
        lines.append(f"   {k:<22} {fig(v):>10}{marks.get(k, '')}")
    for k, r in report["stepped_ratios"].items():
        lines.append(f"   {k:<36} {ratio(r)}")
    lines.append("2. whole games in one call (games/CPU s; batch: playouts of one deal):")
    for k, v in report["batch_games_per_cpu_s"].items():
        lines.append(f"   {k:<22} {fig(v):>10}")
    for k, r in report["batch_ratios"].items():
        lines.append(f"   {k:<36} {ratio(r)}")
    lines.append("3. determinized rollouts from mid-game (µs per rollout, CPU):")
    for k, v in report["rollouts"].items():
        lines.append(f"   {k:<22} {'n/a' if v is None else v['us_per_unit']:>10}")
    lines.append("4. Тысяча solver, 3 players (ms CPU: median / p95 / p99 / max):")
    for k, v in report["solver"].items():
        nodes = f"  nodes median {v['nodes_median']:,}, max {v['nodes_max']:,}" if (
            "nodes_max" in v) else ""
        lines.append(f"   {k:<10} {tail(v)}{nodes}")
    lines.append("5. Durak endgame solver, budget 20,000 nodes (ms CPU: median / p95 / p99 / "
                 "max; nodes per CPU s):")
    for k, v in report.get("durak_endgame", {}).items():
        lines.append(f"   {k:<18} {tail(v)}  {v['nodes_per_cpu_s'] or 0:>10,}  "
                     f"({v['solved']} solved)")
    return lines


if __name__ == "__main__":
    main(sys.argv[1:])
