"""Tien Zi Que conformance cases for the readings: each reading's smallest witness, under both options.

For every reading key and every option other than the default, :func:`rulebook.tzq.readings.diff.compare` finds
the first input, in order of size, on which that option and the default answer differently (confirmed by the Z3
model); the corpus holds that input twice, with each reading's answer. An implementation that follows one reading
passes the cases of that reading (``round.exhausted``'s witness is asked with ``apply``: what the combination that
finds the draw pile empty leads to).
"""

from __future__ import annotations

from typing import Any

from rulebook.core.cases import Corpus, Outcome
from rulebook.core.reading_corpus import witness_corpus
from rulebook.tzq.corpus.case_builder import GAME, confirmed_case
from rulebook.tzq.questions import QUESTIONS
from rulebook.tzq.reading import Reading


def outcome_of(question: str, answer: Any) -> Outcome:
    """Whether the rules grant what is asked: some points scored, some legal action, a combination, the action."""
    if question == "score":
        return "accepts" if answer["points"] else "refuses"
    if question == "combination":
        return "accepts" if answer["combination"] else "refuses"
    if question == "combinations":
        return "accepts" if answer["combinations"] else "refuses"
    if question == "apply":
        return "refuses" if answer.get("refused") else "accepts"
    return "accepts" if answer else "refuses"


def readings_corpus() -> Corpus:
    """Each reading's witness under the default and under the other option (the core's family)."""
    from rulebook.tzq.readings.diff import compare

    return witness_corpus(GAME, Reading, compare, confirmed_case, outcome_of, QUESTIONS)


__all__ = ["outcome_of", "readings_corpus"]
