"""The question families of the Lao Pengh conformance corpus, by name.

What each asks and answers is in :mod:`rulebook.laopengh.corpus.questions`; only the names are here, so that
registering the game (``rulebook --help``) loads neither encoding.
"""

from __future__ import annotations

QUESTIONS = ("place", "order", "legal_actions", "apply")
"""May this card go on this pile, and would an accusation of it be upheld; the orders in which the revealed cards
may be placed; the legal actions of a position; what an action leads to."""

__all__ = ["QUESTIONS"]
