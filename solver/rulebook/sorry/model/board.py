"""The board of SORRY! as Z3 arithmetic (rules ``sorry.board.track``, ``sorry.board.slides``, ``sorry.board.safety``).

Everything here is worked out from the numbers of :mod:`rulebook.sorry.board` (facts 1.1; the rulebook never
describes the board, "Not in the rulebook"): nothing is tabulated by hand.

A place is a whole-number *code* in the model, the same for every colour:

- ``0`` to ``59``: the track square of that number (clockwise from red's corner);
- ``60`` to ``64``: S1 to S5 of the pawn's own colour's safety zone (``SQUARES - 1 + k`` for Sk);
- ``65``: HOME; ``66``: START.

A colour is its side's number ``0`` to ``3`` (red, blue, yellow, green: board order). Every number is a Python
``int`` or an unsigned Z3 bit-vector of :data:`WIDTH` bits (the solver bit-blasts the model to SAT, which answers a
small question much faster than integer arithmetic), and every function below takes either: one term serves a pawn
whose colour or place the solver chooses, and constants fold to constants.

A pawn's *progress* is how far along its own colour's way it stands: the track square just after its turn square
(``turn + 1``) is 0, the turn square itself is 59, Sk is ``59 + k`` and HOME 65 (so a safety or HOME code is its
own progress). A forward walk adds to the progress and a backward walk takes from it, which is the whole of the
safety-zone rule (``sorry.move.safety``): going forward past the turn square enters the zone, going backward never
does, and a pawn behind its turn square (``turn - 1``, ``turn - 2``) has a short way in.

>>> place_of(landing_ahead(0, code_of("0"), 3)), place_of(landing_back(0, code_of("S3"), 4))
('S1', '1')
>>> colour = number("colour")
>>> z3.simplify(z3.substitute(landing_ahead(colour, 16, 3), (colour, constant(colour_number("B")))))
61
>>> [place_of(code) for code in (START_CODE, 12, 61, HOME_CODE)]
['start', '12', 'S2', 'home']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

import z3

from rulebook.sorry.board import (
    CIRCLE_OFFSET,
    COLOURS,
    HOME,
    SAFETY,
    SIDE,
    SLIDES,
    SQUARES,
    START,
    TURN_OFFSET,
    kind_of,
)

Term: TypeAlias = z3.BitVecRef | int
"""A whole number in the model: a constant or an unsigned bit-vector term."""

WIDTH = 8
"""The bits of every number in the model (the largest sum a walk makes is below 128)."""
FIRST_SAFETY = SQUARES
"""S1's code; Sk is ``FIRST_SAFETY + k - 1``."""
HOME_CODE = SQUARES + SAFETY
"""HOME's code, one past S5: also the progress of a pawn at HOME (the exact count's limit, ``sorry.move.home``)."""
START_CODE = HOME_CODE + 1
"""START's code (any number of a colour's pawns may be there)."""
TURN_PROGRESS = SQUARES - 1
"""The progress of a colour's turn square: the last track square of its way."""
CODES = range(START_CODE + 1)
"""Every code a pawn's place may have."""


def number(name: str) -> z3.BitVecRef:
    """A number of the model named ``name``."""
    return z3.BitVec(name, WIDTH)


def constant(value: int) -> z3.BitVecRef:
    """The number ``value`` as a term."""
    return z3.BitVecVal(value, WIDTH)


def below(a: Term, b: Term) -> z3.BoolRef | bool:
    """``a < b`` (unsigned)."""
    if isinstance(a, int) and isinstance(b, int):
        return a < b
    return z3.ULT(a, b)


def at_most(a: Term, b: Term) -> z3.BoolRef | bool:
    """``a <= b`` (unsigned)."""
    if isinstance(a, int) and isinstance(b, int):
        return a <= b
    return z3.ULE(a, b)


def choose(condition: z3.BoolRef | bool, then: Term, otherwise: Term) -> Term:
    """``then`` if ``condition`` holds, else ``otherwise`` (folded when the condition is a constant)."""
    if isinstance(condition, bool):
        return then if condition else otherwise
    if isinstance(then, int) and isinstance(otherwise, int):
        return z3.If(condition, constant(then), constant(otherwise))
    return z3.If(condition, then, otherwise)


def code_of(place: str) -> int:
    """The code of a place written ``start``, ``0``-``59``, ``S1``-``S5`` or ``home``."""
    kind = kind_of(place)
    if kind == "start":
        return START_CODE
    if kind == "home":
        return HOME_CODE
    if kind == "safety":
        return FIRST_SAFETY + int(place[1:]) - 1
    return int(place)


def place_of(code: int) -> str:
    """The written place of a code (the inverse of :func:`code_of`)."""
    if code == START_CODE:
        return START
    if code == HOME_CODE:
        return HOME
    if FIRST_SAFETY <= code < HOME_CODE:
        return f"S{code - FIRST_SAFETY + 1}"
    if 0 <= code < SQUARES:
        return str(code)
    raise ValueError(f"{code} is the code of no place")


def colour_number(colour: str) -> int:
    """The number of ``colour`` in the model: its side, ``0`` (red) to ``3`` (green)."""
    return COLOURS.index(colour)


def round_track(value: Term) -> Term:
    """``value`` modulo the track's 60 squares, for ``0 <= value < 120`` (the only sums a walk makes)."""
    return choose(below(value, SQUARES), value, value - SQUARES)


def side_start(colour: Term) -> Term:
    """The first square (the corner) of ``colour``'s side: ``15 * side`` (``sorry.board.track``)."""
    return SIDE * colour


def circle(colour: Term) -> Term:
    """Where ``colour``'s pawns come out of START: 4 squares into its side (``sorry.start.exit``)."""
    return side_start(colour) + CIRCLE_OFFSET


def turn_square(colour: Term) -> Term:
    """``colour``'s last track square before its safety zone: 2 squares into its side (``sorry.board.safety``)."""
    return side_start(colour) + TURN_OFFSET


def on_track(code: Term) -> z3.BoolRef | bool:
    """The place is a square of the outer track."""
    return below(code, SQUARES)


def on_board(code: Term) -> z3.BoolRef | bool:
    """The place is a square a pawn stands on alone: the track or a safety square (not START, not HOME)."""
    return below(code, HOME_CODE)


def progress(colour: Term, code: Term) -> Term:
    """How far along ``colour``'s way the place ``code`` lies (track, safety or HOME; see the module)."""
    return choose(on_track(code), round_track(code + SQUARES - turn_square(colour) - 1), code)


def place_at(colour: Term, steps: Term) -> Term:
    """The code of the place ``steps`` of progress along ``colour``'s way (``0 <= steps <= 65``)."""
    return choose(at_most(steps, TURN_PROGRESS), round_track(steps + turn_square(colour) + 1), steps)


def reaches_ahead(colour: Term, code: Term, steps: Term) -> z3.BoolRef | bool:
    """A forward walk of ``steps`` from ``code`` ends at HOME or before: HOME by exact count (``sorry.move.home``)."""
    return at_most(progress(colour, code) + steps, HOME_CODE)


def landing_ahead(colour: Term, code: Term, steps: Term) -> Term:
    """Where a forward walk of ``steps`` from the track or safety place ``code`` ends (``sorry.move.safety``).

    Round the track while it can, past the turn square into the zone (S1 first), HOME one past S5; valid when
    :func:`reaches_ahead` holds.
    """
    return place_at(colour, progress(colour, code) + steps)


def landing_back(colour: Term, code: Term, steps: Term) -> Term:
    """Where a backward walk of ``steps`` (1 to 59) from the track or safety place ``code`` ends.

    Backward along the track, round the corner at square 0; from Sk down the zone and out past the turn square
    onto the track. A backward walk never enters a safety zone (``sorry.move.safety``).
    """
    along = progress(colour, code)
    return place_at(colour, choose(below(along, steps), along + SQUARES - steps, along - steps))


@dataclass(frozen=True)
class Slide:
    """One slide: the colour it belongs to, its triangle (where it starts) and its end (``sorry.board.slides``)."""

    owner: int
    triangle: int
    end: int

    def holds(self, code: Term) -> z3.BoolRef | bool:
        """The place is one of the slide's squares, triangle to end."""
        return z3.And(at_most(self.triangle, code), at_most(code, self.end))

    def taken_by(self, colour: Term, landing: Term) -> z3.BoolRef:
        """A pawn of ``colour`` landing on ``landing`` slides here: the triangle of a slide not its own colour's."""
        return z3.And(landing == self.triangle, colour != self.owner)


SLIDE_LIST: tuple[Slide, ...] = tuple(
    Slide(side, SIDE * side + triangle, SIDE * side + end) for side in range(len(COLOURS)) for triangle, end in SLIDES
)
"""Every slide of the board: each side's two, belonging to the side's colour."""


def slide_end(taken: tuple[z3.BoolRef, ...], otherwise: Term) -> Term:
    """The end of the slide taken (``taken[k]``: slide ``k`` of :data:`SLIDE_LIST` is taken), else ``otherwise``."""
    result: Term = otherwise
    for slide, is_taken in zip(SLIDE_LIST, taken, strict=True):
        result = choose(is_taken, slide.end, result)
    return result


__all__ = [
    "CODES",
    "FIRST_SAFETY",
    "HOME_CODE",
    "SLIDE_LIST",
    "START_CODE",
    "TURN_PROGRESS",
    "WIDTH",
    "Slide",
    "Term",
    "at_most",
    "below",
    "choose",
    "circle",
    "code_of",
    "colour_number",
    "constant",
    "landing_ahead",
    "landing_back",
    "number",
    "on_board",
    "on_track",
    "place_at",
    "place_of",
    "progress",
    "reaches_ahead",
    "round_track",
    "side_start",
    "slide_end",
    "turn_square",
]
