"""Classical mahjong figures of ``make bench`` (issue 6, "Performance"): measured here, never asserted in tests.

Run alone by ``rulebook bench --game mahjong``; the page, the machine and the command are
:mod:`rulebook.core.bench.run`'s.

What is timed, so the figures can be read honestly:

- batch completeness *from counts*: :func:`~rulebook.mahjong.engine.batch.complete_batch_fast` on an ``(N, 34)`` uint8
  array (the encoding of the keys included); *from keys*: :func:`~rulebook.mahjong.engine.batch.complete_from_keys` on
  keys encoded beforehand (gathers only). One core: the process is pinned to one CPU while these run (Linux
  ``sched_setaffinity``), so BLAS threads cannot help.
- the scalar check against the PyPI ``mahjong`` package (riichi): ``Engine().is_complete`` on pre-built
  :class:`~rulebook.mahjong.tiles.Tiles` against ``Agari.is_agari`` on pre-built 34-count lists, on the same hands.
  The figure names the lookup that ran (:mod:`~rulebook.mahjong.engine.scalar`: compiled where the C helper was
  built, else pure-Python dicts); with the compiled one, the dicts are timed too, on the same hands.
  ``Engine().decompositions`` against ``HandDivider.divide_hand`` (its 128-entry cache cleared before each run, on
  distinct hands). Riichi also accepts seven pairs and thirteen orphans: hands of those shapes are left out of the
  sample, and both libraries must agree on every verdict before anything is timed.
- the enumeration of all 11,498,658 winning hands (:func:`~rulebook.mahjong.engine.batch.enumerate_winning_hands`):
  every hand written out as a row of 34 counts.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from typing import Any

import numpy as np
import numpy.typing as npt

from rulebook.core.bench.run import Figure, best_rate
from rulebook.mahjong.engine.batch import (
    complete_batch_fast,
    complete_from_keys,
    encode_keys,
    enumerate_winning_hands,
)
from rulebook.mahjong.engine.hand import Engine, count_winning_hands
from rulebook.mahjong.engine.scalar import COMPILED, is_complete_counts, is_complete_dicts
from rulebook.mahjong.engine.tables import suit_tables
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, Tiles

Counts = tuple[int, ...]
RIICHI_ORDER: tuple[int, ...] = (*range(31), 33, 32, 31)
"""Our kind i is the riichi package's kind ``RIICHI_ORDER[i]``: E S W N agree; our Rd Gd Wd are its chun (33),
hatsu (32), haku (31) (``mahjong.constants``)."""
SCALAR_TARGET = 10
"""Issue 6: our scalar check at least ten times faster than ``is_agari`` on winning hands."""
BATCH_TARGET = 10e6
"""Issue 6: batch completeness of at least 10 M hands/s on one core."""
SUITED = 27
TERMINALS_AND_HONOURS = (0, 8, 9, 17, 18, 26, *range(SUITED, len(ALL_KINDS)))


def _sets() -> list[Counts]:
    """Every set as a count vector: 34 pungs and 21 chows."""
    shapes: list[Counts] = []
    for kind in range(len(ALL_KINDS)):
        pung = [0] * len(ALL_KINDS)
        pung[kind] = 3
        shapes.append(tuple(pung))
    for kind in range(SUITED):
        if kind % 9 <= 6:
            chow = [0] * len(ALL_KINDS)
            chow[kind : kind + 3] = [1, 1, 1]
            shapes.append(tuple(chow))
    return shapes


SETS = _sets()


def random_winning(rng: random.Random) -> Counts:
    """Four random sets and a random pair (each drawn again while it would need a fifth copy)."""
    counts = [0] * len(ALL_KINDS)
    placed = 0
    while placed < 4:
        shape = rng.choice(SETS)
        if all(a + b <= COPIES for a, b in zip(counts, shape, strict=True)):
            counts = [a + b for a, b in zip(counts, shape, strict=True)]
            placed += 1
    while True:
        kind = rng.randrange(len(ALL_KINDS))
        if counts[kind] + 2 <= COPIES:
            counts[kind] += 2
            return tuple(counts)


def near_miss(counts: Counts, rng: random.Random) -> Counts:
    """``counts`` with one tile swapped for a tile of another kind that has fewer than four copies."""
    out = list(counts)
    gone = rng.choice([kind for kind, n in enumerate(out) if n])
    came = rng.choice([kind for kind, n in enumerate(out) if n < COPIES and kind != gone])
    out[gone] -= 1
    out[came] += 1
    return tuple(out)


def riichi_special(counts: Counts) -> bool:
    """Seven pairs or thirteen orphans: shapes the riichi package accepts and classical mahjong's rule does not."""
    seven_pairs = all(n in (0, 2) for n in counts) and counts.count(2) == 7
    orphans = sum(counts) == 14 and all(counts[kind] for kind in TERMINALS_AND_HONOURS)
    return seven_pairs or orphans


def to_riichi(counts: Counts) -> list[int]:
    """Our 34 counts in the riichi package's kind order."""
    out = [0] * len(ALL_KINDS)
    for kind, n in enumerate(counts):
        out[RIICHI_ORDER[kind]] = n
    return out


def random_deals(count: int, seed: int, size: int = 14) -> npt.NDArray[np.uint8]:
    """``count`` deals of ``size`` tiles from the 136-tile wall, as (count, 34) uint8 counts (at most 4 a kind)."""
    rng = np.random.default_rng(seed)
    wall = np.repeat(np.arange(len(ALL_KINDS)), COPIES)
    hands = np.zeros((count, len(ALL_KINDS)), dtype=np.uint8)
    for row in range(0, count, 100_000):
        block = min(100_000, count - row)
        drawn = np.argsort(rng.random((block, len(wall))), axis=1)[:, :size]
        np.add.at(hands[row : row + block], (np.arange(block)[:, None], wall[drawn]), 1)
    return hands


@contextmanager
def one_core() -> Iterator[str]:
    """Pin this process to one CPU while measuring (Linux); yields how the figure should describe it."""
    if not hasattr(os, "sched_setaffinity"):
        yield "one process (not pinned: no sched_setaffinity here)"
        return
    before = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {min(before)})
    try:
        yield "one core (process pinned to one CPU)"
    finally:
        os.sched_setaffinity(0, before)


GATHERS_PER_HAND = 4
"""A hand's batch check gathers one code per suit and one for the honours."""


def _rate_figure(what: str, run: Callable[[], int], detail: str) -> Figure:
    rate = best_rate(run)
    return Figure(what, f"{rate / 1e6:.1f} M hands/s", detail, 1 / rate, "take", GATHERS_PER_HAND)


def batch_figures(quick: bool) -> list[Figure]:
    """Batch completeness from counts and from keys, on random deals and on winning hands, one core."""
    count = 200_000 if quick else 2_000_000
    deals = random_deals(count, seed=6)
    winning = np.concatenate(list(enumerate_winning_hands()))
    rng = np.random.default_rng(7)
    winning = np.ascontiguousarray(winning[rng.choice(len(winning), size=count, replace=False)])
    figures = []
    with one_core() as core:
        complete_batch_fast(deals[:10])
        for label, hands in (("random 14-tile deals", deals), ("winning hands", winning)):
            keys = encode_keys(hands)
            figures += [
                _rate_figure(
                    f"mahjong: batch completeness from counts, {label}",
                    partial(_batch_rows, complete_batch_fast, hands),
                    f"{count:,} rows of 34 uint8 counts (encoding included), {core}, best of 3; "
                    f"target {BATCH_TARGET / 1e6:.0f} M/s",
                ),
                _rate_figure(
                    f"mahjong: batch completeness from keys, {label}",
                    partial(_batch_rows, complete_from_keys, keys),
                    f"{count:,} rows of 4 int32 keys encoded beforehand (gathers only), {core}, best of 3",
                ),
            ]
        figures.append(
            _rate_figure(
                "mahjong: batch completeness, the former numpy path (for reference)",
                lambda: _old_batch(deals),
                f"{count:,} random deals, per-suit int64 matmul and lookups, {core}, best of 3",
            )
        )
    return figures


def _old_batch(deals: npt.NDArray[np.uint8]) -> int:
    """The batch check before issue 6's fast path, kept here only to show the gain."""
    from rulebook.mahjong.engine.tables import HONOUR_PAIRS, NOT_COMPLETE, POWERS

    hands = deals.astype(np.int64)
    table = suit_tables().pairs
    powers = np.asarray(POWERS, dtype=np.int64)
    pairs = np.zeros(len(hands), dtype=np.int64)
    valid = ((hands >= 0) & (hands < 5)).all(axis=1)
    for suit in range(3):
        needed = table[hands[:, suit * 9 : (suit + 1) * 9] @ powers]
        valid &= needed != NOT_COMPLETE
        pairs += needed
    honours = np.asarray(HONOUR_PAIRS, dtype=np.int64)[hands[:, SUITED:]]
    valid &= (honours != NOT_COMPLETE).all(axis=1)
    pairs += honours.sum(axis=1)
    sizes = hands.sum(axis=1)
    return int((valid & (sizes % 3 != 1) & (pairs == (sizes % 3 == 2))).size)


def comparison_sample(count: int, seed: int) -> tuple[list[Counts], list[Counts]]:
    """Distinct winning hands and their near misses, without seven-pairs or thirteen-orphans shapes."""
    rng = random.Random(seed)
    winning: dict[Counts, None] = {}
    while len(winning) < count:
        hand = random_winning(rng)
        if not riichi_special(hand):
            winning[hand] = None
    misses: dict[Counts, None] = {}
    for hand in winning:
        miss = near_miss(hand, rng)
        while riichi_special(miss):
            miss = near_miss(hand, rng)
        misses[miss] = None
    return list(winning), list(misses)


def _riichi() -> tuple[Any, Any] | None:
    """The riichi package's ``Agari`` and ``HandDivider``, or None when it is not installed (a dev dependency)."""
    try:
        from mahjong.agari import Agari
        from mahjong.hand_calculating.divider import HandDivider
    except ImportError:
        return None
    return Agari, HandDivider


def _each(check: Callable[[Any], object], items: Sequence[Any]) -> int:
    """Call ``check`` on every item; return how many (for :func:`~rulebook.core.bench.run.best_rate`)."""
    for item in items:
        check(item)
    return len(items)


def _batch_rows(check: Callable[[Any], npt.NDArray[np.bool_]], rows: npt.NDArray[Any]) -> int:
    """Run a batch check; return how many rows it answered."""
    return int(check(rows).size)


def riichi_figures(quick: bool) -> list[Figure]:
    """Our scalar check and decompositions against the riichi package, on the same hands."""
    riichi = _riichi()
    if riichi is None:
        return [
            Figure("mahjong: scalar check vs riichi `is_agari`", "not installed", "pip install mahjong (dev extra)"),
            Figure("mahjong: decompositions vs riichi `divide_hand`", "not installed", "pip install mahjong"),
        ]
    agari, divider = riichi
    engine = Engine()
    count = 2_000 if quick else 20_000
    winning, misses = comparison_sample(count, seed=61)
    figures = []
    lookup = "compiled lookup" if COMPILED else "pure-Python lookup: the C helper was not built"
    for label, hands in (("winning hands", winning), ("near misses", misses)):
        ours = [Tiles(hand) for hand in hands]
        theirs = [to_riichi(hand) for hand in hands]
        verdicts = [engine.is_complete(tiles) for tiles in ours]
        disagreements = sum(v != agari.is_agari(t) for v, t in zip(verdicts, theirs, strict=True))
        disagreements += sum(v != is_complete_dicts(hand) for v, hand in zip(verdicts, hands, strict=True))
        if disagreements:
            raise AssertionError(f"{disagreements} verdicts differ from the riichi package or the dicts on {label}")
        other = best_rate(partial(_each, agari.is_agari, theirs))
        mine = best_rate(partial(_each, engine.is_complete, ours))
        target = f"; target {SCALAR_TARGET}x" if label == "winning hands" else ""
        figures.append(
            Figure(
                f"mahjong: scalar `Engine().is_complete` vs riichi `is_agari`, {label}",
                f"{mine / other:.1f}x faster",
                f"{mine / 1e6:.2f} M/s against {other / 1e3:.0f} k/s ({lookup}); {len(hands):,} distinct hands "
                f"({sum(verdicts):,} complete), same verdicts on all{target}",
                1 / mine,
                "python",
            )
        )
        if COMPILED:  # the fallback's figure too, on the same hands (tuples, as Tiles.counts holds them)
            dicts = best_rate(partial(_each, is_complete_dicts, [tiles.counts for tiles in ours]))
            figures.append(
                Figure(
                    f"mahjong: scalar pure-Python dicts (`is_complete_dicts`) vs riichi `is_agari`, {label}",
                    f"{dicts / other:.1f}x faster",
                    f"{dicts / 1e6:.2f} M/s against {other / 1e3:.0f} k/s; the fallback where no C compiler is",
                    1 / dicts,
                    "python",
                )
            )
    ours = [Tiles(hand) for hand in winning]
    theirs = [to_riichi(hand) for hand in winning]
    splits_ours = [len(engine.decompositions(tiles)) for tiles in ours]
    splits_theirs = [len(divider.divide_hand(t)) for t in theirs]
    differ = sum(a != b for a, b in zip(splits_ours, splits_theirs, strict=True))

    def divide_all() -> int:
        divider._divide_hand_impl.cache_clear()  # its lru_cache (128 hands) must not answer from memory
        return _each(divider.divide_hand, theirs)

    mine = best_rate(partial(_each, engine.decompositions, ours))
    other = best_rate(divide_all)
    figures.append(
        Figure(
            "mahjong: `Engine().decompositions` vs riichi `HandDivider.divide_hand`, winning hands",
            f"{mine / other:.1f}x faster" if mine >= other else f"{other / mine:.1f}x slower",
            f"{mine / 1e3:.0f} k/s against {other / 1e3:.0f} k/s; {len(ours):,} distinct winning hands "
            f"({statistics.mean(splits_ours):.2f} splits each), split counts differ on {differ}",
            1 / mine,
            "python",
        )
    )
    return figures


def enumeration_figure() -> Figure:
    """Time writing out every winning hand."""
    expected = count_winning_hands()
    start = time.perf_counter()
    total = sum(len(block) for block in enumerate_winning_hands())
    seconds = time.perf_counter() - start
    if total != expected:
        raise AssertionError(f"enumerated {total:,} winning hands, counted {expected:,}")
    return Figure(
        "mahjong: enumerating every winning hand",
        f"{seconds:.2f} s",
        f"{total:,} rows of 34 uint8 counts, in blocks of about 1 M (the count by convolution agrees)",
        seconds / total,
        "take",
    )


Z3_TARGET_MS = 0.5
"""The median a winning-hand query may take on a reused solver (issue 21's goal)."""


def model_figure(samples: Sequence[Tiles]) -> Figure:
    """Median time of the Z3 model's ``is_winning`` with a reused solver."""
    from rulebook.mahjong.model.hand import Model

    model = Model()
    times = []
    for tiles in samples:
        begin = time.perf_counter()
        model.is_winning(tiles)
        times.append(time.perf_counter() - begin)
    median = statistics.median(times)
    return Figure(
        "mahjong: Z3 is_winning",
        f"{1e3 * median:.2f} ms",
        f"median of {len(samples)} random 14-tile deals, reused solver; target {Z3_TARGET_MS} ms",
        median,
        "z3",
    )


def figures(quick: bool) -> list[Figure]:
    """Classical mahjong (issue 6): tables, batch and scalar checks, the riichi comparison, enumeration, Z3."""
    start = time.perf_counter()
    suit_tables()
    build = time.perf_counter() - start
    empty = (0,) * len(ALL_KINDS)
    start = time.perf_counter()
    is_complete_dicts(empty)
    dicts_build = time.perf_counter() - start
    figures = [
        Figure(
            "mahjong: engine tables (5^9 one-suit vectors)", f"{build:.2f} s", "built once per process", build, "take"
        ),
        Figure(
            "mahjong: scalar lookup dicts (pure Python)",
            f"{dicts_build:.2f} s",
            "165,916 suit vectors, once",
            dicts_build,
            "python",
        ),
    ]
    if COMPILED:  # the first check asks for the byte table (laid out from the engine tables built above)
        start = time.perf_counter()
        is_complete_counts(empty)
        code_table = time.perf_counter() - start
        figures.append(
            Figure(
                "mahjong: scalar code table (compiled lookup)",
                f"{1e3 * code_table:.0f} ms",
                "5^9 + 5^7 + 1 bytes from the engine tables, read once by the first check",
                code_table,
                "take",
            )
        )
    figures += batch_figures(quick)
    figures += riichi_figures(quick)
    figures.append(enumeration_figure())
    samples = [Tiles(tuple(int(n) for n in row)) for row in random_deals(300, seed=8)]
    figures.append(model_figure(samples))
    start = time.perf_counter()
    total = count_winning_hands()
    counting = time.perf_counter() - start
    figures.append(
        Figure(
            "mahjong: counting every winning hand", f"{counting:.2f} s", f"{total:,}, by convolution", counting, "take"
        )
    )
    return figures


__all__ = ["figures"]
