"""Which rule ids an encoding's code names: a string in code, not a mention in prose.

A rule an encoding holds is named where its logic is tracked or reported: a constant (``RUN = "g.set.run"``), the
id in a list the answer reports, a message that names the rule. A docstring or a comment says nothing of the code:
a rule whose only code use was removed would still be mentioned there. So the names are read off the syntax tree:
every string constant counts but a string standing alone as a statement (a module's, class's or function's
docstring, or the docstring under an attribute); comments are not in the tree.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from pathlib import Path


def prose(tree: ast.AST) -> set[int]:
    """The ids of the string constants of ``tree`` that stand alone as statements (docstrings)."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
    }


def named_in_code(folder: Path, game: str) -> set[str]:
    """The rule ids of ``game`` (``<game>.<part>.<name>``) in the code of the modules under ``folder``."""
    pattern = re.compile(rf"(?<![\w.-]){re.escape(game)}\.[a-z0-9-]+\.[a-z0-9-]+(?![\w-]|\.\w)")
    named: set[str] = set()
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped = prose(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped:
                named.update(pattern.findall(node.value))
    return named


def unnamed(folder: Path, game: str, rule_ids: Iterable[str]) -> list[str]:
    """The ids among ``rule_ids`` that the code under ``folder`` does not name, in the order given."""
    named = named_in_code(folder, game)
    return [rule for rule in rule_ids if rule not in named]


def stale(folder: Path, game: str, rule_ids: Iterable[str]) -> list[str]:
    """The ids the code under ``folder`` names that are none of ``rule_ids`` (a typo, or a rule the spec dropped)."""
    return sorted(named_in_code(folder, game) - set(rule_ids))


__all__ = ["named_in_code", "prose", "stale", "unnamed"]
