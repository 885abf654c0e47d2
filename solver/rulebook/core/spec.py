"""Find and read the language-neutral spec files (``spec/<game>.toml``) and the committed corpora.

In a source checkout the files are read from the top-level ``spec/`` and ``generated/`` folders; an installed
wheel carries a copy of both under ``rulebook/_spec`` and ``rulebook/_generated`` (the corpora's JSON files only;
see ``pyproject.toml`` and ``solver/build_hook.py``), so the package works outside the repository.
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
    path = spec_dir() / f"{game}.toml"
    with path.open("rb") as handle:
        return tomllib.load(handle)
