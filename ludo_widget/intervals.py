"""Confidence intervals for a share of wins: one formula for the simulation's tables and the coach."""

from __future__ import annotations

import math
from numbers import Integral, Real

from .engine.errors import LudoError, quote

__all__ = ["check_z", "wilson"]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% for ``z=1.96``).

    >>> lo, hi = wilson(80, 100)
    >>> round(lo, 3), round(hi, 3)
    (0.711, 0.867)
    """
    whole = all(isinstance(v, Integral) and not isinstance(v, bool) for v in (wins, n))  # numpy's too
    if not whole or not 0 <= wins <= n:
        raise LudoError(f"wilson takes whole numbers 0 <= wins <= n, not wins={quote(wins)}, n={quote(n)}")
    check_z(z)
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def check_z(z: float) -> None:
    """Refuse a ``z`` that is no number of standard deviations above 0 (up to 10)."""
    if isinstance(z, bool) or not isinstance(z, Real) or not 0 < z < 10:  # nan fails the comparison
        raise LudoError(f"z must be a number of standard deviations above 0 (1.96: 95%), not {quote(z)}")
