"""One measured number of ``make bench``: what was measured, the result, and how (:mod:`rulebook.core.bench`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Figure:
    """One measured number."""

    what: str
    value: str
    detail: str


__all__ = ["Figure"]
