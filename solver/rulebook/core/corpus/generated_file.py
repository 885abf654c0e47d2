"""One file ``rulebook generate`` writes: its path below the repository's top level and its exact text.

Apart from :mod:`rulebook.core.corpus.generate` so that the game protocol (:mod:`rulebook.core.game`), which names the
type of a game's documents, and the generator, which is handed games, do not import each other.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GeneratedFile:
    """One output: its path below the repository's top level and its exact text."""

    path: str
    text: str


__all__ = ["GeneratedFile"]
