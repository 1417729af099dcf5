"""Outside players over the JSON-lines protocol: the Node example bot plays a match, and
bots that crash, hang, babble or cheat cost their seat the move (a random legal move and
a warning), never the match."""

from __future__ import annotations

import json
import shlex
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from koloda.match import Options, run_match
from koloda.match.report import deterministic_part

ROOT = Path(__file__).resolve().parents[2]
NODE_BOT = ROOT / "examples" / "bots" / "random_bot.mjs"
MISBEHAVE = Path(__file__).parent / "bots" / "misbehave.py"
FAST = Options(move_timeout=0.5, startup_grace=2.0)


def py_bot(mode: str) -> str:
    return "cmd:" + shlex.join([sys.executable, str(MISBEHAVE), mode])


def totals(report: dict[str, Any]) -> float:
    return sum(a["wins"] for a in report["per_agent"])


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_node_example_bot_plays_a_match() -> None:
    spec = "cmd:" + shlex.join(["node", str(NODE_BOT)])
    report = run_match("durak", ["heuristic", spec], games=6, seed=7)
    assert report["games"] == 6 and totals(report) == pytest.approx(6)
    bot = report["per_agent"][1]
    assert bot["forfeits"] == 0 and report["warning_count"] == 0
    assert bot["decisions"] > 0
    # the bot reseeds from each hello: the same seed gives the same match on 2 workers
    again = run_match("durak", ["heuristic", spec], games=6, seed=7, workers=2)
    assert deterministic_part(again) == deterministic_part(report)


def test_text_answers_and_stale_ids_are_understood() -> None:
    report = run_match("durak", [py_bot("text"), py_bot("chatty")], games=2, seed=1,
                       options=FAST)
    assert report["warning_count"] == 0
    assert all(a["forfeits"] == 0 for a in report["per_agent"])


@pytest.mark.parametrize("mode", ["garbage", "illegal"])
def test_bad_answers_forfeit_the_move(mode: str) -> None:
    report = run_match("durak", ["heuristic", py_bot(mode)], games=2, seed=1,
                       options=FAST)
    bot = report["per_agent"][1]
    assert report["games"] == 2 and totals(report) == pytest.approx(2)
    assert bot["forfeits"] == bot["decisions"] > 0
    assert report["warning_count"] == bot["forfeits"]
    assert "random legal move" in report["warnings"][0]
    json.dumps(report)


@pytest.mark.parametrize("mode", ["crash", "slow", "silent"])
def test_dead_or_hung_bots_are_restarted_then_replaced(mode: str) -> None:
    report = run_match("durak", ["heuristic", py_bot(mode)], games=2, seed=1,
                       options=Options(move_timeout=0.3, startup_grace=0.3))
    bot = report["per_agent"][1]
    assert report["games"] == 2 and report["unfinished"] == 0
    assert bot["forfeits"] == bot["decisions"] > 0
    assert any("random moves to the end of the game" in w for w in report["warnings"])


def test_a_missing_interpreter_is_a_warning_not_a_traceback(tmp_path: Path) -> None:
    script = tmp_path / "gone.sh"
    script.write_text("#!/bin/sh\nexit 0\n")
    script.chmod(0o755)
    report = run_match("durak", ["random", "cmd:" + str(script)], games=2, seed=1,
                       options=FAST)
    assert report["per_agent"][1]["forfeits"] > 0
