"""The declarative Z3 model of FORBIDDEN hands (rulebook Sections 5 and 7, and "Scoring").

It states the rules and lets Z3 find the arrangement: a hand is complete when *there is* an assignment of every
number card (hand and laid sets) to set slots such that each set is of one colour and either 3 or 4 cards of one
rank value or a run of consecutive values 2..9 each once, with at most one wild, Yin-Yang cards standing for 6 or
9 (:mod:`rulebook.forbidden.model.sets`, :mod:`rulebook.forbidden.model.terms`). Every rule's constraints are tracked
under its rule id, so an unsat core names the rules that refuse a hand (:meth:`Model.explain`). The best points
are found by Z3 with a rising bound (:func:`rulebook.forbidden.model.shapes.maximise`); the scores are Z3 terms over
the hand (:mod:`rulebook.forbidden.model.terms`), evaluated for the question's cards.

Solvers are built once per shape of question and reused (:mod:`rulebook.forbidden.model.shapes`); a question only
adds assumption literals. A question's arrangements are searched with set slots of the colours it holds only
(:func:`rulebook.forbidden.model.shapes.colours_held`: no set is of a colour without natural cards), so a one-colour
hand asks a solver with one colour's slots, not three. :meth:`Model.scores` answers the corpus's ``hand``
question, the three numbers it publishes, without reading the arrangements back. Symbolic hands, for searching
hands with given properties: :func:`hand_formulas`.

This module never uses the fast engine; the two are cross-checked against each other.

>>> from rulebook.forbidden.hand import parse_query
>>> verdict = Model().analyse(parse_query("R2 R3 R4 B7 B7 B7 G5 G5 G5 F F RO"))
>>> verdict.complete, verdict.set_points, verdict.cheng_score
(True, 15, 70)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

import z3

from rulebook.core.errors import InputError
from rulebook.core.z3_solving import check, rules_in_core, truths
from rulebook.forbidden.cards import (
    COLOURS,
    COPIES_PER_NUMBER_CARD,
    KINDS_PER_COLOUR,
    NUMBER_KINDS,
    RANK_VALUES,
    WILD,
    Cards,
    format_cards,
)
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.model.sets import ONE_WILD, POINT_UNIT, Arrangement, SetReadings, kind_index
from rulebook.forbidden.model.shapes import (
    ALL_COLOURS,
    CHECK,
    DISCARD,
    EXPLAIN,
    OTHER,
    SUIT,
    WITHOUT_ONE_WILD,
    Shape,
    ShapeKey,
    colours_held,
    maximise,
    shape_for,
    slots_needed,
    weighed,
)
from rulebook.forbidden.model.symbolic import HandFormulas, constants, hand_formulas
from rulebook.forbidden.model.terms import (
    ALL_NUMBERS,
    LONE_FORBIDDEN,
    SymbolicHand,
    cheng_score,
    lone_forbidden_allows,
    other_score,
)
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.verdict import DiscardOption, PlacedCard, PlacedSet, Verdict

SUIT_COLOURS: tuple[int, ...] = (0,)
"""A single-suit question uses one colour; which one does not matter."""
MAX_WILDS = 3
_SET_RULES_ONLY = SetReadings.fresh().facts(DEFAULT)
"""A laid set is checked against the set rules alone (the exhausted-card reading is about the whole hand)."""


class Scores(NamedTuple):
    """The three numbers of the corpus's ``hand`` question (:meth:`Model.scores`), as in :class:`Verdict`."""

    may_cheng: bool
    cheng_score: int | None
    other_score: int


class Model:
    """The Z3 model of FORBIDDEN hands under one reading.

    Solvers are built per shape of question on first use and reused, also by models under other readings that
    constrain arrangements the same way (:func:`rulebook.forbidden.model.shapes.shape_for`).
    """

    def __init__(self, reading: Reading = DEFAULT) -> None:
        self.reading = reading
        self._reading_facts = SetReadings.fresh().facts(reading)
        # Scoring terms over a symbolic hand, evaluated for each question by substituting its counts.
        score_hand = SymbolicHand.variables("score")
        points = z3.Int("score.set_points")
        inputs = (*score_hand.cards.values(), score_hand.table_forbidden, points)
        self._cheng = ScoreTerm.over(cheng_score(score_hand, points, reading), inputs)
        self._other = ScoreTerm.over(other_score(score_hand, points, reading), inputs)
        self._lone_ok = ScoreTerm.over(lone_forbidden_allows(score_hand, reading), inputs)

    # ------------------------------------------------------------------------------------------------------------
    # Shapes
    # ------------------------------------------------------------------------------------------------------------

    def _shape(self, key: ShapeKey) -> Shape:
        return shape_for(key, self.reading)

    def _key(self, purpose: str, query: HandQuery) -> ShapeKey:
        everything = query.all_cards()
        naturals = sum(everything.number_counts)
        if purpose == EXPLAIN:  # every set has at least three cards; nothing else is assumed
            slots = (naturals + everything.wild) // 3
        else:
            slots = slots_needed(everything.number_counts, everything.wild)
        kept = len(query.laid) if self.reading.laid_split == "no" else 0
        colours = ALL_COLOURS
        # An explain shape keeps its cores as they were; discards too.
        if purpose in (CHECK, OTHER, WITHOUT_ONE_WILD) and naturals:
            colours = colours_held(everything.number_counts)
        return ShapeKey(purpose, max(slots, kept, 1 if naturals else 0), kept, colours)

    def _facts(self, purpose: str, query: HandQuery) -> tuple[Shape, list[z3.BoolRef]]:
        """The shape of ``purpose`` for ``query`` and the facts fixing its cards (laid sets checked by the caller)."""
        shape = self._shape(self._key(purpose, query))
        return shape, shape.facts(self._reading_facts, query.hand, query.laid, query.table_forbidden)

    def _check(self, purpose: str, query: HandQuery) -> tuple[Shape, bool]:
        self._check_laid_sets(query)
        shape, facts = self._facts(purpose, query)
        return shape, check(shape.solver, facts)

    def _check_laid_sets(self, query: HandQuery) -> None:
        """Every laid set must on its own be a valid set, its wild included (Section 5); else :class:`InputError`."""
        for cards in query.laid:
            shape = self._shape(ShapeKey(CHECK, 1))
            # One set holding every card of the laid set, its wilds included.
            wilds = z3.PbEq([(wild, 1) for wild in shape.arrangement.slots[0].wild], cards.wild)
            if not check(shape.solver, [*shape.facts(_SET_RULES_ONLY, cards), wilds]):
                raise InputError(f"laid set {format_cards(cards)!r} is not a valid set (Section 5)")

    # ------------------------------------------------------------------------------------------------------------
    # Questions about a hand
    # ------------------------------------------------------------------------------------------------------------

    def is_complete(self, query: HandQuery) -> bool:
        """Rule ``forbidden.hand.all-numbers-in-sets`` (Section 7): can every number card be placed in a set?"""
        return self._check(CHECK, query)[1]

    def explain(self, query: HandQuery) -> tuple[str, ...]:
        """The rule ids that refuse going Cheng.

        An unsat core of the completeness constraints, plus ``forbidden.cheng.lone-forbidden`` when that rule
        refuses; ``()`` when the player may go Cheng.
        """
        shape, complete = self._check(EXPLAIN, query)
        names: set[str] = set()
        if not complete:
            names.update(rules_in_core(shape.solver, shape.rule_literals))
            names.add(ALL_NUMBERS)
        if not self._evaluate_bool(self._lone_ok, query):
            names.add(LONE_FORBIDDEN)
        return tuple(sorted(names))

    def _complete_but_for_one_wild(self, query: HandQuery) -> bool:
        """Whether every number card could be placed without rule ``forbidden.set.one-wild``'s constraints.

        Only a hand holding a wild can be refused by that rule; its constraints are left out of the shape asked.
        """
        return bool(query.all_cards().wild) and self._check(WITHOUT_ONE_WILD, query)[1]

    def analyse(self, query: HandQuery) -> Verdict:
        """Everything of :class:`Verdict` for ``query``, per ``docs/forbidden-contract.md``."""
        self._check_laid_sets(query)
        shape, best = self._cheng_arrangement(query)
        complete = best is not None
        set_points: int | None = None
        cheng_sets: tuple[PlacedSet, ...] = ()
        if best is not None:
            set_points = POINT_UNIT * best[0]
            cheng_sets = _read_sets(best[1], shape.arrangement)
        other, model = self._other_arrangement(query)
        other_points = POINT_UNIT * weighed(model, other.point_weights)
        other_sets = _read_sets(model, other.arrangement)
        lone_ok = self._evaluate_bool(self._lone_ok, query)
        may_cheng = complete and lone_ok
        refused = ([] if complete else [ALL_NUMBERS]) + ([] if lone_ok else [LONE_FORBIDDEN])
        if not complete and self._complete_but_for_one_wild(query):
            refused.append(ONE_WILD)
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

    def scores(self, query: HandQuery) -> Scores:
        """``may_cheng``, ``cheng_score`` and ``other_score`` of :meth:`analyse`, found the same way, nothing else.

        The arrangements are not read back, and under ``arrangement=best`` an opponent's arrangement is not chosen
        among those scoring most (see :meth:`_other_points`): neither changes these three numbers.
        """
        self._check_laid_sets(query)
        _, best = self._cheng_arrangement(query)
        set_points = None if best is None else POINT_UNIT * best[0]
        may_cheng = best is not None and self._evaluate_bool(self._lone_ok, query)
        return Scores(
            may_cheng=may_cheng,
            cheng_score=self._evaluate_int(self._cheng, query, set_points) if may_cheng else None,
            other_score=self._evaluate_int(self._other, query, POINT_UNIT * self._other_points(query)),
        )

    def _cheng_arrangement(self, query: HandQuery) -> tuple[Shape, tuple[int, z3.ModelRef] | None]:
        """The Cheng arrangement's shape, its most points in units of 5 and a solution scoring them (``None``: none).

        Every number card placed, most points (``forbidden.score.sets``, ``forbidden.score.yin-yang``).
        """
        shape, facts = self._facts(CHECK, query)
        return shape, maximise(shape.solver, facts, shape.point_levels, shape.point_weights)

    def _other_arrangement(self, query: HandQuery) -> tuple[Shape, z3.ModelRef]:
        """The arrangement laid down when another player goes Cheng (``forbidden.score.arrangement``), and its shape.

        Most points, then most natural cards placed among those (``arrangement=best``); or the other way round
        (``most-cards``).
        """
        other, facts = self._facts(OTHER, query)
        first, second = (other.point_levels, other.point_weights), (other.card_levels, other.card_weights)
        if self.reading.arrangement == "most-cards":
            first, second = second, first  # most natural cards placed first, then most points
        found = maximise(other.solver, facts, *first)
        assert found is not None, "putting every card aside is always an arrangement"
        found = maximise(other.solver, [*facts, first[0].ge(found[0])], *second)
        assert found is not None
        return other, found[1]

    def _other_points(self, query: HandQuery) -> int:
        """The points, in units of 5, of :meth:`_other_arrangement`'s arrangement.

        Under ``arrangement=best`` they are the most points any arrangement scores, the first of its two
        maximisations: the second keeps to arrangements scoring at least that many (so exactly that many, none
        scoring more) and only chooses which of them to lay down. So it is not asked here; the points it would give
        are the same. Under ``most-cards`` both are needed.
        """
        if self.reading.arrangement == "most-cards":
            other, model = self._other_arrangement(query)
            return weighed(model, other.point_weights)
        other, facts = self._facts(OTHER, query)
        found = maximise(other.solver, facts, other.point_levels, other.point_weights)
        assert found is not None, "putting every card aside is always an arrangement"
        return found[0]

    def discards(self, query: HandQuery, max_discards: int | None = None) -> tuple[DiscardOption, ...]:
        """Rule ``forbidden.cheng.discard``: every multiset of 0..max hand cards after whose discard may_cheng holds.

        The discards are Z3 variables (0 up to the cards held of each kind, at most ``max_discards`` in all, default
        ``reading.max_discards``); every solution is enumerated with blocking clauses. Best Cheng score first.
        """
        limit = self.reading.max_discards if max_discards is None else max_discards
        if limit < 0:
            raise InputError(f"max_discards must be 0 or more, not {limit}")
        self._check_laid_sets(query)
        shape = self._shape(self._key(DISCARD, query))
        assert shape.discards is not None
        discard_terms = shape.discards.cards
        solver = shape.solver
        found: list[Cards] = []
        solver.push()
        try:
            solver.add(*shape.facts(self._reading_facts, query.hand, query.laid, query.table_forbidden))
            solver.add(z3.Sum(*discard_terms.values()) <= limit)
            while check(solver, []):
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

    def _suit(self, counts: Sequence[int], wilds: int, purpose: str = CHECK) -> tuple[Shape, list[z3.BoolRef]]:
        if len(counts) != KINDS_PER_COLOUR or not all(0 <= n <= COPIES_PER_NUMBER_CARD for n in counts):
            raise InputError(f"a suit is {KINDS_PER_COLOUR} counts from 0 to {COPIES_PER_NUMBER_CARD}: {counts!r}")
        if not 0 <= wilds <= MAX_WILDS:
            raise InputError(f"wilds must be 0 to {MAX_WILDS}, not {wilds}")
        slots = max(slots_needed(counts, wilds, SUIT_COLOURS), 1 if sum(counts) else 0)
        shape = self._shape(ShapeKey(purpose, slots, 0, SUIT_COLOURS))
        numbers = [*counts, *[0] * (len(NUMBER_KINDS) - KINDS_PER_COLOUR)]
        return shape, [*shape.held.facts(numbers, wilds), *self._reading_facts]

    def suit_complete(self, counts: Sequence[int], wilds: int) -> bool:
        """Can every card of one colour (7 counts, ranks ``2 3 4 5 7 8 Y``) be placed, with up to ``wilds`` wilds?

        Asked of a shape stating only that (:data:`rulebook.forbidden.model.shapes.SUIT`).
        """
        shape, facts = self._suit(counts, wilds, SUIT)
        return check(shape.solver, facts)

    def suit_points_at_least(self, counts: Sequence[int], wilds: int, points: int) -> bool:
        """Is there an arrangement placing every card of the suit, at most ``wilds`` wilds, worth ``points`` or more?

        Points are set points plus Yin-Yang bonuses under the reading (``forbidden.score.sets``,
        ``forbidden.score.yin-yang``); every line is a multiple of 5, so the shape counts them in units of 5.
        """
        shape, facts = self._suit(counts, wilds)
        enough = shape.point_levels.ge(-(-points // POINT_UNIT))
        return check(shape.solver, [*facts, enough])

    # ------------------------------------------------------------------------------------------------------------
    # The symbolic interface
    # ------------------------------------------------------------------------------------------------------------

    def formulas(self, hand: SymbolicHand, arrangement: Arrangement) -> HandFormulas:
        """Z3 terms for ``complete``, ``may_cheng``, ``set_points`` and ``cheng_score`` of a symbolic hand."""
        return hand_formulas(hand, arrangement, self.reading)

    # ------------------------------------------------------------------------------------------------------------
    # Evaluating the scoring terms for one question
    # ------------------------------------------------------------------------------------------------------------

    def _evaluate_int(self, term: ScoreTerm, query: HandQuery, points: int | None) -> int:
        value = term.evaluate(_inputs(query, points))
        return int(value.as_long())

    def _evaluate_bool(self, term: ScoreTerm, query: HandQuery) -> bool:
        return bool(z3.is_true(term.evaluate(_inputs(query, None))))


@dataclass(frozen=True)
class ScoreTerm:
    """A scoring term over a symbolic hand, evaluated for a question by putting in its counts (cached).

    ``used``: the positions, among the inputs the term is written over (the hand's counts by kind, the Forbidden
    cards claimed, the set points), of those it contains. A score reads few of them (the Forbidden cards, the
    royals, the points), and its value depends on nothing else: it is evaluated once per values of those, so the
    hands of the single-suit family, which differ only in number cards, share a handful of evaluations.
    """

    term: z3.ExprRef
    inputs: tuple[z3.ArithRef, ...]
    used: tuple[int, ...]
    values: dict[tuple[int, ...], z3.ExprRef] = field(default_factory=dict, compare=False)

    @classmethod
    def over(cls, term: z3.ExprRef, inputs: Sequence[z3.ArithRef]) -> ScoreTerm:
        """``term``, written over the variables ``inputs``."""
        names = {str(constant) for constant in constants(term)}
        return cls(term, tuple(inputs), tuple(i for i, variable in enumerate(inputs) if str(variable) in names))

    def evaluate(self, values: Sequence[int]) -> z3.ExprRef:
        """The term, simplified to a constant, with the inputs set to ``values`` (one per input)."""
        key = tuple(values[i] for i in self.used)
        value = self.values.get(key)
        if value is None:
            pairs = [(self.inputs[i], z3.IntVal(n)) for i, n in zip(self.used, key, strict=True)]
            value = self.values[key] = z3.simplify(z3.substitute(self.term, *pairs))
        return value


def _inputs(query: HandQuery, points: int | None) -> tuple[int, ...]:
    """A question's values of a :class:`ScoreTerm`'s inputs: counts by kind, Forbidden cards claimed, points."""
    return (*query.hand.counts, query.table_forbidden, points or 0)


def _value(model: z3.ModelRef, term: z3.ArithRef) -> int:
    return int(model.eval(term, model_completion=True).as_long())


def _read_sets(model: z3.ModelRef, arrangement: Arrangement) -> tuple[PlacedSet, ...]:
    """The sets of a Z3 model, laid sets first, then by colour and values; cards by value, the wild last."""
    laid: list[PlacedSet] = []
    others: list[PlacedSet] = []
    used = truths(model, [slot.used for slot in arrangement.slots])
    for position, slot in enumerate(arrangement.slots):
        if not used[position]:
            continue
        colours = truths(model, list(slot.colour.values()))
        colour = next(c for c, true in zip(slot.colour, colours, strict=True) if true)
        kinds = {value: NUMBER_KINDS[kind_index(colour, value)] for value in RANK_VALUES}
        row = slot.natural[colour]
        naturals = truths(model, [literal for count in row for literal in count.at_least])
        wilds = truths(model, list(slot.wild))
        cards: list[PlacedCard] = []
        for index, value in enumerate(RANK_VALUES):
            start = sum(count.cap for count in row[:index])
            copies = sum(naturals[start : start + row[index].cap])
            cards += [PlacedCard(kinds[value], COLOURS[colour], value)] * copies
            if wilds[index]:
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


DECIDED_BY: dict[str, object] = {
    "forbidden.cheng.discard": Model.discards,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""


__all__ = ["MAX_WILDS", "Arrangement", "HandFormulas", "Model", "ScoreTerm", "Scores", "SymbolicHand", "hand_formulas"]
