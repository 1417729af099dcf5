"""Shared helpers of the benchmark scripts: options, timing loop, optional imports, output.

The scripts are run as ``python bench/<name>.py``; Python puts ``bench/`` first on the path,
so they import this module as ``_util``.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.metadata
import json
import math
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

DEFAULT_SECONDS = 5.0


def parser(description: str, *, seconds: float = DEFAULT_SECONDS) -> argparse.ArgumentParser:
    """The options every script shares: a budget (games or seconds), a seed, ``--json``."""
    p = argparse.ArgumentParser(description=description)
    budget = p.add_mutually_exclusive_group()
    budget.add_argument("--games", type=int, default=None, metavar="N",
                        help="play exactly N games per engine (default: a time budget)")
    budget.add_argument("--seconds", type=float, default=None, metavar="S",
                        help=f"play for S seconds per engine (default {seconds:g})")
    p.add_argument("--seed", type=int, default=1, help="base seed (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    p.set_defaults(default_seconds=seconds)
    return p


def budget_of(args: argparse.Namespace) -> tuple[int | None, float | None]:
    """(games, seconds) from the parsed options: exactly one of them is set."""
    if args.games is not None:
        if args.games < 1:
            raise SystemExit("--games must be at least 1")
        return args.games, None
    seconds = args.seconds if args.seconds is not None else args.default_seconds
    if seconds <= 0:
        raise SystemExit("--seconds must be positive")
    return None, float(seconds)


@dataclass
class Tally:
    """What a timed loop counted: games, steps, wall and CPU seconds, and named extras
    (capped games, deals...)."""

    games: int = 0
    steps: int = 0
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    extra: dict[str, int] = field(default_factory=dict)

    def add(self, name: str, n: int = 1) -> None:
        self.extra[name] = self.extra.get(name, 0) + n

    def figures(self) -> dict[str, Any]:
        s = self.seconds or 1e-12
        cpu = self.cpu_seconds or 1e-12
        out: dict[str, Any] = {
            "games": self.games,
            "seconds": round(self.seconds, 4),
            "cpu_seconds": round(self.cpu_seconds, 4),
            "games_per_s": round(self.games / s, 2),
            "games_per_cpu_s": round(self.games / cpu, 2),
            "steps": self.steps,
            "steps_per_game": round(self.steps / self.games, 2) if self.games else None,
            "steps_per_s": round(self.steps / s, 1),
        }
        out.update(self.extra)
        return out


def warm_up(one_game: Callable[[int, Tally], None], games: int = 1) -> None:
    """Play ``games`` uncounted games first (imports, caches); negative indices."""
    for i in range(games):
        one_game(-1 - i, Tally())


def timed(one_game: Callable[[int, Tally], None], games: int | None, seconds: float | None,
          *, warmup: int = 1, tally: Tally | None = None) -> Tally:
    """Call ``one_game(i, tally)`` for i = 0, 1, ... until ``games`` games were played or
    ``seconds`` have passed; the clock is read between games only. ``warmup`` games are played
    first and not counted. Passing a ``tally`` continues it (game indices go on from its
    count), so a budget can be spent in slices interleaved with other engines."""
    warm_up(one_game, warmup)
    if tally is None:
        tally = Tally()
    clock, cpu_clock = time.perf_counter, time.process_time
    i = tally.games
    start, cpu_start = clock(), cpu_clock()
    if games is not None:
        for _ in range(games):
            one_game(i, tally)
            i += 1
    else:
        assert seconds is not None
        end = start + seconds
        while True:
            one_game(i, tally)
            i += 1
            if clock() >= end:
                break
    tally.seconds += clock() - start
    tally.cpu_seconds += cpu_clock() - cpu_start
    tally.games = i
    return tally


def slices(games: int | None, seconds: float | None, rounds: int
           ) -> list[tuple[int | None, float | None]]:
    """A games-or-seconds budget cut into ``rounds`` slices (for interleaving engines, so
    that a change in the machine's load hits them all alike)."""
    rounds = max(1, rounds if games is None else min(rounds, games))
    if games is not None:
        return [(games // rounds + (1 if k < games % rounds else 0), None)
                for k in range(rounds)]
    assert seconds is not None
    return [(None, seconds / rounds)] * rounds


def interleaved(fns: dict[str, Callable[[int], int]], seconds: float, rounds: int,
                enter: dict[str, Callable[[], Callable[[], None]]] | None = None
                ) -> dict[str, dict[str, Any]]:
    """Spend ``seconds`` of CPU on each ``fn(i)`` (it returns how many units, games or
    rollouts, it made) in ``rounds`` slices, the sides taking turns A B C in even rounds
    and C B A in odd ones, so a change in the machine's load or clock hits all alike.
    ``enter[name]()`` runs before each of that side's slices and returns what undoes it
    (the fast path switched on or off). Per side: units, CPU seconds, units per CPU second
    in all and per round (``rounds``), µs per unit."""
    names = list(fns)
    enter = enter or {}
    calls = dict.fromkeys(names, 0)
    units = dict.fromkeys(names, 0)
    spent = dict.fromkeys(names, 0.0)
    per_round: dict[str, list[float]] = {n: [] for n in names}
    cpu = time.process_time
    for name in names:  # warm up: imports, caches, templates
        leave = enter[name]() if name in enter else None
        fns[name](-1)
        if leave:
            leave()
    share = seconds / max(1, rounds)
    for r in range(max(1, rounds)):
        for name in (names if r % 2 == 0 else names[::-1]):
            leave = enter[name]() if name in enter else None
            fn = fns[name]
            i = calls[name]
            made = 0
            start = cpu()
            end = start + share
            while True:
                made += fn(i)
                i += 1
                now = cpu()
                if now >= end:
                    break
            if leave:
                leave()
            calls[name] = i
            units[name] += made
            spent[name] += now - start
            per_round[name].append(made / (now - start) if now > start else 0.0)
    return {n: {"units": units[n], "cpu_seconds": round(spent[n], 3),
                "per_cpu_s": round(units[n] / spent[n], 1) if spent[n] else None,
                "us_per_unit": round(spent[n] / units[n] * 1e6, 2) if units[n] else None,
                "rounds": [round(x, 1) for x in per_round[n]]}
            for n in names}


def ratio_of(a: dict[str, Any] | None, b: dict[str, Any] | None) -> dict[str, Any] | None:
    """a / b in units per CPU second over the whole run, and its range over the rounds
    (each round's slices ran side by side)."""
    if not a or not b or not a.get("per_cpu_s") or not b.get("per_cpu_s"):
        return None
    each = [x / y for x, y in zip(a["rounds"], b["rounds"], strict=False) if y]
    return {"ratio": round(a["per_cpu_s"] / b["per_cpu_s"], 2),
            "min": round(min(each), 2) if each else None,
            "max": round(max(each), 2) if each else None}


def tails(ms: Sequence[float]) -> dict[str, Any]:
    """Median, p95, p99 and max of timings (nearest rank), with the count."""
    xs = sorted(ms)
    if not xs:
        return {"positions": 0}

    def rank(q: float) -> float:
        return xs[min(len(xs) - 1, max(0, math.ceil(q * len(xs)) - 1))]
    mid = len(xs) // 2
    median = xs[mid] if len(xs) % 2 else (xs[mid - 1] + xs[mid]) / 2
    return {"positions": len(xs), "median_ms": round(median, 3), "p95_ms": round(rank(0.95), 3),
            "p99_ms": round(rank(0.99), 3), "max_ms": round(xs[-1], 3)}


def durak_first_endgames(overrides: dict[str, object], count: int, seed: int,
                         mover: Callable[[int], Callable[[Any], int]]) -> list[Any]:
    """The first endgame (two players, the stock empty) of up to ``count`` 2-player Durak
    games with ``overrides``, game ``i`` dealt from ``seed + i`` and played by
    ``mover(seed + i)`` (a function of the state giving the move)."""
    from koloda.ai.durak_endgame import applies
    from koloda.engine.game import CHANCE, get_game

    game = get_game("durak")
    rules = game.make_rules(overrides=overrides)
    out: list[Any] = []
    for i in range(count * 5):
        if len(out) >= count:
            break
        st = game.new_state(2, rules, seed + i)
        move = mover(seed + i)
        while not st.is_terminal():
            if st.current_player() == CHANCE:
                st.apply_chance()
            elif applies(st):
                out.append(st)
                break
            else:
                st.apply(move(st))
    return out


def mean_interval(xs: Sequence[float], digits: int = 2) -> list[float]:
    """The normal 95% interval of a mean (NaN for fewer than two values)."""
    if len(xs) < 2:
        return [math.nan, math.nan]
    m = statistics.mean(xs)
    h = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return [round(m - h, digits), round(m + h, digits)]


def optional_import(name: str) -> ModuleType | None:
    """The module, or None when it is not installed (the outside engines are optional)."""
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def version_of(dist: str) -> str | None:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return None


def machine() -> dict[str, Any]:
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "koloda": version_of("koloda"),
    }


def ratio(a: float | None, b: float | None) -> float | None:
    if a is None or b is None or b == 0:
        return None
    return round(a / b, 2)


def emit(report: dict[str, Any], as_json: bool, lines: Sequence[str]) -> None:
    """Print the report: one JSON object with ``--json``, else the human lines."""
    if as_json:
        json.dump(report, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        for line in lines:
            print(line)
