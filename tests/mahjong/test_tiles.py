"""Mahjong tiles and notation: 136 tiles of 34 kinds, parsing and formatting round-trip, bad input named."""

from __future__ import annotations

import random

import pytest

from rulebook.core.errors import InputError
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, TILE_COUNT, Tiles, format_tiles, parse_tiles, tile_name


def test_the_set_holds_136_tiles_of_34_kinds() -> None:
    # "Cards": three suits of 1-9, four winds, three dragons, four of each: (27 + 4 + 3) x 4 = 136.
    assert len(ALL_KINDS) == 34 and TILE_COUNT == 136 and COPIES == 4


def test_the_notation_reads_runs_of_digits_and_honours() -> None:
    tiles = parse_tiles("123m 456p 789s EE RdRd")
    assert tiles.kinds() == ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E", "Rd", "Rd"]
    assert parse_tiles("55p").count("5p") == 2
    assert parse_tiles("Wd W").count("Wd") == 1 and parse_tiles("Wd W").count("W") == 1  # white dragon, West


def test_formatting_is_canonical_and_round_trips() -> None:
    assert format_tiles(parse_tiles("EE 9s8s7s RdRd 654p 1m2m3m")) == "123m 456p 789s EE RdRd"
    rng = random.Random(3)
    deck = [kind for kind in ALL_KINDS for _ in range(COPIES)]
    for _ in range(200):
        tiles = Tiles.of(rng.sample(deck, rng.randint(0, 18)))
        assert parse_tiles(format_tiles(tiles)) == tiles


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("12x", "unknown tile"),
        ("0m", "no tile 0m"),
        ("5", "unknown tile '5'"),
        ("11111m", "too many copies of 1m: 5 given, the set holds 4"),
        ("EEEEE", "too many copies of E"),
    ],
)
def test_bad_tiles_are_named(text: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        parse_tiles(text)


def test_tile_names() -> None:
    assert tile_name("5p") == "5 of circles" and tile_name("E") == "East wind" and tile_name("Rd") == "red dragon"
