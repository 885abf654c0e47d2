"""What every game's answers to its corpus questions share (game-independent).

The ``apply`` answer of a refused action, and the error of a question the game does not ask.

An ``apply`` answer is what the action leads to, or ``{"refused": true}`` when the rules do not allow the action in
that position (the answer shape :func:`rulebook.core.corpus.cases.applied_state_problems` checks).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rulebook.core.errors import InputError

REFUSED_ACTION = {"refused": True}
"""The ``apply`` answer for an action the rules refuse where it is played (a fresh copy each time it is given)."""


def refused() -> dict[str, Any]:
    """``{"refused": true}``: the rules refuse the action."""
    return dict(REFUSED_ACTION)


def applied_or_refused(leads_to: Callable[[], Any], refusals: type[Exception] | tuple[type[Exception], ...]) -> Any:
    """The ``apply`` answer: ``leads_to()`` (what the action leads to), or :func:`refused` if it raises a refusal."""
    try:
        return leads_to()
    except refusals:
        return refused()


def unknown_question(question: str, questions: Iterable[str]) -> InputError:
    """The error for a question the game does not ask, naming those it does."""
    return InputError(f"unknown question {question!r}; questions: {', '.join(questions)}")


__all__ = ["REFUSED_ACTION", "applied_or_refused", "refused", "unknown_question"]
