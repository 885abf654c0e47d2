"""Tien Zi Que conformance cases for the readings: each reading's smallest witness, under both options.

For every reading key and every option other than the default, :func:`rulebook.tzq.readings.diff.compare` finds
the first input, in order of size, on which that option and the default answer differently (confirmed by the Z3
model); the corpus holds that input twice, with each reading's answer. An implementation that follows one reading
passes the cases of that reading (``round.exhausted``'s witness is asked with ``apply``: what the combination that
finds the draw pile empty leads to). Whether an answer grants what its question asks (:func:`grants`) gives each
case's outcome here and each example's heading in the rule documents.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.corpus.cases import Corpus
from rulebook.core.corpus.grants import grants_by_question
from rulebook.core.corpus.reading_corpus import witness_corpus
from rulebook.tzq.corpus.case_builder import GAME, confirmed_case
from rulebook.tzq.questions import QUESTIONS
from rulebook.tzq.reading import Reading

JOKER_ROW = "tzq.score.joker"
"""The one ``tzq.score.`` rule that is no row of the scoring table: it says how the joker counts in the others."""


def _score(answer: Any, rule: str | None) -> bool | None:
    """Some points are scored; of a row of the scoring table, that the row scores (any other rule: no yes or no)."""
    if rule is None:
        return bool(answer["points"])
    rows = {line["rule"] for line in answer["lines"]}
    return rule in rows if rule.startswith("tzq.score.") and rule != JOKER_ROW else None


grants = grants_by_question(
    {
        "combination": lambda answer, rule: bool(answer["combination"]),
        "combinations": lambda answer, rule: bool(answer["combinations"]),
        "score": _score,
    }
)
"""Whether ``answer`` grants what ``question`` asks (of ``rule``, when named).

``combination``: the cards are a combination; ``combinations``: the turn has one; ``score``: as :func:`_score`
says; ``legal_actions`` and ``apply`` as in every game (:func:`~rulebook.core.corpus.grants.position_grants`).
"""


def readings_corpus() -> Corpus:
    """Each reading's witness under the default and under the other option (the core's family)."""
    from rulebook.tzq.readings.diff import compare

    return witness_corpus(GAME, Reading, compare, confirmed_case, grants, QUESTIONS)


__all__ = ["grants", "readings_corpus"]
