"""The players of a table named as players name them, by their seat winds: East, South, West, North.

The corpus numbers the four players 0 to 3 in turn order (:mod:`rulebook.mahjong.state`); the command line names
them by wind (``E``, ``south``, ``3z``), East first and each next player in turn the next wind ("Beginning": East
begins, and play goes round E, S, W, N). An answer names a player by wind again, counted from the player who is
East (``east``: player 0 unless a settlement says otherwise).
"""

from __future__ import annotations

from rulebook.core.errors import InputError
from rulebook.mahjong.hand import SEATS
from rulebook.mahjong.tiles import WIND_NAMES, WINDS, parse_wind

SEAT_HINT = "a seat is its wind: E S W N, east south west north (either case) or 1z-4z"


def player_of(text: str, what: str = "seat") -> int:
    """The player (0 East, 1 South, 2 West, 3 North) a wind names; :class:`InputError` naming ``what`` otherwise."""
    spelled = {name.lower(): wind for wind, name in WIND_NAMES.items()}
    wind = spelled.get(text.strip().lower()) or parse_wind(text.strip(), what)
    return WINDS.index(wind)


def seat_name(player: int, east: int = 0) -> str:
    """The seat wind of ``player`` in words (``South``), when player ``east`` is East."""
    return WIND_NAMES[WINDS[(player - east) % SEATS]]


def seat_words(word: str, what: str) -> tuple[int, str]:
    """A ``WIND:TEXT`` word (``S:46p``, ``north=40``) as the player it names and the text after the colon."""
    for mark in (":", "="):
        wind, found, rest = word.partition(mark)
        if found:
            return player_of(wind, f"seat of {what} {word!r}"), rest
    raise InputError(f"{what} {word!r} must start with a seat and a colon, e.g. S:46p ({SEAT_HINT})")


__all__ = ["SEAT_HINT", "player_of", "seat_name", "seat_words"]
