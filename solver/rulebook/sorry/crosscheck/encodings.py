"""The two encodings' public functions, loaded when a cross-check first needs them.

The cross-checks import both encodings; neither encoding imports the other. Loading them here, lazily, keeps
``rulebook --help`` light and lets a test hand a comparison a deliberately broken function instead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.sorry.position import Position
from rulebook.sorry.reading import Reading
from rulebook.sorry.verdict import Option

MovesFunction = Callable[[Position, str, str, str, Reading], tuple[Option, ...]]
"""``(position, card, turn, mode, reading) -> every legal move`` (question ``moves``)."""
ScoreFunction = Callable[[Position, Reading], dict[str, Any]]
"""``(position, reading) -> {"winner", "scores"}`` (question ``score``)."""

MOVE_KEYS = ("seven.split-start", "slide.own-pawns", "swap.opponent-slides", "sorry.forward-four", "ten.backward")
"""The reading keys the moves of a card depend on outside the team rules (spec: the readings of the move rules)."""


def engine_moves(position: Position, card: str, turn: str, mode: str, reading: Reading) -> tuple[Option, ...]:
    """``rulebook.sorry.engine.moves.moves``."""
    from rulebook.sorry.engine.moves import moves

    return moves(position, card, turn, mode, reading)  # type: ignore[arg-type]


def model_moves(position: Position, card: str, turn: str, mode: str, reading: Reading) -> tuple[Option, ...]:
    """``rulebook.sorry.model.moves.moves``."""
    from rulebook.sorry.model.moves import moves

    return moves(position, card, turn, mode, reading)


def engine_score(position: Position, reading: Reading) -> dict[str, Any]:
    """``rulebook.sorry.engine.score.score``."""
    from rulebook.sorry.engine.score import score

    return score(position, reading)


def model_score(position: Position, reading: Reading) -> dict[str, Any]:
    """``rulebook.sorry.model.score.score``."""
    from rulebook.sorry.model.score import score

    return score(position, reading)


def readings_over(keys: tuple[str, ...], base: Reading | None = None) -> tuple[Reading, ...]:
    """Every combination of the options of ``keys`` (the other keys as in ``base``, the defaults by default)."""
    return Reading.over(keys, base)


def reading_words(reading: Reading) -> str:
    """A reading as ``key=value`` pairs of what differs from the defaults, or ``defaults``."""
    return reading.words()


__all__ = [
    "MOVE_KEYS",
    "MovesFunction",
    "ScoreFunction",
    "engine_moves",
    "engine_score",
    "model_moves",
    "model_score",
    "reading_words",
    "readings_over",
]
