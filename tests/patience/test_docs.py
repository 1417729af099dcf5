"""docs/solitaires.md is written from the declarations: it must not drift from them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_rules_reference_matches_the_declarations() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "solitaire_docs.py"),
                           "--check"], capture_output=True, text=True, check=False)
    assert done.returncode == 0, "run: python scripts/solitaire_docs.py"


def test_every_solitaire_says_its_goal_and_reading_in_both_languages() -> None:
    from koloda.engine.game import all_games
    from koloda.games.patience.game import PatienceGame

    games = [g for g in all_games() if isinstance(g, PatienceGame)]
    assert len(games) == 32
    for g in games:
        assert g.goal_ru and g.goal_en, g.key
        assert g.reading_ru and g.reading_en, g.key
