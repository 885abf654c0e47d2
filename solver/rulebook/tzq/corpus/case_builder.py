"""Build one Tien Zi Que conformance case: the engine's answer, confirmed by the Z3 model.

The game-independent part is :mod:`rulebook.core.corpus.case_builder`; this module binds the Tien Zi Que answer
functions (:mod:`rulebook.tzq.corpus.questions`) to it. The model answers every question, so every case is confirmed by
both; a hand-worked ``expected`` must equal the engine's answer.
"""

from __future__ import annotations

from functools import partial

from rulebook.core.corpus.case_builder import CaseDisagreementError, encodings_of
from rulebook.core.corpus.case_builder import confirmed_case as confirm
from rulebook.core.corpus.case_builder import rulebook_case as build_rulebook_case
from rulebook.tzq.corpus.questions import engine_answer, model_answer
from rulebook.tzq.reading import Reading

GAME = "tzq"
ENCODINGS = encodings_of(engine_answer, model_answer, Reading.from_mapping, Reading().as_mapping())
confirmed_case = partial(confirm, ENCODINGS)
"""A Tien Zi Que case whose expected answer is the engine's, checked against the model's."""

rulebook_case = partial(build_rulebook_case, ENCODINGS)
"""A Tien Zi Que case from the rulebook or a hand-worked example, confirmed by both encodings."""


__all__ = ["ENCODINGS", "GAME", "CaseDisagreementError", "confirmed_case", "rulebook_case"]
