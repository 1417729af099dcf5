"""Простак: CPU microseconds to find every combination in a hand, the reference way (each
subset judged alone by ``kind_of``) beside ``declarations`` (each subset built from a
smaller one), on the same random hands of 3–9 cards, in alternated rounds (A B, B A, …).
The search of ``hard`` asks this of every hand it deals itself, so it sets the play-outs'
pace. The two give the same answers (tests/prostak).

    python bench/prostak_declarations.py [--hands 400] [--rounds 6] [--seed 1] [--json]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from _util import emit, machine
from koloda.engine import cards as C
from koloda.games.prostak.combos import declarations, declarations_by_subsets

Hand = tuple[C.Card, ...]
Finder = Callable[[Hand, int], tuple[tuple[int, str], ...]]


def per_hand(finder: Finder, hands: list[tuple[Hand, int]]) -> float:
    start = time.process_time()
    for hand, trump in hands:
        finder(hand, trump)
    return 1e6 * (time.process_time() - start) / len(hands)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hands", type=int, default=400)
    p.add_argument("--rounds", type=int, default=6)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    rng = random.Random(args.seed)
    deck = [C.make(rank, suit) for suit in range(4) for rank in range(2, C.ACE + 1)]
    hands = [(tuple(rng.sample(deck, rng.randint(3, 9))), rng.randrange(4))
             for _ in range(max(1, args.hands))]
    fast: Finder = declarations.__wrapped__  # the cache would answer every round but one
    sides: dict[str, tuple[Finder, list[float]]] = {
        "by_subsets": (declarations_by_subsets, []), "declarations": (fast, [])}
    for r in range(max(1, args.rounds)):
        order = list(sides) if r % 2 == 0 else list(reversed(sides))
        for name in order:
            finder, times = sides[name]
            times.append(per_hand(finder, hands))
    old, new = sides["by_subsets"][1], sides["declarations"][1]
    ratios = [a / b for a, b in zip(old, new, strict=True) if b > 0]
    report = {"benchmark": "prostak_declarations",
              "options": {"hands": len(hands), "rounds": len(old), "seed": args.seed},
              "us_per_hand": {"by_subsets": [round(x, 1) for x in old],
                              "declarations": [round(x, 1) for x in new]},
              "ratio_per_round": [round(x, 2) for x in ratios],
              "machine": machine()}
    emit(report, args.json, [
        f"by subsets:   {', '.join(f'{x:.0f}' for x in old)} µs a hand",
        f"declarations: {', '.join(f'{x:.0f}' for x in new)} µs a hand",
        f"ratio per round: {', '.join(f'{x:.1f}' for x in ratios)}"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
