"""The two encodings' public functions, loaded when a cross-check first needs them.

The cross-checks import both encodings; neither encoding imports the other. Each function is named with
:func:`~rulebook.core.deferred.deferred` and loaded when a cross-check first calls it, which keeps ``rulebook --help``
light and lets a test hand a comparison a deliberately broken function instead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.core.deferred import deferred
from rulebook.sorry.position import Position
from rulebook.sorry.reading import MOVE_KEYS, Reading
from rulebook.sorry.verdict import Option

MovesFunction = Callable[[Position, str, str, str, Reading], tuple[Option, ...]]
"""``(position, card, turn, mode, reading) -> every legal move`` (question ``moves``)."""
ScoreFunction = Callable[[Position, Reading], dict[str, Any]]
"""``(position, reading) -> {"winner", "scores"}`` (question ``score``)."""

engine_moves: MovesFunction = deferred("rulebook.sorry.engine.moves:moves")
"""``rulebook.sorry.engine.moves.moves``."""
model_moves: MovesFunction = deferred("rulebook.sorry.model.moves:moves")
"""``rulebook.sorry.model.moves.moves``."""
engine_score: ScoreFunction = deferred("rulebook.sorry.engine.score:score")
"""``rulebook.sorry.engine.score.score``."""
model_score: ScoreFunction = deferred("rulebook.sorry.model.score:score")
"""``rulebook.sorry.model.score.score``."""
readings_over = Reading.over
"""Every combination of the options of some keys (the others as in a base reading, the defaults by default)."""
reading_words = Reading.words
"""A reading as ``key=value`` pairs of what differs from the defaults, or ``defaults``."""


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
