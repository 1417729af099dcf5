"""Playing a match: duplicate deals over every seating, in one process or many.

A match of agents ``A0 … An-1`` (one per seat) is played in *groups*. A group is one deal
sequence (one state seed: the same cards in the same seats, deal after deal) played once
in each *seating* — every permutation of the agents over the seats, or only the n
rotations — so every agent gets every seat's cards and position and the luck of the deal
cancels. Every game is seeded from the match seed alone (deal seed per group, agent seeds
per group, seating and agent), so the records do not depend on the number of workers or on
the order the games finish in.

Games are driven by :func:`koloda.engine.agents.run_agents` (the one loop that honours the
agents' doors, such as the search players' information-set door); decision times are
taken by a wrapper that keeps those doors.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from koloda.engine.agents import run_agents
from koloda.engine.errors import KolodaError
from koloda.engine.game import Game, get_game
from koloda.engine.rules import Rules
from koloda.match import specs as S
from koloda.match.seat import SeatView, timed

PERMUTATIONS = "permutations"
ROTATIONS = "rotations"
MAX_STEPS = 100_000  # a game this long is stopped and counted as unfinished (a draw)


def derive(*parts: Any) -> int:
    """A 63-bit seed from the parts (stable across processes and Python runs)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def seatings(players: int, how: str) -> list[tuple[int, ...]]:
    """The seatings of a group: ``seating[seat]`` is the agent at that seat."""
    if how == PERMUTATIONS:
        return list(itertools.permutations(range(players)))
    if how == ROTATIONS:
        return [tuple((seat + r) % players for seat in range(players))
                for r in range(players)]
    raise KolodaError(f"seating must be '{PERMUTATIONS}' or '{ROTATIONS}', not '{how}'",
                      f"рассадка — «{PERMUTATIONS}» или «{ROTATIONS}», а не «{how}»")


def default_seating(players: int) -> str:
    """Every permutation up to 3 players (at most 6 seatings), rotations beyond."""
    return PERMUTATIONS if players <= 3 else ROTATIONS


@dataclass(frozen=True)
class Job:
    """One game of a match (picklable: it crosses to a worker process)."""

    game: str
    players: int
    rules: tuple[tuple[str, Any], ...]  # every rule key and value
    specs: tuple[str, ...]
    seating: tuple[int, ...]  # the agent at each seat
    group: int
    arrangement: int
    deal_seed: int
    agent_seeds: tuple[int, ...]  # per agent (not per seat)
    max_steps: int = MAX_STEPS
    options: S.Options = field(default_factory=S.Options)


@dataclass(frozen=True)
class Plan:
    """What a match will play."""

    game: Game
    players: int
    rules: Rules
    specs: tuple[str, ...]
    seating: str
    arrangements: tuple[tuple[int, ...], ...]
    groups: int
    seed: int
    max_steps: int
    options: S.Options

    @property
    def games(self) -> int:
        return self.groups * len(self.arrangements)

    def jobs(self) -> Iterator[Job]:
        rules = tuple(sorted(self.rules.to_dict().items()))
        for g in range(self.groups):
            deal_seed = derive(self.seed, "deal", g)
            for a, arr in enumerate(self.arrangements):
                agent_seeds = tuple(derive(self.seed, "agent", g, a, j)
                                    for j in range(self.players))
                yield Job(self.game.key, self.players, rules, self.specs, arr, g, a,
                          deal_seed, agent_seeds, self.max_steps, self.options)


def plan(game_name: str, specs: Sequence[str], games: int, preset: str | None = None,
         variants: Sequence[str] = (), rules: Mapping[str, Any] | None = None,
         seating: str | None = None, seed: int | None = None, max_steps: int = MAX_STEPS,
         options: S.Options | None = None, check: bool = True) -> Plan:
    """Check a match's settings and lay out its games (``games`` is rounded up to whole
    groups). ``check`` builds every agent once, so a bad spec fails before any game."""
    game = get_game(game_name)
    specs = tuple(s.strip() for s in specs if s.strip())
    players = len(specs)
    if players < 2:
        raise KolodaError("name at least two agents, one per seat (--agents A,B)",
                          "укажите хотя бы двух игроков, по одному на место (--agents A,B)")
    made = game.make_rules(preset=preset, variants=variants, overrides=rules or {})
    game.check_players(players, made)
    how = seating or default_seating(players)
    arrangements = tuple(seatings(players, how))
    if games < 1:
        raise KolodaError("--games must be at least 1", "--games — не меньше 1")
    groups = -(-games // len(arrangements))
    opts = options or S.Options()
    if check:
        S.check(game, players, made, list(specs), opts)
    return Plan(game, players, made, specs, how, arrangements, groups,
                seed if seed is not None else random.randrange(1 << 31), max_steps, opts)


# --- one game (runs in a worker) --------------------------------------------------------------

_CACHE: dict[str, Any] = {}


def _setup(job: Job) -> tuple[Game, Rules, list[S.Maker]]:
    key = json.dumps([job.game, job.players, job.rules, job.specs, repr(job.options)],
                     default=str)
    hit: tuple[Game, Rules, list[S.Maker]] | None = _CACHE.get(key)
    if hit is None:
        game = get_game(job.game)
        rules = game.make_rules(overrides=dict(job.rules))
        makers = [S.maker(game, job.players, rules, spec, entry, job.options)
                  for entry, spec in enumerate(job.specs)]
        hit = _CACHE[key] = (game, rules, makers)
    return hit


def _contracts(state: Any, players: int) -> list[list[int]] | None:
    """Тысяча: per seat [declared, made, failed, roospis] from the score sheet (its
    ``result()`` counts contracts for the whole table only)."""
    rows = getattr(state, "sheet", None)
    if not isinstance(rows, list):
        return None
    out = [[0, 0, 0, 0] for _ in range(players)]
    for row in rows:
        if not isinstance(row, dict) or "declarer" not in row:
            continue
        d = row["declarer"]
        if not isinstance(d, int) or not 0 <= d < players:
            continue
        out[d][0] += 1
        if row.get("roospis"):
            out[d][3] += 1
        elif row.get("made"):
            out[d][1] += 1
        else:
            out[d][2] += 1
    return out


def play_job(job: Job) -> dict[str, Any]:
    """Play one game of a match; a JSON-able record of it."""
    game, rules, makers = _setup(job)
    n = job.players
    state = game.new_state(n, rules, job.deal_seed)
    agents = []
    for seat in range(n):
        j = job.seating[seat]
        agents.append(makers[j](seat, random.Random(job.agent_seeds[j])))
    for seat, agent in enumerate(agents):
        begin = getattr(agent, "begin_game", None)
        if callable(begin):
            begin(SeatView(game, state, seat))
    times: list[list[float]] = [[] for _ in range(n)]
    wrapped = [timed(agent, times[seat]) for seat, agent in enumerate(agents)]
    finished = True
    try:
        steps = run_agents(state, wrapped, max_steps=job.max_steps)
    except RuntimeError as exc:
        if not str(exc).startswith("game did not end"):
            raise
        finished, steps = False, job.max_steps
    returns = [float(r) for r in state.returns()] if finished else [0.0] * n
    for agent in agents:
        end = getattr(agent, "end_game", None)
        if callable(end):
            end(returns)
    result = state.result()
    keep = {k: result[k] for k in ("deals", "scores", "winner", "winners", "fool", "fools",
                                   "ranking", "counters") if k in result}
    warnings: list[str] = []
    for agent in agents:
        warnings.extend(getattr(agent, "warnings", []) or [])
    return {
        "group": job.group, "arrangement": job.arrangement, "seating": list(job.seating),
        "deal_seed": job.deal_seed, "finished": finished, "steps": steps,
        "returns": returns, "result": keep, "contracts": _contracts(state, n),
        "times": times, "forfeits": [int(getattr(a, "forfeits", 0) or 0) for a in agents],
        "warnings": warnings,
    }


# --- many games ---------------------------------------------------------------------------------

def _worker_init() -> None:
    from multiprocessing import util

    from koloda.match.cmdbot import stop_all

    util.Finalize(None, stop_all, exitpriority=10)


def play(p: Plan, workers: int = 1,
         progress: Callable[[int, int], None] | None = None) -> list[dict[str, Any]]:
    """Play every game of the plan; the records in (group, seating) order."""
    from koloda.match.cmdbot import stop_all

    jobs = list(p.jobs())
    total = len(jobs)
    records: list[dict[str, Any]] = []
    if workers <= 1:
        try:
            for job in jobs:
                records.append(play_job(job))
                if progress is not None:
                    progress(len(records), total)
        finally:
            stop_all()
    else:
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")
        pool = ctx.Pool(min(workers, total), initializer=_worker_init)
        try:
            chunk = max(1, min(len(p.arrangements), total // (workers * 8) or 1))
            for rec in pool.imap_unordered(play_job, jobs, chunksize=chunk):
                records.append(rec)
                if progress is not None:
                    progress(len(records), total)
            pool.close()
        except BaseException:
            pool.terminate()
            raise
        finally:
            pool.join()
    records.sort(key=lambda r: (r["group"], r["arrangement"]))
    return records
