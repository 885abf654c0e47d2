"""Fast completeness and going-Cheng checks for hands without laid sets: scalar and numpy batch (Section 7).

A hand is complete (rule ``forbidden.hand.all-numbers-in-sets``) when every number card is placed in a set. The
colours never share a set (rule ``forbidden.set.one-colour``) and unused wilds are free, so a hand is complete
exactly when the fewest wilds each colour needs, summed over the three colours, is at most the wilds held. The
per-colour minimum is one table lookup (:attr:`SuitTables.min_wilds`).

**Batch** (:meth:`FastChecks.complete_batch`, :meth:`FastChecks.may_cheng_batch`), chunk by chunk so that every
step works in cache (:class:`_Chunk`):

* the 21 number counts of a chunk are copied to float32, read through the unsigned integer type of the input's size
  (a negative count becomes a huge one), so one ``max`` checks every count is in 0..4;
* one float32 matrix product with a (21, 4) matrix of powers of 5 (BLAS; numpy's integer product does not use it)
  gives each colour's flat table index in columns 0-2 (column 3 is a zero padding key). Every product and partial
  sum is an integer below 5^7 = 78,125, far under 2^24, so float32 is exact;
* one gather of the four minima per row into a ``(rows, 4)`` uint8 buffer, read as one little-endian uint32 per row;
  multiplying by 0x00010101 puts ``c0 + c1 + c2`` (at most 3 x 4, no carries) in byte 2, the wilds the row needs,
  which is compared with the wilds held.
"""

from __future__ import annotations

from functools import cache

import numpy as np
import numpy.typing as npt

from rulebook.core.errors import InputError
from rulebook.forbidden.cards import (
    ALL_KINDS,
    COLOURS,
    COPIES_PER_NUMBER_CARD,
    EMPEROR,
    EMPRESS,
    FORBIDDEN,
    KINDS_PER_COLOUR,
    NUMBER_KINDS,
    WILD,
    Cards,
)
from rulebook.forbidden.engine.score import LONE
from rulebook.forbidden.engine.tables import POWERS, SuitTables
from rulebook.forbidden.reading import Reading

NUMBER_COLUMNS = len(NUMBER_KINDS)
"""The first 21 columns of a count row are the number cards, colour by colour (``ALL_KINDS`` order)."""
WILD_COLUMN = ALL_KINDS.index(WILD)
FORBIDDEN_COLUMN = ALL_KINDS.index(FORBIDDEN)
EMPEROR_COLUMN = ALL_KINDS.index(EMPEROR)
EMPRESS_COLUMN = ALL_KINDS.index(EMPRESS)
COLOUR_SLICES: tuple[slice, ...] = tuple(
    slice(position * KINDS_PER_COLOUR, (position + 1) * KINDS_PER_COLOUR) for position in range(len(COLOURS))
)
"""Where each colour's 7 counts sit in a count row."""

BoolArray = npt.NDArray[np.bool_]


class FastChecks:
    """Completeness and may-Cheng for hands without laid sets, from one colour table of minimum wilds."""

    def __init__(self, tables: SuitTables, reading: Reading) -> None:
        self.min_wilds = tables.min_wilds
        self.reading = reading
        self._emperor_always = reading.emperor_forbidden == "always"
        self._empress_lone = reading.empress_lone_forbidden == "yes"
        self._by_counts = tables.min_wilds_by_counts()

    def is_complete(self, hand: Cards) -> bool:
        """Whether every number card of ``hand`` can be placed in a set with the wilds it holds."""
        counts = hand.counts
        by_counts = self._by_counts
        try:
            need = sum(by_counts[counts[colour]] for colour in COLOUR_SLICES)
        except KeyError:
            raise InputError(f"more than {COPIES_PER_NUMBER_CARD} copies of a number card: {hand}") from None
        return bool(need <= counts[WILD_COLUMN])

    def may_cheng(self, hand: Cards, table_forbidden: int = 0) -> bool:
        """Complete, and the lone-Forbidden rule (forbidden.cheng.lone-forbidden) allows going Cheng.

        The count rule is :func:`~rulebook.forbidden.engine.score.count_allows_cheng` read straight off the count
        row (the same reading of the rule, without building a :class:`Holding`).
        """
        counts = hand.counts
        real = counts[FORBIDDEN_COLUMN] + table_forbidden
        emperor = counts[EMPEROR_COLUMN] > 0 and (self._emperor_always or real >= 1)
        if real + emperor == LONE and not (self._empress_lone and counts[EMPRESS_COLUMN] > 0):
            return False
        return self.is_complete(hand)

    def complete_batch(self, counts: npt.ArrayLike) -> BoolArray:
        """Rows of 27 counts (``ALL_KINDS`` order) to "every number card placeable with the wilds held".

        Any integer dtype (int8 or uint8 is the fastest); a number-card count outside 0..4 raises
        :class:`InputError`. The same answer as :meth:`is_complete` row by row.
        """
        return self._batch(_rows(counts), None)

    def may_cheng_batch(self, counts: npt.ArrayLike, table_forbidden: npt.ArrayLike | int = 0) -> BoolArray:
        """Batch :meth:`may_cheng`; ``table_forbidden`` is one number or one per row.

        Those two shapes are checked chunk by chunk with completeness; any other shape is broadcast against the whole
        batch by numpy, as it always was (an error when it does not fit).
        """
        rows = _rows(counts)
        table = np.asarray(table_forbidden, dtype=np.int64)
        if table.ndim == 0 or table.shape == (len(rows),):
            return self._batch(rows, table)
        result: BoolArray = self._allowed(rows, table) & self._batch(rows, None)
        return result

    def _allowed(self, rows: npt.NDArray[np.integer], table: npt.NDArray[np.int64]) -> BoolArray:
        """The lone-Forbidden rule (forbidden.cheng.lone-forbidden) of every row, as :meth:`may_cheng` reads it."""
        real = rows[:, FORBIDDEN_COLUMN] + table
        emperor = rows[:, EMPEROR_COLUMN] > 0
        emperor_counts = emperor if self._emperor_always else emperor & (real >= 1)
        count = real + emperor_counts
        allowed: BoolArray = count != LONE
        if self._empress_lone:
            allowed |= rows[:, EMPRESS_COLUMN] > 0
        return allowed

    def _batch(self, rows: npt.NDArray[np.integer], table: npt.NDArray[np.int64] | None) -> BoolArray:
        """Completeness of every row and, given ``table`` (0-d or one per row), the lone-Forbidden rule as well.

        One :class:`_Chunk` of rows at a time, so the lone-Forbidden columns are read while the chunk is in cache.
        """
        result = np.empty(len(rows), dtype=np.bool_)
        chunk = _Chunk(self.min_wilds, len(rows))
        numbers = _unsigned(rows[:, :NUMBER_COLUMNS])
        for start in range(0, len(rows), chunk.step):
            stop = start + chunk.step
            out = result[start:stop]
            chunk.complete(numbers[start:stop], rows[start:stop, WILD_COLUMN], out)
            if table is not None:
                out &= self._allowed(rows[start:stop], table if table.ndim == 0 else table[start:stop])
        return result


@cache
def _key_weights() -> npt.NDArray[np.float32]:
    """The (21, 4) float32 matrix from number counts to table indices: colour ``c``'s powers of 5 in column ``c``.

    Column 3 is all zeros: its index 0 only pads a row's gathered minima to four bytes (:class:`_Chunk`).
    """
    weights = np.zeros((NUMBER_COLUMNS, len(COLOURS) + 1), dtype=np.float32)
    for position, colour in enumerate(COLOUR_SLICES):
        weights[colour, position] = POWERS
    weights.setflags(write=False)
    return weights


def _unsigned(counts: npt.NDArray[np.integer]) -> npt.NDArray[np.integer]:
    """``counts`` viewed as the unsigned integer type of the same size and byte order (a negative count is huge)."""
    if counts.dtype.kind != "i":
        return counts
    return counts.view(np.dtype(f"{counts.dtype.byteorder}u{counts.dtype.itemsize}"))


class _Chunk:
    """The steps of the batch completeness check on one chunk of rows, and their scratch buffers.

    Made afresh for every batch call, so concurrent calls share nothing.
    """

    def __init__(self, min_wilds: npt.NDArray[np.int8], rows: int) -> None:
        self.step = 4096
        """Rows per chunk: its float32 copy (344 kB) stays in cache, and the (4096, 21) x (21, 4) product stays
        well below the size at which OpenBLAS splits a product across threads (between 8,192 and 12,288 rows with
        OpenBLAS 0.3.31), which would break "one core" and, on a busy machine, slow it down many times."""
        size = min(self.step, rows)
        self.weights = _key_weights()
        self.table = min_wilds.view(np.uint8)
        self.floats = np.empty((size, NUMBER_COLUMNS), dtype=np.float32)
        self.keys_float = np.empty((size, self.weights.shape[1]), dtype=np.float32)
        self.keys = np.empty(self.keys_float.shape, dtype=np.intp)
        self.codes = np.empty(self.keys_float.shape, dtype=np.uint8)
        self.packed = self.codes.view("<u4")[:, 0]
        """The four gathered minima of a row as one little-endian uint32 (byte ``i`` = column ``i``)."""
        self.need = self.codes.view(np.int8)[:, 2]
        """Byte 2 of :attr:`packed`: after the multiply, the wilds the row needs (0..12)."""

    def complete(self, numbers: npt.NDArray[np.integer], wilds: npt.NDArray[np.integer], out: BoolArray) -> None:
        """Write into ``out`` whether each row's number cards (unsigned, see :func:`_unsigned`) fit ``wilds``.

        :class:`InputError` for a count above 4 (a negative one reads as a huge one).
        """
        rows = len(numbers)
        floats = self.floats[:rows]
        np.copyto(floats, numbers, casting="unsafe")
        if floats.max() > COPIES_PER_NUMBER_CARD:
            raise InputError(f"number-card counts must be 0..{COPIES_PER_NUMBER_CARD}")
        np.matmul(floats, self.weights, out=self.keys_float[:rows])
        np.copyto(self.keys[:rows], self.keys_float[:rows], casting="unsafe")
        # mode="clip" only spares numpy's buffered bounds check: every index is below 5^7, none is clipped
        np.take(self.table, self.keys[:rows], out=self.codes[:rows], mode="clip")
        packed = self.packed[:rows]
        np.multiply(packed, np.uint32(0x00010101), out=packed)
        np.less_equal(self.need[:rows], wilds, out=out)


def _rows(counts: npt.ArrayLike) -> npt.NDArray[np.integer]:
    """Check a batch is an integer array of shape (N, 27)."""
    rows = np.asarray(counts)
    if rows.ndim != 2 or rows.shape[1] != len(ALL_KINDS) or not np.issubdtype(rows.dtype, np.integer):
        raise InputError(f"a batch is an integer array of shape (N, {len(ALL_KINDS)}), not {rows.dtype} {rows.shape}")
    return rows
