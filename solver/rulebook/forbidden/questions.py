"""The question families of the FORBIDDEN conformance corpus, by name (what each asks: :mod:`~.corpus.questions`).

The names alone, so that registering the game (``rulebook --help``) does not load the encodings that answer them.
"""

from __future__ import annotations

QUESTIONS = ("hand", "discards", "position", "legal-actions", "apply", "new-game")
"""Every question of the corpus, in the order the documentation lists them."""
MODEL_QUESTIONS = ("hand", "discards")
"""The questions the Z3 model answers too (the claim and block models are cross-checked in ``rulebook verify``)."""

__all__ = ["MODEL_QUESTIONS", "QUESTIONS"]
