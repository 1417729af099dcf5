"""scripts/play_trace.py: the fingerprint of how games play is stable, tells different
play apart, and ``--compare`` of a tree with itself agrees."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "play_trace.py"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True,
                          text=True, check=False)


def test_the_fingerprint_is_stable_and_follows_the_games() -> None:
    one = _run("--game", "high_card", "--game", "troiki", "--games", "1", "--json")
    again = _run("--game", "high_card", "--game", "troiki", "--games", "1", "--json")
    more = _run("--game", "high_card", "--game", "troiki", "--games", "2", "--json")
    assert one.returncode == again.returncode == more.returncode == 0, one.stderr
    first, second, third = (json.loads(r.stdout) for r in (one, again, more))
    assert first == second
    assert set(first) == {"high_card", "troiki"}
    assert all(first[k] != third[k] for k in first)


def test_compare_of_a_tree_with_itself_agrees() -> None:
    src = str(ROOT / "src")
    done = _run("--game", "troiki", "--games", "1", "--compare", src, src, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["same"] == {"troiki": True}
