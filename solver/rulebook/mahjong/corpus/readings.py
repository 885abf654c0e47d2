"""Classical mahjong conformance cases for the readings: each reading's smallest witness, under both options.

For every reading key and every option other than the default, :func:`rulebook.mahjong.readings.diff.witness` finds
the first input, in order of size, on which that option and the default answer differently (confirmed by the Z3
model); the corpus holds that input twice, with each reading's answer (the core's family,
:func:`rulebook.core.corpus.reading_corpus.witness_corpus`). An implementation that follows one reading passes the
cases of that reading. Whether an answer grants what its question asks (:func:`grants`) gives each case's outcome here
and each example's heading in the rule documents.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.corpus.cases import Corpus
from rulebook.core.corpus.grants import grants_by_question
from rulebook.core.corpus.reading_corpus import witness_corpus
from rulebook.mahjong.corpus.case_builder import confirmed_case
from rulebook.mahjong.corpus.hands import GAME
from rulebook.mahjong.questions import CLAIM_QUESTIONS, QUESTIONS
from rulebook.mahjong.reading import Reading

CLAIM_SHAPES = {
    "mahjong.claim.chow": "chow",
    "mahjong.claim.pung": "pung",
    "mahjong.claim.kong": "kong",
    "mahjong.claim.win": "win",
}
"""The claim each claim rule allows (rulebook, "Development of the game"): its examples show a claim of that shape."""


def _claims(answer: Any, rule: str | None) -> bool | None:
    """Some player may claim the discard, with the rule's own shape for a claim rule."""
    shape = CLAIM_SHAPES.get(rule or "")
    return any(shape in (None, claim["shape"]) for claim in answer["claims"])


grants = grants_by_question(
    {
        "winning": lambda answer, rule: bool(answer["winning"]),
        "score": lambda answer, rule: not answer.get("refused"),
        "claims": _claims,
        "takes": lambda answer, rule: answer["takes"] is not None,
        "own-kongs": lambda answer, rule: bool(answer["kongs"]),
        "drawn": lambda answer, rule: bool(answer["drawn"]),
    }
)
"""Whether ``answer`` grants what ``question`` asks (of ``rule``, when named); ``None`` for a settlement.

``winning``: the hand wins; ``score``: the hand is scored (not refused as no winning hand); ``claims``: as
:func:`_claims` says; ``takes``: a claim takes the discard; ``own-kongs``: a kong may be declared; ``drawn``: the
hand is drawn. Any other shape: ``None``.
"""


def readings_corpus() -> Corpus:
    """Each reading's witness under the default and under the other option (the core's family)."""
    from rulebook.mahjong.readings.diff import witness

    return witness_corpus(
        GAME,
        Reading,
        witness,
        confirmed_case,
        grants,
        (*QUESTIONS, *CLAIM_QUESTIONS),
        require_witness=True,
    )


__all__ = ["CLAIM_SHAPES", "grants", "readings_corpus"]
