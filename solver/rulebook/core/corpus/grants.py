"""Whether an answer grants what its question asks: each game's one function, and what the core reads off it.

A game says once, in :data:`Grants` form, whether an expected answer grants what the question asks (the hand wins,
a claim is open, the action is not refused), or ``None`` where the answer has no yes or no (a settlement, an order
of play). The readings family takes a witness's outcome from it (:func:`outcome_of`); the rule documents take the
heading an example is shown under from it (:func:`rulebook.core.corpus.rule_docs.shown_as`, through :func:`granted_by`).
A game usually builds it from one function per question of its own (:func:`grants_by_question`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from rulebook.core.corpus.cases import Case, Outcome
from rulebook.core.errors import InputError

UNREADABLE = (InputError, ValueError, KeyError, IndexError, TypeError, AttributeError)
"""What reading an answer or input of an unexpected shape may raise: a game's :data:`Grants` then answers ``None``,
and its documents show the value as JSON."""

Grants = Callable[[str, Any, "str | None"], "bool | None"]
"""``(question, answer, rule)``: whether ``answer`` grants what ``question`` asks, of ``rule`` when one is named (a
claim rule asks for a claim of its own shape), or ``None`` where the answer has no yes or no."""

Granted = Callable[[str, Case], "bool | None"]
"""``(rule, case)``: whether the case's expected answer grants what its question asks of the rule."""


def outcome_of(granted: bool | None) -> Outcome:
    """A case's outcome from what its answer grants: ``refuses`` only when it refuses what is asked.

    An answer with no yes or no (``None``) is the rules answering the question: ``accepts``.
    """
    return "refuses" if granted is False else "accepts"


def position_grants(question: str, answer: Any) -> bool | None:
    """What the questions about a position of play grant, alike in every game that asks them.

    ``legal_actions``: some action is legal; ``apply``: the action is not refused. ``None`` for any other question.
    """
    if question == "legal_actions":
        return bool(answer)
    if question == "apply":
        return not answer.get("refused")
    return None


def granted_by(grants: Grants) -> Granted:
    """The game's :data:`Grants` asked of a case's question and expected answer, for one rule."""

    def granted(rule: str, case: Case) -> bool | None:
        return grants(case.question, case.expected, rule)

    return granted


QuestionGrants = Callable[[Any, "str | None"], "bool | None"]
"""``(answer, rule)``: whether an answer to one question grants what it asks, of ``rule`` when one is named."""


class GameGrants(Protocol):
    """A game's ``grants``: ``(question, answer, rule=None)`` (a :data:`Grants`)."""

    def __call__(self, question: str, answer: Any, rule: str | None = None) -> bool | None:
        """Whether ``answer`` grants what ``question`` asks, of ``rule`` when one is named."""


def grants_by_question(own: Mapping[str, QuestionGrants]) -> GameGrants:
    """A game's ``grants`` from what each of its own questions grants.

    The questions about a position of play grant alike in every game (:func:`position_grants`), any other question
    the game does not name has no yes or no, and an answer of an unexpected shape (:data:`UNREADABLE`) grants
    neither yes nor no.
    """

    def grants(question: str, answer: Any, rule: str | None = None) -> bool | None:
        ask = own.get(question)
        try:
            return position_grants(question, answer) if ask is None else ask(answer, rule)
        except UNREADABLE:
            return None

    return grants


__all__ = [
    "UNREADABLE",
    "GameGrants",
    "Granted",
    "Grants",
    "QuestionGrants",
    "granted_by",
    "grants_by_question",
    "outcome_of",
    "position_grants",
]
