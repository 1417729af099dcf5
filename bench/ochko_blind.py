"""What a hand of «Очко» staked before its cards is worth to the odds player
(``koloda.games.ochko.odds``), counted exactly over a fresh deck (not a unit test: about
a minute). Form В's punters stake before the deal; the player uses this figure as the
hand's worth there (``BLIND_WORTH``)::

    python bench/ochko_blind.py [--preset v] [--sample N] [--seed S] [--json]

Every pair of the punter's cards against every pair of the bank's (both open in form
В), each with its chance; the bank's natural takes the stake, the punter's is paid
``natural_pays``; otherwise the punter plays on by the odds. ``--sample N``: N random
deals instead (a quick estimate, with its standard error).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Iterator

from koloda.engine.game import get_game
from koloda.games.ochko.odds import Odds, Pool, _add, _take, full_pool

BENCHMARK = "ochko_blind"


def draws(pool: Pool) -> Iterator[tuple[int, float, Pool]]:
    left = sum(pool)
    for value, count in enumerate(pool):
        if count:
            yield value, count / left, _take(pool, value)


def _setup(rules: dict[str, object]) -> tuple[Odds, Pool]:
    deck = int(str(rules["deck"]))
    odds = Odds(deck != 36, bool(rules["two_aces"]), int(str(rules["bank_stands"])),
                int(str(rules["natural_pays"])), int(str(rules["max_draw"])))
    return odds, full_pool(deck)


def _hand_worth(rules: dict[str, object], odds: Odds, hand: tuple[int, ...],
                bank: tuple[int, ...], pool: Pool) -> float:
    if rules["bank_natural"] and odds.points(bank) == 21:
        return -1.0
    if odds.points(hand) == 21:
        return float(int(str(rules["natural_pays"])))
    return odds.best(hand, bank, pool, 0)


def blind_worth(rules: dict[str, object]) -> float:
    odds, full = _setup(rules)
    total = 0.0
    for a, pa, p1 in draws(full):
        for b, pb, p2 in draws(p1):
            hand = _add((a,), b)
            for c, pc, p3 in draws(p2):
                for d, pd, p4 in draws(p3):
                    total += pa * pb * pc * pd * _hand_worth(rules, odds, hand,
                                                             _add((c,), d), p4)
    return total


def sampled_worth(rules: dict[str, object], n: int, seed: int) -> tuple[float, float]:
    """The mean worth of ``n`` random deals and its standard error."""
    odds, full = _setup(rules)
    rng = random.Random(seed)
    deck = [v for v, k in enumerate(full) for _ in range(k)]
    worths = []
    for _ in range(n):
        a, b, c, d = rng.sample(deck, 4)
        pool = full
        for v in (a, b, c, d):
            pool = _take(pool, v)
        worths.append(_hand_worth(rules, odds, _add((a,), b), _add((c,), d), pool))
    error = statistics.stdev(worths) / len(worths) ** 0.5 if len(worths) > 1 else 0.0
    return statistics.fmean(worths), error


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--preset", default="v")
    p.add_argument("--sample", type=int, default=0,
                   help="random deals instead of every one (0: count them all)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    game = get_game("ochko")
    rules = game.make_rules(preset=a.preset).to_dict()
    start = time.process_time()
    error = 0.0
    if a.sample > 0:
        worth, error = sampled_worth(rules, a.sample, a.seed)
    else:
        worth = blind_worth(rules)
    seconds = time.process_time() - start
    if a.json:
        json.dump({"benchmark": BENCHMARK, "preset": a.preset, "sample": a.sample,
                   "worth": worth, "standard_error": error,
                   "cpu_seconds": round(seconds, 1)}, sys.stdout)
        print()
    else:
        how = f"{a.sample} deals, ± {error:.4f}" if a.sample > 0 else "every deal"
        print(f"ochko preset {a.preset}: a blind hand is worth {worth:+.4f} of its stake "
              f"({how}; {seconds:.0f} CPU s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
