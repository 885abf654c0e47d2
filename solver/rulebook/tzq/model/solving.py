"""Bookkeeping shared by the Tien Zi Que model: card counts as Z3 Booleans, assumption literals, checks. No rule.

A :class:`Count` is a small whole number written as the literals "at least 1", "at least 2", ... up to its cap (an
order encoding): how many copies of a kind a hand, a combination or a score pile holds (at most three, rule
``tzq.deck.cards``). A question fixes a count with the assumptions :meth:`Count.equals`, built once per value and kept,
so a reused solver answers with nothing but assumption literals (see :func:`check`).

>>> three = Count.fresh("demo.E", 3)
>>> solver = z3.Solver()
>>> solver.add(*three.ordered())
>>> check(solver, [*three.equals(2), three.ge(3)])
False
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import z3

from rulebook.core.z3_solving import check, fact, is_true

TRUE = z3.BoolVal(True)
FALSE = z3.BoolVal(False)


def int_value(model: z3.ModelRef, term: z3.ArithRef) -> int:
    """The whole number ``term`` has in ``model``."""
    value = model.eval(term, model_completion=True)
    assert isinstance(value, z3.IntNumRef)
    return int(value.as_long())


def count_of(literals: Sequence[z3.BoolRef]) -> z3.ArithRef:
    """How many of ``literals`` hold, as an integer term."""
    return z3.Sum(*(z3.If(literal, 1, 0) for literal in literals)) if literals else z3.IntVal(0)


@dataclass(frozen=True)
class Count:
    """A whole number from 0 to ``cap``: ``at_least[t - 1]`` says it is at least ``t``."""

    at_least: tuple[z3.BoolRef, ...]
    _equals: tuple[tuple[z3.BoolRef, ...], ...] = field(default=(), compare=False, repr=False)

    @classmethod
    def fresh(cls, name: str, cap: int) -> Count:
        """A new number from 0 to ``cap``, with literals ``name>=1`` ... ``name>=cap``."""
        at_least = tuple(z3.Bool(f"{name}>={t}") for t in range(1, cap + 1))
        equals = tuple(
            tuple(fact(literal, t <= value) for t, literal in enumerate(at_least, start=1)) for value in range(cap + 1)
        )
        return cls(at_least, equals)

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
        return [z3.Implies(high, low) for low, high in zip(self.at_least, self.at_least[1:], strict=False)]

    def equals(self, value: int) -> tuple[z3.BoolRef, ...]:
        """The assumptions fixing the number to ``value`` (0 to the cap)."""
        return self._equals[value]

    def value(self) -> z3.ArithRef:
        """The number as an integer term."""
        return count_of(self.at_least)


__all__ = ["FALSE", "TRUE", "Count", "check", "count_of", "fact", "int_value", "is_true"]
