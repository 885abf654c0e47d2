"""Load one module with a code mutant in it: an import hook installed before the engine is imported.

``python -m rulebook.adapter GAME --code-mutant ID`` calls :func:`install` first; when the engine later imports the
mutant's module, :class:`MutantFinder` hands the import system the module's file with the mutated syntax tree
(:func:`rulebook.core.mutation.code_mutants.mutated_tree`) compiled in place of its source. Nothing else changes: every
other module loads from its file, so the corpus is answered exactly as usual apart from the one mistake.

Two things could hide the mistake, and are turned off while a mutant is installed:

- a table kept in the disk cache (:mod:`rulebook.core.disk_cache`) is keyed by the bytes of the module *file*,
  which the mutant does not change; the cache is switched off (its own ``RULEBOOK_NO_DISK_CACHE``);
- a compiled helper that stands in for Python code the mutant changed; the game names such modules
  (:attr:`CodeMutation.hidden`) and they fail to import, so the engine's pure-Python path answers.
"""

from __future__ import annotations

import ast
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import CodeType, ModuleType

from rulebook.core.disk_cache import DISABLE_VAR
from rulebook.core.errors import InputError
from rulebook.core.mutation.code_mutants import CodeMutant, mutants_of_source, mutated_tree
from rulebook.core.mutation.code_mutation import CodeMutation


def module_source(module: str) -> tuple[str, Path]:
    """The source text of ``module`` and its file, found without importing it (its packages are imported)."""
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
        raise InputError(f"no Python source for module {module!r}")
    path = Path(spec.origin)
    return path.read_text(encoding="utf-8"), path


def all_mutants(mutation: CodeMutation) -> list[CodeMutant]:
    """Every mutant of every mutated module (the corpus's, then those only tests ask), in module then source order."""
    found: list[CodeMutant] = []
    for module in mutation.mutated:
        found += mutants_of_source(module, module_source(module)[0])
    return found


class _MutantLoader(importlib.machinery.SourceFileLoader):
    """The module's own file loader, compiling the mutated tree instead of the file's text."""

    def __init__(self, fullname: str, path: str, tree: ast.Module) -> None:
        super().__init__(fullname, path)
        self.tree = tree

    def get_code(self, fullname: str) -> CodeType:
        """The mutated tree, compiled under the file's name (so tracebacks point at the file)."""
        return compile(self.tree, self.path, "exec", dont_inherit=True)


class MutantFinder(importlib.abc.MetaPathFinder):
    """Find the mutant's module (and refuse the hidden ones); leave every other import to the usual finders."""

    def __init__(self, module: str, tree: ast.Module, hidden: Sequence[str] = ()) -> None:
        self.module = module
        self.tree = tree
        self.hidden = frozenset(hidden)

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        """The mutant's module from its file with the mutated code; a hidden one refused; else None (not ours)."""
        if fullname in self.hidden:
            raise ModuleNotFoundError(f"{fullname} is hidden while a code mutant runs", name=fullname)
        if fullname != self.module:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.origin is None:
            return None
        spec.loader = _MutantLoader(fullname, spec.origin, self.tree)
        return spec


def hide(mutation: CodeMutation) -> None:
    """Run the engine as under a mutant, with none planted: the hidden modules refused and the disk cache off.

    The line trace of :mod:`rulebook.core.mutation.reach` runs this way, so that it sees the code the mutants run.
    """
    loaded = [name for name in mutation.hidden if name in sys.modules]
    if loaded:
        raise InputError(f"{loaded[0]} is already imported; it must be hidden first")
    os.environ[DISABLE_VAR] = "1"
    sys.meta_path.insert(0, MutantFinder("", ast.Module(body=[], type_ignores=[]), mutation.hidden))


def install(mutation: CodeMutation, mutant_id: str) -> CodeMutant:
    """Put the hook for mutant ``mutant_id`` first on the import path; :class:`InputError` for an unknown id.

    Must run before the engine is imported: a module already loaded is refused, since it would keep its old code.
    """
    for module in mutation.mutated:
        source, _ = module_source(module)
        for mutant in mutants_of_source(module, source):
            if mutant.id == mutant_id:
                loaded = [name for name in (module, *mutation.hidden) if name in sys.modules]
                if loaded:
                    raise InputError(f"{loaded[0]} is already imported; a code mutant must be installed first")
                os.environ[DISABLE_VAR] = "1"
                sys.meta_path.insert(0, MutantFinder(module, mutated_tree(module, source, mutant_id), mutation.hidden))
                return mutant
    raise InputError(f"no code mutant {mutant_id!r} (list them with `rulebook mutate GAME --list`)")


def planted(module: str) -> bool:
    """Whether ``module`` is loaded, and from a mutated tree by the hook :func:`install` put first.

    False when the module was never imported, or was imported by another finder ahead of the hook (pytest's
    assertion rewriting, for one, which compiles the file's own text): the mutant did not run.
    """
    loaded = sys.modules.get(module)
    spec = getattr(loaded, "__spec__", None)
    return isinstance(getattr(spec, "loader", None), _MutantLoader)


__all__ = ["CodeMutation", "MutantFinder", "all_mutants", "hide", "install", "module_source", "planted"]
