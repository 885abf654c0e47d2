"""Rule adequacy for FORBIDDEN: every rule id, a mutant of it and a witness that tells the mutant from the rule.

The hand and scoring rules' mutants are in :mod:`rulebook.forbidden.crosscheck.mutants_hands` (the Z3 model with a
rule's
constraints changed, or the engine's score lines changed); the play rules' in
:mod:`rulebook.forbidden.crosscheck.mutants_play`
(the play engine with one rule's function swapped). Each witness is an input in the corpus's format on which the
mutant answers differently from the rule as written, so a corpus holding these witnesses fails any implementation
that gets one of these rules wrong in the mutant's way.
"""

from __future__ import annotations

from functools import cache

from rulebook.core.register import rule_ids
from rulebook.core.witnesses.witness import MutantWitness


@cache
def all_mutants() -> tuple[MutantWitness, ...]:
    """Every mutant witness, hand rules first, in rule order."""
    from rulebook.forbidden.crosscheck.mutants_hands import hand_mutants
    from rulebook.forbidden.crosscheck.mutants_play import play_mutants

    return (*hand_mutants(), *play_mutants())


def uncovered_rules() -> list[str]:
    """Rule ids of the register that no mutant witness covers (empty when every rule is covered)."""
    covered = {found.mutant.rule for found in all_mutants()}
    return [rule for rule in rule_ids("forbidden") if rule not in covered]


__all__ = ["all_mutants", "uncovered_rules"]
