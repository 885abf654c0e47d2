"""Reused Z3 solvers asked with assumption literals: the few calls every game's model makes (game-independent).

A model builds its solver once for a shape of question and fixes each question's facts with assumption literals
(:func:`fact`), so one solver answers many questions; :func:`check` asks it without the Python-side checks that
cost more than the search of a small question, and :func:`is_true` reads a literal off a solution (:func:`truths`
reads many at once). Every model states its rules the same way: constraints grouped by the rule id they encode
(:data:`Rules`, built by :func:`add_rule` and :func:`add_rules`), each group added under a tracking literal named
by its rule id (:func:`track`), so an unsatisfiable core names the rules that clash (:func:`rules_in_core`); the
reading options a solver serves are literals too (:class:`OptionLiterals`). Imported only by the games' ``model/``
packages (and :mod:`rulebook.core.z3_count`): nothing else loads Z3 (``tests/test_lazy_imports.py``).

>>> x = z3.Bool("demo.x")
>>> solver = z3.Solver()
>>> solver.add(z3.Not(x))
>>> check(solver, [fact(x, True)]), check(solver, [fact(x, False)])
(False, True)
"""

from __future__ import annotations

import ctypes
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import fields
from typing import ClassVar, Self

import z3

from rulebook.core.reading import ReadingValue

Rules = dict[str, list[z3.BoolRef]]
"""Constraints grouped by the rule id they encode."""

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


def add_rule(into: Rules, rule: str, *constraints: z3.BoolRef) -> None:
    """Add ``constraints`` to the group of ``rule`` in ``into``."""
    into.setdefault(rule, []).extend(constraints)


def add_rules(into: Rules, more: Mapping[str, Sequence[z3.BoolRef]]) -> Rules:
    """Merge ``more`` into ``into``, rule id by rule id (each group's constraints in order), and return ``into``."""
    for rule, constraints in more.items():
        into.setdefault(rule, []).extend(constraints)
    return into


def track(solver: z3.Solver, rules: Mapping[str, Sequence[z3.BoolRef]]) -> dict[str, z3.BoolRef]:
    """Add each group of ``rules`` to ``solver`` under a tracking literal named by its rule id; the literals by id.

    The groups go in in rule-id order, each literal made just before its group is asserted: the order of the
    solver's constraints, on which the solution Z3 returns may depend, is the rule ids' and nothing else's. Z3
    assumes every tracking literal in every check, so a group holds in every solution.

    >>> x = z3.Bool("demo.x")
    >>> solver = z3.Solver()
    >>> sorted(track(solver, {"demo.rule": [x]})), solver.check(z3.Not(x))
    (['demo.rule'], unsat)
    """
    literals: dict[str, z3.BoolRef] = {}
    for rule in sorted(rules):
        literal = literals[rule] = z3.Bool(rule, solver.ctx)
        solver.assert_and_track(z3.And(*rules[rule]), literal)
    return literals


def rules_in_core(solver: z3.Solver, rules: Iterable[str]) -> tuple[str, ...]:
    """The ids of ``rules`` (tracked by :func:`track`) whose literal is in ``solver``'s last unsat core, in order."""
    core = {str(literal) for literal in solver.unsat_core()}
    return tuple(rule for rule in rules if rule in core)


class OptionLiterals:
    """Base of a frozen dataclass of literals, one per reading option a model's reused solver reads.

    The game's class gives each field a literal and :attr:`OPTIONS` the ``key=option`` each stands for, in the order
    of the fields; :meth:`fresh` names the literals ``reading:key=option`` (:attr:`PREFIX` first), :meth:`facts` are
    the assumptions choosing a reading's options, and :meth:`of` the options of one reading as ``True`` or
    ``False``, for a solver built for that reading alone.
    """

    OPTIONS: ClassVar[tuple[str, ...]]
    """``key=option`` of each field, in the order of the fields."""
    PREFIX: ClassVar[str] = "reading:"

    @classmethod
    def fresh(cls) -> Self:
        """The literals, each named by :attr:`PREFIX` and its ``key=option``, made in the order of the fields."""
        return cls(*(z3.Bool(f"{cls.PREFIX}{option}") for option in cls.OPTIONS))

    @classmethod
    def of(cls, reading: ReadingValue) -> Self:
        """The options of ``reading`` as constants: ``True`` where ``reading`` chooses the field's option."""
        return cls(*(z3.BoolVal(chosen) for chosen in cls.chosen(reading)))

    @classmethod
    def chosen(cls, reading: ReadingValue) -> list[bool]:
        """Whether ``reading`` chooses each field's option, in the order of the fields."""
        return [getattr(reading, reading.field_of(key)) == option for key, option in _options(cls)]

    def facts(self, reading: ReadingValue) -> list[z3.BoolRef]:
        """The assumptions that each literal holds exactly when ``reading`` chooses its option."""
        literals = [getattr(self, name) for name in _field_names(type(self))]
        return [fact(literal, chosen) for literal, chosen in zip(literals, self.chosen(reading), strict=True)]


_OPTIONS: dict[type[OptionLiterals], tuple[tuple[str, str], ...]] = {}
_FIELD_NAMES: dict[type[OptionLiterals], tuple[str, ...]] = {}


def _options(cls: type[OptionLiterals]) -> tuple[tuple[str, str], ...]:
    """``(key, option)`` of each field of ``cls``, worked out once."""
    found = _OPTIONS.get(cls)
    if found is None:
        found = _OPTIONS[cls] = tuple((option.split("=")[0], option.split("=")[1]) for option in cls.OPTIONS)
    return found


def _field_names(cls: type[OptionLiterals]) -> tuple[str, ...]:
    """The fields of ``cls`` (a dataclass), in order, worked out once."""
    found = _FIELD_NAMES.get(cls)
    if found is None:
        found = _FIELD_NAMES[cls] = tuple(f.name for f in fields(cls))  # type: ignore[arg-type]
    return found


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


def truths(model: z3.ModelRef, literals: Sequence[z3.BoolRef]) -> list[bool]:
    """Whether each of ``literals`` holds in ``model``, as :func:`is_true` reads it, straight from Z3's C API.

    ``model.eval`` wraps every value in a Python expression and asks its kind; reading the hundred literals of a
    FORBIDDEN arrangement that way cost more than finding the arrangement.
    """
    ctx, solution = model.ctx.ref(), model.model
    value = (z3.Ast * 1)()
    found = []
    for literal in literals:
        if not z3.Z3_model_eval(ctx, solution, literal.as_ast(), True, value):
            raise RuntimeError(f"Z3 could not evaluate {literal}")
        found.append(z3.Z3_get_bool_value(ctx, value[0]) == z3.Z3_L_TRUE)
    return found


def conjunction(*literals: z3.BoolRef) -> z3.BoolRef:
    """``z3.And(*literals)``, the same term, built without z3's Python-side checks when every one is a Boolean term.

    ``z3.And`` works out the sort of every argument in Python, which costs more than Z3 takes to build the term;
    a model of thousands of constraints paid it for each. Anything else (a Python bool, no argument) goes to
    ``z3.And`` as before. :func:`disjunction`, :func:`implication` and :func:`equivalence` do the same for
    ``z3.Or``, ``z3.Implies`` and ``==`` of two Booleans.
    """
    if not literals or not all(isinstance(literal, z3.BoolRef) for literal in literals):
        return z3.And(*literals)
    ctx = literals[0].ctx
    return z3.BoolRef(z3.Z3_mk_and(ctx.ref(), len(literals), _asts(literals)), ctx)


def disjunction(*literals: z3.BoolRef) -> z3.BoolRef:
    """``z3.Or(*literals)``, the same term (see :func:`conjunction`)."""
    if not literals or not all(isinstance(literal, z3.BoolRef) for literal in literals):
        return z3.Or(*literals)
    ctx = literals[0].ctx
    return z3.BoolRef(z3.Z3_mk_or(ctx.ref(), len(literals), _asts(literals)), ctx)


def implication(premise: z3.BoolRef, conclusion: z3.BoolRef) -> z3.BoolRef:
    """``z3.Implies(premise, conclusion)``, the same term (see :func:`conjunction`)."""
    if not (isinstance(premise, z3.BoolRef) and isinstance(conclusion, z3.BoolRef)):
        return z3.Implies(premise, conclusion)
    ctx = premise.ctx
    return z3.BoolRef(z3.Z3_mk_implies(ctx.ref(), premise.as_ast(), conclusion.as_ast()), ctx)


def equivalence(left: z3.BoolRef, right: z3.BoolRef) -> z3.BoolRef:
    """``left == right`` of two Boolean terms, the same term (see :func:`conjunction`)."""
    if not (isinstance(left, z3.BoolRef) and isinstance(right, z3.BoolRef)):
        return left == right
    ctx = left.ctx
    return z3.BoolRef(z3.Z3_mk_eq(ctx.ref(), left.as_ast(), right.as_ast()), ctx)


def _asts(terms: Sequence[z3.ExprRef]) -> ctypes.Array[z3.Ast]:
    array: ctypes.Array[z3.Ast] = (z3.Ast * len(terms))(*(term.as_ast() for term in terms))
    return array


def pb_at_least(weights: Sequence[tuple[z3.BoolRef, int]], bounds: Iterable[int]) -> list[z3.BoolRef]:
    """``z3.PbGe(weights, k)`` for each ``k`` of ``bounds``: the same terms, the literals converted once.

    ``z3.PbGe`` checks and converts every literal of ``weights`` anew for each bound, in Python; a model that
    states one weighted sum at each of its values paid that once per value.
    """
    targets = list(bounds)
    if not targets:
        return []
    ctx = weights[0][0].ctx
    literals = (z3.Ast * len(weights))(*(literal.as_ast() for literal, _ in weights))
    coefficients = (ctypes.c_int * len(weights))(*(weight for _, weight in weights))
    return [z3.BoolRef(z3.Z3_mk_pbge(ctx.ref(), len(weights), literals, coefficients, k), ctx) for k in targets]


def clauses(formula: z3.BoolRef) -> list[z3.BoolRef]:
    """Constraints that together hold exactly when ``formula`` does, its implications written as clauses.

    Conjunctions are split, an implication under an implication takes both premises, and "p1 and p2 imply q1 or
    q2" becomes the clause "not p1 or not p2 or q1 or q2". Z3 keeps an implication of a conjunction as it is
    stated, with a literal standing for the conjunction, and propagates through that literal; the clauses it
    propagates directly. Anything else (an equivalence, a cardinality constraint) is kept whole.

    >>> p, q, r = z3.Bools("demo.p demo.q demo.r")
    >>> clauses(z3.And(p, z3.Implies(z3.And(p, q), z3.And(r, z3.Or(p, r)))))
    [demo.p, Or(Not(demo.p), Not(demo.q), demo.r), Or(Not(demo.p), Not(demo.q), demo.p, demo.r)]
    """
    found: list[z3.BoolRef] = []
    pending: list[tuple[tuple[z3.BoolRef, ...], z3.BoolRef]] = [((), formula)]
    while pending:
        premises, conclusion = pending.pop()
        if z3.is_and(conclusion):
            pending += [(premises, part) for part in reversed(conclusion.children())]
        elif z3.is_implies(conclusion):
            premise, then = conclusion.children()
            pending.append(((*premises, *_conjuncts(premise)), then))
        elif premises:
            parts = conclusion.children() if z3.is_or(conclusion) else [conclusion]
            found.append(disjunction(*(_negation(premise) for premise in premises), *parts))
        else:
            found.append(conclusion)
    return found


def _conjuncts(formula: z3.BoolRef) -> list[z3.BoolRef]:
    if z3.is_and(formula):
        return [part for child in formula.children() for part in _conjuncts(child)]
    return [formula]


def _negation(formula: z3.BoolRef) -> z3.BoolRef:
    return formula.arg(0) if z3.is_not(formula) else z3.Not(formula)


def int_value(model: z3.ModelRef, term: z3.ArithRef) -> int:
    """The integer a solution gives ``term`` (a small one), as :func:`int_values` reads it."""
    return int_values(model, [term])[0]


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


__all__ = [
    "OptionLiterals",
    "Rules",
    "add_rule",
    "add_rules",
    "check",
    "clauses",
    "conjunction",
    "disjunction",
    "equivalence",
    "fact",
    "implication",
    "int_value",
    "int_values",
    "is_true",
    "pb_at_least",
    "rules_in_core",
    "track",
    "truths",
]
