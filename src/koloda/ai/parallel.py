"""Root parallelism: several independent searches of one decision in forked processes,
their root statistics summed (each with its own RNG stream drawn from the agent's RNG,
so the result is repeatable with an iteration budget)."""

from __future__ import annotations

import multiprocessing
import random
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def can_fork() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


def _child(conn: Any, job: Callable[[random.Random], Any], seed: int) -> None:
    try:
        conn.send(("ok", job(random.Random(seed))))
    except BaseException as err:  # the parent falls back on its own result
        conn.send(("error", repr(err)))
    finally:
        conn.close()


def run(job: Callable[[random.Random], T], rng: random.Random, workers: int) -> list[T]:
    """``job(rng_i)`` for ``workers`` independent RNGs, in parallel where the platform
    forks (in this process otherwise); the results in worker order (a worker that
    failed is left out)."""
    seeds = [rng.getrandbits(64) for _ in range(max(1, workers))]
    if len(seeds) == 1 or not can_fork():
        return [job(random.Random(s)) for s in seeds]
    ctx = multiprocessing.get_context("fork")
    procs = []
    for seed in seeds[1:]:
        here, there = ctx.Pipe(duplex=False)
        proc = ctx.Process(target=_child, args=(there, job, seed), daemon=True)
        proc.start()
        there.close()
        procs.append((proc, here))
    out = [job(random.Random(seeds[0]))]
    for proc, conn in procs:
        try:
            kind, value = conn.recv()
        except EOFError:
            kind, value = "error", None
        conn.close()
        proc.join()
        if kind == "ok":
            out.append(value)
    return out
