"""The rows every game's ``make bench`` figures share: an engine's rate, a Z3 model's median, random games.

A game's ``bench.py`` says what it times (its questions, its samples, what each figure says); the timing and the
shape of the figure are here once (:mod:`rulebook.core.bench.run` holds the page and the command).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, TypeVar

from rulebook.core.bench.figure import Figure
from rulebook.core.bench.run import best_rate, median_ms

T = TypeVar("T")


def sweep_rate(call: Callable[..., object], cases: Sequence[Sequence[Any]], repeats: int = 3) -> float:
    """Cases per second: the best of ``repeats`` sweeps of ``call`` over ``cases`` (each case is its arguments)."""

    def sweep() -> int:
        for case in cases:
            call(*case)
        return len(cases)

    return best_rate(sweep, repeats)


def model_ms(call: Callable[..., object], cases: Sequence[Sequence[Any]]) -> float:
    """Median milliseconds of ``call`` over ``cases``, after a first call that builds the Z3 solver it reuses."""
    call(*cases[0])
    return median_ms([partial(call, *case) for case in cases])


def engine_figure(what: str, rate: float, unit: str, detail: str) -> Figure:
    """An engine's rate, ``N k UNIT/s``, set against the pure-Python reference."""
    return Figure(what, f"{rate / 1e3:.0f} k {unit}/s", detail, 1 / rate, "python")


def model_figure(what: str, ms: float, detail: str) -> Figure:
    """A Z3 model's median time of one question, set against the small-Z3-check reference."""
    return Figure(what, f"{ms:.2f} ms", detail, ms / 1e3, "z3")


def timed(run: Callable[[], T]) -> tuple[T, float]:
    """What ``run`` returns and the seconds it took."""
    start = time.perf_counter()
    found = run()
    return found, time.perf_counter() - start


def games_figure(what: str, games: int, seconds: float, detail: str) -> Figure:
    """Random games per second (``games`` played in ``seconds``), set against the pure-Python reference."""
    return Figure(what, f"{games / seconds:.1f} games/s", detail, seconds / games, "python")


__all__ = ["engine_figure", "games_figure", "model_figure", "model_ms", "sweep_rate", "timed"]
