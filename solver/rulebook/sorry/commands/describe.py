"""A move's effect in words, read off the positions before and after it (presentation only, no rule logic).

``R 13-16`` that ended with red on 19 and blue's pawn from 17 in START reads "slides to 19; bumps B from 17". The
words come from comparing the two positions the encoding gave, so they say what the answer claims, whichever
encoding gave it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.sorry.board import COLOUR_NAMES, START
from rulebook.sorry.position import position_from_json


def effect(before: Mapping[str, Sequence[str]], option: Mapping[str, Any]) -> str:
    """What happened besides the parts' own steps: slides and bumps (``""`` when nothing)."""
    after = position_from_json(option["position"]).as_dict()
    words: list[str] = []
    moved = {(part["pawn"], part["from"]) for part in option["parts"]}
    for part in option["parts"]:
        colour, landing = part["pawn"], part["to"]
        arrived = Counter(after[colour]) - Counter(before[colour])
        if landing not in after[colour] and arrived and landing != START:
            words.append(f"{colour} slides from {landing} to {', '.join(sorted(arrived))}")
    for colour, places in before.items():
        gone = Counter(places) - Counter(after[colour])
        for place in sorted(gone):
            if place != START and (colour, place) not in moved and after[colour].count(START) > places.count(START):
                words.append(f"bumps {colour} from {place}")
    if option["kind"] == "swap":
        target = option["target"]
        words.append(f"{target} goes to {option['parts'][0]['from']}")
    return "; ".join(dict.fromkeys(words))


def colour_name(colour: str) -> str:
    """``R`` -> ``red``."""
    return COLOUR_NAMES[colour]


__all__ = ["colour_name", "effect"]
