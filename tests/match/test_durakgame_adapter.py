"""PyPI durakgame's players at our Durak table (skipped without durakgame)."""

from __future__ import annotations

import pytest

from koloda.engine.errors import KolodaError
from koloda.match import plan, run_match
from koloda.match.report import deterministic_part

pytest.importorskip("durakgame")


@pytest.mark.parametrize("name", ["MrFirst", "MrRandom"])
def test_durakgame_players_finish_games_without_forfeits(name: str) -> None:
    report = run_match("durak", ["heuristic", f"durakgame:{name}"], games=6, seed=3,
                       preset="classic")
    assert report["games"] == 6 and report["unfinished"] == 0
    assert all(a["forfeits"] == 0 for a in report["per_agent"])
    assert report["warning_count"] == 0
    # its random player draws from the seat's RNG: the same seed, the same match
    again = run_match("durak", ["heuristic", f"durakgame:{name}"], games=6, seed=3,
                      preset="classic")
    assert deterministic_part(again) == deterministic_part(report)


def test_durakgame_only_plays_its_own_game() -> None:
    with pytest.raises(KolodaError, match="only durak, 2 players"):
        plan("durak", ["heuristic", "durakgame:MrRandom", "random"], games=3)
    with pytest.raises(KolodaError, match="only durak, 2 players"):
        plan("durak", ["heuristic", "durakgame:MrRandom"], games=2, preset="transfer")
    with pytest.raises(KolodaError, match="no player"):
        plan("durak", ["heuristic", "durakgame:MrNobody"], games=2)
