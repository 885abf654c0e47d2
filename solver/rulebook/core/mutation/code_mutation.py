"""What a game offers to code mutation: its rule modules, named (:attr:`rulebook.core.game.Game.code_mutation`).

A module of its own so that a game's registration names its rule modules without importing the import hook that
plants the mutants (:mod:`rulebook.core.mutation.mutant_import`, which loads the syntax-tree and disk-cache machinery):
``rulebook GAME check`` imports the game's registration and nothing of mutation.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType


@dataclass(frozen=True)
class CodeMutation:
    """What a game offers to code mutation (its :attr:`~rulebook.core.game.Game.code_mutation`)."""

    modules: tuple[str, ...]
    """The rule modules the corpus asks, by dotted name: where the rules are computed (not caches, I/O or
    formatting). Each mutant of them is run against the committed corpus."""
    hidden: tuple[str, ...] = ()
    """Modules made to fail their import while a mutant runs (a compiled helper), so the Python path answers."""
    tested: Mapping[str, tuple[str, ...]] = field(default_factory=lambda: MappingProxyType({}), hash=False)
    """Module (dotted name) -> the test files that kill its mutants (paths from the repository's top).

    A module here that is not among :attr:`modules` is one no corpus question reaches (a simulator's second encoding
    of play): each of its mutants is run against these files only. A module that is among them has its mutants run
    against the corpus first; one the corpus leaves alive (or never reaches), and that the record does not account
    for, is then run against these files, and a failing test kills it."""

    @property
    def tested_only(self) -> tuple[str, ...]:
        """The modules only test files ask: in :attr:`tested`, not in :attr:`modules`."""
        return tuple(module for module in self.tested if module not in self.modules)

    @property
    def mutated(self) -> tuple[str, ...]:
        """Every module whose mutants are made: the corpus's, then those only test files ask."""
        return (*self.modules, *self.tested_only)


__all__ = ["CodeMutation"]
