"""The imports between a package tree's modules, read off its source files (nothing is imported).

An import is any way a module names another of the tree: ``import a.b``, ``from a.b import c``, a relative
``from ..b import c`` (resolved against the module's package), ``importlib.import_module("a.b")`` or
``__import__("a.b")`` with a literal name, and ``deferred("a.b:function")`` (:mod:`rulebook.core.deferred`).
An ``import_module`` or ``__import__`` whose name is not a literal cannot be followed: :meth:`ImportGraph.unread`
lists those, so that a guard can refuse them where it must see every import.

``tests/test_independence.py`` runs its guards on the real tree through this class, and
``tests/test_guards_planted.py`` runs the same guards on trees with a planted violation.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from functools import cache, cached_property
from pathlib import Path
from typing import TypeGuard

DYNAMIC = ("import_module", "__import__")
"""The functions that import a module named by a string (``importlib.import_module``, the builtin ``__import__``)."""


class ImportGraph:
    """The modules of the tree rooted at ``package`` (the folder of the top-level package) and their imports."""

    def __init__(self, package: Path) -> None:
        self.package = package
        self.top = package.name
        self._imports: dict[tuple[str, bool], frozenset[str]] = {}

    @cached_property
    def modules(self) -> dict[str, Path]:
        """Every module of the tree by its dotted name (a package by its folder's name)."""
        return {self.module_name(path): path for path in sorted(self.package.rglob("*.py"))}

    def module_name(self, path: Path) -> str:
        parts = path.relative_to(self.package.parent).with_suffix("").parts
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    def is_package(self, name: str) -> bool:
        return self.modules[name].name == "__init__.py"

    def tree(self, name: str) -> ast.Module:
        return _parsed(self.modules[name])

    def imports(self, name: str, *, at_run_time: bool = False) -> frozenset[str]:
        """The modules of the tree ``name`` imports anywhere in its body (a lazy import inside a function counts).

        ``at_run_time``: leave out the imports under ``if TYPE_CHECKING`` (they never run).
        """
        if (name, at_run_time) not in self._imports:
            found: set[str] = set()
            for node in self._nodes(name, at_run_time):
                found.update(self._named_by(name, node))
            self._imports[name, at_run_time] = frozenset(m for m in found if m in self.modules and m != name)
        return self._imports[name, at_run_time]

    def unread(self, name: str) -> list[str]:
        """The calls of ``name`` that import a module named by something other than a literal string."""
        return [
            f"{name} line {node.lineno}: {ast.unparse(node)}"
            for node in self._nodes(name, at_run_time=False)
            if _dynamic_call(node) and _literal_target(node) is None
        ]

    def reached(self, name: str) -> set[str]:
        """Every module of the tree ``name`` imports, directly or through others."""
        return reached(name, self.imports)

    def _nodes(self, name: str, at_run_time: bool) -> Iterator[ast.AST]:
        tree = self.tree(name)
        typing_only: set[int] = set()
        if at_run_time:
            typing_only = {
                id(sub)
                for node in ast.walk(tree)
                if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
                for sub in ast.walk(node)
            }
        return (node for node in ast.walk(tree) if id(node) not in typing_only)

    def _named_by(self, name: str, node: ast.AST) -> set[str]:
        """The dotted names one node imports (a module, or a module and the names taken from it)."""
        if isinstance(node, ast.Import):
            return {alias.name for alias in node.names}
        if isinstance(node, ast.ImportFrom):
            module = self._absolute(name, node.level, node.module)
            return {module, *(f"{module}.{alias.name}" for alias in node.names)} if module else set()
        if _dynamic_call(node):
            target = _literal_target(node)
            return {target} if target else set()
        return deferred_target(node)

    def _absolute(self, name: str, level: int, module: str | None) -> str | None:
        """The absolute name of ``from <level dots><module> import ...`` written in module ``name``."""
        if level == 0:
            return module
        package = name.split(".") if self.is_package(name) else name.split(".")[:-1]
        if level - 1 >= len(package):
            return None  # beyond the top-level package: Python refuses it
        base = package[: len(package) - (level - 1)]
        return ".".join([*base, module] if module else base)


@cache
def graph_of(package: Path) -> ImportGraph:
    """The graph of the tree at ``package``, read once per test process."""
    return ImportGraph(package)


@cache
def _parsed(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def _dynamic_call(node: ast.AST) -> TypeGuard[ast.Call]:
    return isinstance(node, ast.Call) and ast.unparse(node.func).split(".")[-1] in DYNAMIC


def _literal_target(node: ast.AST) -> str | None:
    """The module an ``import_module("a.b")`` or ``__import__("a.b")`` call names, when it is a literal."""
    assert isinstance(node, ast.Call)
    if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
        return node.args[0].value if not node.args[0].value.startswith(".") else None
    return None


DEFERRING = ("deferred", "DeferredReadings")
"""What names a module to import later: :func:`rulebook.core.deferred.deferred` and
:class:`rulebook.core.game.DeferredReadings` (``"module:NAME"`` both)."""


def deferred_target(node: ast.AST) -> set[str]:
    """The module a ``deferred("module:function")`` call names (:mod:`rulebook.core.deferred`): an import too."""
    if not isinstance(node, ast.Call) or not node.args or ast.unparse(node.func).split(".")[-1] not in DEFERRING:
        return set()
    target = node.args[0]
    if isinstance(target, ast.Constant) and isinstance(target.value, str):
        return {target.value.partition(":")[0]}
    return set()


def reached(name: str, imports_of: Callable[[str], frozenset[str]]) -> set[str]:
    """Every module ``name`` imports, directly or through others, given each module's direct imports."""
    seen: set[str] = set()
    stack = [name]
    while stack:
        for module in imports_of(stack.pop()):
            if module not in seen:
                seen.add(module)
                stack.append(module)
    return seen


def in_folder(module: str, top: str, game: str, folder: str) -> bool:
    """Whether ``module`` is ``<top>.<game>.<folder>`` or below it (``folder`` empty: the game's whole package)."""
    prefix = f"{top}.{game}.{folder}" if folder else f"{top}.{game}"
    return module == prefix or module.startswith(prefix + ".")


def encoding_crossings(package: Path, game: str, own: str, other: str, work: tuple[str, ...]) -> list[str]:
    """What breaks the first promise for ``game``'s ``own`` encoding, in the tree at ``package``.

    Each module under ``<game>/<own>/`` that reaches ``<game>/<other>/`` or one of the ``work`` folders (code built on
    both encodings), directly or through other modules; and each import the walk cannot follow in the game's modules
    it reaches (one of them could lead anywhere).
    """
    graph = graph_of(package)
    mine = [module for module in graph.modules if in_folder(module, graph.top, game, own)]
    problems: list[str] = []
    walked: set[str] = set()
    for module in mine:
        found = graph.reached(module)
        walked |= {module, *found}
        bad = sorted(m for m in found if in_folder(m, graph.top, game, other))
        if bad:
            problems.append(f"{module} reaches {other}/: {bad}")
        built = sorted(m for m in found if any(in_folder(m, graph.top, game, w) for w in work))
        if built:
            problems.append(f"{module} reaches code built on both encodings: {built}")
    in_game = sorted(m for m in walked if in_folder(m, graph.top, game, ""))
    return problems + [f"an import the walk cannot follow: {call}" for m in in_game for call in graph.unread(m)]


__all__ = ["ImportGraph", "deferred_target", "encoding_crossings", "graph_of", "in_folder", "reached"]
