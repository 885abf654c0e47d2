"""SORRY!'s rule register and reading register (spec/sorry.toml) against the reading value and the rulebook."""

from __future__ import annotations

import re
import typing
from dataclasses import fields
from pathlib import Path

import pytest

from rulebook.core.register import reading_keys, rules
from rulebook.core.spec import load_spec
from rulebook.sorry.reading import DEFAULT, Reading

GAME = "sorry"
ROOT = Path(__file__).resolve().parents[2]
ENGLISH = ROOT.parent / "shared" / "rulebooks" / "sorry-english.md"
RULE_ID = re.compile(rf"{GAME}\.[a-z-]+\.[a-z-]+")


def headings() -> set[str]:
    """The English rendering's headings; a subsection is cited as "Variants: Team rules"."""
    if not ENGLISH.is_file():
        pytest.skip("the shared rulebooks are not next to this checkout")
    found: set[str] = set()
    section = ""
    for line in ENGLISH.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
            found.add(section)
        elif line.startswith("### "):
            found.add(f"{section}: {line[4:].strip()}")
    return found


def test_the_game_table_names_the_id_and_the_rulebook() -> None:
    game = load_spec(GAME)["game"]
    assert (game["id"], game["title"], game["rulebook"]) == (GAME, "SORRY!", "sorry-icelandic.txt")


def test_rule_ids_are_unique_and_of_the_contract_pattern() -> None:
    ids = [rule.id for rule in rules(GAME)]
    assert len(ids) == len(set(ids))
    assert all(RULE_ID.fullmatch(rule_id) for rule_id in ids), ids


def test_every_rule_has_a_title_a_section_and_a_statement() -> None:
    for rule in rules(GAME):
        assert rule.title and len(rule.title) <= 60 and not rule.title[0].islower(), rule.id
        assert len(rule.statement.split()) >= 8, rule.id
        assert set(rule.encoded_by) <= {"model", "engine"} and rule.encoded_by, rule.id


def test_every_section_cited_is_a_heading_of_the_rulebook_or_the_facts() -> None:
    known = headings()
    for rule in rules(GAME):
        for part in rule.section.split(";"):
            name = re.sub(r"\s*\(.*?\)", "", part).strip()
            assert name in known or name.startswith("facts"), (rule.id, name)


def test_the_reading_value_has_one_field_per_key_with_the_register_options() -> None:
    entries = {entry.key: entry for entry in reading_keys(GAME)}
    assert {Reading.key_of(field.name) for field in fields(Reading)} == set(entries)
    for field in fields(Reading):
        entry = entries[Reading.key_of(field.name)]
        assert (
            typing.get_args(
                field.type if not isinstance(field.type, str) else typing.get_type_hints(Reading)[field.name]
            )
            == entry.options
        )
        assert getattr(DEFAULT, field.name) == entry.default


def test_every_reading_names_rules_that_exist_and_the_rules_name_it_back() -> None:
    ids = {rule.id: rule for rule in rules(GAME)}
    for entry in reading_keys(GAME):
        assert entry.rules and all(rule in ids for rule in entry.rules), entry.key
        assert any(entry.key in ids[rule].readings for rule in entry.rules), entry.key
        assert len(entry.evidence) >= 2, entry.key


def test_the_engine_only_rules_are_the_course_of_play() -> None:
    engine_only = {rule.id for rule in rules(GAME) if rule.encoded_by == ("engine",)}
    assert engine_only == {
        "sorry.deck.cards",
        "sorry.setup.start",
        "sorry.turn.draw",
        "sorry.card.two-again",
        "sorry.game.win",
        "sorry.team.win",
        "sorry.points.setup",
        "sorry.points.hand",
    }
