"""Build one FORBIDDEN conformance case: the engine's answer, confirmed by the Z3 model before it is written.

The game-independent part is :mod:`rulebook.core.corpus.case_builder`; this module binds FORBIDDEN's two answer
functions (:mod:`rulebook.forbidden.corpus.questions`) to it.
"""

from __future__ import annotations

from functools import partial

from rulebook.core.corpus.case_builder import CaseDisagreementError, encodings_of
from rulebook.core.corpus.case_builder import confirmed_case as confirm
from rulebook.forbidden.corpus.questions import engine_answer, model_answer
from rulebook.forbidden.reading import Reading

ENCODINGS = encodings_of(engine_answer, model_answer, Reading.from_mapping, Reading().as_mapping())
confirmed_case = partial(confirm, ENCODINGS)
"""A FORBIDDEN case whose expected answer is the engine's, checked against the model's."""

__all__ = ["ENCODINGS", "CaseDisagreementError", "confirmed_case"]
