"""The statistics of a match: confidence intervals, Bradley–Terry (Elo) ratings and
percentiles. Pure Python (no numpy or scipy), deterministic.

- :func:`wilson` — the Wilson score interval for a proportion (each game counted alone).
- :func:`t_interval` — Student's t interval of a mean; the match applies it to the
  per-group means (one group = one deal sequence played in every seating), so a group
  counts as one unit and the luck of a deal cannot make the interval look narrower.
- :func:`bradley_terry` — ratings from pairwise results by Hunter's MM algorithm
  (Hunter 2004, "MM algorithms for generalized Bradley–Terry models"), reported on the
  Elo scale (400·log10 of the strength ratio) relative to a reference agent.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

Z95 = 1.959963984540054  # the 0.975 quantile of the standard normal


def wilson(successes: float, n: float, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of ``successes / n`` (successes may be fractional: a draw
    counts half). ``n == 0`` gives the whole range."""
    if n <= 0:
        return 0.0, 1.0
    p = min(max(successes / n, 0.0), 1.0)
    z2 = z * z
    denom = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


# --- Student's t ---------------------------------------------------------------------------

def _betacf(a: float, b: float, x: float) -> float:
    """Continued fraction of the regularized incomplete beta (Numerical Recipes)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / (c if abs(c) > tiny else tiny)
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / (c if abs(c) > tiny else tiny)
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-14:
            break
    return h


def _betai(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function I_x(a, b)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
                     + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1.0 - x) / b


def t_cdf(t: float, df: float) -> float:
    """P(T <= t) for Student's t with ``df`` degrees of freedom."""
    tail = 0.5 * _betai(df / 2.0, 0.5, df / (df + t * t))
    return 1.0 - tail if t >= 0 else tail


def t_quantile(p: float, df: float) -> float:
    """The ``p`` quantile (0.5 < p < 1) of Student's t, by bisection on :func:`t_cdf`."""
    lo, hi = 0.0, 1.0
    while t_cdf(hi, df) < p:
        hi *= 2.0
    for _ in range(200):
        mid = (lo + hi) / 2.0
        if t_cdf(mid, df) < p:
            lo = mid
        else:
            hi = mid
        if hi - lo < 1e-12:
            break
    return (lo + hi) / 2.0


def t_interval(values: Sequence[float], level: float = 0.95,
               bounds: tuple[float, float] = (0.0, 1.0)) -> tuple[float, float]:
    """Student's t interval of the mean of ``values`` (clipped to ``bounds``); fewer than
    two values give the whole of ``bounds``."""
    n = len(values)
    if n < 2:
        return bounds
    mean = math.fsum(values) / n
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    half = t_quantile(0.5 + level / 2.0, n - 1) * math.sqrt(var / n)
    return max(bounds[0], mean - half), min(bounds[1], mean + half)


# --- percentiles -----------------------------------------------------------------------------

def percentile(sorted_values: Sequence[float], q: float) -> float | None:
    """The ``q`` quantile (0..1) of already sorted values, interpolating linearly."""
    n = len(sorted_values)
    if n == 0:
        return None
    pos = q * (n - 1)
    i = math.floor(pos)
    j = min(i + 1, n - 1)
    frac = pos - i
    return sorted_values[i] * (1 - frac) + sorted_values[j] * frac


# --- Bradley–Terry ---------------------------------------------------------------------------

def bradley_terry(wins: Sequence[Sequence[float]], prior: float = 0.5,
                  iterations: int = 10_000, tol: float = 1e-10) -> list[float]:
    """Strengths (summing to the number of agents) from ``wins[i][j]``, the games (or
    fractions of games: a tie is half a win each way) that ``i`` won against ``j``.

    ``prior`` adds that many virtual wins each way to every pair that met, so an agent
    that won every game still gets a finite strength. Agents that met no one get 1."""
    k = len(wins)
    w = [[float(wins[i][j]) for j in range(k)] for i in range(k)]
    for i in range(k):
        for j in range(k):
            if i != j and (wins[i][j] or wins[j][i]):
                w[i][j] += prior
    n = [[w[i][j] + w[j][i] for j in range(k)] for i in range(k)]
    total = [sum(w[i][j] for j in range(k) if j != i) for i in range(k)]
    gamma = [1.0] * k
    for _ in range(iterations):
        new = []
        for i in range(k):
            denom = sum(n[i][j] / (gamma[i] + gamma[j]) for j in range(k)
                        if j != i and n[i][j] > 0)
            new.append(total[i] / denom if denom > 0 and total[i] > 0 else gamma[i])
        scale = k / sum(new)
        new = [g * scale for g in new]
        change = max(abs(a - b) / b for a, b in zip(new, gamma, strict=True))
        gamma = new
        if change < tol:
            break
    return gamma


def elo(gamma: Sequence[float], reference: int = 0) -> list[float]:
    """Strengths on the Elo scale, the reference agent at 0."""
    ref = gamma[reference]
    return [400.0 * math.log10(g / ref) if g > 0 and ref > 0 else float("nan")
            for g in gamma]


def elo_bootstrap(groups: Sequence[Sequence[Sequence[float]]], reference: int = 0,
                  resamples: int = 200, seed: int = 0) -> list[tuple[float, float]]:
    """95% percentile intervals of the Elo ratings by a cluster bootstrap: ``groups`` are
    per-group pairwise win matrices, drawn with replacement ``resamples`` times."""
    g = len(groups)
    if g < 2:
        return [(float("-inf"), float("inf"))] * (len(groups[0]) if groups else 0)
    k = len(groups[0])
    rng = random.Random(seed)
    samples: list[list[float]] = [[] for _ in range(k)]
    for _ in range(resamples):
        total = [[0.0] * k for _ in range(k)]
        for _ in range(g):
            m = groups[rng.randrange(g)]
            for i in range(k):
                row = total[i]
                for j in range(k):
                    row[j] += m[i][j]
        ratings = elo(bradley_terry(total, iterations=2000, tol=1e-8), reference)
        for i, r in enumerate(ratings):
            samples[i].append(r)
    out = []
    for s in samples:
        s.sort()
        lo, hi = percentile(s, 0.025), percentile(s, 0.975)
        out.append((lo if lo is not None else float("nan"),
                    hi if hi is not None else float("nan")))
    return out
