"""bench/ai_strength.py runs with a tiny budget and prints one JSON object (no figures
are asserted: they depend on the machine)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "ai_strength.py"


def run(*args: str) -> dict[str, object]:
    done = subprocess.run([sys.executable, str(BENCH), *args, "--json"], capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    lines = [x for x in done.stdout.splitlines() if x.strip()]
    assert len(lines) == 1
    out: dict[str, object] = json.loads(lines[0])
    return out


def test_match_and_times_modes() -> None:
    out = run("--game", "durak", "--agent", "ismcts:iters=10", "--games", "2")
    assert out["games"] == 2 and out["mode"] == "match"
    assert set(out) >= {"rate", "wilson95", "parity", "decision_ms"}
    out = run("--mode", "times", "--game", "101", "--levels", "easy,medium:iters=5",
              "--games", "1", "--players", "2")
    rows = out["rows"]
    assert isinstance(rows, list) and len(rows) == 2
