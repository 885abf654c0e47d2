"""The classical mahjong conformance corpus: every case source.

Hands, scores and settlement (:mod:`rulebook.mahjong.corpus.hands`, :mod:`rulebook.mahjong.corpus.scores`), the reading
witnesses (:mod:`rulebook.mahjong.corpus.readings`), claims (:mod:`rulebook.mahjong.corpus.claims`) and the cases that
kill code mutants (:mod:`rulebook.mahjong.corpus.mutant_cases`); the register is
the rule ids and reading keys of ``spec/mahjong.toml``.
"""

from __future__ import annotations

from rulebook.core.corpus.cases import Corpus, inline_when_small

INLINE_LIMIT = 600
"""Suites of larger families read their cases from the JSON file rather than spelling them out."""


def corpora() -> list[Corpus]:
    """Every family of the corpus: hands, scores, settlement, reading witnesses, claims."""
    from rulebook.mahjong.corpus.claims import claim_corpora
    from rulebook.mahjong.corpus.hands import winning_one_suit_exhaustive, winning_pairs_exhaustive, winning_rulebook
    from rulebook.mahjong.corpus.mutant_cases import mutant_corpora
    from rulebook.mahjong.corpus.mutant_scores import mutant_scores
    from rulebook.mahjong.corpus.readings import readings_corpus
    from rulebook.mahjong.corpus.scores import score_rulebook, settle_rulebook

    return [
        winning_rulebook(),
        winning_pairs_exhaustive(),
        winning_one_suit_exhaustive(),
        score_rulebook(),
        settle_rulebook(),
        *claim_corpora(),
        *mutant_corpora(),
        mutant_scores(),
        readings_corpus(),
    ]


inline = inline_when_small(INLINE_LIMIT)
"""Spell the cases out in the suite when they are few; else read them from the JSON file."""


__all__ = ["corpora", "inline"]
