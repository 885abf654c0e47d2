"""Mutants of an engine's *code*: one small deliberate mistake in one rule module, made from its syntax tree.

The rule mutants of :mod:`rulebook.core.mutation.mutants` break a rule *statement*; these break the code that
implements it, the way a programmer would: a comparison off by one (``<`` and ``<=``, ``>`` and ``>=``), a test turned
round (``==`` and ``!=``, ``in`` and ``not in``, ``is`` and ``is not``), ``and`` and ``or`` swapped, a ``not`` dropped,
an integer one more or one less, ``return True`` and ``return False`` swapped, and an ``if`` whose condition is
forced true or false. The set is small and bounded on purpose, so every mutant it makes can be triaged: killed by
a corpus case, or recorded as equivalent with a reason (:mod:`rulebook.core.mutation.mutation_run`).

Left alone, because a change there is no rule mistake: docstrings and other strings, annotations, ``assert``
statements, ``if TYPE_CHECKING:`` blocks, ``__all__``, and the arguments of ``raise`` (a refusal's message).

A mutant's id must survive unrelated edits of the module, so it names no line: it is a digest of the module, the
qualified name of the enclosing function (``<module>`` at the top level), the operator, the source before and after
(normalised by :func:`ast.unparse`, so reformatting changes nothing) and the occurrence — how many identical
mutations (same function, operator, before and after) come earlier in that function.

>>> [m.after for m in mutants_of_source("demo", "def f(x): return x < 2")]
['x <= 2', 'x < 3', 'x < 1']
"""

from __future__ import annotations

import ast
import copy
import hashlib
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

COMPARE_SWAPS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
"""Each comparison operator and the one it becomes."""

OPERATORS = ("compare", "boolean", "not", "number", "return", "if-true", "if-false")
"""The operator names, in the order a node's mutants are listed."""


@dataclass(frozen=True)
class CodeMutant:
    """One mistake in one module: where (module and function), what (operator, before, after), and which one."""

    module: str
    """The dotted module name (``rulebook.forbidden.engine.claims``)."""
    function: str
    """The qualified name of the enclosing function or class (``Engine.score``), ``<module>`` at the top level."""
    operator: str
    """One of :data:`OPERATORS`."""
    before: str
    """The mutated node's source, normalised (``ast.unparse``)."""
    after: str
    """The same node after the mutation."""
    occurrence: int
    """How many mutants of the same function, operator, before and after come earlier in the function (0 first)."""
    line: int
    """The line it is on today: shown to a person, never part of the id."""
    lines: tuple[int, int] = (0, 0)
    """The first and last line of the statement (or a compound statement's head) it is in: if the corpus runs none
    of them, no case can kill it (:mod:`rulebook.core.mutation.reach`). Never part of the id."""

    @property
    def id(self) -> str:
        """A short digest of everything but the line: stable under edits elsewhere in the module."""
        text = "\0".join((self.module, self.function, self.operator, self.before, self.after, str(self.occurrence)))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]

    def describe(self, width: int = 70) -> str:
        """One line for a person: where, and the change."""
        before, after = _short(self.before, width), _short(self.after, width)
        return f"{self.module}:{self.line} {self.function} [{self.operator}] {before}  ->  {after}"


def _short(text: str, width: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 3] + "..."


@dataclass(frozen=True)
class _Site:
    """A node and the mutated copies it can take, before ids are given."""

    path: tuple[tuple[str, int | None], ...]
    """How to reach the node from the module's root: field names and list indices."""
    operator: str
    replacement: ast.AST
    before: str
    after: str


class _Finder(ast.NodeVisitor):
    """Walk a module, noting every mutation site with its enclosing function."""

    def __init__(self) -> None:
        self.sites: list[tuple[str, _Site, ast.AST, tuple[int, int]]] = []
        self._scope: list[str] = []
        self._path: list[tuple[str, int | None]] = []
        self._nodes: list[ast.AST] = []
        self._statements: list[tuple[int, int]] = []

    def walk(self, node: ast.AST) -> None:
        for name, value in ast.iter_fields(node):
            if isinstance(value, list):
                for index, item in enumerate(value):
                    if isinstance(item, ast.AST):
                        self._enter(name, index, item)
            elif isinstance(value, ast.AST):
                self._enter(name, None, value)

    def _enter(self, name: str, index: int | None, node: ast.AST) -> None:
        if name in ("annotation", "returns") or _skipped(node):
            return
        self._path.append((name, index))
        scoped = isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            self._scope.append(node.name)
        statement = isinstance(node, ast.stmt)
        if isinstance(node, ast.stmt):
            self._statements.append(_head(node))
        for operator, replacement in _replacements(node):
            before, after = _shown(node), _shown(replacement)
            parent = self._nodes[-1] if self._nodes else None
            if operator == "number" and isinstance(parent, ast.expr):
                # a bare number says little: show the expression it is in (``x < 2`` -> ``x < 3``)
                before, after = ast.unparse(parent), ast.unparse(_with_child(parent, name, index, replacement))
            site = _Site(tuple(self._path), operator, replacement, before, after)
            where = self._statements[-1] if self._statements else (0, 0)
            self.sites.append((".".join(self._scope) or "<module>", site, node, where))
        self._nodes.append(node)
        self.walk(node)
        self._nodes.pop()
        if statement:
            self._statements.pop()
        if scoped:
            self._scope.pop()
        self._path.pop()


def _head(node: ast.stmt) -> tuple[int, int]:
    """The lines a statement runs as itself: all of a simple one, the head of a compound one (not its body)."""
    head: ast.expr | ast.stmt
    if isinstance(node, ast.If | ast.While):
        head = node.test
    elif isinstance(node, ast.For | ast.AsyncFor):
        head = node.iter
    elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
        # its defaults matter only when it is called: the head of its first statement (a docstring runs no line)
        body = [item for item in node.body if not _skipped(item)] or node.body
        return _head(body[0])
    elif isinstance(node, ast.ClassDef | ast.Try | ast.With | ast.Match):
        return node.lineno, node.lineno
    else:
        head = node
    return head.lineno, head.end_lineno or head.lineno


def _with_child(parent: ast.AST, name: str, index: int | None, child: ast.AST) -> ast.AST:
    """A copy of ``parent`` with its field ``name`` (item ``index``) replaced by ``child``."""
    new = copy.copy(parent)
    if index is None:
        setattr(new, name, child)
    else:
        items = list(getattr(parent, name))
        items[index] = child
        setattr(new, name, items)
    return new


def _skipped(node: ast.AST) -> bool:
    """Whether nothing under ``node`` is mutated (see the module's docstring)."""
    if isinstance(node, ast.Assert | ast.Raise):
        return True
    if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
        return True
    if isinstance(node, ast.Assign | ast.AnnAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        return any(isinstance(target, ast.Name) and target.id == "__all__" for target in targets)
    # a docstring
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)


def _replacements(node: ast.AST) -> Iterator[tuple[str, ast.AST]]:
    """Every mutated copy of ``node`` itself, with its operator name, in :data:`OPERATORS` order."""
    if isinstance(node, ast.Compare):
        for index, op in enumerate(node.ops):
            swapped = COMPARE_SWAPS.get(type(op))
            if swapped is not None:
                new = copy.deepcopy(node)
                new.ops[index] = swapped()
                yield "compare", new
    elif isinstance(node, ast.BoolOp):
        new_bool = copy.deepcopy(node)
        new_bool.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        yield "boolean", new_bool
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield "not", copy.deepcopy(node.operand)
    elif isinstance(node, ast.Constant) and type(node.value) is int:
        yield "number", ast.Constant(node.value + 1)
        yield "number", ast.Constant(node.value - 1)
    elif isinstance(node, ast.Return) and isinstance(node.value, ast.Constant) and type(node.value.value) is bool:
        yield "return", ast.Return(ast.Constant(not node.value.value))
    elif isinstance(node, ast.If | ast.While) and not _constant(node.test):
        for forced, name in ((True, "if-true"), (False, "if-false")):
            if isinstance(node, ast.While) and forced:
                continue  # an endless loop: caught by a timeout, not by a case; not worth the time
            new_if = copy.copy(node)
            new_if.test = ast.Constant(forced)
            yield name, new_if


def _constant(test: ast.expr) -> bool:
    return isinstance(test, ast.Constant)


def _shown(node: ast.AST) -> str:
    """A node's source, normalised; for an ``if``, only its head (the body is not what changed)."""
    if isinstance(node, ast.If | ast.While):
        keyword = "if" if isinstance(node, ast.If) else "while"
        return f"{keyword} {ast.unparse(node.test)}:"
    return ast.unparse(node)


def mutants_of_source(module: str, source: str) -> list[CodeMutant]:
    """Every mutant of ``source`` (the text of ``module``), in source order."""
    return [mutant for mutant, _ in _mutants_and_sites(module, source)]


def _mutants_and_sites(module: str, source: str) -> list[tuple[CodeMutant, _Site]]:
    finder = _Finder()
    finder.walk(ast.parse(source))
    seen: Counter[tuple[str, str, str, str]] = Counter()
    found = []
    for function, site, node, where in finder.sites:
        before, after = site.before, site.after
        key = (function, site.operator, before, after)
        line = getattr(node, "lineno", 0)
        mutant = CodeMutant(module, function, site.operator, before, after, seen[key], line, where)
        seen[key] += 1
        found.append((mutant, site))
    return found


def mutated_tree(module: str, source: str, mutant_id: str) -> ast.Module:
    """The syntax tree of ``source`` with mutant ``mutant_id`` applied; ``KeyError`` when it has no such mutant."""
    for mutant, site in _mutants_and_sites(module, source):
        if mutant.id == mutant_id:
            tree = ast.parse(source)
            _replace(tree, site.path, copy.deepcopy(site.replacement))
            return ast.fix_missing_locations(tree)
    raise KeyError(mutant_id)


def _replace(tree: ast.AST, path: tuple[tuple[str, int | None], ...], replacement: ast.AST) -> None:
    """Put ``replacement`` where ``path`` leads (keeping the old node's line numbers, for tracebacks)."""
    parent: ast.AST = tree
    for name, index in path[:-1]:
        value = getattr(parent, name)
        parent = value[index] if index is not None else value
    name, index = path[-1]
    old = getattr(parent, name)[index] if index is not None else getattr(parent, name)
    ast.copy_location(replacement, old)
    if index is None:
        setattr(parent, name, replacement)
    else:
        getattr(parent, name)[index] = replacement


__all__ = ["COMPARE_SWAPS", "OPERATORS", "CodeMutant", "mutants_of_source", "mutated_tree"]
