"""The Tien Zi Que conformance corpus: every case source.

Combinations (:mod:`rulebook.tzq.corpus.combinations`), scores (:mod:`rulebook.tzq.corpus.scores`), the legal
actions of hand-built positions (:mod:`rulebook.tzq.corpus.play`), what actions lead to
(:mod:`rulebook.tzq.corpus.outcomes`) and the reading witnesses
(:mod:`rulebook.tzq.corpus.readings`); the register is the rule ids and reading keys of ``spec/tzq.toml``.
"""

from __future__ import annotations

from rulebook.core.corpus.cases import Corpus, inline_when_small

INLINE_LIMIT = 100
"""Suites of larger families (the exhaustive one) read their cases from the JSON file rather than spelling them out."""
POSITIONS = ("legal_actions", "apply")
"""The questions about a whole position (54 cards), whose suites read the cases from the JSON file."""


def corpora() -> list[Corpus]:
    """Every family of the corpus."""
    from rulebook.tzq.corpus.combinations import combination_exhaustive, combination_rulebook, combinations_rulebook
    from rulebook.tzq.corpus.outcomes import apply_rulebook
    from rulebook.tzq.corpus.play import legal_actions_rulebook
    from rulebook.tzq.corpus.readings import readings_corpus
    from rulebook.tzq.corpus.scores import score_rulebook

    return [
        combination_rulebook(),
        combination_exhaustive(),
        combinations_rulebook(),
        score_rulebook(),
        legal_actions_rulebook(),
        apply_rulebook(),
        readings_corpus(),
    ]


inline = inline_when_small(INLINE_LIMIT, POSITIONS)
"""Spell the cases out in the suite when they are few and small; else read them from the JSON file."""


__all__ = ["corpora", "inline"]
