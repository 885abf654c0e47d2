"""FORBIDDEN's suit tables read from the disk cache (the exact table, its steps, the placed parts) equal a fresh
build, for every table key, whatever the cache holds, and the cache's key is the same in every process. Every test
points ``XDG_CACHE_HOME`` at a temporary folder: the user's real cache is never touched.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from rulebook.core import disk_cache
from rulebook.forbidden.engine import tables

KEYS = [
    tables.TableKey(),
    tables.TableKey(exhausted_refused=True),
    tables.TableKey(wild_yin_yang_bonus=True, wild_counts_for_size=False),
]


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv(disk_cache.DISABLE_VAR, raising=False)
    return tmp_path / "rulebook"


Inputs = tuple[tuple[tables.Move, ...], tuple[tuple[tables.Transition, ...], ...], tables.TableCacheId]


def uncached(key: tables.TableKey) -> tables.SuitTables:
    """A table set built with the disk cache off, so that building it writes nothing."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(disk_cache.DISABLE_VAR, "1")
        return tables.SuitTables(key)


def inputs(key: tables.TableKey) -> Inputs:
    """The moves and transitions a table set is built from, as :class:`tables.SuitTables` derives them, and their
    cache id."""
    built = uncached(key)
    moves, transitions = tuple(built.natural_moves), tuple(built.transitions)
    return moves, transitions, tables.table_cache_id(moves, transitions)


@pytest.mark.parametrize("key", KEYS, ids=repr)
def test_cold_then_warm_cache_gives_the_fresh_table(cache_home: Path, key: tables.TableKey) -> None:
    moves, transitions, cache_id = inputs(key)
    fresh = tables._build_exact(moves, transitions)
    assert list(cache_home.glob("forbidden-exact-*.bin")) == []
    cold = tables._cached_exact(moves, transitions, cache_id)
    assert len(list(cache_home.glob("forbidden-exact-*.bin"))) == 1
    warm = tables._cached_exact(moves, transitions, cache_id)
    assert np.array_equal(cold, fresh) and np.array_equal(warm, fresh)
    assert warm.flags.writeable  # a private copy, not the file's read-only buffer


def test_each_key_has_its_own_file(cache_home: Path) -> None:
    for key in KEYS:
        tables._cached_exact(*inputs(key))
    assert len(list(cache_home.glob("forbidden-exact-*.bin"))) == len(KEYS)


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty"])
def test_a_corrupt_cache_file_is_rebuilt(cache_home: Path, damage: str) -> None:
    moves, transitions, cache_id = inputs(KEYS[0])
    tables._cached_exact(moves, transitions, cache_id)
    (path,) = cache_home.glob("forbidden-exact-*.bin")
    data = bytearray(path.read_bytes())
    if damage == "truncate":
        data = data[: len(data) // 2]
    elif damage == "flip":
        data[len(data) // 2] ^= 0x40
    else:
        data = bytearray()
    path.write_bytes(bytes(data))
    assert np.array_equal(tables._cached_exact(moves, transitions, cache_id), tables._build_exact(moves, transitions))


@pytest.mark.parametrize("key", KEYS[:2], ids=repr)
def test_the_step_table_from_the_cache_equals_a_fresh_build(cache_home: Path, key: tables.TableKey) -> None:
    moves, transitions, cache_id = inputs(key)
    exact = tables._build_exact(moves, transitions)
    fresh = tables._build_steps(exact, transitions)
    cold = tables._cached_steps(transitions, exact, cache_id)
    assert len(list(cache_home.glob("forbidden-steps-*.bin"))) == 1
    warm = tables._cached_steps(transitions, exact, cache_id)
    assert np.array_equal(cold, fresh) and np.array_equal(warm, fresh)
    assert warm.flags.writeable


@pytest.mark.parametrize("key", KEYS[:2], ids=repr)
@pytest.mark.parametrize("objective", [tables.Objective.BEST, tables.Objective.MOST_CARDS], ids=str)
def test_the_placed_parts_from_the_cache_equal_a_fresh_build(
    cache_home: Path, key: tables.TableKey, objective: tables.Objective
) -> None:
    fresh = uncached(key)
    last = len(fresh.wild_sets) - 1
    cold, warm = tables.SuitTables(key), tables.SuitTables(key)  # the second reads what the first wrote
    for position in (0, last):
        expected = tables._build_placed_parts(objective, fresh.prefix(objective)[position], fresh.exact[position])
        assert np.array_equal(cold.placed_parts(objective, position), expected)
        assert np.array_equal(warm.placed_parts(objective, position), expected)
        assert warm.placed_parts(objective, position).flags.writeable
    assert len(list(cache_home.glob(f"forbidden-placed-{objective.value}-*.bin"))) == 2  # a file per multiset


def test_a_damaged_placed_parts_file_is_rebuilt(cache_home: Path) -> None:
    tables.SuitTables(KEYS[0]).placed_parts(tables.Objective.BEST, 1)
    (path,) = cache_home.glob("forbidden-placed-best-1-*.bin")
    data = bytearray(path.read_bytes())
    data[-1] ^= 0x01
    path.write_bytes(bytes(data))
    fresh = uncached(KEYS[0])
    expected = tables._build_placed_parts(tables.Objective.BEST, fresh.prefix(tables.Objective.BEST)[1], fresh.exact[1])
    assert np.array_equal(tables.SuitTables(KEYS[0]).placed_parts(tables.Objective.BEST, 1), expected)


CACHE_IDS = """
import sys
from rulebook.forbidden.engine import tables
if sys.argv[1] == "after-play":  # the engine's own caches filled first: the key must not see them
    from rulebook.forbidden.api import engine_for
    from rulebook.forbidden.crosscheck.samples import random_query
    from rulebook.forbidden.reading import Reading
    import random
    for seed in range(20):
        engine_for(Reading()).analyse(random_query(random.Random(seed)))
print([tables.suit_tables(key).cache_id for key in {keys}])
"""


def test_the_cache_id_is_the_same_in_every_process() -> None:
    """A key that changed from process to process (a hash seed, a cache filled earlier) would make every process
    rebuild its tables and never read them back."""
    ids = []
    for seed, start in (("1", "fresh"), ("2", "after-play")):
        environment = {**os.environ, "PYTHONHASHSEED": seed, disk_cache.DISABLE_VAR: "1"}
        script = CACHE_IDS.format(keys="[" + ", ".join(f"tables.{key!r}" for key in KEYS) + "]")
        run = subprocess.run(
            [sys.executable, "-c", script, start], capture_output=True, text=True, env=environment, check=True
        )
        ids.append(run.stdout)
    assert ids[0] == ids[1]
    assert ids[0].count("TableCacheId") == len(KEYS)
