"""The engine's scoring of five-card score piles (rulebook "Scoring", its Important note and worked example).

Each expected score is worked by hand in a comment from the table's rows and the readings of ``spec/tzq.toml``.
Colours under the default table ``winds-white``: series a blue, b red, c green, d white; winds white; the Red
Dragon red; the joker black.
"""

from __future__ import annotations

import pytest

from rulebook.core.errors import InputError
from rulebook.tzq.engine.score import score
from rulebook.tzq.reading import Reading

COLOUR = "tzq.score.colour"
WHITE = "tzq.score.white-hand"
FIVE = "tzq.score.five-elements"
EMPEROR = "tzq.score.emperor"
DRAGON = "tzq.score.proud-dragon"
PAIR = "tzq.score.pair"
THREE = "tzq.score.three-of-a-kind"
FOUR = "tzq.score.four-of-a-kind"
CHARS = "tzq.score.characters"


def lines(pile: str, reading: Reading | None = None) -> list[tuple[str, int]]:
    result = score(pile.split(), reading or Reading())
    assert result.points == sum(line.points for line in result.lines)
    return [(line.rule, line.points) for line in result.lines]


def test_the_rulebooks_worked_example_scores_nine() -> None:
    # E E T T T: Emperor +6 (three jokers), Pair +2 (E E), Characters +1 (one kind, East) = 9.
    # Colours white white black black black: no colour row. The jokers make no pair or three (tzq.score.joker).
    result = score(["E", "E", "T", "T", "T"], Reading())
    assert result.points == 9
    assert result.as_json() == {
        "points": 9,
        "lines": [
            {"rule": EMPEROR, "points": 6},
            {"rule": PAIR, "points": 2},
            {"rule": CHARS, "points": 1},
        ],
    }


@pytest.mark.parametrize(
    ("pile", "expected"),
    [
        # 1a 2a 3a 4a 5a: all blue, Colour +3; five consecutive coins, Proud Dragon +6 = 9.
        ("1a 2a 3a 4a 5a", [(COLOUR, 3), (DRAGON, 6)]),
        # 2a 3b 4c 5d 6a: blue red green white blue: no colour row; Proud Dragon +6 (any series).
        ("2a 3b 4c 5d 6a", [(DRAGON, 6)]),
        # 1d 2d E S W: all white, White Hand +4 (not Colour); three kinds of honour +3 = 7.
        ("1d 2d E S W", [(WHITE, 4), (CHARS, 3)]),
        # 1a 2b 3c 4d T: blue red green white black, Five Elements +4; four coins and a joker: no Proud Dragon.
        ("1a 2b 3c 4d T", [(FIVE, 4)]),
        # D D D 5b 7b: all red, Colour +3; Three of a Kind (D) +5; one kind of honour +1 = 9.
        ("D D D 5b 7b", [(COLOUR, 3), (THREE, 5), (CHARS, 1)]),
        # 3a 3b 7c 7d 9a: pairs of 3 and of 7, +2 each (score.second-pair=counts) = 4.
        ("3a 3b 7c 7d 9a", [(PAIR, 2), (PAIR, 2)]),
        # 4a 4b 4c E E: the separate pair E E +2 (pair-beside-three=counts), Three of a Kind +5, one kind +1 = 8
        # (lines in the register's order: Pair before Three of a Kind).
        ("4a 4b 4c E E", [(PAIR, 2), (THREE, 5), (CHARS, 1)]),
        # 4a 4b 4c 4d E: Four of a Kind as three +5, its pairs not counted; one kind +1 = 6.
        ("4a 4b 4c 4d E", [(FOUR, 5), (CHARS, 1)]),
        # T T 1a 5b 9c: two jokers are no Pair (tzq.score.joker); colours black black blue red green: no row.
        ("T T 1a 5b 9c", []),
        # 1a 3b 5c 7a 9b: nothing at all: a round may score no points.
        ("1a 3b 5c 7a 9b", []),
        # E S W N D: five kinds of honour, one point a kind = 5; white x4 and red: no colour row.
        ("E S W N D", [(CHARS, 5)]),
    ],
)
def test_score_rows_under_the_default_reading(pile: str, expected: list[tuple[str, int]]) -> None:
    assert lines(pile) == expected


def test_second_pair_once() -> None:
    # 3a 3b 7c 7d 9a with score.second-pair=once: one Pair line, +2.
    assert lines("3a 3b 7c 7d 9a", Reading(score_second_pair="once")) == [(PAIR, 2)]


def test_pair_beside_three_not_counted() -> None:
    # 4a 4b 4c E E with pair-beside-three=not-counted: Three of a Kind +5, Characters +1, no Pair = 6.
    assert lines("4a 4b 4c E E", Reading(score_pair_beside_three="not-counted")) == [(THREE, 5), (CHARS, 1)]


def test_four_of_a_kind_three_and_pair() -> None:
    # 4a 4b 4c 4d E with three-and-pair: Four of a Kind +7, Characters +1 = 8.
    assert lines("4a 4b 4c 4d E", Reading(score_four_of_a_kind="three-and-pair")) == [(FOUR, 7), (CHARS, 1)]


def test_characters_one_type_only() -> None:
    reading = Reading(score_characters="one-type-only")
    # One kind still scores 1 (the worked example): E E T T T = 9.
    assert score(["E", "E", "T", "T", "T"], reading).points == 9
    # Three kinds score nothing under one-type-only: 1d 2d E S W = White Hand 4 only.
    assert lines("1d 2d E S W", reading) == [(WHITE, 4)]


def test_honours_white_colour_table() -> None:
    # Under honours-white the Red Dragon is white: D D D 1d 2d is a White Hand +4, Three +5, Characters +1 = 10;
    # under the default it is red: red x3 and white x2, no colour row: Three +5, Characters +1 = 6.
    assert lines("D D D 1d 2d", Reading(colour_table="honours-white")) == [(WHITE, 4), (THREE, 5), (CHARS, 1)]
    assert lines("D D D 1d 2d") == [(THREE, 5), (CHARS, 1)]


def test_proud_dragon_series() -> None:
    one_series = Reading(score_proud_dragon_series="one-series")
    # 2a 3b 4c 5d 6a: five numbers in a row of four series. Any series (default): Proud Dragon +6; blue red green
    # white blue, no colour row: 6. One series: no Proud Dragon, nothing else: 0.
    assert lines("2a 3b 4c 5d 6a") == [(DRAGON, 6)]
    assert lines("2a 3b 4c 5d 6a", one_series) == []
    # 3a to 7a, all series a (blue): Colour +3 and Proud Dragon +6 under both options.
    assert lines("3a 4a 5a 6a 7a", one_series) == [(COLOUR, 3), (DRAGON, 6)]


def test_proud_dragon_numbers_do_not_wrap() -> None:
    # 7a 8b 9c 1d 2a: 'following each other exactly' stops at 9, so no Proud Dragon; four colours, no pair: 0.
    assert lines("7a 8b 9c 1d 2a") == []
    assert lines("7a 8b 9c 1d 2a", Reading(score_proud_dragon_series="one-series")) == []


def test_white_hand_also_colour() -> None:
    # 1d 3d 5d 7d 9d: five white coins. Default: White Hand +4 alone. Under also-colour: Colour +3 first (the
    # register's order), then White Hand +4 = 7.
    assert lines("1d 3d 5d 7d 9d") == [(WHITE, 4)]
    assert lines("1d 3d 5d 7d 9d", Reading(score_white_hand_colour="also-colour")) == [(COLOUR, 3), (WHITE, 4)]
    # Five blue coins score Colour once under either option: 1a 3a 5a 7a 9a = 3.
    assert lines("1a 3a 5a 7a 9a", Reading(score_white_hand_colour="also-colour")) == [(COLOUR, 3)]


@pytest.mark.parametrize("pile", ["E E T T", "E E T T T 1a", ""])
def test_a_score_pile_is_five_cards(pile: str) -> None:
    with pytest.raises(InputError, match="exactly 5"):
        score(pile.split(), Reading())


def test_score_refuses_impossible_piles() -> None:
    with pytest.raises(InputError, match="2 copies of 1a"):
        score(["1a", "1a", "2b", "3c", "4d"], Reading())
