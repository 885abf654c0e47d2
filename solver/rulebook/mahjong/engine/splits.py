"""Every split of a complete hand, from a table of the splits of each suit (the engine's decompositions).

Rule (rulebook, "Development of the game"; ``mahjong.hand.standard-form``, ``mahjong.set.pung``,
``mahjong.set.chow``, ``mahjong.set.pair``): a hand splits into pungs (three alike), chows (three in a row of one
suit) and, when its size is 2 mod 3, one pair. The suits and the honours are independent parts: a split of the hand
is one split of each part, so the splits of a hand are the product of the splits of its parts. Honours make no
chows, so an honour kind held 2 or 3 times is a pair or a pung and nothing else.

Each suit's splits depend only on its nine counts, so they are searched once per suit vector and remembered
(:func:`suit_splits`): a question about one hand splits three suit vectors, not the whole table.
:func:`suit_split_table` holds the same splits for every complete suit vector of up to 14 tiles (21,743 vectors:
all a hand in play can hold), built in full when asked for.

>>> from rulebook.mahjong.tiles import parse_tiles
>>> splits(parse_tiles("111222333m 55p EEE").counts)
[(('1m', '1m', '1m'), ('2m', '2m', '2m'), ('3m', '3m', '3m'), ('5p', '5p'), ('E', 'E', 'E')), \
(('1m', '2m', '3m'), ('1m', '2m', '3m'), ('1m', '2m', '3m'), ('5p', '5p'), ('E', 'E', 'E'))]
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import cache

from rulebook.mahjong.engine.tables import COPY_LEVELS, POWERS, RANK_COUNT, suit_tables
from rulebook.mahjong.tiles import ALL_KINDS, SUITS

Group = tuple[str, ...]
RankSplit = tuple[tuple[int, ...], ...]
"""One split of a suit: its groups as tuples of ranks (0..8), in canonical order."""
HAND_LIMIT = 14
"""The most tiles of one suit a hand in play holds (fourteen; kongs are on the table)."""
SET_SIZE = 3
PAIR, PUNG = 2, 3
SUIT_KINDS = len(SUITS) * RANK_COUNT


def _split_ranks(counts: list[int]) -> list[RankSplit]:
    """Every split of nine counts into pungs and chows only (the lowest rank held starts a pung or a chow)."""
    lowest = next((rank for rank, n in enumerate(counts) if n), None)
    if lowest is None:
        return [()]
    found: list[RankSplit] = []
    shapes = [(lowest,) * PUNG]
    if lowest <= RANK_COUNT - SET_SIZE and counts[lowest + 1] and counts[lowest + 2]:
        shapes.append((lowest, lowest + 1, lowest + 2))
    for shape in shapes:
        if counts[lowest] < shape.count(lowest):
            continue
        for rank in shape:
            counts[rank] -= 1
        found += [(shape, *rest) for rest in _split_ranks(counts)]
        for rank in shape:
            counts[rank] += 1
    return found


def rank_splits(counts: Sequence[int]) -> tuple[RankSplit, ...]:
    """Every distinct split of one suit's nine counts: sets only, or sets and one pair when the size is 2 mod 3."""
    work = list(counts)
    found: set[RankSplit] = set()
    if sum(work) % SET_SIZE == 2:
        for rank in range(RANK_COUNT):
            if work[rank] >= PAIR:
                work[rank] -= PAIR
                found.update(tuple(sorted((*split, (rank, rank)))) for split in _split_ranks(work))
                work[rank] += PAIR
    elif sum(work) % SET_SIZE == 0:
        found.update(tuple(sorted(split)) for split in _split_ranks(work))
    return tuple(sorted(found))


@cache
def suit_splits(counts: tuple[int, ...]) -> tuple[RankSplit, ...]:
    """:func:`rank_splits` of one suit's nine counts, searched on first use and remembered for the process."""
    return rank_splits(counts)


@cache
def suit_split_table() -> dict[tuple[int, ...], tuple[RankSplit, ...]]:
    """The splits of every complete suit vector of up to :data:`HAND_LIMIT` tiles, by its nine counts.

    Built in full (about a second and a half); :func:`splits` does not need it.
    """
    import numpy as np

    tables = suit_tables()
    chosen = np.flatnonzero((tables.sets | tables.sets_and_pair) & (tables.sizes <= HAND_LIMIT))
    digits = (chosen[:, None] // np.asarray(POWERS)) % COPY_LEVELS
    return {counts: suit_splits(counts) for counts in map(tuple, digits.tolist())}


@cache
def _named(suit: int, split: RankSplit) -> tuple[Group, ...]:
    """A suit's split with its groups named as kinds (``('1m', '2m', '3m')``)."""
    base = suit * RANK_COUNT
    return tuple(tuple(ALL_KINDS[base + rank] for rank in group) for group in split)


def splits(counts: Sequence[int]) -> list[tuple[Group, ...]]:
    """Every split of a hand's 34 counts into sets and at most one pair (exactly one when the size is 2 mod 3).

    Groups within a split, and the splits, in canonical order of their kinds; [] when the hand is not complete.
    """
    row = tuple(counts)
    if min(row) < 0 or max(row) >= COPY_LEVELS:
        return []
    honours: list[Group] = []
    pairs = 0
    for kind in range(SUIT_KINDS, len(ALL_KINDS)):
        n = row[kind]
        if n == PAIR:
            pairs += 1
        elif n not in (0, PUNG):
            return []
        if n:
            honours.append((ALL_KINDS[kind],) * n)
    parts: list[list[tuple[Group, ...]]] = []
    for suit in range(len(SUITS)):
        vector = row[suit * RANK_COUNT : (suit + 1) * RANK_COUNT]
        if sum(vector) % SET_SIZE == 2:
            pairs += 1
        found = suit_splits(vector)
        if not found:
            return []
        parts.append([_named(suit, split) for split in found])
    if pairs > 1 or (pairs == 1) != (sum(row) % SET_SIZE == 2):
        return []
    tail = tuple(honours)
    return [first + second + third + tail for first, second, third in itertools.product(*parts)]


__all__ = ["rank_splits", "splits", "suit_split_table", "suit_splits"]
