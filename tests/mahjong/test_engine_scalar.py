"""The scalar check's two lookups (compiled C helper, pure-Python dicts) against hand-worked hands and each other."""

from __future__ import annotations

import itertools
import random
import shlex
import shutil
import subprocess
import sys
import sysconfig
import textwrap
from collections.abc import Callable, Sequence

import numpy as np
import pytest

from rulebook.mahjong.engine import scalar as engine_scalar
from rulebook.mahjong.engine.scalar import COMPILED, is_complete_counts, is_complete_dicts
from rulebook.mahjong.tiles import ALL_KINDS, parse_tiles

KINDS = len(ALL_KINDS)
Check = Callable[[Sequence[int]], bool]
CHECKS: list[Check] = [is_complete_dicts]
if COMPILED:
    CHECKS.append(is_complete_counts)
needs_compiled = pytest.mark.skipif(not COMPILED, reason="the C helper was not built (no C compiler at install)")


def _compiler() -> str | None:
    """The C compiler this Python builds extensions with, if it is on PATH."""
    command = shlex.split(sysconfig.get_config_var("CC") or "")
    return shutil.which(command[0]) if command else None


def test_the_compiled_lookup_is_built_where_a_compiler_is() -> None:
    # The build hook is optional by design; this makes a silent fallback visible wherever it should not happen.
    if _compiler() is None:
        pytest.skip("no C compiler on this machine: the pure-Python lookup is the one in use")
    assert COMPILED, (
        "a C compiler is present but solver/rulebook/mahjong/engine/compiled.c was not compiled: reinstall (make)"
    )
    assert engine_scalar.is_complete_counts is not is_complete_dicts


# Hand-worked (rulebook, "Development of the game": four sets and a pair; a kong is never four in hand here).
WORKED = [
    ("123m 456p 789s EE RdRdRd", True),  # a chow in each suit, an honour pair and pung
    ("111222333m 99p", True),  # three pungs (or three chows) and a pair: 11 tiles, size 2 mod 3
    ("111222333m 9p", False),  # 10 tiles: size 1 mod 3 never splits
    ("123m 456p 789s E RdRdRd", False),  # a lone East
    ("1234m 456p 789s EE RdRd", False),  # a lone 4m beside two pairs
    ("11m 44m 77m 11p 44p 77p EE", False),  # seven pairs is not the standard form (no chow bridges the gaps)
    ("11m 22m 33m 44m 55m 66m 77m", True),  # but these seven pairs also read 123m 123m 456m 456m 77m
    ("123m 123m 123m 123m 99s", True),  # four identical chows and a pair
    ("EEEE SSS WWW NN", False),  # four East in hand are not a kong
    ("", True),  # nothing to place
    ("11m 22p", False),  # two pairs
]


@pytest.mark.parametrize("check", CHECKS, ids=lambda check: check.__name__)
@pytest.mark.parametrize(("text", "expected"), WORKED)
def test_worked_hands(check: Check, text: str, expected: bool) -> None:
    assert check(parse_tiles(text).counts) is expected


@pytest.mark.parametrize("check", CHECKS, ids=lambda check: check.__name__)
def test_bad_rows(check: Check) -> None:
    with pytest.raises(ValueError, match="expected 34 counts, got 35"):
        check((0,) * 35)
    with pytest.raises(ValueError, match="expected 34 counts, got 0"):
        check(())
    winning = list(parse_tiles("123m 456p 789s EE RdRdRd").counts)
    for kind, value in ((0, 5), (27, 5), (33, -1), (4, 2**80), (12, -(2**80))):
        row = list(winning)
        row[kind] = value
        assert check(row) is False, (kind, value)
    # a count of 5 of 9m must not read as "one more 1p" (base 5 carries into the next digit)
    aliased = [0] * KINDS
    aliased[8], aliased[9], aliased[27] = 5, 2, 2
    assert check(aliased) is False
    assert check(winning) is True  # a list answers as the tuple does


@pytest.mark.parametrize("check", CHECKS, ids=lambda check: check.__name__)
def test_a_numpy_row_answers_as_its_ints(check: Check) -> None:
    winning = np.array(parse_tiles("123m 456p 789s EE RdRdRd").counts, dtype=np.uint8)
    assert check(winning) is True  # type: ignore[arg-type]
    winning[0] = 5
    assert check(winning) is False  # type: ignore[arg-type]


@needs_compiled
def test_the_compiled_lookup_refuses_what_is_not_a_row_of_ints() -> None:
    row: list[object] = [0] * KINDS
    row[3] = 1.0
    with pytest.raises(TypeError, match="count 3 is float"):
        is_complete_counts(row)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="sequence of 34 counts"):
        is_complete_counts(7)  # type: ignore[arg-type]


def _placed(part: tuple[int, ...], start: int, rest: Sequence[int]) -> tuple[int, ...]:
    row = list(rest)
    row[start : start + len(part)] = part
    return tuple(row)


@needs_compiled
def test_both_lookups_agree_on_every_small_part_in_every_position() -> None:
    # Every suit vector of up to 8 tiles in each suit, every honour vector of up to 8 tiles, each beside an empty
    # rest and beside a rest holding a pair (so the sum of codes is exercised both ways).
    pair_in_honours = _placed((2,), 33, [0] * KINDS)
    pair_in_characters = _placed((2,), 0, [0] * KINDS)
    rows = []
    for part in itertools.product(range(5), repeat=9):
        if sum(part) <= 8:
            for start in (0, 9, 18):
                rows.append(_placed(part, start, [0] * KINDS))
                rows.append(_placed(part, start, pair_in_honours))
    for part in itertools.product(range(5), repeat=7):
        if sum(part) <= 8:
            rows.append(_placed(part, 27, [0] * KINDS))
            rows.append(_placed(part, 27, pair_in_characters))
    compiled = [is_complete_counts(row) for row in rows]
    assert compiled == [is_complete_dicts(row) for row in rows]
    assert 0 < sum(compiled) < len(rows)


@needs_compiled
def test_both_lookups_agree_on_random_full_hands() -> None:
    rng = random.Random(2026)
    rows = []
    for _ in range(3_000):  # 14 tiles drawn from the 136, so counts stay within 0..4
        row = [0] * KINDS
        for tile in rng.sample(range(4 * KINDS), 14):
            row[tile // 4] += 1
        rows.append(tuple(row))
    for _ in range(3_000):  # four sets and a pair built from shapes (mostly complete), then maybe one tile moved
        row = [0] * KINDS
        for _ in range(4):
            kind = rng.randrange(KINDS)
            if kind < 27 and kind % 9 < 7 and rng.random() < 0.6:
                for step in range(3):
                    row[kind + step] += 1
            else:
                row[kind] += 3
        row[rng.randrange(KINDS)] += 2
        if rng.random() < 0.3:
            source = rng.choice([kind for kind in range(KINDS) if row[kind]])
            row[source] -= 1
            row[rng.randrange(KINDS)] += 1
        rows.append(tuple(row))
    compiled = [is_complete_counts(row) for row in rows]
    assert compiled == [is_complete_dicts(row) for row in rows]
    assert sum(compiled) > 1_000


@needs_compiled
def test_the_compiled_table_is_read_from_its_source_once_and_checked() -> None:
    # A fresh process: the helper keeps its table for the life of one, so its loading is only seen in a new one.
    script = textwrap.dedent(
        """
        from rulebook.mahjong.engine import compiled
        try:
            compiled.is_complete((0,) * 34)
        except RuntimeError as error:
            print("no source:", error)
        compiled.set_table_source(lambda: bytes(10))
        try:
            compiled.is_complete((0,) * 34)
        except ValueError as error:
            print("short:", error)
        calls = []
        def source():
            from rulebook.mahjong.engine.batch import code_table
            calls.append(1)
            return code_table()
        compiled.set_table_source(source)
        print(compiled.is_complete((3,) * 3 + (0,) * 29 + (2, 0)), compiled.is_complete((1,) + (0,) * 33), len(calls))
        """
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert result.stdout.splitlines() == [
        "no source: no table source: call set_table_source() first",
        "short: the code table holds 10 bytes, expected 2031251",
        "True False 1",
    ]
