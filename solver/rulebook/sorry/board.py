"""The board of SORRY! as data: colours, places and the geometry's numbers (``spec/sorry.toml`` ``[board]``).

The rulebook never describes the board (``sorry-english.md``, "Not in the rulebook"); the numbers come from the
sourced facts (facts 1.1), where three independent implementations agree. This module holds the numbers and the
notation of a place; it decides nothing: each encoding works out from these numbers where a move goes (the Z3
model as arithmetic, the engine as precomputed tables), so a slip in one shows against the other.

A *place* is written as text, the same in JSON and on the command line:

- ``start``: the colour's START;
- ``0`` to ``59``: a square of the outer track, numbered clockwise from red's corner (red's side is 0-14, blue's
  15-29, yellow's 30-44, green's 45-59);
- ``S1`` to ``S5``: a square of the pawn's own colour's safety zone, S1 first after the turn;
- ``home``: the colour's HOME.

Input is read in either case (``START``, ``s2``, ``Home``) and written back in the forms above.
"""

from __future__ import annotations

from typing import Literal

from rulebook.core.errors import InputError
from rulebook.core.spec import load_spec
from rulebook.core.text_numbers import is_digits, shown, whole_number

_BOARD = load_spec("sorry")["board"]

SQUARES: int = _BOARD["squares"]
"""Squares of the outer track (60)."""
SIDE: int = _BOARD["side"]
"""Squares per side (15); side s starts at square 15 * s."""
COLOURS: tuple[str, ...] = tuple(_BOARD["colours"])
"""The colours in clockwise order round the board, which is also the order of play (red, blue, yellow, green)."""
COLOUR_NAMES: dict[str, str] = dict(zip(_BOARD["colours"], _BOARD["colour_names"], strict=True))
CIRCLE_OFFSET: int = _BOARD["circle"]
"""Where on its side a colour's pawns come out of START."""
TURN_OFFSET: int = _BOARD["turn"]
"""The last track square on its side before a colour's safety zone."""
SAFETY: int = _BOARD["safety"]
"""Safety squares per colour (S1 to S5), before HOME."""
SLIDES: tuple[tuple[int, int], ...] = tuple((start, end) for start, end in _BOARD["slides"])
"""Each slide of a side: the offset of its triangle and of its end."""
PAWNS: int = _BOARD["pawns"]
"""Pawns per colour."""
PARTNERS: tuple[tuple[str, str], ...] = tuple((a, b) for a, b in _BOARD["partners"])
"""The teams of the team rules."""

START = "start"
HOME = "home"
PlaceKind = Literal["start", "track", "safety", "home"]

PLACE_HINT = "a place is start, a track square 0-59, a safety square S1-S5, or home"


def side_of(colour: str) -> int:
    """The side (0 to 3) that belongs to ``colour``; its squares are 15 * side to 15 * side + 14."""
    return COLOURS.index(colour)


def partner_of(colour: str) -> str:
    """``colour``'s partner under the team rules."""
    for a, b in PARTNERS:
        if colour in (a, b):
            return b if colour == a else a
    raise KeyError(colour)


def parse_colour(text: str) -> str:
    """``R``, ``b``, ``yellow`` ... as a colour letter; :class:`InputError` naming the colours otherwise."""
    token = text.strip()
    upper = token.upper()
    if upper in COLOURS:
        return upper
    for letter, name in COLOUR_NAMES.items():
        if token.lower() == name:
            return letter
    raise InputError(f"unknown colour {text!r}; colours: {', '.join(COLOURS)} ({', '.join(COLOUR_NAMES.values())})")


def parse_place(value: object) -> str:
    """A place in its written form (``start``, ``0``-``59``, ``S1``-``S5``, ``home``); a track square may be an int."""
    if isinstance(value, bool):
        raise InputError(f"{shown(value)} is not a place; {PLACE_HINT}")
    if isinstance(value, int):
        token = str(value)
    elif isinstance(value, str):
        token = value.strip().lower()
    else:
        raise InputError(f"{shown(value)} is not a place; {PLACE_HINT}")
    if token in (START, HOME):
        return token
    if is_digits(token):
        if whole_number(token, "a square") < SQUARES:
            return str(int(token))
        raise InputError(f"square {shown(token)} is off the board: the track is 0 to {SQUARES - 1}")
    if token[:1] == "s" and is_digits(token[1:]):
        if 1 <= whole_number(token[1:], "a safety square") <= SAFETY:
            return f"S{int(token[1:])}"
        raise InputError(f"safety square {shown(token.upper())} is off the board: a safety zone is S1 to S{SAFETY}")
    raise InputError(f"{shown(value)} is not a place; {PLACE_HINT}")


def kind_of(place: str) -> PlaceKind:
    """Whether ``place`` is START, a track square, a safety square or HOME."""
    if place == START:
        return "start"
    if place == HOME:
        return "home"
    return "safety" if place[0] == "S" else "track"


def place_key(place: str) -> tuple[int, int]:
    """The order places are listed in: START, the track squares by number, S1 to S5, HOME."""
    kind = kind_of(place)
    if kind == "track":
        return (1, int(place))
    if kind == "safety":
        return (2, int(place[1:]))
    return (0, 0) if kind == "start" else (3, 0)


__all__ = [
    "CIRCLE_OFFSET",
    "COLOURS",
    "COLOUR_NAMES",
    "HOME",
    "PARTNERS",
    "PAWNS",
    "PLACE_HINT",
    "SAFETY",
    "SIDE",
    "SLIDES",
    "SQUARES",
    "START",
    "TURN_OFFSET",
    "kind_of",
    "parse_colour",
    "parse_place",
    "partner_of",
    "place_key",
    "side_of",
]
