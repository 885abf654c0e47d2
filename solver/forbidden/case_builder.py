"""Build one FORBIDDEN conformance case: the engine's answer, confirmed by the Z3 model before it is written.

Case sources (``cases_*.py``) describe a case — its question, input, rules, readings, outcome and why — and
:func:`confirmed_case` fills in the expected answer. When the model answers the question too and disagrees, the
generator stops with both answers (:class:`CaseDisagreementError`): a case is never written that the two encodings do
not both give.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from solver.core.cases import Case, Outcome
from solver.forbidden.questions import engine_answer, model_answer
from solver.forbidden.reading import Reading


class CaseDisagreementError(RuntimeError):
    """The engine and the Z3 model answer a case differently: a bug in one encoding, never a case to write."""


def confirmed_case(
    *,
    id: str,
    description: str,
    question: str,
    rules: tuple[str, ...],
    outcome: Outcome,
    input: Mapping[str, Any],
    source: str,
    why: str,
    readings: Mapping[str, str] | None = None,
    expected: Any = None,
) -> Case:
    """A case whose expected answer is the engine's, checked against the model's (and ``expected`` if given).

    ``expected``, when a source knows the answer independently (a worked example of the rulebook), must equal
    the engine's: a mismatch is a :class:`CaseDisagreementError` too.
    """
    chosen = dict(readings or {})
    reading = Reading.from_mapping(chosen)
    answer = engine_answer(question, input, reading)
    by_model = model_answer(question, input, reading)
    if by_model is not None and by_model != answer:
        raise CaseDisagreementError(f"case {id}: the engine answers {answer}, the Z3 model {by_model}")
    if expected is not None and expected != answer:
        raise CaseDisagreementError(f"case {id}: the source expects {expected}, the engine answers {answer}")
    return Case(
        id=id,
        description=description,
        question=question,
        rules=rules,
        outcome=outcome,
        input=dict(input),
        expected=answer,
        source=source,
        why=why,
        readings={key: value for key, value in chosen.items() if Reading().as_mapping()[key] != value},
    )


__all__ = ["CaseDisagreementError", "confirmed_case"]
