"""One measured number of ``make bench``: what was measured, the result, and how (:mod:`rulebook.core.bench.run`).

A figure may also say what one item cost (``cost``, seconds: one hand checked, one query answered, one process
started) and which of the run's references it is set against (``against``, see :mod:`rulebook.core.bench.references`),
so the page can print the same-run ratio beside the absolute figure: a reader on another machine compares ratios,
not seconds.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Figure:
    """One measured number, and what one item of it cost against a reference of the same run."""

    what: str
    value: str
    detail: str
    cost: float | None = None
    """Seconds one item took (a hand, a query, a game, a process start); ``None`` for a figure that is a ratio."""
    against: str | None = None
    """The reference :attr:`cost` is set against (a key of :data:`rulebook.core.bench.references.REFERENCES`)."""
    units: float = 1.0
    """How many reference units one item is set against (three gathers for a hand of three colours)."""


__all__ = ["Figure"]
