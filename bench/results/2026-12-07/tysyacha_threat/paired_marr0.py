"""Per-seed pairing of the threat=-200 arm (time cap lifted) with the marr=0 run of
2026-12-06 (hard as it is, time cap on) and the time-capless -120 arm where it exists:
the games the hard seat won in each 12-game chunk, the same deals and seatings."""

from __future__ import annotations

import json
import math
import statistics
from pathlib import Path

HERE = Path(__file__).parent
MARR0 = HERE.parent.parent / "2026-12-06" / "tysyacha_marr0"


def wins(path: Path) -> float | None:
    if not path.exists():
        return None
    return float(json.loads(path.read_text())["per_agent"][0]["wins"])


def main() -> None:
    pairs = []
    for seed in range(900, 950):
        a = wins(HERE / f"nocap_threat200_s{seed}.json")
        b = wins(MARR0 / f"marr0_s{seed}.json")
        if a is not None and b is not None:
            pairs.append((seed, a, b))
    diff = [a - b for _, a, b in pairs]
    half = 1.96 * statistics.stdev(diff) / math.sqrt(len(diff))
    mean = statistics.mean(diff)
    games = 12 * len(pairs)
    print(f"{len(pairs)} chunks ({games} games): threat=-200 {sum(a for _, a, _ in pairs):.0f}, "
          f"marr0 {sum(b for _, _, b in pairs):.0f}; per chunk {mean:+.2f} "
          f"({mean - half:+.2f}, {mean + half:+.2f})")


if __name__ == "__main__":
    main()
