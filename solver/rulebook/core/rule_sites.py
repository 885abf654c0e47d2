"""Where each encoding of a game holds a rule: the modules of its ``model/`` and ``engine/`` that name the rule's id.

A rule an encoding holds is named where its logic is tracked or reported: a Z3 constraint tracked under the id, a
constant, a list of rules an answer reports, a ``DECIDED_BY`` map beside the deciding function. A docstring or a
comment says nothing of the code, so the names are read off the syntax tree: every string constant counts but a
string standing alone as a statement (a docstring); comments are not in the tree. The annotated rulebook lists these
modules under each rule; the contract tests hold every rule to being named this way.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

ENCODINGS = ("model", "engine")
"""The two encodings' folders in a game's package."""


def docstring_ids(tree: ast.AST) -> set[int]:
    """The ``id`` of each string constant of ``tree`` that stands alone as a statement (a docstring)."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
    }


def rule_pattern(game: str) -> re.Pattern[str]:
    """A rule id of ``game`` inside a string: ``<game>.<part>.<name>``, not part of a longer dotted name."""
    return re.compile(rf"(?<![\w.-]){re.escape(game)}\.[a-z0-9-]+\.[a-z0-9-]+(?![\w-]|\.\w)")


def ids_in_module(path: Path, game: str) -> set[str]:
    """The rule ids of ``game`` that the code of the module at ``path`` names (docstrings left out)."""
    pattern = rule_pattern(game)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = docstring_ids(tree)
    named: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped:
            named.update(pattern.findall(node.value))
    return named


def named_in_code(folder: Path, game: str) -> set[str]:
    """The rule ids of ``game`` named in the code of the modules under ``folder``."""
    named: set[str] = set()
    for path in sorted(folder.rglob("*.py")):
        named |= ids_in_module(path, game)
    return named


@cache
def rule_sites(package: Path, game: str) -> dict[str, dict[str, tuple[str, ...]]]:
    """Rule id -> encoding -> the modules (``model/score.py``) of ``package`` that name it, sorted."""
    sites: dict[str, dict[str, list[str]]] = {}
    for encoding in ENCODINGS:
        for path in sorted((package / encoding).rglob("*.py")):
            for rule in ids_in_module(path, game):
                sites.setdefault(rule, {}).setdefault(encoding, []).append(path.relative_to(package).as_posix())
    return {rule: {enc: tuple(found) for enc, found in by.items()} for rule, by in sites.items()}


def unnamed(folder: Path, game: str, rule_ids: Iterable[str]) -> list[str]:
    """The ids among ``rule_ids`` that the code under ``folder`` does not name, in the order given."""
    named = named_in_code(folder, game)
    return [rule for rule in rule_ids if rule not in named]


def stale(folder: Path, game: str, rule_ids: Iterable[str]) -> list[str]:
    """The ids the code under ``folder`` names that are none of ``rule_ids`` (a typo, or a rule the spec dropped)."""
    return sorted(named_in_code(folder, game) - set(rule_ids))


__all__ = [
    "ENCODINGS",
    "docstring_ids",
    "ids_in_module",
    "named_in_code",
    "rule_pattern",
    "rule_sites",
    "stale",
    "unnamed",
]
