"""The answer types both encodings of Tien Zi Que return (plain data, no rule logic).

A score pile's :class:`Score` lists its lines in the order of the register (``spec/tzq.toml``), one line per row
that scores (two lines for two pairs, when they both count).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Line:
    """One row of the scoring table that scores: its rule id and its points."""

    rule: str
    points: int


@dataclass(frozen=True)
class Score:
    """What a score pile scores: the total and the lines that make it."""

    points: int
    lines: tuple[Line, ...]

    def as_json(self) -> dict[str, Any]:
        """``{"points": 9, "lines": [{"rule": "tzq.score.pair", "points": 2}, ...]}``."""
        return {"points": self.points, "lines": [{"rule": line.rule, "points": line.points} for line in self.lines]}


__all__ = ["Line", "Score"]
