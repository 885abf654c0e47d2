"""Tien Zi Que conformance cases about scoring: five-card score piles, each worked by hand from the rulebook's table.

Family ``score_rulebook`` (``generated/tzq/score_rulebook.json``): every row of the table that the rulebook prints
(Colour, White Hand, Five Elements, Emperor of the Sparrows, Proud Dragon, Pair, Three of a Kind), the joker at
scoring, the rows the print cuts off (Four of a Kind, Characters) and every reading of scoring under each option.
Each case shows its arithmetic; colours are those of the default table (``colour.table=winds-white``: series a
blue, b red, c green, d white, the winds white, the Red Dragon red, the joker black) unless the case names
another. The rulebook's own worked example (East, East and three jokers: 9) is the first case.

Expected answers are the engine's, confirmed by the Z3 model; the hand-worked lines must equal both.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.corpus.cases import Corpus, Outcome
from rulebook.tzq.corpus.case_builder import GAME, rulebook_case

DECK = "tzq.deck.cards"
JOKER = "tzq.score.joker"
COLOUR = "tzq.score.colour"
WHITE = "tzq.score.white-hand"
FIVE = "tzq.score.five-elements"
EMPEROR = "tzq.score.emperor"
DRAGON = "tzq.score.proud-dragon"
PAIR = "tzq.score.pair"
THREE = "tzq.score.three-of-a-kind"
FOUR = "tzq.score.four-of-a-kind"
CHARACTERS = "tzq.score.characters"
SCORING = "Scoring"


def scored(*lines: tuple[str, int]) -> dict[str, Any]:
    """A hand-worked score answer: the lines in register order, and their sum."""
    return {"points": sum(points for _, points in lines), "lines": [{"rule": r, "points": p} for r, p in lines]}


NONE: Mapping[str, str] = {}
HONOURS_WHITE = {"colour.table": "honours-white"}
ONE_TYPE = {"score.characters": "one-type-only"}
ONE_SERIES = {"score.proud-dragon-series": "one-series"}
ALSO_COLOUR = {"score.white-hand-colour": "also-colour"}
# (id, description, rules, outcome, pile, lines, readings, why: the arithmetic)
SCORE_CASES: tuple[
    tuple[str, str, tuple[str, ...], Outcome, str, tuple[tuple[str, int], ...], Mapping[str, str], str], ...
] = (
    (
        "score-worked-example",
        "the rulebook's example: East, East and three jokers score 9",
        (EMPEROR, PAIR, CHARACTERS, JOKER),
        "accepts",
        "E E T T T",
        ((EMPEROR, 6), (PAIR, 2), (CHARACTERS, 1)),
        NONE,
        f"{SCORING}, example: Characters +1 (one type, East), Pair E E +2, Emperor +6 = 9; the three jokers are no "
        "Three of a Kind and no Character.",
    ),
    (
        "score-jokers-replace-nothing",
        "two jokers beside 4 5 6 make no Proud Dragon and no Pair",
        (JOKER, DRAGON, PAIR, EMPEROR),
        "refuses",
        "4a 5b 6c T T",
        (),
        NONE,
        '"TZQ" Cards: at scoring a TZQ card is black and never replaces a card, so T T is no Pair and cannot be the 3 '
        "and 7 of a Proud Dragon; two jokers are no Emperor; four colours only (blue red green black): 0.",
    ),
    (
        "score-colour-blue",
        "five blue coins score Colour",
        (COLOUR,),
        "accepts",
        "1a 3a 5a 7a 9a",
        ((COLOUR, 3),),
        NONE,
        f"{SCORING}: Colour +3 (all blue); 1 3 5 7 9 is no Proud Dragon, no pair: 3.",
    ),
    (
        "score-white-is-no-colour",
        "five white coins are a White Hand, not a Colour",
        (COLOUR,),
        "refuses",
        "1d 3d 5d 7d 9d",
        ((WHITE, 4),),
        NONE,
        f"{SCORING}: the Colour row lists blue, red, green only; White Hand +4 = 4.",
    ),
    (
        "score-white-hand-also-colour",
        "under also-colour five white coins score Colour beside the White Hand",
        (COLOUR, WHITE),
        "accepts",
        "1d 3d 5d 7d 9d",
        ((COLOUR, 3), (WHITE, 4)),
        ALSO_COLOUR,
        "score.white-hand-colour=also-colour: five cards all of one colour (white) score Colour +3, and White Hand "
        "+4 = 7.",
    ),
    (
        "score-colour-red-with-dragon",
        "four red coins and the Red Dragon are one colour",
        (COLOUR, CHARACTERS),
        "accepts",
        "1b 3b 5b 7b D",
        ((COLOUR, 3), (CHARACTERS, 1)),
        NONE,
        f"{SCORING}: the Red Dragon is red (default table): Colour +3, Characters +1 (one kind) = 4.",
    ),
    (
        "score-colour-red-dragon-white",
        "under honours-white the Red Dragon is white: no Colour",
        (COLOUR,),
        "refuses",
        "1b 3b 5b 7b D",
        ((CHARACTERS, 1),),
        HONOURS_WHITE,
        "colour.table=honours-white: four red cards and a white one are no Colour; Characters +1 = 1.",
    ),
    (
        "score-white-hand-winds",
        "three white coins and two winds are a White Hand",
        (WHITE, CHARACTERS),
        "accepts",
        "2d 4d 6d E S",
        ((WHITE, 4), (CHARACTERS, 2)),
        NONE,
        f"{SCORING}: winds are white (default table): White Hand +4, Characters +2 (two kinds, a point a kind) = 6.",
    ),
    (
        "score-white-hand-dragon-red",
        "the Red Dragon spoils a White Hand",
        (WHITE,),
        "refuses",
        "2d 4d 6d E D",
        ((CHARACTERS, 2),),
        NONE,
        f"{SCORING}: the Red Dragon is red (default table), so not all five are white; Characters +2 = 2.",
    ),
    (
        "score-white-hand-dragon-white",
        "under honours-white the Red Dragon joins a White Hand",
        (WHITE, CHARACTERS),
        "accepts",
        "2d 4d 6d E D",
        ((WHITE, 4), (CHARACTERS, 2)),
        HONOURS_WHITE,
        "colour.table=honours-white: five white cards, White Hand +4; Characters +2 = 6.",
    ),
    (
        "score-five-elements",
        "a joker, blue, red, green and a white wind are the Five Elements",
        (FIVE, JOKER, CHARACTERS),
        "accepts",
        "1a 2b 3c E T",
        ((FIVE, 4), (CHARACTERS, 1)),
        NONE,
        f"{SCORING}: black (T), blue, red, green, white (E): Five Elements +4; 1 2 3 plus a joker is no Proud Dragon "
        "(the joker replaces nothing); Characters +1 = 5.",
    ),
    (
        "score-five-elements-needs-black",
        "five coins cannot be Five Elements: no black coin",
        (FIVE,),
        "refuses",
        "1a 2b 3c 4d 5a",
        ((DRAGON, 6),),
        NONE,
        f"{SCORING}: blue red green white blue, four colours; but 1 2 3 4 5 is a Proud Dragon +6 = 6.",
    ),
    (
        "score-five-elements-dragon-red",
        "joker, blue, red, green and the Red Dragon repeat red",
        (FIVE,),
        "refuses",
        "1a 2b 3c D T",
        ((CHARACTERS, 1),),
        NONE,
        f"{SCORING}: black blue red green red: four colours; Characters +1 = 1.",
    ),
    (
        "score-five-elements-dragon-white",
        "under honours-white the Red Dragon is the white element",
        (FIVE, CHARACTERS),
        "accepts",
        "1a 2b 3c D T",
        ((FIVE, 4), (CHARACTERS, 1)),
        HONOURS_WHITE,
        "colour.table=honours-white: black blue red green white, Five Elements +4; Characters +1 = 5.",
    ),
    (
        "score-emperor",
        "three jokers are the Emperor of the Sparrows",
        (EMPEROR, JOKER),
        "accepts",
        "1a 2b T T T",
        ((EMPEROR, 6),),
        NONE,
        f"{SCORING}: Emperor +6; the jokers are no Three of a Kind; black blue red: no colour row = 6.",
    ),
    (
        "score-proud-dragon",
        "2 3 4 5 6 of mixed series are a Proud Dragon",
        (DRAGON,),
        "accepts",
        "2a 3b 4c 5d 6a",
        ((DRAGON, 6),),
        NONE,
        f"{SCORING}: Proud Dragon +6 ('2, 3, 4, 5 and 6'); blue red green white blue: no colour row = 6.",
    ),
    (
        "score-proud-dragon-to-nine",
        "5 6 7 8 9 of mixed series are a Proud Dragon",
        (DRAGON,),
        "accepts",
        "5b 6c 7d 8a 9b",
        ((DRAGON, 6),),
        NONE,
        f"{SCORING}: 'from 1 to 9': five numbers in a row ending at 9, Proud Dragon +6; red green white blue red: "
        "four colours, no colour row; no pair, no honour = 6.",
    ),
    (
        "score-proud-dragon-honour-is-no-ten",
        "6 7 8 9 and East are no Proud Dragon",
        (DRAGON, CHARACTERS),
        "refuses",
        "6a 7b 8c 9d E",
        ((CHARACTERS, 1),),
        NONE,
        f"{SCORING}: a Proud Dragon is five coins; 6 7 8 9 are four and East is an honour, not a number after 9; "
        "blue red green white white: no colour row; Characters +1 (East) = 1.",
    ),
    (
        "score-proud-dragon-gap",
        "1 2 3 4 6 is no Proud Dragon",
        (DRAGON,),
        "refuses",
        "1a 2b 3c 4d 6a",
        (),
        NONE,
        f"{SCORING}: the five must follow each other exactly; no other row: 0.",
    ),
    (
        "score-proud-dragon-no-wrap",
        "7 8 9 1 2 is no Proud Dragon: the numbers do not wrap",
        (DRAGON,),
        "refuses",
        "7a 8b 9c 1d 2a",
        (),
        NONE,
        f"{SCORING}: 'following each other exactly': no number follows 9, so 9 1 is no step; blue red green white "
        "blue, no colour row; no pair, no honour: 0.",
    ),
    (
        "score-proud-dragon-mixed-series-one-series",
        "under one-series 2 3 4 5 6 of mixed series is no Proud Dragon",
        (DRAGON,),
        "refuses",
        "2a 3b 4c 5d 6a",
        (),
        ONE_SERIES,
        "score.proud-dragon-series=one-series: 2a 3b 4c 5d 6a are of four series, so no Proud Dragon; blue red green "
        "white blue, no colour row; no pair: 0.",
    ),
    (
        "score-proud-dragon-one-series-under-one-series",
        "under one-series 3 to 7 of one series is still a Proud Dragon",
        (DRAGON, COLOUR),
        "accepts",
        "3a 4a 5a 6a 7a",
        ((COLOUR, 3), (DRAGON, 6)),
        ONE_SERIES,
        "score.proud-dragon-series=one-series: five coins of series a in a row, Proud Dragon +6; all blue, Colour "
        "+3 = 9.",
    ),
    (
        "score-proud-dragon-one-series",
        "3 to 7 of one series: Colour and Proud Dragon",
        (DRAGON, COLOUR),
        "accepts",
        "3a 4a 5a 6a 7a",
        ((COLOUR, 3), (DRAGON, 6)),
        NONE,
        f"{SCORING}: 'A card can be used to make several valid Combinations': Colour +3 (blue), Proud Dragon +6 = 9.",
    ),
    (
        "score-pair",
        "two 4s score a Pair",
        (PAIR, DECK, CHARACTERS),
        "accepts",
        "4a 4b 7c 9d S",
        ((PAIR, 2), (CHARACTERS, 1)),
        NONE,
        f"{SCORING}: 4a and 4b are identical (one suit, facts): Pair +2; Characters +1 (South) = 3.",
    ),
    (
        "score-nothing",
        "five coins that make nothing score 0",
        (PAIR, THREE, CHARACTERS, COLOUR),
        "refuses",
        "1a 3b 5c 7d 9a",
        (),
        NONE,
        f"{SCORING}: no two identical cards, no honour, four colours, 1 3 5 7 9 not in a row: 0 ('it is possible to "
        "score no points').",
    ),
    (
        "score-same-series-not-identical",
        "coins of one series and different numbers are not identical",
        (DECK, PAIR),
        "refuses",
        "1a 2a 3a 5a 7a",
        ((COLOUR, 3),),
        NONE,
        "Contents; facts: a coin is its number; 1a and 2a share a series, not a number: no Pair; Colour +3 = 3.",
    ),
    (
        "score-two-pairs",
        "two pairs score twice",
        (PAIR, CHARACTERS),
        "accepts",
        "4a 4b 7c 7d E",
        ((PAIR, 2), (PAIR, 2), (CHARACTERS, 1)),
        NONE,
        f"{SCORING}: 'A card can be used to make several valid Combinations': Pair +2, Pair +2, Characters +1 = 5.",
    ),
    (
        "score-two-pairs-once",
        "under score.second-pair=once two pairs score once",
        (PAIR, CHARACTERS),
        "accepts",
        "4a 4b 7c 7d E",
        ((PAIR, 2), (CHARACTERS, 1)),
        {"score.second-pair": "once"},
        "score.second-pair=once: one Pair +2, Characters +1 = 3.",
    ),
    (
        "score-three-of-a-kind",
        "three 4s score Three of a Kind, their pair not counted",
        (THREE, DECK),
        "accepts",
        "4a 4b 4c 7d 9a",
        ((THREE, 5),),
        NONE,
        f"{SCORING}: Three of a Kind +5, 'The Pair points are not counted'; blue red green white blue = 5.",
    ),
    (
        "score-three-honours",
        "three South score Three of a Kind",
        (THREE, CHARACTERS),
        "accepts",
        "1a 3b S S S",
        ((THREE, 5), (CHARACTERS, 1)),
        NONE,
        f"{SCORING}: Three of a Kind +5; Characters +1 (South) = 6.",
    ),
    (
        "score-two-pairs-no-three",
        "two pairs are no Three of a Kind",
        (THREE,),
        "refuses",
        "4a 4b 7c 7d 9a",
        ((PAIR, 2), (PAIR, 2)),
        NONE,
        f"{SCORING}: no three identical cards; Pair +2, Pair +2 = 4.",
    ),
    (
        "score-pair-beside-three",
        "a separate pair beside Three of a Kind still scores",
        (THREE, PAIR, CHARACTERS),
        "accepts",
        "4a 4b 4c E E",
        ((PAIR, 2), (THREE, 5), (CHARACTERS, 1)),
        NONE,
        "score.pair-beside-three=counts: the pair not counted is the one inside the three; Three +5, Pair E E +2, "
        "Characters +1 = 8.",
    ),
    (
        "score-pair-beside-three-not-counted",
        "under not-counted no Pair scores beside Three of a Kind",
        (PAIR,),
        "refuses",
        "4a 4b 4c E E",
        ((THREE, 5), (CHARACTERS, 1)),
        {"score.pair-beside-three": "not-counted"},
        "score.pair-beside-three=not-counted: Three +5, Characters +1 = 6.",
    ),
    (
        "score-four-as-three",
        "four 4s score as the Three of a Kind they hold",
        (FOUR, CHARACTERS),
        "accepts",
        "4a 4b 4c 4d E",
        ((FOUR, 5), (CHARACTERS, 1)),
        NONE,
        "score.four-of-a-kind=as-three (the row is cut off in print): Four of a Kind +5, its pairs not counted; "
        "Characters +1 = 6.",
    ),
    (
        "score-four-three-and-pair",
        "under three-and-pair four 4s score 7",
        (FOUR, CHARACTERS),
        "accepts",
        "4a 4b 4c 4d E",
        ((FOUR, 7), (CHARACTERS, 1)),
        {"score.four-of-a-kind": "three-and-pair"},
        "score.four-of-a-kind=three-and-pair: Three of a Kind +5 and a Pair +2 = 7; Characters +1 = 8.",
    ),
    (
        "score-three-is-not-four",
        "three 4s and a 5 are no Four of a Kind",
        (FOUR,),
        "refuses",
        "4a 4b 4c 5d E",
        ((THREE, 5), (CHARACTERS, 1)),
        NONE,
        f"{SCORING}: only three identical cards: Three of a Kind +5, Characters +1 = 6.",
    ),
    (
        "score-characters-three-kinds",
        "three kinds of honour score 3 Characters",
        (CHARACTERS,),
        "accepts",
        "1a 2b E S W",
        ((CHARACTERS, 3),),
        NONE,
        "score.characters=one-per-type: a point a kind, 3; white white white blue red: no colour row = 3.",
    ),
    (
        "score-characters-one-type-only",
        "under one-type-only three kinds of honour score nothing",
        (CHARACTERS,),
        "refuses",
        "1a 2b E S W",
        (),
        ONE_TYPE,
        "score.characters=one-type-only: only the printed row (one kind, +1): 0.",
    ),
    (
        "score-characters-one-kind-only",
        "under one-type-only one kind of honour still scores 1",
        (CHARACTERS, PAIR),
        "accepts",
        "1a 5b 9c N N",
        ((PAIR, 2), (CHARACTERS, 1)),
        ONE_TYPE,
        "score.characters=one-type-only: one kind (North) +1, the printed row; Pair N N +2 = 3.",
    ),
    (
        "score-characters-five-kinds",
        "every honour once: 5 Characters",
        (CHARACTERS,),
        "accepts",
        "E S W N D",
        ((CHARACTERS, 5),),
        NONE,
        "score.characters=one-per-type: five kinds +5; the Red Dragon is red, so no White Hand = 5.",
    ),
    (
        "score-honours-white-hand",
        "under honours-white every honour once is a White Hand",
        (WHITE, CHARACTERS),
        "accepts",
        "E S W N D",
        ((WHITE, 4), (CHARACTERS, 5)),
        HONOURS_WHITE,
        "colour.table=honours-white: five white cards +4; Characters +5 = 9.",
    ),
)


def score_rulebook() -> Corpus:
    """Five-card score piles, worked by hand from the table."""
    cases = [
        rulebook_case(
            id=case_id,
            description=description,
            question="score",
            rules=rules,
            outcome=outcome,
            given={"pile": pile.split()},
            why=why,
            expected=scored(*lines),
            readings=readings,
        )
        for case_id, description, rules, outcome, pile, lines, readings, why in SCORE_CASES
    ]
    return Corpus(GAME, "score_rulebook", "Five-card score piles, worked by hand from the scoring table.", tuple(cases))


__all__ = ["SCORE_CASES", "score_rulebook", "scored"]
