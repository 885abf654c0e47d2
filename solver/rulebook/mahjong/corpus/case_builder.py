"""Build one classical mahjong conformance case: the engine's answer, confirmed by the Z3 model.

The game-independent part is :mod:`rulebook.core.case_builder`; this module binds the mahjong answer functions
(:mod:`rulebook.mahjong.corpus.questions`) to it. Every mahjong question is encoded by both, so every case is confirmed.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from rulebook.core.case_builder import CaseDisagreementError, encodings_of
from rulebook.core.case_builder import confirmed_case as confirm
from rulebook.core.cases import Case, Outcome
from rulebook.mahjong.corpus.questions import engine_answer, model_answer
from rulebook.mahjong.reading import Reading

ENCODINGS = encodings_of(engine_answer, model_answer, Reading.from_mapping, Reading().as_mapping())
confirmed_case = partial(confirm, ENCODINGS)
"""A mahjong case whose expected answer is the engine's, checked against the model's."""


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
    """A confirmed case whose evidence is the rulebook's text (``why`` quotes it), unless ``source`` names another.

    The arguments come in the order a case reads (what, the question, the rules, the outcome, the input, why), so a
    table of cases can give them by position.
    """
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


__all__ = ["ENCODINGS", "CaseDisagreementError", "confirmed_case", "rulebook_case"]
