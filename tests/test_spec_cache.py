"""A spec file read back from the disk cache is the document parsed afresh, whatever the cache holds (issue 44: a
fresh process no longer parses the TOML of its game's spec). Every test points ``XDG_CACHE_HOME`` at a temporary
folder: the user's real cache is never touched.
"""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from rulebook.core import disk_cache
from rulebook.core.spec import load_spec, parsed_toml, spec_dir
from rulebook.registry import game_ids

DOCUMENT = b"""\
[game]
name = "demo"
players = [2, 4]

[[reading]]
key = "wild.bonus"
options = ["yes", "no"]
default = "no"
"""
PARSED = {
    "game": {"name": "demo", "players": [2, 4]},
    "reading": [{"key": "wild.bonus", "options": ["yes", "no"], "default": "no"}],
}
"""``DOCUMENT`` read by hand: a table of two keys, and an array of one table."""


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv(disk_cache.DISABLE_VAR, raising=False)
    return tmp_path / "rulebook"


def stored(cache_home: Path) -> list[Path]:
    return sorted(cache_home.glob("demo-*.bin"))


def test_the_first_read_parses_and_stores_and_the_second_reads_the_same_values_back(cache_home: Path) -> None:
    assert parsed_toml("demo", DOCUMENT) == PARSED
    assert len(stored(cache_home)) == 1
    assert parsed_toml("demo", DOCUMENT) == PARSED


def test_the_cached_values_are_what_is_returned(cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    parsed_toml("demo", DOCUMENT)

    def never(text: str) -> object:
        raise AssertionError("a hit must not parse")

    monkeypatch.setattr("tomllib.loads", never)
    assert parsed_toml("demo", DOCUMENT) == PARSED


def test_an_edited_document_is_a_miss(cache_home: Path) -> None:
    parsed_toml("demo", DOCUMENT)
    edited = DOCUMENT.replace(b'default = "no"', b'default = "yes"')
    assert parsed_toml("demo", edited)["reading"][0]["default"] == "yes"
    assert len(stored(cache_home)) == 1  # the stale file is replaced


def test_a_damaged_cache_file_is_a_miss(cache_home: Path) -> None:
    parsed_toml("demo", DOCUMENT)
    (path,) = stored(cache_home)
    path.write_bytes(path.read_bytes()[:-3] + b"\x00\x00\x00")
    assert parsed_toml("demo", DOCUMENT) == PARSED
    path.write_bytes(b"\x00")
    assert parsed_toml("demo", DOCUMENT) == PARSED


def test_a_cache_file_that_holds_no_document_is_a_miss(cache_home: Path) -> None:
    parsed_toml("demo", DOCUMENT)
    (path,) = stored(cache_home)
    key = path.name.removeprefix("demo-").removesuffix(".bin")
    assert disk_cache.store("demo", key, b"not marshal data")  # intact by its checksum, but not a document
    assert parsed_toml("demo", DOCUMENT) == PARSED


def test_a_document_marshal_cannot_hold_is_parsed_and_not_stored(cache_home: Path) -> None:
    dated = b"released = 1999-05-01\n"
    assert parsed_toml("demo", dated) == {"released": datetime.date(1999, 5, 1)}
    assert stored(cache_home) == []


def test_with_the_cache_off_nothing_is_stored(cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(disk_cache.DISABLE_VAR, "1")
    assert parsed_toml("demo", DOCUMENT) == PARSED
    assert not cache_home.exists()


@pytest.mark.parametrize("game", game_ids())
def test_every_spec_read_back_equals_its_toml(game: str, cache_home: Path) -> None:
    import tomllib

    raw = (spec_dir() / f"{game}.toml").read_bytes()
    parsed_toml(f"spec-{game}", raw)  # stored
    assert parsed_toml(f"spec-{game}", raw) == tomllib.loads(raw.decode("utf-8")) == load_spec(game)
