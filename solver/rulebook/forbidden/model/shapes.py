"""Reusable Z3 solvers for FORBIDDEN hands, one per *shape* of question (bookkeeping, no rule logic of its own).

A shape is what the constraints look like before the cards are known: how many set slots, how many laid sets kept
whole, which colours, and what is asked (is there a complete arrangement, its best points, an opponent's best
arrangements, which discards allow going Cheng). Each shape is built once from the rules of
:mod:`rulebook.forbidden.model.sets` and :mod:`rulebook.forbidden.model.terms`, every rule's constraints tracked under
a Boolean literal named by its rule id (``assert_and_track``; not in a ``suit`` shape, which no unsat core is asked
of); a question then fixes the cards through assumption literals (``check(*facts)``), so the solver and what it
learnt are reused.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import z3

from rulebook.core.z3_count import TRUE, Count
from rulebook.core.z3_solving import Rules, add_rules, check, clauses, pb_at_least, track, truths
from rulebook.forbidden.cards import KINDS_PER_COLOUR, NUMBER_KINDS, WILD, Cards
from rulebook.forbidden.model.sets import (
    ONE_COLOUR,
    ONE_WILD,
    RUN,
    SAME_RANK,
    Arrangement,
    SetReadings,
)
from rulebook.forbidden.model.terms import (
    HeldCards,
    Placement,
    SymbolicHand,
    lone_forbidden_allows,
    placement,
)
from rulebook.forbidden.reading import Reading

ALL_COLOURS: tuple[int, ...] = (0, 1, 2)
FALSE = z3.BoolVal(False)
CHECK = "check"
"""Arrangements placing every number card: is there one, and how many points can it score?"""
EXPLAIN = "explain"
"""As ``check``, with as many slots as the cards could fill and minimal unsat cores, to name refusing rules."""
OTHER = "other"
"""An opponent's arrangements: cards may be put aside."""
DISCARD = "discard"
"""Which discards leave a hand that may go Cheng (a Solver; the discards are integer variables)."""
WITHOUT_ONE_WILD = "without-one-wild"
"""As ``check``, without rule ``forbidden.set.one-wild``: would every number card be placed but for that rule (a set
refused for its second wild, or a wild for a card whose copies are held under ``wild.exhausted-card=refused``)?"""
SUIT = "suit"
"""Is there an arrangement placing every card held, nothing else asked: no points, no unsat core, no laid sets
kept whole (the single-suit cross-check's completeness question; :func:`build_suit_shape`)."""


def slots_needed(numbers: Sequence[int], wilds: int, colours: Sequence[int] = ALL_COLOURS) -> int:
    """The most sets the number cards ``numbers`` (counts by kind, colour by colour) can make with ``wilds`` wilds.

    A set of colour c holds at least three cards of which at most one is wild (Section 5), so at least two natural
    cards of c: colour c makes at most ``min(n_c // 2, (n_c + wilds) // 3)`` sets. An upper bound, not a search.
    """
    bound = 0
    for position in range(len(colours)):
        naturals = sum(numbers[position * KINDS_PER_COLOUR : (position + 1) * KINDS_PER_COLOUR])
        bound += min(naturals // 2, (naturals + wilds) // 3)
    return bound


def colours_held(numbers: Sequence[int]) -> tuple[int, ...]:
    """The colours of which ``numbers`` (counts by kind, colour by colour) hold a natural card.

    As in :func:`slots_needed`, a set of colour c holds at least two natural cards of c, so no set of cards
    ``numbers`` is of another colour: the arrangements of a shape with slots of these colours only are all the
    arrangements there are (in a shape of every colour, the slots of the others stay unused).
    """
    return tuple(
        colour for colour in ALL_COLOURS if any(numbers[colour * KINDS_PER_COLOUR : (colour + 1) * KINDS_PER_COLOUR])
    )


@dataclass(frozen=True)
class ShapeKey:
    """What a shape depends on besides the reading."""

    purpose: str
    slots: int
    laid: int = 0
    """Laid sets kept whole (``laid.split=no``), pinned to the first slots."""
    colours: tuple[int, ...] = ALL_COLOURS


@dataclass
class Shape:
    """One reusable solver and the variables a question fixes or reads back."""

    key: ShapeKey
    solver: z3.Solver
    held: HeldCards
    laid: tuple[HeldCards, ...]
    arrangement: Arrangement
    placement: Placement
    rule_literals: dict[str, z3.BoolRef]
    point_levels: Count = field(default_factory=lambda: Count(()))
    """Literals "the arrangement scores at least u units of 5 points" (not in a discard shape)."""
    card_levels: Count = field(default_factory=lambda: Count(()))
    """Literals "the arrangement places at least n natural cards" (an opponent's arrangements only)."""
    point_weights: list[tuple[z3.BoolRef, int]] = field(default_factory=list)
    """The arrangement's points in units of 5, as weighted literals."""
    card_weights: list[tuple[z3.BoolRef, int]] = field(default_factory=list)
    """The natural cards placed, as weighted literals."""
    hand: SymbolicHand | None = None
    laid_total: SymbolicHand | None = None
    discards: SymbolicHand | None = None

    def facts(
        self, reading: Sequence[z3.BoolRef], hand: Cards, laid: Sequence[Cards] = (), table_forbidden: int = 0
    ) -> list[z3.BoolRef]:
        """Assumptions fixing the shape's cards to ``hand`` plus ``laid``, and ``table_forbidden``.

        ``reading``: the assumptions choosing the wild readings (``SetReadings.fresh().facts(reading)``). The laid
        sets' own facts are added when the shape keeps them whole.
        """
        everything = hand
        for cards in laid:
            everything = everything + cards
        if self.hand is not None:  # a discard shape: the hand is integer variables
            assert self.laid_total is not None
            facts = [term == n for term, n in zip(self.hand.cards.values(), hand.counts, strict=True)]
            facts.append(self.hand.table_forbidden == table_forbidden)
            rest = everything - hand
            facts += [term == n for term, n in zip(self.laid_total.cards.values(), rest.counts, strict=True)]
        else:
            facts = self.held.facts(everything.number_counts, everything.wild)
        for held, cards in zip(self.laid, laid, strict=False):
            facts += held.facts(cards.number_counts, cards.wild)
        return [*facts, *reading]


_SHAPES: dict[tuple[ShapeKey, Reading], Shape] = {}


def shape_for(key: ShapeKey, reading: Reading) -> Shape:
    """The shape for ``key`` under ``reading``, built on first use and shared by every model in the process.

    Only the readings that change a shape's constraints tell shapes apart (:func:`shape_reading`): the scoring
    readings are applied outside the solvers, so models under many readings share a few solvers.
    """
    relevant = shape_reading(key, reading)
    shape = _SHAPES.get((key, relevant))
    if shape is None:
        shape = _SHAPES[(key, relevant)] = build_shape(key, relevant)
    return shape


def shape_reading(key: ShapeKey, reading: Reading) -> Reading:
    """``reading`` with the keys a shape of ``key`` does not depend on set to their defaults.

    The wild readings are literals every question assumes (:class:`SetReadings`); ``laid.split`` decides whether
    laid sets are pinned to slots and ``laid.wild-role`` whether their wilds keep their roles, which are in the
    shape's constraints.
    """
    relevant = Reading(laid_split=reading.laid_split, laid_wild_role=reading.laid_wild_role)
    if key.purpose == DISCARD:  # the discard shape asks for the lone-Forbidden rule too
        relevant = replace(
            relevant, emperor_forbidden=reading.emperor_forbidden, empress_lone_forbidden=reading.empress_lone_forbidden
        )
    return relevant


def build_shape(key: ShapeKey, reading: Reading) -> Shape:
    """Build the solver for ``key``: the arrangement, the set and hand rules (tracked), what is asked."""
    if key.purpose == SUIT:
        return build_suit_shape(key)
    name = f"{key.purpose}{key.slots}.{key.laid}"
    complete = key.purpose != OTHER
    held = HeldCards.fresh(f"{name}.held", key.colours)
    laid = tuple(HeldCards.fresh(f"{name}.laid{j}", key.colours, wild_cap=1) for j in range(key.laid))
    arrangement = Arrangement.fresh(f"{name}.arrangement", key.slots, key.colours, pinned=key.laid)
    readings = SetReadings.fresh()
    fixed = reading.laid_wild_role == "fixed"
    placed = placement(held, laid, arrangement, readings, complete=complete, wild_role_fixed=fixed)
    structure = arrangement.structure(readings) + placed.structure + held.domain()
    structure += [c for one in laid for c in one.domain()]
    rules: Rules = add_rules(arrangement.rules(), placed.rules)
    dropped = {ONE_WILD} if key.purpose == WITHOUT_ONE_WILD else set()
    rules = {rule: constraints for rule, constraints in rules.items() if rule not in dropped}

    solver = z3.Solver()
    if key.purpose == EXPLAIN:
        solver.set("core.minimize", True)
    else:
        # Measured (issue 21): the default solver's relevancy filter, made for theory atoms and quantifiers, only
        # slows these Boolean and pseudo-Boolean constraints; without it a completeness question takes about half
        # the time (random deals and hands built from sets alike). An explain shape keeps it, so that its unsat
        # cores, and the rules they name, stay as they were. Measured too: without the filter the default solver
        # also answers one-colour shapes faster than Z3's SAT core (``QF_FD``), which they used before: 4.4 s
        # against 6.4 s for 4,000 random suits asked ``suit_complete`` (and 30 points when complete), and
        # 10.2 s against 10.9 s for the single-suit family's hands; with an opponent's arrangements in one colour
        # the SAT core took four times as long.
        solver.set("relevancy", 0)
    shape = Shape(key, solver, held, laid, arrangement, placed, {})
    if key.purpose == DISCARD:
        structure += _discard_structure(shape, name, reading)
    else:
        # "At least u units of 5 points" and "at least n natural cards placed" literals, for questions about them.
        points = shape.point_weights = arrangement.point_weights(readings, placed.placed)
        shape.point_levels, definition = _levels(f"{name}.points", points)
        structure += definition
    if key.purpose == OTHER:
        naturals = shape.card_weights = [(lit, 1) for k in arrangement.kinds() for lit in placed.placed[k].at_least]
        shape.card_levels, definition = _levels(f"{name}.cards", naturals)
        structure += definition
    solver.add(*structure)
    shape.rule_literals.update(track(solver, rules))

    # The implied bounds follow from these three rules, so they hold only while those do (an unsat core that
    # used a bound names the rules behind it).
    def holding(*rules: str) -> z3.BoolRef:
        # A rule left out of the shape holds nowhere: what follows from it is not added.
        return z3.And(*(FALSE if rule in dropped else shape.rule_literals.get(rule, TRUE) for rule in rules))

    solver.add(z3.Implies(holding(RUN, SAME_RANK, ONE_WILD), z3.And(*placed.implied)))
    if len(key.colours) > 1 and key.purpose != EXPLAIN:  # a speed-up, left out where cores should be small
        for rule, constraints in arrangement.by_colour().items():
            solver.add(z3.Implies(holding(rule, ONE_COLOUR), z3.And(*constraints)))
    return shape


def build_suit_shape(key: ShapeKey) -> Shape:
    """Build the solver for a ``suit`` key: the arrangement and the set and hand rules, and nothing more.

    The rules are those of a ``check`` shape (:meth:`Arrangement.rules`, :func:`placement`), given to Z3 as clauses
    (:func:`rulebook.core.z3_solving.clauses`: the same constraints, which Z3 then propagates without a literal for
    every conjunction in the rules' implications). Left out, as this question asks for none of them: the points and
    the literals "at least u units of 5 points", which Z3 would keep propagating although no question assumes them;
    the bounds implied by the rules; the rule literals, for unsat cores. Measured (issue 21, the bench's median,
    run alternately): the single-suit completeness query took 0.56 ms in a ``check`` shape, 0.33 ms in this one;
    the clauses alone saved about a quarter, the points a sixth, the rule literals a twelfth (the implied bounds, and
    cardinality constraints instead of the running totals of the cards placed, did not pay here).
    """
    assert key.purpose == SUIT and not key.laid, "a suit shape keeps no laid set whole"
    name = f"{key.purpose}{key.slots}"
    held = HeldCards.fresh(f"{name}.held", key.colours)
    arrangement = Arrangement.fresh(f"{name}.arrangement", key.slots, key.colours)
    readings = SetReadings.fresh()
    placed = placement(held, (), arrangement, readings, complete=True)
    rules: Rules = add_rules(arrangement.rules(), placed.rules)
    constraints = [*arrangement.structure(readings), *placed.structure, *held.domain()]
    constraints += [constraint for rule in sorted(rules) for constraint in rules[rule]]
    if len(key.colours) > 1:
        constraints += [constraint for group in arrangement.by_colour().values() for constraint in group]
    solver = z3.Solver()
    solver.set("relevancy", 0)  # as in a check shape (see build_shape)
    solver.add(*(clause for constraint in constraints for clause in clauses(constraint)))
    return Shape(key, solver, held, (), arrangement, placed, {})


def _discard_structure(shape: Shape, name: str, reading: Reading) -> list[z3.BoolRef]:
    """The hand after drawing and the discards as integer variables; the cards held are what remains."""
    hand = shape.hand = SymbolicHand.variables(f"{name}.hand")
    laid_total = shape.laid_total = SymbolicHand.variables(f"{name}.laid")
    discards = shape.discards = SymbolicHand.variables(f"{name}.discard")
    remaining = hand.minus(discards)
    numbers = [remaining.number(k) + laid_total.number(k) for k in range(len(NUMBER_KINDS))]
    constraints = shape.held.defined_by(numbers, remaining.count(WILD) + laid_total.count(WILD))
    constraints += [z3.And(d >= 0, d <= hand.cards[kind]) for kind, d in discards.cards.items()]
    constraints.append(lone_forbidden_allows(remaining, reading))
    return constraints


def _levels(name: str, weights: Sequence[tuple[z3.BoolRef, int]]) -> tuple[Count, list[z3.BoolRef]]:
    """Literals "the weighted sum is at least u" for u = 1 .. its largest value, and what they imply."""
    levels = Count.fresh(name, sum(weight for _, weight in weights))
    sums = pb_at_least(weights, range(1, levels.cap + 1))
    return levels, [z3.Implies(levels.ge(u), at_least) for u, at_least in enumerate(sums, start=1)]


def maximise(
    solver: z3.Solver, facts: Sequence[z3.BoolRef], levels: Count, weights: Sequence[tuple[z3.BoolRef, int]]
) -> tuple[int, z3.ModelRef] | None:
    """The largest value of ``weights`` (a weighted sum of literals) under ``facts``, and a solution reaching it.

    ``None`` when there is no solution at all. Z3 finds a solution; the bar is raised to one more than that
    solution's value (``levels``: "the sum is at least u"), until Z3 proves nothing reaches it. This is the
    model-improving loop ``z3.Optimize`` runs, here on the reused solver: an ``Optimize`` object took about 10 to
    100 times longer on these Boolean constraints (measured: 25 ms and 200 ms per hand for the two optimisations).
    """
    if not check(solver, facts):
        return None
    model = solver.model()
    value = weighed(model, weights)
    while value < levels.cap and check(solver, [*facts, levels.ge(value + 1)]):
        model = solver.model()
        value = weighed(model, weights)
    return value, model


def weighed(model: z3.ModelRef, weights: Sequence[tuple[z3.BoolRef, int]]) -> int:
    """The weighted sum of the literals true in ``model``."""
    holds = truths(model, [literal for literal, _ in weights])
    return sum(weight for (_, weight), true in zip(weights, holds, strict=True) if true)
