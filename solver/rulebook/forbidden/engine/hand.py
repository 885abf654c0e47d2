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
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from rulebook.core.errors import InputError
from rulebook.forbidden.cards import COLOURS, COPIES_PER_NUMBER_CARD, KINDS_PER_COLOUR, RANKS, Cards, check_deck_limits
from rulebook.forbidden.engine.batch import FastChecks
from rulebook.forbidden.engine.colour import ColourSolver, LaidSet, colour_naturals, read_laid_set
from rulebook.forbidden.engine.discards import discard_options
from rulebook.forbidden.engine.score import (
    Holding,
    ScoredSet,
    cheng_extra_lines,
    cheng_lines,
    count_allows_cheng,
    other_extra_lines,
    other_lines,
    refused_by,
    total,
)
from rulebook.forbidden.engine.shapes import MAX_WILDS, RULE_WILDS_PER_SET, Naturals
from rulebook.forbidden.engine.tables import IMPOSSIBLE, Objective, SuitTables, TableKey, suit_index, suit_tables
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.verdict import DiscardOption, PlacedSet, Verdict


@dataclass(frozen=True)
class Arrangement:
    """Sets laid down for one objective, the points they score and the number cards put aside."""

    sets: tuple[ScoredSet, ...]
    points: int
    leftover: tuple[str, ...]


@dataclass(frozen=True)
class _Cards:
    """A query reduced to what arranging needs: number cards and wilds to place, and the laid sets kept whole."""

    pool: Cards
    laid: tuple[LaidSet, ...]

    def laid_of(self, colour: str) -> tuple[LaidSet, ...]:
        """The kept laid sets of one colour."""
        return tuple(laid_set for laid_set in self.laid if laid_set.colour == colour)


class Engine:
    """Answers hand questions under one :class:`Reading`.

    ``wilds_per_set`` exists only so tests can build a deliberately broken engine — a mutant that allows two
    wilds in a set, against Section 5 — and show that the cross-check with the Z3 model catches it. Leave it at 1.
    """

    def __init__(self, reading: Reading = DEFAULT, *, wilds_per_set: int = RULE_WILDS_PER_SET) -> None:
        if wilds_per_set < 1:
            raise ValueError("wilds_per_set must be at least 1")
        self.reading = reading
        self.wilds_per_set = wilds_per_set
        self.table_key = TableKey(
            exhausted_refused=reading.wild_exhausted_card == "refused",
            wild_yin_yang_bonus=reading.wild_yin_yang_bonus == "yes",
            wild_counts_for_size=reading.wild_counts_for_size == "yes",
            wilds_per_set=wilds_per_set,
        )
        self._fast: FastChecks | None = None
        self._complete_by_wilds: list[list[int]] | None = None
        self._min_wilds: dict[Naturals, int] | None = None

    @property
    def tables(self) -> SuitTables:
        """The per-colour tables of this engine (built on first use, shared by engines with the same table key)."""
        return suit_tables(self.table_key)

    @property
    def fast(self) -> FastChecks:
        """Scalar and batch checks for hands without laid sets."""
        if self._fast is None:
            self._fast = FastChecks(self.tables, self.reading)
        return self._fast

    # -- the full answer ------------------------------------------------------------------------------------------

    def analyse(self, query: HandQuery) -> Verdict:
        """Every field of :class:`Verdict` for ``query`` (see docs/forbidden-contract.md)."""
        cards = self._prepare(query)
        holding = Holding.of(query.hand, query.table_forbidden)
        rules = self.table_key.scoring
        complete = self._arrange(Objective.COMPLETE, cards)
        other = self._arrange(self._other_objective(), cards)
        if other is None:
            raise AssertionError("an arrangement putting cards aside always exists")
        count_ok = count_allows_cheng(holding, self.reading)
        may_cheng = complete is not None and count_ok
        cheng = cheng_lines(complete.sets, holding, self.reading, rules) if may_cheng and complete else []
        others = other_lines(other.sets, holding, self.reading, rules)
        return Verdict(
            complete=complete is not None,
            may_cheng=may_cheng,
            set_points=None if complete is None else complete.points,
            cheng_score=total(cheng) if may_cheng else None,
            other_score=total(others),
            cheng_arrangement=() if complete is None else _placed(complete),
            other_arrangement=_placed(other),
            leftover=() if complete is not None else other.leftover,
            refused_by=refused_by(complete is not None, count_ok),
            cheng_lines=tuple(cheng),
            other_lines=tuple(others),
        )

    def cheng_score(self, query: HandQuery) -> int | None:
        """:attr:`Verdict.cheng_score` alone: the Cheng score, or ``None`` when the hand may not go Cheng."""
        cards = self._prepare(query)
        holding = Holding.of(query.hand, query.table_forbidden)
        if not count_allows_cheng(holding, self.reading):
            return None
        points = self._set_points(Objective.COMPLETE, cards)
        if points is None:
            return None
        return total(cheng_extra_lines(holding, self.reading), start=points)

    def other_score(self, query: HandQuery) -> int:
        """:attr:`Verdict.other_score` alone: what the hand scores for a player who did not go Cheng."""
        points = self._set_points(self._other_objective(), self._prepare(query))
        if points is None:
            raise AssertionError("an arrangement putting cards aside always exists")
        holding = Holding.of(query.hand, query.table_forbidden)
        return total(other_extra_lines(holding, self.reading), start=points)

    def _set_points(self, objective: Objective, cards: _Cards) -> int | None:
        """The set points (Yin-Yang bonuses included) of a best arrangement for ``objective``; None if none exists.

        Under COMPLETE and BEST a colour's value is its sets' points, so the total comes from the values without
        spelling out the sets; under MOST_CARDS the value also counts cards, so the arrangement is built.
        """
        if objective is Objective.MOST_CARDS:
            arrangement = self._arrange(objective, cards)
            return None if arrangement is None else arrangement.points
        solvers = self._solvers(objective, cards)
        allocation = _allocate(solvers, cards.pool.wild)
        if allocation is None:
            return None
        return sum(solver.values()[wilds] for solver, wilds in zip(solvers, allocation, strict=True))

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

    def suit_placeable(self, naturals: Naturals, wilds: int) -> bool:
        """:meth:`suit_best_points` is not None, for counts the caller already knows to be valid (no checks).

        Read off the table of fewest wilds per colour (the same table as the scalar completeness check).
        """
        if self._min_wilds is None:
            self._min_wilds = self.tables.min_wilds_by_counts()
        return self._min_wilds[naturals] <= wilds

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
            read_laid_set(position, cards, self.wilds_per_set, fixed) for position, cards in enumerate(query.laid)
        )
        check_deck_limits(query.all_cards(), extra_forbidden=query.table_forbidden)  # forbidden.deck.composition
        if self.reading.laid_split == "yes":
            return _Cards(query.all_cards(), ())
        return _Cards(query.hand, laid)

    def _solvers(self, objective: Objective, cards: _Cards) -> list[ColourSolver]:
        """One solver per colour."""
        return [
            ColourSolver(self.tables, objective, colour_naturals(cards.pool, colour), cards.laid_of(colour))
            for colour in COLOURS
        ]

    def may_cheng_query(self, query: HandQuery) -> bool:
        """Whether ``query`` (laid sets and claimed Forbidden cards included) may go Cheng, without arrangements.

        The discard search's filter, and the play engine's Cheng test.
        """
        if not count_allows_cheng(Holding.of(query.hand, query.table_forbidden), self.reading):
            return False
        cards = self._prepare(query)
        if not cards.laid:
            return self.fast.is_complete(cards.pool)
        return _allocate(self._solvers(Objective.COMPLETE, cards), cards.pool.wild) is not None

    def _arrange(self, objective: Objective, cards: _Cards) -> Arrangement | None:
        """A best arrangement for ``objective``; None if none exists (only for COMPLETE)."""
        solvers = self._solvers(objective, cards)
        allocation = _allocate(solvers, cards.pool.wild)
        if allocation is None:
            return None
        found: list[tuple[tuple[int, int, tuple[int, ...], tuple[int, ...]], ScoredSet]] = []
        leftover: list[str] = []
        for colour, solver, wilds in zip(COLOURS, solvers, allocation, strict=True):
            shapes, aside = solver.shapes(solver.plan(wilds))
            for shape, laid_set in shapes:
                # laid sets first, in the order they were laid; then colour by colour, lowest values first
                if laid_set is None:
                    order = (1, COLOURS.index(colour), shape.values, shape.wild_slots)
                else:
                    order = (0, laid_set.position, (), ())
                found.append((order, ScoredSet(shape, colour, laid_set is not None)))
            leftover += _tokens(colour, aside)
        found.sort(key=lambda item: item[0])
        sets = tuple(scored for _, scored in found)
        points = sum(scored.shape.points(self.table_key.scoring) for scored in sets)
        return Arrangement(sets, points, _deck_order(leftover))


def _allocate(solvers: Sequence[ColourSolver], wilds_held: int) -> tuple[int, ...] | None:
    """Share the wilds among the colours for the highest total value (ties: fewer wilds, then red first)."""
    budget = min(wilds_held, MAX_WILDS)
    values = [solver.values() for solver in solvers]
    best: tuple[int, ...] | None = None
    best_key = (IMPOSSIBLE, 0)
    for allocation in itertools.product(range(budget + 1), repeat=len(solvers)):
        if sum(allocation) > budget:
            continue
        parts = [value[wilds] for value, wilds in zip(values, allocation, strict=True)]
        if min(parts) < 0:
            continue
        key = (sum(parts), -sum(allocation))
        if best is None or key > best_key:
            best, best_key = allocation, key
    return best


def _placed(arrangement: Arrangement) -> tuple[PlacedSet, ...]:
    """The arrangement in the answer's notation."""
    return tuple(scored.shape.placed(scored.colour, laid=scored.laid) for scored in arrangement.sets)


def _tokens(colour: str, naturals: Naturals) -> list[str]:
    """Card tokens of one colour's counts."""
    return [colour + rank for rank, count in zip(RANKS, naturals, strict=True) for _ in range(count)]


def _deck_order(tokens: Sequence[str]) -> tuple[str, ...]:
    """Tokens sorted in deck order."""
    return Cards.from_counter({token: tokens.count(token) for token in set(tokens)}).tokens()
