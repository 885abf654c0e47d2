"""The SORRY! conformance corpus: every case source.

The moves of a card in a position (:mod:`rulebook.sorry.corpus.moves`), the points game's score
(:mod:`rulebook.sorry.corpus.score`), the legal actions of hand-built states and what actions lead to
(:mod:`rulebook.sorry.corpus.play`), and the reading witnesses (:mod:`rulebook.sorry.corpus.readings`); the
register is the rule ids and reading keys of ``spec/sorry.toml``.
"""

from __future__ import annotations

from rulebook.core.corpus.cases import Corpus, inline_when_small

INLINE_LIMIT = 60
"""Suites of larger families read their cases from the JSON file rather than spelling them out."""
POSITIONS = ("legal_actions", "apply")
"""The questions about a whole state, whose suites read the cases from the JSON file."""


def corpora() -> list[Corpus]:
    """Every family of the corpus."""
    from rulebook.sorry.corpus.moves import moves_rulebook
    from rulebook.sorry.corpus.play import apply_rulebook, legal_actions_rulebook
    from rulebook.sorry.corpus.readings import readings_corpus
    from rulebook.sorry.corpus.score import score_rulebook

    return [moves_rulebook(), score_rulebook(), legal_actions_rulebook(), apply_rulebook(), readings_corpus()]


inline = inline_when_small(INLINE_LIMIT, POSITIONS)
"""Spell the cases out in the suite when they are few and small; else read them from the JSON file."""


__all__ = ["corpora", "inline"]
