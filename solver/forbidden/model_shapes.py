"""Reusable Z3 solvers for FORBIDDEN hands, one per *shape* of question (bookkeeping, no rule logic of its own).

A shape is what the constraints look like before the cards are known: how many set slots, how many laid sets,
which colours, whether every card must be placed, and whether points are optimised. Each shape is built once from
the rules of :mod:`solver.forbidden.model_sets` and :mod:`solver.forbidden.model_hand`, every rule's constraints
tracked under a Boolean literal named by its rule id (``assert_and_track``); a question then fixes the card counts
through assumptions (``check(*facts)``), so the solver and what it learnt are reused.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import z3

from solver.forbidden.cards import KINDS_PER_COLOUR, NUMBER_KINDS, WILD, Cards
from solver.forbidden.model_hand import (
    SymbolicHand,
    SymbolicLaid,
    hand_with_laid,
    holding,
    lone_forbidden_allows,
    placement_rules,
)
from solver.forbidden.model_sets import Arrangement, Rules, add_rules
from solver.forbidden.reading import Reading

ALL_COLOURS: tuple[int, ...] = (0, 1, 2)


def slots_needed(numbers: Sequence[int], wilds: int, colours: Sequence[int] = ALL_COLOURS) -> int:
    """The most sets the number cards ``numbers`` (counts by kind) can make with ``wilds`` wild cards.

    A set of colour c holds at least three cards of which at most one is wild (Section 5), so at least two natural
    cards of c: colour c makes at most ``min(n_c // 2, (n_c + wilds) // 3)`` sets. An upper bound, not a search.
    """
    bound = 0
    for position, _colour in enumerate(colours):
        naturals = sum(numbers[position * KINDS_PER_COLOUR : (position + 1) * KINDS_PER_COLOUR])
        bound += min(naturals // 2, (naturals + wilds) // 3)
    return bound


def hand_variables(name: str, colours: Sequence[int]) -> SymbolicHand:
    """A hand whose number cards of ``colours``, wilds, Forbiddens and royals are variables; other colours none."""
    cards: dict[str, z3.ArithRef] = {}
    for kind in SymbolicHand.variables(name).cards:
        index = NUMBER_KINDS.index(kind) if kind in NUMBER_KINDS else None
        absent = index is not None and index // KINDS_PER_COLOUR not in colours
        cards[kind] = z3.IntVal(0) if absent else z3.Int(f"{name}.{kind}")
    return SymbolicHand(cards, z3.Int(f"{name}.table_forbidden"))


@dataclass(frozen=True)
class ShapeKey:
    """What a shape depends on besides the reading."""

    purpose: str
    """``check`` (is there an arrangement?), ``best`` (optimise points), ``other`` (an opponent's arrangement),
    ``discard`` (which discards allow going Cheng)."""
    slots: int
    laid: int = 0
    colours: tuple[int, ...] = ALL_COLOURS


@dataclass
class Shape:
    """One reusable solver and the variables a question fixes or reads back."""

    key: ShapeKey
    solver: z3.Solver | z3.Optimize
    hand: SymbolicHand
    laid: tuple[SymbolicLaid, ...]
    arrangement: Arrangement
    points: z3.ArithRef
    rule_literals: dict[str, z3.BoolRef] = field(default_factory=dict)
    discards: SymbolicHand | None = None

    def facts(self, hand: Cards, laid: Sequence[Cards] = (), table_forbidden: int = 0) -> list[z3.BoolRef]:
        """Assumptions fixing the shape's card variables to ``hand``, ``laid`` and ``table_forbidden``."""
        facts = [
            term == n
            for term, n in zip(self.hand.cards.values(), hand.counts, strict=True)
            if not z3.is_int_value(term)
        ]
        facts.append(self.hand.table_forbidden == table_forbidden)
        for terms, cards in zip(self.laid, laid, strict=True):
            facts += [term == n for term, n in zip(terms.numbers, cards.number_counts, strict=True)]
            facts.append(terms.wild == cards.wild)
        return facts

    def rule_names(self, core: Sequence[z3.ExprRef]) -> tuple[str, ...]:
        """The rule ids among the literals of an unsat core, sorted."""
        names = {str(literal) for literal in core}
        return tuple(sorted(name for name in self.rule_literals if name in names))


def build_shape(key: ShapeKey, reading: Reading) -> Shape:
    """Build the solver for ``key``: the arrangement, the set and hand rules (tracked), the points term.

    Under ``laid.split=no`` the laid sets are pinned to the first slots; under ``yes`` their cards join the hand.
    """
    complete = key.purpose in ("check", "best", "discard")
    hand = hand_variables(f"{key.purpose}.hand", key.colours)
    laid = tuple(SymbolicLaid.variables(f"{key.purpose}.laid{j}") for j in range(key.laid))
    discards: SymbolicHand | None = None
    held = hand
    if key.purpose == "discard":
        discards = hand_variables(f"{key.purpose}.discard", key.colours)
        held = hand.minus(discards)
    pinned = key.laid if reading.laid_split == "no" else 0
    arrangement = Arrangement.fresh(f"{key.purpose}.arrangement", key.slots, key.colours, pinned)
    kept = laid if reading.laid_split == "no" else ()
    supply = held if reading.laid_split == "no" else hand_with_laid(held, laid)

    rules: Rules = arrangement.rules()
    add_rules(rules, placement_rules(supply, kept, arrangement, reading, complete=complete))
    structure = arrangement.structure() + holding(supply, kept, arrangement)
    structure += [term >= 0 for term in hand.variables_list() if not z3.is_int_value(term)]
    for one in laid:
        structure += [term >= 0 for term in one.variables_list()]

    solver: z3.Solver | z3.Optimize = z3.Optimize() if key.purpose in ("best", "other") else z3.Solver()
    if key.purpose == "discard":
        assert discards is not None
        structure += [z3.And(d >= 0, d <= hand.cards[kind]) for kind, d in discards.cards.items()]
        structure.append(lone_forbidden_allows(held, reading))
    solver.add(*structure)
    literals = {rule: z3.Bool(rule) for rule in sorted(rules)}
    for rule, literal in literals.items():
        solver.assert_and_track(z3.And(*rules[rule]), literal)
    points = arrangement.points(reading)
    if isinstance(solver, z3.Optimize):
        if key.purpose == "other" and reading.arrangement == "most-cards":
            solver.maximize(arrangement.natural_cards())
        solver.maximize(points)
    return Shape(key, solver, hand, laid, arrangement, points, literals, discards)


def wild_count(hand: Cards, laid: Sequence[Cards]) -> int:
    """Wild cards in hand and laid sets."""
    return hand.count(WILD) + sum(cards.wild for cards in laid)
