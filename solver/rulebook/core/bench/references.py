"""The stable references of ``make bench``, measured in the same run as every figure.

An absolute figure (hands per second, milliseconds per query) says as much about the machine as about the code:
the same code measured 1.5 to 2.7 times slower on one kind of virtual machine than on another. So ``make bench``
also times four fixed pieces of work that involve none of this project's code, in the same run, and prints beside
each figure what one of its items costs in those units:

- ``start``: a fresh ``python -c pass`` (median of several starts), for the time a person waits for one answer;
- ``python``: one step of a fixed pure-Python loop (a tuple index, a dict lookup, an integer add), for the engines'
  scalar code, play and anything else that is Python;
- ``z3``: one reference Z3 check (seven integers from 0 to 4 whose sum is asked through an assumption, on a reused
  solver), for the models' queries;
- ``take``: one element of a bare ``numpy.take`` over a table of 5^7 bytes, for the numpy batch checks, whose floor
  is the gathers they make.

A ratio moves with the code and much less with the machine: a reader on another machine runs ``make bench`` and
compares ratios.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from dataclasses import dataclass

from rulebook.core.bench.figure import Figure

PYTHON_STEPS = 1_000_000
"""Steps of the reference Python loop (best of :data:`REPEATS`)."""
Z3_CHECKS = 300
"""Reference Z3 checks timed (their median)."""
TAKE_ELEMENTS = 6_000_000
"""Elements gathered by the reference ``numpy.take`` (best of :data:`REPEATS`)."""
REPEATS = 5
MILLION = 1_000_000

LABELS = {
    "start": ("`python -c pass`", "`python -c pass` starts"),
    "python": ("a Python reference step", "Python reference steps"),
    "z3": ("a reference Z3 check", "reference Z3 checks"),
    "take": ("a bare `numpy.take` gather", "bare `numpy.take` gathers"),
}
"""How the page names one unit of each reference, and several."""


@dataclass(frozen=True)
class References:
    """The seconds of one unit of each reference, measured in this run."""

    seconds: dict[str, float]

    def ratio(self, figure: Figure) -> str:
        """What one item of ``figure`` cost in its reference's units, or ``""`` when it names none."""
        if figure.cost is None or figure.against is None or figure.against not in self.seconds:
            return ""
        ratio = figure.cost / (figure.units * self.seconds[figure.against])
        one, several = LABELS[figure.against]
        unit = one if figure.units == 1 else f"{figure.units:g} {several}"
        if ratio >= MILLION:  # a one-off build against one small step: the count in words reads better
            return f"{ratio / MILLION:.1f} million times {unit}"
        shown = f"{ratio:,.0f}" if ratio >= 100 else f"{ratio:.1f}" if ratio >= 1 else f"{ratio:.2f}"
        return f"{shown}x {unit}"


def python_step() -> float:
    """Seconds of one step of the reference loop: a tuple index, a dict lookup and an add (best of a few runs)."""
    keys = tuple(random.Random(0).randrange(1_000) for _ in range(256))
    table = {key: key & 7 for key in keys}
    best = float("inf")
    for _ in range(REPEATS):
        start = time.perf_counter()
        total = 0
        for step in range(PYTHON_STEPS):
            total += table[keys[step & 255]]
        best = min(best, time.perf_counter() - start)
    return best / PYTHON_STEPS


def z3_check() -> float:
    """Median seconds of one reference Z3 check: seven counts from 0 to 4, their sum fixed by an assumption."""
    import z3

    counts = [z3.Int(f"c{index}") for index in range(7)]
    solver = z3.Solver()
    solver.add(*(z3.And(count >= 0, count <= 4) for count in counts))
    total = z3.Sum(counts)
    sums = [total == value for value in range(29)]
    times = []
    for query in range(Z3_CHECKS):
        start = time.perf_counter()
        solver.check(sums[query % len(sums)])
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def take_element() -> float:
    """Seconds per element of a bare ``numpy.take`` of random indices into a table of 5^7 bytes (best of a few)."""
    import numpy as np

    table = np.arange(5**7, dtype=np.int8)
    indices = np.random.default_rng(0).integers(0, len(table), TAKE_ELEMENTS)
    best = float("inf")
    for _ in range(REPEATS):
        start = time.perf_counter()
        np.take(table, indices)
        best = min(best, time.perf_counter() - start)
    return best / TAKE_ELEMENTS


def measure_references(quick: bool = False) -> References:
    """Time every reference in this process (and ``python -c pass`` in fresh ones)."""
    from rulebook.core.bench.latency import QUICK_STARTS, STARTS, median_start_seconds

    return References(
        {
            "start": median_start_seconds([sys.executable, "-c", "pass"], QUICK_STARTS if quick else STARTS),
            "python": python_step(),
            "z3": z3_check(),
            "take": take_element(),
        }
    )


def reference_figures(references: References) -> list[Figure]:
    """The references themselves, as the page's first rows."""
    seconds = references.seconds
    return [
        Figure("reference: `python -c pass`", f"{seconds['start']:.3f} s", "median of fresh process starts"),
        Figure(
            "reference: one Python step",
            f"{seconds['python'] * 1e9:.1f} ns",
            f"a tuple index, a dict lookup and an add; best of {REPEATS} loops of {PYTHON_STEPS:,}",
        ),
        Figure(
            "reference: one Z3 check",
            f"{seconds['z3'] * 1e3:.3f} ms",
            f"seven integers 0-4, their sum asked by an assumption; median of {Z3_CHECKS}, reused solver",
        ),
        Figure(
            "reference: one `numpy.take` gather",
            f"{seconds['take'] * 1e9:.2f} ns",
            f"{TAKE_ELEMENTS:,} random indices into 5^7 bytes, best of {REPEATS}",
        ),
    ]


__all__ = ["LABELS", "References", "measure_references", "reference_figures"]
