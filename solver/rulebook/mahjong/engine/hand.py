"""The fast engine of the winning-hand rule of classical mahjong (standard form; kongs are declared sets).

Rule (rulebook, "Development of the game": "In addition to 4 groups of 3 it is necessary to obtain an extra couple
that completes the hand and gives the victory"; "End"; rule-gaps.md, "Classical mahjong": the rulebook's later
"3 groups of 3" is a translation slip): a winning hand is 14 tiles split into four sets and a pair. A set is a pung
(three identical tiles) or a chow (three consecutive tiles of one suit); honours never make chows. A kong
(``mahjong.set.kong``) is always a declared set on the table (:meth:`Engine.wins`); four alike in hand are four
tiles to place. Rule ids (``spec/mahjong.toml``): ``mahjong.hand.standard-form`` (:meth:`Engine.is_winning`),
``mahjong.set.pung`` and ``mahjong.set.chow`` (the set shapes of the per-suit tables), ``mahjong.set.pair``.

Per-suit lookups (:mod:`rulebook.mahjong.engine.tables`) decide a hand: every suit must split into sets, with a pair
exactly when its size is 2 mod 3, every honour kind must hold 0, 2 or 3 tiles, and the hand must hold at most one
pair in all — exactly one when its size is 2 mod 3.

>>> from rulebook.mahjong.tiles import parse_tiles
>>> Engine().is_winning(parse_tiles("123m 456p 789s EE RdRdRd"))
True
>>> Engine().decompositions(parse_tiles("123m 456p 789s EE RdRdRd"))
[(('1m', '2m', '3m'), ('4p', '5p', '6p'), ('7s', '8s', '9s'), ('E', 'E'), ('Rd', 'Rd', 'Rd'))]
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from rulebook.mahjong.engine.batch import complete_batch_fast
from rulebook.mahjong.engine.scalar import is_complete_counts
from rulebook.mahjong.engine.splits import splits
from rulebook.mahjong.engine.tables import (
    COPY_LEVELS,
    HONOUR_PAIRS,
    NOT_COMPLETE,
    POWERS,
    RANK_COUNT,
    suit_tables,
)
from rulebook.mahjong.hand import Hand
from rulebook.mahjong.reading import DEFAULT, Reading
from rulebook.mahjong.tiles import ALL_KINDS, SUITS, Tiles

WINNING_SIZE = 14
"""Four sets of three and a pair."""
SET_SIZE = 3
SUIT_KIND_COUNT = RANK_COUNT * len(SUITS)
"""The first 27 kinds are suited; the last 7 are honours."""

Group = tuple[str, ...]
Decomposition = tuple[Group, ...]


class Engine:
    """Decides the winning-hand rule (standard form: pungs, chows, one pair) by table lookups."""

    def __init__(self, reading: Reading = DEFAULT) -> None:
        self.reading = reading

    def is_winning(self, tiles: Tiles) -> bool:
        """Four sets and a pair: 14 tiles ("Development of the game"); False for any other tile count.

        Under the reading ``hand.sets=three``, three sets and a pair: 11 tiles ("End").
        """
        return len(tiles) == SET_SIZE * self.reading.sets + 2 and self.is_complete(tiles)

    def is_complete(self, tiles: Tiles) -> bool:
        """The tiles split into sets plus at most one pair, a pair exactly when the size is 2 mod 3.

        The empty hand is complete. More than four tiles of a kind is never complete (no such hand exists).
        """
        return is_complete_counts(tiles.counts)  # four table lookups (engine_scalar)

    def wins(self, hand: Hand) -> bool:
        """The sets on the table and the tiles in hand make four sets and a pair (``mahjong.hand.standard-form``).

        Each set on the table — a kong too (``mahjong.set.kong``: "you equal four they are counted only like
        three") — counts as one set; the tiles in hand must make the rest and the pair.
        """
        missing = self.reading.sets - len(hand.melds)
        return missing >= 0 and len(hand.concealed) == SET_SIZE * missing + 2 and self.is_complete(hand.concealed)

    def hand_splits(self, hand: Hand) -> list[Decomposition]:
        """Every split of the tiles in hand of a winning hand (the sets on the table are fixed); [] if not winning."""
        return self.decompositions(hand.concealed) if self.wins(hand) else []

    def decompositions(self, tiles: Tiles) -> list[Decomposition]:
        """Every distinct split of a complete hand into sets and (size 2 mod 3) one pair; [] if there is none.

        For a winning hand: four sets and a pair. Each group lists its tiles' kinds in canonical order; the groups
        of a split, and the splits, are sorted in canonical order (the pair sits among the sets by its kind).
        """
        return splits(tiles.counts)  # a table of every suit's splits (engine_splits)

    def complete_batch(self, counts: npt.ArrayLike) -> npt.NDArray[np.bool_]:
        """:meth:`is_complete` for every row of an ``(N, 34)`` array of counts (for 14-tile rows: winning).

        Four flat lookups per row (one per suit, one for the honours; :func:`~rulebook.mahjong.engine.batch.
        complete_batch_fast`); rows with a count outside 0..4 are never complete, sizes 1 mod 3 never are, and a
        pair is needed exactly when the size is 2 mod 3.
        """
        return complete_batch_fast(counts)


def count_complete_suit_vectors(size: int) -> int:
    """Count vectors of one suit (0..4 of each rank) of ``size`` tiles that are complete (pair iff size % 3 == 2)."""
    tables = suit_tables()
    if size % SET_SIZE == 1:
        return 0
    table = tables.sets_and_pair if size % SET_SIZE == 2 else tables.sets
    return int(np.count_nonzero(table & (tables.sizes == size)))


def _suit_polynomials() -> npt.NDArray[np.int64]:
    """``poly[p, n]``: complete count vectors of one suit with ``n`` tiles and ``p`` (0 or 1) pairs."""
    tables = suit_tables()
    sizes = tables.sizes.astype(np.int64)
    poly = np.zeros((2, int(sizes.max()) + 1), dtype=np.int64)
    np.add.at(poly[0], sizes[tables.sets], 1)
    np.add.at(poly[1], sizes[tables.sets_and_pair], 1)
    return poly


def _honour_polynomials() -> npt.NDArray[np.int64]:
    """``poly[p, n]`` for one honour kind: 0 tiles or a pung (no pair), or a pair."""
    poly = np.zeros((2, COPY_LEVELS), dtype=np.int64)
    for count, pairs in enumerate(HONOUR_PAIRS):
        if pairs != NOT_COMPLETE:
            poly[pairs, count] += 1
    return poly


def _multiply(left: npt.NDArray[np.int64], right: npt.NDArray[np.int64], size: int) -> npt.NDArray[np.int64]:
    """Product of two (pairs, tiles) generating functions, keeping at most one pair and at most ``size`` tiles."""
    product = np.zeros((2, size + 1), dtype=np.int64)
    for p_left in range(2):
        for p_right in range(2 - p_left):
            term = np.convolve(left[p_left], right[p_right])[: size + 1]
            product[p_left + p_right, : len(term)] += term
    return product


def count_complete_hands(size: int = WINNING_SIZE) -> int:
    """Count vectors over all 34 kinds (0..4 each) of ``size`` tiles that are complete, by convolution.

    Each kind group (a suit, an honour kind) contributes independently; its generating function in (pairs,
    tiles) is multiplied out, keeping at most one pair. Each hand is counted once: its parts are unique.
    """
    total = np.zeros((2, size + 1), dtype=np.int64)
    total[0, 0] = 1
    for _ in SUITS:
        total = _multiply(total, _suit_polynomials(), size)
    for _ in range(len(ALL_KINDS) - SUIT_KIND_COUNT):
        total = _multiply(total, _honour_polynomials(), size)
    return int(total[1 if size % SET_SIZE == 2 else 0, size])


def count_winning_hands() -> int:
    """All 14-tile count vectors (34 kinds, at most 4 each) of standard form: four sets of pung-or-chow + a pair."""
    return count_complete_hands(WINNING_SIZE)


def count_waiting_suit_hands(size: int = WINNING_SIZE - 1) -> int:
    """One-suit count vectors of ``size`` tiles completed by one more tile of that suit (no fifth copy)."""
    tables = suit_tables()
    indices = np.flatnonzero(tables.sizes == size)
    waiting = np.zeros(len(indices), dtype=np.bool_)
    complete = tables.sets_and_pair if (size + 1) % SET_SIZE == 2 else tables.sets
    for power in POWERS:
        room = indices // power % COPY_LEVELS < COPY_LEVELS - 1
        waiting[room] |= complete[indices[room] + power]
    return int(np.count_nonzero(waiting))


__all__ = [
    "WINNING_SIZE",
    "Decomposition",
    "Engine",
    "Group",
    "count_complete_hands",
    "count_complete_suit_vectors",
    "count_waiting_suit_hands",
    "count_winning_hands",
]
