"""The Python API of FORBIDDEN hands: parse a question, answer it with the fast engine.

>>> from rulebook.forbidden import analyse, parse_query
>>> query = parse_query("R2 RY R7 B8 B8 B8 G2 G2 W F EM", laid=["R3 R4 R5"])
>>> verdict = analyse(query)
>>> verdict.may_cheng, verdict.cheng_score
(True, 70)
>>> [str(placed) for placed in verdict.cheng_arrangement if placed.laid]
['R2 R3 R4 R5 RY=6 R7']
>>> analyse(parse_query("R2 R3 R4 F")).refused_by
('forbidden.cheng.lone-forbidden',)
"""

from __future__ import annotations

from functools import cache

from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.hand import HandQuery, parse_query
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.verdict import DiscardOption, Verdict


@cache
def engine_for(reading: Reading) -> Engine:
    """One engine per reading, built on first use (its tables are reused by every later call)."""
    return Engine(reading)


def analyse(query: HandQuery, reading: Reading = DEFAULT) -> Verdict:
    """Answer whether the hand is complete, may go Cheng, and what it scores (Sections 5, 7, Scoring)."""
    return engine_for(reading).analyse(query)


def best_discards(query: HandQuery, reading: Reading = DEFAULT, max_discards: int | None = None) -> list[DiscardOption]:
    """Every choice of discards (none, one, or two in the Fast version) that lets the player go Cheng.

    Best score first (rule ``forbidden.cheng.discard``).
    """
    return list(engine_for(reading).discards(query, max_discards))


__all__ = ["analyse", "best_discards", "engine_for", "parse_query"]
