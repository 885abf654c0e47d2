"""The classical mahjong conformance corpus: every case source, and the register the corpus must cover.

Hands, scores and settlement (:mod:`rulebook.mahjong.cases_hands`, :mod:`rulebook.mahjong.cases_scores`), the reading
witnesses (:mod:`rulebook.mahjong.cases_readings`) and claims (:mod:`rulebook.mahjong.cases_claims`); the register is
the rule ids and reading keys of ``spec/mahjong.toml``.
"""

from __future__ import annotations

from rulebook.core.cases import Corpus, Register
from rulebook.core.register import reading_keys, rule_ids

GAME = "mahjong"
INLINE_LIMIT = 600
"""Suites of larger families read their cases from the JSON file rather than spelling them out."""


def corpora() -> list[Corpus]:
    """Every family of the corpus: hands, scores, settlement, reading witnesses, claims."""
    from rulebook.mahjong.cases_claims import claim_corpora
    from rulebook.mahjong.cases_hands import winning_one_suit_exhaustive, winning_pairs_exhaustive, winning_rulebook
    from rulebook.mahjong.cases_readings import readings_corpus
    from rulebook.mahjong.cases_scores import score_rulebook, settle_rulebook

    return [
        winning_rulebook(),
        winning_pairs_exhaustive(),
        winning_one_suit_exhaustive(),
        score_rulebook(),
        settle_rulebook(),
        *claim_corpora(),
        readings_corpus(),
    ]


def register() -> Register:
    """What the corpus must cover: every rule id both ways, every reading key under each option."""
    return Register(
        rule_ids=rule_ids(GAME),
        readings={entry.key: (entry.options, entry.default) for entry in reading_keys(GAME)},
    )


def inline(corpus: Corpus) -> bool:
    """Spell the cases out in the suite when they are few; else read them from the JSON file."""
    return len(corpus.cases) <= INLINE_LIMIT


__all__ = ["GAME", "corpora", "inline", "register"]
