"""Find and read the language-neutral spec files (``spec/<game>.toml``) and the committed corpora.

In a source checkout the files are read from the top-level ``spec/`` and ``generated/`` folders; an installed
wheel carries a copy of both under ``rulebook/_spec`` and ``rulebook/_generated`` (the corpora's JSON files only;
see ``pyproject.toml`` and ``solver/build_hook.py``), so the package works outside the repository.
"""

from __future__ import annotations

import marshal
import sys
import zlib
from functools import cache
from pathlib import Path
from typing import Any

from rulebook.core import disk_cache

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


def spec_dir() -> Path:
    """The folder holding the spec files: the checkout's ``spec/`` if present, else the wheel's copy."""
    checkout = _PACKAGE_DIR.parent.parent / "spec"
    if (checkout / "case.schema.json").is_file():
        return checkout
    return _PACKAGE_DIR / "_spec"


def corpus_dir(game: str) -> Path:
    """The folder of ``game``'s committed corpus: the checkout's ``generated/<game>/``, else the wheel's copy."""
    checkout = _PACKAGE_DIR.parent.parent / "generated" / game
    if any(checkout.glob("*.json")):
        return checkout
    return _PACKAGE_DIR / "_generated" / game


def is_checkout(root: Path) -> bool:
    """Whether ``root`` is a source checkout of the project (what ``rulebook generate`` writes into)."""
    return (root / "pyproject.toml").is_file() and (root / "spec" / "case.schema.json").is_file()


@cache
def load_spec(game: str) -> dict[str, Any]:
    """Parse ``spec/<game>.toml``; cached, so every caller sees the same register."""
    return parsed_toml(f"spec-{game}", (spec_dir() / f"{game}.toml").read_bytes())


def parsed_toml(name: str, raw: bytes) -> dict[str, Any]:
    """The TOML document ``raw``, parsed, or read from the disk cache (:mod:`rulebook.core.disk_cache`) as ``name``.

    Parsing a spec file takes a fresh process 10-20 ms (:mod:`tomllib` is pure Python), more than anything else a
    check does but the engine's own work; reading the same values back with :mod:`marshal` takes a tenth of a
    millisecond. The cache key is the file's CRC-32 and length (an edit reads as a miss) and the interpreter's
    marshal format; a document with values :mod:`marshal` cannot hold (a TOML date) is parsed every time.
    """
    key = f"{zlib.crc32(raw):08x}{len(raw):x}m{marshal.version}p{sys.version_info[0]}{sys.version_info[1]}"
    stored = disk_cache.load(name, key)
    if stored is not None:
        try:
            value = marshal.loads(stored)
        except (EOFError, ValueError, TypeError):
            value = None
        if isinstance(value, dict):
            return value
    import tomllib  # only a miss parses

    parsed = tomllib.loads(raw.decode("utf-8"))
    try:
        payload = marshal.dumps(parsed)
    except ValueError:
        return parsed
    disk_cache.store(name, key, payload)
    return parsed
