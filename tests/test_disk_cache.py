"""The disk cache's keys (:func:`rulebook.core.disk_cache.content_key`, :func:`~rulebook.core.disk_cache.source_key`):
the same bytes give the same key in every process, and any change to the builder's source or to what the caller adds
(the version, the table's inputs) gives another, so a stale file reads as a miss."""

from __future__ import annotations

from pathlib import Path

from rulebook.core import disk_cache


def test_the_content_key_is_the_crc32_then_the_adler32_of_the_bytes() -> None:
    # Worked by hand for b"abc": CRC-32 0x352441C2 (the standard check value of "abc"); Adler-32: a = 1 + 97 + 98 + 99
    # = 0x127, b = 98 + 196 + 295 = 589 = 0x24D, so 0x024D0127.
    assert disk_cache.content_key(b"abc") == "352441c2024d0127"


def test_the_source_key_changes_with_the_source_and_with_each_extra(tmp_path: Path) -> None:
    builder = tmp_path / "builder.py"
    builder.write_bytes(b"TABLE = 1\n")
    first = disk_cache.source_key(builder, "1.0", "inputs")
    assert len(first) == 16 and first == disk_cache.source_key(str(builder), "1.0", "inputs")
    assert disk_cache.source_key(builder, "1.1", "inputs") != first  # a new version
    assert disk_cache.source_key(builder, "1.0", "other inputs") != first
    assert disk_cache.source_key(builder, "1.0inputs") != first  # the parts are kept apart
    builder.write_bytes(b"TABLE = 2\n")
    assert disk_cache.source_key(builder, "1.0", "inputs") != first  # an edited builder


def test_an_unreadable_source_has_no_key(tmp_path: Path) -> None:
    assert disk_cache.source_key(tmp_path / "missing.py", "1.0") == ""
