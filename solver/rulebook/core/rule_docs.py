"""The game-independent parts of the generated rule documentation: what each rule and reading shows from a corpus.

Each game's ``rule_docs`` module draws its own examples (cards, tiles); the counts behind a rule, the witness cases
of a reading and the list of corpus families are the same for every game and come from here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rulebook.core.cases import Case, Corpus
from rulebook.core.register import rules


def rule_rows(
    game: str, corpora: Sequence[Corpus], examples: Callable[[str, Sequence[Case]], Sequence[Any]]
) -> list[dict[str, Any]]:
    """One row per rule of the game's register: its examples, the cases it accepts and refuses, their sources.

    ``examples(rule_id, cases)`` draws the game's own examples of the rule; the rest is counted from the corpora.
    """
    cases = [case for corpus in corpora for case in corpus.cases]
    rows = []
    for rule in rules(game):
        mine = [case for case in cases if rule.id in case.rules]
        rows.append(
            {
                "rule": rule,
                "examples": list(examples(rule.id, cases)),
                "accepts": sum(case.outcome == "accepts" for case in mine),
                "refuses": sum(case.outcome == "refuses" for case in mine),
                "sources": sorted({case.source for case in mine}),
                "families": sorted(
                    {corpus.family for corpus in corpora for case in corpus.cases if rule.id in case.rules}
                ),
            }
        )
    return rows


def reading_witnesses(key: str, cases: Sequence[Case]) -> list[Case]:
    """The witness cases of a reading key: those assuming it, and their partners under the default readings."""
    witnesses = [case for case in cases if case.source == "witness"]
    return [case for case in witnesses if key in case.readings or _default_partner(case, key, cases)]


def _default_partner(case: Case, key: str, cases: Sequence[Case]) -> bool:
    """Whether a default-reading witness case is the partner of a witness case assuming ``key``."""
    if case.readings:
        return False
    partners = [other for other in cases if other.source == "witness" and key in other.readings]
    return any(other.input == case.input and other.question == case.question for other in partners)


def family_rows(corpora: Sequence[Corpus]) -> list[dict[str, Any]]:
    """One row per corpus family: its name, description and number of cases."""
    return [
        {"name": corpus.family, "description": corpus.description, "cases": len(corpus.cases)} for corpus in corpora
    ]


__all__ = ["family_rows", "reading_witnesses", "rule_rows"]
