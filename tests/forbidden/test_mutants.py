"""Rule adequacy: every rule id of the register has a mutant and a witness that tells the mutant apart."""

from __future__ import annotations

from rulebook.core.register import rule_ids
from rulebook.forbidden.crosscheck.mutants import all_mutants, uncovered_rules


def test_every_rule_id_has_a_mutant_witness() -> None:
    assert uncovered_rules() == []
    assert {found.mutant.rule for found in all_mutants()} == set(rule_ids("forbidden"))


def test_every_witness_tells_its_mutant_apart_and_names_its_rule() -> None:
    for found in all_mutants():
        witness = found.witness
        assert witness.base_answer != witness.other_answer, found.mutant
        assert found.mutant.rule in witness.rules
        assert witness.subject == found.mutant.rule
        assert witness.input  # an input in the corpus's format
