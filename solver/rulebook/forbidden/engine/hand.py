"""The fast reference engine for FORBIDDEN hands: completeness, going Cheng, scores, discards (Sections 5-7).

It implements ``docs/forbidden-contract.md`` from per-colour tables (:mod:`rulebook.forbidden.engine.tables`) and
shares no rule logic with the Z3 model (``solver/rulebook/forbidden/model/hand.py``); the two are cross-checked.

>>> from rulebook.forbidden.hand import parse_query
>>> verdict = Engine().analyse(parse_query("R2 RY R7 B8 B8 B8 G2 G2 W F EM", laid=["R3 R4 R5"]))
>>> verdict.complete, verdict.set_points, verdict.cheng_score
(True, 25, 70)
>>> [str(placed) for placed in verdict.cheng_arrangement]
['R2 R3 R4 R5 RY=6 R7', 'G2 G2 W=G2', 'B8 B8 B8']

The pieces: :mod:`~rulebook.forbidden.engine.shapes` (what a set may look like), ``engine_tables`` (per-colour
tables), ``engine_colour`` (one colour, with laid sets), ``engine_score`` (going Cheng, scores and their lines),
``engine_batch`` (fast scalar and numpy checks), ``engine_discards`` (discarding before going Cheng).
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Sequence
from dataclasses import replace
from functools import cache, lru_cache
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from rulebook.core.bounded_memo import BoundedMemo
from rulebook.core.errors import InputError
from rulebook.forbidden.cards import (
    ALL_KINDS,
    COLOURS,
    COPIES_PER_NUMBER_CARD,
    DECK_COPIES,
    FORBIDDEN,
    KINDS_PER_COLOUR,
    RANKS,
    Cards,
    check_deck_limits,
)
from rulebook.forbidden.engine.batch import FastChecks
from rulebook.forbidden.engine.colour import PLANS_REMEMBERED, ColourSolver, LaidSet, colour_naturals, read_laid_set
from rulebook.forbidden.engine.discards import discard_options
from rulebook.forbidden.engine.score import (
    Holding,
    ScoredSet,
    cheng_extra_lines,
    count_allows_cheng,
    floor_lines,
    floored,
    other_extra_lines,
    refused_by,
    set_lines,
    total,
)
from rulebook.forbidden.engine.shapes import (
    ANY_WILDS_IN_A_RUN,
    MAX_WILDS,
    RULE_WILDS_PER_SET,
    Naturals,
    Shape,
    shape_points,
)
from rulebook.forbidden.engine.tables import IMPOSSIBLE, Objective, SuitTables, TableKey, suit_index, suit_tables
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.verdict import DiscardOption, PlacedSet, ScoreLine, Verdict


class Arrangement(NamedTuple):
    """Sets laid down for one objective, the points they score and the number cards put aside."""

    sets: tuple[ScoredSet, ...]
    points: int
    leftover: tuple[str, ...]


class _Cards(NamedTuple):
    """A query reduced to what arranging needs: number cards and wilds to place, and the laid sets kept whole."""

    pool: Cards
    laid: tuple[LaidSet, ...]

    def laid_of(self, colour: str) -> tuple[LaidSet, ...]:
        """The kept laid sets of one colour."""
        return tuple(laid_set for laid_set in self.laid if laid_set.colour == colour)

    def colours(self) -> list[tuple[Naturals, tuple[LaidSet, ...]]]:
        """For each colour in deck order, the natural cards to place and the kept laid sets of that colour."""
        return [(colour_naturals(self.pool, colour), self.laid_of(colour)) for colour in COLOURS]


class _Prepared(NamedTuple):
    """A query checked once and read once, for every answer asked of it: the cards to arrange and the holding."""

    cards: _Cards
    holding: Holding
    colours: list[tuple[Naturals, tuple[LaidSet, ...]]]
    """:meth:`_Cards.colours`."""


@cache
def _relaxed_engine(reading: Reading) -> Engine:
    """The engine without rule ``forbidden.set.one-wild`` (:meth:`Engine._one_wild_refuses`), one per reading."""
    return Engine(replace(reading, wild_exhausted_card="allowed"), wilds_per_run=ANY_WILDS_IN_A_RUN)


class Engine:
    """Answers hand questions under one :class:`Reading`.

    ``wilds_per_set`` exists only so tests can build a deliberately broken engine — a mutant that allows two
    wilds in a set, against Section 5 — and show that the cross-check with the Z3 model catches it. Leave it at 1.
    """

    def __init__(
        self, reading: Reading = DEFAULT, *, wilds_per_set: int = RULE_WILDS_PER_SET, wilds_per_run: int = 0
    ) -> None:
        if wilds_per_set < 1:
            raise ValueError("wilds_per_set must be at least 1")
        self.reading = reading
        self.wilds_per_set = wilds_per_set
        self.wilds_per_run = wilds_per_run
        self.table_key = TableKey(
            exhausted_refused=reading.wild_exhausted_card == "refused",
            wild_yin_yang_bonus=reading.wild_yin_yang_bonus == "yes",
            wild_counts_for_size=reading.wild_counts_for_size == "yes",
            wilds_per_set=wilds_per_set,
            wilds_per_run=wilds_per_run,
        )
        self._fast: FastChecks | None = None
        self._tables: SuitTables | None = None
        self._extras: dict[Holding, tuple[list[ScoreLine], list[ScoreLine]]] = {}
        self._complete_by_wilds: list[list[int]] | None = None
        self._min_wilds: dict[Naturals, int] | None = None

    @property
    def tables(self) -> SuitTables:
        """The per-colour tables of this engine (built on first use, shared by engines with the same table key)."""
        if self._tables is None:
            self._tables = suit_tables(self.table_key)
        return self._tables

    @property
    def fast(self) -> FastChecks:
        """Scalar and batch checks for hands without laid sets."""
        if self._fast is None:
            self._fast = FastChecks(self.tables, self.reading)
        return self._fast

    # -- the full answer ------------------------------------------------------------------------------------------

    def analyse(self, query: HandQuery) -> Verdict:
        """Every field of :class:`Verdict` for ``query`` (see docs/forbidden-contract.md)."""
        prepared = self._prepared(query)
        holding = prepared.holding
        rules = self.table_key.scoring
        complete = self._arrange(Objective.COMPLETE, prepared)
        other = self._arrange(self._other_objective(), prepared)
        if other is None:
            raise AssertionError("an arrangement putting cards aside always exists")
        count_ok = count_allows_cheng(holding, self.reading)
        may_cheng = complete is not None and count_ok
        cheng_extra, other_extra = self._extra_lines(holding)
        cheng = set_lines(complete.sets, rules) + cheng_extra if may_cheng and complete else []
        others = floor_lines(set_lines(other.sets, rules) + other_extra, self.reading)
        return Verdict(
            complete=complete is not None,
            may_cheng=may_cheng,
            set_points=None if complete is None else complete.points,
            cheng_score=total(cheng) if may_cheng else None,
            other_score=total(others),
            cheng_arrangement=() if complete is None else _placed(complete),
            other_arrangement=_placed(other),
            leftover=() if complete is not None else other.leftover,
            refused_by=refused_by(complete is not None, count_ok, complete is None and self._one_wild_refuses(query)),
            cheng_lines=tuple(cheng),
            other_lines=tuple(others),
        )

    def _one_wild_refuses(self, query: HandQuery) -> bool:
        """Whether an incomplete hand would be complete but for rule ``forbidden.set.one-wild``.

        That rule holds a set to one wild card and, under ``wild.exhausted-card=refused``, keeps a hand wild from
        standing for a card whose copies the player holds: the hand is arranged again with runs holding any number
        of wilds, each for another value (a pung or kong stands for one value, so it holds one wild still), and the
        exhausted cards allowed. Only a hand holding a wild can be refused by that rule.
        """
        if not query.all_cards().wild:
            return False
        relaxed = _relaxed_engine(self.reading)
        return relaxed._arrange(Objective.COMPLETE, relaxed._prepared(query)) is not None

    def cheng_score(self, query: HandQuery) -> int | None:
        """:attr:`Verdict.cheng_score` alone: the Cheng score, or ``None`` when the hand may not go Cheng."""
        return self._cheng_score(self._prepared(query))

    def other_score(self, query: HandQuery) -> int:
        """:attr:`Verdict.other_score` alone: what the hand scores for a player who did not go Cheng."""
        return self._other_score(self._prepared(query))

    def answers(self, query: HandQuery) -> tuple[bool, int | None, int]:
        """``(may_cheng_query, cheng_score, other_score)`` of ``query``, checked and read once for all three.

        The same three answers as the three methods (docs/forbidden-contract.md): whether the player may go Cheng
        (Section 7: every number card in a set, rule forbidden.hand.all-numbers-in-sets, and the lone-Forbidden rule
        forbidden.cheng.lone-forbidden), the Cheng score (None when not allowed), and the score when another player
        went Cheng. A query that ``cheng_score`` and ``other_score`` refuse raises the same :class:`InputError`.
        """
        prepared = self._prepared(query)
        cheng = self._cheng_score(prepared)
        return cheng is not None, cheng, self._other_score(prepared)

    def _cheng_score(self, prepared: _Prepared) -> int | None:
        """The Cheng score of a prepared query; None when the lone-Forbidden rule or an unplaced card forbids it."""
        holding = prepared.holding
        if not count_allows_cheng(holding, self.reading):
            return None
        points = self._set_points(Objective.COMPLETE, prepared)
        if points is None:
            return None
        return total(self._extra_lines(holding)[0], start=points)

    def _other_score(self, prepared: _Prepared) -> int:
        """The score of a prepared query's cards for a player who did not go Cheng (Scoring)."""
        points = self._set_points(self._other_objective(), prepared)
        if points is None:
            raise AssertionError("an arrangement putting cards aside always exists")
        return floored(total(self._extra_lines(prepared.holding)[1], start=points), self.reading)

    def _extra_lines(self, holding: Holding) -> tuple[list[ScoreLine], list[ScoreLine]]:
        """The score lines after the sets' lines: for going Cheng, and for another player's Cheng (Scoring).

        They depend only on the holding and the reading, so they are remembered per holding (a few hundred at most:
        Forbidden cards in hand and on the table, and three royals). Callers never change the lists.
        """
        extras = self._extras.get(holding)
        if extras is None:
            extras = (cheng_extra_lines(holding, self.reading), other_extra_lines(holding, self.reading))
            self._extras[holding] = extras
        return extras

    def _set_points(self, objective: Objective, prepared: _Prepared) -> int | None:
        """The set points (Yin-Yang bonuses included) of a best arrangement for ``objective``; None if none exists.

        Under COMPLETE and BEST a colour's value is its sets' points, so the total comes from the values without
        spelling out the sets; under MOST_CARDS the value also counts cards, so the arrangement is built.
        """
        if objective is Objective.MOST_CARDS:
            arrangement = self._arrange(objective, prepared)
            return None if arrangement is None else arrangement.points
        colours = self._colours(objective, prepared)
        allocation = _allocate([found.values for found in colours], prepared.cards.pool.wild)
        if allocation is None:
            return None
        return sum(found.values[wilds] for found, wilds in zip(colours, allocation, strict=True))

    def discards(self, query: HandQuery, max_discards: int | None = None) -> tuple[DiscardOption, ...]:
        """Every way to discard 0..max_discards hand cards and then go Cheng (rule forbidden.cheng.discard).

        Each distinct multiset of discards comes with its verdict; the default limit is the reading's (1, or 2
        in the Fast version). Sorted by Cheng score (highest first), then by the discards.
        """
        limit = self.reading.max_discards if max_discards is None else max_discards
        if limit < 0:
            raise InputError(f"max_discards must be 0 or more, not {limit}")
        self._prepare(query)
        return discard_options(query, limit, self.may_cheng_query, self.analyse)

    # -- fast paths ----------------------------------------------------------------------------------------------

    def is_complete(self, hand: Cards) -> bool:
        """Whether every number card of ``hand`` (no laid sets) can be placed using the wilds it holds."""
        return self.fast.is_complete(hand)

    def may_cheng(self, hand: Cards, table_forbidden: int = 0) -> bool:
        """Complete, and the lone-Forbidden rule allows going Cheng (no laid sets)."""
        return self.fast.may_cheng(hand, table_forbidden)

    def complete_batch(self, counts: npt.ArrayLike) -> npt.NDArray[np.bool_]:
        """``counts`` (N, 27) in ``ALL_KINDS`` order to a bool per row: every number card placeable."""
        return self.fast.complete_batch(counts)

    def may_cheng_batch(self, counts: npt.ArrayLike, table_forbidden: npt.ArrayLike | int = 0) -> npt.NDArray[np.bool_]:
        """Batch :meth:`may_cheng`; ``table_forbidden`` is one number or one per row."""
        return self.fast.may_cheng_batch(counts, table_forbidden)

    def suit_best_points(self, counts: Sequence[int], wilds: int) -> int | None:
        """Best set points plus Yin-Yang bonuses placing every card of one colour; None if impossible.

        ``counts``: the colour's 7 counts (ranks 2 3 4 5 7 8 Y); ``wilds``: at most this many wilds (the deck
        has 3, so more count as 3).
        """
        naturals = tuple(int(count) for count in counts)
        if len(naturals) != KINDS_PER_COLOUR or min(naturals) < 0 or max(naturals) > COPIES_PER_NUMBER_CARD:
            raise InputError(f"a colour is {len(RANKS)} counts of 0..{COPIES_PER_NUMBER_CARD}, not {list(counts)}")
        if wilds < 0:
            raise InputError(f"wilds must be 0 or more, not {wilds}")
        best = self._complete_value(naturals, wilds)
        return None if best == IMPOSSIBLE else best

    def suit_min_wilds(self) -> dict[Naturals, int]:
        """The fewest wilds that place every card of one colour, by the colour's 7 counts (0 to 4 each).

        Read off the table of fewest wilds per colour (the same table as the scalar completeness check); the
        play engine's quick test of a colour (``play.stuck_colours``) compares it with the wilds at hand.
        """
        if self._min_wilds is None:
            self._min_wilds = self.tables.min_wilds_by_counts()
        return self._min_wilds

    def _complete_value(self, naturals: Naturals, wilds: int) -> int:
        """The suit table's best value placing every card of one colour with at most ``wilds`` wilds."""
        if self._complete_by_wilds is None:
            self._complete_by_wilds = self.tables.by_wilds(Objective.COMPLETE).tolist()
        return self._complete_by_wilds[min(wilds, MAX_WILDS)][suit_index(naturals)]

    # -- internals -----------------------------------------------------------------------------------------------

    def _other_objective(self) -> Objective:
        """What a non-Cheng player's arrangement maximises (forbidden.score.arrangement).

        The best score; under arrangement=most-cards, the most number cards placed.
        """
        return Objective.MOST_CARDS if self.reading.arrangement == "most-cards" else Objective.BEST

    def _prepare(self, query: HandQuery) -> _Cards:
        """Check the query and split it into the cards to place and the laid sets kept whole (``laid.split``)."""
        if query.table_forbidden < 0:
            raise InputError(f"table_forbidden must be 0 or more, not {query.table_forbidden}")
        fixed = self.reading.laid_wild_role == "fixed"
        laid = tuple(
            read_laid_set(position, cards, self.wilds_per_set, fixed, self.wilds_per_run)
            for position, cards in enumerate(query.laid)
        )
        every = query.all_cards()
        if not _within_deck(every, query.table_forbidden):
            check_deck_limits(every, extra_forbidden=query.table_forbidden)  # forbidden.deck.composition
        if self.reading.laid_split == "yes":
            return _Cards(every, ())
        return _Cards(query.hand, laid)

    def _prepared(self, query: HandQuery) -> _Prepared:
        """:meth:`_prepare`, with the holding (Forbidden cards and royals) and each colour's cards read once."""
        cards = self._prepare(query)
        return _Prepared(cards, Holding.of(query.hand, query.table_forbidden), cards.colours())

    def _colours(self, objective: Objective, prepared: _Prepared) -> list[_Colour]:
        """Each colour of the query under ``objective``, in deck order.

        A colour without laid sets depends only on its cards, so it is remembered (a colour's cards recur from hand
        to hand), as many as :data:`PLANS_REMEMBERED` for this engine's tables.
        """
        remembered = _FREE_COLOURS.get(self.table_key)
        if remembered is None:
            remembered = _FREE_COLOURS[self.table_key] = BoundedMemo(PLANS_REMEMBERED)
        found: list[_Colour] = []
        for colour, (hand, laid) in zip(COLOURS, prepared.colours, strict=True):
            if laid:
                found.append(_Colour(colour, ColourSolver(self.tables, objective, hand, laid)))
                continue
            key = (objective, colour, hand)
            known = remembered.get(key)
            if known is None:
                known = remembered.keep(key, _Colour(colour, ColourSolver(self.tables, objective, hand, ())))
            found.append(known)
        return found

    def may_cheng_query(self, query: HandQuery) -> bool:
        """Whether ``query`` (laid sets and claimed Forbidden cards included) may go Cheng, without arrangements.

        The discard search's filter, and the play engine's Cheng test.
        """
        if not count_allows_cheng(Holding.of(query.hand, query.table_forbidden), self.reading):
            return False
        cards = self._prepare(query)
        if not cards.laid:
            return self.fast.is_complete(cards.pool)
        solvers = [ColourSolver(self.tables, Objective.COMPLETE, hand, laid) for hand, laid in cards.colours()]
        return _allocate([solver.values() for solver in solvers], cards.pool.wild) is not None

    def _arrange(self, objective: Objective, prepared: _Prepared) -> Arrangement | None:
        """A best arrangement for ``objective``; None if none exists (only for COMPLETE).

        The cards put aside are listed colour by colour, each colour's ranks in order: deck order.
        """
        colours = self._colours(objective, prepared)
        allocation = _allocate([found.values for found in colours], prepared.cards.pool.wild)
        if allocation is None:
            return None
        laid: list[tuple[int, ScoredSet]] = []
        free: list[ScoredSet] = []
        leftover: list[str] = []
        points = 0
        for found, wilds in zip(colours, allocation, strict=True):
            part = found.part(wilds)
            laid += part.laid
            free += part.free
            leftover += part.leftover
            points += part.points
        # laid sets first, in the order they were laid; then colour by colour, lowest values first
        laid.sort(key=lambda item: item[0])
        sets = tuple(scored for _, scored in laid) + tuple(free)
        return Arrangement(sets, points, tuple(leftover))


_DECK_LIMITS = tuple(DECK_COPIES[kind] for kind in ALL_KINDS)
_FORBIDDEN_INDEX = ALL_KINDS.index(FORBIDDEN)


def _within_deck(cards: Cards, table_forbidden: int) -> bool:
    """Rule forbidden.deck.composition at a glance: no kind beyond the deck's copies.

    The Forbidden cards claimed onto the table count with the player's. When this fails, ``check_deck_limits`` says
    which card.
    """
    counts = cards.counts
    forbidden = counts[_FORBIDDEN_INDEX] + table_forbidden
    return all(map(operator.le, counts, _DECK_LIMITS)) and forbidden <= _DECK_LIMITS[_FORBIDDEN_INDEX]


def _allocate(values: Sequence[list[int]], wilds_held: int) -> tuple[int, ...] | None:
    """Share the wilds among the colours for the highest total value (ties: fewer wilds, then red first).

    ``values``: each colour's best value per number of wilds (:meth:`ColourSolver.values`).
    """
    best: tuple[int, ...] | None = None
    best_key = (IMPOSSIBLE, 0)
    for allocation in _shares(min(wilds_held, MAX_WILDS), len(values)):
        parts = [value[wilds] for value, wilds in zip(values, allocation, strict=True)]
        if min(parts) < 0:
            continue
        key = (sum(parts), -sum(allocation))
        if best is None or key > best_key:
            best, best_key = allocation, key
    return best


@cache
def _shares(budget: int, colours: int) -> tuple[tuple[int, ...], ...]:
    """Every way to share at most ``budget`` wilds among ``colours`` colours, in the order ties are broken.

    Red's share varies slowest, as :func:`_allocate` breaks ties by the first found (a wild joins one set of one
    colour, rule forbidden.set.one-wild).
    """
    return tuple(
        allocation for allocation in itertools.product(range(budget + 1), repeat=colours) if sum(allocation) <= budget
    )


class _ColourPart(NamedTuple):
    """One colour's share of an arrangement, in the order the answer lists it."""

    laid: tuple[tuple[int, ScoredSet], ...]
    """The sets extending laid sets, each with the laid set's position in the query."""
    free: tuple[ScoredSet, ...]
    """The other sets, lowest values first (then by where the wilds stand)."""
    points: int
    """Set points and Yin-Yang bonuses of all the colour's sets."""
    leftover: tuple[str, ...]
    """The colour's cards put aside, in rank order."""


class _Colour:
    """One colour of a query under one objective: its best value per wild budget, and its part of an arrangement."""

    def __init__(self, colour: str, solver: ColourSolver) -> None:
        self.colour = colour
        self.solver = solver
        self.values = solver.values()
        """:meth:`ColourSolver.values`."""
        self._parts: dict[int, _ColourPart] = {}

    def part(self, wilds: int) -> _ColourPart:
        """The colour's part of a best arrangement using ``wilds`` hand wilds (:meth:`ColourSolver.plan`)."""
        part = self._parts.get(wilds)
        if part is None:
            part = self._parts[wilds] = _spell_part(self.colour, self.solver, wilds)
        return part


_FREE_COLOURS: dict[TableKey, BoundedMemo[tuple[Objective, str, Naturals], _Colour]] = {}
"""Colours without laid sets, by the tables they are read from, then (objective, colour, cards)."""


def _spell_part(colour: str, solver: ColourSolver, wilds: int) -> _ColourPart:
    """The part of a best arrangement one colour contributes with ``wilds`` hand wilds.

    The plan's sets in the answer's order, their points and the cards put aside.
    """
    shapes, aside = solver.shapes(solver.plan(wilds))
    laid = tuple((laid_set.position, ScoredSet(shape, colour, True)) for shape, laid_set in shapes if laid_set)
    free = sorted((shape for shape, laid_set in shapes if laid_set is None), key=_listing_order)
    rules = solver.tables.key.scoring
    points = sum(shape_points(shape, rules) for shape, _ in shapes)
    return _ColourPart(laid, tuple(ScoredSet(shape, colour) for shape in free), points, _tokens(colour, aside))


def _listing_order(shape: Shape) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """How the answer orders a colour's sets that extend no laid set: by their values, then their wilds' places."""
    return shape.values, shape.wild_slots


def _placed(arrangement: Arrangement) -> tuple[PlacedSet, ...]:
    """The arrangement in the answer's notation."""
    return tuple(_placed_set(scored) for scored in arrangement.sets)


@cache
def _placed_set(scored: ScoredSet) -> PlacedSet:
    """One set in the answer's notation (remembered: a set of a colour is one of a few hundred shapes)."""
    return scored.shape.placed(scored.colour, laid=scored.laid)


@lru_cache(maxsize=PLANS_REMEMBERED)
def _tokens(colour: str, naturals: Naturals) -> tuple[str, ...]:
    """Card tokens of one colour's counts, in rank order.

    Remembered, the same cards are often put aside; at most :data:`PLANS_REMEMBERED` of the 234,375 possible
    counts, so that a long batch holds megabytes, not a hundred.
    """
    return tuple(colour + rank for rank, count in zip(RANKS, naturals, strict=True) for _ in range(count))


DECIDED_BY: dict[str, object] = {
    "forbidden.deck.composition": _within_deck,
    "forbidden.score.arrangement": Engine._other_objective,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""
