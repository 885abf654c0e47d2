"""Fast completeness and going-Cheng checks for hands without laid sets: scalar and numpy batch (Section 7).

A hand is complete (rule ``forbidden.hand.all-numbers-in-sets``) when every number card is placed in a set. The
colours never share a set (rule ``forbidden.set.one-colour``) and unused wilds are free, so a hand is complete
exactly when the fewest wilds each colour needs, summed over the three colours, is at most the wilds held. The
per-colour minimum is one table lookup (:attr:`SuitTables.min_wilds`); a batch is a dot product with the table's
powers of 5, a gather and a sum.
"""

from __future__ import annotations

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
        self._powers = np.array(POWERS, dtype=np.int64)
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
        """Rows of 27 counts (``ALL_KINDS`` order) to "every number card placeable with the wilds held"."""
        rows = _rows(counts)
        numbers = rows[:, :NUMBER_COLUMNS]
        if numbers.size and (numbers.min() < 0 or numbers.max() > COPIES_PER_NUMBER_CARD):
            raise InputError(f"number-card counts must be 0..{COPIES_PER_NUMBER_CARD}")
        index = numbers.reshape(len(rows), len(COLOURS), KINDS_PER_COLOUR) @ self._powers
        need = self.min_wilds[index].sum(axis=1)
        result: BoolArray = need <= rows[:, WILD_COLUMN]
        return result

    def may_cheng_batch(self, counts: npt.ArrayLike, table_forbidden: npt.ArrayLike | int = 0) -> BoolArray:
        """Batch :meth:`may_cheng`; ``table_forbidden`` is one number or one per row."""
        rows = _rows(counts)
        real = rows[:, FORBIDDEN_COLUMN] + np.asarray(table_forbidden, dtype=np.int64)
        emperor = rows[:, EMPEROR_COLUMN] > 0
        emperor_counts = emperor if self.reading.emperor_forbidden == "always" else emperor & (real >= 1)
        count = real + emperor_counts
        allowed = count != LONE
        if self.reading.empress_lone_forbidden == "yes":
            allowed |= rows[:, EMPRESS_COLUMN] > 0
        result: BoolArray = allowed & self.complete_batch(rows)
        return result


def _rows(counts: npt.ArrayLike) -> npt.NDArray[np.integer]:
    """Check a batch is an integer array of shape (N, 27)."""
    rows = np.asarray(counts)
    if rows.ndim != 2 or rows.shape[1] != len(ALL_KINDS) or not np.issubdtype(rows.dtype, np.integer):
        raise InputError(f"a batch is an integer array of shape (N, {len(ALL_KINDS)}), not {rows.dtype} {rows.shape}")
    return rows
