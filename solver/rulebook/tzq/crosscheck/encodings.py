"""The two encodings' public functions, loaded when a cross-check first needs them (docs/tzq-contract.md).

The cross-checks import both encodings; neither encoding imports the other. Each function is named with
:func:`~rulebook.core.deferred.deferred` and loaded when a cross-check first calls it, which keeps ``rulebook --help``
light and lets a test hand a comparison a deliberately broken function instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rulebook.core.deferred import deferred
from rulebook.tzq.cards import Cards
from rulebook.tzq.reading import Reading
from rulebook.tzq.verdict import Score

ScoreFunction = Callable[[Cards, Reading], Score]
WaysFunction = Callable[[Sequence[str]], Sequence[str]]
CombinationsFunction = Callable[[Cards, str, str, Reading], Sequence[str]]
LegalFunction = Callable[[Any, Reading], Sequence[str]]
"""``(state, reading) -> the legal actions' texts`` (the engine's actions are turned into texts by :func:`str`)."""

engine_score: ScoreFunction = deferred("rulebook.tzq.engine.score:score")
"""``rulebook.tzq.engine.score.score``."""
model_score: ScoreFunction = deferred("rulebook.tzq.model.score:score")
"""``rulebook.tzq.model.score.score``."""
engine_ways: WaysFunction = deferred("rulebook.tzq.engine.combinations:ways")
"""``rulebook.tzq.engine.combinations.ways``."""
model_ways: WaysFunction = deferred("rulebook.tzq.model.combinations:ways")
"""``rulebook.tzq.model.combinations.ways``."""
engine_combinations: CombinationsFunction = deferred("rulebook.tzq.engine.combinations:combinations")
"""``rulebook.tzq.engine.combinations.combinations``."""
model_combinations: CombinationsFunction = deferred("rulebook.tzq.model.combinations:combinations")
"""``rulebook.tzq.model.combinations.combinations``."""


def engine_legal(state: Any, reading: Reading) -> Sequence[str]:
    """``rulebook.tzq.engine.play.legal_actions``, as texts."""
    from rulebook.tzq.engine.play import legal_actions

    return [str(action) for action in legal_actions(state, reading)]


model_legal: LegalFunction = deferred("rulebook.tzq.model.actions:legal_actions")
"""``rulebook.tzq.model.actions.legal_actions`` (texts already)."""


__all__ = [
    "CombinationsFunction",
    "LegalFunction",
    "ScoreFunction",
    "WaysFunction",
    "engine_combinations",
    "engine_legal",
    "engine_score",
    "engine_ways",
    "model_combinations",
    "model_legal",
    "model_score",
    "model_ways",
]
