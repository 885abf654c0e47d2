"""FORBIDDEN (Winning Moves Games): hands, sets with wild and Yin-Yang cards, the lone-Forbidden rule, scoring.

The rules are encoded twice — :mod:`rulebook.forbidden.model.hand` (Z3, declarative) and
:mod:`rulebook.forbidden.engine.hand`
(fast) — and checked against each other. The public entry points:

>>> from rulebook.forbidden import analyse, parse_query
>>> verdict = analyse(parse_query("R2 R3 R4 B7 B7 B7 G5 G5 G5 F F RO"))  # (15 + 10 Cheng + 10 Rooster) x 2
>>> verdict.complete, verdict.cheng_score
(True, 70)
"""

from rulebook.forbidden.api import analyse, best_discards, parse_query
from rulebook.forbidden.reading import DEFAULT, Reading

__all__ = ["DEFAULT", "Reading", "analyse", "best_discards", "parse_query"]
