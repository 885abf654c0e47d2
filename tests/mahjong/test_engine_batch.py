"""The fast paths (engine_batch) against the scalar engine's per-suit tables and hand-worked hands.

Expected verdicts come from hand-worked examples or from the reference path of the scalar engine (the per-suit
table read through ``suit_index``); never from timings.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from rulebook.mahjong.engine.batch import (
    INVALID,
    INVALID_KEY,
    code_table,
    complete_batch_fast,
    complete_from_keys,
    encode_keys,
    enumerate_complete_hands,
    enumerate_winning_hands,
)
from rulebook.mahjong.engine.hand import Engine, count_complete_hands, count_winning_hands
from rulebook.mahjong.engine.scalar import is_complete_counts
from rulebook.mahjong.engine.tables import HONOUR_PAIRS, NOT_COMPLETE, suit_index, suit_tables
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, Tiles, parse_tiles

ENGINE = Engine()
KINDS = len(ALL_KINDS)


def reference(counts: tuple[int, ...]) -> bool:
    """The rule read straight off the per-suit table (the engine's former scalar path), independent of the fast
    paths: every suit and honour kind placeable, at most one pair, a pair exactly when the size is 2 mod 3."""
    if sum(counts) % 3 == 1 or any(not 0 <= n < 5 for n in counts):
        return False
    pairs = 0
    for suit in range(3):
        needed = int(suit_tables().pairs[suit_index(counts[suit * 9 : suit * 9 + 9])])
        if needed == NOT_COMPLETE:
            return False
        pairs += needed
    for n in counts[27:]:
        if HONOUR_PAIRS[n] == NOT_COMPLETE:
            return False
        pairs += HONOUR_PAIRS[n]
    return pairs == (1 if sum(counts) % 3 == 2 else 0)


def random_deal(rng: random.Random, size: int) -> tuple[int, ...]:
    counts = [0] * KINDS
    for tile in rng.sample(range(COPIES * KINDS), size):
        counts[tile // COPIES] += 1
    return tuple(counts)


SETS = [tuple(3 if k == kind else 0 for k in range(KINDS)) for kind in range(KINDS)] + [
    tuple(1 if start <= k < start + 3 else 0 for k in range(KINDS)) for start in range(27) if start % 9 <= 6
]


def random_winning(rng: random.Random, sets: int = 4) -> tuple[int, ...]:
    counts = [0] * KINDS
    while sets:
        shape = rng.choice(SETS)
        if all(a + b <= COPIES for a, b in zip(counts, shape, strict=True)):
            counts = [a + b for a, b in zip(counts, shape, strict=True)]
            sets -= 1
    kind = rng.choice([k for k in range(KINDS) if counts[k] <= 2])
    counts[kind] += 2
    return tuple(counts)


HAND_WORKED = {
    "123m 456p 789s EE RdRdRd": True,
    "111222333m 99p EEE": True,
    "11122233344455m": True,  # e.g. 111 234 234 345 55m
    "123m 456p 789s E RdRdRd": False,  # 13 tiles
    "123m 456p 789s EW RdRdRd": False,  # two single winds
    "123m 456p 789s EE RdRd": False,  # 13 tiles, two pairs
    "123m 456p 789s EEEE Rd": False,  # four honours alike cannot be placed without a kong
    "11m 22p 33s 44m 55p 66s 77m": False,  # seven pairs is not classical mahjong's winning form
    "19m 19p 19s ESWN RdGdWd Rd": False,  # nor thirteen orphans
    "": True,  # the empty hand is complete
    "55p": True,
    "123m": True,
    "12m": False,
}


@pytest.mark.parametrize(("text", "expected"), sorted(HAND_WORKED.items()))
def test_hand_worked_verdicts(text: str, expected: bool) -> None:
    counts = parse_tiles(text).counts
    assert reference(counts) is expected
    assert is_complete_counts(counts) is expected
    assert ENGINE.is_complete(Tiles(counts)) is expected
    assert complete_batch_fast(np.array([counts])).tolist() == [expected]
    assert complete_from_keys(encode_keys(np.array([counts]))).tolist() == [expected]


def test_random_deals_of_every_size_agree() -> None:
    rng = random.Random(6)
    rows = [random_deal(rng, size) for size in range(15) for _ in range(2_000)]
    expected = [reference(row) for row in rows]
    assert sum(expected) > 50  # small sizes give complete hands; the sample must exercise both verdicts
    assert [is_complete_counts(row) for row in rows] == expected
    assert [ENGINE.is_complete(Tiles(row)) for row in rows] == expected
    for dtype in (np.uint8, np.int8, np.int64):
        assert complete_batch_fast(np.array(rows, dtype=dtype)).tolist() == expected
    assert ENGINE.complete_batch(rows).tolist() == expected
    assert complete_from_keys(encode_keys(np.array(rows))).tolist() == expected


def test_constructed_winning_hands_and_near_misses_agree() -> None:
    rng = random.Random(7)
    winning = [random_winning(rng) for _ in range(3_000)] + [random_winning(rng, sets=3) for _ in range(500)]
    misses = []
    for hand in winning:
        row = list(hand)
        gone = rng.choice([k for k in range(KINDS) if row[k]])
        came = rng.choice([k for k in range(KINDS) if row[k] < COPIES and k != gone])
        row[gone] -= 1
        row[came] += 1
        misses.append(tuple(row))
    assert all(reference(hand) for hand in winning)
    rows = winning + misses
    expected = [reference(row) for row in rows]
    assert not all(expected[len(winning) :])
    assert [is_complete_counts(row) for row in rows] == expected
    assert complete_batch_fast(np.array(rows, dtype=np.uint8)).tolist() == expected
    assert all(ENGINE.is_winning(Tiles(hand)) for hand in winning[:3_000])


def test_batch_spans_several_chunks_with_a_bad_row_in_the_middle() -> None:
    rng = random.Random(8)
    rows = np.array([random_winning(rng) for _ in range(20_000)], dtype=np.int16)
    rows[12_345, 3] = 5
    rows[17_000, 30] = -1
    expected = np.ones(len(rows), dtype=np.bool_)
    expected[[12_345, 17_000]] = False
    assert np.array_equal(complete_batch_fast(rows), expected)


def test_counts_outside_zero_to_four_are_never_complete() -> None:
    base = list(parse_tiles("123m 456p 789s EE RdRdRd").counts)
    bad = []
    for kind, value in ((0, 5), (30, 5), (31, -1), (13, -1), (5, 256), (33, 7)):
        row = list(base)
        row[kind] = value
        bad.append(row)
    # a count of 5 must not alias another hand: 5 of 1m reads as "1 more of 9p" in base 5 without the range check
    aliased = [0] * KINDS
    aliased[8] = 5
    aliased[27] = 2
    bad.append(aliased)
    assert complete_batch_fast(np.array(bad, dtype=np.int64)).tolist() == [False] * len(bad)
    assert [is_complete_counts(row) for row in bad] == [False] * len(bad)
    assert complete_batch_fast(np.array([[5] + [0] * 33], dtype=np.uint8)).tolist() == [False]
    # negative counts alone in a batch: 1m once and 2m -2 times reads as 222m (5^8 - 2 * 5^7 = 3 * 5^7)
    negative = [1, -2] + [0] * 25 + [2] + [0] * 6
    assert complete_batch_fast(np.array([negative], dtype=np.int8)).tolist() == [False]
    assert not is_complete_counts(negative)
    assert encode_keys(np.array(bad))[:, 3].tolist() == [INVALID_KEY] * len(bad)


def test_empty_row_and_empty_batch() -> None:
    assert complete_batch_fast(np.zeros((1, KINDS), dtype=np.uint8)).tolist() == [True]
    assert complete_batch_fast(np.zeros((0, KINDS), dtype=np.uint8)).tolist() == []
    assert is_complete_counts((0,) * KINDS)


def test_bad_shapes_and_keys_are_refused() -> None:
    with pytest.raises(ValueError, match="34"):
        complete_batch_fast(np.zeros((2, 33), dtype=np.uint8))
    with pytest.raises(ValueError, match="keys"):
        complete_from_keys(np.array([[0, 0, 0, INVALID_KEY + 1]]))
    with pytest.raises(ValueError, match="34 counts"):
        is_complete_counts((0,) * 33 + (1,) * 2)


@pytest.mark.parametrize("size", [0, 2, 3, 5, 6, 8])
def test_enumeration_matches_the_convolution_count_and_every_row_is_complete_and_distinct(size: int) -> None:
    rows = np.concatenate([*enumerate_complete_hands(size), np.zeros((0, KINDS), dtype=np.uint8)])
    assert len(rows) == count_complete_hands(size)
    assert (rows.sum(axis=1) == size).all()
    assert complete_batch_fast(rows).all()
    assert len(np.unique(rows, axis=0)) == len(rows)
    sample = rows[np.random.default_rng(size).choice(len(rows), size=min(len(rows), 500), replace=False)]
    assert all(reference(tuple(int(n) for n in row)) for row in sample)


def test_enumeration_of_sizes_one_mod_three_is_empty() -> None:
    assert list(enumerate_complete_hands(4)) == []
    assert list(enumerate_complete_hands(13)) == []


def test_small_hand_counts_by_hand() -> None:
    # 2 tiles: a pair of any of 34 kinds; 3 tiles: 34 pungs + 21 chows
    assert sum(len(block) for block in enumerate_complete_hands(2)) == 34
    assert sum(len(block) for block in enumerate_complete_hands(3)) == 55


@pytest.mark.slow
def test_every_winning_hand_enumerated_once() -> None:
    total = 0
    rng = np.random.default_rng(14)
    seen: set[bytes] = set()
    sampled = 0
    for block in enumerate_winning_hands():
        assert (block.sum(axis=1) == 14).all()
        assert complete_batch_fast(block).all()
        total += len(block)
        for row in block[rng.choice(len(block), size=min(len(block), 20), replace=False)]:
            assert reference(tuple(int(n) for n in row))
            seen.add(row.tobytes())
            sampled += 1
    assert total == count_winning_hands() == 11_498_658
    assert len(seen) == sampled > 1_000  # the sampled rows, drawn across all blocks, never repeat


def test_riichi_package_agrees_on_standard_form_hands() -> None:
    agari = pytest.importorskip("mahjong.agari").Agari
    rng = random.Random(9)
    order = [*range(31), 33, 32, 31]  # its honours: E S W N haku hatsu chun; ours: E S W N Rd Gd Wd
    for _ in range(1_000):
        hand = random_winning(rng)
        for row in (hand, random_deal(rng, 14)):
            if all(n in (0, 2) for n in row) and row.count(2) == 7:
                continue  # seven pairs: a riichi-only winning form
            theirs = [0] * KINDS
            for kind, n in enumerate(row):
                theirs[order[kind]] = n
            assert agari.is_agari(theirs) == is_complete_counts(row), row


def test_the_code_table_holds_each_suit_and_honour_vector_s_code_worked_by_hand() -> None:
    table = code_table()
    assert len(table) == 5**9 + 5**7 + 1 and table[-1] == INVALID
    suits = {
        (0,) * 9: 0,  # nothing: no sets, no pair
        (1, 1, 1, 0, 0, 0, 0, 0, 0): 0,  # a chow
        (0, 0, 0, 0, 2, 0, 0, 0, 3): 1,  # a pair of fives and a pung of nines
        (1, 0, 0, 0, 0, 0, 0, 0, 0): INVALID,  # a lone one
        (0, 0, 0, 0, 0, 0, 0, 4, 0): INVALID,  # four eights: no kongs among the sets
    }
    for counts, code in suits.items():
        assert table[suit_index(counts)] == code, counts
    honours = {
        (0,) * 7: 0,
        (3, 0, 0, 0, 0, 0, 0): 0,  # a pung of East
        (2, 0, 0, 0, 0, 0, 0): 1,  # a pair of East
        (0, 0, 0, 0, 0, 3, 2): 1,  # a pung of Green, a pair of White
        (2, 2, 0, 0, 0, 0, 0): INVALID,  # two pairs
        (2, 2, 2, 0, 0, 0, 3): INVALID,  # three pairs: still just invalid, not more
        (0, 0, 0, 1, 0, 0, 0): INVALID,  # a lone North
    }
    for counts, code in honours.items():
        index = 5**9 + sum(count * 5 ** (6 - position) for position, count in enumerate(counts))
        assert table[index] == code, counts
