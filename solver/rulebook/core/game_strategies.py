"""The shape of one game's Hypothesis strategies (:class:`GameStrategies`).

The strategies every game shares are in :mod:`rulebook.core.mutation.strategies`; this type is apart from them so that
the game protocol (:mod:`rulebook.core.game`), which names it, and the strategies, which are handed games, do not
import each other, and so that naming the type loads no Hypothesis.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hypothesis import strategies as st

Input = Mapping[str, Any]
"""One question's input, in the corpus's JSON form."""


@dataclass(frozen=True)
class GameStrategies:
    """What one game gives ``rulebook fuzz``, the pytest plugin and users' property tests."""

    inputs: Mapping[str, Callable[[], st.SearchStrategy[dict[str, Any]]]]
    """Question -> a fresh strategy of its inputs in the corpus's JSON form, every one valid by construction."""
    size: Callable[[str, Input], int]
    """``(question, input) -> size``: what a witness's size counts (the game's ``unit``), as its mutants count it."""
    types: Mapping[type, Callable[[], st.SearchStrategy[Any]]] = field(default_factory=dict)
    """The vocabulary's types and a strategy of each (for :func:`hypothesis.strategies.from_type`)."""
    bounded: Mapping[str, Callable[[int], st.SearchStrategy[dict[str, Any]] | None]] = field(default_factory=dict)
    """Question -> ``most`` -> a strategy of its inputs of about ``most`` units at most (what ``size`` counts).

    ``rulebook fuzz`` draws from these once it holds a difference, looking for a smaller one: a fresh input drawn
    small from the start reaches shapes that shrinking a large one does not (a plain hand, where the first
    difference was a complete one). An input a little over ``most`` is allowed (:func:`requests` filters);
    ``None`` says the question has no input that small; a question without an entry is drawn from ``inputs``
    and filtered.
    """
    neighbours: Callable[[str, Any], Iterable[Any]] | None = None
    """``(question, input) -> inputs`` one step from it in the game's own terms, none larger (what ``size`` counts).

    Once Hypothesis has shrunk a difference, ``rulebook fuzz`` walks these from it, through inputs that still
    differ, to the smallest it reaches: steps Hypothesis's shrinker does not take, because it shrinks the choices an
    input was drawn from, not the input (a kong made the pung of its kind, a set moved from the table into the
    hand). A step may give an input the rules do not take; this project's engine refuses it and it is not asked.
    ``None``: the game gives no such steps.
    """


__all__ = ["GameStrategies", "Input"]
