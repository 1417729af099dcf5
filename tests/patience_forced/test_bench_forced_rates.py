"""The forced group's benchmark runs with a tiny budget and prints one JSON object."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parents[2] / "bench" / "forced_rates.py"


def run(*args: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, str(BENCH), *args, "--json"], capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == 1
    report: dict[str, Any] = json.loads(lines[0])
    return report


def test_forced_and_solved_rates() -> None:
    forced = run("--game", "300", "--deals", "20")
    assert forced["forced"] is True and forced["deals"] == 20
    assert forced["won"] + forced["lost"] == 20
    solved = run("--game", "well", "--deals", "2", "--time-limit", "0.05", "--solver", "game")
    assert solved["forced"] is False and solved["solver"] == "game"
    assert solved["won"] + solved["lost"] + solved["unknown"] == 2
    lo, hi = solved["wilson95"]
    assert 0 <= lo <= hi <= 1
