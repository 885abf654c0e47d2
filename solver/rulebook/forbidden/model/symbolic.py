"""The symbolic interface of the FORBIDDEN model: Z3 terms over a hand whose cards are unknown.

Later work searches for hands with given properties ("a hand of six number cards that is complete only with a
wild", "the smallest hand on which two readings disagree"). It makes a :class:`SymbolicHand` of integer variables
and an :class:`Arrangement` of set slots, asks :func:`hand_formulas` for the rules as terms, and hands them to a
solver:

>>> import z3
>>> from rulebook.forbidden.reading import DEFAULT
>>> hand = SymbolicHand.variables("h")
>>> arrangement = Arrangement.fresh("a", slots=1)
>>> terms = hand_formulas(hand, arrangement, DEFAULT)
>>> solver = z3.Solver()
>>> solver.add(terms.domain, terms.complete, hand.natural_cards() == 3, hand.count("RY") == 2)
>>> solver.check()
sat

The terms speak of *this* arrangement: ``complete`` says it is an arrangement of the hand's cards that places every
number card; a hand is complete when some arrangement makes ``complete`` true (quantify over
:meth:`HandFormulas.variables` to say "no arrangement").
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

import z3
from z3 import z3core

from rulebook.core.z3_solving import Rules
from rulebook.forbidden.cards import COPIES_PER_NUMBER_CARD, DECK_COPIES, NUMBER_KINDS, WILD
from rulebook.forbidden.model.sets import Arrangement, SetReadings
from rulebook.forbidden.model.terms import (
    ALL_NUMBERS,
    HeldCards,
    SymbolicHand,
    cheng_score,
    may_cheng,
    other_score,
    placement,
)
from rulebook.forbidden.reading import Reading


@dataclass(frozen=True)
class HandFormulas:
    """Z3 terms about one symbolic hand and one arrangement of its cards, under one reading."""

    domain: z3.BoolRef
    """The hand (and laid sets) are ones the deck can produce (Section 2)."""
    valid: z3.BoolRef
    """The arrangement is made of valid sets of the player's own cards; cards may be put aside (Sections 5, 7)."""
    complete: z3.BoolRef
    """``valid`` and every number card is placed (rule ``forbidden.hand.all-numbers-in-sets``)."""
    may_cheng: z3.BoolRef
    """``complete`` and the lone-Forbidden rule allows going Cheng (rule ``forbidden.cheng.lone-forbidden``)."""
    set_points: z3.ArithRef
    """Set points and Yin-Yang bonuses of the arrangement (``forbidden.score.sets``, ``forbidden.score.yin-yang``)."""
    cheng_score: z3.ArithRef
    """The Cheng score with this arrangement's points (meaningful where ``may_cheng`` holds)."""
    other_score: z3.ArithRef
    """The score with this arrangement's points when another player goes Cheng."""
    rules: Rules
    """The constraints of ``complete`` by rule id, for tracking."""
    auxiliary: tuple[z3.ExprRef, ...]
    """The arrangement's variables and the bookkeeping literals: what "some arrangement" quantifies over."""

    def variables(self) -> list[z3.ExprRef]:
        """What to quantify over for "there is an arrangement" (``z3.Exists``) or "none" (``z3.ForAll``)."""
        return list(self.auxiliary)


def hand_formulas(
    hand: SymbolicHand,
    arrangement: Arrangement,
    reading: Reading,
    laid: Sequence[SymbolicHand] = (),
) -> HandFormulas:
    """The rules of Sections 5 and 7 and the scoring as Z3 terms over ``hand``, ``laid`` and ``arrangement``.

    ``laid``: sets laid down during the round (only their number cards and wilds count). Under ``laid.split=no``
    they occupy the arrangement's first slots (make it with ``Arrangement.fresh(..., pinned=len(laid))``); under
    ``yes`` their cards join the hand.
    """
    name = arrangement.name
    numbers = [z3.Sum(hand.number(k), *(one.number(k) for one in laid)) for k in range(len(NUMBER_KINDS))]
    wilds = z3.Sum(hand.count(WILD), *(one.count(WILD) for one in laid))
    held = HeldCards.fresh(f"{name}.held", arrangement.colours)
    definitions = held.defined_by(numbers, wilds)
    kept: list[HeldCards] = []
    if reading.laid_split == "no":
        for j, one in enumerate(laid):
            cards = HeldCards.fresh(f"{name}.laid{j}", arrangement.colours, wild_cap=1)
            definitions += cards.defined_by([one.number(k) for k in range(len(NUMBER_KINDS))], one.count(WILD))
            kept.append(cards)
    readings = SetReadings.of(reading)
    fixed = reading.laid_wild_role == "fixed"
    placed = placement(held, kept, arrangement, readings, complete=True, wild_role_fixed=fixed)
    rules = dict(arrangement.rules())
    for rule, constraints in placed.rules.items():
        rules[rule] = rules.get(rule, []) + constraints
    all_placed = rules[ALL_NUMBERS]
    others = [c for rule, constraints in rules.items() if rule != ALL_NUMBERS for c in constraints]
    valid = z3.And(*definitions, *arrangement.structure(readings), *placed.structure, *placed.implied, *others)
    complete = z3.And(valid, *all_placed)

    domain = hand.domain()
    domain += [z3.And(term >= 0, term <= COPIES_PER_NUMBER_CARD) for one in laid for term in one.cards.values()]
    domain += [z3.And(term >= 0, term <= COPIES_PER_NUMBER_CARD) for term in numbers]
    domain.append(wilds <= DECK_COPIES[WILD])
    domain += [one.count(WILD) <= 1 for one in laid]
    points = arrangement.points(readings)
    auxiliary = [*arrangement.variables(), *constants(z3.And(valid, *all_placed), exclude=_inputs(hand, laid))]
    return HandFormulas(
        domain=z3.And(*domain),
        valid=valid,
        complete=complete,
        may_cheng=may_cheng(hand, complete, reading),
        set_points=points,
        cheng_score=cheng_score(hand, points, reading),
        other_score=other_score(hand, points, reading),
        rules=rules,
        auxiliary=tuple(dict.fromkeys(auxiliary)),
    )


def _inputs(hand: SymbolicHand, laid: Sequence[SymbolicHand]) -> set[str]:
    """Names of the hand's own variables (not to be quantified over)."""
    terms = [*hand.variables_list(), *(t for one in laid for t in one.variables_list())]
    return {str(term) for term in terms if z3.is_const(term) and not z3.is_int_value(term)}


def constants(formula: z3.ExprRef, exclude: Collection[str] = ()) -> list[z3.ExprRef]:
    """Every uninterpreted constant of ``formula`` whose name is not in ``exclude``, each once.

    The walk reads the terms through Z3's C interface, without a Python wrapper per subterm (which cost more than
    the rest of a witness search's set-up). It creates no term; only the constants it returns are wrapped, as
    before, so the terms Z3 holds, and with them which hand a witness search proposes first, are unchanged.
    """
    ctx = formula.ctx
    ref = ctx.ref()
    found: dict[str, z3.ExprRef] = {}
    todo = [formula.as_ast()]
    seen: set[int] = set()
    while todo:
        term = todo.pop()
        term_id = z3core.Z3_get_ast_id(ref, term)
        if term_id in seen:
            continue
        seen.add(term_id)
        if z3core.Z3_get_ast_kind(ref, term) not in _APPLICATIONS:
            continue
        arity = z3core.Z3_get_app_num_args(ref, term)
        if arity == 0:
            decl = z3core.Z3_get_app_decl(ref, term)
            if z3core.Z3_get_decl_kind(ref, decl) == z3.Z3_OP_UNINTERPRETED:
                constant = z3.z3._to_expr_ref(term, ctx)
                name = str(constant)
                if name not in exclude:
                    found[name] = constant
            continue
        todo.extend(z3core.Z3_get_app_arg(ref, term, i) for i in range(arity))
    return list(found.values())


_APPLICATIONS = (z3.Z3_APP_AST, z3.Z3_NUMERAL_AST)


__all__ = ["Arrangement", "HandFormulas", "SymbolicHand", "constants", "hand_formulas"]
