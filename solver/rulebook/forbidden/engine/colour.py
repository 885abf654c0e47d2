"""Arranging the cards of one colour, with or without sets laid down during the round (Sections 4, 5 and 7).

Without laid sets a colour's answer is a table lookup (:mod:`rulebook.forbidden.engine.tables`). With laid sets under
reading ``laid.split=no`` (rule ``forbidden.hand.laid-sets-kept``) every laid set's cards, its wild included, stay
together in one final set, which may gain cards from the hand — a hand wild only while the set holds fewer wilds
than a set may — and two laid sets never share a final set. The engine enumerates the final shape of each laid set
(a shape holding the laid cards), then places the rest of the hand's cards of that colour from the tables.

Under ``laid.wild-role=fixed`` a laid set's own wild keeps standing for a card it could stand for in the set as laid
(a kind of one of the laid set's own shapes), so a final shape must have a wild standing for that kind.

Under ``wild.exhausted-card=refused`` the hand wilds added to laid sets count with the player's natural copies (hand
and laid sets, placed or not) against the four copies of each kind; a wild that was laid with its set is exempt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import NamedTuple

from rulebook.core.bounded_memo import BoundedMemo
from rulebook.core.errors import InputError
from rulebook.forbidden.cards import (
    COLOURS,
    COPIES_PER_NUMBER_CARD,
    KINDS_PER_COLOUR,
    NUMBER_INDEX,
    WILD,
    Cards,
    format_cards,
)
from rulebook.forbidden.engine.shapes import (
    MAX_WILDS,
    NO_CARDS,
    PACKED_GUARDS,
    Naturals,
    Shape,
    add,
    all_shapes,
    packed,
    packed_guarded,
    shape_points,
    shapes_by_content,
)
from rulebook.forbidden.engine.tables import (
    IMPOSSIBLE,
    MOST_CARDS_SCALE,
    Objective,
    SuitTables,
    counts_at,
    suit_index,
)


@dataclass(frozen=True)
class LaidSet:
    """A set laid down during the round: its colour, its natural cards by rank index and its wilds."""

    position: int
    """Its place in the query's list of laid sets."""
    cards: Cards
    colour: str
    naturals: Naturals
    wilds: int
    extensions: tuple[Shape, ...]
    """Every shape its final set may take: it holds all the laid cards and at most the wilds a set may hold."""
    wild_role_fixed: bool = False
    """Reading ``laid.wild-role=fixed``: the final shapes keep a card the laid wild stood for as laid."""


def colour_naturals(cards: Cards, colour: str) -> Naturals:
    """The natural cards of ``colour`` in ``cards``, by rank index.

    The counts of a :class:`Cards` start with the number cards colour by colour, each colour's kinds in rank order
    (:data:`~rulebook.forbidden.cards.NUMBER_KINDS`), so a colour's naturals are one slice of them.
    """
    start = COLOURS.index(colour) * KINDS_PER_COLOUR
    return cards.counts[start : start + KINDS_PER_COLOUR]


@cache
def read_laid_set(
    position: int, cards: Cards, wilds_per_set: int, wild_role_fixed: bool = False, wilds_per_run: int = 0
) -> LaidSet:
    """Check that a laid set is on its own a valid set (Section 5) and describe it; else :class:`InputError`.

    ``wild_role_fixed`` (reading ``laid.wild-role=fixed``): keep only the final shapes in which the laid wilds
    stand for what they stood for in the set as laid (:func:`keeps_wild_roles`). Remembered: a round asks about
    the same laid sets many times.
    """
    laid = _read_laid_cards(cards, wilds_per_set, wilds_per_run)
    if wild_role_fixed and laid.wilds:
        own = shapes_by_content(wilds_per_set, wilds_per_run)[(laid.naturals, laid.wilds)]
        kept = tuple(shape for shape in laid.extensions if keeps_wild_roles(own, shape))
        laid = replace(laid, extensions=kept, wild_role_fixed=True)
    return replace(laid, position=position)


def keeps_wild_roles(own: Sequence[Shape], final: Shape) -> bool:
    """Whether ``final``'s wilds stand for the kinds the wilds of one of the laid set's ``own`` shapes stood for.

    Rule ``forbidden.hand.laid-sets-kept`` under ``laid.wild-role=fixed``: the player chose what the wild stood
    for when laying the set; any choice that made the laid cards a set is one the player could have made. Wilds
    added from the hand may stand for anything.
    """
    return any(_within(shape.wild_kinds, final.wild_kinds) for shape in own)


def _within(small: tuple[int, ...], large: tuple[int, ...]) -> bool:
    """Whether the sorted kinds ``small`` are a sub-multiset of ``large``."""
    rest = list(large)
    for kind in small:
        if kind not in rest:
            return False
        rest.remove(kind)
    return True


@cache
def _read_laid_cards(cards: Cards, wilds_per_set: int, wilds_per_run: int = 0) -> LaidSet:
    """:func:`read_laid_set` at position 0."""
    position = 0
    name = format_cards(cards)
    extra = [kind for kind, n in cards.as_counter().items() if n and kind != WILD and kind not in NUMBER_INDEX]
    if extra:
        raise InputError(f"laid set {name!r} is not a valid set: it holds {', '.join(extra)}, not only number cards")
    colours = [colour for colour in COLOURS if any(colour_naturals(cards, colour))]
    if len(colours) != 1:
        reason = "it mixes colours" if colours else "it holds no number card"
        raise InputError(f"laid set {name!r} is not a valid set: {reason} (Section 5)")
    colour = colours[0]
    naturals = colour_naturals(cards, colour)
    wilds = cards.wild
    if (naturals, wilds) not in shapes_by_content(wilds_per_set, wilds_per_run):
        raise InputError(
            f"laid set {name!r} is not a valid set: not a pung, kong or sequence of one colour "
            f"with at most {wilds_per_set} wild card{'s' if wilds_per_set > 1 else ''} (Section 5)"
        )
    laid = packed(naturals)
    extensions = tuple(
        shape
        for shape, shape_wilds, guarded in _guarded_shapes(wilds_per_set, wilds_per_run)
        if shape_wilds >= wilds and (guarded - laid) & PACKED_GUARDS == PACKED_GUARDS
    )
    return LaidSet(position, cards, colour, naturals, wilds, extensions)


@cache
def _guarded_shapes(wilds_per_set: int, wilds_per_run: int = 0) -> tuple[tuple[Shape, int, int], ...]:
    """Every shape with its wilds and its natural cards packed with guards: what :func:`_read_laid_cards` tests.

    A shape holds the laid cards when ``packed_guarded(shape) - packed(laid)`` keeps every guard bit
    (:data:`~rulebook.forbidden.engine.shapes.PACKED_GUARDS`).
    """
    return tuple((shape, shape.wilds, shape.facts.guarded) for shape in all_shapes(wilds_per_set, wilds_per_run))


class ColourPlan(NamedTuple):
    """A best arrangement of one colour within a wild budget, as a witness the engine can spell out."""

    value: int
    laid: tuple[tuple[LaidSet, Shape], ...]
    """The final shape of every laid set of this colour."""
    rest: int
    """Table index of the hand cards not taken by laid sets (placed, or put aside if the objective allows)."""
    rest_wilds: int
    """Position of the wild multiset the rest uses."""


def shape_value(objective: Objective, shape: Shape, points: int) -> int:
    """The value one placed set adds under ``objective`` (MOST_CARDS also counts its natural cards)."""
    if objective is Objective.MOST_CARDS:
        return sum(shape.naturals) * MOST_CARDS_SCALE + points
    return points


PLANS_REMEMBERED = 50_000
"""How many laid-set plans the engine remembers before it starts again (a few megabytes)."""
_PLANS: BoundedMemo[tuple[object, ...], list[ColourPlan | None]] = BoundedMemo(PLANS_REMEMBERED)
_Option = tuple[Shape, int, int, int, Naturals | None, int]
"""A laid set's final shape; the hand cards it takes, packed and as a table index; the hand wilds it takes; its wild
tally (``None`` when nothing is tallied); its value."""
_Outcomes = dict[tuple[int, int, Naturals], tuple[int, int, tuple[Shape, ...]]]
"""(table index of the hand cards left, hand wilds used, wild tally) -> (the cards left packed with guards, best
value of the laid sets, their shapes)."""
_OPTIONS: dict[tuple[object, ...], list[_Option]] = {}
_EXTENDED: BoundedMemo[tuple[object, ...], _Outcomes] = BoundedMemo(PLANS_REMEMBERED)
"""Outcomes of the laid sets' final shapes, by (tables, whether values count cards, colour's hand cards, laid sets)."""


class ColourSolver:
    """Best values and arrangements of one colour's cards for each number of hand wilds it may use."""

    def __init__(self, tables: SuitTables, objective: Objective, hand: Naturals, laid: Sequence[LaidSet]) -> None:
        self.tables = tables
        self.objective = objective
        self.hand = hand
        self.laid = tuple(laid)
        self.held = hand
        for laid_set in self.laid:
            self.held = add(self.held, laid_set.naturals)
        self._plans: list[ColourPlan | None] | None = None
        self._values: list[int] | None = None

    def values(self) -> list[int]:
        """``[w]``: the best value using at most ``w`` hand wilds (``IMPOSSIBLE`` if none)."""
        if self._values is None:
            if self.laid:
                self._values = [IMPOSSIBLE if plan is None else plan.value for plan in self._laid_plans()]
            else:
                self._values = self.tables.by_wilds_column(self.objective, suit_index(self.hand))
        return self._values

    def plan(self, wilds: int) -> ColourPlan:
        """A witness arrangement for :meth:`values` ``[wilds]``."""
        if self.laid:
            found = self._laid_plans()[wilds]
            if found is None:
                raise ValueError("no arrangement for this budget")
            return found
        index = suit_index(self.hand)
        goal = self.values()[wilds]
        rests = self.tables.prefix_column(self.objective, index)
        sizes = self.tables.sizes
        for position, rest in enumerate(rests):
            usable = sizes[position] <= wilds and self.tables.allows(position, self.hand)
            if usable and rest == goal:
                return ColourPlan(goal, (), index, position)
        raise ValueError("no arrangement for this budget")

    def shapes(self, plan: ColourPlan) -> tuple[list[tuple[Shape, LaidSet | None]], Naturals]:
        """The sets of a plan (each with the laid set it extends, if any) and the hand cards put aside."""
        placed = self.tables.placed_part(self.objective, plan.rest, plan.rest_wilds)
        sets: list[tuple[Shape, LaidSet | None]] = [(shape, laid_set) for laid_set, shape in plan.laid]
        sets += [(shape, None) for shape in self.tables.decompose(placed, plan.rest_wilds)]
        return sets, counts_at(plan.rest - placed)  # the placed part is within the rest, count by count

    def _laid_plans(self) -> list[ColourPlan | None]:
        """Best plan per wild budget, over every choice of final shapes for the laid sets.

        Remembered per (reading's tables, objective, hand cards of the colour, laid sets): during a round the same
        player asks about an unchanged colour again and again.
        """
        if self._plans is not None:
            return self._plans
        laid = tuple((s.position, s.cards, s.wild_role_fixed) for s in self.laid)
        key = (self.tables.key, self.objective, self.hand, laid)
        remembered = _PLANS.get(key)
        if remembered is None:
            remembered = _PLANS.keep(key, self._search_laid_plans())
        self._plans = remembered
        return remembered

    def _search_laid_plans(self) -> list[ColourPlan | None]:
        """:meth:`_laid_plans` worked out: every outcome of the laid sets' final shapes, with the rest of the colour.

        For each outcome and each wild multiset the rest may use (rule forbidden.set.one-wild: at most the deck's
        three wilds in all; wild.exhausted-card=refused: :meth:`SuitTables.allows`), the laid sets' value plus the
        rest's best value from the table; a budget keeps the first best found.
        """
        best: list[tuple[int, tuple[Shape, ...], int, int] | None] = [None] * (MAX_WILDS + 1)
        sizes = self.tables.sizes
        for (index, hand_wilds, laid_wilds), (_, value, shapes) in self._extensions().items():
            held = add(self.held, laid_wilds) if any(laid_wilds) else self.held
            if max(held) > COPIES_PER_NUMBER_CARD:
                continue  # a laid set's wild stands for a kind whose four natural copies the player holds
            rests = self.tables.prefix_column(self.objective, index)
            for position, rest_value in enumerate(rests):
                used = hand_wilds + sizes[position]
                if used > MAX_WILDS or rest_value < 0 or not self.tables.allows(position, held):
                    continue
                total = value + rest_value
                for budget in range(used, MAX_WILDS + 1):
                    known = best[budget]
                    if known is None or known[0] < total:
                        best[budget] = (total, shapes, index, position)
        if self.objective is not Objective.COMPLETE and all(found is None for found in best):
            return [self._as_laid_fallback()] * (MAX_WILDS + 1)
        return [None if found is None else self._laid_plan(*found) for found in best]

    def _laid_plan(self, value: int, shapes: tuple[Shape, ...], rest: int, rest_wilds: int) -> ColourPlan:
        """A plan from the laid sets' final shapes (in the order of :attr:`laid`) and what the rest uses."""
        return ColourPlan(value, tuple(zip(self.laid, shapes, strict=True)), rest, rest_wilds)

    def _extensions(self) -> _Outcomes:
        """Every reachable outcome of choosing the laid sets' final shapes, one laid set at a time.

        An outcome is (hand cards left, hand wilds used, what the final laid sets' wilds stand for — counted only
        under wild.exhausted-card=refused); for each, the best value of the laid sets and their shapes. The hand
        cards left are kept packed (:data:`~rulebook.forbidden.engine.shapes.PACKED_GUARDS`) and as a table index.

        The outcomes depend on the objective only through the value of a set (:func:`shape_value`), the same for
        COMPLETE and BEST, so they are remembered for the other objective of the same cards.
        """
        laid = tuple((laid_set.cards, laid_set.wild_role_fixed) for laid_set in self.laid)
        key = (self.tables.key, self._values_cards, self.hand, laid)
        outcomes = _EXTENDED.get(key)
        if outcomes is None:
            outcomes = _EXTENDED.keep(key, self._grow_extensions())
        return outcomes

    @property
    def _values_cards(self) -> bool:
        """Whether a set's value counts its cards (objective MOST_CARDS), not only its points."""
        return self.objective is Objective.MOST_CARDS

    def _grow_extensions(self) -> _Outcomes:
        """:meth:`_extensions` worked out, laid set by laid set (a best value kept per outcome, the first found)."""
        outcomes: _Outcomes = {(suit_index(self.hand), 0, NO_CARDS): (packed_guarded(self.hand), 0, ())}
        for laid_set in self.laid:
            options = self._extension_options(laid_set)
            grown: _Outcomes = {}
            for (index, hand_wilds, tally), (hand, value, shapes) in outcomes.items():
                for shape, extra, extra_index, wilds, wild_tally, points in options:
                    left = hand - extra
                    if hand_wilds + wilds > MAX_WILDS or left & PACKED_GUARDS != PACKED_GUARDS:
                        continue
                    key = (
                        index - extra_index,
                        hand_wilds + wilds,
                        tally if wild_tally is None else add(tally, wild_tally),
                    )
                    known = grown.get(key)
                    if known is None or known[1] < value + points:
                        grown[key] = (left, value + points, (*shapes, shape))
            outcomes = grown
        return outcomes

    def _extension_options(self, laid_set: LaidSet) -> list[_Option]:
        """Each final shape of ``laid_set``: the hand cards it takes, hand wilds, wild tally and value (remembered).

        Under wild.exhausted-card=refused only wilds from the hand are checked: a laid set's own wild was placed when
        the set was laid (docs/forbidden-contract.md), so a set that holds one is exempt.
        """
        key = (self.tables.key, self._values_cards, laid_set.cards, laid_set.wild_role_fixed)
        options = _OPTIONS.get(key)
        if options is None:
            checked = self.tables.key.exhausted_refused and laid_set.wilds == 0
            laid_packed, laid_index = packed(laid_set.naturals), suit_index(laid_set.naturals)
            options = []
            for shape in laid_set.extensions:
                # the extra cards are the shape's less the laid set's, count by count: packed and indexed alike
                facts = shape.facts
                points = shape_value(self.objective, shape, self._points(shape))
                tally = facts.wild_tally if checked and any(facts.wild_tally) else None
                extra_packed, extra_index = facts.packed - laid_packed, facts.index - laid_index
                options.append((shape, extra_packed, extra_index, shape.wilds - laid_set.wilds, tally, points))
            _OPTIONS[key] = options
        return options

    def _as_laid_fallback(self) -> ColourPlan:
        """The laid sets as laid, the hand's cards of this colour put aside.

        A guard only: laid sets are valid on their own and their own wilds are exempt from
        wild.exhausted-card=refused, so the laid sets as laid are always a possible arrangement.
        """
        own_shapes = shapes_by_content(self.tables.key.wilds_per_set, self.tables.key.wilds_per_run)
        laid = tuple((laid_set, own_shapes[(laid_set.naturals, laid_set.wilds)][0]) for laid_set in self.laid)
        value = sum(shape_value(self.objective, shape, self._points(shape)) for _, shape in laid)
        empty = self.tables.wild_sets.index[()]
        return ColourPlan(value, laid, suit_index(NO_CARDS), empty)

    def _points(self, shape: Shape) -> int:
        """Points of one set under the table's reading."""
        return shape_points(shape, self.tables.key.scoring)


DECIDED_BY: dict[str, object] = {
    "forbidden.hand.laid-sets-kept": ColourSolver._search_laid_plans,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""
