"""The declarative Z3 model of FORBIDDEN hands (rulebook Sections 5 and 7, and "Scoring").

It states the rules and lets Z3 find the arrangement: a hand is complete when *there is* an assignment of every
number card (hand and laid sets) to set slots such that each set is of one colour and either 3 or 4 cards of one
rank value or a run of consecutive values 2..9 each once, with at most one wild, Yin-Yang cards standing for 6 or
9 (:mod:`solver.forbidden.model_sets`, :mod:`solver.forbidden.model_hand`). Every rule's constraints are tracked
under its rule id, so an unsat core names the rules that refuse a hand (:meth:`Model.explain`). Points are
maximised by ``z3.Optimize``; the scores are Z3 terms over the hand (:mod:`solver.forbidden.model_hand`).

This module never uses the fast engine; the two are cross-checked against each other.

>>> from solver.forbidden.hand import parse_query
>>> verdict = Model().analyse(parse_query("R2 R3 R4 B7 B7 B7 G5 G5 G5 F F RO"))
>>> verdict.complete, verdict.set_points, verdict.cheng_score
(True, 15, 70)
"""

from __future__ import annotations

from collections.abc import Sequence

import z3

from solver.core.errors import InputError
from solver.forbidden.cards import (
    ALL_KINDS,
    COLOURS,
    COPIES_PER_NUMBER_CARD,
    KINDS_PER_COLOUR,
    NUMBER_KINDS,
    RANK_VALUES,
    WILD,
    Cards,
    format_cards,
)
from solver.forbidden.hand import HandQuery
from solver.forbidden.model_hand import (
    ALL_NUMBERS,
    LONE_FORBIDDEN,
    SymbolicHand,
    cheng_score,
    lone_forbidden_allows,
    other_score,
)
from solver.forbidden.model_sets import Arrangement, kind_index
from solver.forbidden.model_shapes import Shape, ShapeKey, build_shape, slots_needed, wild_count
from solver.forbidden.model_symbolic import HandFormulas, hand_formulas
from solver.forbidden.reading import DEFAULT, Reading
from solver.forbidden.verdict import DiscardOption, PlacedCard, PlacedSet, Verdict

SUIT_COLOURS: tuple[int, ...] = (0,)
"""A single-suit question uses one colour; which one does not matter."""
MAX_WILDS = 3


class Model:
    """The Z3 model of FORBIDDEN hands under one reading; solvers are built per shape on first use and reused."""

    def __init__(self, reading: Reading = DEFAULT) -> None:
        self.reading = reading
        self._shapes: dict[ShapeKey, Shape] = {}
        # Scoring terms over a symbolic hand, evaluated for each question by substituting its counts.
        self._score_hand = SymbolicHand.variables("score")
        self._points = z3.Int("score.set_points")
        self._cheng = cheng_score(self._score_hand, self._points, reading)
        self._other = other_score(self._score_hand, self._points, reading)
        self._lone_ok = lone_forbidden_allows(self._score_hand, reading)

    # ------------------------------------------------------------------------------------------------------------
    # Shapes
    # ------------------------------------------------------------------------------------------------------------

    def _shape(self, key: ShapeKey) -> Shape:
        shape = self._shapes.get(key)
        if shape is None:
            shape = self._shapes[key] = build_shape(key, self.reading)
        return shape

    def _key(self, purpose: str, query: HandQuery) -> ShapeKey:
        everything = query.all_cards()
        slots = slots_needed(everything.number_counts, wild_count(query.hand, query.laid))
        naturals = sum(everything.number_counts)
        return ShapeKey(purpose, max(slots, len(query.laid), 1 if naturals else 0), len(query.laid))

    def _check(self, purpose: str, query: HandQuery, *extra: z3.BoolRef) -> tuple[Shape, z3.CheckSatResult]:
        self._check_laid_sets(query)
        shape = self._shape(self._key(purpose, query))
        facts = shape.facts(query.hand, query.laid, query.table_forbidden)
        return shape, shape.solver.check(*facts, *extra)

    def _check_laid_sets(self, query: HandQuery) -> None:
        """Every laid set must on its own be a valid set, its wild included (Section 5); else :class:`InputError`."""
        for cards in query.laid:
            shape = self._shape(ShapeKey("check", 1))
            facts = shape.facts(Cards(cards.counts), (), 0)
            if shape.solver.check(*facts, shape.arrangement.wild_cards() == cards.wild) != z3.sat:
                raise InputError(f"laid set {format_cards(cards)!r} is not a valid set (Section 5)")

    # ------------------------------------------------------------------------------------------------------------
    # Questions about a hand
    # ------------------------------------------------------------------------------------------------------------

    def is_complete(self, query: HandQuery) -> bool:
        """Rule ``forbidden.hand.all-numbers-in-sets`` (Section 7): can every number card be placed in a set?"""
        return bool(self._check("check", query)[1] == z3.sat)

    def explain(self, query: HandQuery) -> tuple[str, ...]:
        """The rule ids that refuse going Cheng.

        An unsat core of the completeness constraints, plus ``forbidden.cheng.lone-forbidden`` when that rule
        refuses; ``()`` when the player may go Cheng.
        """
        shape, result = self._check("check", query)
        names: set[str] = set()
        if result != z3.sat:
            names.update(shape.rule_names(shape.solver.unsat_core()))
            names.add(ALL_NUMBERS)
        if not self._evaluate_bool(self._lone_ok, query):
            names.add(LONE_FORBIDDEN)
        return tuple(sorted(names))

    def analyse(self, query: HandQuery) -> Verdict:
        """Everything of :class:`Verdict` for ``query``, per ``docs/forbidden-contract.md``."""
        best, result = self._check("best", query)
        complete = result == z3.sat
        set_points: int | None = None
        cheng_sets: tuple[PlacedSet, ...] = ()
        if complete:
            model = best.solver.model()
            set_points = _value(model, best.points)
            cheng_sets = _read_sets(model, best.arrangement)
        other, result = self._check("other", query)
        if result != z3.sat:  # pragma: no cover - putting every hand card aside is always an arrangement
            raise AssertionError(f"no arrangement at all for {query.describe()}")
        model = other.solver.model()
        other_points = _value(model, other.points)
        other_sets = _read_sets(model, other.arrangement)
        lone_ok = self._evaluate_bool(self._lone_ok, query)
        may_cheng = complete and lone_ok
        refused = ([] if complete else [ALL_NUMBERS]) + ([] if lone_ok else [LONE_FORBIDDEN])
        reported = cheng_sets if complete else other_sets
        return Verdict(
            complete=complete,
            may_cheng=may_cheng,
            set_points=set_points,
            cheng_score=self._evaluate_int(self._cheng, query, set_points) if may_cheng else None,
            other_score=self._evaluate_int(self._other, query, other_points),
            cheng_arrangement=cheng_sets,
            other_arrangement=other_sets,
            leftover=_leftover(query, reported),
            refused_by=tuple(sorted(refused)),
        )

    def discards(self, query: HandQuery, max_discards: int | None = None) -> tuple[DiscardOption, ...]:
        """Rule ``forbidden.cheng.discard``: every multiset of 0..max hand cards after whose discard may_cheng holds.

        The discards are Z3 variables (0 up to the cards held of each kind, at most ``max_discards`` in all, default
        ``reading.max_discards``); every solution is enumerated with blocking clauses. Best Cheng score first.
        """
        limit = self.reading.max_discards if max_discards is None else max_discards
        if limit < 0:
            raise InputError(f"max_discards must be 0 or more, not {limit}")
        self._check_laid_sets(query)
        shape = self._shape(self._key("discard", query))
        assert shape.discards is not None
        discard_terms = shape.discards.cards
        solver = shape.solver
        found: list[Cards] = []
        solver.push()
        try:
            solver.add(*shape.facts(query.hand, query.laid, query.table_forbidden))
            solver.add(z3.Sum(*discard_terms.values()) <= limit)
            while solver.check() == z3.sat:
                model = solver.model()
                counts = {kind: _value(model, term) for kind, term in discard_terms.items()}
                found.append(Cards.from_counter(counts))
                solver.add(z3.Or(*(term != counts[kind] for kind, term in discard_terms.items())))
        finally:
            solver.pop()
        options = [
            DiscardOption(
                cards.tokens(), self.analyse(HandQuery(query.hand - cards, query.laid, query.table_forbidden))
            )
            for cards in found
        ]
        return tuple(sorted(options, key=lambda option: (-(option.verdict.cheng_score or 0), option.discards)))

    # ------------------------------------------------------------------------------------------------------------
    # Single-suit questions (the exhaustive cross-check)
    # ------------------------------------------------------------------------------------------------------------

    def _suit(self, counts: Sequence[int], wilds: int, *extra_terms: str) -> tuple[Shape, list[z3.BoolRef]]:
        if len(counts) != KINDS_PER_COLOUR or not all(0 <= n <= COPIES_PER_NUMBER_CARD for n in counts):
            raise InputError(f"a suit is {KINDS_PER_COLOUR} counts from 0 to {COPIES_PER_NUMBER_CARD}: {counts!r}")
        if not 0 <= wilds <= MAX_WILDS:
            raise InputError(f"wilds must be 0 to {MAX_WILDS}, not {wilds}")
        naturals = sum(counts)
        slots = max(slots_needed(counts, wilds, SUIT_COLOURS), 1 if naturals else 0)
        shape = self._shape(ShapeKey("check", slots, 0, SUIT_COLOURS))
        facts = [shape.hand.number(k) == n for k, n in enumerate(counts)]
        facts.append(shape.hand.count(WILD) == wilds)
        return shape, facts

    def suit_complete(self, counts: Sequence[int], wilds: int) -> bool:
        """Can every card of one colour (7 counts, ranks ``2 3 4 5 7 8 Y``) be placed, with up to ``wilds`` wilds?"""
        shape, facts = self._suit(counts, wilds)
        return bool(shape.solver.check(*facts) == z3.sat)

    def suit_points_at_least(self, counts: Sequence[int], wilds: int, points: int) -> bool:
        """Is there an arrangement placing every card of the suit, at most ``wilds`` wilds, worth ``points`` or more?

        Points are set points plus Yin-Yang bonuses under the reading (``forbidden.score.sets``,
        ``forbidden.score.yin-yang``).
        """
        shape, facts = self._suit(counts, wilds)
        return bool(shape.solver.check(*facts, shape.points >= points) == z3.sat)

    # ------------------------------------------------------------------------------------------------------------
    # The symbolic interface
    # ------------------------------------------------------------------------------------------------------------

    def formulas(self, hand: SymbolicHand, arrangement: Arrangement) -> HandFormulas:
        """Z3 terms for ``complete``, ``may_cheng``, ``set_points`` and ``cheng_score`` of a symbolic hand."""
        return hand_formulas(hand, arrangement, self.reading)

    # ------------------------------------------------------------------------------------------------------------
    # Evaluating the scoring terms for one question
    # ------------------------------------------------------------------------------------------------------------

    def _substitution(self, query: HandQuery, points: int | None) -> list[tuple[z3.ExprRef, z3.ExprRef]]:
        pairs: list[tuple[z3.ExprRef, z3.ExprRef]] = [
            (self._score_hand.cards[kind], z3.IntVal(n)) for kind, n in zip(ALL_KINDS, query.hand.counts, strict=True)
        ]
        pairs.append((self._score_hand.table_forbidden, z3.IntVal(query.table_forbidden)))
        pairs.append((self._points, z3.IntVal(points or 0)))
        return pairs

    def _evaluate_int(self, term: z3.ArithRef, query: HandQuery, points: int | None) -> int:
        value = z3.simplify(z3.substitute(term, *self._substitution(query, points)))
        return int(value.as_long())

    def _evaluate_bool(self, term: z3.BoolRef, query: HandQuery) -> bool:
        return bool(z3.is_true(z3.simplify(z3.substitute(term, *self._substitution(query, None)))))


def _value(model: z3.ModelRef, term: z3.ArithRef) -> int:
    return int(model.eval(term, model_completion=True).as_long())


def _read_sets(model: z3.ModelRef, arrangement: Arrangement) -> tuple[PlacedSet, ...]:
    """The sets of a Z3 model, laid sets first, then by colour and values; cards by value, the wild last."""
    laid: list[PlacedSet] = []
    others: list[PlacedSet] = []
    for position, slot in enumerate(arrangement.slots):
        if not z3.is_true(model.eval(slot.used, model_completion=True)):
            continue
        colour = _value(model, slot.colour)
        cards: list[PlacedCard] = []
        for index, value in enumerate(RANK_VALUES):
            for natural_colour, row in slot.natural.items():
                kind = NUMBER_KINDS[kind_index(natural_colour, value)]
                cards += [PlacedCard(kind, COLOURS[natural_colour], value)] * _value(model, row[index])
            if z3.is_true(model.eval(slot.wild[index], model_completion=True)):
                cards.append(PlacedCard(WILD, COLOURS[colour], value))
        placed = PlacedSet(tuple(cards), laid=position < arrangement.pinned)
        (laid if placed.laid else others).append(placed)
    others.sort(key=lambda placed: [(COLOURS.index(card.colour), card.value, card.is_wild) for card in placed.cards])
    return (*laid, *others)


def _leftover(query: HandQuery, sets: Sequence[PlacedSet]) -> tuple[str, ...]:
    """Number-card tokens of the player (hand and laid sets) that ``sets`` do not place, in deck order."""
    held = dict(zip(NUMBER_KINDS, query.all_cards().number_counts, strict=True))
    for placed in sets:
        for card in placed.cards:
            if not card.is_wild:
                held[card.kind] -= 1
    return tuple(kind for kind in NUMBER_KINDS for _ in range(held[kind]))


__all__ = ["MAX_WILDS", "Arrangement", "HandFormulas", "Model", "SymbolicHand", "hand_formulas"]
