"""Small whole numbers as Z3 Booleans ("order encoding"), for the games' models (game-independent, no rule).

A :class:`Count` is a number written as the literals "it is at least 1", "at least 2", ... up to its cap. The cards
a model counts are few (a handful of copies of a kind, a few sets), so it states them this way: Z3 then reasons
about them by unit propagation instead of integer arithmetic, which keeps a reused solver's answers well under a
millisecond. A question fixes a count with the assumptions :meth:`Count.equals` (built once per value and kept), or
with the one literal ``name==n`` of a count made with ``exact=True`` (:meth:`Count.exact_definitions`).

>>> three = Count.fresh("demo.E", 3)
>>> solver = z3.Solver()
>>> solver.add(*three.ordered())
>>> solver.check(*three.equals(2), three.ge(3)), solver.check(*three.equals(2), three.ge(2))
(unsat, sat)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import z3

from rulebook.core.z3_solving import conjunction, fact, implication

TRUE = z3.BoolVal(True)
FALSE = z3.BoolVal(False)


def count_of(literals: Sequence[z3.BoolRef]) -> z3.ArithRef:
    """How many of ``literals`` hold, as an integer term (0 for none).

    >>> x, y = z3.Bools("demo.x demo.y")
    >>> z3.simplify(z3.substitute(count_of([x, y]), (x, TRUE), (y, TRUE)))
    2
    """
    return z3.Sum(*(z3.If(literal, 1, 0) for literal in literals)) if literals else z3.IntVal(0)


@dataclass(frozen=True)
class Count:
    """A whole number from 0 to ``len(at_least)``: ``at_least[t - 1]`` says it is at least ``t``."""

    at_least: tuple[z3.BoolRef, ...]
    exactly: tuple[z3.BoolRef, ...] = ()
    """Optional literals ``name==0`` ... ``name==cap`` (see :meth:`exact_definitions`), to fix the number with one
    assumption."""
    _equals: dict[int, tuple[z3.BoolRef, ...]] = field(default_factory=dict, compare=False, repr=False)

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
        """At least t+1 implies at least t: the literals describe one number."""
        return [implication(high, low) for low, high in zip(self.at_least, self.at_least[1:], strict=False)]

    def exact_definitions(self) -> list[z3.BoolRef]:
        """``name==n`` implies the number is n (assumed for one question; nothing forces it otherwise)."""
        return [
            implication(literal, conjunction(self.ge(n), z3.Not(self.ge(n + 1))))
            for n, literal in enumerate(self.exactly)
        ]

    def equals(self, value: int) -> tuple[z3.BoolRef, ...]:
        """The assumptions fixing the number to ``value`` (0 to the cap), built on first use and kept."""
        found = self._equals.get(value)
        if found is None:
            found = self._equals[value] = tuple(
                fact(literal, t <= value) for t, literal in enumerate(self.at_least, start=1)
            )
        return found

    def defined_by(self, term: z3.ArithRef) -> list[z3.BoolRef]:
        """Constraints making this number equal the integer term ``term`` (which must lie in 0..cap)."""
        return [literal == (term >= t) for t, literal in enumerate(self.at_least, start=1)]

    def value(self) -> z3.ArithRef:
        """The number as an integer term."""
        return count_of(self.at_least)


__all__ = ["FALSE", "TRUE", "Count", "count_of"]
