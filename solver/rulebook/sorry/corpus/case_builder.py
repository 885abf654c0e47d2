"""Build one SORRY! conformance case: the engine's answer, confirmed by the Z3 model where it answers.

The game-independent part is :mod:`rulebook.core.corpus.case_builder`; this module binds the SORRY! answer functions
(:mod:`rulebook.sorry.corpus.questions`) to it. The model answers ``moves`` and ``score``; the cases of the course
of play (``legal_actions``, ``apply``) are the engine's, each checked against a hand-worked answer.
"""

from __future__ import annotations

from functools import partial

from rulebook.core.corpus.case_builder import CaseDisagreementError, encodings_of
from rulebook.core.corpus.case_builder import confirmed_case as confirm
from rulebook.core.corpus.case_builder import rulebook_case as build_rulebook_case
from rulebook.sorry.corpus.questions import engine_answer, model_answer
from rulebook.sorry.reading import GAME, Reading

ENCODINGS = encodings_of(engine_answer, model_answer, Reading.from_mapping, Reading().as_mapping())
confirmed_case = partial(confirm, ENCODINGS)
"""A SORRY! case whose expected answer is the engine's, checked against the model's."""

rulebook_case = partial(build_rulebook_case, ENCODINGS)
"""A SORRY! case from the rulebook or a hand-worked example, confirmed by both encodings where both answer."""


__all__ = ["ENCODINGS", "GAME", "CaseDisagreementError", "confirmed_case", "rulebook_case"]
