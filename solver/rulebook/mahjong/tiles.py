"""The 136 tiles of classical mahjong and the compact notation players already type.

Three suits of tiles 1 to 9 — characters (``m``), circles (``p``) and bamboos (``s``) — the four winds (``E``
``S`` ``W`` ``N``) and the three dragons (``Rd`` red, ``Gd`` green, ``Wd`` white), four of each: 34 kinds, 136 tiles
(rulebook, "Cards"; rule-gaps.md).

Notation (issue 14). A *suit group* is a run of digits followed by its suit letter and stands for one tile of each
digit (``123m`` is 1, 2 and 3 of characters; ``55p`` two 5 of circles). The honours are written either as letters,
one tile at a time (``EE RdRd``), or as a suit group of ``z`` in the mpsz notation of Tenhou and most online
tools: ``1z`` to ``4z`` East, South, West, North, then ``5z`` white, ``6z`` green and ``7z`` red dragon (as
documented by the ``mahjong`` package, https://mahjongrepository.github.io/mahjong, "Tile representation:
mpsz-notation"), so ``555z`` is ``WdWdWd`` and ``1234z`` is ``E S W N``. Groups follow one another directly or
with spaces or commas between them (``111m,222m, 333m 55p``); a comma with no tiles on one side of it is an empty
group and refused. Letters may be written in either case, read by three rules:

1. the letter right after digits is always their suit letter (``m p s z`` or ``M P S Z``): ``5s`` and ``5S`` are
   the 5 of bamboos, never a 5 and South, since digits are no tile without their suit;
2. any other letter is an honour: ``E S W N`` or ``e s w n``, ``Rd Gd Wd`` in any case (``rd``, ``WD``); a ``w``
   followed by ``d`` is the white dragon (``d`` alone is no tile, so ``wwd`` is West and the white dragon);
3. ``s`` is both the bamboo suit's letter and South's, so South right after a suit group is read only in the
   canonical spelling, an upper-case ``S`` after a lower-case suit letter (``5sS``, ``9pS``); any other ``s`` or
   ``S`` there (``5ss``, ``123ms``, ``5SS``) is refused as ambiguous, and the message says to write ``S``, ``2z``
   or a space first.

Formatting is canonical: characters, circles, bamboos, winds, dragons, each group once, separated by spaces, the
honours as letters; every spelling of a hand reads to the hand its canonical form writes:

>>> tiles = parse_tiles("123m 456p 789s EE RdRd")
>>> format_tiles(tiles)
'123m 456p 789s EE RdRd'
>>> format_tiles(parse_tiles("EE 9s8s7s RdRd 654p 1m2m3m"))
'123m 456p 789s EE RdRd'
>>> format_tiles(parse_tiles("123M,456p, 789S 11z 77z"))
'123m 456p 789s EE RdRd'
>>> format_tiles(parse_tiles("ee rdrd 1234567z"))
'EEE S W N RdRdRd Gd Wd'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from rulebook.core.errors import InputError

SUITS: tuple[str, ...] = ("m", "p", "s")
SUIT_NAMES: Mapping[str, str] = {"m": "characters", "p": "circles", "s": "bamboos"}
WINDS: tuple[str, ...] = ("E", "S", "W", "N")
WIND_NAMES: Mapping[str, str] = {"E": "East", "S": "South", "W": "West", "N": "North"}
DRAGONS: tuple[str, ...] = ("Rd", "Gd", "Wd")
DRAGON_NAMES: Mapping[str, str] = {"Rd": "red dragon", "Gd": "green dragon", "Wd": "white dragon"}
RANKS = range(1, 10)
COPIES = 4
"""Every kind has four tiles."""

SUIT_KINDS: tuple[str, ...] = tuple(f"{rank}{suit}" for suit in SUITS for rank in RANKS)
HONOUR_KINDS: tuple[str, ...] = (*WINDS, *DRAGONS)
ALL_KINDS: tuple[str, ...] = (*SUIT_KINDS, *HONOUR_KINDS)
"""The 34 kinds in canonical order: 1m..9m, 1p..9p, 1s..9s, E S W N, Rd Gd Wd."""
KIND_INDEX: Mapping[str, int] = {kind: index for index, kind in enumerate(ALL_KINDS)}
TILE_COUNT = COPIES * len(ALL_KINDS)
"""136 tiles."""

HONOUR_DIGITS: Mapping[str, str] = {
    "1": "E",
    "2": "S",
    "3": "W",
    "4": "N",
    "5": "Wd",
    "6": "Gd",
    "7": "Rd",
}
"""The honours as ``z`` tiles, in Tenhou's mpsz order: the winds East to North, then white, green, red dragon."""
HONOUR_SUIT = "z"

_GROUP = re.compile(r"(?P<digits>[0-9]+)(?P<suit>[mpszMPSZ])?|(?P<dragon>[RGWrgw][Dd])|(?P<wind>[ESWNeswn])")
"""One group of a word: digits and their suit letter, a dragon (tried before a wind: ``Wd`` is no ``W``), a wind."""
_SEPARATOR = re.compile(r"\s+")
TILE_HINT = (
    "write suit tiles as digits and a suit letter (123m, 55p, 9s), winds as E S W N or 1z-4z, "
    "dragons as Rd Gd Wd or 7z 6z 5z"
)
"""What every message about an unreadable tile ends with: how to write a tile."""


@dataclass(frozen=True)
class Tiles:
    """A multiset of tiles: a count for every kind of :data:`ALL_KINDS`."""

    counts: tuple[int, ...]

    @classmethod
    def of(cls, kinds: Iterable[str]) -> Tiles:
        """The multiset of the named kinds (no copy limit checked)."""
        counts = [0] * len(ALL_KINDS)
        for kind in kinds:
            counts[KIND_INDEX[kind]] += 1
        return cls(tuple(counts))

    def __len__(self) -> int:
        return sum(self.counts)

    def __add__(self, other: Tiles) -> Tiles:
        return Tiles(tuple(a + b for a, b in zip(self.counts, other.counts, strict=True)))

    def count(self, kind: str) -> int:
        """How many tiles of ``kind``."""
        return self.counts[KIND_INDEX[kind]]

    def suit(self, suit: str) -> tuple[int, ...]:
        """The nine counts of one suit, ranks 1 to 9."""
        start = SUITS.index(suit) * len(RANKS)
        return self.counts[start : start + len(RANKS)]

    def kinds(self) -> list[str]:
        """Every tile, kind by kind in canonical order."""
        return [kind for kind, n in zip(ALL_KINDS, self.counts, strict=True) for _ in range(n)]

    def __str__(self) -> str:
        return format_tiles(self)


@lru_cache(maxsize=4096)
def parse_tiles(text: str) -> Tiles:
    """Read the notation (this module's docstring); :class:`InputError` names the culprit.

    The culprits: an unknown tile (``1x``, ``5``), a tile 0 or an honour past ``7z``, a suit letter with no digits
    (``z``), an empty group between commas, an ambiguous ``s`` after a suit group, and a fifth copy of a kind.
    A text read once is remembered (:class:`Tiles` is immutable): a check asks its request again under every other
    option of every reading, and the desk's server asks the same hands over and over; a refusal is not remembered.
    """
    kinds: list[str] = []
    if text.strip():
        for piece in text.split(","):
            if not piece.strip():
                raise InputError(f"empty group in {text.strip()!r}: a comma needs tiles on both sides of it")
            for word in _SEPARATOR.split(piece.strip()):
                kinds += _word_kinds(word)
    tiles = Tiles.of(kinds)
    check_copies(tiles)
    return tiles


def _word_kinds(word: str) -> list[str]:
    """The kinds of one word (groups with nothing between them), left to right."""
    kinds: list[str] = []
    position = 0
    while position < len(word):
        match = _GROUP.match(word, position)
        if match is None:
            raise _unreadable(word, position)
        if match.group("digits") is not None:
            suit = match.group("suit")
            if suit is None:
                raise _unknown(word, position)
            kinds += _suit_group(match.group("digits"), suit.lower())
            _refuse_glued_south(word, match)
        elif match.group("dragon"):
            kinds.append(match.group("dragon")[0].upper() + "d")
        else:
            kinds.append(match.group("wind").upper())
        position = match.end()
    return kinds


def _suit_group(digits: str, suit: str) -> list[str]:
    """One tile per digit: suit tiles ``1``-``9``, honours ``1z``-``7z`` (:data:`HONOUR_DIGITS`)."""
    if suit == HONOUR_SUIT:
        for digit in digits:
            if digit not in HONOUR_DIGITS:
                raise InputError(
                    f"no tile {digit}z: honours run from 1z to 7z "
                    "(1z-4z East South West North, 5z white, 6z green, 7z red dragon)"
                )
        return [HONOUR_DIGITS[digit] for digit in digits]
    if "0" in digits:
        raise InputError(f"no tile 0{suit}: suit tiles run from 1 to 9")
    return [f"{digit}{suit}" for digit in digits]


def _refuse_glued_south(word: str, group: re.Match[str]) -> None:
    """Rule 3 of the notation: South right after a suit group only as ``S`` after a lower-case suit letter."""
    after, suit = word[group.end() : group.end() + 1], group.group("suit")
    if after.lower() == "s" and not (after == "S" and suit.islower()):
        raise InputError(
            f"ambiguous {after!r} right after {group.group()!r} in {word!r}: s is the bamboo suit's letter and "
            f"South's; write South as S (after a lower-case suit letter) or 2z, or put a space before it"
        )


def _unreadable(word: str, position: int) -> InputError:
    """A letter that starts no tile: a suit letter with no digits before it, or an unknown tile."""
    letter = word[position]
    if letter in "mpzMPZ":
        where = f" in {word!r}" if word != letter else ""
        return InputError(
            f"no digits before the suit letter {letter!r}{where}: a suit letter follows the digits of its tiles "
            "(123m, 55p, 555z)"
        )
    return _unknown(word, position)


def _unknown(word: str, position: int) -> InputError:
    """An unknown tile: the rest of the word from where reading failed, and the word when it is longer."""
    bad = word[position:]
    where = f" in {word!r}" if bad != word else ""
    return InputError(f"unknown tile {bad!r}{where}: {TILE_HINT}")


def parse_wind(text: str, what: str = "wind") -> str:
    """One wind in the notation (``E``, ``s``, ``3z``), as its kind; :class:`InputError` naming ``what`` otherwise."""
    refused = InputError(f"unknown {what} {text!r}: one of E S W N (either case) or 1z-4z")
    try:
        kinds = parse_tiles(text).kinds()
    except InputError:
        raise refused from None
    if len(kinds) != 1 or kinds[0] not in WINDS:
        raise refused
    return kinds[0]


def parse_one_tile(text: str, what: str = "tile") -> str:
    """One tile in the notation (``5p``, ``e``, ``Rd``, ``7z``), as its kind; :class:`InputError` naming ``what``."""
    kinds = parse_tiles(text).kinds()
    if len(kinds) != 1:
        raise InputError(f"the {what} is one tile, not {text!r}")
    return kinds[0]


def check_copies(tiles: Tiles, what: str = "") -> None:
    """At most four tiles of a kind (the set holds four); :class:`InputError` otherwise."""
    for kind, n in zip(ALL_KINDS, tiles.counts, strict=True):
        if n > COPIES:
            where = f" in {what}" if what else ""
            raise InputError(f"too many copies of {kind}{where}: {n} given, the set holds {COPIES}")


def format_tiles(tiles: Tiles) -> str:
    """The canonical notation: ``123m 456p 789s EE RdRd`` (empty for no tile)."""
    return _notation(tiles.counts)


@lru_cache(maxsize=4096)
def _notation(counts: tuple[int, ...]) -> str:
    """:func:`format_tiles` of the 34 counts, remembered: an answer writes the same sets and hands many times over."""
    groups = []
    for start, suit in zip(range(0, len(SUIT_KINDS), len(RANKS)), SUITS, strict=True):
        digits = "".join(str(rank) * n for rank, n in zip(RANKS, counts[start : start + len(RANKS)], strict=True))
        if digits:
            groups.append(f"{digits}{suit}")
    for kind, n in zip(HONOUR_KINDS, counts[len(SUIT_KINDS) :], strict=True):
        if n:
            groups.append(kind * n)
    return " ".join(groups)


def tile_name(kind: str) -> str:
    """A kind in words: ``5p`` five of circles, ``E`` East wind, ``Rd`` red dragon."""
    if kind in WIND_NAMES:
        return f"{WIND_NAMES[kind]} wind"
    if kind in DRAGON_NAMES:
        return DRAGON_NAMES[kind]
    return f"{kind[0]} of {SUIT_NAMES[kind[1]]}"


__all__ = [
    "ALL_KINDS",
    "COPIES",
    "DRAGONS",
    "HONOUR_DIGITS",
    "HONOUR_KINDS",
    "HONOUR_SUIT",
    "KIND_INDEX",
    "SUITS",
    "SUIT_KINDS",
    "TILE_COUNT",
    "WINDS",
    "Tiles",
    "check_copies",
    "format_tiles",
    "parse_one_tile",
    "parse_tiles",
    "parse_wind",
    "tile_name",
]
