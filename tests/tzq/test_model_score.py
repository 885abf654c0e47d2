"""The model's scoring (rules ``tzq.score.*``) and best keep, on hand-worked score piles.

Expected values are worked by hand from the rulebook's scoring table, its worked example and the readings of
``spec/tzq.toml``; colours from the default table of ``colour.table`` (a blue, b red, c green, d white, winds
white, Red Dragon red; the jokers black) unless a test says otherwise.
"""

from __future__ import annotations

import pytest

from rulebook.core.errors import InputError
from rulebook.core.z3_solving import check
from rulebook.tzq.cards import Cards
from rulebook.tzq.model.score import ROWS, SCORE_RULES, best_keep, mahjong_allowed, score, shape
from rulebook.tzq.reading import Reading

COLOUR = "tzq.score.colour"
WHITE_HAND = "tzq.score.white-hand"
FIVE_ELEMENTS = "tzq.score.five-elements"
EMPEROR = "tzq.score.emperor"
PROUD_DRAGON = "tzq.score.proud-dragon"
PAIR = "tzq.score.pair"
THREE = "tzq.score.three-of-a-kind"
FOUR = "tzq.score.four-of-a-kind"
CHARACTERS = "tzq.score.characters"


def lines(pile: str, reading: Reading | None = None) -> list[tuple[str, int]]:
    """The score's lines as (rule, points)."""
    result = score(pile.split(), reading or Reading())
    assert result.points == sum(line.points for line in result.lines)
    return [(line.rule, line.points) for line in result.lines]


def test_the_rulebooks_worked_example_scores_9() -> None:
    # E E T T T: Characters one kind (East) +1, Pair E E +2, Emperor of the Sparrows +6 = 9. The three jokers are
    # no Three of a Kind and no Pair; their colours (white white black black black) make no Colour row.
    result = score(["E", "E", "T", "T", "T"])
    assert result.points == 9
    assert result.as_json() == {
        "points": 9,
        "lines": [
            {"rule": EMPEROR, "points": 6},
            {"rule": PAIR, "points": 2},
            {"rule": CHARACTERS, "points": 1},
        ],
    }


@pytest.mark.parametrize(
    ("pile", "expected"),
    [
        # Five blue coins of series a, numbers 1 3 5 7 9 (not in a row, all different): Colour +3.
        ("1a 3a 5a 7a 9a", [(COLOUR, 3)]),
        # Five red coins 1 to 5: Colour +3 and Proud Dragon +6 = 9.
        ("1b 2b 3b 4b 5b", [(COLOUR, 3), (PROUD_DRAGON, 6)]),
        # Five in a row of mixed series (blue red green white blue): Proud Dragon +6 only.
        ("5a 6b 7c 8d 9a", [(PROUD_DRAGON, 6)]),
        # 7 8 9 1 2 do not follow each other (no wrap): nothing.
        ("7a 8b 9c 1d 2a", []),
        # White d coins and three winds: White Hand +4, Characters three kinds +3 = 7.
        ("1d 3d E S W", [(WHITE_HAND, 4), (CHARACTERS, 3)]),
        # Four red coins and the (red) Red Dragon: Colour +3, Characters one kind +1 = 4.
        ("1b 3b 5b 7b D", [(COLOUR, 3), (CHARACTERS, 1)]),
        # blue red green white black: Five Elements +4; four coins and a joker are no Proud Dragon.
        ("1a 2b 3c 4d T", [(FIVE_ELEMENTS, 4)]),
        # Two jokers are no Pair; East one kind +1; colours blue red black black white: no row.
        ("1a 3b T T E", [(CHARACTERS, 1)]),
        # Two pairs (4s and 6s), each +2, and East +1 = 5.
        ("4a 4b 6a 6b E", [(PAIR, 2), (PAIR, 2), (CHARACTERS, 1)]),
        # Three 4s +5 (their pair not counted), the pair E E +2, East +1 = 8.
        ("4a 4b 4c E E", [(PAIR, 2), (THREE, 5), (CHARACTERS, 1)]),
        # Three Norths +5 and North +1 (one kind); 2a 9b nothing = 6.
        ("N N N 2a 9b", [(THREE, 5), (CHARACTERS, 1)]),
        # Four 4s: as-three +5 (no Pair, no Three line), East +1 = 6.
        ("4a 4b 4c 4d E", [(FOUR, 5), (CHARACTERS, 1)]),
        # The five honours (white x4, red): Characters five kinds +5.
        ("E S W N D", [(CHARACTERS, 5)]),
        # Nothing at all: 1a 3b 5c 7d 9a (blue red green white blue), all different, not in a row.
        ("1a 3b 5c 7d 9a", []),
    ],
)
def test_default_reading(pile: str, expected: list[tuple[str, int]]) -> None:
    assert lines(pile) == expected


def test_colour_table_honours_white() -> None:
    honours_white = Reading(colour_table="honours-white")
    # The Red Dragon is white under honours-white: red coins and a white card are no Colour; East... D one kind +1.
    assert lines("1b 3b 5b 7b D", honours_white) == [(CHARACTERS, 1)]
    # All five honours white: White Hand +4 and five kinds +5 = 9 (winds-white: D red, no White Hand: 5).
    assert lines("E S W N D", honours_white) == [(WHITE_HAND, 4), (CHARACTERS, 5)]
    assert score(["E", "S", "W", "N", "D"]).points == 5


def test_characters_one_type_only() -> None:
    only = Reading(score_characters="one-type-only")
    # One kind still +1; three kinds score nothing: 1d 3d E S W is White Hand +4 alone.
    assert lines("1b 3b 5b 7b D", only) == [(COLOUR, 3), (CHARACTERS, 1)]
    assert lines("1d 3d E S W", only) == [(WHITE_HAND, 4)]
    assert lines("E S W N D", only) == []


def test_four_of_a_kind_three_and_pair() -> None:
    # Four 4s under three-and-pair: +5 + 2 = 7, and East +1 = 8.
    assert lines("4a 4b 4c 4d E", Reading(score_four_of_a_kind="three-and-pair")) == [(FOUR, 7), (CHARACTERS, 1)]


def test_second_pair_once() -> None:
    # Two pairs, one Pair line: +2, East +1 = 3.
    assert lines("4a 4b 6a 6b E", Reading(score_second_pair="once")) == [(PAIR, 2), (CHARACTERS, 1)]
    # One pair is unchanged: the worked example still scores 9.
    assert score(["E", "E", "T", "T", "T"], Reading(score_second_pair="once")).points == 9


def test_pair_beside_three_not_counted() -> None:
    not_counted = Reading(score_pair_beside_three="not-counted")
    # Three 4s +5, East +1; the pair E E beside them does not score: 6.
    assert lines("4a 4b 4c E E", not_counted) == [(THREE, 5), (CHARACTERS, 1)]
    # No Three of a Kind: a pair still scores (the worked example: 9).
    assert score(["E", "E", "T", "T", "T"], not_counted).points == 9


def test_proud_dragon_series() -> None:
    one_series = Reading(score_proud_dragon_series="one-series")
    # 1a 2b 3a 4a 5a: 1 to 5 of two series. Any series: Proud Dragon +6 (blue x4 and red: no Colour) = 6; one
    # series: nothing = 0. 1a 2a 3a 4a 5a: Colour +3 and Proud Dragon +6 either way.
    assert lines("1a 2b 3a 4a 5a") == [(PROUD_DRAGON, 6)]
    assert lines("1a 2b 3a 4a 5a", one_series) == []
    assert lines("1a 2a 3a 4a 5a", one_series) == [(COLOUR, 3), (PROUD_DRAGON, 6)]
    # 8a 9b 1c 2d 3a: 9 is followed by no number, so no Proud Dragon under either option; four colours: 0.
    assert lines("8a 9b 1c 2d 3a") == []


def test_white_hand_also_colour() -> None:
    also = Reading(score_white_hand_colour="also-colour")
    # 2d 4d 6d E S: five white cards (winds white). Default: White Hand +4, two kinds +2 = 6. Also-colour: Colour
    # +3 first, White Hand +4, Characters +2 = 9.
    assert lines("2d 4d 6d E S") == [(WHITE_HAND, 4), (CHARACTERS, 2)]
    assert lines("2d 4d 6d E S", also) == [(COLOUR, 3), (WHITE_HAND, 4), (CHARACTERS, 2)]
    # The Red Dragon is red (default table): 2d 4d 6d E D is no White Hand and no Colour either way: +2.
    assert lines("2d 4d 6d E D", also) == [(CHARACTERS, 2)]


def test_lines_follow_the_registers_order() -> None:
    # Every line of every score above comes in ROWS order; ROWS is the register's order of the rows.
    assert ROWS == (COLOUR, WHITE_HAND, FIVE_ELEMENTS, EMPEROR, PROUD_DRAGON, PAIR, THREE, FOUR, CHARACTERS)
    assert set(shape().rule_literals) == set(SCORE_RULES)


@pytest.mark.parametrize(
    ("pile", "message"),
    [
        (["E", "E", "T", "T"], "holds 4 cards"),
        (["E", "E", "T", "T", "T", "S"], "holds 6 cards"),
        (["E", "E", "E", "E", "T"], "4 copies of E"),
        (["4a", "4a", "T", "T", "T"], "2 copies of 4a"),
        (["4a", "X", "T", "T", "T"], "unknown card"),
    ],
)
def test_bad_piles_are_refused(pile: list[str], message: str) -> None:
    with pytest.raises(InputError, match=message):
        score(pile)


def test_best_keep() -> None:
    # Pile E E T T, combination 4a 5b T: keeping T makes the worked example (9); 4a or 5b give Pair +2 and
    # East +1 = 3. The joker is the best keep.
    assert best_keep(["E", "E", "T", "T"], ["4a", "5b", "T"]) == ("T",)
    # Pile 1a 2a 3a 4a, combination 5a 5b 5c: 5a gives blue Colour +3 and Proud Dragon +6 = 9; 5b or 5c only
    # the Proud Dragon (6).
    assert best_keep(["1a", "2a", "3a", "4a"], ["5b", "5a", "5c"]) == ("5a",)
    # Pile 1a 1b E S, combination 7a 8b 9c: any keep gives Pair 1s +2 and two kinds +2 = 4: all three tie.
    assert best_keep(["1a", "1b", "E", "S"], ["7a", "8b", "9c"]) == ("7a", "8b", "9c")
    # Under one-type-only the same tie holds at Pair +2 (two kinds score nothing).
    assert best_keep(["1a", "1b", "E", "S"], ["7a", "8b", "9c"], Reading(score_characters="one-type-only")) == (
        "7a",
        "8b",
        "9c",
    )


def test_best_keep_needs_four_cards_and_a_three_card_combination() -> None:
    with pytest.raises(InputError, match="holds 3 cards"):
        best_keep(["E", "E", "T"], ["4a", "5b", "T"])
    with pytest.raises(InputError, match="the combination holds 2 cards"):
        best_keep(["E", "E", "T", "S"], ["4a", "5b"])
    with pytest.raises(InputError, match="4 copies of T"):
        best_keep(["E", "E", "T", "T"], ["T", "T", "4a"])


def test_mahjong_minimum() -> None:
    two = Reading(mahjong_minimum="two-points")
    # 1a 3b 5c 7d E scores Characters +1 only: below two points, no Mah-jong under two-points.
    assert not mahjong_allowed(["1a", "3b", "5c", "7d", "E"], two)
    # 1a 1b 5c 7d E: Pair +2 and East +1 = 3: enough.
    assert mahjong_allowed(["1a", "1b", "5c", "7d", "E"], two)
    # Exactly two points is enough: 1a 1b 5c 7d 9a is the Pair alone (+2).
    assert mahjong_allowed(["1a", "1b", "5c", "7d", "9a"], two)
    # Without the optional rule a pile of no points still makes Mah-jong.
    assert mahjong_allowed(["1a", "3b", "5c", "7d", "9a"], Reading())


@pytest.mark.parametrize(
    ("pile", "points"),
    [
        ("E E T T T", 9),  # the worked example: +1 +2 +6
        ("1a 3b T T E", 1),  # two jokers are no Pair: East +1 only
        ("4a 4b 4c E E", 8),  # Three +5, Pair +2, East +1
    ],
)
def test_the_rules_leave_one_score(pile: str, points: int) -> None:
    # The rows are definitions: with the pile and the reading fixed, no solution of the rules has another total
    # (the jokers cannot be made to stand for anything, nor to pair up among themselves).
    scoring = shape()
    facts = [*scoring.pile_facts(Cards.of(pile.split())), *scoring.reading_facts(Reading())]
    assert check(scoring.solver, [*facts, scoring.total == points])
    assert not check(scoring.solver, [*facts, scoring.total != points])
