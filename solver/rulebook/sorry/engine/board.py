"""SORRY! geometry for the engine: every walk and slide as a table, built once at import from the board's numbers.

The numbers are :mod:`rulebook.sorry.board`'s (``spec/sorry.toml`` ``[board]``, facts 1.1); this module works out
from them, on its own, where a pawn goes (the Z3 model does the same as arithmetic, so a slip shows in the
cross-check). The rules encoded here:

- ``sorry.board.track``: 60 track squares clockwise; colour c's side is side ``s = side_of(c)``, base ``15 * s``;
  a pawn leaving START lands on the circle ``base + 4`` (rule ``sorry.start.exit``).
- ``sorry.board.safety`` / ``sorry.move.safety``: c's last track square is its turn ``base + 2``; going forward
  past it a pawn enters S1 to S5, then HOME. Backward moves never enter a safety zone but leave it: S1 back one is
  the turn square.
- ``sorry.move.home``: HOME by the exact count; a forward walk past HOME is impossible (under reading
  ``home.count=stops-at-home`` it ends in HOME instead: :data:`FORWARD_TO_HOME`).
- ``sorry.board.slides``: each side has two slides of its colour, triangle ``base + 1`` to end ``base + 4`` and
  triangle ``base + 9`` to end ``base + 13``; a pawn slides only on another colour's triangle
  (rule ``sorry.move.slide``).

Places are coded as small integers whose order is the listing order of :func:`rulebook.sorry.board.place_key`:
:data:`START_CODE` 0, track square ``t`` as ``1 + t``, ``S1``-``S5`` after the track, :data:`HOME_CODE` last.

>>> walk_text("R", "0", 3), walk_text("R", "59", 5), walk_text("R", "S3", 4, backward=True)
('S1', 'S2', '1')
>>> walk_text("R", "S3", 5) is None, walk_text("R", "3", 5)
(True, '8')
>>> slide_text("R", "16"), slide_text("B", "16"), slide_text("R", "1")
(('19', ('16', '17', '18', '19')), None, None)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

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
    side_of,
)

START_CODE = 0
"""The code of START."""
LAST_TRACK = SQUARES
"""The code of the last track square (59); track codes are 1 to :data:`LAST_TRACK`."""
FIRST_SAFETY = SQUARES + 1
"""The code of S1 (S5 is ``FIRST_SAFETY + SAFETY - 1``)."""
HOME_CODE = SQUARES + SAFETY + 1
"""The code of HOME, the last place."""
PLACES = HOME_CODE + 1
"""How many place codes there are."""
NO_PLACE = -1
"""A walk that cannot be made (past HOME, or from START or HOME)."""
MAX_STEPS = 12
"""The longest walk a card asks for (the 12)."""

Slide = tuple[int, tuple[int, ...]]
"""A slide as codes: its end and every square of it, triangle first, end last."""


def track_code(square: int) -> int:
    """The code of track square ``square`` (0 to 59)."""
    return 1 + square % SQUARES


def safety_code(k: int) -> int:
    """The code of safety square ``S{k}`` (1 to 5)."""
    return FIRST_SAFETY + k - 1


def is_track(code: int) -> bool:
    """Whether ``code`` is a square of the outer track."""
    return START_CODE < code <= LAST_TRACK


def is_board(code: int) -> bool:
    """Whether ``code`` is a track or safety square (where a pawn can walk from; START and HOME excluded)."""
    return START_CODE < code < HOME_CODE


def _text(code: int) -> str:
    if code == START_CODE:
        return START
    if code == HOME_CODE:
        return HOME
    if is_track(code):
        return str(code - 1)
    return f"S{code - SQUARES}"


PLACE_TEXT: tuple[str, ...] = tuple(_text(code) for code in range(PLACES))
"""The written place of each code."""
PLACE_CODE: Mapping[str, int] = {text: code for code, text in enumerate(PLACE_TEXT)}
"""The code of each written place."""


def base(colour: str) -> int:
    """The first track square of ``colour``'s side (rule ``sorry.board.track``)."""
    return SIDE * side_of(colour)


def circle(colour: str) -> int:
    """The track square a pawn of ``colour`` leaving START lands on (rule ``sorry.start.exit``)."""
    return base(colour) + CIRCLE_OFFSET


def turn_square(colour: str) -> int:
    """``colour``'s last track square before its safety zone (rule ``sorry.board.safety``)."""
    return base(colour) + TURN_OFFSET


def _forward(colour: str, code: int, steps: int) -> int:
    """Forward ``steps`` from ``code`` (rules ``sorry.move.safety``, ``sorry.move.home``)."""
    if is_track(code):
        square = code - 1
        to_turn = (turn_square(colour) - square) % SQUARES
        if steps <= to_turn:
            return track_code(square + steps)
        k = steps - to_turn
    elif is_board(code):
        k = code - SQUARES + steps
    else:
        return NO_PLACE
    if k <= SAFETY:
        return safety_code(k)
    return HOME_CODE if k == SAFETY + 1 else NO_PLACE


def _forward_to_home(colour: str, code: int, steps: int) -> int:
    """Forward ``steps`` from ``code``, ending in HOME where the count would pass it (``home.count=stops-at-home``)."""
    landing = _forward(colour, code, steps)
    return HOME_CODE if landing == NO_PLACE and is_board(code) else landing


def _backward(colour: str, code: int, steps: int) -> int:
    """Backward ``steps`` from ``code``: round the track, or out of the safety zone (rule ``sorry.move.safety``)."""
    if is_track(code):
        return track_code(code - 1 - steps)
    if not is_board(code):
        return NO_PLACE
    k = code - SQUARES - steps
    return safety_code(k) if k >= 1 else track_code(turn_square(colour) + k)


def _walks(step: Callable[[str, int, int], int]) -> dict[str, tuple[tuple[int, ...], ...]]:
    """``step`` tabled for every colour, code and number of steps (0 to :data:`MAX_STEPS`)."""
    return {
        colour: tuple(tuple(step(colour, code, n) for n in range(MAX_STEPS + 1)) for code in range(PLACES))
        for colour in COLOURS
    }


FORWARD: Mapping[str, tuple[tuple[int, ...], ...]] = _walks(_forward)
"""``FORWARD[colour][code][steps]``: where a pawn of ``colour`` walking forward lands, or :data:`NO_PLACE`."""
FORWARD_TO_HOME: Mapping[str, tuple[tuple[int, ...], ...]] = _walks(_forward_to_home)
"""``FORWARD_TO_HOME[colour][code][steps]``: as :data:`FORWARD`, but a walk that would pass HOME ends there (reading
``home.count=stops-at-home``); from START or HOME still :data:`NO_PLACE`."""
BACKWARD: Mapping[str, tuple[tuple[int, ...], ...]] = _walks(_backward)
"""``BACKWARD[colour][code][steps]``: where a pawn of ``colour`` walking backward lands, or :data:`NO_PLACE`."""


def _slide_table(colour: str) -> tuple[Slide | None, ...]:
    """For each code, the slide a pawn of ``colour`` landing there takes (another colour's triangle), or None."""
    table: list[Slide | None] = [None] * PLACES
    for other in COLOURS:
        if other == colour:
            continue  # on its own colour's triangle a pawn does not slide (rule sorry.move.slide)
        for triangle, end in SLIDES:
            squares = tuple(track_code(base(other) + offset) for offset in range(triangle, end + 1))
            table[squares[0]] = (squares[-1], squares)
    return tuple(table)


SLIDE: Mapping[str, tuple[Slide | None, ...]] = {colour: _slide_table(colour) for colour in COLOURS}
"""``SLIDE[colour][code]``: the slide a pawn of ``colour`` takes on landing at ``code``, or None."""
CIRCLE: Mapping[str, int] = {colour: track_code(circle(colour)) for colour in COLOURS}
"""The code of each colour's circle."""


def walk_text(colour: str, place: str, steps: int, backward: bool = False) -> str | None:
    """Where a pawn of ``colour`` on ``place`` walks ``steps`` (written places; None when it cannot)."""
    table = BACKWARD if backward else FORWARD
    code = table[colour][PLACE_CODE[place]][steps]
    return None if code == NO_PLACE else PLACE_TEXT[code]


def slide_text(colour: str, place: str) -> tuple[str, tuple[str, ...]] | None:
    """The slide a pawn of ``colour`` landing on ``place`` takes: its end and squares (written), or None."""
    slide = SLIDE[colour][PLACE_CODE[place]]
    if slide is None:
        return None
    end, squares = slide
    return PLACE_TEXT[end], tuple(PLACE_TEXT[code] for code in squares)


DECIDED_BY: dict[str, object] = {
    "sorry.board.track": base,
    "sorry.board.safety": turn_square,
    "sorry.board.slides": _slide_table,
    "sorry.move.safety": _forward,
    "sorry.move.home": _forward,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""


__all__ = [
    "BACKWARD",
    "CIRCLE",
    "FIRST_SAFETY",
    "FORWARD",
    "FORWARD_TO_HOME",
    "HOME_CODE",
    "LAST_TRACK",
    "MAX_STEPS",
    "NO_PLACE",
    "PLACES",
    "PLACE_CODE",
    "PLACE_TEXT",
    "SLIDE",
    "START_CODE",
    "Slide",
    "base",
    "circle",
    "is_board",
    "is_track",
    "safety_code",
    "slide_text",
    "track_code",
    "turn_square",
    "walk_text",
]
