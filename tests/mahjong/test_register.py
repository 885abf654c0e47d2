"""The mahjong rule register: every rule cites a section and states the rule (the contract tests check the rest)."""

from __future__ import annotations

from rulebook.core.register import rule_ids, rules


def test_every_rule_cites_a_section_and_states_the_rule() -> None:
    assert rule_ids("mahjong")
    for rule in rules("mahjong"):
        assert rule.id.startswith("mahjong.") and rule.section.strip(), rule.id
        assert len(rule.statement.split()) >= 8, rule.id
