"""A move's effect in words, read off the positions before and after it (presentation only, no rule logic).

``R 13-16`` that ended with red on 19 and blue's pawn from 17 in START reads "R slides 16-19; bumps B from 17". The
slides and bumps are those :func:`rulebook.sorry.corpus.pictures.effects` reads from comparing the two positions
the encoding gave (the same words as the rule documents), so they say what the answer claims, whichever encoding
gave it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.sorry.board import COLOUR_NAMES
from rulebook.sorry.corpus.pictures import effects
from rulebook.sorry.corpus.worked import move_of
from rulebook.sorry.position import Position, position_from_json


def effect(before: Position, option: Mapping[str, Any]) -> str:
    """What happened besides the parts' own steps: slides, the swapped pawn, bumps (``""`` when nothing)."""
    move = move_of(option["move"], option["kind"] == "backward")
    done = effects(before, move, position_from_json(option["position"]))
    words = [f"{colour} slides {triangle}-{end}" for colour, triangle, end in done.slides]
    if move.kind == "swap" and move.parts:
        words.append(f"{move.target} goes to {done.swapped or move.parts[0].source}")
    words += [f"bumps {colour} from {place}" for colour, place in done.bumped]
    return "; ".join(words)


def colour_name(colour: str) -> str:
    """``R`` -> ``red``."""
    return COLOUR_NAMES[colour]


__all__ = ["colour_name", "effect"]
