"""A discard waiting to be claimed, and a claim on it: plain data shared by both claim encodings (no rule logic).

Rulebook ``mahjong-classical.txt``, "Development of the game" (Chou, Pong, Kong) and "End": when a player discards,
the others may claim the tile. A :class:`Situation` is the moment just after a discard — every player's hand (tiles
in hand and sets on the table), who discarded, the kind discarded, and how many tiles are left to draw. A
:class:`Claim` is one player's claim on the discard: its shape (``win``, ``kong``, ``pung`` or ``chow``) and the
tiles it takes from the claimant's hand (none for a win: the discard simply joins the hand).

Players are numbered 0 to 3 in turn order: player ``i``'s turn is followed by player ``(i + 1) % 4``.

JSON forms (:func:`situation_from_json`, :func:`situation_json`, :func:`claim_from_json`, :func:`claim_json`)::

    {"hands": [{"concealed": "123m 55p ...", "exposed": ["555s"], "concealed_kongs": ["EEEE"]}, ... four hands],
     "discarder": 0, "discard": "5p", "tiles_left": 60}
    {"player": 1, "shape": "pung", "tiles": "55p"}      {"player": 2, "shape": "win", "tiles": ""}

A hand may also be written as a bare string: its tiles in hand, with no set on the table.

>>> claim = claim_from_json({"player": 1, "shape": "chow", "tiles": "46p"})
>>> str(claim), claim_json(claim)
('player 1 chow 46p', {'player': 1, 'shape': 'chow', 'tiles': '46p'})
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, cast

from rulebook.core.errors import InputError
from rulebook.mahjong.hand import SEATS, Hand, format_meld, make_hand
from rulebook.mahjong.tiles import ALL_KINDS, KIND_INDEX, Tiles, check_copies, format_tiles, parse_tiles

ClaimShape = Literal["win", "kong", "pung", "chow"]
CLAIM_SHAPES: tuple[ClaimShape, ...] = ("win", "kong", "pung", "chow")
"""The shapes of a claim, in the canonical order claims of one player are listed."""
NO_TILES = Tiles((0,) * len(ALL_KINDS))


@dataclass(frozen=True)
class Claim:
    """One player's claim on the discard: its shape and the tiles it takes from the hand (none for a win)."""

    player: int
    shape: ClaimShape
    tiles: Tiles = NO_TILES

    def key(self) -> tuple[int, int, tuple[int, ...]]:
        """The canonical order of claims: by player, then shape (win, kong, pung, chow), then tiles taken."""
        return self.player, CLAIM_SHAPES.index(self.shape), tuple(KIND_INDEX[kind] for kind in self.tiles.kinds())

    def __str__(self) -> str:
        taken = format_tiles(self.tiles)
        return f"player {self.player} {self.shape}" + (f" {taken}" if taken else "")


def canonical(claims: Iterable[Claim]) -> list[Claim]:
    """The claims in canonical order (:meth:`Claim.key`), each once."""
    return sorted(set(claims), key=Claim.key)


@dataclass(frozen=True)
class Situation:
    """Just after a discard: the four hands, who discarded, the kind discarded, and the tiles left to draw."""

    hands: tuple[Hand, ...]
    discarder: int
    discard: str
    tiles_left: int = 60

    def check(self) -> None:
        """:class:`InputError` naming what is wrong: players, discarder, discard, tile copies, tiles left."""
        if len(self.hands) != SEATS:
            raise InputError(f"a claim situation has {SEATS} players; got {len(self.hands)} hands")
        if isinstance(self.discarder, bool) or not isinstance(self.discarder, int):
            raise InputError(f"discarder must be a player number 0 to {SEATS - 1}; got {self.discarder!r}")
        if not 0 <= self.discarder < SEATS:
            raise InputError(f"discarder {self.discarder} is not a player (0 to {SEATS - 1})")
        if self.discard not in KIND_INDEX:
            raise InputError(f"unknown discarded tile {self.discard!r}: one of {' '.join(ALL_KINDS)}")
        if isinstance(self.tiles_left, bool) or not isinstance(self.tiles_left, int) or self.tiles_left < 0:
            raise InputError(f"tiles_left must be a whole number 0 or more; got {self.tiles_left!r}")
        check_copies(self.all_tiles(), "the four hands and the discard")

    def all_tiles(self) -> Tiles:
        """Every tile shown: the four hands, their sets, and the discard."""
        total = Tiles.of([self.discard])
        for hand in self.hands:
            total = total + hand.all_tiles()
        return total

    def __str__(self) -> str:
        hands = "; ".join(f"{i}: {hand or '-'}" for i, hand in enumerate(self.hands))
        return f"player {self.discarder} discards {self.discard} ({self.tiles_left} left); {hands}"


def check_claims_made(claims: Sequence[Claim], discarder: int) -> None:
    """:class:`InputError` unless the claims made on one discard are by different players, none the discarder."""
    if not 0 <= discarder < SEATS:
        raise InputError(f"discarder {discarder} is not a player (0 to {SEATS - 1})")
    players = [claim.player for claim in claims]
    for player in players:
        if not 0 <= player < SEATS:
            raise InputError(f"claimant {player} is not a player (0 to {SEATS - 1})")
    if discarder in players:
        raise InputError(f"player {discarder} discarded the tile and cannot claim it")
    if len(set(players)) != len(players):
        raise InputError("a player makes at most one claim on a discard")


# ---------------------------------------------------------------------------------------------------------------
# JSON
# ---------------------------------------------------------------------------------------------------------------


def _hand_from_json(value: object, index: int) -> Hand:
    if isinstance(value, str):
        return make_hand(value)
    if not isinstance(value, Mapping):
        raise InputError(f"hand {index}: write a hand as an object {{concealed, exposed, concealed_kongs}} or a string")
    unknown = set(value) - {"concealed", "exposed", "concealed_kongs"}
    if unknown:
        raise InputError(f"hand {index}: unknown field(s) {', '.join(sorted(unknown))}")
    concealed = value.get("concealed", "")
    exposed = value.get("exposed", [])
    kongs = value.get("concealed_kongs", [])
    if not isinstance(concealed, str):
        raise InputError(f"hand {index}: concealed must be tiles in notation (a string)")
    for name, sets in (("exposed", exposed), ("concealed_kongs", kongs)):
        if not isinstance(sets, list) or not all(isinstance(text, str) for text in sets):
            raise InputError(f"hand {index}: {name} must be a list of sets in notation")
    try:
        return make_hand(concealed, exposed, kongs)
    except InputError as error:
        raise InputError(f"hand {index}: {error}") from None


def situation_from_json(data: object) -> Situation:
    """Read and check a situation; :class:`InputError` names the problem."""
    if not isinstance(data, Mapping):
        raise InputError("a claim situation is an object {hands, discarder, discard, tiles_left}")
    unknown = set(data) - {"hands", "discarder", "discard", "tiles_left"}
    if unknown:
        raise InputError(f"unknown field(s) in the situation: {', '.join(sorted(unknown))}")
    for field in ("hands", "discarder", "discard"):
        if field not in data:
            raise InputError(f"the situation needs {field!r}")
    hands = data["hands"]
    if not isinstance(hands, list):
        raise InputError("hands must be a list of the four players' hands")
    if len(hands) != SEATS:
        raise InputError(f"a claim situation has {SEATS} players; got {len(hands)} hands")
    discard = data["discard"]
    if not isinstance(discard, str):
        raise InputError("discard must be one tile in notation (say '5p' or 'E')")
    discard_tiles = parse_tiles(discard)
    if len(discard_tiles) != 1:
        raise InputError(f"discard must be exactly one tile; got {discard!r}")
    situation = Situation(
        tuple(_hand_from_json(hand, i) for i, hand in enumerate(hands)),
        cast(int, data["discarder"]),
        discard_tiles.kinds()[0],
        cast(int, data.get("tiles_left", 60)),
    )
    situation.check()
    return situation


def _hand_json(hand: Hand) -> dict[str, Any]:
    return {
        "concealed": format_tiles(hand.concealed),
        "exposed": [format_meld(meld) for meld in hand.melds if not meld.concealed],
        "concealed_kongs": [format_meld(meld) for meld in hand.melds if meld.concealed],
    }


def situation_json(situation: Situation) -> dict[str, Any]:
    """The JSON form of a situation (hands as objects)."""
    return {
        "hands": [_hand_json(hand) for hand in situation.hands],
        "discarder": situation.discarder,
        "discard": situation.discard,
        "tiles_left": situation.tiles_left,
    }


def claim_from_json(data: object) -> Claim:
    """Read a claim ``{"player", "shape", "tiles"}``; :class:`InputError` names the problem."""
    if not isinstance(data, Mapping):
        raise InputError("a claim is an object {player, shape, tiles}")
    unknown = set(data) - {"player", "shape", "tiles"}
    if unknown:
        raise InputError(f"unknown field(s) in the claim: {', '.join(sorted(unknown))}")
    player, shape, tiles = data.get("player"), data.get("shape"), data.get("tiles", "")
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < SEATS:
        raise InputError(f"claim player must be 0 to {SEATS - 1}; got {player!r}")
    if shape not in CLAIM_SHAPES:
        raise InputError(f"unknown claim shape {shape!r}: one of {', '.join(CLAIM_SHAPES)}")
    if not isinstance(tiles, str):
        raise InputError("claim tiles must be tiles in notation (a string)")
    return Claim(player, cast(ClaimShape, shape), parse_tiles(tiles))


def claim_json(claim: Claim) -> dict[str, Any]:
    """The JSON form of a claim."""
    return {"player": claim.player, "shape": claim.shape, "tiles": format_tiles(claim.tiles)}


__all__ = [
    "CLAIM_SHAPES",
    "NO_TILES",
    "Claim",
    "ClaimShape",
    "Situation",
    "canonical",
    "check_claims_made",
    "claim_from_json",
    "claim_json",
    "situation_from_json",
    "situation_json",
]
