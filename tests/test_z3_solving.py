"""The core's rule tracking every model shares (:mod:`rulebook.core.z3_solving`): groups under their rule ids.

Expected values are worked by hand in each test: the assertions a two-rule solver must hold, a solver whose unsat
core must name exactly the rules that refuse, and the assumptions two reading options give.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import z3

from rulebook.core.reading import ReadingValue
from rulebook.core.z3_solving import (
    OptionLiterals,
    Rules,
    add_rule,
    add_rules,
    check,
    fact,
    int_value,
    rules_in_core,
    track,
)


def test_add_rule_and_add_rules_keep_each_group_in_order() -> None:
    a, b, c = z3.Bools("t.a t.b t.c")
    rules: Rules = {}
    add_rule(rules, "g.one", a)
    add_rule(rules, "g.two", b)
    add_rule(rules, "g.one", c)
    assert add_rules(rules, {"g.two": [a], "g.three": [c]}) is rules
    assert {rule: [str(x) for x in group] for rule, group in rules.items()} == {
        "g.one": ["t.a", "t.c"],
        "g.two": ["t.b", "t.a"],
        "g.three": ["t.c"],
    }


def test_track_names_each_literal_by_its_rule_id_and_adds_groups_in_rule_id_order() -> None:
    x, y = z3.Bools("t.x t.y")
    solver = z3.Solver()
    literals = track(solver, {"r.b": [y], "r.a": [x, z3.Not(y)]})
    assert list(literals) == ["r.a", "r.b"]
    assert {rule: str(literal) for rule, literal in literals.items()} == {"r.a": "r.a", "r.b": "r.b"}
    # r.a asserted first, each group one conjunction: "r.a implies (x and not y)", then "r.b implies (y)".
    assert [str(assertion) for assertion in solver.assertions()] == [
        "Implies(r.a, And(t.x, Not(t.y)))",
        "Implies(r.b, And(t.y))",
    ]


def test_a_tracked_group_holds_in_every_check_and_the_core_names_the_rules_that_clash() -> None:
    x, y = z3.Bools("t2.x t2.y")
    solver = z3.Solver()
    track(solver, {"r.x": [x], "r.y": [z3.Implies(x, y)], "r.free": [z3.Or(x, y)]})
    assert check(solver, [])
    # Assuming "not y": r.x gives x, r.y then y, a clash; r.free is not needed for it.
    assert not check(solver, [fact(y, False)])
    assert rules_in_core(solver, ["r.y", "r.free", "r.x"]) == ("r.y", "r.x")
    assert rules_in_core(solver, sorted(["r.y", "r.free", "r.x"])) == ("r.x", "r.y")


def test_an_empty_group_is_tracked_as_true() -> None:
    solver = z3.Solver()
    assert list(track(solver, {"r.none": []})) == ["r.none"]
    assert check(solver, [])


def test_int_value_reads_a_small_integer_off_a_solution() -> None:
    n = z3.Int("t.n")
    solver = z3.Solver()
    solver.add(n + 3 == -4)
    assert check(solver, [])
    assert int_value(solver.model(), n) == -7


@dataclass(frozen=True)
class DemoReading(ReadingValue):
    """Two reading keys, ``wild.size`` and ``ten.back`` (fields named after them)."""

    GAME: ClassVar[str] = "demo"
    wild_size: str = "yes"
    ten_back: str = "plain"


@dataclass(frozen=True)
class DemoLiterals(OptionLiterals):
    OPTIONS = ("wild.size=yes", "ten.back=fallback")

    size: z3.BoolRef
    fallback: z3.BoolRef


@dataclass(frozen=True)
class PrefixedLiterals(OptionLiterals):
    PREFIX = "demo:reading:"
    OPTIONS = ("ten.back=fallback",)

    fallback: z3.BoolRef


def test_option_literals_are_named_by_key_and_option_in_field_order() -> None:
    literals = DemoLiterals.fresh()
    assert (str(literals.size), str(literals.fallback)) == ("reading:wild.size=yes", "reading:ten.back=fallback")
    assert str(PrefixedLiterals.fresh().fallback) == "demo:reading:ten.back=fallback"


def test_option_facts_assume_each_literal_as_the_reading_chooses() -> None:
    literals = DemoLiterals.fresh()
    # The default chooses wild.size=yes (its option) and ten.back=plain (not fallback).
    assert [str(x) for x in literals.facts(DemoReading())] == [
        "reading:wild.size=yes",
        "Not(reading:ten.back=fallback)",
    ]
    chosen = DemoReading(wild_size="no", ten_back="fallback")
    assert [str(x) for x in literals.facts(chosen)] == ["Not(reading:wild.size=yes)", "reading:ten.back=fallback"]


def test_option_constants_are_the_readings_choices() -> None:
    constants = DemoLiterals.of(DemoReading(ten_back="fallback"))
    assert (z3.is_true(constants.size), z3.is_true(constants.fallback)) == (True, True)
    constants = DemoLiterals.of(DemoReading(wild_size="no"))
    assert (z3.is_false(constants.size), z3.is_false(constants.fallback)) == (True, True)
