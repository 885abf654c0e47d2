"""SORRY! conformance cases for the readings: each reading's smallest witness, under both options.

The family is the core's (:func:`rulebook.core.reading_corpus.witness_corpus`) over the witness search of
:mod:`rulebook.sorry.readings.diff`. The deck's reading (``deck.cards``) changes which states are states of the
game, so its witness is written once, under the reading that answers it.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.cases import Corpus, Outcome
from rulebook.core.reading_corpus import witness_corpus
from rulebook.sorry.corpus.case_builder import GAME, confirmed_case
from rulebook.sorry.questions import QUESTIONS
from rulebook.sorry.reading import Reading

MUST = "sorry.move.must"


def outcome_of(question: str, answer: Any) -> Outcome:
    """Whether the rules grant what is asked: a move (not only the lost turn), the action; a score is given."""
    if question == "moves":
        return "refuses" if [option["rule"] for option in answer["moves"]] == [MUST] else "accepts"
    if question == "apply":
        return "refuses" if answer.get("refused") else "accepts"
    return "accepts"


def readings_corpus() -> Corpus:
    """Each reading's witness under the default and under the other option."""
    from rulebook.sorry.readings.diff import compare

    return witness_corpus(GAME, Reading, compare, confirmed_case, outcome_of, QUESTIONS, unit="pawns")


__all__ = ["outcome_of", "readings_corpus"]
