"""What a game offers to code mutation: its rule modules, named (:attr:`rulebook.core.game.Game.code_mutation`).

A module of its own so that a game's registration names its rule modules without importing the import hook that
plants the mutants (:mod:`rulebook.core.mutation.mutant_import`, which loads the syntax-tree and disk-cache machinery):
``rulebook GAME check`` imports the game's registration and nothing of mutation.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CodeMutation:
    """What a game offers to code mutation (its :attr:`~rulebook.core.game.Game.code_mutation`)."""

    modules: tuple[str, ...]
    """The rule modules, by dotted name: where the rules are computed (not caches, I/O or formatting)."""
    hidden: tuple[str, ...] = ()
    """Modules made to fail their import while a mutant runs (a compiled helper), so the Python path answers."""


__all__ = ["CodeMutation"]
