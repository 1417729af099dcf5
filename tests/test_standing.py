"""The penalty-game standing helpers (engine/standing.py)."""

from __future__ import annotations

from koloda.engine.standing import fewest, penalty_standing, shared


def test_the_fewest_win_and_share() -> None:
    assert fewest([3, 1, 1, 4]) == [1, 2]
    assert shared([1, 2], 4) == [0.0, 0.5, 0.5, 0.0]
    assert shared([0], 2) == [1.0, 0.0]


def test_fewer_penalties_stand_better_and_level_is_even() -> None:
    values = penalty_standing([0, 2, 4], deals_left=2)
    assert values[0] > values[1] > values[2]
    assert all(0.0 < v < 1.0 for v in values)
    assert penalty_standing([1, 1], deals_left=3) == [0.5, 0.5]
    # the same lead counts for more with fewer deals left
    assert penalty_standing([0, 2], 1)[0] > penalty_standing([0, 2], 5)[0]
