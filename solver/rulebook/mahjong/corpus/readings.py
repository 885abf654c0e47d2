"""Classical mahjong conformance cases for the readings: each reading's smallest witness, under both options.

For every reading key and every option other than the default, :func:`rulebook.mahjong.readings.diff.witness` finds
the first input, in order of size, on which that option and the default answer differently (confirmed by the Z3
model); the corpus holds that input twice, with each reading's answer (the core's family,
:func:`rulebook.core.reading_corpus.witness_corpus`). An implementation that follows one reading passes the cases of
that reading.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.cases import Corpus, Outcome
from rulebook.core.reading_corpus import witness_corpus
from rulebook.mahjong.corpus.case_builder import confirmed_case
from rulebook.mahjong.corpus.hands import GAME
from rulebook.mahjong.questions import CLAIM_QUESTIONS, QUESTIONS
from rulebook.mahjong.reading import Reading
from rulebook.mahjong.readings.diff import witness


def outcome_of(question: str, answer: Any) -> Outcome:
    """Whether the rules accept what the input asks about: a win, a score, a claim, a claim taking the tile."""
    if question == "winning":
        return "accepts" if answer["winning"] else "refuses"
    if question == "claims":
        return "accepts" if answer["claims"] else "refuses"
    if question == "takes":
        return "accepts" if answer["takes"] is not None else "refuses"
    return "refuses" if answer.get("refused") else "accepts"


def readings_corpus() -> Corpus:
    """Each reading's witness under the default and under the other option (the core's family)."""
    return witness_corpus(
        GAME,
        Reading,
        witness,
        confirmed_case,
        outcome_of,
        (*QUESTIONS, *CLAIM_QUESTIONS),
        "tiles",
        require_witness=True,
    )


__all__ = ["outcome_of", "readings_corpus"]
