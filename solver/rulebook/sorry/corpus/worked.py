"""Hand-worked ``moves`` answers written compactly: a move's text, its rule and the position it leads to.

A case source writes an option as ``("R 13-16", SLIDE_RULE, "R:19 B:")`` (``"back"`` as a fourth item for a
backward move, which the text alone does not tell from a forward one); :func:`answer` turns the options into the
JSON answer of the ``moves`` question (:meth:`rulebook.sorry.verdict.Option.as_json`), in the order every answer
lists them. It reads the notation only; whether the moves are right is what the encodings are checked against.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rulebook.sorry.moves import PASS, STAYS, Move, Part
from rulebook.sorry.position import Position, position_from_text
from rulebook.sorry.verdict import Option, sorted_options

WorkedOption = tuple[str, str, str] | tuple[str, str, str, str]
"""(move text, rule, position after) or (move text, rule, position after, "back")."""


def move_of(text: str, backward: bool = False) -> Move:
    """The :class:`Move` a move's text names (see :mod:`rulebook.sorry.moves` for the notation)."""
    if text == "pass":
        return PASS
    words = text.split()
    if len(words) in (5, 6) and words[2] in ("swap", "sorry"):
        colour, source, verb, target, landing = words[:5]
        part = Part(colour, source, landing, words[5:] == [STAYS])
        return Move("swap" if verb == "swap" else "sorry", (part,), target=target)
    parts = []
    for chunk in text.split(", "):
        colour, span, *rest = chunk.split()
        source, landing = span.split("-")
        parts.append(Part(colour, source, landing, rest == [STAYS]))
    if len(parts) > 1:
        return Move("split", tuple(parts))
    if parts[0].source == "start":
        return Move("start", tuple(parts))
    return Move("backward" if backward else "forward", tuple(parts))


def answer(options: Sequence[WorkedOption], before: Position | None = None) -> dict[str, Any]:
    """The ``moves`` answer of ``options``; a ``pass`` option's position may be ``""``: the position unchanged."""
    built = []
    for option in options:
        text, rule, after = option[0], option[1], option[2]
        backward = len(option) == 4 and option[3] == "back"
        position = before if not after and before is not None else position_from_text(after)
        built.append(Option(move_of(text, backward), rule, position))
    return {"moves": [option.as_json() for option in sorted_options(built)]}


__all__ = ["WorkedOption", "answer", "move_of"]
