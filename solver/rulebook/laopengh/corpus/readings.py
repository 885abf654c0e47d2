"""Lao Pengh conformance cases for the readings: each reading's smallest witness, under both options.

The family is the core's (:func:`rulebook.core.reading_corpus.witness_corpus`) over the witness search of
:mod:`rulebook.laopengh.readings.diff`. The deck's readings (``deck.composition``, ``deck.order-numbers``) change
only which inputs are positions of the game, so their witnesses are written once, under the reading that answers
them.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.cases import Corpus, Outcome
from rulebook.core.reading_corpus import witness_corpus
from rulebook.laopengh.corpus.case_builder import GAME, confirmed_case
from rulebook.laopengh.questions import QUESTIONS
from rulebook.laopengh.reading import Reading


def outcome_of(question: str, answer: Any) -> Outcome:
    """Whether the rules grant what is asked: the placement, the action (an order is always given)."""
    if question == "place":
        return "accepts" if answer["legal"] else "refuses"
    if question == "apply":
        return "refuses" if answer.get("refused") else "accepts"
    return "accepts" if answer else "refuses"


def readings_corpus() -> Corpus:
    """Each reading's witness under the default and under the other option."""
    from rulebook.laopengh.readings.diff import compare

    return witness_corpus(GAME, Reading, compare, confirmed_case, outcome_of, QUESTIONS)


__all__ = ["outcome_of", "readings_corpus"]
