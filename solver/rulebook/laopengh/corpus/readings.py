"""Lao Pengh conformance cases for the readings: each reading's smallest witness, under both options.

The family is the core's (:func:`rulebook.core.corpus.reading_corpus.witness_corpus`) over the witness search of
:mod:`rulebook.laopengh.readings.diff`. The deck's readings (``deck.composition``, ``deck.order-numbers``) change
only which inputs are positions of the game, so their witnesses are written once, under the reading that answers
them. Whether an answer grants what its question asks (:func:`grants`) gives each case's outcome here and each
example's heading in the rule documents.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.corpus.cases import Corpus
from rulebook.core.corpus.grants import grants_by_question
from rulebook.core.corpus.reading_corpus import witness_corpus
from rulebook.laopengh.corpus.case_builder import GAME, confirmed_case
from rulebook.laopengh.questions import QUESTIONS
from rulebook.laopengh.reading import Reading


def _place(answer: Any, rule: str | None) -> bool | None:
    """The placement is legal (for ``laopengh.place.illegal``, a move at all; for a suspicion rule, no yes or no).

    A suspicion rule's placement answer only says how an accusation would end.
    """
    if rule == "laopengh.place.illegal":
        return bool(answer["move"])
    if rule is not None and rule.startswith("laopengh.suspicion."):
        return None
    return bool(answer["legal"])


grants = grants_by_question({"place": _place})
"""Whether ``answer`` grants what ``question`` asks (of ``rule``, when named): ``place`` as :func:`_place` says;
``order`` has no yes or no; ``legal_actions`` and ``apply`` as in every game
(:func:`~rulebook.core.corpus.grants.position_grants`)."""


def readings_corpus() -> Corpus:
    """Each reading's witness under the default and under the other option."""
    from rulebook.laopengh.readings.diff import compare

    return witness_corpus(GAME, Reading, compare, confirmed_case, grants, QUESTIONS)


__all__ = ["grants", "readings_corpus"]
