"""Discarding before going Cheng (rule forbidden.cheng.discard; Section 7 and the "Fast" version)."""

from __future__ import annotations

from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.hand import parse_query
from rulebook.forbidden.reading import Reading

ENGINE = Engine()
FAST = Engine(Reading.from_mapping({"variant.fast": "yes"}))


def test_worked_example_2_only_b2_may_go() -> None:
    # Scoring, example 2: the hand after drawing the R4; only discarding B2 completes it: 105 (see test_engine).
    options = ENGINE.discards(parse_query("B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F B2"))
    assert [option.discards for option in options] == [("B2",)]
    assert options[0].verdict.cheng_score == 105


def test_complete_hand_may_go_without_discarding_or_after_discarding_a_spare_card() -> None:
    # R2 R3 R4 G5 G5 G5 G5: complete as it is (sequence 5 + kong 10 + Cheng 10 = 25), and still complete after
    # discarding one G5 (pung 5: 5 + 5 + 10 = 20). Every other single discard breaks a set. Sorted by score.
    options = ENGINE.discards(parse_query("R2 R3 R4 G5 G5 G5 G5"))
    assert [(option.discards, option.verdict.cheng_score) for option in options] == [((), 25), (("G5",), 20)]


def test_a_lone_forbidden_card_may_be_discarded() -> None:
    # R2 R3 R4 F: complete but one Forbidden card; discarding the F leaves zero: 5 + 10 = 15.
    options = ENGINE.discards(parse_query("R2 R3 R4 F"))
    assert [(option.discards, option.verdict.cheng_score) for option in options] == [(("F",), 15)]


def test_fast_variant_discards_two() -> None:
    # R2 R3 R4 R7 F: one discard either keeps the lone F (discard R7) or keeps the stray R7 (discard F).
    # Two discards (Fast): R7 and F together: 15. Discarding any card of the sequence breaks it.
    query = parse_query("R2 R3 R4 R7 F")
    assert ENGINE.discards(query) == ()
    options = FAST.discards(query)
    assert [(option.discards, option.verdict.cheng_score) for option in options] == [(("R7", "F"), 15)]
    # An explicit limit overrides the reading.
    assert [option.discards for option in ENGINE.discards(query, max_discards=2)] == [("R7", "F")]


def test_discards_never_touch_laid_sets() -> None:
    # Laid R2 R3 R4 with hand R2: the hand's R2 cannot join the sequence (value 2 is taken) nor make a set alone,
    # so the only option is discarding it; the laid sequence stays: 5 + Cheng 10 = 15.
    options = ENGINE.discards(parse_query("R2", ["R2 R3 R4"]))
    assert [(option.discards, option.verdict.cheng_score) for option in options] == [(("R2",), 15)]
    assert options[0].verdict.cheng_arrangement[0].laid
