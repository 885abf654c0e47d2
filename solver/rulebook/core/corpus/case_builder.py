"""Build one conformance case of any game: the engine's answer, confirmed by the Z3 model before it is written.

A game's case sources describe a case — its question, input, rules, readings, outcome and why — and
:func:`confirmed_case` fills in the expected answer from the game's engine. When the game's model answers the
question too and disagrees, the generator stops with both answers (:class:`CaseDisagreementError`): a case is never
written that the two encodings do not both give.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from rulebook.core.corpus.cases import Case, Outcome

Answer = Callable[[str, Mapping[str, Any], Mapping[str, str]], Any]
"""``(question, input, readings) -> answer``; the model's returns ``None`` for a question it does not encode."""
R = TypeVar("R")


class CaseDisagreementError(RuntimeError):
    """The engine and the Z3 model answer a case differently: a bug in one encoding, never a case to write."""


@dataclass(frozen=True)
class Encodings:
    """A game's two answer functions and its reading defaults (only readings that differ are written)."""

    engine: Answer
    model: Answer
    defaults: Mapping[str, str]


def encodings_of(
    engine_answer: Callable[[str, Mapping[str, Any], R], Any],
    model_answer: Callable[[str, Mapping[str, Any], R], Any],
    reading: Callable[[Mapping[str, str]], R],
    defaults: Mapping[str, str],
) -> Encodings:
    """A game's :class:`Encodings` from its two answer functions, which take the game's own reading object.

    ``reading`` builds that object from a case's ``key=value`` readings (each game's ``Reading.from_mapping``).
    """

    def engine(question: str, data: Mapping[str, Any], readings: Mapping[str, str]) -> Any:
        return engine_answer(question, data, reading(readings))

    def model(question: str, data: Mapping[str, Any], readings: Mapping[str, str]) -> Any:
        return model_answer(question, data, reading(readings))

    return Encodings(engine, model, defaults)


def confirmed_case(
    encodings: Encodings,
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
    answer = encodings.engine(question, input, chosen)
    by_model = encodings.model(question, input, chosen)
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
        readings={key: value for key, value in chosen.items() if encodings.defaults[key] != value},
    )


def rulebook_case(
    encodings: Encodings,
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
    """A confirmed case whose evidence is the rulebook's text or a hand-worked example (``why`` shows it).

    The arguments come in the order a case reads (what, the question, the rules, the outcome, the input, why), so a
    game's table of cases can give them by position; ``source`` names another kind of evidence.
    """
    return confirmed_case(
        encodings,
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


__all__ = ["Answer", "CaseDisagreementError", "Encodings", "confirmed_case", "encodings_of", "rulebook_case"]
