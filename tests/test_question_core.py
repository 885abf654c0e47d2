"""The core's pieces of a game's question answers and of its ``grants``, on hand-made questions and answers.

A made-up game with one question of its own (``coin``: the answer ``{"heads": ...}`` grants when heads) checks
:func:`rulebook.core.corpus.grants.grants_by_question`; a made-up action that is refused or not checks
:func:`rulebook.core.corpus.question_answers.applied_or_refused`.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.core.corpus.grants import grants_by_question
from rulebook.core.corpus.question_answers import applied_or_refused, refused, unknown_question
from rulebook.core.errors import InputError

GRANTS = grants_by_question({"coin": lambda answer, rule: bool(answer["heads"]) if rule != "any.rule" else None})


@pytest.mark.parametrize(
    ("question", "answer", "rule", "expected"),
    [
        ("coin", {"heads": True}, None, True),
        ("coin", {"heads": False}, None, False),
        ("coin", {"heads": True}, "any.rule", None),  # the game's own function says no yes or no for this rule
        ("coin", {"tails": True}, None, None),  # no "heads": an answer of an unexpected shape
        ("coin", "not an answer", None, None),
        ("legal_actions", ["draw"], None, True),  # the position questions, as in every game
        ("legal_actions", [], None, False),
        ("apply", {"refused": True}, None, False),
        ("apply", {"phase": "play"}, None, True),
        ("apply", "not an answer", None, None),
        ("settle", {"net": [1, -1]}, None, None),  # a question neither the game's nor a position's
    ],
)
def test_grants_by_question(question: str, answer: Any, rule: str | None, expected: bool | None) -> None:
    assert GRANTS(question, answer, rule) is expected


class RefusalError(Exception):
    """The made-up game's illegal action."""


def refuse() -> Any:
    raise RefusalError


def test_applied_or_refused() -> None:
    assert applied_or_refused(lambda: {"phase": "over"}, RefusalError) == {"phase": "over"}
    assert applied_or_refused(refuse, (ValueError, RefusalError)) == {"refused": True}
    answer = applied_or_refused(refuse, RefusalError)
    answer["refused"] = False  # each refusal is a fresh answer: changing one leaves the next alone
    assert refused() == {"refused": True}
    with pytest.raises(RefusalError):
        applied_or_refused(refuse, ValueError)


def test_unknown_question_names_the_questions() -> None:
    error = unknown_question("coin", ("dice", "cards"))
    assert isinstance(error, InputError)
    assert str(error) == "unknown question 'coin'; questions: dice, cards"
