"""The question families of the SORRY! conformance corpus, by name.

What each asks and answers is in :mod:`rulebook.sorry.corpus.questions`; only the names are here, so that
registering the game (``rulebook --help``) loads neither encoding.
"""

from __future__ import annotations

QUESTIONS = ("moves", "score", "legal_actions", "apply")
"""The legal moves of a card in a position (each with its rule and the position it leads to); the points game's
scores when it ends; the legal actions of a game state; what an action leads to."""

__all__ = ["QUESTIONS"]
