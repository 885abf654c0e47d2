"""The question families of the mahjong conformance corpus, by name.

What each asks is in :mod:`~.corpus.questions` and :mod:`~.corpus.questions_claims`. The names alone are here,
so that registering the game (``rulebook --help``) does not load the encodings that answer them.
"""

from __future__ import annotations

QUESTIONS = ("winning", "score", "settle")
"""The hand questions: the winning form and its splits, a player's score, the settlement."""
CLAIM_QUESTIONS = ("claims", "takes", "own-kongs", "drawn")
"""The play questions: who may claim a discard, who takes it, the kongs of one's own turn, the drawn game."""

__all__ = ["CLAIM_QUESTIONS", "QUESTIONS"]
