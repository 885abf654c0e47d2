"""The core's rule tracking every model shares (:mod:`rulebook.core.z3_solving`): groups under their rule ids.

Expected values are worked by hand in each test: the assertions a two-rule solver must hold, and a solver whose
unsat core must name exactly the rules that refuse.
"""

from __future__ import annotations

import z3

from rulebook.core.z3_solving import Rules, add_rule, add_rules, check, fact, int_value, rules_in_core, track


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
