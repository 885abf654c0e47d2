"""Find and read the language-neutral spec files (``spec/<game>.toml``).

In a source checkout the files are read from the top-level ``spec/`` folder; an installed wheel carries a copy
under ``solver/rulebook/_spec`` (see ``pyproject.toml``), so the package works outside the repository.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


def spec_dir() -> Path:
    """The folder holding the spec files: the checkout's ``spec/`` if present, else the wheel's copy."""
    checkout = _PACKAGE_DIR.parent.parent / "spec"
    if (checkout / "case.schema.json").is_file():
        return checkout
    return _PACKAGE_DIR / "_spec"


@cache
def load_spec(game: str) -> dict[str, Any]:
    """Parse ``spec/<game>.toml``; cached, so every caller sees the same register."""
    path = spec_dir() / f"{game}.toml"
    with path.open("rb") as handle:
        return tomllib.load(handle)
