"""The wild_mutants family: hands where the wild cards, Yin-Yang cards and laid sets decide the answer.

Each case's expected answer is worked by hand in its ``why`` and passed to the case builder, which fails unless the
engine gives it and the Z3 model agrees; building the family is therefore itself the check. The tests below add the
contrasts between cases that the rules fix, written here from the rulebook rather than read from the engine.
"""

from __future__ import annotations

from rulebook.core.register import rule_ids
from rulebook.forbidden.corpus.wild_mutant_cases import FAMILY, PREFIX, wild_mutant_cases

CASES = {case.id.split(".", 1)[1]: case for case in wild_mutant_cases()}


def test_family_builds_with_unique_ids_and_known_rules() -> None:
    cases = wild_mutant_cases()
    assert FAMILY == "wild_mutants"
    assert len({case.id for case in cases}) == len(cases) == 17
    assert all(case.id.startswith(f"{PREFIX}.") for case in cases)
    known = set(rule_ids("forbidden"))
    assert {rule for case in cases for rule in case.rules} <= known


def test_exhausted_card_reading_costs_the_wild_five_points() -> None:
    # Section 5 and wild.exhausted-card: laid R5 R5 R5 and R2 R3 R4, hand R5 W. Allowed: both laid sets reach four
    # cards (10 + 10). Refused: the four R5 are all held, so the W is no R5 and one laid set stays at three (10 + 5).
    allowed, refused = CASES["exhausted-allowed-on-laid-sets"], CASES["exhausted-refused-on-laid-sets"]
    assert allowed.input == refused.input
    assert (allowed.expected["other_score"], refused.expected["other_score"]) == (20, 15)
    assert allowed.expected["cheng_score"] - refused.expected["cheng_score"] == 5


def test_the_order_of_the_laid_sets_does_not_change_the_answer() -> None:
    # Section 7 and Scoring: the W goes where it is worth most (the Yin-Yang pung, 35 set points) in either order.
    first, second = CASES["better-laid-set-1"], CASES["better-laid-set-2"]
    assert first.input["laid"] == list(reversed(second.input["laid"]))
    assert first.expected == second.expected == {"may_cheng": True, "cheng_score": 45, "other_score": 35}


def test_a_laid_set_that_is_no_set_is_refused_as_input() -> None:
    # Section 5: R2 R3 R4 G5 mixes colours and R2 R3 R5 has a gap; the deck question answers no.
    for slug in ("laid-not-a-set-two-colours", "laid-not-a-set-gap"):
        assert CASES[slug].question == "position" and CASES[slug].expected == {"position": False}
