"""The JSON inputs of the classical mahjong questions (``docs/conformance.md``), read with clear errors.

Plain data, shared by the command line, both encodings' answers and the corpus: a hand (``hand``, ``exposed``,
``concealed_kongs``, in the tile notation of :mod:`rulebook.mahjong.tiles`), a seat (``seat_wind``, one wind in that
notation: ``E``, ``s``, ``2z``; ``east``; ``round_wind``, the round's wind, absent or null when not known), whether
the hand won and how (``winner``, ``first_tile``, ``first_discard``, ``winning_discard``: the discard claimed to
win, one tile, absent or null when not known), and a settlement (``scores``, ``winner``,
``east``). Anything malformed is an :class:`InputError` that names the field.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeGuard

from rulebook.core.errors import InputError
from rulebook.mahjong.hand import SEATS, Hand, Seat, Win, check_east, make_hand
from rulebook.mahjong.tiles import Tiles, format_tiles, parse_one_tile, parse_wind

if TYPE_CHECKING:
    from rulebook.mahjong.engine.hand import Decomposition

HAND_FIELDS = ("hand", "exposed", "concealed_kongs")
SEAT_FIELDS = ("seat_wind", "east", "round_wind", "winner", "first_tile", "first_discard", "winning_discard")


def _strings(data: Mapping[str, Any], name: str) -> list[str]:
    value = data.get(name, [])
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise InputError(f'"{name}" must be a list of sets in the tile notation, e.g. ["555p", "EEEE", "555z"]')
    return value


def _flag(data: Mapping[str, Any], name: str, default: bool = False) -> bool:
    value = data.get(name, default)
    if not isinstance(value, bool):
        raise InputError(f'"{name}" must be true or false')
    return value


def check_fields(data: Mapping[str, Any], allowed: Sequence[str]) -> None:
    """:class:`InputError` naming any field the question does not know."""
    if not isinstance(data, Mapping):
        raise InputError("the input must be a JSON object")
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        raise InputError(f"unknown field(s): {', '.join(unknown)}; known: {', '.join(allowed)}")


def hand_of(data: Mapping[str, Any]) -> Hand:
    """The hand of an input; :class:`InputError` for a bad tile, a bad set or a fifth copy."""
    text = data.get("hand", "")
    if not isinstance(text, str):
        raise InputError('"hand" must be a string of tiles, e.g. "123m 456p 789s EE"')
    return make_hand(text, _strings(data, "exposed"), _strings(data, "concealed_kongs"))


def seat_of(data: Mapping[str, Any], hand: Hand) -> tuple[Seat, bool, Win]:
    """The seat, whether ``hand`` won, and how (defaults: seat wind E, hence East, the winner, no special).

    ``east``, when given, must agree with the seat wind: the dealer is the player whose own wind is East
    (:func:`rulebook.mahjong.hand.check_east`).
    """
    wind = data.get("seat_wind", "E")
    if not isinstance(wind, str):
        raise InputError('"seat_wind" must be a wind: "E", "S", "W", "N" (either case) or "1z" to "4z"')
    seat = Seat(parse_wind(wind, "seat wind"), round_wind_of(data))
    check_east(seat.wind, _flag(data, "east") if "east" in data else None)
    winner = _flag(data, "winner", default=True)
    win = Win(_flag(data, "first_tile"), _flag(data, "first_discard"), winning_discard_of(data))
    if not winner and (win.first_tile or win.first_discard or win.winning_discard is not None):
        raise InputError(
            "first_tile, first_discard and winning_discard describe how the winner won; this hand is a loser's"
        )
    if winner:
        win.check(seat, hand)
    return seat, winner, win


def winning_discard_of(data: Mapping[str, Any]) -> str | None:
    """The discard claimed to win (``winning_discard``): one tile in the notation, or None when absent or null."""
    tile = data.get("winning_discard")
    if tile is None:
        return None
    if not isinstance(tile, str):
        raise InputError('"winning_discard" must be one tile in the notation, e.g. "5p", "E", "Rd", or null')
    return parse_one_tile(tile, "winning discard")


def round_wind_of(data: Mapping[str, Any]) -> str | None:
    """The round's wind of an input (``round_wind``): a wind in the notation, or None when absent or null."""
    wind = data.get("round_wind")
    if wind is None:
        return None
    if not isinstance(wind, str):
        raise InputError('"round_wind" must be a wind: "E", "S", "W", "N" (either case) or "1z" to "4z", or null')
    return parse_wind(wind, "round wind")


def split_json(split: Decomposition) -> list[str]:
    """A split as its groups in the tile notation (``["123m", "55p", "EEE"]``)."""
    return [format_tiles(Tiles.of(group)) for group in split]


def settle_input(data: Mapping[str, Any]) -> tuple[list[int], int | None, int]:
    """The scores, the winner (None: drawn) and East of a ``settle`` input."""
    check_fields(data, ("scores", "winner", "east"))
    scores, winner, east = data.get("scores"), data.get("winner"), data.get("east")
    if not isinstance(scores, list) or len(scores) != SEATS or not all(_is_int(s) and s >= 0 for s in scores):
        raise InputError(f'"scores" must be a list of {SEATS} scores (whole numbers, 0 or more)')
    if winner is not None and not _is_player(winner):
        raise InputError(f'"winner" must be a player, 0 to {SEATS - 1}, or null (nobody won)')
    if not _is_player(east):
        raise InputError(f'"east" must be a player, 0 to {SEATS - 1}')
    return list(scores), winner, east


def _is_player(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < SEATS


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


__all__ = [
    "HAND_FIELDS",
    "SEAT_FIELDS",
    "check_fields",
    "hand_of",
    "round_wind_of",
    "seat_of",
    "settle_input",
    "split_json",
    "winning_discard_of",
]
