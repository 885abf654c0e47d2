"""Adding up the figures of two parts of one run: what a simulation's batches each counted, merged into one report.

A run's report is a dataclass whose fields are either the run's settings (its seed, its player count, its reading),
the same in every part, or tallies: numbers that add, lists that follow one another, counters that add. Merging the
parts in the order of their games gives the report one process playing every game in turn would have made.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from dataclasses import fields, is_dataclass
from typing import Any


def add_tallies(into: Any, part: Any, settings: Collection[str]) -> None:
    """Add ``part``'s tallies to ``into``'s; the fields named in ``settings`` are the run's and are left as they are.

    Numbers add, lists are extended, counters add. A field of any other kind is a :class:`TypeError`: a report that
    grows a field no rule here merges must say how it merges, not be merged wrongly.
    """
    if not is_dataclass(into) or type(into) is not type(part):
        raise TypeError(f"cannot add a {type(part).__name__} to a {type(into).__name__}")
    for field in fields(into):
        if field.name in settings:
            continue
        mine, theirs = getattr(into, field.name), getattr(part, field.name)
        if isinstance(mine, bool):
            raise TypeError(f"{type(into).__name__}.{field.name}: a flag is a setting, not a tally")
        if isinstance(mine, Counter):
            mine.update(theirs)
        elif isinstance(mine, list):
            mine.extend(theirs)
        elif isinstance(mine, int | float):
            setattr(into, field.name, mine + theirs)
        else:
            raise TypeError(f"{type(into).__name__}.{field.name}: no rule adds a {type(mine).__name__}")


__all__ = ["add_tallies"]
