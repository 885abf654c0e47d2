"""A player's hand in classical mahjong: the tiles in hand, the sets on the table, and what scoring depends on.

Plain data shared by both encodings (no rule logic beyond the shape of a set). Rulebook ``mahjong-classical.txt``,
"Development of the game": a set claimed from a discard (chow, pung, kong) is put on the table — *exposed*; a kong
made of four tiles the player drew is declared and shown too but stays *concealed* for scoring ("Kong"; rule ids
``mahjong.set.exposed``, ``mahjong.set.kong``). "Beginning": the dice give every player a seat (a wind), and a
second throw chooses who begins — that player "will be considered to be the East", and "the player in the position
East initiates the game" ("Development of the game"): the dealer, who pays and receives double, is the player whose
own wind is East, so being East is read off the seat wind here (rule ``mahjong.settle.east-double``). "End": play
goes in rounds; the round's (prevailing) wind, which the rulebook never scores, is known here only when a question
gives it (reading ``double.prevailing-wind``).

Sets are written in the tile notation (:mod:`rulebook.mahjong.tiles`), one set at a time: ``555p`` (pung),
``5555p`` (kong), ``345s`` (chow), ``EEE`` or ``111z``, ``RdRdRdRd`` or ``7777z``.

>>> meld = parse_meld("5555p")
>>> meld.shape, format_meld(meld), meld.concealed
('kong', '5555p', False)
>>> parse_meld("RdRdRdRd", concealed=True).concealed
True
>>> format_meld(parse_meld("354s")), format_meld(parse_meld("7777z"))
('345s', 'RdRdRdRd')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from rulebook.core.errors import InputError
from rulebook.mahjong.tiles import ALL_KINDS, KIND_INDEX, SUITS, WINDS, Tiles, check_copies, format_tiles, parse_tiles

Shape = Literal["pung", "kong", "chow"]
SEATS = 4
"""Four players, one a side of the square table ("Players")."""


@dataclass(frozen=True)
class Meld:
    """One set on the table: its shape, its tiles, and whether it is a concealed (self-drawn, declared) kong."""

    shape: Shape
    tiles: Tiles
    concealed: bool = False

    @property
    def kinds(self) -> tuple[str, ...]:
        """The set's tiles in canonical order."""
        return tuple(self.tiles.kinds())

    @property
    def lowest(self) -> str:
        """The kind of a pung or kong; the lowest tile of a chow."""
        return self.kinds[0]


def parse_meld(text: str, concealed: bool = False) -> Meld:
    """Read one set: three or four alike, or three in a row of one suit; :class:`InputError` names the problem."""
    tiles = parse_tiles(text)
    present = [kind for kind, n in zip(ALL_KINDS, tiles.counts, strict=True) if n]
    size = len(tiles)
    if len(present) == 1 and size in (3, 4):
        shape: Shape = "pung" if size == 3 else "kong"
    elif size == 3 and len(present) == 3 and _is_run(present):
        shape = "chow"
    else:
        raise InputError(
            f"{text.strip()!r} is not a set: a set is three alike (pung), four alike (kong) or three in a row of "
            "one suit (chow)"
        )
    if concealed and shape != "kong":
        raise InputError(f"{text.strip()!r}: only a kong is declared concealed; a claimed set is exposed")
    return Meld(shape, tiles, concealed)


def _is_run(kinds: Sequence[str]) -> bool:
    """Three kinds of one suit with consecutive ranks (canonical order)."""
    suits = {kind[-1] for kind in kinds}
    if len(suits) != 1 or next(iter(suits)) not in SUITS or not all(kind[0].isdigit() for kind in kinds):
        return False
    indices = [KIND_INDEX[kind] for kind in kinds]
    return indices == list(range(indices[0], indices[0] + 3))


def format_meld(meld: Meld) -> str:
    """The set in the tile notation (``345s``, ``RdRdRdRd``)."""
    return format_tiles(meld.tiles)


@dataclass(frozen=True)
class Hand:
    """What one player holds: the tiles in hand and the sets on the table."""

    concealed: Tiles
    melds: tuple[Meld, ...] = ()

    def all_tiles(self) -> Tiles:
        """Every tile of the hand, in hand and on the table."""
        total = self.concealed
        for meld in self.melds:
            total = total + meld.tiles
        return total

    def kongs(self) -> int:
        """Kongs on the table (each brought one replacement tile)."""
        return sum(1 for meld in self.melds if meld.shape == "kong")

    def __str__(self) -> str:
        shown = [format_tiles(self.concealed)] if len(self.concealed) else []
        for meld in self.melds:
            shown.append(f"[{format_meld(meld)}]" if meld.concealed else f"({format_meld(meld)})")
        return " ".join(shown)


def make_hand(concealed: str, exposed: Iterable[str] = (), concealed_kongs: Iterable[str] = ()) -> Hand:
    """A hand from notation; :class:`InputError` for a bad tile, a bad set, or more copies than the set holds."""
    melds = tuple(parse_meld(text) for text in exposed) + tuple(parse_meld(text, True) for text in concealed_kongs)
    hand = Hand(parse_tiles(concealed), melds)
    check_copies(hand.all_tiles(), "the hand and its sets")
    return hand


EAST_WIND = "E"
"""The dealer's own wind: the player who begins "will be considered to be the East" ("Beginning")."""


@dataclass(frozen=True)
class Seat:
    """What scoring needs to know of the player besides the tiles (rulebook, "Beginning"; "Punctuation").

    >>> Seat("E").east, Seat("S").east
    (True, False)
    """

    wind: str = EAST_WIND
    """The player's own wind (three or four of it double the score)."""
    round_wind: str | None = None
    """The round's (prevailing) wind, when the question gives it; None: not known (it scores nothing then)."""

    def __post_init__(self) -> None:
        if self.wind not in WINDS:
            raise InputError(f"unknown seat wind {self.wind!r}: one of {' '.join(WINDS)}")
        if self.round_wind is not None and self.round_wind not in WINDS:
            raise InputError(f"unknown round wind {self.round_wind!r}: one of {' '.join(WINDS)}")

    @property
    def east(self) -> bool:
        """Whether the player is the East (the dealer, who pays and receives double): the seat wind is East.

        The player who begins is "considered to be the East" ("Beginning"; rule ``mahjong.settle.east-double``).
        """
        return self.wind == EAST_WIND


def check_east(wind: str, east: bool | None) -> None:
    """:class:`InputError` when a question says whether the player is East (the dealer) against the seat wind.

    The player who begins "will be considered to be the East", and "the player in the position East initiates the
    game" ("Beginning"; "Development of the game"): the dealer's own wind is East, and the player whose own wind is
    East is the dealer (rule ``mahjong.settle.east-double``). ``east`` None: not said, read off the wind.

    >>> check_east("E", True), check_east("S", None), check_east("S", False)
    (None, None, None)
    >>> check_east("W", True)
    Traceback (most recent call last):
    ...
    rulebook.core.errors.InputError: East (the dealer) sits at the East wind: a dealer's own wind is E, not W
    """
    if east is True and wind != EAST_WIND:
        raise InputError(f"East (the dealer) sits at the East wind: a dealer's own wind is E, not {wind}")
    if east is False and wind == EAST_WIND:
        raise InputError("the player whose own wind is E is East (the dealer): give another seat wind, or drop east")


@dataclass(frozen=True)
class Win:
    """How the winner won, for the special hands (rulebook, "Punctuation", bonuses 3 and 4)."""

    first_tile: bool = False
    """East completed the hand with the first tile drawn (the hand as dealt)."""
    first_discard: bool = False
    """The hand was completed with the first tile discarded."""
    winning_discard: str | None = None
    """The kind of the discard the winner claimed to complete the hand, when the question gives it; None: not known
    or drawn (reading ``score.discard-pung``)."""

    def check(self, seat: Seat, hand: Hand | None = None) -> None:
        """:class:`InputError` when the flags cannot both hold, or do not fit the seat or the hand.

        Both special hands are won before any set is claimed or declared, so such a hand has none on the table.
        """
        if self.first_tile and self.first_discard:
            raise InputError("a hand cannot be won both on the first tile drawn and on the first discard")
        if self.first_tile and not seat.east:
            raise InputError("only East (the dealer, seat wind E) wins on the first tile drawn (the dealt hand)")
        if self.first_discard and seat.east:
            raise InputError("East makes the first discard, so East (seat wind E) cannot win on it")
        if hand is not None and hand.melds and (self.first_tile or self.first_discard):
            raise InputError("a hand won on the first tile or the first discard has no set on the table")
        if self.winning_discard is not None:
            if self.first_tile:
                raise InputError("the first tile is drawn, not discarded: drop the winning discard or --first-tile")
            if hand is not None and not hand.concealed.counts[KIND_INDEX[self.winning_discard]]:
                raise InputError(
                    f"the winning discard {self.winning_discard} must be among the tiles in hand (it completed them)"
                )


@dataclass(frozen=True)
class Table:
    """A finished hand of play: every player's hand and seat, who won (or None: nobody), and how."""

    hands: tuple[Hand, ...]
    seats: tuple[Seat, ...]
    winner: int | None
    win: Win = field(default_factory=Win)

    def check(self) -> None:
        """:class:`InputError` for a malformed table: four players at four winds (East: the dealer), tiles in set."""
        if len(self.hands) != SEATS or len(self.seats) != SEATS:
            raise InputError(f"a table has {SEATS} players; got {len(self.hands)} hands and {len(self.seats)} seats")
        if len({seat.wind for seat in self.seats}) != SEATS:
            raise InputError("the four players sit at four different winds (so one of them, at East, is East)")
        if len({seat.round_wind for seat in self.seats}) != 1:
            raise InputError("the four players play the same round: one round wind for all, or none")
        if self.winner is not None and not 0 <= self.winner < SEATS:
            raise InputError(f"winner {self.winner} is not a player (0 to {SEATS - 1})")
        total = Tiles((0,) * len(ALL_KINDS))
        for hand in self.hands:
            total = total + hand.all_tiles()
        check_copies(total, "the four hands together")
        if self.winner is not None:
            self.win.check(self.seats[self.winner], self.hands[self.winner])


__all__ = [
    "EAST_WIND",
    "SEATS",
    "Hand",
    "Meld",
    "Seat",
    "Shape",
    "Table",
    "Win",
    "check_east",
    "format_meld",
    "make_hand",
    "parse_meld",
]
