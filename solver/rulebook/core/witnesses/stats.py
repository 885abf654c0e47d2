"""A share of a sample with its confidence interval: the Wilson score interval (game-independent).

When a question is answered by counting — in how many of ``n`` random hands, rounds or games does something
happen — the count ``hits`` estimates a probability, and the estimate is only as good as the sample is large.
:func:`proportion` keeps the count, the sample size, the share ``hits / n`` and an interval that holds the true
probability with the stated confidence.

The interval is Wilson's score interval (E. B. Wilson, "Probable inference, the law of succession, and statistical
inference", Journal of the American Statistical Association 22 (1927), 209-212; in the textbook form of, e.g.,
R. G. Newcombe, Statistics in Medicine 17 (1998), 857-872, method 3, and A. Agresti, "Categorical Data
Analysis"). With ``p = hits / n`` and ``z`` the standard normal quantile for the confidence (``z = 1.95996`` for
95 %)::

                 p + z²/(2n)          z            ┌  p(1 - p)     z²   ┐ ½
    low, high = ─────────────  ∓  ─────────── ·  │ ────────── + ───── │
                  1 + z²/n         1 + z²/n       └     n        4n²  ┘

Unlike the textbook "p ± z·sqrt(p(1-p)/n)" (the Wald interval) it stays inside [0, 1], is never empty or of zero
width, and keeps close to its nominal coverage for shares near 0 or 1 — which is where rule differences live: a
reading that changes 3 hands in 10,000 needs an honest interval far more than one that changes half of them.

``n == 0`` (nothing was sampled, e.g. no complete hand among the random deals) leaves the share undefined: the
result has ``share = None`` and the vacuous interval ``(0, 1)``, so a report can still be printed; nothing raises.

>>> p = proportion(81, 263)
>>> round(p.share, 4), round(p.low, 4), round(p.high, 4)
(0.308, 0.2553, 0.3662)
>>> proportion(312, 10_000).describe("hands")
'3.1 % (95 % CI 2.8–3.5 %, 312 of 10,000 hands)'
>>> proportion(0, 0).describe("complete hands")
'no data (0 complete hands sampled)'
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

DEFAULT_CONFIDENCE = 0.95
"""The confidence of an interval unless a caller asks for another."""


@dataclass(frozen=True)
class Proportion:
    """``hits`` of ``n`` sampled items, the share ``hits / n`` and its Wilson interval ``[low, high]``.

    ``share`` is ``None`` when ``n == 0`` (nothing sampled); the interval is then ``(0.0, 1.0)``.
    """

    hits: int
    n: int
    share: float | None
    low: float
    high: float
    confidence: float = DEFAULT_CONFIDENCE

    def contains(self, probability: float) -> bool:
        """Whether ``probability`` lies in the interval (bounds included)."""
        return self.low <= probability <= self.high

    def describe(self, unit: str = "samples") -> str:
        """One phrase for a report, e.g. ``3.1 % (95 % CI 2.8–3.5 %, 312 of 10,000 hands)``.

        ``unit`` names what was sampled, in the plural (``hands``, ``rounds``, ``games``).
        """
        if self.share is None:
            return f"no data (0 {unit} sampled)"
        level = f"{round(100 * self.confidence, 6):g}"
        return (
            f"{_percent(self.share)} % ({level} % CI {_percent(self.low)}–{_percent(self.high)} %, "
            f"{self.hits:,} of {self.n:,} {unit})"
        )

    def as_json(self) -> dict[str, Any]:
        """The proportion as a JSON object (``share`` is ``null`` when nothing was sampled)."""
        return {
            "hits": self.hits,
            "n": self.n,
            "share": self.share,
            "low": self.low,
            "high": self.high,
            "confidence": self.confidence,
        }


def proportion(hits: int, n: int, confidence: float = DEFAULT_CONFIDENCE) -> Proportion:
    """``hits`` of ``n`` with the Wilson score interval at ``confidence`` (see the module's docstring).

    Raises :class:`ValueError` for counts that cannot be a sample (negative, or ``hits > n``) and for a confidence
    outside ``(0, 1)``. ``n == 0`` gives ``share = None`` and the interval ``(0, 1)``.
    """
    for name, value in (("hits", hits), ("n", n)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{name} must be a whole number, not {value!r}")
    if n < 0 or hits < 0:
        raise ValueError(f"counts must be 0 or more, not {hits} of {n}")
    if hits > n:
        raise ValueError(f"hits ({hits}) cannot exceed the sample size ({n})")
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must lie strictly between 0 and 1, not {confidence!r}")
    if n == 0:
        return Proportion(0, 0, None, 0.0, 1.0, confidence)
    z = NormalDist().inv_cdf(0.5 + confidence / 2)  # two-sided: P(-z < Z < z) = confidence
    share = hits / n
    z2_n = z * z / n
    centre = (share + z2_n / 2) / (1 + z2_n)
    half_width = z / (1 + z2_n) * math.sqrt(share * (1 - share) / n + z2_n / (4 * n))
    # At hits == 0 (or n) the formula's bound is exactly 0 (or 1); rounding must not push it outside [0, 1].
    low = 0.0 if hits == 0 else max(0.0, centre - half_width)
    high = 1.0 if hits == n else min(1.0, centre + half_width)
    return Proportion(hits, n, share, low, high, confidence)


def _percent(value: float) -> str:
    """``value`` (a fraction) in per cent: one decimal, or one significant digit below 0.1 %.

    ``0.0312 -> '3.1'``, ``0.0004 -> '0.04'``, ``0 -> '0.0'``.
    """
    percent = 100 * value
    if percent == 0 or percent >= 0.1:
        return f"{percent:.1f}"
    decimals = -math.floor(math.log10(percent))
    return f"{percent:.{decimals}f}"


__all__ = ["DEFAULT_CONFIDENCE", "Proportion", "proportion"]
