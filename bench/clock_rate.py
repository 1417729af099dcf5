"""How often Часы (Clock) comes out: exactly 1/13 in theory, measured here.

Clock plays itself, so a deal's outcome is fixed by its shuffle. The script deals
``--deals`` seeded deals (deal ``seed + i`` is shuffled exactly as ``koloda`` deals it
under that seed), plays each with a direct simulation of the rules (13 lists of four
cards, a loop of pops: a few microseconds a deal), and prints the win rate with its 95%
Wilson interval beside 1/13. The first ``--check`` deals are also played through the
game's own state machine (``get_game("clock")``, one ``step`` at a time) and must agree
with the simulation deal by deal; a disagreement fails the run.

Why 1/13: the deal ends when the fourth King comes up, and it is won when every other
card is up by then. Look at the bottom card of each of the twelve hour piles (the last
card that pile gives) and at the pile of its rank: the deal comes out exactly when
following those pointers from every pile leads to the Kings' pile, with no loop, and a
classic counting argument shows that a shuffled deck gives such a tree 1 time in 13.
The report adds the z-score of the measured rate against 1/13, so a run far from it
stands out (|z| above 2 happens to a correct game about 1 run in 20).

``--workers N`` splits the deals into N ranges played by N processes (the figures do not
depend on N: each deal is shuffled from its own seed).

    .venv/bin/python bench/clock_rate.py --deals 1100000 --workers 2 --json
"""

from __future__ import annotations

import argparse
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from _util import emit, machine
from koloda.engine import cards as C
from koloda.engine.game import get_game
from koloda.games.patience import actions as A

EXACT = 1 / 13


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a rate (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def deal(seed: int, deck: list[int]) -> list[int]:
    """The order ``koloda`` deals under ``seed`` (the state's own ``Random(seed)``)."""
    order = deck[:]
    random.Random(seed).shuffle(order)
    return order


def simulate(order: list[int]) -> bool:
    """Play a deal: pile p gets order[p], order[p+13], … (the last dealt on top); the
    Kings' pile is 12, a card of engine rank r goes under pile (r - 1) % 13 (Ace 0 …
    King 12). Won when all 52 cards come up."""
    piles = [[order[p], order[p + 13], order[p + 26], order[p + 39]] for p in range(13)]
    current = 12
    turned = 0
    pile = piles[current]
    while pile:
        card = pile.pop()
        turned += 1
        current = ((card & 15) - 1) % 13
        pile = piles[current]
    return turned == 52


def by_state_machine(seed: int) -> bool:
    game = get_game("clock")
    state = game.new_state(1, game.make_rules(), seed=seed)
    state.apply_chance()
    while not state.is_terminal():
        state.apply(A.STEP_ACTION)
    return bool(state.is_won())


def z_score(wins: int, n: int, p: float = EXACT) -> float:
    """How many standard errors the measured rate lies from ``p``."""
    return (wins - n * p) / math.sqrt(n * p * (1 - p)) if n else 0.0


def play_range(first: int, count: int, check: int) -> tuple[int, list[int]]:
    """Wins among deals ``first`` .. ``first + count - 1``, and the seeds among the first
    ``check`` of them where the state machine disagrees with the simulation."""
    deck = C.deck(52)
    wins = 0
    mismatches: list[int] = []
    for i in range(count):
        seed = first + i
        won = simulate(deal(seed, deck))
        wins += won
        if i < check and by_state_machine(seed) != won:
            mismatches.append(seed)
    return wins, mismatches


def measure(deals: int, first: int, check: int, workers: int = 1) -> dict[str, Any]:
    start = time.perf_counter()
    workers = max(1, min(workers, deals))
    if workers == 1:
        wins, mismatches = play_range(first, deals, check)
    else:
        size = -(-deals // workers)
        ranges = [(first + k * size, min(size, deals - k * size)) for k in range(workers)]
        with ProcessPoolExecutor(workers) as pool:
            # the state-machine check runs on the first deals only, as with one process
            parts = list(pool.map(play_range, [r[0] for r in ranges],
                                  [r[1] for r in ranges],
                                  [max(0, min(check - k * size, r[1]))
                                   for k, r in enumerate(ranges)]))
        wins = sum(w for w, _ in parts)
        mismatches = [s for _, m in parts for s in m]
    seconds = time.perf_counter() - start
    lo, hi = wilson(wins, deals)
    return {
        "benchmark": "clock_rate", "game": "clock", "deals": deals, "first_seed": first,
        "won": wins, "win_rate": round(wins / deals, 6),
        "wilson95": [round(lo, 6), round(hi, 6)], "exact": round(EXACT, 6),
        "exact_inside": lo <= EXACT <= hi, "z": round(z_score(wins, deals), 3),
        "last_seed": first + deals - 1, "workers": workers,
        "checked_against_state_machine": min(check, deals), "mismatches": mismatches,
        "seconds": round(seconds, 3), "machine": machine(),
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--deals", type=int, default=100_000, help="deals (default 100000)")
    p.add_argument("--seed", type=int, default=1, help="the first deal number (default 1)")
    p.add_argument("--check", type=int, default=300,
                   help="deals also played by the state machine (default 300)")
    p.add_argument("--workers", type=int, default=1,
                   help="processes to share the deals among (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args()
    if args.deals < 1:
        raise SystemExit("--deals must be at least 1")
    if args.workers < 1:
        raise SystemExit("--workers must be at least 1")
    report = measure(args.deals, args.seed, max(0, args.check), args.workers)
    lo, hi = report["wilson95"]
    emit(report, args.json, [
        f"clock: {report['won']} of {args.deals} won ({100 * report['win_rate']:.3f}%, "
        f"95% {100 * lo:.3f}–{100 * hi:.3f}%); 1/13 = {100 * EXACT:.3f}%"
        f" {'inside' if report['exact_inside'] else 'OUTSIDE'} the interval, "
        f"z = {report['z']:+.2f}",
        f"  {report['checked_against_state_machine']} deals checked against the state "
        f"machine, {len(report['mismatches'])} disagreed; {report['seconds']:.1f} s",
    ])
    if report["mismatches"]:
        raise SystemExit(f"the simulation disagrees with the game on {report['mismatches']}")


if __name__ == "__main__":
    main()
