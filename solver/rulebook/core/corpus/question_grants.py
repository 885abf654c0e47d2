"""A game's :data:`~rulebook.core.corpus.grants.Grants` built from what each of its own questions grants.

A game names, per question of its own, whether an answer to it grants what it asks (of a rule, where the rule says
more); the questions about a position of play (``legal_actions``, ``apply``) grant alike in every game
(:func:`~rulebook.core.corpus.grants.position_grants`), any other question has no yes or no, and an answer of an
unexpected shape (:data:`~rulebook.core.corpus.grants.UNREADABLE`) grants neither yes nor no.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from rulebook.core.corpus.grants import UNREADABLE, position_grants

QuestionGrants = Callable[[Any, "str | None"], "bool | None"]
"""``(answer, rule)``: whether an answer to one question grants what it asks, of ``rule`` when one is named."""


class GameGrants(Protocol):
    """A game's ``grants``: ``(question, answer, rule=None)`` (a :data:`~rulebook.core.corpus.grants.Grants`)."""

    def __call__(self, question: str, answer: Any, rule: str | None = None) -> bool | None:
        """Whether ``answer`` grants what ``question`` asks, of ``rule`` when one is named."""


def grants_by_question(own: Mapping[str, QuestionGrants]) -> GameGrants:
    """The game's ``grants`` from its own questions' (see the module's description)."""

    def grants(question: str, answer: Any, rule: str | None = None) -> bool | None:
        ask = own.get(question)
        try:
            return position_grants(question, answer) if ask is None else ask(answer, rule)
        except UNREADABLE:
            return None

    return grants


__all__ = ["GameGrants", "QuestionGrants", "grants_by_question"]
