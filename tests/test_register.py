"""The rule register and the reading register stay in step with the code that uses them."""

from __future__ import annotations

import typing
from dataclasses import fields

import pytest

from rulebook.core.errors import InputError
from rulebook.core.register import reading_keys, rule_ids, rules
from rulebook.forbidden.reading import Reading
from rulebook.registry import game_ids


def test_rule_ids_are_unique_and_namespaced() -> None:
    ids = rule_ids("forbidden")
    assert len(ids) == len(set(ids))
    assert all(rule_id.startswith("forbidden.") for rule_id in ids)


def test_every_rule_cites_a_section_and_states_the_rule() -> None:
    for rule in rules("forbidden"):
        assert rule.section.strip(), rule.id
        assert len(rule.statement.split()) >= 8, rule.id


@pytest.mark.parametrize("game", game_ids())
def test_every_rule_has_a_short_title_in_words(game: str) -> None:
    # The rule documents head each rule with its title and the id beside it (issue 14): a title is words, not the id.
    titles = [rule.title for rule in rules(game)]
    for rule in rules(game):
        assert rule.title.strip() == rule.title and rule.title, rule.id
        assert len(rule.title) <= 60, rule.id
        assert rule.title[0].isupper() and not rule.title.endswith("."), rule.id
        assert "." not in rule.title and rule.id.split(".")[-1] != rule.title, rule.id
    assert len(set(titles)) == len(titles), "two rules of one game share a title"


def test_readings_and_rules_point_at_each_other() -> None:
    ids = set(rule_ids("forbidden"))
    keys = {entry.key: entry for entry in reading_keys("forbidden")}
    for entry in keys.values():
        assert entry.default in entry.options, entry.key
        assert len(entry.options) >= 2, entry.key
        assert entry.evidence, entry.key
        assert set(entry.rules) <= ids, entry.key
        for rule_id in entry.rules:
            rule = next(rule for rule in rules("forbidden") if rule.id == rule_id)
            assert entry.key in rule.readings, (entry.key, rule_id)
    for rule in rules("forbidden"):
        assert set(rule.readings) <= set(keys), rule.id


def test_typed_reading_matches_the_register() -> None:
    keys = {entry.key: entry for entry in reading_keys("forbidden")}
    hints = typing.get_type_hints(Reading)
    assert {Reading.key_of(f.name) for f in fields(Reading)} == set(keys)
    default = Reading()
    for f in fields(Reading):
        entry = keys[Reading.key_of(f.name)]
        assert typing.get_args(hints[f.name]) == entry.options, entry.key
        assert getattr(default, f.name) == entry.default, entry.key
        assert Reading.field_of(entry.key) == f.name


def test_readings_parse_from_pairs_and_refuse_typos() -> None:
    reading = Reading.from_pairs(["wild.yin-yang-bonus=yes", "variant.fast=yes"])
    assert reading.wild_yin_yang_bonus == "yes"
    assert reading.max_discards == 2
    assert reading.changed() == {"wild.yin-yang-bonus": "yes", "variant.fast": "yes"}
    with pytest.raises(InputError, match=r"unknown reading 'wild\.bonus'"):
        Reading.from_pairs(["wild.bonus=yes"])
    with pytest.raises(InputError, match="no option 'maybe'"):
        Reading.from_pairs(["wild.yin-yang-bonus=maybe"])
    with pytest.raises(InputError, match="KEY=VALUE"):
        Reading.from_pairs(["variant.fast"])


def test_every_rule_a_docstring_cites_is_in_the_register() -> None:
    # A docstring states a rule "(rule ``game.x.y``)"; a cited id the register does not hold is a rule that was
    # renamed or never written, and a reader looking it up finds nothing.
    import re
    from pathlib import Path

    import rulebook

    known = {rule_id for game in game_ids() for rule_id in rule_ids(game)}
    games = "|".join(map(re.escape, game_ids()))
    cited = re.compile(rf"``((?:{games})\.[a-z0-9-]+\.[a-z0-9.-]*[a-z0-9])``")
    unknown = sorted(
        f"{path.relative_to(Path(rulebook.__file__).parent)}: {rule_id}"
        for path in Path(rulebook.__file__).parent.rglob("*.py")
        for rule_id in cited.findall(path.read_text(encoding="utf-8"))
        if rule_id not in known and "*" not in rule_id
    )
    assert not unknown, unknown
