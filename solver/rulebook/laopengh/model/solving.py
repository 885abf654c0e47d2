"""Bookkeeping shared by the Lao Pengh model: answers proved forced. No rule.

Every question is answered the same way: the facts of the question (the cards, the pile, the reading) are
assumption literals on a solver built once and reused, and the answers are proved to be the only ones
(:func:`forced`): the solver is asked for a solution of the same facts whose answers differ, and must find none. The
answers to prove are read off a solution, or first tried as the last ones proved. So an answer is what the rules
force under the facts, not what one solution happens to say.

>>> solver = z3.Solver()
>>> x, y = z3.Bools("x y")
>>> solver.add(y == z3.Not(x))
>>> answers = Answers.of({"y": y})
>>> answers.attach(solver)
>>> forced(solver, [fact(x, True)], answers)
{'y': False}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import z3

from rulebook.core.z3_solving import check, fact, is_true


@dataclass(frozen=True)
class Answers:
    """The Booleans a question reads back, and for each a twin literal that states the value read (see :func:`forced`).

    ``differs`` holds exactly when some answer differs from its twin: assuming the twins at the values read and
    ``differs`` asks for a second solution with another answer.
    """

    terms: Mapping[str, z3.BoolRef]
    twins: Mapping[str, z3.BoolRef]
    differs: z3.BoolRef
    packed: z3.BitVecRef
    """All answers as the bits of one term, read off a solution at once (bit ``i``: the ``i``-th answer)."""
    last: dict[str, dict[str, bool]] = field(default_factory=dict, compare=False)
    """``last["values"]``: the answers last proved with these terms (the first values :func:`forced` tries)."""

    @classmethod
    def of(cls, terms: Mapping[str, z3.BoolRef], name: str = "answer") -> Answers:
        """Twins and the ``differs`` literal for ``terms`` (add :meth:`definition` to the solver)."""
        context = next(iter(terms.values())).ctx
        twins = {key: z3.Bool(f"{name}.read:{key}", context) for key in terms}
        one, zero = z3.BitVecVal(1, 1, context), z3.BitVecVal(0, 1, context)
        bits = [z3.If(term, one, zero) for term in reversed(list(terms.values()))]
        packed = z3.Concat(*bits) if len(bits) > 1 else bits[0]
        return cls(dict(terms), twins, z3.Bool(f"{name}.differs", context), packed)

    def read(self, model: z3.ModelRef) -> dict[str, bool]:
        """The value of every answer in ``model``."""
        value = model.eval(self.packed, model_completion=True)
        assert isinstance(value, z3.BitVecNumRef)
        bits = value.as_long()
        return {key: bool(bits >> index & 1) for index, key in enumerate(self.terms)}

    def twin_facts(self, values: Mapping[str, bool]) -> list[z3.BoolRef]:
        """The assumptions that the twins hold ``values``."""
        return [fact(self.twins[key], value) for key, value in values.items()]

    def definition(self) -> z3.BoolRef:
        """``differs`` is: some answer is not its twin (bookkeeping of the uniqueness check)."""
        return self.differs == z3.Or(*(self.terms[key] != self.twins[key] for key in self.terms))

    def attach(self, solver: z3.Solver) -> None:
        """Add :meth:`definition` to ``solver``."""
        solver.add(self.definition())


def forced(solver: z3.Solver, facts: Sequence[z3.BoolRef], answers: Answers) -> dict[str, bool]:
    """The value of every answer under ``facts``, proved to be forced by the rules.

    The answers are proved by an unsatisfiable check: no solution of the facts gives any answer another value. The
    values to prove are read off a solution, or, to spare building one, first tried as the last answers proved on
    this solver (a question like the last often has its answers): if no solution differs from them, they are the
    answers. :class:`ValueError` when the facts contradict the rules (no solution), :class:`RuntimeError` when some
    answer is not forced (two solutions differ), which would be a fault of the model, not of the question.
    """
    values = answers.last.get("values")
    if values is not None:
        if check(solver, [*facts, *answers.twin_facts(values), answers.differs]):
            values = answers.read(solver.model())  # a solution that differs: its answers are the ones to prove
        elif check(solver, facts):
            return values
        else:
            raise ValueError("the facts of the question contradict the model's rules")
    else:
        if not check(solver, facts):
            raise ValueError("the facts of the question contradict the model's rules")
        values = answers.read(solver.model())
    if check(solver, [*facts, *answers.twin_facts(values), answers.differs]):
        other = solver.model()
        loose = sorted(key for key, term in answers.terms.items() if is_true(other, term) != values[key])
        raise RuntimeError(f"the rules do not force {', '.join(loose)} under these facts")
    answers.last["values"] = values
    return values


__all__ = ["Answers", "forced"]
