"""The FORBIDDEN conformance corpus: every case source.

Hand cases (:mod:`rulebook.forbidden.corpus.hands`), play cases (:mod:`rulebook.forbidden.corpus.play`), the
refused claims (:mod:`rulebook.forbidden.corpus.refused_claims`), the Fast version's discards
(:mod:`rulebook.forbidden.corpus.fast_discards`), and the questions the code mutants showed unasked: of the hand
engine's play paths (:mod:`rulebook.forbidden.corpus.hand_mutant_cases`), of wild cards and laid sets
(:mod:`rulebook.forbidden.corpus.wild_mutant_cases`) and of play, rounds and scores
(:mod:`rulebook.forbidden.corpus.play_mutant_cases`), and of claims of a wild top and compulsory Chengs
(:mod:`rulebook.forbidden.corpus.claim_mutant_cases`); the register is the rule ids and reading keys of
``spec/forbidden.toml``.
"""

from __future__ import annotations

from rulebook.core.corpus.cases import Corpus


def corpora() -> list[Corpus]:
    """Every family of the corpus: hands, play, refused claims, Fast discards, then what the code mutants asked."""
    from rulebook.forbidden.corpus import claim_mutant_cases as claims
    from rulebook.forbidden.corpus import fast_discards, hand_mutant_cases, play_mutant_cases
    from rulebook.forbidden.corpus import wild_mutant_cases as wilds
    from rulebook.forbidden.corpus.hands import hand_corpora
    from rulebook.forbidden.corpus.play import GAME, play_corpora
    from rulebook.forbidden.corpus.refused_claims import DESCRIPTION, FAMILY, refused_claim_cases

    return [
        *hand_corpora(),
        *play_corpora(),
        Corpus(GAME, FAMILY, DESCRIPTION, tuple(refused_claim_cases())),
        Corpus(GAME, fast_discards.FAMILY, fast_discards.DESCRIPTION, tuple(fast_discards.fast_discard_cases())),
        hand_mutant_cases.corpus(),
        Corpus(GAME, wilds.FAMILY, wilds.DESCRIPTION, tuple(wilds.wild_mutant_cases())),
        Corpus(
            GAME, play_mutant_cases.FAMILY, play_mutant_cases.DESCRIPTION, tuple(play_mutant_cases.round_mutant_cases())
        ),
        Corpus(GAME, claims.FAMILY, claims.DESCRIPTION, tuple(claims.claim_mutant_cases())),
    ]


INLINE_LIMIT = 500
"""Suites of larger families read their cases from the JSON file rather than spelling out thousands."""


def inline(corpus: Corpus) -> bool:
    """Spell the cases out in the suite when they are few hand questions; else read them from the JSON file."""
    return len(corpus.cases) <= INLINE_LIMIT and all("state" not in case.input for case in corpus.cases)


__all__ = ["corpora", "inline"]
