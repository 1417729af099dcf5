"""Smoke tests of the odd group's bench scripts: a tiny budget, one valid JSON object."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parents[2] / "bench"


def run_script(name: str, *args: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, str(BENCH / name), *args, "--json"],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == 1, done.stdout
    report: dict[str, Any] = json.loads(lines[0])
    return report


def test_clock_rate() -> None:
    report = run_script("clock_rate.py", "--deals", "300", "--check", "100")
    assert report["deals"] == 300 and report["mismatches"] == []
    assert report["checked_against_state_machine"] == 100
    lo, hi = report["wilson95"]
    assert lo <= report["win_rate"] <= hi and report["exact"] == round(1 / 13, 6)


def test_golf_solver() -> None:
    report = run_script("golf_solver.py", "--game", "foundation", "--deals", "3",
                        "--time-limit", "0.3")
    assert report["won"] + report["lost"] + report["unknown"] == 3
    assert report["published"] == 0.45
    report = run_script("golf_solver.py", "--game", "fir_trees", "--deals", "2",
                        "--time-limit", "0.3", "--variant", "wrap")
    assert report["published"] is None and report["variants"] == ["wrap"]
