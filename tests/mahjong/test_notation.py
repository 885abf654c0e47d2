"""The tile notation players type (issue 14): honours as 1z-7z, either case, commas, round trips, named errors.

Expected values come from outside the parser: the honour numbers from Tenhou's mpsz notation as the ``mahjong``
package documents it (https://mahjongrepository.github.io/mahjong, "Tile representation": 1z-4z East, South, West,
North, 5z white, 6z green, 7z red dragon), that package's own reader of the notation, and spellings written by hand.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from rulebook.core.errors import InputError
from rulebook.mahjong.hand import Hand, Meld, format_meld, make_hand
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, Tiles, format_tiles, parse_tiles, parse_wind

Z_TILES = {"1z": "E", "2z": "S", "3z": "W", "4z": "N", "5z": "Wd", "6z": "Gd", "7z": "Rd"}
"""The mpsz honour numbers, from the source above (not from the code under test)."""
SUITS = ("m", "p", "s")
LIBRARY_ORDER = (*(f"{rank}{suit}" for suit in SUITS for rank in range(1, 10)), "E", "S", "W", "N", "Wd", "Gd", "Rd")
"""The kinds of the ``mahjong`` package's 34-array, from its documentation: 1m-9m, 1p-9p, 1s-9s, then 1z to 7z."""


@pytest.mark.parametrize(("z", "kind"), list(Z_TILES.items()))
def test_each_honour_number_is_its_tile(z: str, kind: str) -> None:
    assert parse_tiles(z).kinds() == [kind]
    assert parse_tiles(z.upper()).kinds() == [kind]


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("1z1z1z", "EEE"),
        ("111z", "EEE"),
        ("555z", "WdWdWd"),
        ("7777z", "RdRdRdRd"),
        ("1234567z", "E S W N Wd Gd Rd"),
        ("11Z 66z", "EE GdGd"),
        ("eee", "EEE"),
        ("e s w n", "E S W N"),
        ("sss", "SSS"),
        ("rdrd gd wd", "RdRd Gd Wd"),
        ("RD gD Wd", "Rd Gd Wd"),
        ("wwd", "W Wd"),  # d alone is no tile, so the first w is West and "wd" the white dragon
        ("123M 456P 789S", "123m 456p 789s"),
        ("111m,222m, 333m 55p", "111m 222m 333m 55p"),
        ("111m ,222m ,  333m", "111222333m"),
        ("123m456p789s11777z", "123m 456p 789s EE RdRdRd"),
        ("5sS", "5s S"),  # the canonical notation's South after a lower-case suit letter
        ("5s s", "5s S"),
        ("5s2z", "5s S"),
        ("5pe", "5p E"),
        ("e1m", "E 1m"),
        ("ee,rdrd", "EE RdRd"),
    ],
)
def test_every_accepted_spelling_reads_as_its_canonical_spelling(typed: str, canonical: str) -> None:
    assert parse_tiles(typed) == parse_tiles(canonical)


def test_the_canonical_form_of_typed_spellings() -> None:
    # Characters, circles, bamboos, then E S W N, then Rd Gd Wd, each group once, honours as letters.
    assert format_tiles(parse_tiles("567z 1234z")) == "E S W N Rd Gd Wd"
    assert format_tiles(parse_tiles("11z,9S 1M  rd")) == "1m 9s EE Rd"
    assert parse_tiles("555z").kinds() == ["Wd", "Wd", "Wd"]


def test_a_set_and_a_seat_wind_take_the_same_notation() -> None:
    assert make_hand("123m 456p 789s 55s", ["777z"], ["1111z"]) == make_hand("123m 456p 789s 55s", ["RdRdRd"], ["EEEE"])
    assert [parse_wind(text) for text in ("E", "e", "1z", "s", "S", "2Z", "w", "3z", "n", "4z")] == [
        "E", "E", "E", "S", "S", "S", "W", "W", "N", "N"
    ]  # fmt: skip


@pytest.mark.parametrize("text", ["x", "5z", "Rd", "EE", "", "1z2z", "5s"])
def test_a_wind_is_exactly_one_wind(text: str) -> None:
    with pytest.raises(InputError, match=r"unknown seat wind .*: one of E S W N \(either case\) or 1z-4z"):
        parse_wind(text, "seat wind")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("8z", r"no tile 8z: honours run from 1z to 7z"),
        ("9z", r"no tile 9z"),
        ("0z", r"no tile 0z"),
        ("1238z", r"no tile 8z"),
        ("z", r"no digits before the suit letter 'z': a suit letter follows the digits"),
        ("Z", r"no digits before the suit letter 'Z'"),
        ("11m m", r"no digits before the suit letter 'm'"),
        ("5pp", r"no digits before the suit letter 'p' in '5pp'"),
        ("1x", r"unknown tile '1x'"),
        ("123", r"unknown tile '123'"),
        ("5mx", r"unknown tile 'x' in '5mx'"),
        ("rdx", r"unknown tile 'x' in 'rdx'"),
        ("d", r"unknown tile 'd'"),
        ("0m", r"no tile 0m: suit tiles run from 1 to 9"),
        ("5ss", r"ambiguous 's' right after '5s' in '5ss': s is the bamboo suit's letter and South's"),
        ("123ms", r"ambiguous 's' right after '123m'"),
        ("5SS", r"ambiguous 'S' right after '5S'"),
        ("5Ms", r"ambiguous 's' right after '5M'"),
        ("111m,,222m", r"empty group in '111m,,222m': a comma needs tiles on both sides"),
        ("111m,", r"empty group in '111m,'"),
        (", 1m", r"empty group in ', 1m'"),
        (",", r"empty group in ','"),
        ("11111z", r"too many copies of E: 5 given, the set holds 4"),
        ("EE 111z", r"too many copies of E: 5 given"),
        ("555z wd Wd", r"too many copies of Wd: 5 given"),
    ],
)
def test_bad_spellings_get_one_line_naming_the_culprit(text: str, message: str) -> None:
    with pytest.raises(InputError, match=message) as raised:
        parse_tiles(text)
    assert "\n" not in str(raised.value)


def test_ambiguity_and_unknown_tiles_say_how_to_write_it() -> None:
    with pytest.raises(InputError, match=r"write South as S \(after a lower-case suit letter\) or 2z"):
        parse_tiles("789ss")
    with pytest.raises(InputError, match=r"winds as E S W N or 1z-4z, dragons as Rd Gd Wd or 7z 6z 5z"):
        parse_tiles("1x")


# Hypothesis strategies: hands as multisets of at most four of each kind, and as tiles in hand with sets on the table.

tile_sets = st.lists(st.integers(0, COPIES), min_size=len(ALL_KINDS), max_size=len(ALL_KINDS)).map(
    lambda counts: Tiles(tuple(counts))
)


def _mpsz(tiles: Tiles) -> str:
    """The tiles in Tenhou's mpsz notation, honours as z numbers (from :data:`Z_TILES`)."""
    groups = ["".join(str(rank) * n for rank, n in enumerate(tiles.suit(suit), 1)) + suit for suit in SUITS]
    honours = "".join(z[0] * tiles.count(kind) for z, kind in Z_TILES.items())
    return "".join(group for group in groups if len(group) > 1) + (f"{honours}z" if honours else "")


@settings(max_examples=300, deadline=None)
@given(tile_sets)
def test_formatting_round_trips_for_every_multiset(tiles: Tiles) -> None:
    assert parse_tiles(format_tiles(tiles)) == tiles


@settings(max_examples=300, deadline=None)
@given(tile_sets)
def test_the_mpsz_spelling_reads_as_the_mahjong_package_reads_it(tiles: Tiles) -> None:
    converter = pytest.importorskip("mahjong.tile").TilesConverter
    text = _mpsz(tiles)
    library = converter.one_line_string_to_34_array(text) if text else [0] * len(ALL_KINDS)
    expected = Tiles.of([kind for kind, n in zip(LIBRARY_ORDER, library, strict=True) for _ in range(n)])
    assert parse_tiles(text) == expected == tiles


def _spell(kind: str, rng: random.Random) -> str:
    """One tile in one of its accepted spellings, chosen at random (the choices written from issue 14)."""
    if kind[0].isdigit():
        return kind[0] + rng.choice([kind[1], kind[1].upper()])
    z = next(z for z, honour in Z_TILES.items() if honour == kind)
    letters = [kind, kind.lower(), kind.upper(), z, z.upper()]
    if len(kind) == 2:
        letters.append(kind[0].lower() + kind[1].upper())
    return rng.choice(letters)


def _glued_south(before: str, after: str) -> bool:
    """Whether ``after`` is a South letter right after a suit group, allowed only as ``S`` after a lower-case one."""
    return before[0].isdigit() and after in ("s", "S") and not (after == "S" and before[-1].islower())


@settings(max_examples=300, deadline=None)
@given(tile_sets, st.randoms(use_true_random=False))
def test_any_mix_of_spellings_and_separators_reads_as_the_same_tiles(tiles: Tiles, rng: random.Random) -> None:
    kinds = tiles.kinds()
    rng.shuffle(kinds)
    spelled = [_spell(kind, rng) for kind in kinds]
    text = spelled[0] if spelled else ""
    for before, after in itertools.pairwise(spelled):
        separators = [" ", ",", ", ", " ,  "] + ([] if _glued_south(before, after) else [""])
        text += rng.choice(separators) + after
    assert parse_tiles(text) == tiles, text


@st.composite
def hands(draw: st.DrawFn) -> Hand:
    """Tiles in hand and up to four sets on the table (exposed pungs, kongs, chows; concealed kongs), four of a kind
    at most in all."""
    melds: list[Meld] = []
    for _ in range(draw(st.integers(0, 4))):
        shape = draw(st.sampled_from(["pung", "kong", "chow", "concealed kong"]))
        if shape == "chow":
            suit, low = draw(st.sampled_from(SUITS)), draw(st.integers(1, 7))
            kinds = [f"{rank}{suit}" for rank in range(low, low + 3)]
            melds.append(Meld("chow", Tiles.of(kinds)))
        elif shape == "pung":
            melds.append(Meld("pung", Tiles.of([draw(st.sampled_from(ALL_KINDS))] * 3)))
        else:
            kong = Tiles.of([draw(st.sampled_from(ALL_KINDS))] * 4)
            melds.append(Meld("kong", kong, concealed=shape == "concealed kong"))
    melds.sort(key=lambda meld: meld.concealed)  # make_hand lists the exposed sets, then the concealed kongs
    on_table = Tiles((0,) * len(ALL_KINDS))
    for meld in melds:
        on_table = on_table + meld.tiles
    room = [max(0, COPIES - n) for n in on_table.counts]
    concealed = Tiles(tuple(draw(st.integers(0, min(n, 2))) for n in room))
    hand = Hand(concealed, tuple(melds))
    assume(all(n <= COPIES for n in hand.all_tiles().counts))  # two sets of one kind may hold too many
    return hand


@settings(max_examples=300, deadline=None)
@given(hands())
def test_every_hand_round_trips_through_its_canonical_notation(hand: Hand) -> None:
    exposed = [format_meld(meld) for meld in hand.melds if not meld.concealed]
    kongs = [format_meld(meld) for meld in hand.melds if meld.concealed]
    assert make_hand(format_tiles(hand.concealed), exposed, kongs) == hand
