"""The lazy splits and the disk-cached suit tables give the same answers as a fresh build, whatever the cache holds.

Every test points ``XDG_CACHE_HOME`` at a temporary folder: the user's real cache is never read or written.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import numpy as np
import pytest

import rulebook
from rulebook.core import disk_cache
from rulebook.mahjong.engine import tables
from rulebook.mahjong.engine.splits import rank_splits, splits, suit_split_table, suit_splits
from rulebook.mahjong.tiles import ALL_KINDS
from tests.mahjong.test_engine_splits import reference_splits

SUIT_KINDS = 27


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv(disk_cache.DISABLE_VAR, raising=False)
    return tmp_path / "rulebook"


@pytest.fixture(scope="module")
def fresh_pairs() -> np.ndarray:
    return tables.build_pairs()


def cache_files(folder: Path) -> list[Path]:
    return sorted(folder.glob(f"{tables.CACHE_NAME}-*.bin"))


def test_the_fresh_pairs_table_keeps_the_sets_and_pair_tables(cache_home: Path, fresh_pairs: np.ndarray) -> None:
    # suit_tables() derives sets and sets_and_pair from the pairs code: that loses nothing.
    sets = tables._sets_table()
    with_pair = tables._pair_table(sets)
    assert not (sets & with_pair).any()
    assert np.array_equal(fresh_pairs == 0, sets.reshape(-1))
    assert np.array_equal(fresh_pairs == 1, with_pair.reshape(-1))
    process = tables.suit_tables()
    assert np.array_equal(process.pairs, fresh_pairs)
    assert np.array_equal(process.sets, sets.reshape(-1))
    assert np.array_equal(process.sets_and_pair, with_pair.reshape(-1))


def test_cold_then_warm_cache_gives_the_fresh_table(cache_home: Path, fresh_pairs: np.ndarray) -> None:
    assert cache_files(cache_home) == []
    cold = tables._cached_pairs()
    assert np.array_equal(cold, fresh_pairs)
    assert len(cache_files(cache_home)) == 1
    warm = tables._cached_pairs()
    assert np.array_equal(warm, fresh_pairs)
    assert warm.flags.writeable  # a private copy, not the file's read-only buffer


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty", "garbage", "extend"])
def test_a_corrupt_cache_file_is_rebuilt(cache_home: Path, fresh_pairs: np.ndarray, damage: str) -> None:
    tables._cached_pairs()
    (path,) = cache_files(cache_home)
    data = bytearray(path.read_bytes())
    if damage == "truncate":
        data = data[: len(data) // 2]
    elif damage == "flip":
        data[len(data) // 2] ^= 0x40
    elif damage == "empty":
        data = bytearray()
    elif damage == "garbage":
        data = bytearray(os.urandom(len(data)))
    else:
        data += b"\0"
    path.write_bytes(bytes(data))
    assert np.array_equal(tables._cached_pairs(), fresh_pairs)
    assert np.array_equal(tables._cached_pairs(), fresh_pairs)
    assert (
        disk_cache.load(
            tables.CACHE_NAME, disk_cache.source_key(tables.__file__, rulebook.__version__), tables.SUIT_STATES
        )
        is not None
    )


def test_a_payload_with_a_valid_digest_but_impossible_codes_is_rebuilt(
    cache_home: Path, fresh_pairs: np.ndarray
) -> None:
    key = disk_cache.source_key(tables.__file__, rulebook.__version__)
    assert disk_cache.store(tables.CACHE_NAME, key, bytes([7]) * tables.SUIT_STATES)
    assert np.array_equal(tables._cached_pairs(), fresh_pairs)


def test_a_stale_cache_file_is_ignored_and_replaced(cache_home: Path, fresh_pairs: np.ndarray) -> None:
    cache_home.mkdir(parents=True)
    stale = cache_home / f"{tables.CACHE_NAME}-0000000000000000.bin"
    wrong = np.zeros(tables.SUIT_STATES, dtype=np.int8).tobytes()
    assert disk_cache.store(tables.CACHE_NAME, "0000000000000000", wrong)
    assert stale.exists()
    assert np.array_equal(tables._cached_pairs(), fresh_pairs)
    assert not stale.exists()
    assert len(cache_files(cache_home)) == 1


def test_the_key_follows_the_builder_source_and_the_version(tmp_path: Path) -> None:
    source = tmp_path / "builder.py"
    source.write_text("A = 1\n")
    first = disk_cache.source_key(source)
    source.write_text("A = 2\n")
    assert disk_cache.source_key(source) != first
    assert disk_cache.source_key(source, "0.1.0") != disk_cache.source_key(source, "0.2.0")
    assert disk_cache.source_key(tmp_path / "missing.py") == ""


def test_an_unwritable_cache_dir_still_answers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_pairs: np.ndarray
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would go\n")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    monkeypatch.delenv(disk_cache.DISABLE_VAR, raising=False)
    assert np.array_equal(tables._cached_pairs(), fresh_pairs)
    assert not disk_cache.store(tables.CACHE_NAME, "key", b"x")
    assert disk_cache.load(tables.CACHE_NAME, "key", 1) is None


def test_a_read_only_cache_dir_still_answers(
    cache_home: Path, monkeypatch: pytest.MonkeyPatch, fresh_pairs: np.ndarray
) -> None:
    cache_home.mkdir(parents=True)
    cache_home.chmod(0o500)
    try:
        assert np.array_equal(tables._cached_pairs(), fresh_pairs)
        assert np.array_equal(tables._cached_pairs(), fresh_pairs)
    finally:
        cache_home.chmod(0o700)


def test_the_cache_can_be_turned_off(
    cache_home: Path, monkeypatch: pytest.MonkeyPatch, fresh_pairs: np.ndarray
) -> None:
    monkeypatch.setenv(disk_cache.DISABLE_VAR, "1")
    assert np.array_equal(tables._cached_pairs(), fresh_pairs)
    assert not cache_home.exists()


def test_lazy_suit_splits_equal_the_full_table() -> None:
    table = suit_split_table()
    assert len(table) == 21743
    rng = random.Random(11)
    for counts in rng.sample(sorted(table), 3000):
        assert suit_splits(counts) == table[counts] == rank_splits(list(counts))


def test_lazy_splits_equal_the_plain_search_on_hands_built_from_complete_suits() -> None:
    # Each suit from the complete vectors of the table (so many splits), honours as pairs or pungs, a hand
    # sometimes broken by moving one tile; thousands of hands, against the plain search over the whole hand.
    rng = random.Random(12)
    vectors = sorted(suit_split_table())
    small = [v for v in vectors if sum(v) <= 8]
    checked = complete = 0
    while checked < 3000:
        counts = [0] * len(ALL_KINDS)
        for suit in rng.sample(range(3), rng.choice([1, 1, 2, 3])):
            vector = rng.choice(vectors if rng.random() < 0.5 else small)
            counts[suit * 9 : suit * 9 + 9] = vector
        for honour in rng.sample(range(SUIT_KINDS, len(ALL_KINDS)), rng.choice([0, 0, 1, 2])):
            counts[honour] = rng.choice([2, 3])
        if sum(counts) > 14 or sum(counts) == 0:
            continue
        if rng.random() < 0.3:
            held = [k for k, n in enumerate(counts) if n]
            counts[rng.choice(held)] -= 1
            counts[rng.randrange(len(ALL_KINDS))] += 1
        if max(counts) > 4:
            continue
        expected = reference_splits(counts)
        assert splits(counts) == expected, counts
        assert splits(tuple(counts)) == expected
        checked += 1
        complete += bool(expected)
    assert complete > 1000
