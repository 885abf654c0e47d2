"""Running totals of card counts in order encoding (:class:`rulebook.core.z3_count.Count`). Bookkeeping, no rule.

Card counts in FORBIDDEN are small (0..4 copies of a card, 0..3 wilds, a few sets), so the model states them as
:class:`~rulebook.core.z3_count.Count`; :func:`running_total` adds counts up slot by slot (a sequential counter) and
:func:`total_is` fixes a sum of them. Only FORBIDDEN adds counts up (Tien Zi Que fixes each count on its own).

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

import z3

from rulebook.core.z3_count import FALSE, TRUE, Count
from rulebook.core.z3_solving import conjunction, disjunction, equivalence


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


__all__ = ["running_total", "total_is"]
