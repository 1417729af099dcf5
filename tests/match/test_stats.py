"""The match statistics against textbook values."""

from __future__ import annotations

import math

import pytest

from koloda.match import stats


def test_wilson_known_values() -> None:
    lo, hi = stats.wilson(8, 10)
    assert lo == pytest.approx(0.4902, abs=1e-4)
    assert hi == pytest.approx(0.9433, abs=1e-4)
    assert stats.wilson(0, 0) == (0.0, 1.0)
    lo, hi = stats.wilson(0, 20)
    assert lo == 0.0 and 0.1 < hi < 0.2


@pytest.mark.parametrize(("df", "expected"), [(1, 12.7062), (2, 4.3027), (9, 2.2622),
                                              (30, 2.0423), (1000, 1.9623)])
def test_t_quantile(df: int, expected: float) -> None:
    assert stats.t_quantile(0.975, df) == pytest.approx(expected, abs=1e-3)


def test_t_interval() -> None:
    lo, hi = stats.t_interval([0.5, 0.5, 0.5])
    assert lo == hi == 0.5
    lo, hi = stats.t_interval([0.0, 1.0, 0.5, 0.5])
    assert lo < 0.5 < hi
    assert stats.t_interval([0.3]) == (0.0, 1.0)


def test_percentile() -> None:
    assert stats.percentile([], 0.5) is None
    assert stats.percentile([1.0, 2.0, 3.0], 0.5) == 2.0
    assert stats.percentile([0.0, 10.0], 0.95) == pytest.approx(9.5)


def test_bradley_terry_two_agents_matches_the_logistic() -> None:
    # A beats B 3 times in 4: Elo difference 400·log10(3) ≈ 191 (no prior)
    gamma = stats.bradley_terry([[0, 75], [25, 0]], prior=0.0)
    assert stats.elo(gamma, 1)[0] == pytest.approx(400 * math.log10(3), abs=0.5)


def test_bradley_terry_orders_three_agents_and_survives_a_clean_sweep() -> None:
    wins = [[0, 10, 10], [0, 0, 7], [0, 3, 0]]
    ratings = stats.elo(stats.bradley_terry(wins), 0)
    assert ratings[0] == 0 and ratings[1] < 0 and ratings[2] < ratings[1]
    assert all(math.isfinite(r) for r in ratings)


def test_elo_bootstrap_is_deterministic_and_brackets_the_estimate() -> None:
    groups = [[[0, 1], [0, 0]], [[0, 1], [0, 0]], [[0, 0], [1, 0]], [[0, 1], [0, 0]]]
    a = stats.elo_bootstrap(groups, 0, resamples=50, seed=3)
    assert a == stats.elo_bootstrap(groups, 0, resamples=50, seed=3)
    total = [[0.0, 3.0], [1.0, 0.0]]
    est = stats.elo(stats.bradley_terry(total), 0)[1]
    assert a[1][0] <= est <= a[1][1]
