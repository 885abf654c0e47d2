"""The Lao Pengh conformance corpus: every case source.

Placements (:mod:`rulebook.laopengh.corpus.placements`), every pattern of themes in a run of three
(:mod:`rulebook.laopengh.corpus.runs`), orders of play (:mod:`rulebook.laopengh.corpus.orders`),
the legal actions of hand-built positions and what actions lead to (:mod:`rulebook.laopengh.corpus.play`), and the
reading witnesses (:mod:`rulebook.laopengh.corpus.readings`); the register is the rule ids and reading keys of
``spec/laopengh.toml``.
"""

from __future__ import annotations

from rulebook.core.corpus.cases import Corpus, inline_when_small

INLINE_LIMIT = 100
"""Suites of larger families read their cases from the JSON file rather than spelling them out."""
POSITIONS = ("legal_actions", "apply")
"""The questions about a whole position, whose suites read the cases from the JSON file."""


def corpora() -> list[Corpus]:
    """Every family of the corpus."""
    from rulebook.laopengh.corpus.orders import order_rulebook
    from rulebook.laopengh.corpus.placements import place_rulebook
    from rulebook.laopengh.corpus.play import apply_rulebook, legal_actions_rulebook
    from rulebook.laopengh.corpus.readings import readings_corpus
    from rulebook.laopengh.corpus.runs import place_theme_runs

    return [
        place_rulebook(),
        place_theme_runs(),
        order_rulebook(),
        legal_actions_rulebook(),
        apply_rulebook(),
        readings_corpus(),
    ]


inline = inline_when_small(INLINE_LIMIT, POSITIONS)
"""Spell the cases out in the suite when they are few and small; else read them from the JSON file."""


__all__ = ["corpora", "inline"]
