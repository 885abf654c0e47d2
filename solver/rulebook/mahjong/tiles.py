"""The 136 tiles of classical mahjong and the compact notation players already use.

Three suits of tiles 1 to 9 — characters (``m``), circles (``p``) and bamboos (``s``) — the four winds (``E``
``S`` ``W`` ``N``) and the three dragons (``Rd`` red, ``Gd`` green, ``Wd`` white), four of each: 34 kinds, 136 tiles
(rulebook, "Cards"; rule-gaps.md).

Notation: a run of digits followed by its suit letter stands for one tile of each digit (``123m`` is 1, 2 and 3
of characters; ``55p`` two 5 of circles); winds and dragons are written one tile at a time (``EE RdRd``). Spaces
are optional and case matters only to tell ``Wd`` (white dragon) from ``W`` (west wind); the canonical form lists
characters, circles, bamboos, winds, dragons, each group once, separated by spaces:

>>> tiles = parse_tiles("123m 456p 789s EE RdRd")
>>> format_tiles(tiles)
'123m 456p 789s EE RdRd'
>>> format_tiles(parse_tiles("EE 9s8s7s RdRd 654p 1m2m3m"))
'123m 456p 789s EE RdRd'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

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

_TOKEN = re.compile(
    r"\s*(?:(?:(?P<digits>[0-9]+)(?P<suit>[mps])|(?P<honour>Rd|Gd|Wd|E|S|W|N))(?=\s|\d|[A-Z]|$)|(?P<bad>\S+))"
)


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


def parse_tiles(text: str) -> Tiles:
    """Read the notation; :class:`InputError` names an unknown tile or a fifth copy."""
    kinds: list[str] = []
    position = 0
    text = text.strip()
    while position < len(text):
        match = _TOKEN.match(text, position)
        if match is None or match.end() == position:
            raise InputError(f"cannot read tiles at {text[position:]!r}")
        if match.group("bad"):
            raise InputError(
                f"unknown tile {match.group('bad')!r}: write suit tiles as digits and a suit letter (123m, 55p, 9s), "
                "winds as E S W N, dragons as Rd Gd Wd"
            )
        if match.group("honour"):
            kinds.append(match.group("honour"))
        else:
            digits, suit = match.group("digits"), match.group("suit")
            if "0" in digits:
                raise InputError(f"no tile 0{suit}: suit tiles run from 1 to 9")
            kinds += [f"{digit}{suit}" for digit in digits]
        position = match.end()
    tiles = Tiles.of(kinds)
    check_copies(tiles)
    return tiles


def check_copies(tiles: Tiles, what: str = "") -> None:
    """At most four tiles of a kind (the set holds four); :class:`InputError` otherwise."""
    for kind, n in zip(ALL_KINDS, tiles.counts, strict=True):
        if n > COPIES:
            where = f" in {what}" if what else ""
            raise InputError(f"too many copies of {kind}{where}: {n} given, the set holds {COPIES}")


def format_tiles(tiles: Tiles) -> str:
    """The canonical notation: ``123m 456p 789s EE RdRd`` (empty for no tile)."""
    groups = []
    for suit in SUITS:
        digits = "".join(str(rank) * n for rank, n in zip(RANKS, tiles.suit(suit), strict=True))
        if digits:
            groups.append(f"{digits}{suit}")
    for kind in HONOUR_KINDS:
        if tiles.count(kind):
            groups.append(kind * tiles.count(kind))
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
    "HONOUR_KINDS",
    "KIND_INDEX",
    "SUITS",
    "SUIT_KINDS",
    "TILE_COUNT",
    "WINDS",
    "Tiles",
    "check_copies",
    "format_tiles",
    "parse_tiles",
    "tile_name",
]
