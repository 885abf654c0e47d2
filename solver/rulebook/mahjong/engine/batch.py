"""Fast paths of the winning-hand rule: a numpy batch check and the enumeration (the scalar check: engine_scalar).

Rule (rulebook, "Development of the game": "In addition to 4 groups of 3 it is necessary to obtain an extra couple
that completes the hand and gives the victory"): a winning hand is 14 tiles split into four sets (pungs, chows)
and a pair. More generally a hand is *complete* when it splits into sets and at most one pair, a pair exactly when
its size is 2 mod 3 (the contract of :meth:`rulebook.mahjong.engine.hand.Engine.is_complete`). These functions decide
the
same rule as the engine, from the same per-suit tables (:mod:`rulebook.mahjong.engine.tables`); they only lay the
tables out for speed.

**One code per part.** A hand has four independent parts: the three suits and the seven honours. Each part gets a
code: 0 (splits into sets), 1 (sets and one pair), :data:`INVALID` = 2 (cannot be placed). The hand is complete
exactly when the four codes sum to at most 1. No size test is needed: a part that splits has size 0 mod 3 (code 0)
or 2 mod 3 (code 1), so a total of 0 pairs means size 0 mod 3 and a total of 1 pair means size 2 mod 3; sizes 1 mod
3 can never pass.

**Keys** (:func:`encode_keys`): a row of 34 counts becomes four flat indices into one uint8 table
(:func:`code_table`): columns 0-2 are the base-5 indices of the suits (:func:`~rulebook.mahjong.engine.tables.
suit_index`, 0 .. 5^9-1), column 3 is ``5^9 +`` the base-5 index of the seven honour counts (E S W N Rd Gd Wd, E
the most significant digit); a row with a count outside 0..4 gets :data:`INVALID_KEY` in column 3. The indices come
from one float32 matrix product (BLAS), exact because every partial sum is an integer below 2^24.

**Batch** (:func:`complete_from_keys`): one gather of four codes per row into a ``(rows, 4)`` uint8 buffer, read
as one uint32 per row; multiplying by 0x01010101 puts the sum of the four bytes in the top byte (no carries: each
byte is at most 2), so ``product < 2 << 24`` is the verdict.

>>> import numpy as np
>>> from rulebook.mahjong.tiles import parse_tiles
>>> hands = np.array([parse_tiles("123m 456p 789s EE RdRdRd").counts, parse_tiles("123m 456p 789s E RdRdRd").counts])
>>> complete_batch_fast(hands).tolist()
[True, False]
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from functools import cache

import numpy as np
import numpy.typing as npt

from rulebook.mahjong.engine.tables import (
    COPY_LEVELS,
    HONOUR_PAIRS,
    NOT_COMPLETE,
    POWERS,
    RANK_COUNT,
    SUIT_STATES,
    suit_tables,
)

KIND_COUNT = 34
"""Columns of a count row: 1m..9m, 1p..9p, 1s..9s, E S W N, Rd Gd Wd."""
SUIT_COUNT = 3
HONOUR_COUNT = KIND_COUNT - SUIT_COUNT * RANK_COUNT
HONOUR_STATES = COPY_LEVELS**HONOUR_COUNT
"""78,125 honour count vectors."""
INVALID = 2
"""The code of a part that cannot be placed in sets and a pair (any sum with it exceeds 1)."""
HONOUR_OFFSET = SUIT_STATES
"""Where the honour codes start in :func:`code_table`."""
INVALID_KEY = SUIT_STATES + HONOUR_STATES
"""The last entry of :func:`code_table`, coded :data:`INVALID`: the key of a row with a count outside 0..4."""
KEY_COLUMNS = 4
CHUNK_ROWS = 1024
"""Rows per step: the float32 copy of a chunk (139 kB) stays in cache, and the (1024, 34) x (34, 4) product is small
enough that OpenBLAS runs it on the calling thread (larger ones spawn threads that only slow it down)."""
_SUM_BYTES = np.uint32(0x01010101)
_AT_MOST_ONE = np.uint32(2 << 24)

CountArray = npt.NDArray[np.uint8]
BoolArray = npt.NDArray[np.bool_]


def _key_weights() -> npt.NDArray[np.float32]:
    """The (34, 4) float32 matrix that maps a count row to its four keys (before the honour offset)."""
    weights = np.zeros((KIND_COUNT, KEY_COLUMNS), dtype=np.float32)
    for suit in range(SUIT_COUNT):
        weights[suit * RANK_COUNT : (suit + 1) * RANK_COUNT, suit] = POWERS
    for honour in range(HONOUR_COUNT):
        weights[SUIT_COUNT * RANK_COUNT + honour, SUIT_COUNT] = COPY_LEVELS ** (HONOUR_COUNT - 1 - honour)
    return weights


_KEY_WEIGHTS = _key_weights()


@cache
def code_table() -> CountArray:
    """The one uint8 table of codes behind the batch check, built once from the engine's tables.

    The codes (0 sets, 1 sets and a pair, :data:`INVALID`) of every suit vector, then of every honour vector, then
    one invalid entry: ``5^9 + 5^7 + 1`` bytes. Built in place in a few passes over bytes (the first check of a fresh
    process pays it: a build through 16-bit copies and digit arithmetic took it several times longer).
    """
    table = np.empty(SUIT_STATES + HONOUR_STATES + 1, dtype=np.uint8)
    # The pairs code NOT_COMPLETE (-1) reads as 255 unsigned, which the minimum makes INVALID; 0 and 1 stay.
    np.minimum(suit_tables().pairs.view(np.uint8), INVALID, out=table[:SUIT_STATES])
    honour = np.array([INVALID if p == NOT_COMPLETE else p for p in HONOUR_PAIRS], dtype=np.uint8)
    codes = np.zeros(1, dtype=np.uint8)
    for _ in range(HONOUR_COUNT):  # one honour more each pass: its digit is the last, so index = before * 5 + digit
        codes = np.minimum(np.add.outer(codes, honour), INVALID).reshape(-1)
    table[SUIT_STATES:-1] = codes
    table[-1] = INVALID
    table.setflags(write=False)
    return table


def _as_count_rows(counts: npt.ArrayLike) -> npt.NDArray[np.integer]:
    rows = np.asarray(counts)
    if rows.ndim != 2 or rows.shape[1] != KIND_COUNT or not np.issubdtype(rows.dtype, np.integer):
        raise ValueError(f"expected an (N, {KIND_COUNT}) integer array of counts, got {rows.dtype} {rows.shape}")
    return rows


def _out_of_range(chunk: npt.NDArray[np.integer]) -> BoolArray | None:
    """Rows of ``chunk`` with a count outside 0..4, or None when there is none (one vectorised pass, the usual case)."""
    low_ok = chunk.dtype.kind == "u" or int(chunk.min(initial=0)) >= 0
    if low_ok and int(chunk.max(initial=0)) < COPY_LEVELS:
        return None
    bad = np.asarray(((chunk < 0) | (chunk >= COPY_LEVELS)).any(axis=1), dtype=np.bool_)
    return bad


def _encode_chunk(
    chunk: npt.NDArray[np.integer], floats: npt.NDArray[np.float32], keys_float: npt.NDArray[np.float32]
) -> npt.NDArray[np.int32]:
    """Keys of one chunk of rows (``floats`` and ``keys_float`` are scratch buffers of at least its length)."""
    rows = len(chunk)
    bad = _out_of_range(chunk)
    source = chunk if bad is None else np.clip(chunk, 0, COPY_LEVELS - 1)
    np.copyto(floats[:rows], source, casting="unsafe")
    np.matmul(floats[:rows], _KEY_WEIGHTS, out=keys_float[:rows])
    keys = keys_float[:rows].astype(np.int32)
    keys[:, SUIT_COUNT] += HONOUR_OFFSET
    if bad is not None:
        keys[bad, SUIT_COUNT] = INVALID_KEY
    return keys


def encode_keys(counts: npt.ArrayLike) -> npt.NDArray[np.int32]:
    """The ``(N, 4)`` int32 keys of an ``(N, 34)`` array of counts (layout in the module docstring).

    Pre-encoded keys are the compact form of a hand for :func:`complete_from_keys`: a caller that keeps hands as
    keys (updating a suit's key by ``± POWERS[rank]`` when a tile comes or goes) never pays the encoding again.
    """
    rows = _as_count_rows(counts)
    floats = np.empty((min(CHUNK_ROWS, len(rows)), KIND_COUNT), dtype=np.float32)
    keys_float = np.empty((len(floats), KEY_COLUMNS), dtype=np.float32)
    keys = np.empty((len(rows), KEY_COLUMNS), dtype=np.int32)
    for start in range(0, len(rows), CHUNK_ROWS):
        chunk = rows[start : start + CHUNK_ROWS]
        keys[start : start + len(chunk)] = _encode_chunk(chunk, floats, keys_float)
    return keys


def _verdicts(keys: npt.NDArray[np.integer], codes: CountArray, out: BoolArray) -> None:
    """Write the verdicts of ``keys`` (rows, 4; every key within the table) into ``out``.

    ``codes`` is a uint8 buffer at least rows long. ``mode="clip"`` only spares numpy's buffered bounds check: no
    key is clipped.
    """
    rows = len(keys)
    np.take(code_table(), keys, out=codes[:rows], mode="clip")
    packed = codes[:rows].view(np.uint32).reshape(rows)
    np.multiply(packed, _SUM_BYTES, out=packed)
    np.less(packed, _AT_MOST_ONE, out=out)


def complete_from_keys(keys: npt.ArrayLike) -> BoolArray:
    """Completeness of every row of an ``(N, 4)`` array of keys from :func:`encode_keys` (gathers only).

    A key outside the table raises ``ValueError``: it is never read as another hand.
    """
    table_keys = np.ascontiguousarray(keys, dtype=np.int32)
    if table_keys.ndim != 2 or table_keys.shape[1] != KEY_COLUMNS:
        raise ValueError(f"expected an (N, {KEY_COLUMNS}) array of keys, got shape {table_keys.shape}")
    if table_keys.size and (int(table_keys.min()) < 0 or int(table_keys.max()) > INVALID_KEY):
        raise ValueError(f"keys must lie in 0..{INVALID_KEY}")
    result = np.empty(len(table_keys), dtype=np.bool_)
    codes = np.empty((min(CHUNK_ROWS, len(table_keys)), KEY_COLUMNS), dtype=np.uint8)
    for start in range(0, len(table_keys), CHUNK_ROWS):
        chunk = table_keys[start : start + CHUNK_ROWS]
        _verdicts(chunk, codes, result[start : start + len(chunk)])
    return result


def complete_batch_fast(counts: npt.ArrayLike) -> BoolArray:
    """Completeness of every row of an ``(N, 34)`` integer array of counts (kinds in canonical order).

    For 14-tile rows this is the winning-hand rule. Same contract as :meth:`Engine.is_complete
    <rulebook.mahjong.engine.hand.Engine.is_complete>`: a row with a count outside 0..4 is never complete, a size 1 mod
    3
    never is, and a pair is needed exactly when the size is 2 mod 3. Any integer dtype; uint8 is the fastest (no
    conversion beyond the float32 copy).
    """
    rows = _as_count_rows(counts)
    result = np.empty(len(rows), dtype=np.bool_)
    size = min(CHUNK_ROWS, len(rows))
    floats = np.empty((size, KIND_COUNT), dtype=np.float32)
    keys_float = np.empty((size, KEY_COLUMNS), dtype=np.float32)
    codes = np.empty((size, KEY_COLUMNS), dtype=np.uint8)
    for start in range(0, len(rows), CHUNK_ROWS):
        chunk = rows[start : start + CHUNK_ROWS]
        keys = _encode_chunk(chunk, floats, keys_float)
        _verdicts(keys, codes, result[start : start + len(chunk)])
    return result


@cache
def _part_groups() -> tuple[dict[tuple[int, int], CountArray], dict[tuple[int, int], CountArray]]:
    """Every placeable suit vector ``(k, 9)`` and honour vector ``(k, 7)``, grouped by (size, pairs) with pairs 0/1."""
    tables = suit_tables()
    suits: dict[tuple[int, int], CountArray] = {}
    for pairs in (0, 1):
        indices = np.flatnonzero(tables.pairs == pairs)
        sizes = tables.sizes[indices]
        for size in np.unique(sizes).tolist():
            chosen = indices[sizes == size]
            suits[(size, pairs)] = ((chosen[:, None] // np.asarray(POWERS)) % COPY_LEVELS).astype(np.uint8)
    honour_rows: dict[tuple[int, int], list[tuple[int, ...]]] = {}
    for combo in itertools.product(range(COPY_LEVELS), repeat=HONOUR_COUNT):
        pairs_needed = [HONOUR_PAIRS[count] for count in combo]
        if NOT_COMPLETE not in pairs_needed and sum(pairs_needed) <= 1:
            honour_rows.setdefault((sum(combo), sum(pairs_needed)), []).append(combo)
    honours = {key: np.array(rows, dtype=np.uint8) for key, rows in honour_rows.items()}
    return suits, honours


def enumerate_complete_hands(size: int, chunk_rows: int = 1 << 20) -> Iterator[CountArray]:
    """Every complete count vector of ``size`` tiles (34 kinds, 0..4 each), as ``(rows, 34)`` uint8 blocks.

    Each hand is built once from its four parts (three suits, the honours) chosen among the placeable vectors of
    each part with sizes adding up to ``size`` and pairs adding up to 1 (size 2 mod 3) or 0 (size 0 mod 3); the
    parts of a hand are unique, so no hand is produced twice. Blocks hold about ``chunk_rows`` rows (more only when
    one choice of the first suit already has more completions).
    """
    if size % 3 == 1 or size < 0:
        return
    pairs_total = 1 if size % 3 == 2 else 0
    suits, honours = _part_groups()
    parts = [suits, suits, suits, honours]
    for keys in itertools.product(sorted(suits), sorted(suits), sorted(suits), sorted(honours)):
        if sum(key[0] for key in keys) != size or sum(key[1] for key in keys) != pairs_total:
            continue
        groups = [group[key] for group, key in zip(parts, keys, strict=True)]
        rest = len(groups[1]) * len(groups[2]) * len(groups[3])
        step = max(1, chunk_rows // rest)
        for start in range(0, len(groups[0]), step):
            first = groups[0][start : start + step]
            block = np.empty((len(first), len(groups[1]), len(groups[2]), len(groups[3]), KIND_COUNT), np.uint8)
            block[..., 0:9] = first[:, None, None, None, :]
            block[..., 9:18] = groups[1][None, :, None, None, :]
            block[..., 18:27] = groups[2][None, None, :, None, :]
            block[..., 27:34] = groups[3][None, None, None, :, :]
            yield block.reshape(-1, KIND_COUNT)


def enumerate_winning_hands(chunk_rows: int = 1 << 20) -> Iterator[CountArray]:
    """All 11,498,658 winning 14-tile hands (four sets and a pair, "Development of the game") as uint8 blocks."""
    return enumerate_complete_hands(14, chunk_rows)


__all__ = [
    "CHUNK_ROWS",
    "HONOUR_OFFSET",
    "INVALID",
    "INVALID_KEY",
    "code_table",
    "complete_batch_fast",
    "complete_from_keys",
    "encode_keys",
    "enumerate_complete_hands",
    "enumerate_winning_hands",
]
