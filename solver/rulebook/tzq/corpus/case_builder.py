"""Build one Tien Zi Que conformance case: the engine's answer, confirmed by the Z3 model.

The game-independent part is :mod:`rulebook.core.case_builder`; this module binds the Tien Zi Que answer functions
(:mod:`rulebook.tzq.corpus.questions`) to it. The model answers every question, so every case is confirmed; a
hand-worked ``expected`` must equal both.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from rulebook.core.case_builder import CaseDisagreementError, encodings_of
from rulebook.core.case_builder import confirmed_case as confirm
from rulebook.core.cases import Case, Outcome
from rulebook.tzq.corpus.questions import engine_answer, model_answer
from rulebook.tzq.reading import Reading

GAME = "tzq"
ENCODINGS = encodings_of(engine_answer, model_answer, Reading.from_mapping, Reading().as_mapping())
confirmed_case = partial(confirm, ENCODINGS)
"""A Tien Zi Que case whose expected answer is the engine's, checked against the model's."""


def rulebook_case(
    id: str,
    description: str,
    question: str,
    rules: tuple[str, ...],
    outcome: Outcome,
    given: Mapping[str, Any],
    why: str,
    expected: Any = None,
    readings: Mapping[str, str] | None = None,
    source: str = "rulebook",
) -> Case:
    """A confirmed case whose evidence is the rulebook's text or a hand-worked example (``why`` shows it)."""
    return confirmed_case(
        id=id,
        description=description,
        question=question,
        rules=rules,
        outcome=outcome,
        input=given,
        source=source,
        why=why,
        readings=readings,
        expected=expected,
    )


__all__ = ["ENCODINGS", "GAME", "CaseDisagreementError", "confirmed_case", "rulebook_case"]
