"""Reused Z3 solvers asked with assumption literals: the few calls every game's model makes (game-independent).

A model builds its solver once for a shape of question and fixes each question's facts with assumption literals
(:func:`fact`), so one solver answers many questions; :func:`check` asks it without the Python-side checks that
cost more than the search of a small question, and :func:`is_true` reads a literal off a solution. Imported only by
the games' ``model/`` packages: nothing else loads Z3 (``tests/test_lazy_imports.py``).

>>> x = z3.Bool("demo.x")
>>> solver = z3.Solver()
>>> solver.add(z3.Not(x))
>>> check(solver, [fact(x, True)]), check(solver, [fact(x, False)])
(False, True)
"""

from __future__ import annotations

import ctypes
from collections.abc import Sequence

import z3

_NEGATIONS: dict[tuple[int, int], z3.BoolRef] = {}


def fact(literal: z3.BoolRef, holds: bool) -> z3.BoolRef:
    """The assumption that ``literal`` is ``holds`` (each negation built once per context and kept)."""
    if holds:
        return literal
    key = (id(literal.ctx), literal.get_id())
    negation = _NEGATIONS.get(key)
    if negation is None:
        negation = _NEGATIONS[key] = z3.Not(literal)
    return negation


def check(solver: z3.Solver, literals: Sequence[z3.BoolRef]) -> bool:
    """Whether ``solver``'s constraints hold together with the assumption ``literals``; refuses "unknown".

    The literals go straight to ``Z3_solver_check_assumptions`` with their ASTs: ``Solver.check`` would re-check the
    sort of every assumption in Python, which costs more than the SAT search of a small question.
    """
    array = (z3.Ast * len(literals))(*(literal.as_ast() for literal in literals))
    result = z3.CheckSatResult(z3.Z3_solver_check_assumptions(solver.ctx.ref(), solver.solver, len(literals), array))
    if result == z3.unknown:
        raise RuntimeError(f"Z3 gave up: {solver.reason_unknown()}")
    return bool(result == z3.sat)


def is_true(model: z3.ModelRef, literal: z3.BoolRef) -> bool:
    """Whether ``literal`` holds in ``model`` (an unconstrained literal reads as false)."""
    return bool(z3.is_true(model.eval(literal, model_completion=True)))


def int_values(model: z3.ModelRef, terms: Sequence[z3.ArithRef]) -> list[int]:
    """The integers a solution gives ``terms`` (small ones), read straight from Z3's C API.

    ``model.eval`` and ``as_long`` make a Python expression of every value and read it back as a string; reading
    a mahjong split's hundred decisions that way cost more than finding the split.
    """
    ctx, solution = model.ctx.ref(), model.model
    value = (z3.Ast * 1)()
    number = ctypes.c_int()
    values = []
    for term in terms:
        if not z3.Z3_model_eval(ctx, solution, term.as_ast(), True, value):
            raise RuntimeError(f"Z3 could not evaluate {term}")
        if not z3.Z3_get_numeral_int(ctx, value[0], ctypes.byref(number)):
            raise RuntimeError(f"{term} is not a small integer in the solution")
        values.append(number.value)
    return values


__all__ = ["check", "fact", "int_values", "is_true"]
