"""The committed conformance corpora (``generated/<game>/*.json``), read once per test process.

``make check`` runs ``rulebook generate --check``, which builds every corpus from its sources and fails when the
committed files differ by a byte; so the tests read what is committed instead of building each corpus again.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from rulebook.core.commands import errata
from rulebook.core.corpus.cases import Corpus

GENERATED = Path(__file__).resolve().parents[1] / "generated"


@cache
def committed_corpora(game: str) -> tuple[Corpus, ...]:
    """Every family of ``game``'s committed corpus, in file-name order (read as ``rulebook errata`` reads it)."""
    return tuple(errata.committed_corpora(game))


def committed_family(game: str, family: str) -> Corpus:
    """One family of ``game``'s committed corpus."""
    return next(corpus for corpus in committed_corpora(game) if corpus.family == family)


@cache
def sweep_cases(game: str) -> dict[str, dict[str, Any]]:
    """Every case of ``game``'s committed sweep families (``sweep_*.json``), by id, as written."""
    found: dict[str, dict[str, Any]] = {}
    for path in sorted((GENERATED / game).glob("sweep_*.json")):
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            found[case["id"]] = case
    return found
