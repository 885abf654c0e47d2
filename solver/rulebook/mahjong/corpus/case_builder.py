"""Build one classical mahjong conformance case: the engine's answer, confirmed by the Z3 model.

The game-independent part is :mod:`rulebook.core.corpus.case_builder`; this module binds the mahjong answer functions
(:mod:`rulebook.mahjong.corpus.questions`) to it. Every mahjong question is encoded by both, so every case is confirmed.
"""

from __future__ import annotations

from functools import partial

from rulebook.core.corpus.case_builder import CaseDisagreementError, encodings_of
from rulebook.core.corpus.case_builder import confirmed_case as confirm
from rulebook.core.corpus.case_builder import rulebook_case as build_rulebook_case
from rulebook.mahjong.corpus.questions import engine_answer, model_answer
from rulebook.mahjong.reading import Reading

ENCODINGS = encodings_of(engine_answer, model_answer, Reading.from_mapping, Reading().as_mapping())
confirmed_case = partial(confirm, ENCODINGS)
"""A mahjong case whose expected answer is the engine's, checked against the model's."""

rulebook_case = partial(build_rulebook_case, ENCODINGS)
"""A classical mahjong case from the rulebook or a hand-worked example, confirmed by both encodings."""


__all__ = ["ENCODINGS", "CaseDisagreementError", "confirmed_case", "rulebook_case"]
