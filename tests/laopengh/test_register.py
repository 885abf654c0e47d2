"""Lao Pengh's rule register and reading register (spec/laopengh.toml) against the reading value and the rulebook."""

from __future__ import annotations

import re
import typing
from dataclasses import fields
from pathlib import Path

import pytest

from rulebook.core.errors import InputError
from rulebook.core.register import reading_keys, rules
from rulebook.core.spec import load_spec
from rulebook.laopengh.reading import DEFAULT, Reading

GAME = "laopengh"
ROOT = Path(__file__).resolve().parents[2]
RULEBOOKS = ROOT.parent / "shared" / "rulebooks"
# The contract tests' pattern for the rule ids the encodings name.
RULE_ID = re.compile(rf"{GAME}\.[a-z-]+\.[a-z-]+")
QUOTE = re.compile(r"(?:^|: |, |; )'(.+?)'(?=[,;]|$)")


def rulebook_text() -> str:
    path = RULEBOOKS / load_spec(GAME)["game"]["rulebook"]
    if not path.is_file():
        pytest.skip("the shared rulebooks are not next to this checkout")
    return path.read_text(encoding="utf-8")


def test_the_game_table_names_the_id_and_the_rulebook() -> None:
    game = load_spec(GAME)["game"]
    assert game["id"] == GAME
    assert game["title"] == "Lao Pengh"
    assert game["rulebook"] == "lao-pengh.txt"


def test_rule_ids_are_unique_namespaced_and_of_the_contract_pattern() -> None:
    ids = [rule.id for rule in rules(GAME)]
    assert len(ids) == len(set(ids))
    for rule_id in ids:
        assert RULE_ID.fullmatch(rule_id), rule_id


def test_every_rule_has_a_title_a_section_and_a_statement() -> None:
    titles = [rule.title for rule in rules(GAME)]
    assert len(set(titles)) == len(titles)
    for rule in rules(GAME):
        assert rule.title and rule.title.strip() == rule.title and len(rule.title) <= 60, rule.id
        assert rule.title[0].isupper() and "." not in rule.title, rule.id
        assert rule.section.strip(), rule.id
        assert len(rule.statement.split()) >= 8, rule.id
        assert set(rule.encoded_by) <= {"model", "engine"} and rule.encoded_by, rule.id


def test_every_section_cited_is_a_heading_of_the_rulebook() -> None:
    headings = {line.strip() for line in rulebook_text().splitlines()}
    for rule in rules(GAME):
        for part in rule.section.split(";"):
            heading = part.split("(")[0].split(",")[0].strip()
            assert heading in headings, (rule.id, heading)


def test_readings_and_rules_point_at_each_other() -> None:
    ids = {rule.id for rule in rules(GAME)}
    by_id = {rule.id: rule for rule in rules(GAME)}
    keys = {entry.key for entry in reading_keys(GAME)}
    for entry in reading_keys(GAME):
        assert entry.default in entry.options and len(entry.options) >= 2, entry.key
        assert len(set(entry.options)) == len(entry.options), entry.key
        assert entry.evidence and entry.why.strip() and entry.question.endswith("?"), entry.key
        assert entry.scope in {"hand", "play"}, entry.key
        assert entry.rules and set(entry.rules) <= ids, entry.key
        for rule_id in entry.rules:
            assert entry.key in by_id[rule_id].readings, (entry.key, rule_id)
    for rule in rules(GAME):
        assert set(rule.readings) <= keys, rule.id
        for key in rule.readings:
            entry = next(entry for entry in reading_keys(GAME) if entry.key == key)
            assert rule.id in entry.rules, (key, rule.id)


def test_every_open_point_of_the_issue_is_a_reading() -> None:
    # Issue 17: the deck's split, the order numbers, "fits no pile", the lone dragon, "lowest", the set-aside
    # cards, when the chance to accuse closes, several accusers at once.
    keys = {entry.key for entry in reading_keys(GAME)}
    assert {
        "deck.composition",
        "deck.order-numbers",
        "place.fits-no-pile",
        "order.lone-dragon",
        "suspicion.lowest",
        "suspicion.remainder",
        "suspicion.window",
        "suspicion.accusers",
    } <= keys


def test_the_lone_dragon_reading_offers_both_sourced_wordings() -> None:
    entry = next(entry for entry in reading_keys(GAME) if entry.key == "order.lone-dragon")
    # facts: the rulebook and keirat need all others to be cranes; superfred and ludorium only one dragon.
    assert entry.default == "others-all-cranes"
    assert "exactly-one-dragon" in entry.options


def test_quotes_in_the_evidence_are_in_the_rulebook() -> None:
    text = " ".join(rulebook_text().split())
    checked = 0
    for entry in reading_keys(GAME):
        for evidence in entry.evidence:
            if evidence.startswith(("facts:", "gaps:")):
                continue
            quotes = QUOTE.findall(evidence)
            assert quotes, (entry.key, evidence)
            for quote in quotes:
                for piece in quote.split(" ... "):
                    assert " ".join(piece.split()) in text, (entry.key, piece)
                    checked += 1
    assert checked >= 20


def test_the_typed_reading_matches_the_register() -> None:
    keys = {entry.key: entry for entry in reading_keys(GAME)}
    hints = typing.get_type_hints(Reading)
    assert [Reading.key_of(f.name) for f in fields(Reading)] == list(keys)
    for f in fields(Reading):
        entry = keys[Reading.key_of(f.name)]
        assert typing.get_args(hints[f.name]) == entry.options, entry.key
        assert getattr(DEFAULT, f.name) == entry.default, entry.key
        assert Reading.field_of(entry.key) == f.name
    assert DEFAULT.changed() == {}


def test_readings_parse_from_pairs_and_refuse_typos() -> None:
    reading = Reading.from_pairs(["suspicion.lowest=lowest-order", "end.when=first-empty"])
    assert reading.suspicion_lowest == "lowest-order" and reading.end_when == "first-empty"
    assert reading.changed() == {"suspicion.lowest": "lowest-order", "end.when": "first-empty"}
    assert reading.with_choices({"end.when": "round-end"}).changed() == {"suspicion.lowest": "lowest-order"}
    with pytest.raises(InputError, match=r"unknown reading 'suspicion\.lowes'"):
        Reading.from_pairs(["suspicion.lowes=bottom"])
    with pytest.raises(InputError, match="no option 'top'"):
        Reading.from_pairs(["suspicion.lowest=top"])
