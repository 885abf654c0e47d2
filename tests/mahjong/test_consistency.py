"""Mahjong answers that contradict themselves are named (the lint of issue 15), each planted by hand."""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.mahjong.corpus.consistency import answer_problems, verdict_problems


@pytest.mark.parametrize(
    ("question", "answer", "problem"),
    [
        ("winning", {"winning": True, "splits": []}, "a winning hand has a split"),
        ("winning", {"winning": False, "splits": [["123m", "EE"]]}, "a winning hand has a split"),
        ("score", {"refused": True, "score": 10}, "a refused score gives figures"),
        ("score", {"points": 10, "doublings": -1, "special": None, "score": 10}, "whole numbers of 0 or more"),
        ("settle", {"net": [40, -20, -10, 0]}, "do not cancel out"),
        ("claims", {"claims": [{"player": 1, "shape": "pung"}, {"player": 1, "shape": "pung"}]}, "listed twice"),
        ("takes", {"takes": "pung"}, "neither a claim nor null"),
        ("drawn", {"drawn": 1}, "not true or false"),
    ],
)
def test_a_planted_contradiction_is_named(question: str, answer: dict[str, Any], problem: str) -> None:
    found = answer_problems(question, answer)
    assert len(found) == 1 and problem in found[0]


def test_consistent_answers_pass() -> None:
    assert answer_problems("settle", {"net": [160, -88, -76, 4]}) == []  # 160 = 88 + 76 - 4
    assert answer_problems("winning", {"winning": False, "splits": []}) == []


def verdict(**changes: Any) -> dict[str, Any]:
    """A loser's hand, worked by hand: an exposed dragon pung (4 points) and a pair of East (2), 6 points, doubled
    once for the dragons: 12, under the limit of 300 (mahjong.score.pung, .pair, .double.dragons, .limit)."""
    items = [{"points": 4}, {"points": 2}]
    score = {"as": "loser", "split": None, "items": items, "bonus": 0, "points": 6, "special": None}
    base = {"winning": True, "decompositions": [["123m", "EE"]], "score": {**score, "score": 12, "limit": 300}}
    return {**base, **changes}


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"decompositions": []}, "a winning hand has a split"),
        ({"reason": "wrong tile count"}, "given a reason for not winning"),
        (
            {
                "score": {
                    "as": "loser",
                    "split": ["123m"],
                    "items": [],
                    "bonus": 0,
                    "points": 0,
                    "special": None,
                    "score": 0,
                    "limit": 300,
                }
            },
            "scored by a split",
        ),
        (
            {
                "score": {
                    "as": "loser",
                    "split": None,
                    "items": [],
                    "bonus": 0,
                    "points": 9,
                    "special": None,
                    "score": 400,
                    "limit": 300,
                }
            },
            "above its own limit",
        ),
        ({"score": None}, "is not scored"),
    ],
)
def test_a_planted_contradiction_in_a_check_answer_is_named(changes: dict[str, Any], problem: str) -> None:
    assert verdict_problems(verdict()) == []
    assert any(problem in found for found in verdict_problems(verdict(**changes)))
