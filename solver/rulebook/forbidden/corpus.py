"""The FORBIDDEN conformance corpus: every case source, and the register the corpus must cover.

Hand cases (:mod:`rulebook.forbidden.cases_hand`) and play cases (:mod:`rulebook.forbidden.cases_play`); the register
is the rule ids and reading keys of ``spec/forbidden.toml``.
"""

from __future__ import annotations

from rulebook.core.cases import Corpus, Register
from rulebook.core.register import reading_keys, rule_ids

GAME = "forbidden"


def corpora() -> list[Corpus]:
    """Every family of the corpus: hands first, then play."""
    from rulebook.forbidden.cases_hand import hand_corpora
    from rulebook.forbidden.cases_play import play_corpora

    return [*hand_corpora(), *play_corpora()]


def register() -> Register:
    """What the corpus must cover: every rule id both ways, every reading key under each option."""
    return Register(
        rule_ids=rule_ids(GAME),
        readings={entry.key: (entry.options, entry.default) for entry in reading_keys(GAME)},
    )


INLINE_LIMIT = 500
"""Suites of larger families read their cases from the JSON file rather than spelling out thousands."""


def inline(corpus: Corpus) -> bool:
    """Spell the cases out in the suite when they are few hand questions; else read them from the JSON file."""
    return len(corpus.cases) <= INLINE_LIMIT and all("state" not in case.input for case in corpus.cases)


__all__ = ["GAME", "corpora", "inline", "register"]
