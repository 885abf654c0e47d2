"""Small whole numbers as Z3 Booleans ("order encoding"), and running totals of them. Bookkeeping, no rule.

A :class:`Count` is a number written as the literals "it is at least 1", "at least 2", ... up to its cap. Card
counts in FORBIDDEN are small (0..4 copies of a card, 0..3 wilds, a few sets), so the model states them this way:
Z3 then reasons about them by unit propagation instead of integer arithmetic, which keeps a reused solver's answers
well under a millisecond. :func:`running_total` adds counts up slot by slot (a sequential counter).

>>> import z3
>>> a, b = Count.fresh("a", 2), Count.fresh("b", 2)
>>> total, definition = running_total("t", [a.at_least, b.at_least], cap=4)
>>> solver = z3.Solver()
>>> solver.add(*a.equals(2), *b.equals(1), *definition)
>>> solver.check(), solver.model().eval(total.value())
(sat, 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import z3

from rulebook.core.z3_solving import conjunction, disjunction, equivalence, implication

TRUE = z3.BoolVal(True)
FALSE = z3.BoolVal(False)


@dataclass(frozen=True)
class Count:
    """A whole number from 0 to ``len(at_least)``: ``at_least[t - 1]`` says it is at least ``t``."""

    at_least: tuple[z3.BoolRef, ...]
    exactly: tuple[z3.BoolRef, ...] = ()
    """Optional literals ``name==0`` ... ``name==cap`` (see :meth:`exact_definitions`), to fix the number with one
    assumption."""

    @classmethod
    def fresh(cls, name: str, cap: int, *, exact: bool = False) -> Count:
        """A new number from 0 to ``cap``, with named literals ``name>=1`` ... ``name>=cap`` (and ``name==n``)."""
        exactly = tuple(z3.Bool(f"{name}=={n}") for n in range(cap + 1)) if exact else ()
        return cls(tuple(z3.Bool(f"{name}>={t}") for t in range(1, cap + 1)), exactly)

    @property
    def cap(self) -> int:
        """The largest value the number can take."""
        return len(self.at_least)

    def ge(self, t: int) -> z3.BoolRef:
        """The literal "at least ``t``" (true for ``t <= 0``, false above the cap)."""
        if t <= 0:
            return TRUE
        return self.at_least[t - 1] if t <= self.cap else FALSE

    def ordered(self) -> list[z3.BoolRef]:
        """At least t+1 implies at least t (the literals describe one number)."""
        return [implication(high, low) for low, high in zip(self.at_least, self.at_least[1:], strict=False)]

    def exact_definitions(self) -> list[z3.BoolRef]:
        """``name==n`` implies the number is n (assumed for one question; nothing forces it otherwise)."""
        return [
            implication(literal, conjunction(self.ge(n), z3.Not(self.ge(n + 1))))
            for n, literal in enumerate(self.exactly)
        ]

    def equals(self, value: int) -> list[z3.BoolRef]:
        """Literals fixing the number to ``value`` (assumptions for one question)."""
        return [literal if t <= value else z3.Not(literal) for t, literal in enumerate(self.at_least, start=1)]

    def defined_by(self, term: z3.ArithRef) -> list[z3.BoolRef]:
        """Constraints making this number equal the integer term ``term`` (which must lie in 0..cap)."""
        return [literal == (term >= t) for t, literal in enumerate(self.at_least, start=1)]

    def value(self) -> z3.ArithRef:
        """The number as an integer term."""
        return z3.Sum(*(z3.If(literal, 1, 0) for literal in self.at_least)) if self.at_least else z3.IntVal(0)


def running_total(name: str, increments: Sequence[Sequence[z3.BoolRef]], cap: int) -> tuple[Count, list[z3.BoolRef]]:
    """The sum of ``increments`` (each a number in order encoding, ``[>=1, >=2, ...]``), counted up to ``cap``.

    Returns the total (its literal ``>= cap`` also covers anything larger, since the increments' literals are
    ordered) and the constraints defining it.
    """
    constraints: list[z3.BoolRef] = []
    previous: list[z3.BoolRef] = [TRUE] + [FALSE] * cap
    reach = 0
    for step, increment in enumerate(increments):
        reach = min(cap, reach + len(increment))
        current: list[z3.BoolRef] = [TRUE]
        for t in range(1, cap + 1):
            if t > reach:
                current.append(FALSE)
                continue
            ways = [
                conjunction(previous[t - d], TRUE if d == 0 else increment[d - 1])
                for d in range(min(t, len(increment)) + 1)
            ]
            literal = z3.Bool(f"{name}.{step}>={t}")
            constraints.append(equivalence(literal, disjunction(*ways)))
            current.append(literal)
        previous = current
    return Count(tuple(previous[1:])), constraints


def total_is(counts: Sequence[Count], flag: z3.BoolRef, n: int) -> z3.BoolRef:
    """The numbers ``counts`` plus one more if ``flag`` add up to exactly ``n``.

    With one number this is three literals' worth of clauses (Z3 propagates them at once); with several it is a
    pseudo-Boolean equality.
    """
    if len(counts) == 1:
        (count,) = counts
        return conjunction(count.ge(n - 1), equivalence(count.ge(n), z3.Not(flag)), z3.Not(count.ge(n + 1)))
    return z3.PbEq([(literal, 1) for count in counts for literal in count.at_least] + [(flag, 1)], n)
