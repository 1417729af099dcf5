"""Clone + apply speed of every registered game: from states taken along random playouts
(default players, default rules), time ``state.clone()`` followed by ``apply(a)`` with a
random legal action ``a`` chosen beforehand, and ``clone()`` alone. This is the inner step of
search bots (determinized rollouts, MCTS), so it should stay in the low microseconds.

When OpenSpiel is installed, its ``crazy_eights`` (C++, called from Python) is timed the same
way, as a reference.

Usage: ``python bench/clone_apply.py [--seconds S] [--states N] [--game KEY ...] [--seed K]
[--json]``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

import _util


def collect(new_state: Callable[[int], Any], n_states: int, seed: int, keep: float,
            play: Callable[[Any, random.Random], int]) -> list[tuple[Any, int]]:
    """``n_states`` (state, legal action) pairs from random playouts; each decision state is
    kept with probability ``keep``. ``play(state, rng)`` makes one random step and returns the
    action it applied, -1 after a chance event, -2 when the game was over."""
    rng = random.Random(seed)
    pairs: list[tuple[Any, int]] = []
    game_no = 0
    while len(pairs) < n_states and game_no < 10_000:
        state = new_state(seed + game_no)
        game_no += 1
        while len(pairs) < n_states:
            snap = state.clone()
            action = play(state, rng)
            if action < -1:
                break
            if action >= 0 and rng.random() < keep:
                pairs.append((snap, action))
    return pairs


def time_ops(pairs: Sequence[tuple[Any, int]], seconds: float,
             op: Callable[[Any, int], None]) -> tuple[float, int]:
    """CPU seconds and operations of passes of ``op(state, action)`` over ``pairs`` for about
    ``seconds`` (CPU time, so that other processes on a shared machine count less)."""
    clock = time.process_time
    n = 0
    start = clock()
    end = start + seconds
    while True:
        for s, a in pairs:
            op(s, a)
        n += len(pairs)
        if clock() >= end:
            break
    return clock() - start, n


def koloda_step(state: Any, rng: random.Random) -> int:
    """One random step of a Koloda state: the action applied, -1 (chance), -2 (over)."""
    from koloda.engine.game import CHANCE

    player = state.current_player()
    if player >= 0:
        legal = state.legal_actions()
        action: int = legal[rng.randrange(len(legal))]
        state.apply(action)
        return action
    if player == CHANCE:
        state.apply_chance()
        return -1
    return -2


def koloda_clone_apply(s: Any, a: int) -> None:
    s.clone().apply(a)


def koloda_clone(s: Any, a: int) -> None:
    s.clone()


def openspiel_step(state: Any, rng: random.Random) -> int:
    if state.is_terminal():
        return -2
    if state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(rng.choices([o for o, _ in outcomes],
                                       [p for _, p in outcomes])[0])
        return -1
    action: int = rng.choice(state.legal_actions())
    state.apply_action(action)
    return action


def openspiel_clone_apply(s: Any, a: int) -> None:
    s.clone().apply_action(a)


def measure(name: str, pairs: list[tuple[Any, int]], seconds: float, rounds: int,
            clone_apply: Callable[[Any, int], None],
            clone: Callable[[Any, int], None]) -> dict[str, Any]:
    """µs per clone+apply and per clone alone, timed in alternating slices."""
    if not pairs:
        return {"game": name, "states": 0, "clone_apply_us": None, "clone_us": None,
                "reason": "no decision states found"}
    for s, a in pairs[:50]:  # warm-up
        clone_apply(s, a)
    totals = {"clone_apply": [0.0, 0], "clone": [0.0, 0]}
    ops = {"clone_apply": clone_apply, "clone": clone}
    for _ in range(rounds):
        for key, op in ops.items():
            cpu, n = time_ops(pairs, seconds / 2 / rounds, op)
            totals[key][0] += cpu
            totals[key][1] += n
    ca_us = totals["clone_apply"][0] / totals["clone_apply"][1] * 1e6
    c_us = totals["clone"][0] / totals["clone"][1] * 1e6
    return {"game": name, "states": len(pairs), "clone_apply_us": round(ca_us, 2),
            "clone_us": round(c_us, 2), "apply_us": round(max(ca_us - c_us, 0.0), 2),
            "clone_apply_per_s": round(1e6 / ca_us),
            "ops": int(totals["clone_apply"][1] + totals["clone"][1])}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else "")
    p.add_argument("--seconds", type=float, default=2.0,
                   help="time per game, split between clone+apply and clone (default 2)")
    p.add_argument("--states", type=int, default=1000,
                   help="states sampled per game (default 1000)")
    p.add_argument("--rounds", type=int, default=4,
                   help="alternate clone+apply and clone timing in this many slices (default 4)")
    p.add_argument("--game", action="append", default=None, metavar="KEY",
                   help="only this game (repeatable; default every registered game)")
    p.add_argument("--no-openspiel", action="store_true",
                   help="skip the OpenSpiel crazy_eights reference")
    p.add_argument("--seed", type=int, default=1, help="base seed (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    args = p.parse_args(argv)
    if args.seconds <= 0 or args.states < 1 or args.rounds < 1:
        p.error("--seconds must be positive, --states and --rounds at least 1")

    from koloda.engine.game import all_games, get_game

    games = [get_game(k) for k in args.game] if args.game else all_games()
    results: list[dict[str, Any]] = []
    for game in games:
        rules = game.make_rules()
        players = game.default_players

        def new_state(seed: int, game: Any = game, rules: Any = rules,
                      players: int = players) -> Any:
            return game.new_state(players, rules, seed=seed)

        pairs = collect(new_state, args.states, args.seed, 0.1, koloda_step)
        row = measure(game.key, pairs, args.seconds, args.rounds, koloda_clone_apply, koloda_clone)
        row["players"] = players
        results.append(row)

    reference: dict[str, Any] | None = None
    pyspiel = None if args.no_openspiel else _util.optional_import("pyspiel")
    if pyspiel is not None:
        cgame = pyspiel.load_game("crazy_eights", {"players": 2})
        pairs = collect(lambda _seed: cgame.new_initial_state(), args.states, args.seed, 0.1,
                        openspiel_step)
        reference = measure("openspiel crazy_eights", pairs, args.seconds, args.rounds,
                            openspiel_clone_apply, lambda s, a: s.clone())
        reference["version"] = _util.version_of("open_spiel")

    report: dict[str, Any] = {
        "benchmark": "clone_apply",
        "games": results,
        "clone_apply_us": {r["game"]: r["clone_apply_us"] for r in results},
        "reference_openspiel": reference,
        "options": {"seconds": args.seconds, "states": args.states, "seed": args.seed,
                    "rounds": args.rounds},
        "machine": _util.machine(),
    }
    _util.emit(report, args.json, text_lines(report))
    return report


def text_lines(report: dict[str, Any]) -> list[str]:
    m = report["machine"]
    lines = [f"clone + apply, CPU µs per operation ({m['cpus']} CPUs, Python {m['python']})",
             f"  {'game':<24} {'clone+apply':>11} {'clone':>8} {'apply':>8} {'states':>7}"]
    rows = list(report["games"])
    if report["reference_openspiel"]:
        rows.append(report["reference_openspiel"])
    for r in rows:
        if r["clone_apply_us"] is None:
            lines.append(f"  {r['game']:<24} n/a: {r.get('reason')}")
            continue
        lines.append(f"  {r['game']:<24} {r['clone_apply_us']:>11.2f} {r['clone_us']:>8.2f} "
                     f"{r['apply_us']:>8.2f} {r['states']:>7}")
    if not rows:
        lines.append("  no games registered")
    return lines


if __name__ == "__main__":
    main(sys.argv[1:])
