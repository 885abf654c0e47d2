"""The mahjong rule register: every rule cites a section, states the rule, and is named by both encodings."""

from __future__ import annotations

from pathlib import Path

from rulebook.core.register import rule_ids, rules

PACKAGE = Path(__file__).resolve().parents[2] / "solver" / "rulebook" / "mahjong"


def test_every_rule_cites_a_section_and_states_the_rule() -> None:
    assert rule_ids("mahjong")
    for rule in rules("mahjong"):
        assert rule.id.startswith("mahjong.") and rule.section.strip(), rule.id
        assert len(rule.statement.split()) >= 8, rule.id


def test_every_rule_id_is_named_by_the_model_and_the_engine() -> None:
    for prefix in ("model", "engine"):
        source = "".join(path.read_text() for path in sorted(PACKAGE.glob(f"{prefix}*.py")))
        for rule in rules("mahjong"):
            assert rule.id in source, f"{rule.id} is not named in solver/rulebook/mahjong/{prefix}*.py"
