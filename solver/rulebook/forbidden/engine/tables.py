"""Per-colour tables: for every count vector of one colour, the best points of its sets (rulebook Sections 5, 7).

A colour has 7 card kinds (ranks 2 3 4 5 7 8 Y) with 0..4 copies each, so 5^7 = 78,125 count vectors. For each
vector ``v`` and each multiset ``U`` of what the wilds stand for, :attr:`SuitTables.exact` holds the best set
points plus Yin-Yang bonuses of an arrangement that places *every* card of ``v`` using exactly the wilds ``U``
(each wild in a set, rule forbidden.set.one-wild); ``IMPOSSIBLE`` when no arrangement exists.

How it is built (numpy, one table set in well under a second for the rule's one wild per set):

* wild-free arrangements first: ``exact[{}][v] = max over wild-free shapes s <= v of exact[{}][v - s] + points(s)``,
  relaxed over the whole 7-dimensional array until nothing changes (a colour holds at most 9 sets);
* then sets holding wilds, one at a time: the set holding the "largest" wild of ``U`` is peeled off,
  ``exact[U][v] = max over shapes s with wilds w(s) <= U, max w(s) = max U of exact[U - w(s)][v - s] + points(s)``.

What a wild stands for matters only under reading ``wild.exhausted-card=refused``: the player's own natural copies
of a kind plus the wilds standing for it must not exceed 4. Under ``allowed`` a wild multiset is just a number of
wilds (one *class*); under ``refused`` the classes are the 7 kinds, and a multiset ``U`` is usable for a hand whose
natural counts ``t`` satisfy ``t + U <= 4`` kind by kind (:meth:`SuitTables.allows`).

For the score of a player who did not go Cheng, cards may be put aside: ``prefix(objective)[U][v]`` is the best
value over the placed part ``v' <= v`` (a prefix maximum along every axis). Objective ``MOST_CARDS`` (reading
``arrangement=most-cards``) ranks arrangements by natural cards placed, then points:
``value = cards * MOST_CARDS_SCALE + points``. A question reads a few count vectors of these tables, so the engine
asks for columns (:meth:`SuitTables.prefix_column`, :meth:`SuitTables.by_wilds_column`), each worked out alone as the
maximum over a box of the exact table, and builds the whole tables only when a long run has asked for many.

An arrangement is spelled out by lookup, not by search: :attr:`SuitTables.steps` holds, for every ``[U][v]``, which
set a walk back through the exact table peels off (disk-cached with the exact table), and
:meth:`SuitTables.placed_parts` the placed part of every ``v`` for a prefix objective (built per wild multiset on
first use). All three are kept in the user's disk cache (:func:`_cached_table`), keyed by what they are built from.
"""

from __future__ import annotations

import enum
import itertools
import operator
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import NamedTuple, TypeVar

import numpy as np
import numpy.typing as npt

from rulebook.forbidden.cards import COPIES_PER_NUMBER_CARD, KINDS_PER_COLOUR
from rulebook.forbidden.engine.shapes import (
    MAX_WILDS,
    RULE_WILDS_PER_SET,
    Naturals,
    ScoringRules,
    Shape,
    all_shapes,
)

COPY_LEVELS = COPIES_PER_NUMBER_CARD + 1
"""A kind is held 0..4 times."""
SUIT_SHAPE: tuple[int, ...] = (COPY_LEVELS,) * KINDS_PER_COLOUR
SUIT_STATES = COPY_LEVELS**KINDS_PER_COLOUR
"""78,125 count vectors per colour."""
POWERS: tuple[int, ...] = tuple(COPY_LEVELS ** (KINDS_PER_COLOUR - 1 - kind) for kind in range(KINDS_PER_COLOUR))
"""Flat index of a count vector = sum(count[kind] * POWERS[kind]) (C order of the 7-dimensional array)."""
IMPOSSIBLE = -10_000
"""Marks "no arrangement"; every real value is >= 0, and the build clamps anything below 0 back to this."""
MOST_CARDS_SCALE = 1024
"""Objective MOST_CARDS: value = natural cards placed * scale + points; a whole hand scores far below 1024, and
a colour's 28 cards * 1024 + its points still fit the tables' int16."""
WILDS_IMPOSSIBLE = MAX_WILDS + 1
"""``min_wilds`` of a colour that no number of wilds completes (three colours sum to at most 12, fits int8)."""

TableArray = npt.NDArray[np.int16]
StepArray = npt.NDArray[np.int16]
PartArray = npt.NDArray[np.int32]
WALK_DOUBLINGS = (COPIES_PER_NUMBER_CARD * KINDS_PER_COLOUR).bit_length()
"""Pointer doublings that follow any walk to its end: a walk takes one card a step, at most 28 (< 2**5)."""
NO_STEP = -1
"""A :attr:`SuitTables.steps` entry where no arrangement exists."""


class Objective(enum.Enum):
    """What an arrangement maximises."""

    COMPLETE = "complete"
    """Every card placed (going Cheng, rule forbidden.hand.all-numbers-in-sets); best points."""
    BEST = "best"
    """Cards may be put aside; best points (reading ``arrangement=best``)."""
    MOST_CARDS = "most-cards"
    """Cards may be put aside; most natural cards placed, then best points (``arrangement=most-cards``)."""

    # Members are singletons that compare by identity, so hashing by identity agrees with equality; the objective is
    # part of the keys of the engine's remembered plans and tables, and Enum's own hash (of the name) is slower.
    __hash__ = object.__hash__


@dataclass(frozen=True)
class TableKey:
    """The reading keys (and the test-only wilds-per-set) a table set depends on."""

    exhausted_refused: bool = False
    wild_yin_yang_bonus: bool = False
    wild_counts_for_size: bool = True
    wilds_per_set: int = RULE_WILDS_PER_SET
    wilds_per_run: int = 0
    """A run's own limit of wilds when not 0 (the sets a hand could make but for rule ``forbidden.set.one-wild``)."""

    def __hash__(self) -> int:
        return self.field_hash

    @cached_property
    def field_hash(self) -> int:
        """The hash of the fields, worked out once: the key is part of the keys of the engine's remembered plans."""
        return hash(
            (
                self.exhausted_refused,
                self.wild_yin_yang_bonus,
                self.wild_counts_for_size,
                self.wilds_per_set,
                self.wilds_per_run,
            )
        )

    @cached_property
    def scoring(self) -> ScoringRules:
        """The scoring reading keys as :class:`ScoringRules`."""
        return ScoringRules(self.wild_counts_for_size, self.wild_yin_yang_bonus)


def suit_index(naturals: Naturals) -> int:
    """Flat table index of one colour's count vector (base-5 digits, the first count most significant)."""
    index = 0
    for count in naturals:
        index = index * COPY_LEVELS + count
    return index


def counts_at(index: int) -> Naturals:
    """The count vector at a flat table index (inverse of :func:`suit_index`)."""
    return tuple(index // power % COPY_LEVELS for power in POWERS)


def _shift(naturals: Naturals) -> tuple[tuple[slice, ...], tuple[slice, ...]]:
    """Slices ``(target, source)`` so that ``array[target]`` lines up with ``array[source]`` = count minus naturals."""
    target = tuple(slice(n, None) for n in naturals)
    source = tuple(slice(0, COPY_LEVELS - n) for n in naturals)
    return target, source


@dataclass(frozen=True)
class Move:
    """One shape as a table step: natural cards taken, wild classes used, points earned."""

    shape: Shape
    naturals: Naturals
    wild_classes: tuple[int, ...]
    points: int


@dataclass(frozen=True)
class Transition:
    """Peel ``move`` off the wild multiset at ``target``, leaving the wild multiset at ``source``."""

    move: Move
    source: int


class WildMultisets:
    """Every multiset of at most three wild classes, smallest first, with what each means kind by kind."""

    def __init__(self, classes: int, exhausted_refused: bool) -> None:
        self.items: tuple[tuple[int, ...], ...] = tuple(
            combo
            for size in range(MAX_WILDS + 1)
            for combo in itertools.combinations_with_replacement(range(classes), size)
        )
        self.index = {item: position for position, item in enumerate(self.items)}
        self.kind_counts: tuple[Naturals, ...] = tuple(
            tuple(item.count(kind) if exhausted_refused else 0 for kind in range(KINDS_PER_COLOUR))
            for item in self.items
        )

    def __len__(self) -> int:
        return len(self.items)

    def size(self, position: int) -> int:
        """How many wilds the multiset at ``position`` holds."""
        return len(self.items[position])

    def without(self, position: int, removed: tuple[int, ...]) -> int | None:
        """Position of the multiset minus ``removed``, or None if ``removed`` is not contained in it."""
        remaining = list(self.items[position])  # sorted, and taking elements out keeps it sorted
        for kind in removed:
            if kind not in remaining:
                return None
            remaining.remove(kind)
        return self.index[tuple(remaining)]

    def region(self, position: int) -> tuple[slice, ...]:
        """Count vectors ``v`` with ``v + kinds <= 4``: where this multiset respects wild.exhausted-card."""
        return tuple(slice(0, COPY_LEVELS - n) for n in self.kind_counts[position])


class MinWildsByCounts(dict[Naturals, int]):
    """A colour table of fewest wilds (:attr:`SuitTables.min_wilds`) keyed by count vectors, filled as it is read.

    ``table[counts]`` answers as a dict of every vector of 7 counts of 0 to 4 would, ``KeyError`` for any other
    key; a vector is worked out (:func:`suit_index`) the first time it is asked for and remembered, so building it
    costs nothing up front.
    """

    def __init__(self, min_wilds: npt.NDArray[np.int8]) -> None:
        super().__init__()
        self._min_wilds = min_wilds

    def __missing__(self, counts: Naturals) -> int:
        if not isinstance(counts, tuple) or len(counts) != KINDS_PER_COLOUR or not all(n in _LEVELS for n in counts):
            raise KeyError(counts)
        wilds = int(self._min_wilds[suit_index(tuple(map(int, counts)))])
        self[counts] = wilds
        return wilds


_LEVELS = range(COPY_LEVELS)
"""The counts a number card may have in one colour's count vector."""


class SuitTables:
    """All per-colour tables for one :class:`TableKey`; build with :func:`suit_tables` (cached)."""

    def __init__(self, key: TableKey) -> None:
        self.key = key
        classes = KINDS_PER_COLOUR if key.exhausted_refused else 1
        self.wild_sets = WildMultisets(classes, key.exhausted_refused)
        self.natural_moves, wild_moves = _moves(key)
        self.transitions = tuple(self._transitions(position, wild_moves) for position in range(len(self.wild_sets)))
        self.cache_id = table_cache_id(self.natural_moves, self.transitions)
        exact = _cached_exact(self.natural_moves, self.transitions, self.cache_id)
        self.exact: TableArray = exact.reshape(len(self.wild_sets), SUIT_STATES)
        self._prefix: dict[Objective, TableArray] = {Objective.COMPLETE: self.exact}
        self._by_wilds: dict[Objective, TableArray] = {}
        self._columns: dict[tuple[Objective, int], list[int]] = {}
        """:meth:`prefix_column` worked out one count vector at a time, until :data:`COLUMNS_BEFORE_TABLES`."""
        self._min_wilds_by_counts: dict[Naturals, int] | None = None
        self._steps: StepArray | None = None
        self._placed_parts: dict[tuple[Objective, int], PartArray] = {}
        self.sizes = tuple(self.wild_sets.size(position) for position in range(len(self.wild_sets)))
        """How many wilds each wild multiset holds, by position."""
        self._limits: tuple[Naturals | None, ...] = tuple(
            tuple(COPIES_PER_NUMBER_CARD - count for count in kinds) if any(kinds) else None
            for kinds in self.wild_sets.kind_counts
        )
        """Per wild multiset, the most natural copies of each kind a player may hold to use it; ``None`` where the
        wilds stand for no kind (every multiset under ``allowed``, the empty one under ``refused``)."""
        self._step_moves = tuple(
            tuple((t.move.shape, suit_index(t.move.naturals), t.source) for t in row) for row in self.transitions
        )

    @cached_property
    def min_wilds(self) -> npt.NDArray[np.int8]:
        """Fewest wilds that place every card of the colour (``WILDS_IMPOSSIBLE`` if none do), for every count vector.

        Worked out on first use (the batch and play checks' table): one question reads :meth:`by_wilds_column`.
        """
        complete = self.by_wilds(Objective.COMPLETE)
        min_wilds = np.full(SUIT_STATES, WILDS_IMPOSSIBLE, dtype=np.int8)
        for wilds in reversed(range(MAX_WILDS + 1)):
            min_wilds[complete[wilds] >= 0] = wilds
        return min_wilds

    def min_wilds_by_counts(self) -> dict[Naturals, int]:
        """:attr:`min_wilds` keyed by a colour's 7-count tuple: the scalar path's lookup (beats index arithmetic).

        Filled as it is read (:class:`MinWildsByCounts`): play meets a few thousand of the 78,125 count vectors.
        """
        if self._min_wilds_by_counts is None:
            self._min_wilds_by_counts = MinWildsByCounts(self.min_wilds)
        return self._min_wilds_by_counts

    def _transitions(self, position: int, wild_moves: Sequence[Move]) -> tuple[Transition, ...]:
        """Moves that peel the set holding the largest wild class of the multiset at ``position``."""
        if not self.wild_sets.size(position):
            return tuple(Transition(move, position) for move in self.natural_moves)
        largest = self.wild_sets.items[position][-1]
        found = []
        for move in wild_moves:
            if move.wild_classes[-1] != largest:
                continue
            source = self.wild_sets.without(position, move.wild_classes)
            if source is not None:
                found.append(Transition(move, source))
        return tuple(found)

    def allows(self, position: int, naturals: Naturals) -> bool:
        """Whether a player holding ``naturals`` of this colour may use the wild multiset at ``position``.

        Reading wild.exhausted-card=refused: the natural copies of a kind plus the wilds standing for it are at most
        four, kind by kind. Where the wilds stand for no kind (under ``allowed``) that is the deck's four copies, which
        no count the engine asks about exceeds (it validates hands, and pools laid sets only within the deck), so the
        answer is yes without comparing.
        """
        limits = self._limits[position]
        return limits is None or all(map(operator.le, naturals, limits))

    def prefix(self, objective: Objective) -> TableArray:
        """``[U][v]``: the best value with the wilds ``U``; cards may be put aside unless COMPLETE (then exact)."""
        if objective not in self._prefix:
            values = self.exact.reshape(len(self.wild_sets), *SUIT_SHAPE)
            if objective is Objective.MOST_CARDS:
                cards = np.indices(SUIT_SHAPE).sum(axis=0)
                values = np.where(values >= 0, cards * MOST_CARDS_SCALE + values, IMPOSSIBLE).astype(np.int16)
            else:
                values = values.copy()
            for axis in range(1, KINDS_PER_COLOUR + 1):
                _running_maximum(values, axis)
            self._prefix[objective] = values.reshape(len(self.wild_sets), SUIT_STATES)
        return self._prefix[objective]

    def by_wilds(self, objective: Objective) -> TableArray:
        """``[w][v]``: best value for a colour held alone (no laid sets) using at most ``w`` wilds."""
        if objective not in self._by_wilds:
            per_set = self.prefix(objective).reshape(len(self.wild_sets), *SUIT_SHAPE)
            best = np.full((MAX_WILDS + 1, *SUIT_SHAPE), IMPOSSIBLE, dtype=np.int16)
            for position in range(len(self.wild_sets)):
                region = self.wild_sets.region(position)
                for wilds in range(self.wild_sets.size(position), MAX_WILDS + 1):
                    np.maximum(best[wilds][region], per_set[position][region], out=best[wilds][region])
            self._by_wilds[objective] = best.reshape(MAX_WILDS + 1, SUIT_STATES)
        return self._by_wilds[objective]

    def prefix_column(self, objective: Objective, index: int) -> list[int]:
        """``prefix(objective)[:, index]`` as a list: the value of the count vector at ``index`` per wild multiset.

        Read off the whole prefix table once it is built; before that worked out for this vector alone, as the
        maximum over the box of count vectors ``v' <= v`` (what the running maxima of :meth:`prefix` make of every
        entry at once): one question reads a few vectors, and the whole table costs a fresh process milliseconds.
        After :data:`COLUMNS_BEFORE_TABLES` vectors the whole table is built, and every later column read off it.
        """
        key = (objective, index)
        column = self._columns.get(key)
        if column is not None:
            return column
        if objective in self._prefix or len(self._columns) >= COLUMNS_BEFORE_TABLES:
            whole: list[int] = self.prefix(objective)[:, index].tolist()
            return whole
        column = self._columns[key] = _box_maximum(self.exact, objective, counts_at(index))
        return column

    def by_wilds_column(self, objective: Objective, index: int) -> list[int]:
        """``by_wilds(objective)[:, index]`` as a list, from :meth:`prefix_column` when the whole table is not built.

        The best value of the count vector at ``index`` over the wild multisets of at most ``w`` wilds that its
        cards may use (:meth:`allows`, the region :meth:`by_wilds` takes each multiset's maximum over).
        """
        if objective in self._by_wilds:
            column: list[int] = self._by_wilds[objective][:, index].tolist()
            return column
        rests = self.prefix_column(objective, index)
        naturals = counts_at(index)
        best = [IMPOSSIBLE] * (MAX_WILDS + 1)
        for position, rest in enumerate(rests):
            if not self.allows(position, naturals):
                continue
            for wilds in range(self.sizes[position], MAX_WILDS + 1):
                best[wilds] = max(best[wilds], rest)
        return best

    @property
    def steps(self) -> StepArray:
        """``[U][v]``: which transition of ``U`` peels a set of a best arrangement at ``v`` (``NO_STEP`` if none).

        Built from the exact table on first use (:func:`_build_steps`), read from the disk cache when it can be.
        """
        if self._steps is None:
            self._steps = _cached_steps(self.transitions, self.exact, self.cache_id)
        return self._steps

    def decompose(self, index: int, position: int) -> list[Shape]:
        """Shapes of a best arrangement placing every card at ``index`` with exactly the wilds at ``position``.

        Each set is read off :attr:`steps`: the first transition, in the order of :attr:`transitions`, that leads
        from a best arrangement of what remains to a best arrangement of the whole (rule forbidden.hand.all-numbers-
        in-sets: every card is placed, so the walk ends at no cards and no wilds).
        """
        shapes: list[Shape] = []
        steps = self.steps
        while index or self.sizes[position]:
            number = int(steps[position, index])
            if number < 0:
                raise ValueError("no arrangement to decompose")
            shape, taken, position = self._step_moves[position][number]
            shapes.append(shape)
            index -= taken
        return shapes

    def placed_part(self, objective: Objective, index: int, position: int) -> int:
        """For a prefix objective, the index of a placed part ``v' <= v`` achieving ``prefix[position][index]``.

        Read off :meth:`placed_parts` (under COMPLETE every card is placed: the part is the whole).
        """
        if objective is Objective.COMPLETE:
            return index
        return int(self.placed_parts(objective, position)[index])

    def placed_parts(self, objective: Objective, position: int) -> PartArray:
        """``[v]``: :meth:`placed_part` of every count vector, on first use per objective and wild multiset.

        Read from the disk cache when it can be (a file per objective and wild multiset, written when first built:
        a table is 78,125 int32 indices, 0.3 MB, and reading it takes a tenth of building it).
        """
        key = (objective, position)
        parts = self._placed_parts.get(key)
        if parts is None:
            parts = self._placed_parts[key] = _cached_table(
                f"placed-{objective.value}-{position}",
                self.cache_id,
                (SUIT_STATES,),
                np.int32,
                lambda: _build_placed_parts(objective, self.prefix(objective)[position], self.exact[position]),
            )
        return parts


def _build_placed_parts(objective: Objective, prefix: TableArray, exact: TableArray) -> PartArray:
    """For every count vector ``v``, the end of a walk down from ``v`` that keeps the prefix value of ``v``.

    Cards may be put aside (rule forbidden.score.arrangement): the prefix value of ``v`` is the best value of a
    placed part ``v' <= v``. The walk stops where the exact arrangement of the cards themselves has that value;
    else it takes away one card, of the first kind in rank order whose removal keeps the prefix value (there is
    one: a prefix value is the cards' own value or the prefix value one card below). Every step is kept as a
    pointer, and pointer doubling follows every walk to its end at once (a walk takes at most a colour's cards).
    """
    stop = KINDS_PER_COLOUR
    own = exact.astype(np.int32)
    if objective is Objective.MOST_CARDS:
        cards = np.indices(SUIT_SHAPE).sum(axis=0).reshape(SUIT_STATES)
        own = np.where(own >= 0, cards * MOST_CARDS_SCALE + own, IMPOSSIBLE)
    reached = (exact >= 0) & (own == prefix)
    levels = prefix.reshape(SUIT_SHAPE)
    kinds = np.full(SUIT_SHAPE, stop, dtype=np.int8)
    for kind in reversed(range(KINDS_PER_COLOUR)):
        upper = tuple(slice(1, None) if axis == kind else slice(None) for axis in range(KINDS_PER_COLOUR))
        lower = tuple(slice(None, -1) if axis == kind else slice(None) for axis in range(KINDS_PER_COLOUR))
        kinds[upper][levels[lower] == levels[upper]] = kind
    kinds = kinds.reshape(SUIT_STATES)
    kinds[reached] = stop
    steps = np.array([-power for power in POWERS] + [0], dtype=np.int32)
    parts: PartArray = np.arange(SUIT_STATES, dtype=np.int32) + steps[kinds]
    for _ in range(WALK_DOUBLINGS):
        parts = parts[parts]
    return parts


COLUMNS_BEFORE_TABLES = 256
"""How many prefix columns a table set works out one by one (:meth:`SuitTables.prefix_column`) before it builds
the whole prefix tables: a long run (a batch, a simulated round) reads them faster off the tables."""


def _box_maximum(exact: TableArray, objective: Objective, naturals: Naturals) -> list[int]:
    """For each wild multiset, the best value of ``objective`` over the placed parts ``v' <= naturals``.

    The same entry as :meth:`SuitTables.prefix` makes (under MOST_CARDS a placed part's value also counts its
    natural cards, :data:`MOST_CARDS_SCALE` each), for one count vector: the maximum over a box of the exact table.
    """
    layers = len(exact)
    if objective is Objective.COMPLETE:
        return exact[:, suit_index(naturals)].tolist()  # type: ignore[no-any-return]
    box = exact.reshape(layers, *SUIT_SHAPE)[(slice(None), *(slice(0, count + 1) for count in naturals))]
    values = box.reshape(layers, -1).astype(np.int32)
    if objective is Objective.MOST_CARDS:
        cards = np.zeros(box.shape[1:], dtype=np.int32)
        for kind, count in enumerate(naturals):
            axis_shape = [1] * KINDS_PER_COLOUR
            axis_shape[kind] = count + 1
            cards = cards + np.arange(count + 1, dtype=np.int32).reshape(axis_shape)
        values = np.where(values >= 0, cards.reshape(1, -1) * MOST_CARDS_SCALE + values, IMPOSSIBLE)
    return values.max(axis=1).tolist()  # type: ignore[no-any-return]


def _running_maximum(values: TableArray, axis: int) -> None:
    """Replace every entry by the maximum of it and the entries before it along ``axis`` (in place).

    The same as ``np.maximum.accumulate`` along the axis, a copy level at a time (several times faster on these
    short axes).
    """
    levels = np.moveaxis(values, axis, 0)
    for level in range(1, len(levels)):
        np.maximum(levels[level], levels[level - 1], out=levels[level])


def _moves(key: TableKey) -> tuple[tuple[Move, ...], tuple[Move, ...]]:
    """Natural (wild-free) moves and wild moves; moves identical for the tables keep their best-scoring shape."""
    best: dict[tuple[Naturals, tuple[int, ...]], Move] = {}
    for shape in all_shapes(key.wilds_per_set, key.wilds_per_run):
        classes = shape.wild_kinds if key.exhausted_refused else (0,) * shape.wilds
        move = Move(shape, shape.naturals, classes, shape.points(key.scoring))
        known = best.get((move.naturals, classes))
        if known is None or known.points < move.points:
            best[(move.naturals, classes)] = move
    natural = tuple(move for move in best.values() if not move.wild_classes)
    wild = tuple(move for move in best.values() if move.wild_classes)
    return natural, wild


def _build_exact(natural_moves: Sequence[Move], transitions: Sequence[Sequence[Transition]]) -> TableArray:
    """The exact table ``[U][v]`` as a (multisets, 5, 5, 5, 5, 5, 5, 5) array (see the module docstring)."""
    exact = np.full((len(transitions), *SUIT_SHAPE), IMPOSSIBLE, dtype=np.int16)
    natural = exact[0]
    natural[(0,) * KINDS_PER_COLOUR] = 0
    while True:
        before = natural.copy()
        for move in natural_moves:
            target, source = _shift(move.naturals)
            np.maximum(natural[target], natural[source] + move.points, out=natural[target])
        natural[natural < 0] = IMPOSSIBLE
        if np.array_equal(before, natural):
            break
    for position in range(1, len(transitions)):
        layer = exact[position]
        for transition in transitions[position]:
            target, source = _shift(transition.move.naturals)
            np.maximum(layer[target], exact[transition.source][source] + transition.move.points, out=layer[target])
        layer[layer < 0] = IMPOSSIBLE
    return exact


class TableCacheId(NamedTuple):
    """How the disk cache knows the tables built from one set of moves and transitions (:func:`table_cache_id`)."""

    key: str
    """This module's source, the version and the inputs, hashed: a change to any of them reads as a miss."""
    digest: str
    """A short digest of the inputs alone, in the files' names, so that each table key keeps its own files."""


def table_cache_id(natural_moves: Sequence[Move], transitions: Sequence[Sequence[Transition]]) -> TableCacheId:
    """The cache id of every table built from ``natural_moves`` and ``transitions``.

    The tables read of a move only the natural cards it takes, the wild classes it uses and its points, and of a
    transition its move and the multiset it leaves, in order (:func:`_build_exact`, :func:`_build_steps`), so those
    values, written out once per table set, are the inputs the key is made from: a changed reading, shape or score
    rule is a different key. (Plain tuples of numbers: their text is the same in every process and takes a tenth of
    the time of the moves' own ``repr``.)
    """
    from rulebook import __version__
    from rulebook.core import disk_cache

    def values(move: Move) -> tuple[Naturals, tuple[int, ...], int]:
        return move.naturals, move.wild_classes, move.points

    inputs = repr(
        (
            tuple(map(values, natural_moves)),
            tuple(tuple((*values(step.move), step.source) for step in row) for row in transitions),
        )
    )
    digest = disk_cache.content_key(inputs.encode())
    return TableCacheId(disk_cache.source_key(__file__, __version__, digest), digest[:8])


def _cached_exact(
    natural_moves: Sequence[Move], transitions: Sequence[Sequence[Transition]], cache_id: TableCacheId
) -> TableArray:
    """:func:`_build_exact`, read from the user's disk cache when it was built from the same moves by this source.

    An unusable cache is just a rebuild (:mod:`rulebook.core.disk_cache`).
    """
    shape = (len(transitions), *SUIT_SHAPE)
    return _cached_table("exact", cache_id, shape, np.int16, lambda: _build_exact(natural_moves, transitions))


Table = TypeVar("Table", TableArray, PartArray)


def _cached_table(
    kind: str, cache_id: TableCacheId, shape: tuple[int, ...], dtype: type[np.generic], build: Callable[[], Table]
) -> Table:
    """A table of ``shape`` and ``dtype`` from the disk cache, or ``build()`` and stored.

    Every table kept (the exact table, its steps, the placed parts) follows from the moves and transitions alone, so
    all are keyed by ``cache_id``, each in a file named after its ``kind``.
    """
    from rulebook.core import disk_cache

    size = int(np.prod(shape)) * np.dtype(dtype).itemsize
    name = f"forbidden-{kind}-{cache_id.digest}"
    payload = disk_cache.load(name, cache_id.key, size)
    if payload is not None:
        table: Table = np.frombuffer(payload, dtype=dtype).reshape(shape).copy()
        return table
    table = build()
    disk_cache.store(name, cache_id.key, table.tobytes())
    return table


def _build_steps(exact: TableArray, transitions: Sequence[Sequence[Transition]]) -> StepArray:
    """Which set a walk back through the exact table peels off, for every ``[U][v]`` (``NO_STEP`` if none).

    For every wild multiset ``U`` and count vector ``v`` with an arrangement: the first transition of ``U`` (in the
    order of ``transitions[U]``) whose move fits within ``v`` and scores ``exact[U][v]`` together with the best
    arrangement of what it leaves.

    The transitions are visited last to first, so the first one in order that qualifies is the one written last.
    """
    layers = exact.reshape(len(transitions), *SUIT_SHAPE)
    steps = np.full(layers.shape, NO_STEP, dtype=np.int16)
    for position, row in enumerate(transitions):
        layer, chosen = layers[position], steps[position]
        for number in reversed(range(len(row))):
            transition = row[number]
            target, source = _shift(transition.move.naturals)
            best = layer[target]
            peeled = layers[transition.source][source] + transition.move.points == best
            chosen[target][peeled & (best >= 0)] = number
    return steps.reshape(len(transitions), SUIT_STATES)


def _cached_steps(transitions: Sequence[Sequence[Transition]], exact: TableArray, cache_id: TableCacheId) -> StepArray:
    """:func:`_build_steps`, read from the disk cache when built from the same moves by this source.

    The steps follow from the exact table, which follows from the moves and transitions, so the key is the same as
    :func:`_cached_exact`'s (:func:`_cached_table`), in a file of its own.
    """
    shape = (len(transitions), SUIT_STATES)
    return _cached_table("steps", cache_id, shape, np.int16, lambda: _build_steps(exact, transitions))


@lru_cache(maxsize=8)
def suit_tables(key: TableKey) -> SuitTables:
    """The table set for ``key``, built on first use and kept in memory."""
    return SuitTables(key)
