"""The exhaustive score cross-check by classes of piles can fail, and passes where the rows read a class alike.

Expected values are worked by hand from the rulebook's table ("Scoring").
"""

from __future__ import annotations

from rulebook.tzq.cards import Cards, parse_cards
from rulebook.tzq.crosscheck.pile_classes import ClassComparison, class_cases, class_of
from rulebook.tzq.model.score import PileClass, scored_otherwise
from rulebook.tzq.reading import DEFAULT, Reading
from rulebook.tzq.verdict import Line, Score

WORKED_EXAMPLE = ("E", "E", "T", "T", "T")
NINE = Score(9, (Line("tzq.score.emperor", 6), Line("tzq.score.pair", 2), Line("tzq.score.characters", 1)))
"""The rulebook's worked example: Emperor of the Sparrows +6, Pair +2, Characters (one kind) +1."""


def test_the_class_of_the_worked_example() -> None:
    # Two Easts: one honour kind held twice; three jokers (black); the winds are white under the default table.
    found = class_of(WORKED_EXAMPLE, DEFAULT)
    assert found == PileClass((0, 0, 0, 0), (0, 1, 0), 3, (("black", 3), ("white", 2)), False)


def test_every_pile_of_the_worked_examples_class_scores_nine_and_no_other_score() -> None:
    found = class_of(WORKED_EXAMPLE, DEFAULT)
    assert scored_otherwise(found, NINE, DEFAULT) is None
    # Claim 8 instead: the model shows a pile of the class (two of one wind, three jokers) that scores otherwise.
    other = scored_otherwise(found, Score(8, ()), DEFAULT)
    assert other is not None and len(other) == 5 and other.count("T") == 3


def test_a_class_drawn_too_coarsely_is_found_out() -> None:
    # Five blue coins 1a 2a 3a 4a 5a (all series a) score Colour +3 and Proud Dragon +6 = 9. A class that forgot "in
    # a row" holds 1a 2a 3a 4a 6a as well, which scores Colour +3 alone: the model finds such a pile.
    coarse = PileClass((5, 0, 0, 0), (0, 0, 0), 0, (("blue", 5),), False, one_series=True)
    nine = Score(9, (Line("tzq.score.colour", 3), Line("tzq.score.proud-dragon", 6)))
    other = scored_otherwise(coarse, nine, DEFAULT)
    assert other is not None
    assert other != parse_cards("1a 2a 3a 4a 5a")


def test_the_one_series_flag_splits_a_class_under_one_series() -> None:
    # 1a 2b 3a 4a 5a (two series) and 1a 2a 3a 4a 5a (one) are five numbers in a row. Under
    # score.proud-dragon-series=one-series the first scores nothing (blue x4 and red: no Colour) and the second 9,
    # so the classes must tell them apart: they do, and each class holds no pile scoring otherwise.
    one_series = Reading(score_proud_dragon_series="one-series")
    mixed, single = ("1a", "2b", "3a", "4a", "5a"), ("1a", "2a", "3a", "4a", "5a")
    assert class_of(mixed, one_series) != class_of(single, one_series)
    assert scored_otherwise(class_of(mixed, one_series), Score(0, ()), one_series) is None
    nine = Score(9, (Line("tzq.score.colour", 3), Line("tzq.score.proud-dragon", 6)))
    assert scored_otherwise(class_of(single, one_series), nine, one_series) is None


def test_an_engine_that_scores_two_piles_of_one_class_apart_is_caught() -> None:
    # 1a 1b 2a 2b 3a and 1a 1b 2a 2b 4a are one class (two pairs and a single coin, blue 3 red 2, not in a row).
    piles = [("1a", "1b", "2a", "2b", "3a"), ("1a", "1b", "2a", "2b", "4a")]
    assert class_of(piles[0], DEFAULT) == class_of(piles[1], DEFAULT)

    def engine(pile: Cards, reading: Reading) -> Score:
        from rulebook.tzq.engine.score import score

        real = score(pile, reading)
        return Score(real.points + 1, real.lines) if pile.count("4a") else real

    cases = list(class_cases(DEFAULT, engine, piles))
    assert len(cases) == 1 and cases[0].conflict is not None
    assert ClassComparison()(cases[0])


def test_a_model_that_answers_otherwise_is_caught() -> None:
    case = next(class_cases(DEFAULT, piles=[WORKED_EXAMPLE]))
    assert ClassComparison()(case) == []
    broken = ClassComparison(find=lambda pile_class, expected, reading: parse_cards("E E T T T"))
    assert broken(case)
