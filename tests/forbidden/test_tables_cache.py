"""FORBIDDEN's exact suit tables read from the disk cache equal a fresh build, for every table key, whatever the
cache holds. Every test points ``XDG_CACHE_HOME`` at a temporary folder: the user's real cache is never touched.
"""

from __future__ import annotations

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


def inputs(key: tables.TableKey) -> tuple[tuple[tables.Move, ...], tuple[tuple[tables.Transition, ...], ...]]:
    """The moves and transitions a table set is built from, as :class:`tables.SuitTables` derives them (built with
    the disk cache off, so that building them writes nothing)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(disk_cache.DISABLE_VAR, "1")
        built = tables.SuitTables(key)
    return tuple(built.natural_moves), tuple(built.transitions)


@pytest.mark.parametrize("key", KEYS, ids=repr)
def test_cold_then_warm_cache_gives_the_fresh_table(cache_home: Path, key: tables.TableKey) -> None:
    moves, transitions = inputs(key)
    fresh = tables._build_exact(moves, transitions)
    assert list(cache_home.glob("forbidden-exact-*.bin")) == []
    cold = tables._cached_exact(moves, transitions)
    assert len(list(cache_home.glob("forbidden-exact-*.bin"))) == 1
    warm = tables._cached_exact(moves, transitions)
    assert np.array_equal(cold, fresh) and np.array_equal(warm, fresh)
    assert warm.flags.writeable  # a private copy, not the file's read-only buffer


def test_each_key_has_its_own_file(cache_home: Path) -> None:
    for key in KEYS:
        tables._cached_exact(*inputs(key))
    assert len(list(cache_home.glob("forbidden-exact-*.bin"))) == len(KEYS)


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty"])
def test_a_corrupt_cache_file_is_rebuilt(cache_home: Path, damage: str) -> None:
    moves, transitions = inputs(KEYS[0])
    tables._cached_exact(moves, transitions)
    (path,) = cache_home.glob("forbidden-exact-*.bin")
    data = bytearray(path.read_bytes())
    if damage == "truncate":
        data = data[: len(data) // 2]
    elif damage == "flip":
        data[len(data) // 2] ^= 0x40
    else:
        data = bytearray()
    path.write_bytes(bytes(data))
    assert np.array_equal(tables._cached_exact(moves, transitions), tables._build_exact(moves, transitions))


@pytest.mark.parametrize("key", KEYS[:2], ids=repr)
def test_the_step_table_from_the_cache_equals_a_fresh_build(cache_home: Path, key: tables.TableKey) -> None:
    moves, transitions = inputs(key)
    exact = tables._build_exact(moves, transitions)
    fresh = tables._build_steps(exact, transitions)
    cold = tables._cached_steps(moves, transitions, exact)
    assert len(list(cache_home.glob("forbidden-steps-*.bin"))) == 1
    warm = tables._cached_steps(moves, transitions, exact)
    assert np.array_equal(cold, fresh) and np.array_equal(warm, fresh)
    assert warm.flags.writeable
