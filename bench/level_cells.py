"""Level cells of the README's table (one level against the one below it, 2 players,
duplicate deals) measured in stages that stop as soon as the cell is decided.

A clear cell (a level that wins 80% against the one below) is told apart after 80 games;
running it to 400 spends five times the CPU for nothing. Each cell here runs
``bench/match_chunks.sh`` (40-game chunks, one per seed, ``--runners`` at once) up to 2,
then 4, then 10 chunks, and after each stage pools the reports: the cell is **separated**
when the upper level's share of the games, draws counting half, has a Wilson interval
wholly above 50%, **reversed** when wholly below, and goes on otherwise. Looking three
times at a 95% interval would claim more separations than 5% of the time when the two
levels are equal, so each stage's interval is a wider one, z = 2.30 (about 97.9%; Pocock's
constant for three looks is 2.289): with equal levels the chance of any false claim at 80,
160 or 400 games is then 4.8%, summed exactly over the binomial paths (2.289 gives 5.3%,
the games being whole numbers). The report gives the stage's interval and the plain Wilson
95% of the games played.

A cell of more players, ``KEY:UPPER:LOWER:PRESET:N`` (``PRESET`` may be empty), seats one
upper level against N − 1 of the level below, each seat in turn (``--seating rotations``),
in chunks of about 40 games (a multiple of N); the upper level is told apart when its share
of the games won lies wholly above the parity 1/N, reversed when wholly below (the same z,
whose error the normal approximation keeps about the same away from 1/2).

    python bench/level_cells.py OUT_DIR KEY:UPPER:LOWER[:PRESET[:PLAYERS]] [...] [--runners 2]
                                [--looks 3] [--json]

for example ``bench/level_cells.py bench/results/2026-12-06/levels sem_listov:hard:medium``
(the chunks are ``OUT_DIR/sem_listov_hard_medium_s<seed>.json``, the seeds 1 to 10, as the
README's rows were made; a stopped run goes on where it stopped, the finished chunks kept).
Budgets as the README's matches: every search level with its time cap lifted (``ms=60000``),
so the load of the machine changes only how long a cell takes.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from koloda.match.stats import Z95, wilson

HERE = Path(__file__).resolve().parent
STAGES = (2, 4, 10)  # chunks after which the cell is looked at
GAMES = 40  # per chunk
Z_STAGE = 2.30  # overall false separations 4.8% over the three looks (see above)
LEVELS = ("easy", "medium", "hard", "expert")


def spec_of(level: str, key: str | None = None) -> str:
    """The level as a match spec with its time cap lifted where it has one: a search
    level of ``key`` (``easy``, and a level that is the game's heuristic, have none)."""
    if level == "easy":
        return level
    if key is not None:
        from koloda.ai import parse_spec
        from koloda.ai.levels import levels_of
        from koloda.engine.game import get_game

        if parse_spec(levels_of(get_game(key))[level])[0] not in ("ismcts", "pimc"):
            return level
    return f"{level}:ms=60000"


def parse_cell(text: str) -> tuple[str, str, str, str | None, int]:
    """KEY, UPPER, LOWER, PRESET (or None) and the number of players (2 unless given)."""
    parts = text.split(":")
    if len(parts) not in (3, 4, 5) or not all(parts[:3]):
        raise SystemExit(f"a cell is KEY:UPPER:LOWER[:PRESET[:PLAYERS]], not '{text}'")
    key, upper, lower = parts[:3]
    for level in (upper, lower):
        if level not in LEVELS:
            raise SystemExit(f"'{level}' is not a level ({', '.join(LEVELS)})")
    players = 2
    if len(parts) == 5:
        if not parts[4].isdigit() or not 2 <= int(parts[4]) <= 10:
            raise SystemExit(f"PLAYERS in '{text}' is a number from 2 to 10")
        players = int(parts[4])
    preset = (parts[3] or None) if len(parts) >= 4 else None
    return key, upper, lower, preset, players


def prefix_of(out: Path, key: str, upper: str, lower: str, players: int = 2) -> Path:
    return out / (f"{key}_{upper}_{lower}" + (f"_{players}p" if players != 2 else ""))


def games_per_chunk(players: int) -> int:
    """About ``GAMES``, a whole number of rotations of the seats."""
    return -(-GAMES // players) * players


def run_stage(prefix: Path, chunks: int, key: str, upper: str, lower: str,
              preset: str | None, runners: int, players: int = 2) -> None:
    """Chunks 1..``chunks`` of the cell, ``runners`` processes sharing the seeds."""
    args = [str(HERE / "match_chunks.sh"), str(prefix), "1", str(chunks), key]
    if preset:
        args += ["--preset", preset]
    if players == 2:
        args += ["--agents", f"{spec_of(upper, key)},{spec_of(lower, key)}",
                 "--games", str(GAMES)]
    else:  # one upper seat against the rest, each seat in turn
        for spec in [spec_of(upper, key)] + [spec_of(lower, key)] * (players - 1):
            args += ["--agent", spec]
        args += ["--seating", "rotations", "--games", str(games_per_chunk(players))]
    procs = [subprocess.Popen(args, env=os.environ.copy()) for _ in range(runners)]
    for p in procs:
        p.wait()


def reports(prefix: Path, chunks: int) -> list[dict[str, Any]]:
    out = []
    for seed in range(1, chunks + 1):
        path = prefix.parent / f"{prefix.name}_s{seed}.json"
        if path.is_file() and path.stat().st_size:
            out.append(json.loads(path.read_text()))
    return out


def verdict(reps: list[dict[str, Any]], z: float, players: int = 2) -> dict[str, Any]:
    """The upper level's (the first agent's) share of the games over ``reps``, against
    the parity 1/``players``."""
    games = sum(r["per_agent"][0]["games"] for r in reps)
    wins = sum(r["per_agent"][0]["wins"] for r in reps)
    low, high = wilson(wins, games, z)
    low95, high95 = wilson(wins, games, Z95)
    parity = 1 / players
    state = "separated" if low > parity else "reversed" if high < parity else "open"
    return {"games": games, "wins": wins, "share": round(wins / games, 4) if games else None,
            "parity": round(parity, 4),
            "stage_interval": [round(low, 4), round(high, 4)],
            "wilson95": [round(low95, 4), round(high95, 4)], "state": state,
            "seconds": round(sum(r.get("seconds", 0.0) for r in reps), 1)}


def measure(out: Path, cell: str, runners: int, looks: int = len(STAGES)) -> dict[str, Any]:
    """The cell's staged looks, the first ``looks`` of them at most (an open cell left
    there goes on from its chunks when run again with more)."""
    key, upper, lower, preset, players = parse_cell(cell)
    prefix = prefix_of(out, key, upper, lower, players)
    out.mkdir(parents=True, exist_ok=True)
    result: dict[str, Any] = {"cell": cell, "prefix": str(prefix)}
    for chunks in STAGES[:max(1, looks)]:
        run_stage(prefix, chunks, key, upper, lower, preset, runners, players)
        reps = reports(prefix, chunks)
        if len(reps) < chunks:  # a chunk failed (its .err says why): no verdict from a gap
            result.update(state="failed", chunks=len(reps))
            return result
        result.update(verdict(reps, Z_STAGE, players), chunks=chunks)
        print(f"{cell}: {result['wins']}/{result['games']} after {chunks} chunks, "
              f"{result['state']}", file=sys.stderr, flush=True)
        if result["state"] != "open":
            break
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("cells", nargs="+", help="KEY:UPPER:LOWER[:PRESET[:PLAYERS]]")
    ap.add_argument("--runners", type=int, default=2)
    ap.add_argument("--looks", type=int, default=len(STAGES),
                    help="stop each cell after this many looks, open or not (to give "
                         "several cells their first look in a short time)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    for cell in args.cells:
        parse_cell(cell)  # every cell checked before the first runs
    results = [measure(args.out, cell, max(1, args.runners), args.looks)
               for cell in args.cells]
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        for r in results:
            if r.get("state") == "failed":
                print(f"{r['cell']}: a chunk failed after {r['chunks']}")
                continue
            lo, hi = r["wilson95"]
            print(f"{r['cell']}: {r['wins']}/{r['games']} = {100 * r['share']:.1f}% "
                  f"(Wilson 95% {100 * lo:.1f}–{100 * hi:.1f}%; parity "
                  f"{100 * r['parity']:.1f}%), {r['state']} "
                  f"after {r['chunks']} chunks, {r['seconds']:.0f} s of play")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
