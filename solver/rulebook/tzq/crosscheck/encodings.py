"""The two encodings' public functions, loaded when a cross-check first needs them (brief "The questions").

The cross-checks import both encodings; neither encoding imports the other. Loading them here, lazily, keeps
``rulebook --help`` light and lets a test hand a comparison a deliberately broken function instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rulebook.tzq.cards import Cards
from rulebook.tzq.reading import Reading
from rulebook.tzq.verdict import Score

ScoreFunction = Callable[[Cards, Reading], Score]
WaysFunction = Callable[[Sequence[str]], Sequence[str]]
CombinationsFunction = Callable[[Cards, str, str], Sequence[str]]
LegalFunction = Callable[[Any, Reading], Sequence[str]]
"""``(state, reading) -> the legal actions' texts`` (the engine's actions are turned into texts by :func:`str`)."""


def engine_score(pile: Cards, reading: Reading) -> Score:
    """``rulebook.tzq.engine.score.score``."""
    from rulebook.tzq.engine.score import score

    return score(pile, reading)


def model_score(pile: Cards, reading: Reading) -> Score:
    """``rulebook.tzq.model.score.score``."""
    from rulebook.tzq.model.score import score

    return score(pile, reading)


def engine_ways(cards: Sequence[str]) -> Sequence[str]:
    """``rulebook.tzq.engine.combinations.ways``."""
    from rulebook.tzq.engine.combinations import ways

    return ways(cards)


def model_ways(cards: Sequence[str]) -> Sequence[str]:
    """``rulebook.tzq.model.combinations.ways``."""
    from rulebook.tzq.model.combinations import ways

    return ways(cards)


def engine_combinations(hand: Cards, card: str, source: str) -> Sequence[str]:
    """``rulebook.tzq.engine.combinations.combinations``."""
    from rulebook.tzq.engine.combinations import combinations

    return combinations(hand, card, source)


def model_combinations(hand: Cards, card: str, source: str) -> Sequence[str]:
    """``rulebook.tzq.model.combinations.combinations``."""
    from rulebook.tzq.model.combinations import combinations

    return combinations(hand, card, source)


def engine_legal(state: Any, reading: Reading) -> Sequence[str]:
    """``rulebook.tzq.engine.play.legal_actions``, as texts."""
    from rulebook.tzq.engine.play import legal_actions

    return [str(action) for action in legal_actions(state, reading)]


def model_legal(state: Any, reading: Reading) -> Sequence[str]:
    """``rulebook.tzq.model.actions.legal_actions`` (texts already)."""
    from rulebook.tzq.model.actions import legal_actions

    return legal_actions(state, reading)


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
