"""Per-suit tables of the winning-hand rule: which count vectors of one suit split into sets (and a pair).

Rule (rulebook, "Development of the game": "In addition to 4 groups of 3 it is necessary to obtain an extra couple
that completes the hand"; "End"; rule-gaps.md, "Classical mahjong", on the "3 groups" translation slip): a winning
hand is four sets and a pair. A *set* is a pung (three identical tiles) or a chow (three consecutive tiles of one
suit, 1-2-3 .. 7-8-9); honours never make chows. The pair is two identical tiles. Kongs are left out here: the
published counts (rule-gaps.md) are for pungs and chows only.

A suit has 9 kinds (ranks 1..9) held 0..4 times each: 5^9 = 1,953,125 count vectors. The flat index of a vector is
its base-5 number, rank 1 the most significant digit (C order of the 9-dimensional array):

>>> suit_index((1, 1, 1, 0, 0, 0, 0, 0, 0)) == 5**8 + 5**7 + 5**6
True
>>> bool(suit_tables().sets[suit_index((1, 1, 1, 0, 0, 0, 0, 0, 0))])
True
>>> bool(suit_tables().sets_and_pair[suit_index((0, 0, 0, 0, 2, 0, 0, 0, 3))])
True

Built by relaxation (numpy): ``sets[v]`` is true for the empty vector and for ``v`` such that ``sets[v - s]`` for a
pung or chow shape ``s <= v``, repeated until nothing changes; ``sets_and_pair[v] = any over ranks r of
sets[v - 2 e_r]``. The build takes about a quarter of a second, so its result (the pairs table, from which the
other tables follow) is kept in the user's disk cache (:mod:`rulebook.core.disk_cache`), keyed by this module's
source and the package version; a missing, stale or damaged file is rebuilt silently.

Honours (winds and dragons) cannot make chows, so each honour kind on its own is 0 tiles, a pung (3) or a pair (2);
1 or 4 tiles of an honour can never be placed without kongs (:data:`HONOUR_PAIRS`).
"""

from __future__ import annotations

from functools import cache, cached_property

import numpy as np
import numpy.typing as npt

RANK_COUNT = 9
COPY_LEVELS = 5
"""A kind is held 0..4 times."""
SUIT_SHAPE: tuple[int, ...] = (COPY_LEVELS,) * RANK_COUNT
SUIT_STATES = COPY_LEVELS**RANK_COUNT
"""1,953,125 count vectors per suit."""
POWERS: tuple[int, ...] = tuple(COPY_LEVELS ** (RANK_COUNT - 1 - rank) for rank in range(RANK_COUNT))
"""Flat index = sum(count[rank] * POWERS[rank])."""
NOT_COMPLETE = -1
"""In :attr:`SuitTables.pairs` and :data:`HONOUR_PAIRS`: the tiles cannot all be placed in sets and a pair."""
HONOUR_PAIRS: tuple[int, ...] = (0, NOT_COMPLETE, 1, 0, NOT_COMPLETE)
"""For 0..4 tiles of one honour kind: the pairs it needs (0 for none or a pung, 1 for a pair), or NOT_COMPLETE."""

Shape = tuple[int, ...]
BoolArray = npt.NDArray[np.bool_]
CACHE_NAME = "mahjong-suit-pairs"
"""The disk cache file of :func:`suit_tables` (its pairs table, 5^9 bytes)."""


def suit_index(counts: tuple[int, ...]) -> int:
    """Flat table index of one suit's nine counts (base 5, rank 1 the most significant digit)."""
    index = 0
    for count in counts:
        index = index * COPY_LEVELS + count
    return index


def counts_at(index: int) -> tuple[int, ...]:
    """The nine counts at a flat table index (inverse of :func:`suit_index`)."""
    return tuple(index // power % COPY_LEVELS for power in POWERS)


def set_shapes() -> list[Shape]:
    """The nine pungs (three of one rank) and seven chows (ranks r, r+1, r+2) of one suit, as count vectors."""
    shapes = []
    for rank in range(RANK_COUNT):
        pung = [0] * RANK_COUNT
        pung[rank] = 3
        shapes.append(tuple(pung))
    for rank in range(RANK_COUNT - 2):
        chow = [0] * RANK_COUNT
        chow[rank : rank + 3] = [1, 1, 1]
        shapes.append(tuple(chow))
    return shapes


def _shift(shape: Shape) -> tuple[tuple[slice, ...], tuple[slice, ...]]:
    """Slices ``(target, source)`` so that ``array[target]`` lines up with ``array[source]`` = counts minus shape."""
    target = tuple(slice(n, None) for n in shape)
    source = tuple(slice(0, COPY_LEVELS - n) for n in shape)
    return target, source


def _sets_table() -> BoolArray:
    """``sets[v]``: the counts ``v`` split exactly into pungs and chows (the empty vector does)."""
    sets = np.zeros(SUIT_SHAPE, dtype=np.bool_)
    sets[(0,) * RANK_COUNT] = True
    shifts = [_shift(shape) for shape in set_shapes()]
    while True:
        grown = sets.copy()
        for target, source in shifts:
            grown[target] |= sets[source]
        if np.array_equal(grown, sets):
            return sets
        sets = grown


def _pair_table(sets: BoolArray) -> BoolArray:
    """``sets_and_pair[v]``: ``v`` minus some pair (two of one rank) splits exactly into sets."""
    with_pair = np.zeros(SUIT_SHAPE, dtype=np.bool_)
    for rank in range(RANK_COUNT):
        pair = tuple(2 if other == rank else 0 for other in range(RANK_COUNT))
        target, source = _shift(pair)
        with_pair[target] |= sets[source]
    return with_pair


def _sizes() -> npt.NDArray[np.int8]:
    """Number of tiles of every count vector (at most 36)."""
    sizes = np.zeros(SUIT_SHAPE, dtype=np.int8)
    for rank in range(RANK_COUNT):
        axis_shape = [1] * RANK_COUNT
        axis_shape[rank] = COPY_LEVELS
        sizes += np.arange(COPY_LEVELS, dtype=np.int8).reshape(axis_shape)
    return sizes


class SuitTables:
    """The flat tables over all 5^9 count vectors of one suit (every suit has the same rule).

    All follow from :attr:`pairs`: a vector is ``sets`` exactly where its code is 0 and ``sets_and_pair`` exactly
    where it is 1 (the two exclude each other: their sizes are 0 and 2 mod 3). Those and :attr:`sizes` are worked
    out on first use: the check of one hand reads the pairs table alone (through the batch code table), and the
    three others cost a fresh process milliseconds.
    """

    def __init__(self, pairs: npt.NDArray[np.int8]) -> None:
        self.pairs = pairs
        """0 where :attr:`sets`, 1 where :attr:`sets_and_pair`, :data:`NOT_COMPLETE` otherwise."""

    @cached_property
    def sets(self) -> BoolArray:
        """Splits exactly into sets, no pair."""
        sets: BoolArray = self.pairs == 0
        return sets

    @cached_property
    def sets_and_pair(self) -> BoolArray:
        """Splits exactly into sets and exactly one pair."""
        with_pair: BoolArray = self.pairs == 1
        return with_pair

    @cached_property
    def sizes(self) -> npt.NDArray[np.int8]:
        """Tile count of the vector."""
        return _sizes().reshape(-1)


def build_pairs() -> npt.NDArray[np.int8]:
    """The flat :attr:`SuitTables.pairs` table, built from scratch by relaxation (about a quarter of a second)."""
    sets = _sets_table()
    with_pair = _pair_table(sets)
    pairs = np.full(SUIT_SHAPE, NOT_COMPLETE, dtype=np.int8)
    pairs[sets] = 0
    pairs[with_pair] = 1
    return pairs.reshape(-1)


def _cached_pairs() -> npt.NDArray[np.int8]:
    """:func:`build_pairs`, read from the disk cache when this module's source and the version match.

    Else built and stored (:mod:`rulebook.core.disk_cache`; an unusable cache is just a rebuild).
    """
    from rulebook import __version__
    from rulebook.core import disk_cache

    key = disk_cache.source_key(__file__, __version__)
    payload = disk_cache.load(CACHE_NAME, key, SUIT_STATES)
    if payload is not None:
        pairs = np.frombuffer(payload, dtype=np.int8).copy()
        if int(pairs.min()) >= NOT_COMPLETE and int(pairs.max()) <= 1:  # the digest already matched
            return pairs
    pairs = build_pairs()
    disk_cache.store(CACHE_NAME, key, pairs.tobytes())
    return pairs


@cache
def suit_tables() -> SuitTables:
    """The per-suit tables, once per process: the pairs table from the disk cache (or built), the rest from it."""
    return SuitTables(_cached_pairs())


def honour_pairs(count: int) -> int:
    """Pairs ``count`` tiles of one honour kind need: 0 (none or a pung), 1 (a pair), NOT_COMPLETE (1, 4, more)."""
    if 0 <= count < len(HONOUR_PAIRS):
        return HONOUR_PAIRS[count]
    return NOT_COMPLETE


__all__ = [
    "COPY_LEVELS",
    "HONOUR_PAIRS",
    "NOT_COMPLETE",
    "POWERS",
    "RANK_COUNT",
    "SUIT_STATES",
    "SuitTables",
    "build_pairs",
    "counts_at",
    "honour_pairs",
    "set_shapes",
    "suit_index",
    "suit_tables",
]
