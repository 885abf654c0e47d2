"""The rule register and the reading register of a game, as typed, read-only records.

A rule has a stable id, a short title in words (the heading a player reads in the rule documents), the rulebook
section it comes from, a statement in our own words and the reading keys it depends on. A reading is an open point
of the rulebook: a key, the question, its options, the default and the evidence for it. Both are read from
``spec/<game>.toml``; nothing here is kept in step by hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from rulebook.core.errors import InputError
from rulebook.core.spec import load_spec


@dataclass(frozen=True)
class Rule:
    """One rule of the register."""

    id: str
    section: str
    statement: str
    readings: tuple[str, ...]
    notes: str = ""
    encoded_by: tuple[str, ...] = ("model", "engine")
    """Which encodings hold the rule: both, or the engine alone for rules about what an action does to a state."""
    title: str = ""
    """The rule in a few words, for headings: "A winning hand: four sets and a pair"."""


@dataclass(frozen=True)
class ReadingKey:
    """One open point of the rulebook and the choices it allows."""

    key: str
    question: str
    options: tuple[str, ...]
    default: str
    why: str
    evidence: tuple[str, ...]
    rules: tuple[str, ...]
    scope: str = "hand"
    """What the reading changes: ``hand`` (verdicts on a hand) or ``play`` (legal actions and their effects)."""


def rules(game: str) -> tuple[Rule, ...]:
    """The rules of ``game`` in the order of the spec file (the order of the rulebook)."""
    return tuple(
        Rule(
            id=entry["id"],
            section=entry["section"],
            statement=entry["statement"],
            readings=tuple(entry.get("readings", ())),
            notes=entry.get("notes", ""),
            encoded_by=tuple(entry.get("encoded_by", ("model", "engine"))),
            title=entry.get("title", ""),
        )
        for entry in load_spec(game)["rule"]
    )


def rule_ids(game: str) -> tuple[str, ...]:
    """The ids of every rule of ``game``."""
    return tuple(rule.id for rule in rules(game))


def readings_by_key(game: str) -> dict[str, ReadingKey]:
    """The reading register of ``game`` by key, in the order of the spec file."""
    return {entry.key: entry for entry in reading_keys(game)}


def changed_keys(game: str, base: Mapping[str, str], other: Mapping[str, str]) -> list[str]:
    """The reading keys on which two choices (``{key: option}``, every key) differ, in register order."""
    return [key for key in readings_by_key(game) if base[key] != other[key]]


def compared_keys(game: str, base: Mapping[str, str], other: Mapping[str, str]) -> tuple[list[str], str]:
    """The keys two choices differ on (:func:`changed_keys`) and the one scope they share (hand or play).

    ``rulebook diff`` compares one question at a time: choices that are the same, or that differ on a hand reading
    and a play reading at once, are an :class:`~rulebook.core.errors.InputError`.
    """
    keys = changed_keys(game, base, other)
    if not keys:
        raise InputError("the two readings are the same: name at least one reading to change with --reading KEY=VALUE")
    register = readings_by_key(game)
    scopes = {register[key].scope for key in keys}
    if len(scopes) > 1:
        raise InputError(f"compare hand readings and play readings separately, not {', '.join(keys)} together")
    return keys, scopes.pop()


@cache
def reading_keys(game: str) -> tuple[ReadingKey, ...]:
    """The reading keys of ``game`` in the order of the spec file (read once: a check asks for them many times)."""
    return tuple(
        ReadingKey(
            key=entry["key"],
            question=entry["question"],
            options=tuple(entry["options"]),
            default=entry["default"],
            why=entry["why"],
            evidence=tuple(entry.get("evidence", ())),
            rules=tuple(entry.get("rules", ())),
            scope=entry.get("scope", "hand"),
        )
        for entry in load_spec(game).get("reading", [])
    )
