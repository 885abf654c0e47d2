"""The engine on the rulebook's worked examples and on one small hand-worked hand per set rule (Sections 5, 7).

Every expected value is worked out by hand in the comment above it, from the rulebook, never copied from output.
"""

from __future__ import annotations

import random

import pytest

from rulebook.core.errors import InputError
from rulebook.forbidden.crosscheck.samples import random_query, random_reading
from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.engine.score import RULE_ALL_NUMBERS, RULE_LONE_FORBIDDEN, total
from rulebook.forbidden.hand import HandQuery, parse_query
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.verdict import Verdict

ENGINE = Engine()


def analyse(hand: str, laid: tuple[str, ...] = (), table_forbidden: int = 0, engine: Engine = ENGINE) -> Verdict:
    """Analyse a hand written in the CLI's notation."""
    return engine.analyse(parse_query(hand, laid, table_forbidden))


def sets_of(verdict: Verdict) -> list[str]:
    """The Cheng arrangement as strings, sorted, so tests do not depend on the order of sets."""
    return sorted(str(placed) for placed in verdict.cheng_arrangement)


# -- the rulebook's worked examples (Scoring) ---------------------------------------------------------------------


def test_worked_example_wild_dragon_hand_scores_70() -> None:
    # Scoring, example 1: the laid Red 3-4-5 gains R2, RY (as 6) and R7: sequence of 6 cards = 10, +5 Yin-Yang;
    # three B8 = 5; G2 G2 + wild = 5; Cheng bonus 10; total 35; one F + the Emperor = two Forbiddens: x2 = 70.
    verdict = analyse("R2 RY R7 B8 B8 B8 G2 G2 W F EM", laid=("R3 R4 R5",))
    assert verdict.complete and verdict.may_cheng
    assert verdict.set_points == 10 + 5 + 5 + 5
    assert verdict.cheng_score == 70
    assert sets_of(verdict) == ["B8 B8 B8", "G2 G2 W=G2", "R2 R3 R4 R5 RY=6 R7"]
    laid = [placed for placed in verdict.cheng_arrangement if placed.laid]
    assert [str(placed) for placed in laid] == ["R2 R3 R4 R5 RY=6 R7"]
    assert verdict.refused_by == () and verdict.leftover == ()


def test_worked_example_red_4_hand_scores_105_after_discarding_b2() -> None:
    # Scoring, example 2: after discarding B2 — B7 pung 5, G4 kong 10, R4 R5 RY=6 sequence 5 + 5 Yin-Yang,
    # Cheng bonus 10 = 35; three Forbidden cards: x3 = 105. Before the discard the lone B2 fits no set.
    before = analyse("B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F B2")
    assert not before.complete and before.refused_by == (RULE_ALL_NUMBERS,)
    assert before.leftover == ("B2",)
    after = analyse("B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F")
    assert after.cheng_score == 105 and after.set_points == 25
    assert sets_of(after) == ["B7 B7 B7", "G4 G4 G4 G4", "R4 R5 RY=6"]


# -- sets (Section 5) ---------------------------------------------------------------------------------------------


def test_a_set_holds_one_wild_only() -> None:
    # "R2 W W": a set needs three cards with at most one wild, so the lone R2 has no set (only two cards + W).
    assert not analyse("R2 W W").complete
    # The deliberately broken engine that allows two wilds in a set accepts it (R2 W W as a pung or a run).
    assert Engine(wilds_per_set=2).analyse(parse_query("R2 W W")).complete


def test_two_wilds_in_one_set_change_points_only_in_the_mutant() -> None:
    # "R2 R3 W W": by the rules R2 R3 W is a 3-card sequence (5 points) and the second wild stays unused.
    # The mutant makes a 4-card sequence R2-R5 with both wilds: 10 points.
    assert analyse("R2 R3 W W").set_points == 5
    assert Engine(wilds_per_set=2).analyse(parse_query("R2 R3 W W")).set_points == 10


def test_a_laid_set_with_two_wilds_is_refused_unless_the_mutant() -> None:
    with pytest.raises(InputError, match="R2 W W"):
        analyse("R5 R5 R5", laid=("R2 W W",))
    assert Engine(wilds_per_set=2).analyse(parse_query("R5 R5 R5", ["R2 W W"])).complete


def test_mixed_colours_never_make_a_set() -> None:
    # R2 G3 B4 is "consecutive" but of three colours (forbidden.set.one-colour): no set, not complete.
    verdict = analyse("R2 G3 B4")
    assert not verdict.complete and verdict.other_score == 0
    assert verdict.leftover == ("R2", "G3", "B4")


def test_a_laid_set_of_mixed_colours_is_an_input_error_naming_it() -> None:
    with pytest.raises(InputError, match="R2 G3 B4"):
        analyse("R5 R5 R5", laid=("R2 G3 B4",))


def test_a_laid_set_that_is_no_set_is_an_input_error() -> None:
    with pytest.raises(InputError, match="R2 R4 R7"):
        analyse("", laid=("R2 R4 R7",))
    with pytest.raises(InputError, match="R2 R3"):
        analyse("", laid=("R2 R3",))


def test_yin_yang_cards_stand_for_6_and_9_in_one_run() -> None:
    # R5 RY R7 R8 RY = 5-6-7-8-9: one 5-card sequence, 10 points, and +5 for each Yin-Yang card: 20.
    verdict = analyse("R5 RY R7 R8 RY")
    assert verdict.set_points == 20
    assert sets_of(verdict) == ["R5 RY=6 R7 R8 RY=9"]


def test_a_kong_scores_10() -> None:
    # Four G4: one kong of four cards, 10 points; Cheng bonus 10; no Forbidden card: 20.
    verdict = analyse("G4 G4 G4 G4")
    assert verdict.set_points == 10 and verdict.cheng_score == 20


def test_four_of_a_rank_choose_the_best_split() -> None:
    # R2 R2 R2 R2 R3 R4 R5 RY R7: either the four R2 make a kong (10) and R3 R4 R5 RY=6 R7 a 5-card sequence
    # (10 + 5 Yin-Yang) = 25, or three R2 make a pung (5) and R2 R3 R4 R5 RY R7 a 6-card sequence (10 + 5) = 20.
    # The best is 25.
    verdict = analyse("R2 R2 R2 R2 R3 R4 R5 RY R7")
    assert verdict.set_points == 25
    assert sets_of(verdict) == ["R2 R2 R2 R2", "R3 R4 R5 RY=6 R7"]


def test_four_of_a_rank_as_pung_and_run_when_the_kong_leaves_cards() -> None:
    # R2 R2 R2 R2 R3 R4: a kong would leave R3 R4 alone, so the only complete split is pung R2 + R2 R3 R4: 5 + 5.
    verdict = analyse("R2 R2 R2 R2 R3 R4")
    assert verdict.set_points == 10
    assert sets_of(verdict) == ["R2 R2 R2", "R2 R3 R4"]


def test_the_longest_run_is_2_to_9() -> None:
    # A laid 7-card sequence R2..R8 (RY=6) gains the second RY as 9: 8 cards, 10 points + 2 x 5 Yin-Yang = 20.
    verdict = analyse("RY", laid=("R2 R3 R4 R5 RY R7 R8",))
    assert verdict.complete and verdict.set_points == 20
    assert sets_of(verdict) == ["R2 R3 R4 R5 RY=6 R7 R8 RY=9"]


def test_runs_stop_at_2_and_9() -> None:
    # R2 R3 W: the wild can only be R4, there is no rank 1.
    assert sets_of(analyse("R2 R3 W")) == ["R2 R3 W=R4"]
    # A laid sequence 3..9 (RY as 6 and as 9) gains the hand's R2: 2..9, 8 cards, 10 + 2 x 5 Yin-Yang = 20.
    verdict = analyse("R2", laid=("R3 R4 R5 RY R7 R8 RY",))
    assert sets_of(verdict) == ["R2 R3 R4 R5 RY=6 R7 R8 RY=9"] and verdict.set_points == 20
    # Nine cards cannot be a sequence: the wild would have to be a 1 or a 10.
    with pytest.raises(InputError):
        analyse("", laid=("R2 R3 R4 R5 RY R7 R8 RY W",))
    # R8 RY RY: values 8, 9 and 9 (or 6): no run, no pung.
    assert not analyse("R8 RY RY").complete


def test_the_best_split_of_a_2_to_9_holding() -> None:
    # R2 R3 R4 R5 RY R7 R8 RY: one 8-card run scores 10 + 10; better, R2-R5 (10) and RY=6 R7 R8 RY=9 (10 + 10)
    # = 30, which beats R2-R4 (5) + R5-RY=9 (10 + 10) = 25.
    assert analyse("R2 R3 R4 R5 RY R7 R8 RY").set_points == 30


# -- going Cheng (Section 7) --------------------------------------------------------------------------------------


def test_a_lone_forbidden_card_refuses_cheng() -> None:
    # R2 R3 R4 F: complete, but exactly one Forbidden card.
    verdict = analyse("R2 R3 R4 F")
    assert verdict.complete and not verdict.may_cheng and verdict.cheng_score is None
    assert verdict.refused_by == (RULE_LONE_FORBIDDEN,)
    # With one more claimed on the table: two Forbiddens, (5 + 10) x 2 = 30.
    assert analyse("R2 R3 R4 F", table_forbidden=1).cheng_score == 30


def test_refused_by_names_both_rules() -> None:
    verdict = analyse("R2 R3 F")
    assert verdict.refused_by == tuple(sorted((RULE_ALL_NUMBERS, RULE_LONE_FORBIDDEN)))


@pytest.mark.parametrize(
    ("hand", "emperor_reading", "expected"),
    [
        # The Emperor alone: under "always" he is one (lone) Forbidden card; under "with-real-forbidden" none.
        ("R2 R3 R4 EM", "always", None),
        ("R2 R3 R4 EM", "with-real-forbidden", 15),  # (5 + 10) x 1
        # With one real Forbidden card he makes two under both readings: (5 + 10) x 2.
        ("R2 R3 R4 F EM", "always", 30),
        ("R2 R3 R4 F EM", "with-real-forbidden", 30),
    ],
)
def test_the_emperor_as_a_forbidden_card(hand: str, emperor_reading: str, expected: int | None) -> None:
    engine = Engine(Reading.from_mapping({"emperor.forbidden": emperor_reading}))
    assert analyse(hand, engine=engine).cheng_score == expected


def test_the_empress_reading_allows_a_lone_forbidden() -> None:
    # R2 R3 R4 F ES: one Forbidden card. Default: refused. Empress reading: allowed, no multiplier (5 + 10 = 15).
    assert analyse("R2 R3 R4 F ES").cheng_score is None
    lenient = Engine(Reading.from_mapping({"empress.lone-forbidden": "yes"}))
    assert analyse("R2 R3 R4 F ES", engine=lenient).cheng_score == 15
    # Without the Empress the reading changes nothing.
    assert analyse("R2 R3 R4 F", engine=lenient).cheng_score is None


# -- score breakdown ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "hand",
    ["R2 RY R7 B8 B8 B8 G2 G2 W F EM", "R2 R3 R4 F F RO EM ES", "G4 G4 G4 G4 F F F RO", "R2 G3 F F", "RY RY RY W"],
)
def test_breakdown_lines_add_up_to_the_scores(hand: str) -> None:
    verdict = analyse(hand, laid=("R3 R4 R5",) if hand.startswith("R2 RY") else ())
    if verdict.may_cheng:
        assert total(verdict.cheng_lines) == verdict.cheng_score
    else:
        assert verdict.cheng_lines == ()
    assert total(verdict.other_lines) == verdict.other_score


def test_rooster_emperor_empress_breakdown() -> None:
    # R2 R3 R4 F F RO EM ES going Cheng: 5 (sequence) + 10 (Cheng) + 10 (Rooster) = 25; F F + Emperor = three
    # Forbiddens: x3 = 75; Emperor and Empress = Royal Marriage: x2 = 150.
    verdict = analyse("R2 R3 R4 F F RO EM ES")
    assert verdict.cheng_score == 150
    rules = [line.rule for line in verdict.cheng_lines]
    assert rules == [
        "forbidden.score.sets",
        "forbidden.score.cheng-bonus",
        "forbidden.score.rooster",
        "forbidden.score.forbidden-multiplier",
        "forbidden.score.royal-marriage",
    ]
    # Not the Cheng player: 5 + 15 (Rooster), the Emperor protects from the penalty, x2 marriage = 40.
    assert verdict.other_score == 40


def test_penalty_and_negative_doubling() -> None:
    # B2 F F F ES under marriage=empress-alone, no Emperor to protect: nothing placed, 0 - 3 x 5 = -15, and the
    # marriage doubles a negative score too: -30.
    engine = Engine(Reading.from_mapping({"marriage": "empress-alone"}))
    assert analyse("B2 F F F ES", engine=engine).other_score == -30


def test_the_score_floor_line_brings_a_negative_score_to_zero_before_the_marriage() -> None:
    # B2 F F F ES under marriage=empress-alone and score.floor=zero: 0 - 15 = -15 is counted as 0, so the line
    # adds 15 back, before the Marriage's x2 (0 doubled is 0). Read in order or added up then multiplied, the
    # lines come to 0, as the corpus's answer check reads them (corpus/consistency.py).
    engine = Engine(Reading.from_mapping({"marriage": "empress-alone", "score.floor": "zero"}))
    verdict = analyse("B2 F F F ES", engine=engine)
    assert verdict.other_score == 0 and engine.other_score(parse_query("B2 F F F ES")) == 0
    assert [(line.rule, line.add, line.multiply) for line in verdict.other_lines] == [
        ("forbidden.score.forbidden-penalty", -15, 1),
        ("forbidden.score.forbidden-penalty", 15, 1),
        ("forbidden.score.royal-marriage", 0, 2),
    ]
    assert total(verdict.other_lines) == 0
    assert sum(line.add for line in verdict.other_lines) * 2 == 0
    # A score not below zero gets no such line: R2 R3 R4 F is 5 - 5 = 0.
    assert len(Engine(Reading(score_floor="zero")).analyse(parse_query("R2 R3 R4 F")).other_lines) == 2


def test_the_penalty_line_says_what_the_emperor_protects() -> None:
    # F F F EM, not the Cheng player: three Forbidden cards. emperor.protection=all: one line of 0 naming the
    # protection; one: the Emperor protects one, the other two cost 10.
    query = parse_query("F F F EM")
    lines = Engine().analyse(query).other_lines
    assert [(line.item, line.add) for line in lines] == [
        ("3 Forbidden cards held, the Emperor protects from the penalty", 0)
    ]
    lines = Engine(Reading(emperor_protection="one")).analyse(query).other_lines
    assert [(line.item, line.add) for line in lines] == [("3 Forbidden cards held, the Emperor protects one", -10)]


def test_other_score_counts_laid_sets() -> None:
    # A laid R3 R4 R5 stays on the table for the other score: 5, the hand's G7 is put aside.
    verdict = analyse("G7", laid=("R3 R4 R5",))
    assert verdict.other_score == 5 and verdict.leftover == ("G7",)
    assert [placed.laid for placed in verdict.other_arrangement] == [True]


def test_query_with_too_many_cards_is_an_input_error() -> None:
    from rulebook.forbidden.cards import Cards

    with pytest.raises(InputError):
        # Two R2 in hand and a laid pung of three: five copies, the deck holds four.
        ENGINE.analyse(HandQuery(Cards.from_counter({"R2": 2}), (Cards.from_counter({"R2": 3}),)))


def test_each_score_alone_is_the_verdicts_score() -> None:
    # Engine.other_score and Engine.cheng_score add up set points without spelling out the sets (end-of-round
    # scoring); they must give the same numbers as the full verdict's score lines, with and without laid sets, under
    # the most-cards reading and under random hand readings.
    rng = random.Random(42)
    readings = [Reading(), Reading(arrangement="most-cards"), *(random_reading(rng) for _ in range(6))]
    chengs = 0
    for reading in readings:
        engine = Engine(reading)
        for _ in range(150):
            query = random_query(rng, laid_sets=rng.choice((0, 1, 2)))
            verdict = engine.analyse(query)
            assert engine.other_score(query) == verdict.other_score, query.describe()
            assert engine.cheng_score(query) == verdict.cheng_score, query.describe()
            chengs += verdict.cheng_score is not None
    assert chengs >= 50  # the Cheng score was compared on complete hands too, not only refused ones


def test_the_multiplier_line_names_only_the_forbidden_cards_that_multiply() -> None:
    # R2 R3 R4 F F with one Forbidden card claimed onto the table, going Cheng: run 5 + Cheng bonus 10 = 15.
    # multiplier.table-forbidden=yes: three Forbidden cards (two in hand, one on the table), x3 = 45.
    # no: the two in hand, x2 = 30, and the line does not count the one on the table.
    query = parse_query("R2 R3 R4 F F", (), 1)
    counted = Engine().analyse(query)
    assert counted.cheng_score == 45
    assert [line.item for line in counted.cheng_lines if line.multiply == 3] == [
        "three Forbidden cards (2 in hand, 1 claimed on the table)"
    ]
    in_hand = Engine(Reading(multiplier_table_forbidden="no")).analyse(query)
    assert in_hand.cheng_score == 30
    assert [line.item for line in in_hand.cheng_lines if line.multiply == 2] == ["two Forbidden cards (2 in hand)"]
