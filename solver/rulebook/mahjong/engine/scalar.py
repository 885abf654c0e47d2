"""The scalar winning-hand check on one row of 34 plain ints: four table lookups, compiled when the helper was built.

Rule (rulebook, "Development of the game": "In addition to 4 groups of 3 it is necessary to obtain an extra couple
that completes the hand and gives the victory"): a winning hand is 14 tiles split into four sets and a pair. As in
:mod:`rulebook.mahjong.engine.batch`, a row of counts is *complete* when each of its four parts (three suits, the
seven honours) splits into sets and the parts hold at most one pair in all. The code of a part (0 sets, 1 sets and a
pair, else it cannot be placed) comes from the engine's per-suit tables (:mod:`rulebook.mahjong.engine.tables`); this
module only looks the codes up, in one of two ways with the same answers:

- **compiled** (``compiled.c``, built by ``pip install`` when a C compiler is present; :data:`COMPILED` says
  whether it was): the four base-5 indices of the row into :func:`~rulebook.mahjong.engine.batch.code_table`. No rule is
  written in C; the table is the engine's.
- **dicts** (:func:`is_complete_dicts`, pure Python, always present): each part's counts, as a tuple slice, looked up
  in :data:`SUIT_CODES` or :data:`HONOUR_CODES`; a part that cannot be placed is simply absent.

:func:`is_complete_counts` is the faster of the two that is available; ``tests/mahjong/test_engine_scalar.py``
holds them to the same answers.

>>> from rulebook.mahjong.tiles import parse_tiles
>>> is_complete_counts(parse_tiles("111222333m 99p").counts), is_complete_dicts(parse_tiles("111222333m 9p").counts)
(True, False)
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

import numpy as np

from rulebook.mahjong.engine.batch import HONOUR_COUNT, KIND_COUNT, code_table
from rulebook.mahjong.engine.tables import COPY_LEVELS, HONOUR_PAIRS, NOT_COMPLETE, POWERS, suit_tables

try:
    import rulebook.mahjong.engine.compiled as _compiled
except ImportError:  # the helper was not compiled (no C compiler at install time): the dicts answer alone
    _compiled = None  # type: ignore[assignment]

COMPILED = _compiled is not None
"""Whether the compiled lookup was built and is what :func:`is_complete_counts` runs."""

SUIT_CODES: dict[tuple[int, ...], int] = {}
"""Codes of the 165,916 placeable suit vectors, keyed by their nine counts; filled on first use."""
HONOUR_CODES: dict[tuple[int, ...], int] = {}
"""Pairs needed by the 3^7 placeable honour vectors (each count 0, 2 or 3), keyed by their seven counts."""


def _fill_dicts() -> None:
    """Fill the lookup dicts (a few tenths of a second, once).

    A dict keyed by a tuple slice is the fastest lookup plain Python has for a short int sequence, with no
    per-digit arithmetic, and a vector that cannot be placed (or holds a count outside 0..4) is simply absent.
    """
    codes = suit_tables().pairs
    placeable = np.flatnonzero(codes != NOT_COMPLETE)
    digits = (placeable[:, None] // np.asarray(POWERS)) % COPY_LEVELS
    SUIT_CODES.update(zip(map(tuple, digits.tolist()), codes[placeable].tolist(), strict=True))
    for combo in itertools.product(range(COPY_LEVELS), repeat=HONOUR_COUNT):
        pairs = [HONOUR_PAIRS[count] for count in combo]
        if NOT_COMPLETE not in pairs:
            HONOUR_CODES[combo] = sum(pairs)


def is_complete_dicts(counts: Sequence[int]) -> bool:
    """The pure-Python lookup: four tuple slices, four dict lookups.

    Same contract as :func:`~rulebook.mahjong.engine.batch.complete_batch_fast` for one row: a count outside 0..4 is
    never complete, a size 1 mod 3 never is, and a pair is needed exactly when the size is 2 mod 3; a row that is not
    34 long is a ``ValueError``. Only a lookup that fails pays for anything more (the length check, the first-use
    fill). It does not check types: a count must be an integer.
    """
    row = counts if type(counts) is tuple else tuple(counts)
    try:
        return SUIT_CODES[row[0:9]] + SUIT_CODES[row[9:18]] + SUIT_CODES[row[18:27]] + HONOUR_CODES[row[27:]] <= 1
    except KeyError:
        if len(row) != KIND_COUNT:
            raise ValueError(f"expected {KIND_COUNT} counts, got {len(row)}") from None
        if SUIT_CODES:
            return False
    _fill_dicts()
    return is_complete_dicts(row)


is_complete_counts: Callable[[Sequence[int]], bool]
"""The scalar check on 34 ints (what :class:`~rulebook.mahjong.tiles.Tiles` holds): compiled if built, else dicts.

Same answers and errors as :func:`is_complete_dicts`; the compiled lookup also refuses a count that is not an
integer (``TypeError``; a numpy integer is one) and reads its table on the first call (about 0.2 s cold).
"""
if _compiled is not None:
    _compiled.set_table_source(code_table)
    is_complete_counts = _compiled.is_complete
else:
    is_complete_counts = is_complete_dicts

__all__ = ["COMPILED", "HONOUR_CODES", "SUIT_CODES", "is_complete_counts", "is_complete_dicts"]
