"""FORBIDDEN answers that contradict themselves are named (the lint of issue 15), each planted by hand."""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.forbidden.corpus.consistency import answer_problems, verdict_problems


@pytest.mark.parametrize(
    ("question", "answer", "problem"),
    [
        ("hand", {"may_cheng": True, "cheng_score": None, "other_score": 5}, "a Cheng score is given exactly"),
        ("hand", {"may_cheng": False, "cheng_score": 15, "other_score": 5}, "a Cheng score is given exactly"),
        ("hand", {"may_cheng": "yes", "cheng_score": 15, "other_score": 5}, "may_cheng is not true or false"),
        ("discards", {"cheng_discards": ["R3", "B2"]}, "not distinct, sorted"),
        ("legal-actions", {"legal_actions": ["draw", "draw"]}, "not distinct, sorted"),
        ("apply", {"refused": True, "state": {}}, "neither a state nor a refusal"),
        ("new-game", {"refused": True}, "neither a state nor a refusal"),
    ],
)
def test_a_planted_contradiction_is_named(question: str, answer: dict[str, Any], problem: str) -> None:
    found = answer_problems(question, answer)
    assert len(found) == 1 and problem in found[0]


def test_consistent_answers_pass() -> None:
    assert answer_problems("hand", {"may_cheng": True, "cheng_score": 20, "other_score": 10}) == []
    assert answer_problems("hand", {"may_cheng": False, "cheng_score": None, "other_score": -5}) == []
    assert answer_problems("apply", {"refused": True}) == []


def verdict(**changes: Any) -> dict[str, Any]:
    """R2 R3 R4 going Cheng, worked by hand: 5 for the run, 10 for the Cheng bonus (Scoring); 5 if another does."""
    run = {"item": "sequence R2-R4 (3 cards)", "rule": "forbidden.score.sets", "add": 5, "multiply": 1}
    bonus = {"item": "Cheng bonus", "rule": "forbidden.score.cheng-bonus", "add": 10, "multiply": 1}
    base = {
        "complete": True,
        "may_cheng": True,
        "cheng_score": 15,
        "other_score": 5,
        "leftover": [],
        "refused_by": [],
        "cheng_breakdown": [run, bonus],
        "other_breakdown": [run],
    }
    return {**base, **changes}


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"complete": False}, "not complete may go Cheng"),
        ({"refused_by": ["forbidden.cheng.lone-forbidden"]}, "is refused by"),
        ({"cheng_score": 25}, "not what its breakdown adds up to"),
        ({"other_score": 0}, "not what its breakdown adds up to"),
        ({"leftover": ["R7"]}, "leaves number cards unplaced"),
        ({"may_cheng": False}, "a Cheng score is given exactly"),
    ],
)
def test_a_planted_contradiction_in_a_check_answer_is_named(changes: dict[str, Any], problem: str) -> None:
    assert verdict_problems(verdict()) == []
    assert any(problem in found for found in verdict_problems(verdict(**changes)))
