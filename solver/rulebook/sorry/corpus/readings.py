"""SORRY! conformance cases for the readings: each reading's smallest witness, under both options.

The family is the core's (:func:`rulebook.core.corpus.reading_corpus.witness_corpus`) over the witness search of
:mod:`rulebook.sorry.readings.diff`. The deck's reading (``deck.cards``) changes which states are states of the
game, so its witness is written once, under the reading that answers it. Whether an answer grants what its question
asks (:func:`grants`) gives each case's outcome here and each example's heading in the rule documents.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.corpus.cases import Corpus
from rulebook.core.corpus.grants import grants_by_question
from rulebook.core.corpus.reading_corpus import witness_corpus
from rulebook.sorry.corpus.case_builder import GAME, confirmed_case
from rulebook.sorry.questions import QUESTIONS
from rulebook.sorry.reading import Reading


def _moves(answer: Any, rule: str | None) -> bool | None:
    """Some move other than a pass (the lost turn) is open."""
    moves = answer["moves"]
    if not isinstance(moves, list):
        return None
    return any(isinstance(move, Mapping) and move.get("kind") != "pass" for move in moves)


_OWN = grants_by_question({"moves": _moves, "score": lambda answer, rule: "winner" in answer})
"""``moves`` as :func:`_moves` says; ``score``: a winner is scored; ``legal_actions`` and ``apply`` as in every game."""


def grants(question: str, answer: Any, rule: str | None = None) -> bool | None:
    """Whether ``answer`` grants what ``question`` asks (the same for every ``rule``), as :data:`_OWN` says.

    An answer refusing the input as such grants nothing, whatever the question: SORRY!'s answers alone carry an
    ``error`` for an input no position of the game holds (a deck reading that lacks the card).
    """
    if isinstance(answer, Mapping) and "error" in answer:
        return False
    return _OWN(question, answer, rule)


def readings_corpus() -> Corpus:
    """Each reading's witness under the default and under the other option."""
    from rulebook.sorry.readings.diff import compare

    return witness_corpus(GAME, Reading, compare, confirmed_case, grants, QUESTIONS)


__all__ = ["grants", "readings_corpus"]
