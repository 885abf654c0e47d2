"""Where the pawns stand: a SORRY! position, its text notation and its JSON form (plain data, no rule logic).

A position lists the colours in play (two to four, in the board's clockwise order) and the four places of each
colour's pawns (:mod:`rulebook.sorry.board` for the places). Pawns of one colour are alike, so a colour's places are
kept sorted (START first, HOME last).

Text: one token per colour in play, ``R:12,S2,home``: the colour, a colon and the places of its pawns off START,
separated by commas; pawns not named are in START, and ``B`` alone (or ``B:``) has all four there. So
``"R:4,12 Y:"`` is red with pawns on 4 and 12 and two in START, and yellow all in START. JSON: ``{"R": ["4", "12",
"start", "start"], "Y": [...]}``, a colour's list holding one to four places (the rest in START).

What no position of the game can hold is refused by name: a fifth pawn, two pawns of one colour on one square,
two pawns of any colours on one track square (the second to arrive would have bumped the first), an unknown colour
or place, fewer than two or more than four colours. This is about the board, not about moves.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from rulebook.core.errors import InputError
from rulebook.sorry.board import COLOURS, HOME, PAWNS, START, kind_of, parse_colour, parse_place, place_key

MIN_PLAYERS = 2
MAX_PLAYERS = 4

POSITION_HINT = (
    'a position is one token per colour, "R:12,S2,home": the colour (R B Y G), a colon, the places of its pawns off '
    "START (track 0-59, safety S1-S5, home); the rest are in START"
)


@dataclass(frozen=True)
class Position:
    """The colours in play, in board order, and each one's four places, sorted."""

    pawns: tuple[tuple[str, tuple[str, ...]], ...]

    @property
    def colours(self) -> tuple[str, ...]:
        """The colours in play, in the board's clockwise order."""
        return tuple(colour for colour, _ in self.pawns)

    def places(self, colour: str) -> tuple[str, ...]:
        """The four places of ``colour``'s pawns, sorted."""
        for found, places in self.pawns:
            if found == colour:
                return places
        raise KeyError(colour)

    def as_dict(self) -> dict[str, tuple[str, ...]]:
        """Colour -> its four places."""
        return dict(self.pawns)

    def with_places(self, changes: Mapping[str, Iterable[str]]) -> Position:
        """The position with the colours in ``changes`` given new places (sorted and checked again)."""
        return make_position({**self.as_dict(), **{colour: tuple(places) for colour, places in changes.items()}})

    def as_json(self) -> dict[str, list[str]]:
        """``{"R": ["start", "start", "4", "12"], ...}``: every colour's four places."""
        return {colour: list(places) for colour, places in self.pawns}

    def as_text(self) -> str:
        """``"R:4,12 Y:"``: each colour's places off START."""
        return " ".join(f"{colour}:{','.join(p for p in places if p != START)}" for colour, places in self.pawns)


def make_position(pawns: Mapping[str, Iterable[str]]) -> Position:
    """A checked position from colour -> places (one to four each, the rest in START)."""
    unknown = [colour for colour in pawns if colour not in COLOURS]
    if unknown:
        raise InputError(f"unknown colour {unknown[0]!r}; colours: {', '.join(COLOURS)}")
    if not MIN_PLAYERS <= len(pawns) <= MAX_PLAYERS:
        raise InputError(f"a position has {MIN_PLAYERS} to {MAX_PLAYERS} colours in play, not {len(pawns)}")
    rows: list[tuple[str, tuple[str, ...]]] = []
    holder: dict[str, str] = {}
    for colour in COLOURS:
        if colour not in pawns:
            continue
        places = [parse_place(place) for place in pawns[colour]]
        if len(places) > PAWNS:
            raise InputError(f"{colour} has {len(places)} pawns; a colour has {PAWNS}")
        places += [START] * (PAWNS - len(places))
        taken = [place for place in places if place not in (START, HOME)]
        for place in taken:
            if taken.count(place) > 1:
                raise InputError(f"two {colour} pawns on {place}: pawns of one colour never share a square")
            if kind_of(place) == "track":
                if place in holder and holder[place] != colour:
                    raise InputError(f"a {holder[place]} and a {colour} pawn both on square {place}")
                holder[place] = colour
        rows.append((colour, tuple(sorted(places, key=place_key))))
    return Position(tuple(rows))


def position_from_text(text: str) -> Position:
    """A position written ``"R:12,S2,home B:20"`` (see the module's notation)."""
    pawns: dict[str, list[str]] = {}
    tokens = text.split()
    if not tokens:
        raise InputError(f"empty position; {POSITION_HINT}")
    for token in tokens:
        name, _, rest = token.partition(":")
        colour = parse_colour(name)
        if colour in pawns:
            raise InputError(f"{colour} is named twice in the position")
        pawns[colour] = [place for place in rest.split(",") if place.strip()]
    return make_position(pawns)


def position_from_json(data: object) -> Position:
    """A position given as ``{"R": ["12", "S2"], "B": [...]}`` (one to four places per colour)."""
    if not isinstance(data, Mapping):
        raise InputError('a position is an object of colour -> places, such as {"R": ["12", "S2"], "B": []}')
    pawns: dict[str, list[object]] = {}
    for key, places in data.items():
        colour = parse_colour(key) if isinstance(key, str) else key
        if not isinstance(places, list):
            raise InputError(f'the places of {key} must be a list such as ["12", "S2"]')
        pawns[colour] = places
    return make_position(pawns)  # type: ignore[arg-type]


__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "POSITION_HINT",
    "Position",
    "make_position",
    "position_from_json",
    "position_from_text",
]
