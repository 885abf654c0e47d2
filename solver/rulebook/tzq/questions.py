"""The question families of the Tien Zi Que conformance corpus, by name.

What each asks and answers is in :mod:`rulebook.tzq.corpus.questions`; only the names are here, so that registering
the game (``rulebook --help``) loads neither encoding.
"""

from __future__ import annotations

QUESTIONS = ("combination", "combinations", "score", "legal_actions", "apply")
"""Is this a combination (and what it makes); the combinations of a hand and a drawn or discarded card; the score of
a five-card score pile; the legal actions of a position; what an action leads to."""

__all__ = ["QUESTIONS"]
