"""FORBIDDEN (Winning Moves Games): hands, sets with wild and Yin-Yang cards, the lone-Forbidden rule, scoring.

The rules are encoded twice — :mod:`rulebook.forbidden.model.hand` (Z3, declarative) and
:mod:`rulebook.forbidden.engine.hand`
(fast) — and checked against each other. The public entry points:

>>> from rulebook.forbidden import analyse, parse_query
>>> verdict = analyse(parse_query("R2 R3 R4 B7 B7 B7 G5 G5 G5 F F RO"))  # (15 + 10 Cheng + 10 Rooster) x 2
>>> verdict.complete, verdict.cheng_score
(True, 70)

The names are imported on first use (:pep:`562`), so that a command reaching any of the game's modules does not
load the engine's tables.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulebook.forbidden.api import analyse, best_discards, parse_query
    from rulebook.forbidden.reading import DEFAULT, Reading

_PUBLIC = {
    "analyse": "rulebook.forbidden.api",
    "best_discards": "rulebook.forbidden.api",
    "parse_query": "rulebook.forbidden.api",
    "DEFAULT": "rulebook.forbidden.reading",
    "Reading": "rulebook.forbidden.reading",
}


def __getattr__(name: str) -> Any:
    """The public name ``name``, from the module that holds it."""
    if name not in _PUBLIC:
        raise AttributeError(f"module 'rulebook.forbidden' has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(_PUBLIC[name]), name)


__all__ = ["DEFAULT", "Reading", "analyse", "best_discards", "parse_query"]
