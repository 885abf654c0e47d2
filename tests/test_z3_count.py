"""The core's order-encoded counts (:mod:`rulebook.core.z3_count`), shared by the FORBIDDEN and Tien Zi Que models.

Expected values are worked by hand: a number ``n`` up to ``cap`` is "at least 1" ... "at least n" true and the rest
false.
"""

from __future__ import annotations

import pytest
import z3

from rulebook.core.z3_count import FALSE, TRUE, Count, count_of
from rulebook.core.z3_solving import check, fact, int_value


def test_count_literals_are_named_at_least_one_to_the_cap() -> None:
    count = Count.fresh("t.c", 3, exact=True)
    assert [str(literal) for literal in count.at_least] == ["t.c>=1", "t.c>=2", "t.c>=3"]
    assert [str(literal) for literal in count.exactly] == ["t.c==0", "t.c==1", "t.c==2", "t.c==3"]
    assert count.cap == 3
    assert count.ge(0) is TRUE
    assert count.ge(-1) is TRUE
    assert count.ge(4) is FALSE
    assert str(count.ge(2)) == "t.c>=2"


@pytest.mark.parametrize("value", [0, 1, 2, 3])
def test_count_equals_fixes_the_number_and_value_reads_it(value: int) -> None:
    count = Count.fresh(f"t.v{value}", 3)
    # 2 is "at least 1, at least 2, not at least 3".
    assert [str(x) for x in Count.fresh("t.w", 3).equals(2)] == ["t.w>=1", "t.w>=2", "Not(t.w>=3)"]
    solver = z3.Solver()
    solver.add(*count.ordered())
    assert check(solver, list(count.equals(value)))
    assert int_value(solver.model(), count.value()) == value
    assert count.equals(value) is count.equals(value)


def test_ordered_refuses_at_least_two_without_at_least_one() -> None:
    count = Count.fresh("t.o", 2)
    solver = z3.Solver()
    solver.add(*count.ordered())
    assert not check(solver, [count.ge(2), fact(count.ge(1), False)])
    assert check(solver, [count.ge(1), fact(count.ge(2), False)])


def test_an_exact_literal_fixes_the_number() -> None:
    count = Count.fresh("t.e", 3, exact=True)
    solver = z3.Solver()
    solver.add(*count.ordered(), *count.exact_definitions())
    assert check(solver, [count.exactly[1]])
    assert int_value(solver.model(), count.value()) == 1
    assert not check(solver, [count.exactly[1], count.ge(2)])


def test_defined_by_makes_the_count_equal_an_integer_term() -> None:
    count = Count.fresh("t.d", 4)
    n = z3.Int("t.d.n")
    solver = z3.Solver()
    solver.add(*count.defined_by(n), n == 3)
    assert check(solver, [])
    assert [z3.is_true(solver.model().eval(literal)) for literal in count.at_least] == [True, True, True, False]


def test_count_of_counts_the_literals_that_hold() -> None:
    a, b, c = z3.Bools("t.p t.q t.r")
    solver = z3.Solver()
    solver.add(a, z3.Not(b), c)
    assert check(solver, [])
    assert int_value(solver.model(), count_of([a, b, c])) == 2
    assert int_value(solver.model(), count_of([])) == 0
