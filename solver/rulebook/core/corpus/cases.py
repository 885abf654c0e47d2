"""Conformance cases: data that any implementation of a game's rules can run (game-independent).

A case is one question with its expected answer: an id, a one-line description, the rule ids it exercises, the
readings it assumes (only those that differ from the defaults), the input and the expected answer in the game's
JSON formats, whether the rule it tests accepts or refuses here, and why the answer is right (a rulebook
section, a worked example, a witness, an exhaustive domain). The file format is ``spec/case.schema.json``.

The corpus lints itself (:func:`lint`): ids and descriptions are unique, and a register's every rule id is
covered by a case the rule accepts and one it refuses, every reading key under each of its options.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

Outcome = Literal["accepts", "refuses"]
"""Whether the case's rules allow what the input asks about (a Cheng, a claim, a position) or refuse it."""
SOURCES = ("rulebook", "exhaustive", "witness", "mutant", "bug-class", "fuzz", "sweep")
"""Where cases come from: a worked example or statement of the rulebook; an exhaustive small domain; the
smallest witness of a reading; the witness of a rule mutant; a known bug class of card-game engines; a difference
``rulebook fuzz`` found and shrank (the ready case it prints, for a user's own corpus); a cell of the rule's sweep
matrix (:mod:`rulebook.core.corpus.sweeps`: a threshold and each side of it, an attribute varied alone, a source of
an action's material, a kind of card at its largest multiplicity and one past it)."""
INPUT_ERROR: Mapping[str, Any] = {"error": True}
"""The expected answer of a case whose input the rules make impossible (a fifth copy of a card the deck holds four
times): the engine must answer the request with an error line, ``{"id": ..., "error": "why"}``, in any words."""


@dataclass(frozen=True)
class Case:
    """One conformance case."""

    id: str
    description: str
    question: str
    """What is asked: for FORBIDDEN ``hand``, ``discards``, ``position``, ``legal-actions``, ``apply``, ``new-game``."""
    rules: tuple[str, ...]
    outcome: Outcome
    input: Mapping[str, Any]
    expected: Any
    source: str
    why: str
    readings: Mapping[str, str] = field(default_factory=dict)
    covers: tuple[str, ...] = ()
    """The cells of the sweep matrix the case fills (``threshold:NAME:at``; :mod:`rulebook.core.corpus.sweeps`)."""

    @property
    def expects_error(self) -> bool:
        """Whether the engine must refuse the input with an error line (:data:`INPUT_ERROR`)."""
        return bool(self.expected == INPUT_ERROR)

    def as_json(self) -> dict[str, Any]:
        """The case as written in a corpus file (keys in a fixed order; ``covers`` only when it fills a cell)."""
        written = {
            "id": self.id,
            "description": self.description,
            "question": self.question,
            "rules": list(self.rules),
            "readings": dict(sorted(self.readings.items())),
            "outcome": self.outcome,
            "input": self.input,
            "expected": self.expected,
            "source": self.source,
            "why": self.why,
        }
        if self.covers:
            written["covers"] = list(self.covers)
        return written

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Case:
        """A case read back from a corpus file."""
        return cls(
            id=data["id"],
            description=data["description"],
            question=data["question"],
            rules=tuple(data["rules"]),
            outcome=data["outcome"],
            input=data["input"],
            expected=data["expected"],
            source=data["source"],
            why=data["why"],
            readings=dict(data.get("readings", {})),
            covers=tuple(data.get("covers", ())),
        )


@dataclass(frozen=True)
class Corpus:
    """The cases of one family of one game: one file ``generated/<game>/<family>.json``."""

    game: str
    family: str
    description: str
    cases: tuple[Case, ...]

    def as_json(self) -> dict[str, Any]:
        """The corpus file's content."""
        return {
            "$schema": "../../spec/case.schema.json",
            "game": self.game,
            "family": self.family,
            "description": self.description,
            "cases": [case.as_json() for case in self.cases],
        }

    def dumps(self) -> str:
        """The file's text: stable key order, two-space indent, one trailing newline (byte-for-byte reproducible)."""
        return json.dumps(self.as_json(), indent=2, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Corpus:
        """A corpus read back from its file."""
        return cls(data["game"], data["family"], data["description"], tuple(map(Case.from_json, data["cases"])))


@dataclass(frozen=True)
class Register:
    """What the corpus must cover: every rule id, and every reading key with its options and default."""

    rule_ids: tuple[str, ...]
    readings: Mapping[str, tuple[tuple[str, ...], str]]
    """key -> (options, default)."""


def inline_when_small(limit: int, positions: Sequence[str] = ()) -> Callable[[Corpus], bool]:
    """A game's ``inline``: whether a family's rendered suite spells its cases out or reads its JSON file.

    The cases are spelled out when there are at most ``limit`` of them and none asks one of the ``positions``
    questions (whole states, too large to read).
    """

    def inline(corpus: Corpus) -> bool:
        return len(corpus.cases) <= limit and not any(case.question in positions for case in corpus.cases)

    return inline


def lint(corpora: Sequence[Corpus], register: Register) -> list[str]:
    """Every problem of a game's corpus, as sentences (empty when it is sound).

    Unique case ids and descriptions; known rule ids and reading options; each rule id exercised by a case it
    accepts and by one it refuses; each reading key's every option assumed by some case (a case assumes the
    default of every key it does not name).
    """
    problems: list[str] = []
    cases = [case for corpus in corpora for case in corpus.cases]
    problems += _duplicates("id", [case.id for case in cases])
    problems += _duplicates("description", [case.description for case in cases])
    known = set(register.rule_ids)
    for case in cases:
        for rule in case.rules:
            if rule not in known:
                problems.append(f"case {case.id} names an unknown rule {rule!r}")
        for key, value in case.readings.items():
            entry = register.readings.get(key)
            if entry is None:
                problems.append(f"case {case.id} assumes an unknown reading {key!r}")
            elif value not in entry[0]:
                problems.append(f"case {case.id} assumes {key}={value}, not an option of {key}")
        if case.source not in SOURCES:
            problems.append(f"case {case.id} has an unknown source {case.source!r}")
    for rule in register.rule_ids:
        outcomes = {case.outcome for case in cases if rule in case.rules}
        for outcome in ("accepts", "refuses"):
            if outcome not in outcomes:
                problems.append(f"no case where {rule} {outcome}")
    for key, (choices, default) in register.readings.items():
        assumed = {case.readings.get(key, default) for case in cases}
        for option in choices:
            if option not in assumed:
                problems.append(f"no case assumes {key}={option}")
    return problems


def lint_answers(corpora: Sequence[Corpus], answer_lint: Callable[[str, Any], list[str]]) -> list[str]:
    """Every expected answer that contradicts itself (``answer_lint`` says how for the game), naming its case.

    A case expecting the input refused has no answer to lint.
    """
    return [
        f"case {case.id}: {problem}"
        for corpus in corpora
        for case in corpus.cases
        if not case.expects_error
        for problem in answer_lint(case.question, case.expected)
    ]


def applied_state_problems(answer: Any) -> list[str]:
    """The tie of an ``apply`` answer of a game with a course of play, whatever the game.

    The answer is ``{"refused": true}``, or a state (with a ``phase`` and ``winners``) whose winners are named
    exactly when its phase is ``over``.
    """
    if answer == {"refused": True}:
        return []
    if not isinstance(answer, Mapping) or "phase" not in answer or "winners" not in answer:
        return ['an apply answer is {"refused": true} or a state']
    if (answer["phase"] == "over") != bool(answer["winners"]):
        return ["a state names its winners exactly when the game is over"]
    return []


def _duplicates(what: str, values: Iterable[str]) -> list[str]:
    seen: set[str] = set()
    problems = []
    for value in values:
        if value in seen:
            problems.append(f"the {what} {value!r} is used by more than one case")
        seen.add(value)
    return problems


__all__ = [
    "INPUT_ERROR",
    "SOURCES",
    "Case",
    "Corpus",
    "Outcome",
    "Register",
    "applied_state_problems",
    "inline_when_small",
    "lint",
]
