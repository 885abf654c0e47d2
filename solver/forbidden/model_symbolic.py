"""The symbolic interface of the FORBIDDEN model: Z3 terms over a hand whose cards are unknown.

Later work searches for hands with given properties ("a hand of six number cards that is complete only with a
wild", "the smallest hand on which two readings disagree"). It makes a :class:`SymbolicHand` of variables and an
:class:`Arrangement` of set slots, asks :func:`hand_formulas` for the rules as terms, and hands them to a solver:

>>> import z3
>>> from solver.forbidden.reading import DEFAULT
>>> hand = SymbolicHand.variables("h")
>>> arrangement = Arrangement.fresh("a", slots=1)
>>> terms = hand_formulas(hand, arrangement, DEFAULT)
>>> solver = z3.Solver()
>>> solver.add(terms.domain, terms.complete, hand.natural_cards() == 3, hand.count("RY") == 2)
>>> solver.check()
sat

The terms speak of *this* arrangement: ``complete`` says it is valid and places every number card; a hand is
complete when some arrangement makes ``complete`` true (quantify over :meth:`Arrangement.variables` for "no
arrangement").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import z3

from solver.forbidden.model_hand import (
    ALL_NUMBERS,
    SymbolicHand,
    SymbolicLaid,
    cheng_score,
    hand_with_laid,
    holding,
    may_cheng,
    other_score,
    placement_rules,
)
from solver.forbidden.model_sets import Arrangement, Rules, add_rules
from solver.forbidden.reading import Reading


@dataclass(frozen=True)
class HandFormulas:
    """Z3 terms about one symbolic hand and one arrangement of its cards, under one reading."""

    domain: z3.BoolRef
    """The hand is one the deck can produce (Section 2)."""
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


def hand_formulas(
    hand: SymbolicHand,
    arrangement: Arrangement,
    reading: Reading,
    laid: Sequence[SymbolicLaid] = (),
) -> HandFormulas:
    """The rules of Sections 5 and 7 and the scoring as Z3 terms over ``hand``, ``laid`` and ``arrangement``.

    Under ``laid.split=no`` the laid sets must occupy the arrangement's first slots (``Arrangement.fresh(...,
    pinned=len(laid))``); under ``yes`` their cards join the hand.
    """
    kept = tuple(laid) if reading.laid_split == "no" else ()
    supply = hand if reading.laid_split == "no" else hand_with_laid(hand, laid)
    rules = add_rules(arrangement.rules(), placement_rules(supply, kept, arrangement, reading, complete=False))
    structure = arrangement.structure() + holding(supply, kept, arrangement)
    valid = z3.And(*structure, *(c for constraints in rules.values() for c in constraints))
    all_placed = placement_rules(supply, kept, arrangement, reading, complete=True)[ALL_NUMBERS]
    complete = z3.And(valid, *all_placed)
    domain = hand.domain() + [c for one in laid for term in one.variables_list() for c in (term >= 0,)]
    points = arrangement.points(reading)
    return HandFormulas(
        domain=z3.And(*domain),
        valid=valid,
        complete=complete,
        may_cheng=may_cheng(hand, complete, reading),
        set_points=points,
        cheng_score=cheng_score(hand, points, reading),
        other_score=other_score(hand, points, reading),
        rules=add_rules(rules, {ALL_NUMBERS: list(all_placed)}),
    )


__all__ = ["Arrangement", "HandFormulas", "SymbolicHand", "SymbolicLaid", "hand_formulas"]
